package verger

import (
	"math"
	"math/rand/v2"
	"testing"
)

// One tree of one fruit, a raven of one piece, a basket of one fruit: the first roll ends every
// game, won on the tree or the basket face, lost on the raven face. So each game takes one roll
// and is won with probability 2/3; the share of wins is checked within four standard errors,
// √(2/9/n) ≈ 0.0027 for n = 30,000.
func TestBilanUnLancer(t *testing.T) {
	const n = 30_000
	j, err := NouveauJoueur(ctx, Config{Arbres: 1, Fruits: 1, Corbeau: 1, PanierFruits: 1, Strategie: Max})
	if err != nil {
		t.Fatal(err)
	}
	var b Bilan
	b.Simuler(j, rand.New(rand.NewPCG(1, 2)), n)
	if b.Parties != n || b.Lancers != n || b.DureeMoyenne() != 1 {
		t.Errorf("%+v, durée moyenne %v : attendu %d parties d'un lancer chacune", b, b.DureeMoyenne(), n)
	}
	p, se := float64(b.Victoires)/n, math.Sqrt(2.0/9/n)
	if math.Abs(p-2.0/3) > 4*se {
		t.Errorf("%d victoires sur %d (%v), attendu 2/3 à %v près", b.Victoires, n, p, 4*se)
	}
}

// Simuler counts what Partie returns on the same stream.
func TestBilanCommePartie(t *testing.T) {
	j, err := NouveauJoueur(ctx, Originale)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	var victoires, lancers int64
	for range 1000 {
		g, l := j.Partie(r)
		if g {
			victoires++
		}
		lancers += int64(l)
	}
	var b Bilan
	b.Simuler(j, rand.New(rand.NewPCG(3, 4)), 1000)
	if want := (Bilan{Parties: 1000, Victoires: victoires, Lancers: lancers}); b != want {
		t.Errorf("Simuler : %+v, attendu %+v", b, want)
	}
}

// Two halves merge into the whole.
func TestBilanFusionner(t *testing.T) {
	b := Bilan{Parties: 3, Victoires: 2, Lancers: 40}
	b.Fusionner(&Bilan{Parties: 5, Victoires: 1, Lancers: 24})
	if want := (Bilan{Parties: 8, Victoires: 3, Lancers: 64}); b != want {
		t.Errorf("Fusionner : %+v, attendu %+v", b, want)
	}
	if b.DureeMoyenne() != 8 {
		t.Errorf("DureeMoyenne() = %v, attendu 64/8 = 8", b.DureeMoyenne())
	}
}
