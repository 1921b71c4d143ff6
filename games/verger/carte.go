package verger

import (
	"cmp"
	"context"
	"fmt"
	"maps"

	"jeux/parallel"
	"jeux/parametre"
)

// CoteCarte is the side of the source's heat maps: 1 to 10 trees, 1 to 10 fruits per tree.
const CoteCarte = 10

// Carte is one of the source's heat maps: a figure for every game of 1 to CoteCarte trees of 1
// to CoteCarte fruits, the other fields of the game fixed.
type Carte struct {
	Seuils bool // the smallest raven above one chance in two, rather than the probability of winning
	// Valeurs[a−1][f−1] is the figure for a trees of f fruits.
	Valeurs [][]float64
}

// Carte computes, for every game of 1 to CoteCarte trees of 1 to CoteCarte fruits under the
// first strategy of d, the probability of winning with d.Config.Corbeau pieces, or with seuils
// the smallest raven above one chance in two (d.Config.Corbeau is then ignored). Each game is one
// chunk of the parallel runner, so the map is the same whatever opt.Workers; opt.ChunkSize is
// ignored.
func (d Demande) Carte(ctx context.Context, seuils bool, opt parallel.Options) (*Carte, error) {
	if seuils {
		d.Config.Corbeau = 1
	}
	// The largest game of the map is the largest computation.
	grand := d
	grand.Config.Arbres, grand.Config.Fruits = CoteCarte, CoteCarte
	grand.Strategies = d.Strategies[:1]
	if err := grand.verifier(false); err != nil {
		return nil, err
	}
	cfg := d.Config
	cfg.Strategie = d.Strategies[0]
	// A game's error (an interruption) is carried to the merge, not dropped.
	type cellules struct {
		valeurs map[int]float64
		err     error
	}
	n := int64(CoteCarte * CoteCarte)
	opt.ChunkSize = 1
	res, err := parallel.Run(ctx, n, 0, opt,
		func() *cellules { return &cellules{valeurs: map[int]float64{}} },
		func(ch parallel.Chunk, v *cellules) {
			k := int(ch.First)
			c := cfg
			c.Arbres, c.Fruits = k/CoteCarte+1, k%CoteCarte+1
			if seuils {
				r, err := Seuil(ctx, c, false)
				v.valeurs[k], v.err = float64(r.Corbeau), err
				return
			}
			r, err := Calculer(ctx, c, false)
			v.valeurs[k], v.err = r.Probabilite, err
		},
		func(dst, src *cellules) {
			maps.Copy(dst.valeurs, src.valeurs)
			dst.err = cmp.Or(dst.err, src.err)
		})
	if err == nil {
		err = res.err
	}
	if err != nil {
		return nil, err
	}
	carte := &Carte{Seuils: seuils, Valeurs: make([][]float64, CoteCarte)}
	for a := range CoteCarte {
		carte.Valeurs[a] = make([]float64, CoteCarte)
		for f := range CoteCarte {
			carte.Valeurs[a][f] = res.valeurs[a*CoteCarte+f]
		}
	}
	return carte, nil
}

// ParCorbeau returns, for each strategy of d, the probability of winning with 1 to
// d.Config.Corbeau raven pieces: the source's chart of the strategies compared.
func (d Demande) ParCorbeau(ctx context.Context) ([][]float64, error) {
	if err := d.verifier(false); err != nil {
		return nil, err
	}
	var l [][]float64
	for _, s := range d.Strategies {
		cfg := d.Config
		cfg.Strategie = s
		r, err := Calculer(ctx, cfg, false)
		if err != nil {
			return nil, err
		}
		l = append(l, r.ParCorbeau)
	}
	return l, nil
}

// Graphique is one of the source's charts, as verger plot's --graphique names it (Nom), with the
// options it does not use, by their long names (SansEffet), and why (Pourquoi).
type Graphique struct {
	Nom       string
	SansEffet []string
	Pourquoi  string
}

// OptionsSansEffet gives the chart's name, why some options do not apply to it, and those
// options, by their long names.
func (g Graphique) OptionsSansEffet() (nom, pourquoi string, options []string) {
	return g.Nom, g.Pourquoi, g.SansEffet
}

// graphiques are the source's charts: the strategies compared by raven, the map of the
// probabilities, the map of the thresholds.
var graphiques = []Graphique{
	{"strategies", []string{"panier"}, "le graphique strategies montre toutes les stratégies"},
	{"probabilites", []string{"arbres", "fruits"}, fmt.Sprintf("la carte couvre 1 à %d arbres de 1 à %d fruits", CoteCarte, CoteCarte)},
	{"seuils", []string{"arbres", "fruits", "corbeau"}, fmt.Sprintf("la carte couvre 1 à %d arbres de 1 à %d fruits et cherche le corbeau", CoteCarte, CoteCarte)},
}

// LireGraphique reads the name of a chart; an unknown one is a *parametre.Erreur of "graphique".
func LireGraphique(nom string) (Graphique, error) {
	for _, g := range graphiques {
		if g.Nom == nom {
			return g, nil
		}
	}
	return Graphique{}, &parametre.Erreur{Nom: "graphique", Attendu: fmt.Sprintf("%q inconnu ; graphiques acceptés : strategies, probabilites, seuils", nom)}
}

// DonneesGraphique is what a chart shows: the game and its strategies (every one for
// strategies), with the curves by raven of each strategy or the map.
type DonneesGraphique struct {
	Graphique Graphique
	Demande   Demande
	// ParCorbeau[i][k] is the probability of winning of Demande.Strategies[i] with k+1 pieces
	// (strategies).
	ParCorbeau [][]float64
	Carte      *Carte // probabilites and seuils
}

// Calculer computes what the chart g of the game d shows: the probability of winning of every
// strategy against the raven (ParCorbeau; d's strategies are ignored), or the map under d's first
// strategy (Carte, on opt).
func (g Graphique) Calculer(ctx context.Context, d Demande, opt parallel.Options) (*DonneesGraphique, error) {
	res := &DonneesGraphique{Graphique: g, Demande: d}
	var err error
	switch g.Nom {
	case "strategies":
		res.Demande.Strategies = Strategies
		res.ParCorbeau, err = res.Demande.ParCorbeau(ctx)
	case "probabilites", "seuils":
		res.Carte, err = d.Carte(ctx, g.Nom == "seuils", opt)
	default:
		panic("verger: graphique inconnu " + g.Nom)
	}
	if err != nil {
		return nil, err
	}
	return res, nil
}
