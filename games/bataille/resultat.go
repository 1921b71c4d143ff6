package bataille

import (
	"context"
	"fmt"
	"strconv"

	"jeux/parallel"
	"jeux/parametre"
	"jeux/stats"
)

// The results of the commands: plain values with json tags, rendered in every format by package
// rendu (titre: the heading for people; rendu:"part": a share; rendu:"-": in JSON only).

// Stat sums up the durations of one simulation as the source does (docs/regles.md §1.4). The
// figures are null (— in tables) when no game ended. The seed is in the output's parameters.
type Stat struct {
	// Nom names the rules with their pick-up modes, e.g. "delahaye naturelle/optimisee";
	// Regles, RamassageJ1 and RamassageJ2 give them one by one.
	Nom         string            `json:"nom" titre:"règles"`
	Regles      string            `json:"regles" rendu:"-"`
	RamassageJ1 string            `json:"ramassage_j1" rendu:"-"`
	RamassageJ2 string            `json:"ramassage_j2" rendu:"-"`
	Couleurs    int               `json:"couleurs"`
	Valeurs     int               `json:"valeurs"`
	Parties     int64             `json:"parties"`
	Min         *int              `json:"min" unite:"plis"`
	Max         *int              `json:"max" unite:"plis"`
	Moyenne     *float64          `json:"moyenne" decimales:"1" unite:"plis" erreur:"ecart_type/parties"`
	Mediane     *float64          `json:"mediane" titre:"médiane" decimales:"1" unite:"plis" erreur:"ecart_type/parties"`
	Mode        *int              `json:"mode" unite:"plis"`
	Plage95     *stats.Intervalle `json:"plage95" titre:"plage 95 %" decimales:"0" unite:"plis"` // [q(0.025), q(0.975)]
	EcartType   *float64          `json:"ecart_type" titre:"écart type" decimales:"1" unite:"plis" erreur:"ecart_type/parties"`
	PartPaire   *float64          `json:"part_paire" titre:"paires" rendu:"part" decimales:"4" erreur:"parties"`
	Parite      *string           `json:"parite" titre:"parité"` // P, I or ≈
	Infinies    int64             `json:"infinies"`
}

// NouvelleStat sums up the durations h of the simulation s (as Simule returns them).
func NouvelleStat(s Simulation, h *stats.Histogram) Stat {
	finies, infinies := SeparerInfinies(h)
	st := Stat{Nom: s.Nom(), Regles: s.Regles.String(), RamassageJ1: s.Ramassage[0].String(), RamassageJ2: s.Ramassage[1].String(),
		Couleurs: s.Couleurs, Valeurs: s.Valeurs, Parties: h.Total(), Infinies: infinies}
	if finies.Total() > 0 {
		r := finies.Summary()
		parite := finies.Parity()
		st.Min, st.Max, st.Moyenne, st.Mediane, st.Mode = &r.Min, &r.Max, &r.Mean, &r.Median, &r.Mode
		st.Plage95 = &stats.Intervalle{Bas: float64(r.IC95[0]), Haut: float64(r.IC95[1])}
		st.EcartType, st.PartPaire, st.Parite = &r.StdDev, &r.EvenShare, &parite
	}
	return st
}

// Statistiques simulates s with simule (see Simule) and sums up its durations.
func Statistiques(ctx context.Context, s Simulation, opt parallel.Options, simule Simulateur) (Stat, error) {
	h, err := Simule(ctx, s, opt, simule)
	if err != nil {
		return Stat{}, err
	}
	return NouvelleStat(s, h), nil
}

// Effectif is one duration with the number of games that lasted that long.
type Effectif struct {
	Duree    int   `json:"duree" titre:"durée" unite:"plis"`
	Effectif int64 `json:"effectif"`
}

// Brut is the histogram of the durations of a simulation, by increasing duration; the duration 0
// counts the infinite games.
type Brut struct {
	Durees []Effectif `json:"durees" titre:"durées (0 : parties infinies)"`
}

// NouveauBrut lists the durations h (as Simule returns them).
func NouveauBrut(h *stats.Histogram) Brut {
	b := Brut{Durees: []Effectif{}}
	h.Each(func(v int, n int64) { b.Durees = append(b.Durees, Effectif{v, n}) })
	return b
}

// Classe is a class of durations: the games that lasted Debut to Fin tricks, both included,
// their number and their share of all the games, and the share of the games of this class or a
// shorter one.
type Classe struct {
	Debut       int     `json:"debut" titre:"de" unite:"plis"`
	Fin         int     `json:"fin" titre:"à" unite:"plis"`
	Effectif    int64   `json:"effectif"`
	Part        float64 `json:"part" rendu:"part" erreur:"effectif÷part"`
	PartCumulee float64 `json:"part_cumulee" titre:"part cumulée" rendu:"part" erreur:"effectif÷part"`
}

// NouvellesClasses groups the finished games of h (as Simule returns them) in classes of
// largeur tricks aligned on its multiples: the bars of the histogram of « jeux bataille plot -e
// largeur », empty classes between two others included. The shares are of every game, so that
// they add up to 1 less the share of infinite games, which no class holds.
func NouvellesClasses(h *stats.Histogram, largeur int) []Classe {
	finies, _ := SeparerInfinies(h)
	l := []Classe{}
	var cumul int64
	for _, b := range finies.Bins(largeur) {
		cumul += b.Count
		l = append(l, Classe{b.Start, b.End, b.Count, float64(b.Count) / float64(h.Total()), float64(cumul) / float64(h.Total())})
	}
	return l
}

// validerLargeur checks a width of classes given by the option champ (at least 1 trick), and
// returns a *parametre.Erreur otherwise.
func validerLargeur(champ string, largeur int) error {
	if largeur < 1 {
		return &parametre.Erreur{Nom: champ, Valeur: strconv.Itoa(largeur), Code: CodeLargeur}
	}
	return nil
}

// Classes is a table of the durations of a simulation by classes (jeux bataille brut --classes).
type Classes struct {
	Largeur  int      `json:"largeur" titre:"largeur des classes (plis)"`
	Parties  int64    `json:"parties"`
	Infinies int64    `json:"infinies" titre:"parties infinies (hors classes)"`
	Classes  []Classe `json:"classes" titre:"Classes de durées"`
}

// NouveauClasses groups the durations h (as Simule returns them) in classes of largeur tricks.
func NouveauClasses(h *stats.Histogram, largeur int) Classes {
	_, infinies := SeparerInfinies(h)
	return Classes{largeur, h.Total(), infinies, NouvellesClasses(h, largeur)}
}

// StatClasses is Stat with the table of classes of its durations (jeux bataille stat --classes).
type StatClasses struct {
	Stat
	Largeur int      `json:"largeur_classes" titre:"largeur des classes (plis)"`
	Classes []Classe `json:"classes" titre:"Classes de durées"`
}

// ResultatBrut is what brut reports of the durations h of a simulation: each duration with its
// count (NouveauBrut), or with classes > 0 the table of the classes of that width (NouveauClasses).
func (Simulation) ResultatBrut(h *stats.Histogram, classes int) any {
	if classes > 0 {
		return NouveauClasses(h, classes)
	}
	return NouveauBrut(h)
}

// ResultatStat is what stat reports of the durations h of the simulation s: their statistics
// (NouvelleStat), with classes > 0 beside the table of the classes of that width (StatClasses).
func (s Simulation) ResultatStat(h *stats.Histogram, classes int) any {
	if classes > 0 {
		return StatClasses{Stat: NouvelleStat(s, h), Largeur: classes, Classes: NouvellesClasses(h, classes)}
	}
	return NouvelleStat(s, h)
}

// Comparaison sets the rule sets of ReglesComparees side by side on one deck.
type Comparaison struct {
	Couleurs int    `json:"couleurs"`
	Valeurs  int    `json:"valeurs"`
	Parties  int64  `json:"parties" titre:"parties par règle"`
	Regles   []Stat `json:"regles" titre:"Comparaison des règles"`
}

// ReglesComparees are the rule sets of Compare: Paternault, then Delahaye with both players
// picking up at random, naturally, and by decreasing value.
var ReglesComparees = []Config{
	{Regles: Paternault, Ramassage: [2]Ramassage{Aleatoire, Aleatoire}},
	{Regles: Delahaye, Ramassage: [2]Ramassage{Aleatoire, Aleatoire}},
	{Regles: Delahaye, Ramassage: [2]Ramassage{Naturelle, Naturelle}},
	{Regles: Delahaye, Ramassage: [2]Ramassage{Optimisee, Optimisee}},
}

// Compare simulates s.Parties games of s's deck under each rule set of ReglesComparees (s's own
// rules are not used), all from the seed s.Graine, with simule. opt.Progress, if any, counts
// every game.
func Compare(ctx context.Context, s Simulation, opt parallel.Options, simule Simulateur) (Comparaison, error) {
	res := Comparaison{Couleurs: s.Couleurs, Valeurs: s.Valeurs, Parties: s.Parties}
	for _, r := range ReglesComparees {
		s.Regles, s.Ramassage = r.Regles, r.Ramassage
		st, err := Statistiques(ctx, s, opt, simule)
		if err != nil {
			return Comparaison{}, err
		}
		res.Regles = append(res.Regles, st)
	}
	return res, nil
}

// ConfigMultistat is a simulation of every deck of Couleurs × Valeurs, both ranges included.
type ConfigMultistat struct {
	Couleurs, Valeurs Plage
	Regles            Regles
	Ramassage         [2]Ramassage
	Parties           int64 // games per deck
	Graine            uint64
}

// Valider checks the ranges, the rules and the number of games, and returns a *parametre.Erreur
// for the first one out of range.
func (c ConfigMultistat) Valider() error {
	switch {
	case c.Couleurs.Min < 1 || c.Couleurs.Min > c.Couleurs.Max || c.Couleurs.Max > MaxCartes:
		return &parametre.Erreur{Nom: "couleurs", Valeur: c.Couleurs.String(), Code: CodePlage, Args: []any{MaxCartes}}
	case c.Valeurs.Min < 1 || c.Valeurs.Min > c.Valeurs.Max || c.Valeurs.Max > MaxValeurs:
		return &parametre.Erreur{Nom: "valeurs", Valeur: c.Valeurs.String(), Code: CodePlage, Args: []any{MaxValeurs}}
	case c.Couleurs.Max*c.Valeurs.Max > MaxCartes:
		return &parametre.Erreur{Nom: "couleurs × valeurs", Valeur: fmt.Sprintf("%s × %s", c.Couleurs, c.Valeurs),
			Code: CodeJeuxTropGrands, Args: []any{MaxCartes, c.Couleurs.Max * c.Valeurs.Max}}
	}
	return c.simulation(c.Couleurs.Max, c.Valeurs.Max).Valider()
}

func (c ConfigMultistat) simulation(couleurs, valeurs int) Simulation {
	return Simulation{Config{couleurs, valeurs, c.Regles, c.Ramassage}, c.Parties, c.Graine}
}

// Jeux is the number of decks simulated: the one-card deck 1 × 1 is left out.
func (c ConfigMultistat) Jeux() int {
	n := (c.Couleurs.Max - c.Couleurs.Min + 1) * (c.Valeurs.Max - c.Valeurs.Min + 1)
	if c.Couleurs.Min == 1 && c.Valeurs.Min == 1 {
		n--
	}
	return n
}

// Multistat is the statistics of every deck of a range, by colours then values.
type Multistat struct {
	Nom         string `json:"nom" titre:"règles"`
	Regles      string `json:"regles" rendu:"-"`
	RamassageJ1 string `json:"ramassage_j1" rendu:"-"`
	RamassageJ2 string `json:"ramassage_j2" rendu:"-"`
	Parties     int64  `json:"parties" titre:"parties par jeu"`
	Jeux        []Stat `json:"jeux" titre:"Statistiques par jeu"`
}

// MaxJeuxGraphique is the number of decks one chart can compare: beyond it, the curves' colours
// and dashes no longer tell them apart.
const MaxJeuxGraphique = 6

// ConfigGraphiqueJeux is a chart of the durations of one deck or several, each simulated as
// Simulation but with its own deck, in classes of Largeur tricks; with Parite, the chart of one
// deck shows the curves of its even and its odd durations instead.
type ConfigGraphiqueJeux struct {
	Simulation          // the rules, the number of games per deck and the seed
	Jeux       []Config // the decks: Couleurs and Valeurs of each, the rules being Simulation's
	Largeur    int
	Parite     bool
}

// ChoixGraphique is a chart of durations as the user names it: the decks by their colours and
// values, each one number or a list (LireJeux), the rules by their names, the games of each deck,
// the seed, the width of the classes (LargeurDonnee when it was given, not left to its default)
// and the parity curves.
type ChoixGraphique struct {
	Couleurs, Valeurs string
	Regles            ChoixRegles
	Parties           int64
	Graine            uint64
	Largeur           int
	LargeurDonnee     bool
	Parite            bool
}

// Config reads the choice into a chart, checked in this order: a width of classes given with
// the parity curves, which show every duration; the lists, the first deck, the rules and the
// games (ChoixSimulation); the parity curves of several decks (*ErreurPariteJeux); then the other
// decks and the width of the classes (ConfigGraphiqueJeux.Valider).
func (ch ChoixGraphique) Config() (ConfigGraphiqueJeux, error) {
	if ch.Parite && ch.LargeurDonnee {
		return ConfigGraphiqueJeux{}, &parametre.Erreur{Nom: "largeur", Code: CodeLargeurParite}
	}
	couleurs, valeurs, err := LireJeux(ch.Couleurs, ch.Valeurs)
	if err != nil {
		return ConfigGraphiqueJeux{}, err
	}
	s, err := ChoixSimulation{ChoixJeu: ChoixJeu{couleurs[0], valeurs[0], ch.Regles}, Parties: ch.Parties, Graine: ch.Graine}.Simulation()
	if err != nil {
		return ConfigGraphiqueJeux{}, err
	}
	g := nouvelleConfigGraphiqueJeux(s, couleurs, valeurs, ch.Largeur)
	g.Parite = ch.Parite
	if len(g.Jeux) > 1 && g.Parite {
		return g, &ErreurPariteJeux{Couleurs: ch.Couleurs, Valeurs: ch.Valeurs, Jeux: len(g.Jeux)}
	}
	return g, g.Valider()
}

// ErreurPariteJeux refuses the parity curves on a chart of several decks (Jeux of them, from the
// lists Couleurs and Valeurs as given): the curves show one deck's durations. It is the user's
// to change, as a refused option is.
type ErreurPariteJeux struct {
	Couleurs, Valeurs string
	Jeux              int
}

func (e *ErreurPariteJeux) Error() string { return e.Unwrap().Error() }

// Unwrap is the refusal as the engine's code and its values.
func (e *ErreurPariteJeux) Unwrap() error {
	return &parametre.Echec{Code: CodeParitePlusieursJeux, Args: []any{e.Couleurs, e.Valeurs, e.Jeux}}
}

// nouvelleConfigGraphiqueJeux is the chart of every deck of couleurs × valeurs, by colours then
// values, under the rules and with the games of s.
func nouvelleConfigGraphiqueJeux(s Simulation, couleurs, valeurs []int, largeur int) ConfigGraphiqueJeux {
	c := ConfigGraphiqueJeux{Simulation: s, Largeur: largeur}
	for _, k := range couleurs {
		for _, v := range valeurs {
			cfg := s.Config
			cfg.Couleurs, cfg.Valeurs = k, v
			c.Jeux = append(c.Jeux, cfg)
		}
	}
	return c
}

// Simulations are the simulations of the decks, in order.
func (c ConfigGraphiqueJeux) Simulations() []Simulation {
	var l []Simulation
	for _, j := range c.Jeux {
		s := c.Simulation
		s.Config = j
		l = append(l, s)
	}
	return l
}

// Valider checks the number of decks, each simulation and the width of the classes, and
// returns a *parametre.Erreur for the first one out of range.
func (c ConfigGraphiqueJeux) Valider() error {
	if len(c.Jeux) > MaxJeuxGraphique {
		return &parametre.Erreur{Nom: "couleurs × valeurs", Valeur: strconv.Itoa(len(c.Jeux)) + " jeux",
			Code: CodeJeuxGraphique, Args: []any{MaxJeuxGraphique}}
	}
	for _, s := range c.Simulations() {
		if err := s.Valider(); err != nil {
			return err
		}
	}
	return validerLargeur("largeur", c.Largeur)
}

// Travail is the number of games the chart plays, every deck's: the total of a progress bar.
func (c ConfigGraphiqueJeux) Travail() int64 { return int64(len(c.Jeux)) * c.Parties }

// Durees simulates every deck of the chart with simule (see Simule), opt.Progress (if any)
// counting every game, and returns their durations in the order of Simulations.
func (c ConfigGraphiqueJeux) Durees(ctx context.Context, opt parallel.Options, simule Simulateur) ([]*stats.Histogram, error) {
	var hs []*stats.Histogram
	for _, s := range c.Simulations() {
		h, err := Simule(ctx, s, opt, simule)
		if err != nil {
			return nil, err
		}
		hs = append(hs, h)
	}
	return hs, nil
}

// ResultatExact is the exact distribution of durations, as CalculeExact computes it, with how it was
// obtained.
type ResultatExact struct {
	Couleurs  int     `json:"couleurs"`
	Valeurs   int     `json:"valeurs"`
	Positions int     `json:"positions" titre:"positions (les deux piles au début d'un pli)"`
	Moyenne   float64 `json:"moyenne" decimales:"6" unite:"plis"`
	PartPaire float64 `json:"part_paire" titre:"durées paires" rendu:"part" decimales:"8"`
	// Reste is the probability of the games longer than the distribution's last duration.
	Reste float64 `json:"reste" rendu:"-"`
	// Propagation says how the distribution was computed (the command line writes it, in the
	// user's language, from Reste).
	Propagation string `json:"propagation" rendu:"note"`
	// MethodeMoyenne says how the mean was computed (written by the command line from
	// MoyenneMarkov and Positions).
	MethodeMoyenne string `json:"methode_moyenne" rendu:"note"`
	// MoyenneMarkov says that the mean solves (I − Q)t = 1; else it is the distribution's sum
	// (more positions than ExactMaxEtatsMarkov).
	MoyenneMarkov bool          `json:"-"`
	Distribution  []Probabilite `json:"distribution" titre:"Distribution des durées"`
}

// Probabilite is the probability that a game lasts Duree tricks.
type Probabilite struct {
	Duree       int     `json:"duree" titre:"durée" unite:"plis"`
	Probabilite float64 `json:"probabilite" titre:"probabilité" decimales:"12"`
}

// DistributionExacte computes the exact distribution of the durations of cfg's deck under
// Paternault rules (cfg's rules are not used), or returns a *parametre.Erreur when the deck is
// invalid or larger than ExactMaxCartes.
func DistributionExacte(cfg Config) (ResultatExact, error) {
	e, err := CalculeExact(cfg.Couleurs, cfg.Valeurs)
	if err != nil {
		return ResultatExact{}, err
	}
	res := ResultatExact{Couleurs: cfg.Couleurs, Valeurs: cfg.Valeurs, Positions: e.Etats, Moyenne: e.Moyenne,
		PartPaire: e.PartPaire(), Reste: e.Reste, MoyenneMarkov: e.MoyenneMarkov, Distribution: []Probabilite{}}
	for d, p := range e.Distribution {
		if p > 0 {
			res.Distribution = append(res.Distribution, Probabilite{d, p})
		}
	}
	return res, nil
}
