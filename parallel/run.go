package parallel

import (
	"context"
	"math/rand/v2"
	"sync"

	"jeux/internal/langue"
)

// DefaultChunkSize is the number of trials in a chunk when Options.ChunkSize is 0.
const DefaultChunkSize = 4096

// MaxWorkers bounds Options.Workers: far more goroutines than any machine has cores gain nothing,
// and a count from the command line such as 2⁶² would make Run's channels unallocatable.
const MaxWorkers = 1024

// ErrWorkers is wrapped by the error of ValiderWorkers and Run for a number of workers outside
// 1 … MaxWorkers.
var ErrWorkers error = langue.Errorf("nombre de workers invalide")

// ValiderWorkers returns an error wrapping ErrWorkers, in French, when n is not between 1 and
// MaxWorkers; nil otherwise.
func ValiderWorkers(n int) error {
	if n < 1 || n > MaxWorkers {
		return langue.Errorf("%v : %d workers demandés, un entier de 1 à %d est attendu", ErrWorkers, n, MaxWorkers)
	}
	return nil
}

// Chunk is one fixed slice of the trials: those numbered First to First+Count−1.
type Chunk struct {
	Index        int
	First, Count int64
	Seed         uint64
}

// Rand returns the chunk's own random stream, derived from the run's seed and the chunk index.
func (c Chunk) Rand() *rand.Rand {
	return rand.New(rand.NewPCG(mix(c.Seed, 2*uint64(c.Index)), mix(c.Seed, 2*uint64(c.Index)+1)))
}

// mix derives well separated 64-bit words from a seed and a counter (SplitMix64's finaliser).
func mix(seed, k uint64) uint64 {
	z := seed + (k+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Options sets how Run spreads the work.
type Options struct {
	Workers   int              // number of goroutines, 1 to MaxWorkers
	ChunkSize int64            // trials per chunk; 0 means DefaultChunkSize
	Progress  func(done int64) // optional; told how many trials each finished chunk held
}

// Run splits the trials [0, n) into chunks of opt.ChunkSize, gives each chunk a fresh
// accumulator from newAcc and lets work fill it, then merges every chunk's accumulator into the
// first one in chunk order, so the result is the same whatever opt.Workers. It stops early and
// returns ctx.Err() when ctx is cancelled, even when every chunk has come back: work may have
// cut a chunk short on the cancellation, so the merged result is not trusted. A number of workers
// outside 1 … MaxWorkers is refused with an error wrapping ErrWorkers.
func Run[A any](ctx context.Context, n int64, seed uint64, opt Options,
	newAcc func() A, work func(c Chunk, acc A), merge func(dst, src A)) (A, error) {
	return RunRange(ctx, n, seed, opt, 0, Chunks(n, opt.ChunkSize), newAcc, work, merge)
}

// Chunks is the number of chunks of size trials (0: DefaultChunkSize) that n trials make.
func Chunks(n, size int64) int64 {
	if size <= 0 {
		size = DefaultChunkSize
	}
	if n <= 0 {
		return 0
	}
	return (n-1)/size + 1
}

// RunRange is Run restricted to the chunks [first, last) of the same fixed chunking of n trials:
// each chunk draws the same stream as in a whole run, so the runs of contiguous ranges, merged
// in order, give what one Run gives. This is what a shard of a long computation runs.
func RunRange[A any](ctx context.Context, n int64, seed uint64, opt Options, first, last int64,
	newAcc func() A, work func(c Chunk, acc A), merge func(dst, src A)) (A, error) {
	if err := ValiderWorkers(opt.Workers); err != nil {
		var zero A
		return zero, err
	}
	size := opt.ChunkSize
	if size <= 0 {
		size = DefaultChunkSize
	}
	if first < 0 || last > Chunks(n, size) || first > last {
		panic("parallel: chunk range outside the run")
	}
	chunks := int(last - first)
	total := newAcc()
	if chunks == 0 {
		return total, ctx.Err()
	}
	type done struct {
		index int
		acc   A
		count int64
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	results := make(chan done, opt.Workers)
	var wg sync.WaitGroup
	for range min(opt.Workers, chunks) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range next {
				i := k + int(first)
				c := Chunk{Index: i, First: int64(i) * size, Count: min(size, n-int64(i)*size), Seed: seed}
				acc := newAcc()
				work(c, acc)
				results <- done{k, acc, c.Count}
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range chunks {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	// Chunks finish in any order; hold the early ones until their predecessors are merged.
	pending := make(map[int]done)
	merged := 0
	for r := range results {
		if opt.Progress != nil {
			opt.Progress(r.count)
		}
		pending[r.index] = r
		for {
			d, ok := pending[merged]
			if !ok {
				break
			}
			delete(pending, merged)
			merge(total, d.acc)
			merged++
		}
	}
	if merged < chunks || ctx.Err() != nil {
		var zero A
		if err := ctx.Err(); err != nil {
			return zero, err
		}
		return zero, context.Canceled
	}
	return total, nil
}

// Trials is the number of trials of the chunks [first, last) of n trials cut in chunks of size
// (0: DefaultChunkSize): what a shard of those chunks must have counted. It does not overflow.
func Trials(n, size, first, last int64) int64 {
	if size <= 0 {
		size = DefaultChunkSize
	}
	if first >= last {
		return 0
	}
	if last >= Chunks(n, size) {
		return n - first*size
	}
	return (last - first) * size
}
