package bataille

import (
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strconv"

	"jeux/parametre"
)

// GraphiqueExhaustif is one of the charts of bataille exhaustif plot, the value of its
// --graphique (a cli.Vocabulaire): against the deck, the share of the deals that never end
// (GraphiqueExhaustifInfinies, the zero value and default) or the mean length of the finished
// games (GraphiqueExhaustifDurees), one curve per pick-up mode.
type GraphiqueExhaustif int

// The charts of bataille exhaustif plot.
const (
	GraphiqueExhaustifInfinies GraphiqueExhaustif = iota
	GraphiqueExhaustifDurees
)

// graphiquesExhaustifs are the charts by value: their name, and the English one Set also accepts.
var graphiquesExhaustifs = [...]struct{ nom, anglais string }{
	GraphiqueExhaustifInfinies: {"infinies", "infinite"},
	GraphiqueExhaustifDurees:   {"durees", "lengths"},
}

// String is the chart's name.
func (g GraphiqueExhaustif) String() string { return graphiquesExhaustifs[g].nom }

// Set reads the name of a chart, French or English; an unknown one is a *parametre.Erreur of
// "graphique" that lists the names accepted.
func (g *GraphiqueExhaustif) Set(nom string) error {
	for i, d := range graphiquesExhaustifs {
		if nom == d.nom || nom == d.anglais {
			*g = GraphiqueExhaustif(i)
			return nil
		}
	}
	var noms []any
	for _, v := range g.Valeurs() {
		noms = append(noms, v)
	}
	return &parametre.Erreur{Nom: "graphique", Valeur: strconv.Quote(nom), Code: parametre.Parmi, Args: noms}
}

// Type is the kind of value the help shows: a text.
func (GraphiqueExhaustif) Type() string { return "string" }

// Valeurs are the charts' names.
func (GraphiqueExhaustif) Valeurs() []string {
	noms := make([]string, len(graphiquesExhaustifs))
	for i, d := range graphiquesExhaustifs {
		noms[i] = d.nom
	}
	return noms
}

// OptionsSansEffet gives the chart's name, and the options it does not use with why: its
// horizontal axis names the decks, it has no range of numbers to cut.
func (g GraphiqueExhaustif) OptionsSansEffet() (nom, pourquoi string, options []string) {
	return g.String(), "l'axe horizontal nomme les jeux", []string{"xmin", "xmax"}
}

// MaxFichierExhaustif bounds a file of exhaustive results read for a chart: 2 × 7 optimised,
// with its 1,088 cycles, is 140 kB; MaxCyclesExhaustif cycles would be some 10 MB.
const MaxFichierExhaustif = 32 << 20

// LireResultatExhaustif reads a file written by bataille exhaustif -F json (a whole deck, or
// the merge of its parts by fusionne): its figures must be those of a deck the enumeration
// takes and add up (every deal won, drawn or non-ending). A file that is not one is a
// *parametre.Echec that says why.
func LireResultatExhaustif(contenu []byte) (ResultatExhaustif, error) {
	var f struct {
		Parametres *struct {
			Commande string `json:"commande"`
		} `json:"parametres"`
		ResultatExhaustif
	}
	if err := json.Unmarshal(contenu, &f); err != nil {
		var syntaxe *json.SyntaxError
		var typ *json.UnmarshalTypeError
		switch {
		case errors.As(err, &syntaxe):
			return ResultatExhaustif{}, echec(CodeJSONMalForme, syntaxe.Offset)
		case errors.As(err, &typ):
			return ResultatExhaustif{}, echec(CodeJSONType, typ.Field, typ.Value)
		}
		return ResultatExhaustif{}, echec(CodeJSONIllisible)
	}
	if f.Parametres == nil || f.Parametres.Commande != CommandeExhaustif {
		commande := ""
		if f.Parametres != nil {
			commande = f.Parametres.Commande
		}
		return ResultatExhaustif{}, echec(CodeFichierExhaustif, strconv.Quote(commande))
	}
	r := f.ResultatExhaustif
	cfg, err := ChoixExhaustif{Couleurs: r.Couleurs, Valeurs: r.Valeurs, Ramassage: NomRamassageDeterministe(r.Ramassage)}.Config()
	if err != nil {
		return r, echec(CodeExhaustifJeu, err)
	}
	if r.Donnes != cfg.Donnes() {
		return r, echec(CodeExhaustifDonnes, r.Donnes, r.Couleurs, r.Valeurs, cfg.Donnes())
	}
	if r.J1 < 0 || r.J2 < 0 || r.Nulles < 0 || r.Infinies < 0 || r.J1+r.J2+r.Nulles+r.Infinies != r.Donnes {
		return r, echec(CodeExhaustifIssues, r.J1, r.J2, r.Nulles, r.Infinies, r.Donnes)
	}
	if math.IsNaN(r.DureeMoyenne) || r.DureeMoyenne < 0 || (r.DureeMoyenne == 0) != (r.Infinies == r.Donnes) {
		return r, echec(CodeExhaustifDureeMoyenne, r.DureeMoyenne)
	}
	return r, nil
}

// CommandeExhaustif is the command whose results LireResultatExhaustif reads, as its JSON names it.
const CommandeExhaustif = "jeux bataille exhaustif"

// FichierExhaustif is a result of bataille exhaustif and the file it was read from.
type FichierExhaustif struct {
	Fichier  string
	Resultat ResultatExhaustif
}

// JeuExhaustif is one deck of a chart of exhaustive results: its deck, its number of deals, and
// its result under each pick-up mode (nil when there is none).
type JeuExhaustif struct {
	Couleurs, Valeurs    int
	Donnes               int64
	Naturelle, Optimisee *ResultatExhaustif
}

// Cartes is the number of cards of the deck.
func (j JeuExhaustif) Cartes() int { return j.Couleurs * j.Valeurs }

// Resultat is the deck's result under the pick-up mode ramassage (Naturelle or Optimisee), or nil.
func (j JeuExhaustif) Resultat(ramassage Ramassage) *ResultatExhaustif {
	if ramassage == Optimisee {
		return j.Optimisee
	}
	return j.Naturelle
}

// RamassagesExhaustifs are the pick-up modes an exhaustive chart draws, one curve each.
var RamassagesExhaustifs = []Ramassage{Naturelle, Optimisee}

// JeuxExhaustifs sets the results of files by deck, the decks in order of their number of cards,
// then of their deals: the order of the chart's horizontal axis. Two files of the same deck and
// pick-up are a *parametre.Echec that names them; so is a list with no file.
func JeuxExhaustifs(fichiers []FichierExhaustif) ([]JeuExhaustif, error) {
	if len(fichiers) == 0 {
		return nil, echec(CodeExhaustifAucun)
	}
	type cle struct{ c, v int }
	index := map[cle]int{}
	source := map[cle][2]string{}
	var jeux []JeuExhaustif
	for _, f := range fichiers {
		r := f.Resultat
		k := cle{r.Couleurs, r.Valeurs}
		i, ok := index[k]
		if !ok {
			i = len(jeux)
			index[k] = i
			jeux = append(jeux, JeuExhaustif{Couleurs: r.Couleurs, Valeurs: r.Valeurs, Donnes: r.Donnes})
		}
		p, m := &jeux[i].Naturelle, 0
		if r.Ramassage == Optimisee.String() {
			p, m = &jeux[i].Optimisee, 1
		}
		if *p != nil {
			return nil, echec(CodeExhaustifDouble, r.Couleurs, r.Valeurs, r.Ramassage, source[k][m], f.Fichier)
		}
		*p = &r
		s := source[k]
		s[m] = f.Fichier
		source[k] = s
	}
	slices.SortFunc(jeux, func(a, b JeuExhaustif) int {
		if a.Cartes() != b.Cartes() {
			return a.Cartes() - b.Cartes()
		}
		if a.Donnes != b.Donnes {
			if a.Donnes < b.Donnes {
				return -1
			}
			return 1
		}
		return a.Couleurs - b.Couleurs
	})
	return jeux, nil
}
