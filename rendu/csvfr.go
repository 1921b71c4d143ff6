package rendu

import (
	"encoding/csv"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// The csv-fr format is CSV as a French spreadsheet opens it without a question: LibreOffice
// Calc's import in French (fr-FR) and Excel set to France both split fields on « ; » and read
// « 0,5886 » as a number, where « 0.5886 » is text to them. So csv-fr is csv with
//   - « ; » between fields and a decimal comma in every number (and only in numbers: a version
//     or a deal keeps its dots);
//   - VRAI and FAUX for true and false, Calc's words in French;
//   - a byte order mark first: Excel reads a CSV file without one in the system's legacy code
//     page (« paramÃ¨tre »), and Calc's import dialog picks UTF-8 by itself when it sees one;
//     Calc drops the mark on import, so the first cell is « paramètre »;
//   - the parameters as a first table of two columns, « paramètre;valeur », instead of csv's
//     « # key: value » lines: a spreadsheet has no comments, and such a line would land in a
//     cell, its value glued to its name;
//   - the title of a table, when there are several, on a line of its own without « # »;
//   - one table per block, blocks apart by an empty line, as in csv.

// BOM is the byte order mark that opens a csv-fr output.
const BOM = "\uFEFF"

// nouveauCSV is a CSV writer, with « ; » between fields for csv-fr.
func nouveauCSV(w io.Writer, fr bool) *csv.Writer {
	cw := csv.NewWriter(w)
	if fr {
		cw.Comma = ';'
	}
	return cw
}

// virgule writes the number s, as strconv writes it, with a decimal comma and no exponent
// (« 0,00000000000000000022 »): a plain decimal is the one form every spreadsheet's import reads
// as a number, whatever its options.
func virgule(s string) string {
	if strings.ContainsAny(s, "eE") {
		if x, err := strconv.ParseFloat(s, 64); err == nil {
			s = strconv.FormatFloat(x, 'f', -1, 64)
		}
	}
	return strings.Replace(s, ".", ",", 1)
}

// vraiFaux is a boolean as Calc writes it in French, and reads it when it detects special
// numbers (otherwise the word stays text, still French).
func vraiFaux(b bool) string {
	if b {
		return "VRAI"
	}
	return "FAUX"
}

// ressembleANombre is a text that Calc in French reads as a number, a time or a date: digits
// apart by one comma, colon, slash or dash (« 3,5 », « 1:4 », « 1/3 »).
var ressembleANombre = regexp.MustCompile(`^[0-9]+([,:/-][0-9]+)+$`)

// texteFr is an option's text as csv-fr writes it: a list such as --passe 3,5 that Calc would
// read as the number 3.5 (a time, a date) gets a space after each separator, « 3, 5 », which
// every spreadsheet keeps as text and the option reads the same. Quotes would not do: Calc's
// import reads a quoted « 3,5 » as a number unless told otherwise.
func texteFr(s string) string {
	if !ressembleANombre.MatchString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		b.WriteByte(s[i])
		if strings.IndexByte(",:/-", s[i]) >= 0 {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// tableFr is the parameters' table of a csv-fr output: one row per parameter, in the order of
// the « # key: value » lines of csv.
func (p Parametres) tableFr() [][]string {
	if p.Commande == "" {
		return nil
	}
	l := [][]string{{"paramètre", "valeur"}, {"commande", p.Commande}}
	if len(p.Arguments) > 0 {
		l = append(l, []string{"arguments", strings.Join(p.Arguments, " ")})
	}
	for _, o := range p.Options {
		v := fmt.Sprint(o.Valeur)
		switch x := o.Valeur.(type) {
		case float64:
			v = virgule(strconv.FormatFloat(x, 'f', -1, 64))
		case bool:
			v = vraiFaux(x)
		case string:
			v = texteFr(x)
		}
		l = append(l, []string{o.Nom, v})
	}
	if p.Graine != nil {
		l = append(l, []string{"graine", strconv.FormatUint(*p.Graine, 10)})
	}
	if v := p.Verification; v != nil {
		l = append(l, []string{"parts recalculées", strconv.Itoa(v.Recalculees)}, []string{"parts", strconv.Itoa(v.Parts)},
			[]string{"graine de vérification", strconv.FormatUint(v.Graine, 10)})
	}
	return append(l, []string{"version", p.Version})
}
