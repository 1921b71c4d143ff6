package dominos

import (
	"slices"
	"strconv"

	"jeux/internal/langue"
	"jeux/parametre"
)

// Les mots des options des dominos, chacun un cli.Vocabulaire (une pflag.Value qui liste ses
// noms) : la ligne de commande les lie à ses options, et l'aide, la complétion et le refus d'un
// nom inconnu viennent d'ici. Leur String et leur JSON sont le nom français ; Set accepte aussi
// le nom anglais.

// NomStrategie est le nom d'une stratégie du catalogue tel que l'utilisateur le donne (--s1,
// --s2, --contre).
type NomStrategie string

// NomPose est la règle de pose telle que l'utilisateur la donne (--pose) : 2012 ou libre.
type NomPose string

// NomRegles est la variante des règles telle que l'utilisateur la donne (--regles) : 2012 (celles
// du programme de 2012, la variante par défaut) ou club (docs/regles.md §2.5) ; les deux noms
// sont les mêmes en anglais.
type NomRegles string

// Les noms des variantes.
const (
	Regles2012 NomRegles = "2012"
	ReglesClub NomRegles = "club"
)

func (n NomRegles) String() string { return string(n) }

// Set lit le nom d'une variante.
func (n *NomRegles) Set(s string) error {
	v, err := lireNom("regles", s, n.Valeurs())
	if err == nil {
		*n = NomRegles(v)
	}
	return err
}

// Type est la sorte de valeur que montre l'aide : un texte.
func (NomRegles) Type() string { return "string" }

// Valeurs sont les variantes : 2012 puis club.
func (NomRegles) Valeurs() []string { return []string{string(Regles2012), string(ReglesClub)} }

// anglais sont les noms anglais qu'accepte Set, par leurs noms français.
var anglais = map[string]string{
	"pire": "worst", "hasard": "random", "plus_de_points": "most_points", "plus_present": "most_present",
	"bloqueur": "blocker", "anticipation": "lookahead", "recherche": "search",
	"libre": "free",
}

// lireNom est le nom français parmi noms que s désigne, en français ou en anglais, ou le refus
// de l'option nom qui les liste.
func lireNom(nom, s string, noms []string) (string, error) {
	for _, n := range noms {
		if s == n || s == anglais[n] {
			return n, nil
		}
	}
	args := make([]any, len(noms))
	for i, n := range noms {
		args[i] = n
	}
	return "", &parametre.Erreur{Nom: nom, Valeur: strconv.Quote(s), Code: parametre.Parmi, Args: args}
}

func (n NomStrategie) String() string { return string(n) }

// Set lit le nom d'une stratégie.
func (n *NomStrategie) Set(s string) error {
	v, err := lireNom("strategie", s, n.Valeurs())
	if err == nil {
		*n = NomStrategie(v)
	}
	return err
}

// Type est la sorte de valeur que montre l'aide : un texte.
func (NomStrategie) Type() string { return "string" }

// Valeurs sont les noms des stratégies du catalogue.
func (NomStrategie) Valeurs() []string { return Noms() }

func (n NomPose) String() string { return string(n) }

// Set lit le nom d'une règle de pose.
func (n *NomPose) Set(s string) error {
	v, err := lireNom("pose", s, n.Valeurs())
	if err == nil {
		*n = NomPose(v)
	}
	return err
}

// Type est la sorte de valeur que montre l'aide : un texte.
func (NomPose) Type() string { return "string" }

// Valeurs sont les règles de pose : 2012 (la règle par défaut) et libre.
func (NomPose) Valeurs() []string { return slices.Clone(nomsPoses[:]) }

var nomsPoses = [...]string{Pose2012.String(), PoseLibre.String()}

// NomOption est le nom français d'une option cité dans un refus : il s'écrit dans la langue de
// l'utilisateur (langue.Texteur), comme il la tape.
type NomOption string

// Texte est le nom de l'option dans la langue l.
func (o NomOption) Texte(l langue.Langue) string { return l.Option(string(o)) }
