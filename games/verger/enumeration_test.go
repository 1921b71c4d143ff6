package verger

import (
	"fmt"
	"math/big"
	"testing"
)

// enumeration solves a small game the slow way, independently of the package's index of sorted
// vectors, its basket outcomes and its layers: a position is the unsorted list of every tree
// (emptied ones included) with the raven's pieces left, each face of the real die is played as
// docs/regles.md §3 states the rules, and every value is an exact rational, memoised by position.
//
// With u the faces that change something (the basket, the raven and the non-empty trees) out of
// the die's arbres+2, an emptied tree's face is a re-roll, so
//
//	P = Σ P(after the face) / u    and    D = (arbres+2 + Σ D(after the face)) / u,
//
// D counting every roll, re-rolls included (arbres+2 over u rolls until a useful face).
type enumeration struct {
	cfg   Config
	memo  map[string]valeurNaive
	faces *big.Rat
}

// valeurNaive is a position's probability of winning and expected number of rolls; duree is nil
// when meilleure or pire meet a tie in probability on the way, since the package then keeps the
// first outcome of its own order and the duration depends on that order, not on the rules.
type valeurNaive struct {
	p, duree *big.Rat
}

func nouvelleEnumeration(cfg Config) *enumeration {
	return &enumeration{cfg: cfg, memo: map[string]valeurNaive{}, faces: big.NewRat(int64(cfg.Arbres+2), 1)}
}

// depart returns the value of the starting position with corbeau pieces.
func (n *enumeration) depart(corbeau int) valeurNaive {
	arbres := make([]int, n.cfg.Arbres)
	for i := range arbres {
		arbres[i] = n.cfg.Fruits
	}
	return n.valeur(arbres, corbeau)
}

func (n *enumeration) valeur(arbres []int, corbeau int) valeurNaive {
	total := 0
	for _, v := range arbres {
		total += v
	}
	switch {
	case total == 0:
		return valeurNaive{big.NewRat(1, 1), new(big.Rat)}
	case corbeau == 0:
		return valeurNaive{new(big.Rat), new(big.Rat)}
	}
	cle := fmt.Sprint(arbres, corbeau)
	if v, ok := n.memo[cle]; ok {
		return v
	}
	p, d := new(big.Rat), new(big.Rat).Set(n.faces)
	utiles := 0
	ajoute := func(v valeurNaive) {
		p.Add(p, v.p)
		if d != nil && v.duree != nil {
			d.Add(d, v.duree)
		} else {
			d = nil
		}
	}
	// The raven.
	utiles++
	ajoute(n.valeur(arbres, corbeau-1))
	// Each tree that still bears fruit.
	for i, v := range arbres {
		if v == 0 {
			continue
		}
		utiles++
		ajoute(n.valeur(cueilli(arbres, i), corbeau))
	}
	// The basket.
	utiles++
	ajoute(n.panier(arbres, corbeau))
	u := big.NewRat(1, int64(utiles))
	v := valeurNaive{p.Mul(p, u), nil}
	if d != nil {
		v.duree = d.Mul(d, u)
	}
	n.memo[cle] = v
	return v
}

// panier is the value after the basket face: it wins outright when no more fruits are left than
// it takes; otherwise its fruits are taken one at a time as the strategy says.
func (n *enumeration) panier(arbres []int, corbeau int) valeurNaive {
	total := 0
	for _, v := range arbres {
		total += v
	}
	if total <= n.cfg.PanierFruits {
		return valeurNaive{big.NewRat(1, 1), new(big.Rat)}
	}
	switch n.cfg.Strategie {
	case Max, Min:
		x := arbres
		for range n.cfg.PanierFruits {
			choix := -1
			for i, v := range x {
				if v == 0 {
					continue
				}
				if choix < 0 || n.cfg.Strategie == Max && v > x[choix] || n.cfg.Strategie == Min && v < x[choix] {
					choix = i
				}
			}
			x = cueilli(x, choix)
		}
		return n.valeur(x, corbeau)
	case Hasard:
		// Each fruit from a non-empty tree drawn uniformly: the expectation over every sequence of
		// draws, each weighted by the product of its 1/(non-empty trees).
		p, d := new(big.Rat), new(big.Rat)
		var tire func(x []int, reste int, poids *big.Rat)
		tire = func(x []int, reste int, poids *big.Rat) {
			if reste == 0 {
				v := n.valeur(x, corbeau)
				p.Add(p, new(big.Rat).Mul(poids, v.p))
				if d != nil && v.duree != nil {
					d.Add(d, new(big.Rat).Mul(poids, v.duree))
				} else {
					d = nil
				}
				return
			}
			k := 0
			for _, v := range x {
				if v > 0 {
					k++
				}
			}
			w := new(big.Rat).Mul(poids, big.NewRat(1, int64(k)))
			for i, v := range x {
				if v > 0 {
					tire(cueilli(x, i), reste-1, w)
				}
			}
		}
		tire(arbres, n.cfg.PanierFruits, big.NewRat(1, 1))
		return valeurNaive{p, d}
	default:
		// meilleure and pire: every way of taking the fruits one at a time, and the one with the
		// highest (lowest) probability of winning.
		var meilleur *valeurNaive
		egalite := false
		var choisit func(x []int, reste int)
		choisit = func(x []int, reste int) {
			if reste == 0 {
				v := n.valeur(x, corbeau)
				if meilleur == nil {
					meilleur = &v
					return
				}
				cmp := v.p.Cmp(meilleur.p)
				if n.cfg.Strategie == Pire {
					cmp = -cmp
				}
				switch {
				case cmp > 0:
					meilleur, egalite = &v, false
				case cmp == 0 && !memeDuree(v, *meilleur):
					egalite = true
				}
				return
			}
			for i, v := range x {
				if v > 0 {
					choisit(cueilli(x, i), reste-1)
				}
			}
		}
		choisit(arbres, n.cfg.PanierFruits)
		v := *meilleur
		if egalite {
			v.duree = nil
		}
		return v
	}
}

func memeDuree(a, b valeurNaive) bool {
	return a.duree != nil && b.duree != nil && a.duree.Cmp(b.duree) == 0
}

// cueilli returns a copy of arbres with one fruit taken from tree i.
func cueilli(arbres []int, i int) []int {
	x := append([]int(nil), arbres...)
	x[i]--
	return x
}

// etatNaif returns the trees of a sorted state as the enumeration's list: the non-empty trees,
// then the emptied ones.
func etatNaif(cfg Config, s Etat) []int {
	x := make([]int, cfg.Arbres)
	copy(x, s.Arbres)
	return x
}

// The enumeration itself against the values worked by hand in TestValeursExactes and the seed's
// 2341/3456, so that the package is never checked against a wrong referee.
func TestEnumerationALaMain(t *testing.T) {
	cas := []struct {
		cfg      Config
		p, duree string
	}{
		{Config{2, 2, 2, 2, Max}, "2341/3456", ""},
		{Config{2, 2, 2, 2, Hasard}, "2327/3456", ""},
		{Config{2, 2, 2, 2, Min}, "257/384", ""},
		{Config{1, 1, 1, 2, Max}, "2/3", "1"},
		{Config{1, 2, 1, 1, Max}, "4/9", "5/3"},
		{Config{2, 1, 1, 1, Min}, "1/2", "2"},
	}
	for _, c := range cas {
		v := nouvelleEnumeration(c.cfg).depart(c.cfg.Corbeau)
		if v.p.RatString() != c.p || c.duree != "" && (v.duree == nil || v.duree.RatString() != c.duree) {
			t.Errorf("%+v : %v en %v lancers, attendu %s en %s", c.cfg, v.p, v.duree, c.p, c.duree)
		}
	}
}
