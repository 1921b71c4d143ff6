package bataille

import (
	"slices"
	"strconv"

	"jeux/parametre"
)

// The words of War's options, each a cli.Vocabulaire (a pflag.Value that lists its names): the
// command line binds them to its options, and the help, the completion and the refusal of an
// unknown name come from here. Their String and JSON are the French canonical name; Set also
// accepts an English one.

// NomRegles is the name of a rule set as the user gives it (--regles): paternault or delahaye.
type NomRegles string

// NomRamassage is the name of a pick-up mode as the user gives it (--ramassage): naturelle,
// aleatoire or optimisee; "" when it is not given (or given empty), the engine's to choose.
type NomRamassage string

// NomRamassageDeterministe is NomRamassage without the random pick-up: naturelle or optimisee,
// the modes under which a deal determines its game (exhaustif, record).
type NomRamassageDeterministe string

// NomBut is the goal of a record search (--but): duree or cycle.
type NomBut string

// NomMethode is the scheme of a record search (--methode): recuit, escalade, echange, structure,
// hasard, paires or alignees.
type NomMethode string

// anglais are the English names Set accepts, by their French names.
var anglais = map[string]string{
	"naturelle": "natural", "aleatoire": "random", "optimisee": "optimised",
	"duree": "length", "cycle": "cycle",
	"recuit": "annealing", "escalade": "climbing", "echange": "exchange", "structure": "structure",
	"hasard": "random", "paires": "pairs", "alignees": "aligned",
}

// lireNom is the French name among noms that s names, in French or in English (optimized too),
// or the refusal of the option nom that lists them.
func lireNom(nom, s string, noms []string) (string, error) {
	for _, n := range noms {
		if s == n || s == anglais[n] || n == "optimisee" && s == "optimized" {
			return n, nil
		}
	}
	args := make([]any, len(noms))
	for i, n := range noms {
		args[i] = n
	}
	return "", &parametre.Erreur{Nom: nom, Valeur: strconv.Quote(s), Code: parametre.Parmi, Args: args}
}

func (n NomRegles) String() string { return string(n) }

// Set reads a rule set's name.
func (n *NomRegles) Set(s string) error {
	v, err := lireNom("regles", s, n.Valeurs())
	if err == nil {
		*n = NomRegles(v)
	}
	return err
}

// Type is the kind of value the help shows: a text.
func (NomRegles) Type() string { return "string" }

// Valeurs are the rule sets' names.
func (NomRegles) Valeurs() []string { return slices.Clone(nomsRegles[:]) }

func (n NomRamassage) String() string { return string(n) }

// Set reads a pick-up mode's name.
func (n *NomRamassage) Set(s string) error {
	if s == "" { // given empty: no mode of its own, as when it is not given
		*n = ""
		return nil
	}
	v, err := lireNom("ramassage", s, n.Valeurs())
	if err == nil {
		*n = NomRamassage(v)
	}
	return err
}

// Type is the kind of value the help shows: a text.
func (NomRamassage) Type() string { return "string" }

// Valeurs are the pick-up modes' names.
func (NomRamassage) Valeurs() []string { return slices.Clone(nomsRamassages[:]) }

func (n NomRamassageDeterministe) String() string { return string(n) }

// Set reads a deterministic pick-up mode's name.
func (n *NomRamassageDeterministe) Set(s string) error {
	if s == "" { // given empty: no mode of its own, as when it is not given
		*n = ""
		return nil
	}
	v, err := lireNom("ramassage", s, n.Valeurs())
	if err == nil {
		*n = NomRamassageDeterministe(v)
	}
	return err
}

// Type is the kind of value the help shows: a text.
func (NomRamassageDeterministe) Type() string { return "string" }

// Valeurs are the deterministic pick-up modes' names.
func (NomRamassageDeterministe) Valeurs() []string {
	return []string{Naturelle.String(), Optimisee.String()}
}

func (n NomBut) String() string { return string(n) }

// Set reads a goal's name.
func (n *NomBut) Set(s string) error {
	v, err := lireNom("but", s, n.Valeurs())
	if err == nil {
		*n = NomBut(v)
	}
	return err
}

// Type is the kind of value the help shows: a text.
func (NomBut) Type() string { return "string" }

// Valeurs are the goals' names.
func (NomBut) Valeurs() []string { return slices.Clone(nomsButs[:]) }

func (n NomMethode) String() string { return string(n) }

// Set reads a scheme's name.
func (n *NomMethode) Set(s string) error {
	v, err := lireNom("methode", s, n.Valeurs())
	if err == nil {
		*n = NomMethode(v)
	}
	return err
}

// Type is the kind of value the help shows: a text.
func (NomMethode) Type() string { return "string" }

// Valeurs are the schemes' names.
func (NomMethode) Valeurs() []string { return slices.Clone(nomsMethodes[:]) }
