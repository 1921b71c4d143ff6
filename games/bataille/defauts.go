package bataille

import "strconv"

// The defaults of War's commands, and the sizes of their work: the command line takes them from
// here.
const (
	// CouleursParDefaut × ValeursParDefaut is the full deck, the default of every command that
	// plays a deck (exact, exhaustif and multistat have their own).
	CouleursParDefaut = 4
	ValeursParDefaut  = 13
	// PartiesParDefaut: 100,000 games of 52 cards take about a second on one core.
	PartiesParDefaut = 100_000
	// PartiesMultistatParDefaut: so does a multistat of 36 small decks at 10,000 games each.
	PartiesMultistatParDefaut = 10_000
	// PlageMultistatParDefaut is the range of colours and of values of a multistat by default.
	PlageMultistatParDefaut = "1:6"
	// ExhaustifCouleursParDefaut × ExhaustifValeursParDefaut is the deck exhaustif enumerates
	// by default: 4 × 4, a few seconds.
	ExhaustifCouleursParDefaut = 4
	ExhaustifValeursParDefaut  = 4
	// LargeurParDefaut is the width of the classes of a chart's histogram, in tricks.
	LargeurParDefaut = 10
)

// JeuParDefaut is the deck by default as an option takes it, a number of colours and one of
// values written out (plot's -c and -v take lists).
func JeuParDefaut() (couleurs, valeurs string) {
	return strconv.Itoa(CouleursParDefaut), strconv.Itoa(ValeursParDefaut)
}

// PartiesLots is the number of games of the work items [debut, fin) of the multistat, as its
// progress counts them (every item a full lot).
func (c ConfigMultistat) PartiesLots(debut, fin int64) int64 { return (fin - debut) * TailleLot }

// Travail is the work of the items [debut, fin) of the enumeration, as its progress counts it:
// one per item.
func (c ConfigExhaustif) Travail(debut, fin int64) int64 { return fin - debut }

// ChoixCompare is a comparison of the rules as the user names it: the deck, the games of each
// rule set and the seed.
type ChoixCompare struct {
	Couleurs, Valeurs int
	Parties           int64
	Graine            uint64
}

// Simulation is the simulation that Compare plays under each of ReglesComparees, checked: a
// *parametre.Erreur for the deck or the number of games.
func (ch ChoixCompare) Simulation() (Simulation, error) {
	s := Simulation{Config: Config{Couleurs: ch.Couleurs, Valeurs: ch.Valeurs}, Parties: ch.Parties, Graine: ch.Graine}
	return s, s.Valider()
}

// PartiesCompare is the number of games Compare plays for s: s.Parties under each rule set.
func (s Simulation) PartiesCompare() int64 { return int64(len(ReglesComparees)) * s.Parties }

// Lots is the number of work items of the enumeration, one per prefix of a deal.
func (c ConfigExhaustif) Lots() int64 { return int64(len(c.ItemsExhaustif())) }

// Lots is the number of work items of the search: one per independent search.
func (c ConfigRecord) Lots() int64 { return int64(c.Recherches) }

// Reproductible says that the search gives the same answer at every run: a budget of
// evaluations, not of time.
func (c ConfigRecord) Reproductible() bool { return c.Iterations > 0 }

// UtilesRejoue are the options that change the answer of a replay, as Utiles gives them.
type UtilesRejoue struct {
	Jeu, Regles, Fichier, Partie, Piles bool
}

// Utiles says which options change the answer of the replay d, the deck (-c, -v), the file and
// the number of its deal given or not: the deck when it is given (else it is the deal's), the
// rules unless a record's file gives its own, then the file and its deal's number when given,
// or else the two piles.
func (d DemandeRejoue) Utiles(jeuDonne, fichierDonne, partieDonnee bool) UtilesRejoue {
	return UtilesRejoue{Jeu: jeuDonne, Regles: !d.ReglesDuFichier(), Fichier: fichierDonne,
		Partie: fichierDonne && partieDonnee, Piles: !fichierDonne}
}
