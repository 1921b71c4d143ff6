package parallel

import (
	"context"
	"sync"
	"sync/atomic"
)

// RunOrdered runs the items [first, last) on workers goroutines, each with a state of its own
// made once by newState (buffers, an engine), and hands their results to merge in item order,
// from one goroutine at a time. An item returns ok false when ctx was cancelled under way: no
// item is started after that, and RunOrdered returns the first item not merged (last when all
// were) with ctx's error.
func RunOrdered[S, R any](ctx context.Context, workers int, first, last int64,
	newState func() S, item func(s S, k int64) (R, bool), merge func(k int64, r R)) (int64, error) {
	if workers < 1 {
		workers = 1
	}
	var (
		next      atomic.Int64
		mu        sync.Mutex
		pending   = map[int64]R{}
		merged    = first
		wg        sync.WaitGroup
		cancelled atomic.Bool
	)
	next.Store(first)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := newState()
			for {
				k := next.Add(1) - 1
				if k >= last || ctx.Err() != nil || cancelled.Load() {
					return
				}
				r, ok := item(s, k)
				if !ok {
					cancelled.Store(true)
					return
				}
				mu.Lock()
				pending[k] = r
				for {
					r, ok := pending[merged]
					if !ok {
						break
					}
					delete(pending, merged)
					merge(merged, r)
					merged++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if merged < last {
		if err := ctx.Err(); err != nil {
			return merged, err
		}
		return merged, context.Canceled
	}
	return merged, nil
}
