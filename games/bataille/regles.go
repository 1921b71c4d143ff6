package bataille

import (
	"fmt"
	"strconv"
	"strings"

	"jeux/parametre"
)

// Regles names a rule set.
type Regles int

const (
	// Paternault: face-down cards on a tie, random pick-up (seeds 000/001).
	Paternault Regles = iota
	// Delahaye: the open War of Delahaye & Mathieu, pick-up by each player's Ramassage.
	Delahaye
)

var nomsRegles = [...]string{Paternault: "paternault", Delahaye: "delahaye"}

// String returns the rule set's name as used on the command line.
func (r Regles) String() string { return nomsRegles[r] }

// LireRegles parses a rule set's name ("paternault" or "delahaye").
func LireRegles(s string) (Regles, error) {
	for i, nom := range nomsRegles {
		if s == nom {
			return Regles(i), nil
		}
	}
	return 0, echec(CodeReglesInconnues, s, strings.Join(nomsRegles[:], ", "))
}

// Ramassage is the order in which the winner of a trick puts its cards under her pile
// (Delahaye rules; Paternault always picks up at random).
type Ramassage int

const (
	// Naturelle: the trick's pile in reverse order, the last duel's higher card first.
	Naturelle Ramassage = iota
	// Aleatoire: a uniformly random order.
	Aleatoire
	// Optimisee: by decreasing value.
	Optimisee
)

var nomsRamassages = [...]string{Naturelle: "naturelle", Aleatoire: "aleatoire", Optimisee: "optimisee"}

// String returns the pick-up mode's name as used on the command line.
func (m Ramassage) String() string { return nomsRamassages[m] }

// LireRamassage parses a pick-up mode's name ("naturelle", "aleatoire" or "optimisee").
func LireRamassage(s string) (Ramassage, error) {
	for i, nom := range nomsRamassages {
		if s == nom {
			return Ramassage(i), nil
		}
	}
	return 0, echec(CodeRamassageInconnu, s, strings.Join(nomsRamassages[:], ", "))
}

// Limits of a deck: a card is one byte and a pile is a ring of 256 places.
const (
	MaxValeurs = 255
	MaxCartes  = 256
)

// Config describes a deck and the rules a game is played with.
type Config struct {
	Couleurs, Valeurs int          // the deck holds Couleurs × Valeurs cards
	Regles            Regles       // rule set
	Ramassage         [2]Ramassage // pick-up mode of players 1 and 2 (Delahaye only)
}

// Cartes returns the number of cards in the deck.
func (c Config) Cartes() int { return c.Couleurs * c.Valeurs }

// Valider reports why a configuration cannot be played, as a *parametre.Erreur, or nil.
func (c Config) Valider() error {
	switch {
	case c.Couleurs < 1:
		return &parametre.Erreur{Nom: "couleurs", Valeur: strconv.Itoa(c.Couleurs), Code: CodeAuMoinsUneCouleur}
	case c.Valeurs < 1 || c.Valeurs > MaxValeurs:
		return &parametre.Erreur{Nom: "valeurs", Valeur: strconv.Itoa(c.Valeurs), Code: CodeValeurs, Args: []any{MaxValeurs}}
	case c.Couleurs > MaxCartes || c.Cartes() < 2 || c.Cartes() > MaxCartes:
		return &parametre.Erreur{Nom: "couleurs × valeurs", Valeur: fmt.Sprintf("%d × %d", c.Couleurs, c.Valeurs),
			Code: CodeTailleJeu, Args: []any{MaxCartes}}
	}
	return nil
}

// Deterministe reports whether a game is fully determined by its deal, in which case it may be
// infinite.
func (c Config) Deterministe() bool {
	return c.Regles == Delahaye && c.Ramassage[0] != Aleatoire && c.Ramassage[1] != Aleatoire
}

// Resultat is the outcome of one game.
type Resultat struct {
	Plis    int  // duration: number of the trick under way when the game ended
	Gagnant int  // 1 or 2; 0 for a draw or an infinite game
	Infinie bool // the game never ends (deterministic rules only)
	// For an infinite game: tricks played before the cycle is entered, and the cycle's length.
	// Plis is then Preperiode + Periode, the tricks played until a position repeats.
	Preperiode, Periode int
}
