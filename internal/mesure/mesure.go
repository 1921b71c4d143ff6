package mesure

import (
	"testing"
	"time"
)

// Chrono is the processor time of the process when a measured loop started.
type Chrono struct {
	cpu    time.Duration
	mesure bool
}

// Demarrer notes the processor time used so far.
func Demarrer() Chrono {
	cpu, ok := tempsCPU()
	return Chrono{cpu, ok}
}

// Rapporter reports n games as "parties/s" (wall clock, from the benchmark's timer) and, where
// the system tells the processor time, as "parties/s-cpu".
func (c Chrono) Rapporter(b *testing.B, n int) {
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "parties/s")
	if cpu, _ := tempsCPU(); c.mesure && cpu > c.cpu {
		b.ReportMetric(float64(n)/(cpu-c.cpu).Seconds(), "parties/s-cpu")
	}
}
