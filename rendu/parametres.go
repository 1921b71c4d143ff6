package rendu

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"jeux/internal/langue"
)

// Parametres says how a result was obtained, so that a saved output tells how to reproduce it:
// the command, its arguments, every option that changes the answer, the seed when there is one
// and the program's version.
type Parametres struct {
	Commande  string   // "jeux rostam simule"
	Arguments []string // positional arguments, as typed
	Options   []Option // in the order of the command's definition
	Graine    *uint64  // nil for a command that draws nothing
	// GraineTiree is set when the seed was drawn at random rather than given.
	GraineTiree bool
	Version     string
	// Verification, when set, says how many parts of a merge were computed again and compared
	// with their files (jeux fusionne --verifie).
	Verification *Verification
}

// Verification is what a merge checked by computing parts again: Recalculees parts of Parts,
// drawn from Graine (GraineTiree when it was drawn at random rather than given).
type Verification struct {
	Recalculees, Parts int
	Graine             uint64
	GraineTiree        bool
}

// texte says the verification in one line of French, for table, markdown and the CSV comments.
func (v Verification) texte() string { return v.texteEn(langue.Francais) }

// texteEn says the verification in the language l.
func (v Verification) texteEn(l langue.Langue) string {
	if v.GraineTiree {
		return l.Sprintf("%d parts sur %d recalculées, identiques à leurs fichiers (tirage au hasard ; --graine-verification %d pour refaire ce tirage)", v.Recalculees, v.Parts, v.Graine)
	}
	return l.Sprintf("%d parts sur %d recalculées, identiques à leurs fichiers (--graine-verification %d pour refaire ce tirage)", v.Recalculees, v.Parts, v.Graine)
}

// Option is one option of a command with its value (an int64, uint64, float64, bool or string).
type Option struct {
	Nom    string
	Valeur any
}

// UnmarshalJSON reads the parameters MarshalJSON wrote, the options in the file's order: a
// whole number as an int64, another as a float64, so that LigneDeCommande gives the command again.
func (p *Parametres) UnmarshalJSON(b []byte) error {
	var brut struct {
		Commande  string
		Arguments []string
		Options   json.RawMessage
		Graine    *uint64
		Version   string
	}
	if err := json.Unmarshal(b, &brut); err != nil {
		return err
	}
	*p = Parametres{Commande: brut.Commande, Arguments: brut.Arguments, Graine: brut.Graine, Version: brut.Version}
	if len(brut.Options) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(brut.Options))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return langue.Errorf("options : un objet est attendu")
	}
	for dec.More() {
		cle, err := dec.Token()
		if err != nil {
			return err
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return err
		}
		if n, ok := v.(json.Number); ok {
			if i, err := n.Int64(); err == nil {
				v = i
			} else if v, err = n.Float64(); err != nil {
				return err
			}
		}
		p.Options = append(p.Options, Option{Nom: fmt.Sprint(cle), Valeur: v})
	}
	return nil
}

// MarshalJSON writes the parameters as one object whose keys keep the command's order.
func (p Parametres) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"commande":`)
	ecrireJSON(&b, p.Commande)
	if len(p.Arguments) > 0 {
		b.WriteString(`,"arguments":`)
		ecrireJSON(&b, p.Arguments)
	}
	b.WriteString(`,"options":{`)
	for i, o := range p.Options {
		if i > 0 {
			b.WriteByte(',')
		}
		ecrireJSON(&b, o.Nom)
		b.WriteByte(':')
		ecrireJSON(&b, o.Valeur)
	}
	b.WriteByte('}')
	if p.Graine != nil {
		b.WriteString(`,"graine":`)
		ecrireJSON(&b, *p.Graine)
	}
	if v := p.Verification; v != nil {
		fmt.Fprintf(&b, `,"verification":{"recalculees":%d,"parts":%d,"graine":%d}`, v.Recalculees, v.Parts, v.Graine)
	}
	b.WriteString(`,"version":`)
	ecrireJSON(&b, p.Version)
	b.WriteByte('}')
	return b.Bytes(), nil
}

func ecrireJSON(b *bytes.Buffer, v any) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic("rendu: paramètre impossible à écrire en JSON : " + err.Error())
	}
	b.Truncate(b.Len() - 1) // the encoder's newline
}

// LigneDeCommande is the command line that gives the same result, with the French names of the
// commands and options: the line JSON and CSV outputs carry (an interface).
func (p Parametres) LigneDeCommande() string { return p.LigneDeCommandeEn(langue.Francais) }

// LigneDeCommandeEn is the command line in the language l: in English, the English names of
// the commands and options (both work in either language), as the notes of a table show it.
// The values are written as given.
func (p Parametres) LigneDeCommandeEn(l langue.Langue) string {
	commande := p.Commande
	if l != langue.Francais {
		mots := strings.Fields(commande)
		for i := 1; i < len(mots); i++ {
			mots[i] = l.Commande(mots[i])
		}
		commande = strings.Join(mots, " ")
	}
	parts := []string{commande}
	for _, a := range p.Arguments {
		parts = append(parts, citer(a))
	}
	for _, o := range p.Options {
		if b, ok := o.Valeur.(bool); ok {
			if b {
				parts = append(parts, "--"+l.Option(o.Nom))
			}
			continue
		}
		if o.Valeur == "" {
			continue // an empty text option is its default: nothing to type
		}
		parts = append(parts, "--"+l.Option(o.Nom)+" "+citer(fmt.Sprint(o.Valeur)))
	}
	if p.Graine != nil {
		parts = append(parts, "--"+l.Option("graine")+" "+strconv.FormatUint(*p.Graine, 10))
	}
	return strings.Join(parts, " ")
}

// citer quotes a word for a POSIX shell when it holds anything but plain characters.
func citer(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_.,/:=+", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// notes are the lines that open a table or markdown output.
func (p Parametres) notes() []string { return p.notesEn(langue.Francais) }

// notesEn are the notes in the language l.
func (p Parametres) notesEn(l langue.Langue) []string {
	if p.Commande == "" {
		return nil
	}
	n := []string{l.Sprintf("commande : %s", p.LigneDeCommandeEn(l))}
	if p.GraineTiree {
		n = append(n, l.Sprintf("graine : %d (tirée au hasard ; --graine %d pour refaire ce calcul)", *p.Graine, *p.Graine))
	}
	if p.Verification != nil {
		n = append(n, l.Sprintf("vérification : %s", p.Verification.texteEn(l)))
	}
	return n
}

// commentaires are the leading "# key: value" lines of a CSV output.
func (p Parametres) commentaires() []string {
	if p.Commande == "" {
		return nil
	}
	l := []string{"# commande: " + p.Commande}
	if len(p.Arguments) > 0 {
		l = append(l, "# arguments: "+strings.Join(p.Arguments, " "))
	}
	for _, o := range p.Options {
		l = append(l, fmt.Sprintf("# %s: %v", o.Nom, o.Valeur))
	}
	if p.Graine != nil {
		l = append(l, "# graine: "+strconv.FormatUint(*p.Graine, 10))
	}
	if v := p.Verification; v != nil {
		l = append(l, fmt.Sprintf("# parts recalculees: %d", v.Recalculees), fmt.Sprintf("# parts: %d", v.Parts),
			fmt.Sprintf("# graine verification: %d", v.Graine))
	}
	return append(l, "# version: "+p.Version)
}
