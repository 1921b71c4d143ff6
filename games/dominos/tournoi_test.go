package dominos

import (
	"context"
	"fmt"
	"testing"

	"jeux/parallel"
)

// jouerUneAUne plays the games [0, n) of a below SeuilLots one by one with Jouer, game k drawing
// from the stream (graine, k), with fresh strategies each time: the simple method.
func jouerUneAUne(a Affrontement, graine uint64, n int64) Bilan {
	var b Bilan
	for k := range n {
		r := parallel.Chunk{Seed: graine, Index: int(k)}.Rand()
		d1, _ := Trouver(a.S1)
		d2, _ := Trouver(a.S2)
		switch Jouer(Distribuer(r, a.Regles), a.Regles, [2]Strategie{d1.Nouvelle(), d2.Nouvelle()}, r, nil).Gagnant {
		case 1:
			b.Victoires++
		case 2:
			b.Defaites++
		default:
			b.Nuls++
		}
	}
	return b
}

// Below SeuilLots the work items are only a grouping of games: a few games make as many items,
// and the tournament is the sum of its games played one by one.
func TestTournoiPartieParPartie(t *testing.T) {
	a := Affrontement{S1: "hasard", S2: "anticipation", Regles: ReglesStandard}
	for _, c := range []struct{ n, items int64 }{{1, 1}, {7, 7}, {512, 512}, {1000, 500}, {SeuilLots - 1, 512}} {
		cfg := ConfigTournoi{Affrontement: a, Parties: c.n}
		if cfg.Items() != c.items {
			t.Errorf("-n %d : %d items, %d attendus", c.n, cfg.Items(), c.items)
		}
		if c.n > 1000 {
			continue
		}
		b, err := JouerTournoi(context.Background(), cfg, 9, parallel.Options{Workers: 3}, 0, cfg.Items())
		if want := jouerUneAUne(a, 9, c.n); err != nil || *b != want {
			t.Errorf("-n %d : %+v (%v), %+v attendu partie par partie", c.n, b, err, want)
		}
	}
}

// From SeuilLots games on, they are drawn 512 by 512 from the stream of their lot, as for every
// published result: the tournament is the sum of its lots played apart.
func TestTournoiParLots(t *testing.T) {
	a := Affrontement{S1: "plus_present", S2: "hasard", Regles: ReglesStandard}
	cfg := ConfigTournoi{Affrontement: a, Parties: SeuilLots + 100}
	if cfg.Items() != 65 {
		t.Fatalf("%d items, 65 attendus", cfg.Items())
	}
	b, err := JouerTournoi(context.Background(), cfg, 4, parallel.Options{Workers: 2}, 0, cfg.Items())
	var want Bilan
	for i := range int64(65) {
		want.Tournoi(parallel.Chunk{Seed: 4, Index: int(i)}.Rand(), a.Regles, PlusPresent{}, Hasard{}, min(TailleLot, cfg.Parties-i*TailleLot))
	}
	if err != nil || *b != want {
		t.Errorf("%+v (%v), %+v attendu lot par lot", b, err, want)
	}
}

// docs/dominos.md: « jeux dominos tournoi --s1 bloqueur --s2 plus_de_points -g 1 », 100,000
// games, bloqueur wins 49.31 % and loses 43.17 %: the published figures stay.
func TestTournoiPublie(t *testing.T) {
	cfg := ConfigTournoi{Affrontement: Affrontement{S1: "bloqueur", S2: "plus_de_points", Regles: ReglesStandard}, Parties: 100_000}
	b, err := JouerTournoi(context.Background(), cfg, 1, parallel.Options{Workers: 2}, 0, cfg.Items())
	if err != nil {
		t.Fatal(err)
	}
	v, d := fmt.Sprintf("%.2f", 100*float64(b.Victoires)/1e5), fmt.Sprintf("%.2f", 100*float64(b.Defaites)/1e5)
	if v != "49.31" || d != "43.17" {
		t.Errorf("victoires %s %%, défaites %s %% ; publiés : 49.31 et 43.17", v, d)
	}
}
