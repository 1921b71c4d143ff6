package dominos

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"
	"gonum.org/v1/gonum/optimize/convex/lp"
)

// formeSequentielle is the sequence form of the hidden-hand game, built from the rules engine
// alone (nothing of the CFR tree): each player's sequences (the empty one, then one per
// information set and move), the constraints that make a realisation plan, and the payoff of
// player 1 for each pair of sequences, weighted by chance. Only the deals where player 1 opens
// are kept when ouvreur is set: the game of the opener against the other player.
type formeSequentielle struct {
	seq     [2]map[string]int // "clé|coup" → index; the empty sequence is 0
	infos   [2][]infoSeq
	gain    map[[2]int]float64
	ouvreur bool
}

type infoSeq struct {
	parent int   // the player's sequence that leads to the information set
	seqs   []int // one sequence per move
}

func nouvelleFormeSequentielle(regles Regles, ouvreur bool) *formeSequentielle {
	f := &formeSequentielle{seq: [2]map[string]int{{"": 0}, {"": 0}}, gain: map[[2]int]float64{}, ouvreur: ouvreur}
	vus := [2]map[string]bool{{}, {}}
	var donnes []Donne
	for _, d := range toutesLesDonnes(regles) {
		if !ouvreur || d.Ouvreur(regles) == 1 {
			donnes = append(donnes, d)
		}
	}
	var parcourir func(p *position, s [2]int, w float64)
	parcourir = func(p *position, s [2]int, w float64) {
		if p.terminale {
			f.gain[s] += w * p.gain(regles)
			return
		}
		j := p.t.tour
		cle := p.cle()
		tuiles := p.coups
		if !vus[j][cle] {
			vus[j][cle] = true
			in := infoSeq{parent: s[j]}
			for a := range tuiles {
				k := len(f.seq[j])
				f.seq[j][cle+"|"+string(rune(a))] = k
				in.seqs = append(in.seqs, k)
			}
			f.infos[j] = append(f.infos[j], in)
		}
		for a, c := range tuiles {
			q := p.suite(c)
			t := s
			t[j] = f.seq[j][cle+"|"+string(rune(a))]
			parcourir(&q, t, w)
		}
	}
	for _, d := range donnes {
		p := depart(d, regles)
		parcourir(&p, [2]int{}, 1/float64(len(donnes)))
	}
	return f
}

// valeur solves the sequence-form linear program of player 1:
//
//	max f·q  s.t.  E x = e,  Fᵀ q − Aᵀ x ≤ 0,  x ≥ 0,  q free,
//
// in gonum's standard form (q = q⁺ − q⁻, a slack per inequality), and returns the value of the
// game for player 1.
func (f *formeSequentielle) valeur(t *testing.T) float64 {
	n1, n2 := len(f.seq[0]), len(f.seq[1])
	m1, m2 := len(f.infos[0])+1, len(f.infos[1])+1
	lignes := m1 + n2
	cols := n1 + 2*m2 + n2
	g := mat.NewDense(lignes, cols, nil)
	h := make([]float64, lignes)
	// E x = e: x(∅) = 1, and for each information set, the sum of its sequences = its parent.
	g.Set(0, 0, 1)
	h[0] = 1
	for i, in := range f.infos[0] {
		g.Set(i+1, in.parent, -1)
		for _, s := range in.seqs {
			g.Set(i+1, s, 1)
		}
	}
	// Fᵀ q − Aᵀ x + slack = 0: one row per sequence of player 2; F's rows are ∅ and each of
	// player 2's information sets.
	for s2 := range n2 {
		r := m1 + s2
		g.Set(r, n1+2*m2+s2, 1)
	}
	addQ := func(ligneF, s2 int, v float64) {
		r := m1 + s2
		g.Set(r, n1+ligneF, g.At(r, n1+ligneF)+v)
		g.Set(r, n1+m2+ligneF, g.At(r, n1+m2+ligneF)-v)
	}
	addQ(0, 0, 1)
	for i, in := range f.infos[1] {
		addQ(i+1, in.parent, -1)
		for _, s := range in.seqs {
			addQ(i+1, s, 1)
		}
	}
	for k, v := range f.gain {
		r := m1 + k[1]
		g.Set(r, k[0], g.At(r, k[0])-v)
	}
	c := make([]float64, cols)
	c[n1], c[n1+m2] = -1, 1
	opt, _, err := lp.Simplex(c, g, h, 1e-12, nil)
	if err != nil {
		t.Fatalf("programme linéaire : %v", err)
	}
	return -opt
}

// The equilibrium of the smallest games: CFR+ reaches the exploitability, its value for
// player 1 is 0 (the seats are symmetric: who opens depends on the deal), and the value for the
// opener agrees with a second method, the sequence-form linear program of the opener's game
// solved by gonum's simplex, within the exploitability reached.
func TestEquilibreContreProgrammeLineaire(t *testing.T) {
	for _, c := range []struct {
		regles Regles
		cible  float64
	}{
		{Regles{Max: 2, Main: 2}, 1e-6},
		{Regles{Max: 2, Main: 2, Decompte2012: true}, 1e-6},
		{Regles{Max: 3, Main: 2}, 1e-6},
	} {
		res, err := CalculerEquilibre(context.Background(), ConfigEquilibre{Regles: c.regles, Cible: c.cible, Iterations: 100_000, Tirages: 4, Budget: 8})
		if err != nil {
			t.Fatal(err)
		}
		if !res.Atteinte || res.Exploitabilite > c.cible || res.Exploitabilite < -1e-12 {
			t.Errorf("%+v : exploitabilité %g après %d itérations, %g visée", c.regles, res.Exploitabilite, res.Iterations, c.cible)
		}
		if math.Abs(res.Valeur) > 2*c.cible {
			t.Errorf("%+v : valeur pour le joueur 1 %g, 0 attendu", c.regles, res.Valeur)
		}
		pl := nouvelleFormeSequentielle(c.regles, true).valeur(t)
		// The opener's value of the equilibrium found is within 2·(BR₁ + BR₂) of the true one
		// (each of the two component games contributes at most its own gap).
		t.Logf("%+v : valeur pour l'ouvreur %.9f (CFR+), %.9f (programme linéaire)", c.regles, res.ValeurOuvreur, pl)
		if tol := 4*res.Exploitabilite + 1e-9; math.Abs(res.ValeurOuvreur-pl) > tol {
			t.Errorf("%+v : valeur pour l'ouvreur %.9f par CFR+, %.9f par programme linéaire (tolérance %g)", c.regles, res.ValeurOuvreur, pl, tol)
		}
	}
}

// The target of the issue on double-3 with three tiles each, and the strategies' figures: the
// exploitability of each catalogue strategy is at least that of the equilibrium (a best response
// wins at least the value against anything), and no strategy does better against the equilibrium
// than the equilibrium's value allows.
func TestEquilibreDouble3(t *testing.T) {
	res, err := CalculerEquilibre(context.Background(), ConfigEquilibre{Regles: Regles{Max: 3, Main: 3}, Cible: 1e-4, Iterations: 100_000, Tirages: 8, Budget: 16})
	if err != nil {
		t.Fatal(err)
	}
	if res.Exploitabilite > 1e-4 || res.Infos1 != res.Infos2 || res.Infos1 == 0 {
		t.Errorf("exploitabilité %g, ensembles %d et %d", res.Exploitabilite, res.Infos1, res.Infos2)
	}
	if len(res.Strategies) != len(Catalogue()) {
		t.Fatalf("%d stratégies jugées, %d au catalogue", len(res.Strategies), len(Catalogue()))
	}
	for _, f := range res.Strategies {
		if f.Moyenne > res.Exploitabilite+1e-9 || f.Exploitabilite < -res.Exploitabilite-1e-9 {
			t.Errorf("%s : %.6f contre l'équilibre, exploitabilité %.6f", f.Strategie, f.Moyenne, f.Exploitabilite)
		}
	}
	// pire plays a fixed tile: a best response must exploit it.
	if f := res.Strategies[0]; f.Strategie != "pire" || f.Exploitabilite < 0.01 {
		t.Errorf("%+v : pire devrait être nettement exploitable", f)
	}
}

// Worked by hand: in double-1 with one tile each there is no decision (the opener lays its only
// tile and its hand is empty), so the game has no information set. Of the six deals, the opener
// wins the two where the other holds [1:0] or [1:1] against [1:1] or [1:0] — ([1:1], [1:0]) in
// either seat — and the four where the other holds [0:0] (0 points) or opens against it are
// draws: the value is 0 for player 1 and 2/6 = 1/3 for the opener.
func TestEquilibreDouble1(t *testing.T) {
	res, err := CalculerEquilibre(context.Background(), ConfigEquilibre{Regles: Regles{Max: 1, Main: 1}, Cible: 1e-6, Iterations: 10, Tirages: 1, Budget: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Infos1 != 0 || res.Infos2 != 0 || res.Donnes != 6 || res.Valeur != 0 || res.ValeurOuvreur != 1.0/3 {
		t.Errorf("%+v : ni ensemble d'information, 6 donnes, valeur 0, valeur de l'ouvreur 1/3 attendus", res)
	}
}

// The estimate of the number of information sets, which refuses games too large, is close to
// the exact count of the tree on games small enough to build.
func TestEstimationInfos(t *testing.T) {
	for _, r := range []Regles{{Max: 3, Main: 3}, {Max: 3, Main: 4}, {Max: 4, Main: 3}} {
		a, err := ConstruireArbre(context.Background(), r)
		if err != nil {
			t.Fatal(err)
		}
		exact := float64(a.Infos()[0] + a.Infos()[1])
		e, cases := EstimerInfos(r, rand.New(rand.NewPCG(5, 6)), 400)
		if math.Abs(e-exact) > 0.25*exact {
			t.Errorf("%+v : %.0f ensembles estimés, %.0f comptés", r, e, exact)
		}
		if exact := float64(a.Noeuds()); math.Abs(cases-exact) > 0.25*exact {
			t.Errorf("%+v : %.0f cases estimées, %.0f comptées", r, cases, exact)
		}
	}
}

// The budget of an equilibrium is given: 0 is refused before the rules are looked at.
func TestConfigEquilibreBudgetDonne(t *testing.T) {
	if err := (ConfigEquilibre{Regles: Regles{Max: 0, Main: 3}, Cible: 1e-6, Iterations: 10, Tirages: 1, Budget: 0}).Valider(); nomErreur(err) != "budget" {
		t.Errorf("budget 0 et --max 0 : %v", err)
	}
	if err := (ConfigEquilibre{Regles: Regles{Max: 2, Main: 2}, Cible: 1e-6, Iterations: 10, Tirages: 1, Budget: 1}).Valider(); err != nil {
		t.Errorf("budget 1 : %v", err)
	}
}
