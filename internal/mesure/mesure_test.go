package mesure

import (
	"testing"
	"time"
)

// Busy work makes the processor time grow; sleeping does not.
func TestTempsCPU(t *testing.T) {
	debut, ok := tempsCPU()
	if !ok {
		t.Skip("temps processeur non mesuré sur ce système")
	}
	x := 0
	for fin := time.Now().Add(30 * time.Millisecond); time.Now().Before(fin); {
		x++
	}
	apres, _ := tempsCPU()
	if apres-debut < 10*time.Millisecond {
		t.Errorf("30 ms de calcul comptés %v de temps processeur (x = %d)", apres-debut, x)
	}
	time.Sleep(50 * time.Millisecond)
	dormi, _ := tempsCPU()
	if dormi-apres > 40*time.Millisecond {
		t.Errorf("50 ms de sommeil comptés %v de temps processeur", dormi-apres)
	}
}
