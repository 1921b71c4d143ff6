package rendu_test

import (
	"context"
	"errors"
	"io"
	"runtime"
	"testing"

	"jeux/games/rostam"
	"jeux/rendu"
)

// The trace of a one-colour War game that never ends is streamed, never held: the rendering
// layer writes it as the engine plays it.

// compteur counts the bytes written, samples the heap every 16 MB, and fails after limite bytes.
type compteur struct {
	ecrits, limite, prochain int
	tasMax                   uint64
}

var errAssez = errors.New("assez")

func (c *compteur) Write(b []byte) (int, error) {
	if c.ecrits += len(b); c.ecrits >= c.prochain {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		c.tasMax = max(c.tasMax, m.HeapInuse)
		c.prochain += 16 << 20
	}
	if c.ecrits > c.limite {
		return 0, errAssez
	}
	return len(b), nil
}

// The first 200 000 tricks of K = 63's trace (about 190 MB of table) are written with a heap
// that stays small: the trace is never held.
func TestTraceMemoireBornee(t *testing.T) {
	if testing.Short() {
		t.Skip("200 000 lignes de trace : quelques secondes")
	}
	r := rostam.JouePartie(rostam.PositionInfinie(63), true)
	c := &compteur{limite: 190 << 20}
	err := rendu.EcrireResultat(context.Background(), c, rendu.Table, rendu.Parametres{}, r)
	if !errors.Is(err, errAssez) {
		t.Fatalf("erreur %v après %d octets", err, c.ecrits)
	}
	if c.tasMax > 64<<20 {
		t.Errorf("tas de %d Mio pendant l'écriture de la trace", c.tasMax>>20)
	}
	position, err := rostam.LirePosition("4 1 / 2 3")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d Mio écrits, tas au plus %.1f Mio", c.ecrits>>20, float64(c.tasMax)/(1<<20))
	if err := rendu.EcrireResultat(context.Background(), io.Discard, rendu.JSON, rendu.Parametres{}, rostam.JouePartie(position, true)); err != nil {
		t.Error(err)
	}
}
