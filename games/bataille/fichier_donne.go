package bataille

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"jeux/parametre"
)

// DonneLue is a deal read from a file by LireFichierDonne: the piles, the rules when the file
// gives them (a record's JSON), and the lines of the piles in the file (0 for a JSON file), so
// that a refusal of the deal names them. A file may hold several deals (Donnes); Numero is the
// one the piles are, from 1.
type DonneLue struct {
	Donne
	Regles *ChoixRegles
	Lignes [2]int
	Donnes []DonneDuFichier
	Numero int
}

// DonneDuFichier is one deal of a file: its piles, their lines (0 in a JSON file), and what it
// is, in French ("la meilleure donne de la recherche", "lignes 4 et 5").
type DonneDuFichier struct {
	Donne
	Lignes [2]int
	Quoi   string
}

// Choisir makes the deal numero (from 1) of the file the one played; out of range, an
// *parametre.Erreur naming partie and how many deals the file holds.
func (l *DonneLue) Choisir(numero int) error {
	if numero < 1 || numero > len(l.Donnes) {
		if len(l.Donnes) == 1 {
			return &parametre.Erreur{Nom: "partie", Valeur: strconv.Itoa(numero), Code: CodePartieHorsFichierUne}
		}
		return &parametre.Erreur{Nom: "partie", Valeur: strconv.Itoa(numero), Code: CodePartieHorsFichier, Args: []any{len(l.Donnes), len(l.Donnes)}}
	}
	d := l.Donnes[numero-1]
	l.Donne, l.Lignes, l.Numero = d.Donne, d.Lignes, numero
	return nil
}

// seule is the deal lue as the only one of its file.
func seule(lue DonneLue, quoi string) DonneLue {
	lue.Donnes, lue.Numero = []DonneDuFichier{{Donne: lue.Donne, Lignes: lue.Lignes, Quoi: quoi}}, 1
	return lue
}

// ligneCpp is a pile of a result file of bataille_cpp, the record holders' program:
// "cartes_joueur1=[7,4,…,]", a comma allowed before the bracket.
var ligneCpp = regexp.MustCompile(`^cartes_joueur([12])\s*=\s*\[([^\]]*)\]$`)

// LireFichierDonne reads a deal to replay from a file, whose kind it recognises: the JSON a
// record search wrote (its best deal and its rules, LireFichierRecord), a result file of
// bataille_cpp (lines "cartes_joueur1=[…]" then "cartes_joueur2=[…]", the last pair of the file
// being the deal; lines starting with # and other lines are comments), or the two lines that
// record --depart reads. Whether the deal is a whole deck is for ConfigRejoue.Valider to say;
// the error names the line at fault.
func LireFichierDonne(donnees []byte) (DonneLue, error) {
	texte := string(donnees)
	switch {
	case strings.HasPrefix(strings.TrimSpace(texte), "{"):
		return lireFichierRecordDonnes(donnees)
	case strings.Contains(texte, "cartes_joueur"):
		return lireFichierCpp(texte)
	}
	var lue DonneLue
	k := 0
	for i, l := range strings.Split(texte, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if k == 2 {
			return DonneLue{}, echec(CodeTroisiemeLigne, i+1)
		}
		p, err := LireDonne(l)
		if err != nil && k == 0 {
			return DonneLue{}, echec(CodeLigneSansDonne, i+1)
		}
		if err != nil {
			return DonneLue{}, fmt.Errorf("ligne %d : %w", i+1, err)
		}
		lue.Lignes[k] = i + 1
		if k == 0 {
			lue.J1 = p
		} else {
			lue.J2 = p
		}
		k++
	}
	if k < 2 {
		return DonneLue{}, echec(CodeAucuneDonne, k)
	}
	return seule(lue, fmt.Sprintf("lignes %d et %d", lue.Lignes[0], lue.Lignes[1])), nil
}

// lireFichierRecordDonnes reads the JSON of a record search (LireFichierRecord): its best deal,
// then, when the search met a game that never ends while looking for the longest one, that
// cycle, which is played unless another deal is chosen: it is the rarer find, and the reason
// such a file is kept.
func lireFichierRecordDonnes(donnees []byte) (DonneLue, error) {
	d, choix, err := LireFichierRecord(donnees)
	if err != nil {
		return DonneLue{}, err
	}
	lue := seule(DonneLue{Donne: d, Regles: &choix}, "la meilleure donne de la recherche")
	var o struct {
		Cycle *struct {
			J1, J2 string
		} `json:"cycle"`
	}
	if err := json.Unmarshal(donnees, &o); err != nil || o.Cycle == nil {
		return lue, nil
	}
	var cycle Donne
	if cycle.J1, err = LireDonne(o.Cycle.J1); err == nil {
		cycle.J2, err = LireDonne(o.Cycle.J2)
	}
	if err != nil {
		return DonneLue{}, echec(CodeFichierRecordCycle, err)
	}
	lue.Donnes = append(lue.Donnes, DonneDuFichier{Donne: cycle, Quoi: "le cycle que la recherche a rencontré"})
	return lue, lue.Choisir(2)
}

// lireFichierCpp reads every pair of piles of a bataille_cpp result file, the last one played.
func lireFichierCpp(texte string) (DonneLue, error) {
	var lue DonneLue
	var j1 []int
	ligneJ1 := 0
	for i, l := range strings.Split(texte, "\n") {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "cartes_joueur") {
			continue // a comment, a heading, a time
		}
		m := ligneCpp.FindStringSubmatch(l)
		if m == nil {
			return DonneLue{}, echec(CodeLigneCpp, i+1)
		}
		champs := strings.Split(m[2], ",")
		if len(champs) > 0 && strings.TrimSpace(champs[len(champs)-1]) == "" {
			champs = champs[:len(champs)-1] // bataille_cpp ends its lists with a comma
		}
		pile := make([]int, len(champs))
		for k, c := range champs {
			v, err := strconv.Atoi(strings.TrimSpace(c))
			if err != nil || v < 1 || v > MaxValeurs {
				return DonneLue{}, echec(CodeLigneCarte, i+1, strings.TrimSpace(c), MaxValeurs)
			}
			pile[k] = v
		}
		if len(pile) == 0 {
			return DonneLue{}, echec(CodeLignePileVide, i+1)
		}
		if m[1] == "1" {
			if j1 != nil {
				return DonneLue{}, echec(CodeJ1SansJ2, ligneJ1, i+1)
			}
			j1, ligneJ1 = pile, i+1
			continue
		}
		if j1 == nil {
			return DonneLue{}, echec(CodeJ2SansJ1, i+1)
		}
		lue.Donnes = append(lue.Donnes, DonneDuFichier{Donne: Donne{J1: j1, J2: pile}, Lignes: [2]int{ligneJ1, i + 1},
			Quoi: fmt.Sprintf("lignes %d et %d", ligneJ1, i+1)})
		j1 = nil
	}
	if j1 != nil {
		// The last pair is the deal: without its second pile, the file was cut off, and the pair
		// before it is not the deal the file ends with.
		return DonneLue{}, echec(CodeFichierTronque, ligneJ1)
	}
	if len(lue.Donnes) == 0 {
		return DonneLue{}, echec(CodeAucuneDonneCpp)
	}
	// The last pair of the file is its longest game.
	return lue, lue.Choisir(len(lue.Donnes))
}

// VerifierJeu checks that the deal j1/j2 holds every card of a deck exactly once: the deck of
// couleurs × valeurs, or, when they are 0, the deck the deal implies (its highest card is the
// number of values; the number of colours is the count most values have). It says which card is
// in excess and which is missing, e.g. "la carte 12 est en trop, la carte 13 manque".
func VerifierJeu(j1, j2 []int, couleurs, valeurs int) error {
	n := len(j1) + len(j2)
	compte := map[int]int{}
	haute := 0
	for _, j := range [2][]int{j1, j2} {
		for _, v := range j {
			compte[v]++
			haute = max(haute, v)
		}
	}
	if valeurs == 0 {
		valeurs = haute
		if n%valeurs == 0 {
			couleurs = n / valeurs
		} else {
			// One card too many or too few: most values still have the deck's count.
			frequences := map[int]int{}
			for v := 1; v <= valeurs; v++ {
				frequences[compte[v]]++
			}
			for c, f := range frequences {
				if f > frequences[couleurs] || f == frequences[couleurs] && c > couleurs {
					couleurs = c
				}
			}
			couleurs = max(couleurs, 1)
		}
	}
	trop, manque := 0, 0
	for v := 1; v <= max(valeurs, haute); v++ {
		attendu := couleurs
		if v > valeurs {
			attendu = 0
		}
		if compte[v] > attendu && trop == 0 {
			trop = v
		}
		if compte[v] < attendu && manque == 0 {
			manque = v
		}
	}
	switch {
	case trop != 0 && manque != 0:
		return echec(CodeCarteEnTropManque, trop, manque, couleurs, valeurs)
	case trop != 0:
		return echec(CodeCarteEnTrop, trop, couleurs, valeurs)
	case manque != 0:
		return echec(CodeCarteManque, manque, couleurs, valeurs)
	}
	return nil
}

// texteJSON says why a JSON text could not be read, as a failure of the engine's: encoding/json's
// messages are English only.
func texteJSON(err error) error {
	var syntaxe *json.SyntaxError
	var champ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntaxe):
		return echec(CodeJSONMalForme, syntaxe.Offset)
	case errors.As(err, &champ):
		return echec(CodeJSONType, champ.Field, champ.Value)
	}
	return echec(CodeJSONIllisible)
}

// ErreurLignes is the refusal of a deal read from the lines of a file: the piles of lines
// Lignes are not a deck, for the reason Refus gives.
type ErreurLignes struct {
	Lignes [2]int
	Refus  *parametre.Erreur
}

func (e *ErreurLignes) Error() string { return e.Unwrap().Error() }

// Unwrap is the refusal as a failure of the engine's code, the lines and the reason.
func (e *ErreurLignes) Unwrap() error {
	return &parametre.Echec{Code: CodeLignes, Args: []any{e.Lignes[0], e.Lignes[1], raison(e.Refus)}}
}

// raison is what the refusal e says is accepted, as an error of its code: written alone, in the
// language of whoever shows it.
func raison(e *parametre.Erreur) error { return &parametre.Echec{Code: e.Code, Args: e.Args} }

// DemandeRejoue is a deal asked for replay: typed (J1, J2) or read from a file (Lue), under the
// rules chosen (Choix), or under a record's own when its file gives them, in the deck
// Couleurs × Valeurs (0 × 0: the one the deal implies). ReglesDonnees says that the rules were
// given, not left to their defaults: a record's file, which gives its own, refuses them.
type DemandeRejoue struct {
	J1, J2            string
	Lue               *DonneLue
	Choix             ChoixRegles
	ReglesDonnees     bool
	Couleurs, Valeurs int
}

// LireFichier reads the deal of a file into Lue (LireFichierDonne). It refuses the file when the
// piles were typed too, a record's file, which gives the rules, when they were given too, and
// a deal read from lines that is not a deck (*ErreurLignes, naming them).
func (d *DemandeRejoue) LireFichier(b []byte) error {
	if d.J1 != "" || d.J2 != "" {
		return echec(CodeFichierEtPiles)
	}
	lue, err := LireFichierDonne(b)
	if err != nil {
		return err
	}
	if lue.Regles != nil && d.ReglesDonnees {
		return echec(CodeFichierEtRegles)
	}
	d.Lue = &lue
	// Any other fault, of the rules or of -c and -v, is Config's to name.
	if _, err := d.Config(); errors.As(err, new(*ErreurLignes)) {
		d.Lue = nil
		return err
	}
	return nil
}

// ChoisirPartie plays the deal numero (from 1) of the file read (DonneLue.Choisir): an
// *parametre.Erreur naming partie when there is no file, or no such deal in it.
func (d *DemandeRejoue) ChoisirPartie(numero int) error {
	if d.Lue == nil {
		return &parametre.Erreur{Nom: "partie", Valeur: strconv.Itoa(numero), Code: CodePartieSansFichier}
	}
	return d.Lue.Choisir(numero)
}

// ReglesDuFichier says that the deal was read from a record's file, which gives its own rules:
// those of the command line are then not the answer's.
func (d DemandeRejoue) ReglesDuFichier() bool { return d.Lue != nil && d.Lue.Regles != nil }

// Config is the deal to replay, checked: a deal read from lines that is not a deck is refused
// by an *ErreurLignes naming them, any other fault, both piles not typed among them, by an
// *parametre.Erreur.
func (d DemandeRejoue) Config() (ConfigRejoue, error) {
	r := ConfigRejoue{J1: d.J1, J2: d.J2, Couleurs: d.Couleurs, Valeurs: d.Valeurs}
	if d.Lue == nil && (d.J1 == "" || d.J2 == "") {
		return r, &parametre.Erreur{Nom: "les deux piles sont attendues",
			Code: CodeDeuxPiles}
	}
	choix := d.Choix
	if d.Lue != nil {
		r.J1, r.J2 = EcrirePile(d.Lue.J1), EcrirePile(d.Lue.J2)
	}
	if d.ReglesDuFichier() {
		choix = *d.Lue.Regles
	}
	var cfg Config
	if err := choix.Appliquer(&cfg); err != nil {
		return r, err
	}
	r.Regles, r.Ramassage = cfg.Regles, cfg.Ramassage
	err := r.Valider()
	// The piles are the file's lines; the deck, when refused, is -c and -v's.
	var e *parametre.Erreur
	if d.Lue != nil && errors.As(err, &e) && strings.HasPrefix(e.Nom, "j") {
		if d.Lue.Lignes[0] != 0 {
			return r, &ErreurLignes{Lignes: d.Lue.Lignes, Refus: e}
		}
		// A record's JSON: the piles were neither --j1 nor --j2 but the file's; when the deck
		// was given, it is the deck that the deal does not fill.
		nom := "donne"
		if d.Couleurs != 0 || d.Valeurs != 0 {
			nom = "donne et couleurs × valeurs"
		}
		return r, &parametre.Erreur{Nom: nom, Code: CodeDonneDuFichier, Args: []any{raison(e)}}
	}
	return r, err
}
