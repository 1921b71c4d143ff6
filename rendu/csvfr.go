package rendu

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"jeux/stats"
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
//   - one table per block, blocks apart by an empty line, as in csv;
//   - headers in words, the headings of the tables for people (titre:"…", French) with their
//     units (unite:"…"): « écart type (plis) », where csv has the JSON keys; an interval's two
//     columns are « heading, borne basse (unit) » and « heading, borne haute (unit) »;
//   - a share (rendu:"part") in percent, its heading ending in « (%) »: « 81,97 » under
//     « paires (%) ». A cell « 81,97 % » would be nearer the table's, but Calc's French import
//     reads it as text unless « detect special numbers » is ticked, which its dialog leaves
//     unticked; a plain number is a number under every setting, in Excel too;
//   - an estimate (erreur:"…") rounded by its standard error e: its last decimal is the first
//     whose unit is at most e/10, that is d = ⌈log₁₀(10/e)⌉ decimals, never negative (a
//     mean of 10 000 games of standard deviation 360 tricks has e = 3.6: 441,8; a share of
//     0.8197 over 10 000 games has e = 0.38 point: 81,97). Other numbers (exact values) keep
//     ChiffresExacts significant digits, without the noise of float arithmetic.

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

// enteteFr is the csv-fr header of a column of heading titre (or key cle when it has none) over
// cells such as c: an interval's two columns, its unit in brackets, « (%) » after a share's.
func enteteFr(titre, cle, unite string, c cellule) []string {
	if titre == "" {
		titre = cle
	}
	if c.part {
		unite = "%"
	}
	l := []string{titre}
	if len(c.brut) == 2 {
		l = []string{titre + ", borne basse", titre + ", borne haute"}
	}
	if unite != "" {
		for i := range l {
			l[i] += " (" + unite + ")"
		}
	}
	return l
}

// decimalesFr are the decimals csv-fr gives the estimate c, ⌈log₁₀(10/e)⌉ for its standard
// error e (in points for a share), never negative; -1 when c has no standard error: it is
// written whole.
func (c cellule) decimalesFr() int {
	e := c.erreur
	if c.part {
		e *= 100
	}
	if !(e > 0) || math.IsInf(e, 0) {
		return -1
	}
	return min(max(0, int(math.Ceil(math.Log10(10/e)))), 20)
}

// nombreFr is the raw number v of csv (strconv's form) as csv-fr writes it: a share in percent,
// with d decimals when d ≥ 0 (else whole), with a decimal comma.
func nombreFr(v string, part bool, d int) string {
	if v == "" {
		return v
	}
	x, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return v
	}
	if d >= 0 && !(part && (x == 0 || x == 1)) { // none or every game: 0 or 100, whole
		if part {
			x *= 100
		}
		s := strconv.FormatFloat(x, 'f', d, 64)
		if strings.TrimLeft(s, "-0.") == "" {
			s = strings.TrimPrefix(s, "-") // no « -0,0 »
		}
		return virgule(s)
	}
	// No sampling error: 12 significant digits, the float's own less the noise of its
	// arithmetic (0.19999999999999993 is 0.2).
	s := strconv.FormatFloat(x, 'g', ChiffresExacts, 64)
	if y, err := strconv.ParseFloat(s, 64); err == nil {
		s = strconv.FormatFloat(y, 'f', -1, 64)
	}
	if part {
		return virgule(centuple(s))
	}
	return virgule(s)
}

// ChiffresExacts are the significant digits csv-fr gives a number that has no sampling error
// (a count is an integer, written whole).
const ChiffresExacts = 12

// centuple is the decimal s (no exponent) times 100, written by moving its point: 0.8197 gives
// 81.97, where 100 × 0.8197 gives 81.97000000000001 in binary.
func centuple(s string) string {
	signe := ""
	if strings.HasPrefix(s, "-") {
		signe, s = "-", s[1:]
	}
	entier, decimales, _ := strings.Cut(s, ".")
	decimales += "00"
	entier, decimales = strings.TrimLeft(entier+decimales[:2], "0"), strings.TrimRight(decimales[2:], "0")
	if entier == "" {
		entier = "0"
	}
	if decimales != "" {
		entier += "." + decimales
	}
	if entier == "0" {
		signe = ""
	}
	return signe + entier
}

// erreurDe is the standard error of the figure f, a field of the struct v of tag tag, read off
// the fields of v its tag erreur:"…" names (see resultat.go); 0 when it has none or they are
// missing.
func erreurDe(v, f reflect.Value, tag reflect.StructTag) float64 {
	spec := tag.Get("erreur")
	if spec == "" {
		return 0
	}
	if k, q, ok := strings.Cut(spec, "÷"); ok { // n = k/q: a count and its share
		nk, ok1 := nombreDe(champDe(v, k))
		nq, ok2 := nombreDe(champDe(v, q))
		p, ok3 := nombreDe(f)
		if !ok1 || !ok2 || !ok3 || nk <= 0 || nq <= 0 {
			return 0
		}
		nb := math.Round(nk / nq)
		return math.Sqrt(max(p*(1-p), 1/nb) / nb)
	}
	if s, n, ok := strings.Cut(spec, "/"); ok {
		sigma, ok1 := nombreDe(champDe(v, s))
		nb, ok2 := nombreDe(champDe(v, n))
		if !ok1 || !ok2 || nb <= 0 {
			return 0
		}
		return sigma / math.Sqrt(nb)
	}
	c := reflect.Indirect(champDe(v, spec))
	if !c.IsValid() {
		return 0
	}
	if iv, ok := c.Interface().(stats.Intervalle); ok {
		return (iv.Haut - iv.Bas) / (2 * 1.96)
	}
	nb, ok1 := nombreDe(c)
	p, ok2 := nombreDe(f)
	if !ok1 || !ok2 || nb <= 0 {
		return 0
	}
	return math.Sqrt(max(p*(1-p), 1/nb) / nb)
}

// champDe is the field of JSON key cle of the struct v (or of a struct it embeds), or the field
// of Go name cle that is not in JSON (json:"-": a count the result keeps for its errors); the
// zero Value when there is none.
func champDe(v reflect.Value, cle string) reflect.Value {
	t := v.Type()
	for i := range t.NumField() {
		sf := t.Field(i)
		if sf.Anonymous && sf.Type.Kind() == reflect.Struct && sf.Tag.Get("json") == "" {
			if c := champDe(v.Field(i), cle); c.IsValid() {
				return c
			}
			continue
		}
		if k, _ := cleJSON(sf); sf.IsExported() && (k == cle || k == "-" && sf.Name == cle) {
			return v.Field(i)
		}
	}
	return reflect.Value{}
}

// nombreDe is the number held by v (following a pointer), ok false for anything else.
func nombreDe(v reflect.Value) (float64, bool) {
	v = reflect.Indirect(v)
	if !v.IsValid() {
		return 0, false
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return float64(v.Int()), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return float64(v.Uint()), true
	case reflect.Float32, reflect.Float64:
		return v.Float(), true
	}
	return 0, false
}
