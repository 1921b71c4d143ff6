package parallel

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
	"testing"
)

// trace records which trials a run saw, in merge order, and one random draw per trial.
type trace struct {
	trials []int64
	draws  []uint64
}

func record(c Chunk, acc *trace) {
	r := c.Rand()
	for i := range c.Count {
		acc.trials = append(acc.trials, c.First+i)
		acc.draws = append(acc.draws, r.Uint64())
	}
}

func merge(dst, src *trace) {
	dst.trials = append(dst.trials, src.trials...)
	dst.draws = append(dst.draws, src.draws...)
}

func runTrace(t *testing.T, n int64, seed uint64, workers int, chunk int64) *trace {
	t.Helper()
	got, err := Run(context.Background(), n, seed, Options{Workers: workers, ChunkSize: chunk},
		func() *trace { return new(trace) }, record, merge)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func TestEveryTrialOnceInOrder(t *testing.T) {
	for _, n := range []int64{0, 1, 99, 100, 101, 1000} {
		got := runTrace(t, n, 7, 3, 10)
		if int64(len(got.trials)) != n {
			t.Fatalf("n = %d : %d essais vus", n, len(got.trials))
		}
		for i, v := range got.trials {
			if v != int64(i) {
				t.Fatalf("n = %d : essai %d vu en position %d", n, v, i)
			}
		}
	}
}

func TestSameSeedAnyWorkers(t *testing.T) {
	one := runTrace(t, 5000, 42, 1, 64)
	for _, w := range []int{2, 3, 8} {
		other := runTrace(t, 5000, 42, w, 64)
		if !slices.Equal(one.draws, other.draws) {
			t.Errorf("%d workers : tirages différents de ceux d'un seul worker", w)
		}
	}
	if slices.Equal(one.draws, runTrace(t, 5000, 43, 2, 64).draws) {
		t.Errorf("les graines 42 et 43 donnent les mêmes tirages")
	}
}

func TestChunkStreamsDiffer(t *testing.T) {
	seen := make(map[uint64]int)
	for i := range 1000 {
		v := Chunk{Index: i, Seed: 1}.Rand().Uint64()
		if j, ok := seen[v]; ok {
			t.Fatalf("les paquets %d et %d commencent par le même tirage", j, i)
		}
		seen[v] = i
	}
}

func TestProgressCountsEveryTrial(t *testing.T) {
	var total int64
	_, err := Run(context.Background(), 1234, 1, Options{Workers: 2, ChunkSize: 100, Progress: func(d int64) { total += d }},
		func() *trace { return new(trace) }, record, merge)
	if err != nil {
		t.Fatal(err)
	}
	if total != 1234 {
		t.Errorf("progression totale %d ; attendu 1234", total)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	_, err := Run(ctx, 1_000_000, 1, Options{Workers: 1, ChunkSize: 10},
		func() *trace { return new(trace) },
		func(c Chunk, acc *trace) {
			calls++
			if calls == 3 {
				cancel()
			}
		}, merge)
	if err != context.Canceled {
		t.Fatalf("erreur %v ; attendu context.Canceled", err)
	}
	if calls > 10 {
		t.Errorf("%d paquets traités après l'annulation", calls)
	}
}

// Contiguous ranges of chunks, run apart and merged in order, give the whole run's result:
// every trial once, in order, with the stream of its chunk.
func TestRunRangeTiles(t *testing.T) {
	const n, size = 1000, 64
	draws := func(first, last int64) []uint64 {
		got, err := RunRange(context.Background(), n, 5, Options{Workers: 3, ChunkSize: size}, first, last,
			func() *[]uint64 { return new([]uint64) },
			func(c Chunk, acc *[]uint64) {
				r := c.Rand()
				for range c.Count {
					*acc = append(*acc, r.Uint64())
				}
			},
			func(dst, src *[]uint64) { *dst = append(*dst, *src...) })
		if err != nil {
			t.Fatal(err)
		}
		return *got
	}
	whole := draws(0, Chunks(n, size))
	if len(whole) != n || Chunks(n, size) != 16 {
		t.Fatalf("%d tirages, %d tranches ; attendu %d et 16", len(whole), Chunks(n, size), n)
	}
	var parts []uint64
	for _, r := range [][2]int64{{0, 5}, {5, 6}, {6, 16}} {
		parts = append(parts, draws(r[0], r[1])...)
	}
	if !slices.Equal(parts, whole) {
		t.Errorf("les tranches 0-5, 5-6 et 6-16 ne redonnent pas la suite entière")
	}
}

// A number of workers outside 1 … MaxWorkers is an error, not a panic (2⁶² used to fail in
// makechan); MaxWorkers itself is accepted.
func TestWorkersBornes(t *testing.T) {
	somme := func(w int) (*int64, error) {
		return Run(context.Background(), 10_000, 1, Options{Workers: w, ChunkSize: 7},
			func() *int64 { return new(int64) },
			func(c Chunk, acc *int64) { *acc += c.Count },
			func(dst, src *int64) { *dst += *src })
	}
	for _, w := range []int{0, -1, MaxWorkers + 1, 1 << 62, math.MaxInt, math.MinInt} {
		_, err := somme(w)
		want := fmt.Sprintf("nombre de workers invalide : %d workers demandés, un entier de 1 à 1024 est attendu", w)
		if !errors.Is(err, ErrWorkers) || err.Error() != want {
			t.Errorf("Workers = %d : erreur %v ; attendu %q", w, err, want)
		}
		if ValiderWorkers(w) == nil {
			t.Errorf("ValiderWorkers(%d) = nil", w)
		}
	}
	if got, err := somme(MaxWorkers); err != nil || *got != 10_000 {
		t.Errorf("Workers = %d : %v, %v ; attendu 10000 essais", MaxWorkers, got, err)
	}
}

// When every chunk has been handed out and each stops short on the cancellation, the merged
// result counts fewer trials than asked: Run must report the cancellation, not that result.
func TestCancelAfterEveryChunkStarted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var started sync.WaitGroup
	started.Add(4)
	go func() {
		started.Wait()
		cancel()
	}()
	got, err := Run(ctx, 4, 1, Options{Workers: 4, ChunkSize: 1},
		func() *int64 { return new(int64) },
		func(c Chunk, acc *int64) {
			started.Done()
			<-ctx.Done() // a long chunk, cut short
		},
		func(dst, src *int64) { *dst += *src })
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run = %v, %v ; attendu context.Canceled", got, err)
	}
}

// Trials counts by hand: 10 trials in chunks of 4 are 4 + 4 + 2.
func TestTrials(t *testing.T) {
	cas := []struct{ n, size, first, last, want int64 }{
		{10, 4, 0, 3, 10}, {10, 4, 0, 1, 4}, {10, 4, 1, 3, 6}, {10, 4, 2, 3, 2}, {10, 4, 3, 3, 0},
		{8, 4, 0, 2, 8}, {1<<63 - 1, 1 << 62, 1, 2, 1<<62 - 1},
	}
	for _, c := range cas {
		if got := Trials(c.n, c.size, c.first, c.last); got != c.want {
			t.Errorf("Trials(%d, %d, %d, %d) = %d, want %d", c.n, c.size, c.first, c.last, got, c.want)
		}
	}
}
