package bataille

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"jeux/parametre"
)

// ChoixRegles is a rule set as a user names it: the rules, and the pick-up modes of both
// players (Ramassage) or of one (RamassageJ1, RamassageJ2, which take precedence). A mode is ""
// when it was not given; Delahaye's default is naturelle.
type ChoixRegles struct {
	Regles                              NomRegles
	Ramassage, RamassageJ1, RamassageJ2 NomRamassage
}

// Appliquer reads the rule set into cfg, or returns a *parametre.Erreur naming the parameter at
// fault: "regles", "ramassage", "ramassage-j1" or "ramassage-j2". Paternault rules always pick
// up at random, so a pick-up mode given with them is refused rather than ignored.
func (c ChoixRegles) Appliquer(cfg *Config) error {
	r, err := LireRegles(string(c.Regles))
	if err != nil {
		return &parametre.Erreur{Nom: "regles", Valeur: strconv.Quote(string(c.Regles)), Code: CodeOu, Args: []any{nomsRegles[0], nomsRegles[1]}}
	}
	cfg.Regles = r
	modes := [2]string{string(c.RamassageJ1), string(c.RamassageJ2)}
	for k := range modes {
		champ := fmt.Sprintf("ramassage-j%d", k+1)
		if modes[k] == "" {
			champ, modes[k] = "ramassage", string(c.Ramassage)
		}
		if modes[k] != "" && r == Paternault {
			return &parametre.Erreur{Nom: champ, Valeur: strconv.Quote(modes[k]),
				Code: CodeRamassagePaternault}
		}
		if modes[k] == "" {
			modes[k] = Naturelle.String()
		}
		m, err := LireRamassage(modes[k])
		if err != nil {
			return &parametre.Erreur{Nom: champ, Valeur: strconv.Quote(modes[k]), Code: CodeNoms, Args: []any{strings.Join(nomsRamassages[:], ", ")}}
		}
		cfg.Ramassage[k] = m
	}
	if r == Paternault {
		cfg.Ramassage = [2]Ramassage{Aleatoire, Aleatoire}
	}
	return nil
}

// Utiles says which pick-up modes change the game under the rules c.Regles, in the order
// Ramassage, RamassageJ1, RamassageJ2: none under Paternault's rules, which always pick up at
// random; under Delahaye's, each player's own mode when it is given (not empty, as Appliquer
// reads it), and the shared one, given or by default, unless both players have their own.
func (c ChoixRegles) Utiles() [3]bool {
	if string(c.Regles) != Delahaye.String() {
		return [3]bool{}
	}
	j1, j2 := c.RamassageJ1 != "", c.RamassageJ2 != ""
	return [3]bool{!(j1 && j2), j1, j2}
}

// ChoixJeu is a deck and a rule set as the user names them: the numbers of the deck, the rules
// by their names (ChoixRegles).
type ChoixJeu struct {
	Couleurs, Valeurs int
	Regles            ChoixRegles
}

// Config reads the choice into a Config, or returns a *parametre.Erreur for the deck (Config.Valider)
// first, then for the rules (ChoixRegles.Appliquer).
func (ch ChoixJeu) Config() (Config, error) {
	cfg := Config{Couleurs: ch.Couleurs, Valeurs: ch.Valeurs}
	if err := cfg.Valider(); err != nil {
		return cfg, err
	}
	return cfg, ch.Regles.Appliquer(&cfg)
}

// ChoixSimulation is a simulation as the user names it: the deck and the rules (ChoixJeu), the
// number of games and the seed, and the width of the table of classes when one is asked for
// (ClassesDonnees).
type ChoixSimulation struct {
	ChoixJeu
	Parties        int64
	Graine         uint64
	Classes        int
	ClassesDonnees bool
}

// Simulation reads the choice into a Simulation, checked: a *parametre.Erreur for the width of the
// classes, then the deck, the rules and the number of games.
func (ch ChoixSimulation) Simulation() (Simulation, error) {
	if ch.ClassesDonnees {
		if err := validerLargeur("classes", ch.Classes); err != nil {
			return Simulation{}, err
		}
	}
	cfg, err := ch.ChoixJeu.Config()
	s := Simulation{Config: cfg, Parties: ch.Parties, Graine: ch.Graine}
	if err != nil {
		return s, err
	}
	return s, s.Valider()
}

// ChoixMultistat is a multistat as the user names it: the ranges of colours and values as typed
// ("A:B", LirePlage), the rules by their names, the games of each deck and the seed.
type ChoixMultistat struct {
	Couleurs, Valeurs string
	Regles            ChoixRegles
	Parties           int64
	Graine            uint64
}

// Config reads the choice into a ConfigMultistat, checked: a *parametre.Erreur for the ranges, then
// the rules, then the number of games, then the decks (ConfigMultistat.Valider).
func (ch ChoixMultistat) Config() (ConfigMultistat, error) {
	cfg := ConfigMultistat{Parties: ch.Parties, Graine: ch.Graine}
	var err error
	if cfg.Couleurs, err = LirePlage("couleurs", ch.Couleurs, MaxCartes); err != nil {
		return cfg, err
	}
	if cfg.Valeurs, err = LirePlage("valeurs", ch.Valeurs, MaxValeurs); err != nil {
		return cfg, err
	}
	var regles Config
	if err := ch.Regles.Appliquer(&regles); err != nil {
		return cfg, err
	}
	cfg.Regles, cfg.Ramassage = regles.Regles, regles.Ramassage
	if err := validerParties(cfg.Parties); err != nil {
		return cfg, err
	}
	return cfg, cfg.Valider()
}

// Nom names the rule set with its pick-up modes, e.g. "delahaye naturelle/optimisee".
func (c Config) Nom() string {
	switch {
	case c.Regles == Paternault:
		return c.Regles.String()
	case c.Ramassage[0] == c.Ramassage[1]:
		return c.Regles.String() + " " + c.Ramassage[0].String()
	}
	return fmt.Sprintf("%s %s/%s", c.Regles, c.Ramassage[0], c.Ramassage[1])
}

// Plage is an inclusive range of integers, Min ≤ Max.
type Plage struct{ Min, Max int }

// LirePlage parses the range "A:B" (or a single number "A") of the parameter champ, with
// 1 ≤ A ≤ B ≤ maxi; it returns a *parametre.Erreur naming champ otherwise.
func LirePlage(champ, s string, maxi int) (Plage, error) {
	a, b, deux := strings.Cut(strings.TrimSpace(s), ":")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := lo, error(nil)
	if deux {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	if err1 != nil || err2 != nil || lo < 1 || hi > maxi || lo > hi {
		return Plage{}, &parametre.Erreur{Nom: champ, Valeur: strconv.Quote(s),
			Code: CodePlageEntiers, Args: []any{maxi}}
	}
	return Plage{lo, hi}, nil
}

// LireListe parses the list "A,B,…" (or a single number "A") of the parameter champ: integers
// from 1 to maxi, each once; it returns a *parametre.Erreur naming champ otherwise.
func LireListe(champ, s string, maxi int) ([]int, error) {
	erreur := &parametre.Erreur{Nom: champ, Valeur: strconv.Quote(s),
		Code: CodeListe, Args: []any{maxi}}
	var l []int
	for _, m := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(m))
		if err != nil || n < 1 || n > maxi || slices.Contains(l, n) {
			return nil, erreur
		}
		l = append(l, n)
	}
	return l, nil
}

// String writes the range as LirePlage reads it.
func (p Plage) String() string { return fmt.Sprintf("%d:%d", p.Min, p.Max) }

// LireJeux reads the decks of a chart of several: couleurs and valeurs are each one number (the
// deck is checked with the simulation, as everywhere else) or a list (LireListe), and every pair
// of their numbers is a deck.
func LireJeux(couleurs, valeurs string) (c, v []int, err error) {
	lire := func(champ, s string, maxi int) ([]int, error) {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
			return []int{n}, nil
		}
		return LireListe(champ, s, maxi)
	}
	if c, err = lire("couleurs", couleurs, MaxCartes); err != nil {
		return nil, nil, err
	}
	v, err = lire("valeurs", valeurs, MaxValeurs)
	return c, v, err
}
