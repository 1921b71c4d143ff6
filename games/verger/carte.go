package verger

import (
	"cmp"
	"context"
	"maps"
	"strconv"

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

// Graphique is one of the source's charts, as verger plot's --graphique names it (*Graphique is a
// pflag.Value): the strategies compared by raven (its zero value), the map of the probabilities,
// the map of the thresholds.
type Graphique int

// The source's charts.
const (
	GraphiqueStrategies Graphique = iota
	GraphiqueProbabilites
	GraphiqueSeuils
)

// graphiques are the charts' names, French (canonical) and English, with the options each does
// not use, by their long names, and why: a label for people, the same for every game.
var graphiques = [...]struct {
	nom, anglais string
	sansEffet    []string
	pourquoi     string
}{
	{"strategies", "strategies", []string{"panier"}, "le graphique strategies montre toutes les stratégies"},
	{"probabilites", "probabilities", []string{"arbres", "fruits"}, "la carte couvre 1 à 10 arbres de 1 à 10 fruits"},
	{"seuils", "thresholds", []string{"arbres", "fruits", "corbeau"}, "la carte couvre 1 à 10 arbres de 1 à 10 fruits et cherche le corbeau"},
}

// String is the chart's name.
func (g Graphique) String() string {
	if g < 0 || int(g) >= len(graphiques) {
		return "Graphique(" + strconv.Itoa(int(g)) + ")"
	}
	return graphiques[g].nom
}

// Set reads a chart's name, French or English.
func (g *Graphique) Set(nom string) error {
	for i, c := range graphiques {
		if nom == c.nom || nom == c.anglais {
			*g = Graphique(i)
			return nil
		}
	}
	noms := g.Valeurs()
	args := make([]any, len(noms))
	for i, n := range noms {
		args[i] = n
	}
	return &parametre.Erreur{Nom: "graphique", Valeur: strconv.Quote(nom), Code: parametre.Parmi, Args: args}
}

// Type is the kind of value the help shows: a text.
func (g *Graphique) Type() string { return "string" }

// Valeurs are the charts' names.
func (g *Graphique) Valeurs() []string {
	var noms []string
	for _, c := range graphiques {
		noms = append(noms, c.nom)
	}
	return noms
}

// OptionsSansEffet gives the chart's name, why some options do not apply to it, and those
// options, by their long names.
func (g Graphique) OptionsSansEffet() (nom, pourquoi string, options []string) {
	return g.String(), graphiques[g].pourquoi, graphiques[g].sansEffet
}

// Travail is the work of a chart for the progress: a map's games, one per cell (the strategies'
// chart, quick, reports none).
func (g Graphique) Travail() int64 { return CoteCarte * CoteCarte }

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
	switch g {
	case GraphiqueStrategies:
		res.Demande.Strategies = Strategies
		res.ParCorbeau, err = res.Demande.ParCorbeau(ctx)
	case GraphiqueProbabilites, GraphiqueSeuils:
		res.Carte, err = d.Carte(ctx, g == GraphiqueSeuils, opt)
	default:
		panic("verger: graphique inconnu " + g.String())
	}
	if err != nil {
		return nil, err
	}
	return res, nil
}
