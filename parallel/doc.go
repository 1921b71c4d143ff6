// Package parallel runs many independent trials on several workers so that the result depends
// only on the seed, never on the number of workers.
//
// The trials are split into fixed chunks; chunk i draws from its own random stream derived from
// (seed, i), and the chunks' results are merged in chunk order.
package parallel
