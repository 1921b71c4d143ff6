//go:build !unix

package mesure

import "time"

// tempsCPU is not measured on this system: benchmarks report wall-clock figures only.
func tempsCPU() (time.Duration, bool) { return 0, false }
