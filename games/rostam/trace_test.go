package rostam

import (
	"context"
	"errors"
	"testing"
)

// etapesDe collects a trace's tricks.
func etapesDe(t *testing.T, r ResultatPartie) []EtapeTrace {
	t.Helper()
	var l []EtapeTrace
	if err := r.Trace.Parcourir(context.Background(), func(e EtapeTrace) bool {
		l = append(l, e)
		return true
	}); err != nil {
		t.Fatal(err)
	}
	return l
}

// The trace of docs/regles.md §4.2's game, worked by hand: 4 1 / 2 3 → 1 4 2 / 3 → 4 2 / 3 1 → 2 4 3 / 1
// → 4 3 2 1 /; and that of the report's game of period 60, which comes back to its position.
func TestTraceJouePartie(t *testing.T) {
	veut := []EtapeTrace{{1, 4, 2, "a", "1 4 2 / 3"}, {2, 1, 3, "b", "4 2 / 3 1"}, {3, 4, 3, "a", "2 4 3 / 1"}, {4, 2, 1, "a", "4 3 2 1 /"}}
	got := etapesDe(t, JouePartie(doitLire(t, "4 1 / 2 3"), true))
	if len(got) != len(veut) {
		t.Fatalf("%d plis tracés : %v", len(got), got)
	}
	for i := range veut {
		if got[i] != veut[i] {
			t.Errorf("pli %d : %+v, attendu %+v", i+1, got[i], veut[i])
		}
	}
	const p60 = "2 10 8 6 3 / 5 4 1 9 7"
	l := etapesDe(t, JouePartie(doitLire(t, p60), true))
	if len(l) != 60 || l[59].Position != p60 {
		t.Errorf("période 60 : %d plis, dernière position %q", len(l), l[len(l)-1].Position)
	}
	if l := etapesDe(t, JouePartie(doitLire(t, p60), false)); len(l) != 0 {
		t.Errorf("%d plis tracés sans trace demandée", len(l))
	}
}

// Theorem 2's game for K = 63 is replayed with constant memory: after its pre-period of 121
// tricks and one period of 4·ppcm(62, 64, 127) = 1 007 872 tricks, the position comes back.
func TestDeroulerK63(t *testing.T) {
	p := PositionInfinie(63)
	const preperiode, periode = 121, 1_007_872
	var entree, fin Position
	n := 0
	Derouler(p, preperiode+periode, func(e Etape) bool {
		n++
		switch e.Pli {
		case preperiode:
			entree = e.Apres.Copie()
		case preperiode + periode:
			fin = e.Apres.Copie()
		}
		return true
	})
	if n != preperiode+periode || !fin.Egale(entree) || entree.N() != 254 {
		t.Errorf("%d plis ; position après %d plis %v, après %d plis %v", n, preperiode, entree, preperiode+periode, fin)
	}
}

// A trace stops when its reader stops, and within a few thousand tricks of its context's
// cancellation.
func TestTraceArretee(t *testing.T) {
	r := JouePartie(PositionInfinie(63), true)
	n := 0
	if err := r.Trace.Parcourir(context.Background(), func(EtapeTrace) bool { n++; return n < 10 }); err != nil || n != 10 {
		t.Errorf("arrêt au 10e pli : %d plis lus, erreur %v", n, err)
	}
	ctx, annuler := context.WithCancel(context.Background())
	n = 0
	err := r.Trace.Parcourir(ctx, func(EtapeTrace) bool {
		if n++; n == 5000 {
			annuler()
		}
		return true
	})
	if !errors.Is(err, context.Canceled) || n > 5000+plisEntreVerifications {
		t.Errorf("annulée au 5000e pli : %d plis lus, erreur %v", n, err)
	}
}
