package verger

import (
	"context"
	"math/big"
	"slices"
	"strconv"

	"jeux/stats"
)

// Toutes is the name that asks for every strategy; toutesAnglais is its English name.
const (
	Toutes        = "toutes"
	toutesAnglais = "all"
)

// Panier is -p/--panier of a command that shows every strategy at once: one strategy, or Toutes
// (every one, in table order). Its zero value is max, the original box's.
type Panier struct {
	Toutes    bool
	Strategie Strategie // when not Toutes
}

// Set reads a strategy's name or Toutes, French or English (*Panier is a pflag.Value).
func (p *Panier) Set(nom string) error {
	if nom == Toutes || nom == toutesAnglais {
		*p = Panier{Toutes: true}
		return nil
	}
	var s Strategie
	if s.Set(nom) != nil {
		return refusPanier(strconv.Quote(nom), p.Valeurs())
	}
	*p = Panier{Strategie: s}
	return nil
}

// String is the name of the choice: a strategy's, or Toutes.
func (p Panier) String() string {
	if p.Toutes {
		return Toutes
	}
	return p.Strategie.String()
}

// Type is the kind of value the help shows: a text.
func (p *Panier) Type() string { return "string" }

// Valeurs are the names Set reads: every strategy's, then Toutes.
func (p *Panier) Valeurs() []string { return NomsStrategies(true) }

// Strategies are the strategies p asks for, in table order.
func (p Panier) Strategies() []Strategie {
	if p.Toutes {
		return slices.Clone(Strategies)
	}
	return []Strategie{p.Strategie}
}

// LireStrategies reads the name of one strategy, or Toutes for every strategy in table order.
func LireStrategies(nom string) ([]Strategie, error) {
	var p Panier
	if err := p.Set(nom); err != nil {
		return nil, err
	}
	return p.Strategies(), nil
}

// NomsStrategies are the names LireStrategies reads, in table order: every strategy's, and Toutes
// after them when toutes.
func NomsStrategies(toutes bool) []string {
	var noms []string
	for _, n := range nomsStrategies {
		noms = append(noms, n[0])
	}
	if toutes {
		noms = append(noms, Toutes)
	}
	return noms
}

// NomsAnglais are the English names of the strategies, of Toutes and of the charts, by their
// French names, where they differ: what an English run shows in their place.
func NomsAnglais() map[string]string {
	m := map[string]string{Toutes: toutesAnglais}
	for _, n := range nomsStrategies {
		if n[0] != n[1] {
			m[n[0]] = n[1]
		}
	}
	for _, g := range graphiques {
		if g.nom != g.anglais {
			m[g.nom] = g.anglais
		}
	}
	return m
}

// ChoixDemande is a Demande as a command asks for it: the game, the basket's strategies (-p: a
// command that shows one strategy leaves Panier.Toutes false) and exact mode.
type ChoixDemande struct {
	Config Config // its Strategie is set from Panier
	Panier Panier
	Exact  bool
}

// Demande is the computation c asks for, without a memory limit; the game is checked by the
// computation.
func (c ChoixDemande) Demande() Demande {
	d := Demande{Config: c.Config, Strategies: c.Panier.Strategies(), Exact: c.Exact}
	d.Config.Strategie = d.Strategies[0]
	return d
}

// Demande is a computation asked for one strategy or several: the game (its Strategie is
// ignored), the strategies, and what the computation may use.
type Demande struct {
	Config     Config
	Strategies []Strategie
	Exact      bool   // also in exact rationals (math/big)
	Memoire    uint64 // the user's own memory limit in bytes, 0 for none (package memoire)
}

// verifier checks the game and the memory of every strategy before anything is allocated; a
// Table (complet) keeps every layer.
func (d Demande) verifier(complet bool) error {
	if len(d.Strategies) == 0 {
		panic("verger: Demande sans stratégie")
	}
	for _, s := range d.Strategies {
		cfg := d.Config
		cfg.Strategie = s
		if err := cfg.VerifierMemoire(d.Exact, complet, d.Memoire); err != nil {
			return err
		}
	}
	return nil
}

// fraction is the exact value's text, or nil outside exact mode.
func fraction(r *big.Rat) *string {
	if r == nil {
		return nil
	}
	s := r.RatString()
	return &s
}

// Probabilite is the exact answer for one strategy, with the keys of docs/verger.md.
type Probabilite struct {
	Arbres       int     `json:"arbres" rendu:"-"`
	Fruits       int     `json:"fruits" rendu:"-"`
	Corbeau      int     `json:"corbeau" rendu:"-"`
	Strategie    string  `json:"strategie" titre:"stratégie"`
	Probabilite  float64 `json:"probabilite" titre:"probabilité de gagner" decimales:"6"`
	Fraction     *string `json:"fraction,omitempty" titre:"fraction exacte"`
	DureeMoyenne float64 `json:"duree_moyenne" titre:"durée moyenne (lancers du dé)" decimales:"2"`
}

// ResultatProbabilite is the probability of winning under one strategy: in JSON, the object of
// docs/verger.md.
type ResultatProbabilite struct {
	Jeu         string `json:"jeu" rendu:"note"`
	Probabilite `titre:"probabilité de gagner"`
}

// Travail is the work of Probabilites in positions: Travail of the game for each strategy.
func (d Demande) Travail() int64 {
	return Travail(d.Config) * int64(len(d.Strategies))
}

// ResultatProbabilites is the probability of winning under every strategy asked for.
type ResultatProbabilites struct {
	Jeu        string        `json:"jeu" rendu:"note"`
	Strategies []Probabilite `json:"strategies" titre:"probabilité de gagner selon la stratégie"`
}

// Probabilites computes the probability of winning and the expected number of rolls under each
// strategy of d: a *ResultatProbabilite for one strategy, a *ResultatProbabilites for several.
// suivi, if not nil, is told of the positions done (see CalculerSuivi); they add up to
// d.Travail(). Their note Jeu, the game in words, is the command line's to write, in the user's
// language.
func (d Demande) Probabilites(ctx context.Context, suivi func(positions int64)) (any, error) {
	if err := d.verifier(false); err != nil {
		return nil, err
	}
	var l []Probabilite
	for _, s := range d.Strategies {
		cfg := d.Config
		cfg.Strategie = s
		r, err := CalculerSuivi(ctx, cfg, d.Exact, suivi)
		if err != nil {
			return nil, err
		}
		l = append(l, Probabilite{cfg.Arbres, cfg.Fruits, cfg.Corbeau, s.String(), r.Probabilite,
			fraction(r.Fraction), r.DureeMoyenne})
	}
	if len(l) == 1 {
		return &ResultatProbabilite{Probabilite: l[0]}, nil
	}
	return &ResultatProbabilites{Strategies: l}, nil
}

// SeuilStrategie is the smallest raven that gives more than one chance in two of winning, under one
// strategy (docs/verger.md: corbeau, probabilite).
type SeuilStrategie struct {
	Strategie   string  `json:"strategie" titre:"stratégie"`
	Corbeau     int     `json:"corbeau" titre:"pièces du corbeau suffisantes"`
	Probabilite float64 `json:"probabilite" titre:"probabilité de gagner" decimales:"6"`
	Fraction    *string `json:"fraction,omitempty" titre:"fraction exacte"`
}

// PointCourbe is the probability of winning under a strategy with a raven of a number of pieces.
type PointCourbe struct {
	Strategie   string  `json:"strategie" titre:"stratégie"`
	Corbeau     int     `json:"corbeau" titre:"pièces du corbeau"`
	Probabilite float64 `json:"probabilite" titre:"probabilité de gagner" decimales:"6"`
}

// ResultatSeuil is the threshold under one strategy and the probability of winning for every
// raven up to it.
type ResultatSeuil struct {
	Jeu            string `json:"jeu" rendu:"note"`
	SeuilStrategie `titre:"plus petit corbeau donnant plus d'une chance sur deux"`
	ParCorbeau     []PointCourbe `json:"par_corbeau" titre:"probabilité de gagner selon le corbeau, jusqu'au seuil"`
}

// ResultatSeuils is the threshold under every strategy asked for, and the probabilities of
// winning up to each threshold.
type ResultatSeuils struct {
	Jeu        string           `json:"jeu" rendu:"note"`
	Seuils     []SeuilStrategie `json:"seuils" titre:"plus petit corbeau donnant plus d'une chance sur deux"`
	ParCorbeau []PointCourbe    `json:"par_corbeau" titre:"probabilité de gagner selon le corbeau, jusqu'au seuil"`
}

// Seuils finds, under each strategy of d, the smallest raven for which the probability of
// winning exceeds 1/2 (d.Config.Corbeau is ignored), with the probability for every raven up to
// it: a *ResultatSeuil for one strategy, a *ResultatSeuils for several. Their note Jeu is the
// command line's to write.
func (d Demande) Seuils(ctx context.Context) (any, error) {
	d.Config.Corbeau = 1
	if err := d.verifier(false); err != nil {
		return nil, err
	}
	var seuils []SeuilStrategie
	var points []PointCourbe
	for _, s := range d.Strategies {
		cfg := d.Config
		cfg.Strategie = s
		r, err := Seuil(ctx, cfg, d.Exact)
		if err != nil {
			return nil, err
		}
		seuils = append(seuils, SeuilStrategie{s.String(), r.Corbeau, r.Probabilite, fraction(r.Fraction)})
		// The curve up to the threshold, to see how it is crossed.
		cfg.Corbeau = r.Corbeau
		courbe, err := Calculer(ctx, cfg, false)
		if err != nil {
			return nil, err
		}
		for i, p := range courbe.ParCorbeau {
			points = append(points, PointCourbe{s.String(), i + 1, p})
		}
	}
	if len(seuils) == 1 {
		return &ResultatSeuil{SeuilStrategie: seuils[0], ParCorbeau: points}, nil
	}
	return &ResultatSeuils{Seuils: seuils, ParCorbeau: points}, nil
}

// EtatMarkov is the probability of winning from one state of the chain, by both routes.
type EtatMarkov struct {
	Numero     int     `json:"numero" titre:"n°"`
	Etat       string  `json:"etat" titre:"état"`
	Chaine     float64 `json:"chaine" titre:"chaîne (I − Q)B = R" decimales:"12"`
	Recurrence float64 `json:"recurrence" titre:"récurrence" decimales:"12"`
}

// ResultatMarkov is the absorbing Markov chain of a configuration: its states in the source's
// notation and order, its transition matrix, and the probability of winning from every state.
type ResultatMarkov struct {
	Jeu          string `json:"jeu" rendu:"note"`
	De           string `json:"de" rendu:"note"`
	Verification string `json:"verification" rendu:"note"`
	// Etats and Probabilites are the keys of docs/verger.md; ParEtat shows the same in tables.
	Etats        []string           `json:"etats" rendu:"-"`
	Probabilites map[string]float64 `json:"probabilites" rendu:"-"`
	Ecart        float64            `json:"ecart" rendu:"-"`
	ParEtat      []EtatMarkov       `json:"par_etat" titre:"probabilité de gagner depuis chaque état"`
	// Matrice[i][j] is the probability of going from state i to state j, in exact fractions
	// («1/4») and in float64.
	Matrice       [][]string  `json:"matrice" titre:"matrice de transition (ligne : n° de l'état de départ ; colonne : n° de l'état d'arrivée)"`
	MatriceNombre [][]float64 `json:"matrice_nombres" rendu:"-"`
}

// DeReduit says how the chain reads the die: the note De of a ResultatMarkov.
const DeReduit = "dé réduit aux faces utiles (la face d'un arbre vide est relancée), comme dans la source"

// EcartMaximal is the largest difference allowed between the chain and the recursion: both are
// float64 computations of the same numbers by different routes and agree to rounding, far below.
const EcartMaximal = 1e-9

// Markov solves the chain of g by (I − Q)B = R, checks it against the recursion, and returns the
// chain with the probability of winning from every state. Its notes Jeu and Verification (of
// Ecart) are the command line's to write, in the user's language.
func Markov(ctx context.Context, g *Graphe) (*ResultatMarkov, error) {
	pr, err := g.Probabilites(ctx)
	if err != nil {
		return nil, err
	}
	if pr.Ecart > EcartMaximal {
		return nil, echec(CodeIncoherent, pr.Ecart)
	}
	n := g.Len()
	r := &ResultatMarkov{
		De:           DeReduit,
		Probabilites: make(map[string]float64, n),
		Ecart:        pr.Ecart,
	}
	for i := range n {
		e := g.Libelle(i)
		r.Etats = append(r.Etats, e)
		r.Probabilites[e] = pr.Chaine[i]
		r.ParEtat = append(r.ParEtat, EtatMarkov{i + 1, e, pr.Chaine[i], pr.Recurrence[i]})
		r.Matrice = append(r.Matrice, slices.Repeat([]string{"0"}, n))
		r.MatriceNombre = append(r.MatriceNombre, make([]float64, n))
	}
	for _, t := range g.Transitions {
		r.Matrice[t.De][t.Vers] = t.Probabilite.RatString()
		r.MatriceNombre[t.De][t.Vers], _ = t.Probabilite.Float64()
	}
	for _, i := range []int{g.Defaite(), g.Victoire()} {
		r.Matrice[i][i], r.MatriceNombre[i][i] = "1", 1
	}
	return r, nil
}

// Simulation is the Monte Carlo estimate under one strategy next to the exact values.
type Simulation struct {
	Strategie  string           `json:"strategie" titre:"stratégie"`
	Parties    int64            `json:"parties"`
	Victoires  int64            `json:"victoires"`
	Estimation float64          `json:"estimation" titre:"estimation" erreur:"parties"`
	IC95       stats.Intervalle `json:"ic95_wilson" titre:"IC 95 % (Wilson)" erreur:"ic95_wilson"`
	// Probabilite is the exact value, and DansIC says whether the interval holds it.
	Probabilite  float64 `json:"probabilite" titre:"exacte"`
	DansIC       bool    `json:"exacte_dans_ic" titre:"exacte dans l'IC"`
	DureeSimulee float64 `json:"duree_simulee" titre:"lancers (simulés)" decimales:"2"`
	DureeMoyenne float64 `json:"duree_moyenne" titre:"lancers (exacts)" decimales:"2"`
}

// ResultatSimulation is the estimate under one strategy.
type ResultatSimulation struct {
	Jeu        string `json:"jeu" rendu:"note"`
	Simulation `titre:"simulation et valeur exacte"`
}

// ResultatSimulations is the estimate under every strategy asked for.
type ResultatSimulations struct {
	Jeu        string       `json:"jeu" rendu:"note"`
	Strategies []Simulation `json:"strategies" titre:"simulation et valeur exacte selon la stratégie"`
}
