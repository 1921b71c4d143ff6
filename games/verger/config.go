package verger

import (
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

// nomsStrategies are the strategies' names, French (canonical: JSON, parameters) then English
// (accepted too, and shown in English runs).
var nomsStrategies = [...][2]string{{"max", "max"}, {"min", "min"}, {"random", "random"}, {"meilleure", "best"}, {"pire", "worst"}}

// String returns the strategy's command-line name.
func (s Strategie) String() string {
	if s < 0 || int(s) >= len(nomsStrategies) {
		return "Strategie(" + strconv.Itoa(int(s)) + ")"
	}
	return nomsStrategies[s][0]
}

// Set reads a strategy's name, French or English (-p/--panier: *Strategie is a pflag.Value).
func (s *Strategie) Set(nom string) error {
	for i, n := range nomsStrategies {
		if nom == n[0] || nom == n[1] {
			*s = Strategie(i)
			return nil
		}
	}
	return refusPanier(strconv.Quote(nom), s.Valeurs())
}

// LireStrategie reads a strategy's name, French or English.
func LireStrategie(nom string) (Strategie, error) {
	var s Strategie
	err := s.Set(nom)
	return s, err
}

// Type is the kind of value the help shows: a text.
func (s *Strategie) Type() string { return "string" }

// Valeurs are the strategies' names, in table order.
func (s *Strategie) Valeurs() []string { return NomsStrategies(false) }

// refusPanier is the refusal of the value valeur (as written in the refusal) by -p/--panier,
// which accepts noms.
func refusPanier(valeur string, noms []string) error {
	args := make([]any, len(noms))
	for i, n := range noms {
		args[i] = n
	}
	return &parametre.Erreur{Nom: "panier", Valeur: valeur, Code: parametre.Parmi, Args: args}
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
	for _, ch := range []struct {
		nom      string
		v, borne int
	}{{"arbres", c.Arbres, MaxArbres}, {"fruits", c.Fruits, MaxFruits}, {"corbeau", c.Corbeau, MaxCorbeau}, {"panier-fruits", c.PanierFruits, MaxPanierFruits}} {
		if ch.v < 1 || ch.v > ch.borne {
			return &parametre.Erreur{Nom: ch.nom, Valeur: strconv.Itoa(ch.v), Code: CodeEntier, Args: []any{1, ch.borne}}
		}
	}
	if c.Strategie < Max || c.Strategie > Pire {
		return refusPanier(strconv.Itoa(int(c.Strategie)), NomsStrategies(false))
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

// Petite is the default game of the commands that print the chain (markov, graphe): 2 trees of 2
// fruits, a raven of 2 pieces, baskets of 2 fruits, whose 12 states can be read.
var Petite = Config{Arbres: 2, Fruits: 2, Corbeau: 2, PanierFruits: 2, Strategie: Max}

// The limits of the commands that show a whole chain or many games.
const (
	// MaxEtatsMarkov bounds the chain whose matrix is printed: beyond, a table is unreadable.
	MaxEtatsMarkov = 60
	// MaxEtatsGraphe bounds the DOT graph; Graphviz still lays out a few thousand nodes.
	MaxEtatsGraphe = 5000
	// PartiesSimulation is the default number of games of a simulation, per strategy: they
	// answer in about a second, a game of the original box taking 2 µs.
	PartiesSimulation = 500_000
)
