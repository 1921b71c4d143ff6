// Package mesure helps the benchmarks report throughput in games per second, both of wall-clock
// time and of processor time: on a machine shared with other jobs, the second one still measures
// what one core does.
package mesure
