package verger

import (
	"fmt"
	"strconv"
	"strings"

	"jeux/parametre"
)

// Strategie is the way the fruits of a basket roll are chosen.
type Strategie int

// The basket strategies of docs/regles.md §3.2.
const (
	Max       Strategie = iota // each fruit from a tree with the most fruits
	Min                        // each fruit from a non-empty tree with the fewest fruits
	Hasard                     // each fruit from a non-empty tree drawn uniformly, as an exact expectation
	Meilleure                  // the choice that maximises the probability of winning
	Pire                       // the choice that minimises it
)

// Strategies lists every strategy, in the order tables show them.
var Strategies = []Strategie{Max, Min, Hasard, Meilleure, Pire}

var nomsStrategies = [...]string{"max", "min", "random", "meilleure", "pire"}

// String returns the strategy's command-line name.
func (s Strategie) String() string {
	if s < 0 || int(s) >= len(nomsStrategies) {
		return "Strategie(" + strconv.Itoa(int(s)) + ")"
	}
	return nomsStrategies[s]
}

// LireStrategie reads a strategy's command-line name.
func LireStrategie(nom string) (Strategie, error) {
	for i, n := range nomsStrategies {
		if n == nom {
			return Strategie(i), nil
		}
	}
	return 0, fmt.Errorf("stratégie inconnue %q (acceptées : %s)", nom, strings.Join(nomsStrategies[:], ", "))
}

// Config describes one game: Arbres trees of Fruits fruits, a raven of Corbeau pieces, baskets of
// PanierFruits fruits chosen by Strategie.
type Config struct {
	Arbres, Fruits, Corbeau int
	PanierFruits            int
	Strategie               Strategie
}

// Originale is the original box: 4 trees of 10 fruits, a raven of 9 pieces, baskets of 2 fruits.
var Originale = Config{Arbres: 4, Fruits: 10, Corbeau: 9, PanierFruits: 2, Strategie: Max}

// MaxArbres bounds the number of trees: a die of more than a hundred faces is no longer this game.
const MaxArbres = 100

// MaxFruits, MaxCorbeau and MaxPanierFruits bound the other fields so that every sum and product
// of the computation fits an int (arbres·fruits + corbeau < 2⁴¹). They are far above what fits in
// memory: a configuration within them is refused, if too large, by its estimate (Estimer,
// VerifierMemoire), never by an overflow.
const (
	MaxFruits       = 1 << 30
	MaxCorbeau      = 1 << 30
	MaxPanierFruits = 1 << 30
)

// Valider checks every field and returns a *parametre.Erreur for the first one out of range.
func (c Config) Valider() error {
	switch {
	case c.Arbres < 1 || c.Arbres > MaxArbres:
		return &parametre.Erreur{Nom: "arbres", Valeur: strconv.Itoa(c.Arbres), Attendu: "attendu " + fmt.Sprintf("un entier entre 1 et %d", MaxArbres)}
	case c.Fruits < 1 || c.Fruits > MaxFruits:
		return &parametre.Erreur{Nom: "fruits", Valeur: strconv.Itoa(c.Fruits), Attendu: "attendu " + fmt.Sprintf("un entier entre 1 et %d", MaxFruits)}
	case c.Corbeau < 1 || c.Corbeau > MaxCorbeau:
		return &parametre.Erreur{Nom: "corbeau", Valeur: strconv.Itoa(c.Corbeau), Attendu: "attendu " + fmt.Sprintf("un entier entre 1 et %d", MaxCorbeau)}
	case c.PanierFruits < 1 || c.PanierFruits > MaxPanierFruits:
		return &parametre.Erreur{Nom: "panier-fruits", Valeur: strconv.Itoa(c.PanierFruits), Attendu: "attendu " + fmt.Sprintf("un entier entre 1 et %d", MaxPanierFruits)}
	case c.Strategie < Max || c.Strategie > Pire:
		return &parametre.Erreur{Nom: "panier", Valeur: strconv.Itoa(int(c.Strategie)), Attendu: "attendu " + "max, min, random, meilleure ou pire"}
	}
	return nil
}

// Etat is a position still in play: the fruits on each non-empty tree, in decreasing order, and
// the raven pieces left to place (at least one tree, at least one piece).
type Etat struct {
	Arbres  []int
	Corbeau int
}

// Labels of the two final states.
const (
	LibelleVictoire = "victoire"
	LibelleDefaite  = "défaite"
)

// String writes the state in the source's notation, trees then pieces: «21|2» is a tree of two
// fruits, a tree of one fruit and two pieces left. Trees of ten fruits or more are separated by
// dots («10.9|9») so that the notation stays unambiguous.
func (e Etat) String() string {
	sep := ""
	for _, a := range e.Arbres {
		if a >= 10 {
			sep = "."
		}
	}
	parts := make([]string, len(e.Arbres))
	for i, a := range e.Arbres {
		parts[i] = strconv.Itoa(a)
	}
	return strings.Join(parts, sep) + "|" + strconv.Itoa(e.Corbeau)
}
