package verger

import (
	"context"
	"math/rand/v2"
)

// Joueur plays whole games with the real die, for Monte Carlo estimates. It is safe for
// concurrent use: each game has its own trees.
type Joueur struct {
	cfg   Config
	table *Table // the probabilities meilleure and pire choose by
}

// NouveauJoueur prepares a player; meilleure and pire need the whole table of the configuration.
func NouveauJoueur(ctx context.Context, cfg Config) (*Joueur, error) {
	if err := cfg.Valider(); err != nil {
		return nil, err
	}
	j := &Joueur{cfg: cfg}
	if cfg.Strategie == Meilleure || cfg.Strategie == Pire {
		t, err := NouvelleTable(ctx, cfg)
		if err != nil {
			return nil, err
		}
		j.table = t
	}
	return j, nil
}

// Partie plays one game and returns whether it was won and how many times the die was rolled.
// Trees are kept sorted, which changes nothing since every tree has its own face: the face of
// the i-th tree in sorted order is as likely as any other.
func (j *Joueur) Partie(r *rand.Rand) (gagne bool, lancers int) {
	gagne, lancers, _ = j.PartieContexte(context.Background(), r)
	return gagne, lancers
}

// lancersVeille is the number of rolls between two polls of the context, a few hundred
// microseconds: a game of a large configuration lasts millions of rolls.
const lancersVeille = 1 << 16

// PartieContexte is Partie for games that may be long: it stops with ctx.Err() soon after ctx
// is cancelled, the game unfinished.
func (j *Joueur) PartieContexte(ctx context.Context, r *rand.Rand) (gagne bool, lancers int, err error) {
	a, m := j.cfg.Arbres, j.cfg.PanierFruits
	x := make([]int, a)
	for i := range x {
		x[i] = j.cfg.Fruits
	}
	fruits, corbeau := a*j.cfg.Fruits, j.cfg.Corbeau
	for {
		lancers++
		if lancers%lancersVeille == 0 && ctx.Err() != nil {
			return false, lancers, ctx.Err()
		}
		switch face := r.IntN(a + 2); {
		case face < a:
			if x[face] == 0 {
				continue
			}
			cueillir(x, face)
			fruits--
		case face == a:
			if fruits <= m {
				return true, lancers, nil
			}
			j.panier(x, corbeau, r)
			fruits -= m
		default:
			corbeau--
			if corbeau == 0 {
				return false, lancers, nil
			}
		}
		if fruits == 0 {
			return true, lancers, nil
		}
	}
}

// panier takes the basket's fruits from x (more fruits remain than the basket takes).
func (j *Joueur) panier(x []int, corbeau int, r *rand.Rand) {
	switch j.cfg.Strategie {
	case Max:
		for range j.cfg.PanierFruits {
			cueillir(x, plusGrand(x))
		}
	case Min:
		for range j.cfg.PanierFruits {
			cueillir(x, plusPetit(x))
		}
	case Hasard:
		for range j.cfg.PanierFruits {
			vide := plusPetit(x) // the non-empty trees are x[vide:]
			cueillir(x, vide+r.IntN(len(x)-vide))
		}
	default:
		e := j.table.e
		t := j.table.k.choisir(e.rang(x), j.table.c[corbeau])
		e.vecteur(x, int(e.panSucc[t]))
	}
}
