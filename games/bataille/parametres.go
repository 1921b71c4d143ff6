package bataille

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ChoixRegles is a rule set as a user names it: the rules, and the pick-up modes of both
// players (Ramassage) or of one (RamassageJ1, RamassageJ2, which take precedence). A mode is ""
// when it was not given; Delahaye's default is naturelle.
type ChoixRegles struct {
	Regles, Ramassage, RamassageJ1, RamassageJ2 string
}

// Appliquer reads the rule set into cfg, or returns an *ErreurConfig naming the parameter at
// fault: "regles", "ramassage", "ramassage-j1" or "ramassage-j2". Paternault rules always pick
// up at random, so a pick-up mode given with them is refused rather than ignored.
func (c ChoixRegles) Appliquer(cfg *Config) error {
	r, err := LireRegles(c.Regles)
	if err != nil {
		return &ErreurConfig{Nom: "regles", Valeur: strconv.Quote(c.Regles), Attendu: strings.Join(nomsRegles[:], " ou ")}
	}
	cfg.Regles = r
	modes := [2]string{c.RamassageJ1, c.RamassageJ2}
	for k := range modes {
		champ := fmt.Sprintf("ramassage-j%d", k+1)
		if modes[k] == "" {
			champ, modes[k] = "ramassage", c.Ramassage
		}
		if modes[k] != "" && r == Paternault {
			return &ErreurConfig{Nom: champ, Valeur: strconv.Quote(modes[k]),
				Attendu: "aucun ramassage avec les règles paternault, qui ramassent toujours au hasard (règles delahaye seulement)"}
		}
		if modes[k] == "" {
			modes[k] = Naturelle.String()
		}
		m, err := LireRamassage(modes[k])
		if err != nil {
			return &ErreurConfig{Nom: champ, Valeur: strconv.Quote(modes[k]), Attendu: strings.Join(nomsRamassages[:], ", ")}
		}
		cfg.Ramassage[k] = m
	}
	if r == Paternault {
		cfg.Ramassage = [2]Ramassage{Aleatoire, Aleatoire}
	}
	return nil
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
// 1 ≤ A ≤ B ≤ maxi; it returns an *ErreurConfig naming champ otherwise.
func LirePlage(champ, s string, maxi int) (Plage, error) {
	a, b, deux := strings.Cut(strings.TrimSpace(s), ":")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := lo, error(nil)
	if deux {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	if err1 != nil || err2 != nil || lo < 1 || hi > maxi || lo > hi {
		return Plage{}, &ErreurConfig{Nom: champ, Valeur: strconv.Quote(s),
			Attendu: fmt.Sprintf("une plage A:B de deux entiers avec 1 ≤ A ≤ B ≤ %d", maxi)}
	}
	return Plage{lo, hi}, nil
}

// LireListe parses the list "A,B,…" (or a single number "A") of the parameter champ: integers
// from 1 to maxi, each once; it returns an *ErreurConfig naming champ otherwise.
func LireListe(champ, s string, maxi int) ([]int, error) {
	erreur := &ErreurConfig{Nom: champ, Valeur: strconv.Quote(s),
		Attendu: fmt.Sprintf("une liste d'entiers de 1 à %d séparés par des virgules, chacun une fois, comme 8,13", maxi)}
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
