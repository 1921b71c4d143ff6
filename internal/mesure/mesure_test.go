package mesure

import (
	"testing"
	"time"
)

// Processor time never goes back, however busy or idle the process: nothing here depends on how
// long anything takes, so a loaded machine cannot make it fail.
func TestTempsCPUCroissant(t *testing.T) {
	avant, ok := tempsCPU()
	if !ok {
		t.Skip("temps processeur non mesuré sur ce système")
	}
	if avant < 0 {
		t.Fatalf("temps processeur négatif : %v", avant)
	}
	for range 1000 {
		apres, ok := tempsCPU()
		if !ok || apres < avant {
			t.Fatalf("temps processeur revenu de %v à %v (%v)", avant, apres, ok)
		}
		avant = apres
	}
}

// rapport runs Rapporter once in a benchmark from the chrono c, and returns its metrics with the
// bounds of the wall-clock and processor times it divided by: the wall-clock time is at least the
// one measured inside the benchmark's function and at most the benchmark's whole run, the
// processor time between the readings taken just before and just after.
func rapport(t *testing.T, c func() Chrono, n int) (metriques map[string]float64, murMin, murMax, cpuMin, cpuMax time.Duration) {
	t.Helper()
	var debutCPU, finCPU time.Duration
	var chrono Chrono
	r := testing.Benchmark(func(b *testing.B) {
		chrono = c()
		debut := time.Now()
		// Only the last run's metrics are kept: each run overwrites the bounds.
		debutCPU, _ = tempsCPU()
		murMin = time.Since(debut)
		chrono.Rapporter(b, n)
		finCPU, _ = tempsCPU()
	})
	return r.Extra, murMin, r.T, debutCPU - chrono.cpu, finCPU - chrono.cpu
}

// Rapporter divides n by the benchmark's elapsed time for "parties/s", and by the processor time
// spent since the chrono's start for "parties/s-cpu". Both are checked against bounds read around
// the call (see rapport), never against a duration the test expects the machine to take. The
// chrono comes from Demarrer, or is injected with a start at 0, the process's launch, so that the
// processor time divided by is the whole of it.
func TestRapporter(t *testing.T) {
	const n = 1000
	for nom, c := range map[string]func() Chrono{
		"Demarrer":    Demarrer,
		"depuis zéro": func() Chrono { return Chrono{cpu: 0, mesure: true} },
	} {
		m, murMin, murMax, cpuMin, cpuMax := rapport(t, c, n)
		mur, ok := m["parties/s"]
		if !ok {
			t.Fatalf("%s : pas de parties/s dans %v", nom, m)
		}
		if mur < n/murMax.Seconds() || murMin > 0 && mur > n/murMin.Seconds() {
			t.Errorf("%s : parties/s = %v, attendu entre %v et %v", nom, mur, n/murMax.Seconds(), n/murMin.Seconds())
		}
		cpu, ok := m["parties/s-cpu"]
		if _, mesure := tempsCPU(); !mesure || cpuMax <= 0 {
			// No processor time, or none spent since the start: Rapporter rightly says nothing.
			if ok {
				t.Errorf("%s : parties/s-cpu = %v sans temps processeur écoulé", nom, cpu)
			}
			continue
		}
		if !ok && cpuMin > 0 {
			t.Fatalf("%s : pas de parties/s-cpu dans %v alors que %v de processeur se sont écoulées", nom, m, cpuMin)
		}
		if ok && (cpu < n/cpuMax.Seconds() || cpuMin > 0 && cpu > n/cpuMin.Seconds()) {
			t.Errorf("%s : parties/s-cpu = %v, attendu entre %v et %v", nom, cpu, n/cpuMax.Seconds(), n/cpuMin.Seconds())
		}
	}
}

// A chrono that could not read the processor time, or whose start lies after the time read by
// Rapporter, reports wall-clock figures only: no division by a zero or negative duration.
func TestRapporterSansTempsCPU(t *testing.T) {
	for nom, c := range map[string]Chrono{
		"non mesuré":    {},
		"dans le futur": {cpu: time.Duration(1 << 62), mesure: true},
	} {
		m, _, _, _, _ := rapport(t, func() Chrono { return c }, 10)
		if _, ok := m["parties/s"]; !ok {
			t.Errorf("%s : pas de parties/s dans %v", nom, m)
		}
		if v, ok := m["parties/s-cpu"]; ok {
			t.Errorf("%s : parties/s-cpu = %v, attendu rien", nom, v)
		}
	}
}
