package parallel_test

import (
	"context"
	"fmt"

	"jeux/parallel"
)

// Counting the sixes among 10,000 rolls of a die: the count depends on the seed only, not on
// the number of workers.
func ExampleRun() {
	count := func(workers int) int64 {
		n, err := parallel.Run(context.Background(), 10_000, 42, parallel.Options{Workers: workers, ChunkSize: 500},
			func() *int64 { return new(int64) },
			func(c parallel.Chunk, sixes *int64) {
				r := c.Rand()
				for range c.Count {
					if r.IntN(6) == 5 {
						*sixes++
					}
				}
			},
			func(dst, src *int64) { *dst += *src })
		if err != nil {
			panic(err)
		}
		return *n
	}
	fmt.Println(count(1) == count(4))
	// Output: true
}
