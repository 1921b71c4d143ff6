package verger

import "jeux/parametre"

// The codes of the engine's refusals (*parametre.Erreur) and failures (*parametre.Echec): what
// went wrong and its values, without a sentence. The command line gives each its text, in French
// and in English (commandes/verger/catalogue.go).
const (
	// CodeEntier: a field out of its range. Args: the least and the greatest value accepted.
	CodeEntier parametre.Code = "verger.entier"
	// CodeRepartitions: more sorted vectors of trees than an index holds (Echec of
	// ErrTropGrand). Args: that bound.
	CodeRepartitions parametre.Code = "verger.repartitions"
	// CodeIndexable: a computation whose positions cannot be indexed (Echec of ErrTropGrand).
	// Args: the bound on the sorted vectors of trees.
	CodeIndexable parametre.Code = "verger.indexable"
	// CodeMemoire: a computation that would not fit in memory (Echec of ErrTropGrand and of the
	// *memoire.ErreurMemoire). Args: the vectors of trees, the raven's pieces, the positions,
	// and the *memoire.ErreurMemoire.
	CodeMemoire parametre.Code = "verger.memoire"
	// CodeMemoireDemesuree is CodeMemoire for more positions than an int64 counts. Args: the
	// vectors of trees, the raven's pieces and the *memoire.ErreurMemoire.
	CodeMemoireDemesuree parametre.Code = "verger.memoire-demesuree"
	// CodeGraphe: a chain of more states than a command shows (Echec of ErrTropGrand). Args:
	// its positions and the bound.
	CodeGraphe parametre.Code = "verger.graphe"
	// CodeEtatHors: a state outside a Table. Args: the state and the table's trees, fruits and
	// pieces.
	CodeEtatHors parametre.Code = "verger.etat-hors"
	// CodeEtatInvalide: a state whose trees are not sorted or out of range. Args: the state and
	// the fruits per tree.
	CodeEtatInvalide parametre.Code = "verger.etat-invalide"
	// CodeIncoherent: the chain and the recursion disagree. Args: their largest difference.
	CodeIncoherent parametre.Code = "verger.incoherent"
	// CodeLancers: a part's rolls overflow. Args: the strategy and the bound.
	CodeLancers parametre.Code = "verger.lancers"
	// CodeBilans: tallies of a number of strategies for another asked. Args: both numbers.
	CodeBilans parametre.Code = "verger.bilans"
	// CodeBilanIncomplet: a strategy's tally incomplete or out of order. Args: the strategy.
	CodeBilanIncomplet parametre.Code = "verger.bilan-incomplet"
	// CodeBilanAbsent: a part without the tally of a strategy its range touches. Args: the
	// strategy.
	CodeBilanAbsent parametre.Code = "verger.bilan-absent"
	// CodeBilanStrategie: a part's tally of another strategy than expected. Args: its index,
	// its strategy and the one expected.
	CodeBilanStrategie parametre.Code = "verger.bilan-strategie"
	// CodeBilanParties: a part's tally of another number of games than its range. Args: the
	// strategy, its games and the range's.
	CodeBilanParties parametre.Code = "verger.bilan-parties"
	// CodeBilanVictoires: more wins than games. Args: the strategy, the wins and the games.
	CodeBilanVictoires parametre.Code = "verger.bilan-victoires"
	// CodeBilanLancers: fewer rolls than games. Args: the strategy, the rolls and the games.
	CodeBilanLancers parametre.Code = "verger.bilan-lancers"
	// CodeBilansDeTrop: a part with tallies its range does not touch. Args: how many.
	CodeBilansDeTrop parametre.Code = "verger.bilans-de-trop"
)

// echec is the failure of code with its values.
func echec(code parametre.Code, args ...any) error { return &parametre.Echec{Code: code, Args: args} }
