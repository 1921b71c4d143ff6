package rendu

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/mattn/go-runewidth"
	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"

	"jeux/internal/langue"
)

// Format is one of the output formats of the -F flag.
type Format int

// The output formats.
const (
	Table Format = iota
	Markdown
	CSV
	// CSVFr is CSV for a French spreadsheet (LibreOffice Calc, Excel): see EcrireResultat.
	CSVFr
	JSON
)

// Formats lists the names accepted by LireFormat, in order.
var Formats = []string{"table", "markdown", "csv", "csv-fr", "json"}

// Acceptes are the formats of a command that lists formats: all of them when it lists none,
// and csv-fr wherever csv is, so that every table a program reads a spreadsheet opens too.
func Acceptes(formats ...Format) []Format {
	if len(formats) == 0 {
		return []Format{Table, Markdown, CSV, CSVFr, JSON}
	}
	var l []Format
	for _, f := range formats {
		if f == CSVFr {
			continue
		}
		l = append(l, f)
		if f == CSV {
			l = append(l, CSVFr)
		}
	}
	return l
}

// LireFormat reads a format name of the -F flag.
func LireFormat(s string) (Format, error) {
	for i, name := range Formats {
		if s == name {
			return Format(i), nil
		}
	}
	return 0, fmt.Errorf("format %q inconnu : valeurs acceptées %s", s, strings.Join(Formats, ", "))
}

// String is the format's name.
func (f Format) String() string { return Formats[f] }

// Tableau is one table of results: an optional title, a header and rows of cells.
type Tableau struct {
	Titre  string
	Entete []string
	Lignes [][]string
	// Complet keeps every row for people too: a trace (Flux), asked for whole, is never cut.
	Complet bool
	// Langue is the language of the table's own words (the note of a table cut short).
	Langue langue.Langue
}

// Sortie is everything a command prints: notes and tables for people, one value for JSON.
type Sortie struct {
	Notes    []string // printed before the tables in the table and markdown formats only
	Tableaux []Tableau
	JSON     any // the whole output of -F json: one object or one array
}

// Ecrire writes s to w in format f. In the JSON format only s.JSON is written; in CSV only the
// tables, separated by an empty line (in csv-fr, its cells that are numbers with a decimal
// comma).
func Ecrire(w io.Writer, f Format, s Sortie) error {
	switch f {
	case JSON:
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false) // inequalities such as "x1 < x2" stay readable
		return enc.Encode(s.JSON)
	case CSV, CSVFr:
		fr := f == CSVFr
		if fr {
			if _, err := io.WriteString(w, BOM); err != nil {
				return err
			}
		}
		cw := nouveauCSV(w, fr)
		for i, t := range s.Tableaux {
			if i > 0 {
				cw.Write(nil)
			}
			if t.Titre != "" && len(s.Tableaux) > 1 {
				cw.Write([]string{t.Titre})
			}
			cw.Write(t.Entete)
			for _, l := range t.Lignes {
				if fr {
					l = slices.Clone(l)
					for j, c := range l {
						if _, err := strconv.ParseFloat(c, 64); err == nil {
							l[j] = virgule(c)
						}
					}
				}
				cw.Write(l)
			}
		}
		cw.Flush()
		return cw.Error()
	case Table, Markdown:
		for _, n := range s.Notes {
			if _, err := fmt.Fprintln(w, n); err != nil {
				return err
			}
		}
		for i, t := range s.Tableaux {
			if i > 0 || len(s.Notes) > 0 {
				fmt.Fprintln(w)
			}
			if err := ecrireTableau(w, f, t); err != nil {
				return err
			}
		}
		return nil
	}
	panic("rendu: format inconnu")
}

// MaxLignes is the number of rows a table for people shows: a longer list shows its first
// MaxLignes rows and a line that says how many there are and how to get them all (-F csv and
// -F json are always complete).
const MaxLignes = 50

// MaxColonnes is the width of a terminal a table in the table format fits in: a wider table is
// cut in several, each repeating the first column, and a value too long for a table of two
// columns (a deal, a command line) is written below it, whole, so that it can be copied. A
// trace, written as it is played, is the exception: its columns are fixed by its first rows.
const MaxColonnes = 100

// largeur is the width of t drawn by tablewriter's ASCII style: « | a | b | ».
func largeur(t Tableau, cols []int) int {
	l := 1
	for _, c := range cols {
		l += largeurColonne(t, c) + 3
	}
	return l
}

func largeurColonne(t Tableau, c int) int {
	m := runewidth.StringWidth(t.Entete[c])
	for _, ligne := range t.Lignes {
		if c < len(ligne) {
			m = max(m, runewidth.StringWidth(ligne[c]))
		}
	}
	return m
}

// ajuster fits t within MaxColonnes: the tables to draw, and the lines « grandeur : valeur »
// to write below them (a summary's long values, whole so that they can be copied; a list of two
// columns wraps its long values in their cells instead, and stays one table).
func ajuster(t Tableau) ([]Tableau, []string) {
	n := len(t.Entete)
	tout := make([]int, n)
	for i := range tout {
		tout[i] = i
	}
	if n < 2 || largeur(t, tout) <= MaxColonnes {
		return []Tableau{t}, nil
	}
	// The values too long to stand beside the first column go below the table, each on a line
	// that names its row and its column (a summary's rows are its quantities).
	cle := largeurColonne(t, 0)
	trop := func(v string) bool { return 1+cle+3+runewidth.StringWidth(v)+3 > MaxColonnes }
	nom := func(l []string, c int) string {
		if n == 2 && t.Entete[0] == t.Langue.T("grandeur") {
			return l[0]
		}
		return l[0] + " — " + t.Entete[c]
	}
	var dessous []string
	if n == 2 && t.Entete[0] != t.Langue.T("grandeur") {
		// A list of two columns (a name and its description) stays one table: a value too long
		// is wrapped on several lines of its cell.
		place := MaxColonnes - (1 + cle + 3) - 3
		gardee := t
		gardee.Lignes = nil
		for _, l := range t.Lignes {
			if trop(l[1]) {
				l = []string{l[0], replier(l[1], place)}
			}
			gardee.Lignes = append(gardee.Lignes, l)
		}
		return []Tableau{gardee}, nil
	}
	if n == 2 {
		gardee := t
		gardee.Lignes = nil
		for _, l := range t.Lignes {
			if trop(l[1]) {
				dessous = append(dessous, t.Langue.Sprintf("%s : %s", nom(l, 1), l[1]))
				continue
			}
			gardee.Lignes = append(gardee.Lignes, l)
		}
		return []Tableau{gardee}, dessous
	}
	var restent []int
	for c := 1; c < n; c++ {
		if trop(t.Entete[c]) || slices.ContainsFunc(t.Lignes, func(l []string) bool { return c < len(l) && trop(l[c]) }) {
			for _, l := range t.Lignes {
				dessous = append(dessous, t.Langue.Sprintf("%s : %s", nom(l, c), l[c]))
			}
			continue
		}
		restent = append(restent, c)
	}
	// A list: its columns cut in groups, each after the first column.
	var morceaux []Tableau
	groupe := []int{0}
	fermer := func() {
		m := Tableau{Complet: t.Complet, Langue: t.Langue}
		if len(morceaux) == 0 {
			m.Titre = t.Titre
		}
		for _, c := range groupe {
			m.Entete = append(m.Entete, t.Entete[c])
		}
		for _, l := range t.Lignes {
			var r []string
			for _, c := range groupe {
				r = append(r, l[c])
			}
			m.Lignes = append(m.Lignes, r)
		}
		morceaux = append(morceaux, m)
		groupe = []int{0}
	}
	for _, c := range restent {
		if len(groupe) > 1 && largeur(t, append(slices.Clone(groupe), c)) > MaxColonnes {
			fermer()
		}
		groupe = append(groupe, c)
	}
	if len(groupe) > 1 || len(morceaux) == 0 {
		fermer()
	}
	return morceaux, dessous
}

// replier cuts the text s at its spaces in lines of at most largeur columns (a word longer than
// that on a line of its own), joined by line breaks.
func replier(s string, largeur int) string {
	// French puts a space before « : » and « ; »: the sign stays with the word before it.
	var mots []string
	for _, m := range strings.Fields(s) {
		if len(mots) > 0 && strings.Contains(":;!?»", m) {
			mots[len(mots)-1] += " " + m
			continue
		}
		mots = append(mots, m)
	}
	var lignes []string
	ligne := ""
	for _, mot := range mots {
		switch {
		case ligne == "":
			ligne = mot
		case runewidth.StringWidth(ligne)+1+runewidth.StringWidth(mot) <= largeur:
			ligne += " " + mot
		default:
			lignes = append(lignes, ligne)
			ligne = mot
		}
	}
	return strings.Join(append(lignes, ligne), "\n")
}

func ecrireTableau(w io.Writer, f Format, t Tableau) error {
	// A trace (Complet) is streamed, and drawn alike whatever its length: its columns are kept.
	if f == Table && !t.Complet {
		morceaux, dessous := ajuster(t)
		if len(morceaux) > 1 || len(dessous) > 0 {
			for i, m := range morceaux {
				if i > 0 {
					fmt.Fprintln(w)
				}
				if err := ecrireTableauCoupe(w, f, m); err != nil {
					return err
				}
			}
			for _, l := range dessous {
				if _, err := fmt.Fprintln(w, l); err != nil {
					return err
				}
			}
			return nil
		}
		t = morceaux[0] // a list's long values wrapped
	}
	return ecrireTableauCoupe(w, f, t)
}

// ecrireTableauCoupe writes t, cut to MaxLignes rows unless it is Complet.
func ecrireTableauCoupe(w io.Writer, f Format, t Tableau) error {
	var suite string
	if n := len(t.Lignes); n > MaxLignes && !t.Complet {
		t.Lignes = t.Lignes[:MaxLignes]
		suite = t.Langue.Sprintf("… %d lignes en tout, les %d premières montrées : « -F csv » ou « -F json » les donnent toutes.", n, MaxLignes)
	}
	if err := ecrireTableauEntier(w, f, t); err != nil {
		return err
	}
	if suite != "" {
		if f == Markdown {
			suite = "\n" + suite
		}
		_, err := fmt.Fprintln(w, suite)
		return err
	}
	return nil
}

// ecrireTableauEntier writes every row of t: a trace (Flux), which the user asked for whole,
// is written this way, a block of rows at a time.
func ecrireTableauEntier(w io.Writer, f Format, t Tableau) error {
	if t.Titre != "" {
		titre := t.Titre
		if f == Markdown {
			titre = "### " + titre + "\n"
		}
		if _, err := fmt.Fprintln(w, titre); err != nil {
			return err
		}
	}
	opts := []tablewriter.Option{
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignCenter),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{Global: tw.AlignRight, PerColumn: alignements(t)}),
	}
	if f == Markdown {
		opts = append(opts, tablewriter.WithRenderer(renderer.NewMarkdown()))
	} else {
		opts = append(opts, tablewriter.WithRenderer(renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleASCII)})))
	}
	table := tablewriter.NewTable(w, opts...)
	table.Header(toAny(t.Entete)...)
	for _, l := range t.Lignes {
		if f == Markdown {
			l = echapperMarkdown(l)
		}
		if err := table.Append(toAny(l)...); err != nil {
			return err
		}
	}
	return table.Render()
}

// alignements puts numbers on the right, so that their digits line up, and text on the left.
func alignements(t Tableau) []tw.Align {
	var a []tw.Align
	for j := range t.Entete {
		al := tw.AlignRight
		for _, l := range t.Lignes {
			if j < len(l) && !chiffre(l[j]) {
				al = tw.AlignLeft
				break
			}
		}
		a = append(a, al)
	}
	return a
}

// chiffre reports whether a cell shows a figure: a number, a share, an interval, or a dash.
func chiffre(s string) bool {
	s = strings.TrimSuffix(strings.TrimSpace(s), " %")
	if s == "" || s == "—" {
		return true
	}
	if strings.HasPrefix(s, "[") {
		return true
	}
	if a, b, ok := strings.Cut(s, "/"); ok { // an exact fraction
		_, err1 := strconv.ParseInt(a, 10, 64)
		_, err2 := strconv.ParseInt(b, 10, 64)
		return err1 == nil && err2 == nil
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

// echapperMarkdown keeps a cell's | from starting a new column.
func echapperMarkdown(l []string) []string {
	e := make([]string, len(l))
	for i, c := range l {
		e[i] = strings.ReplaceAll(c, "|", `\|`)
	}
	return e
}

func toAny(cells []string) []any {
	out := make([]any, len(cells))
	for i, c := range cells {
		out[i] = c
	}
	return out
}

// Nombre writes x with the given number of decimals and a decimal point.
func Nombre(x float64, decimales int) string {
	return strconv.FormatFloat(x, 'f', decimales, 64)
}
