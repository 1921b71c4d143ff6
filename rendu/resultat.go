package rendu

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"jeux/internal/langue"
	"jeux/stats"
)

// A result is a plain Go value with json tags; every format is derived from it:
//   - JSON: the value itself, with the parameters as its first key "parametres";
//   - CSV: the parameters as leading "# key: value" lines, then one table after another, each
//     with one header row of JSON keys and raw numbers (a share is 0.5886, an interval two
//     columns key_bas and key_haut);
//   - table and markdown: the parameters and the notes, then the same tables for people
//     (58.86 %, [57.89 ; 59.82]).
//
// The tables are read off the value's fields: its scalar fields make the first table, one row
// per figure; a nested struct makes a table of its own; a slice of structs a table with one row
// per element; a slice of scalars a one-column table; a slice of slices of numbers a matrix.
// Field tags:
//
//	titre:"…"      the column or row heading for people (default: the JSON key)
//	rendu:"-"      in JSON only (a raw histogram, a long list already shown grouped)
//	rendu:"part"   a share, shown as a percentage in tables
//	rendu:"note"   a string shown as a line of text before the tables, not as a figure
//	rendu:"complet" a list shown whole in tables too (a trace); others stop at MaxLignes rows
//	decimales:"N"  the decimals of a float in tables (default 4)
//	chiffres:"N"   a float in tables with N significant digits (a p-value: 3.2e-07)
//	etiquettes:"k" a matrix's rows and columns are named by the strings of the field of JSON key k
//	unite:"…"      the unit of a figure, added to its csv-fr header: « médiane (plis) » (the
//	               tables for people keep their headings: their title or their heading says it)
//	erreur:"…"     a figure estimated from a sample, rounded in csv-fr by its standard error
//	               (see csvfr.go): "n" a share over the n draws of the field of JSON key n,
//	               "s/n" the mean of n draws of standard deviation s, "k÷q" a share over
//	               the n = k/q draws of a count k and its share q, "i" the half width of
//	               the confidence interval at 95 % of key i over 1.96 (a key may be the Go
//	               name of a field json:"-", a count kept for this)
//
// A value may also implement Titre() string, the heading of its first table. Its last field may
// be a flux.Flux, a list written as it is produced (see package flux).

// Texte is a result whose only rendering is text of its own (a DOT graph, a transcript): it is
// written as it is in the table format, and the other formats are refused by the command.
type Texte interface {
	EcrireTexte(w io.Writer) error
}

// TexteEn is a Texte that can also be written in another language than French: EcrireResultat
// calls it with the language of its context (langue.De).
type TexteEn interface {
	EcrireTexteEn(w io.Writer, l langue.Langue) error
}

// Ligne is a result of one line of text, written alone for a script to read, as in
// cd "$(jeux cache chemin)".
type Ligne string

// EcrireTexte writes the line and its end.
func (l Ligne) EcrireTexte(w io.Writer) error {
	_, err := io.WriteString(w, string(l)+"\n")
	return err
}

// Titre is implemented by results whose first table has a heading.
type titre interface{ Titre() string }

// EcrireResultat writes the result r, obtained with the parameters p, to w in format f. A result
// without a flux.Flux is written in one call to w.Write, after it is rendered whole; a stream is written
// as it is produced (ctx is its producer's), and the error of its producer or of w stops it.
func EcrireResultat(ctx context.Context, w io.Writer, f Format, p Parametres, r any) error {
	if t, ok := r.(Texte); ok {
		if f != Table {
			panic("rendu: un résultat texte ne s'écrit qu'en table")
		}
		if en, ok := r.(TexteEn); ok {
			return en.EcrireTexteEn(w, langue.De(ctx))
		}
		return t.EcrireTexte(w)
	}
	s := fluxDe(r)
	switch f {
	case JSON:
		return ecrireJSONResultat(ctx, w, p, r, s)
	case CSV, CSVFr:
		return ecrireCSV(ctx, w, p, r, s, f == CSVFr)
	default:
		return ecrireTables(ctx, w, f, p, r, s)
	}
}

func ecrireJSONResultat(ctx context.Context, w io.Writer, p Parametres, r any, s *champFlux) error {
	var corps bytes.Buffer
	enc := json.NewEncoder(&corps)
	enc.SetEscapeHTML(false) // inequalities such as "x1 < x2" stay readable
	if err := enc.Encode(r); err != nil {
		return fmt.Errorf("écriture JSON : %w", err)
	}
	reste := bytes.TrimSpace(corps.Bytes())
	if s != nil {
		// The stream, the last field, is encoded as null: its key is taken out, and written
		// again by ecrireJSONFlux before the elements.
		var nul bytes.Buffer
		ecrireJSON(&nul, s.cle)
		nul.WriteString(":null}")
		if bytes.HasSuffix(reste, nul.Bytes()) {
			reste = append(bytes.TrimSuffix(reste[:len(reste)-nul.Len()], []byte(",")), '}')
		}
	}
	params, _ := p.MarshalJSON()
	var tout bytes.Buffer
	tout.WriteString(`{"parametres":`)
	tout.Write(params)
	if len(reste) > 2 && reste[0] == '{' {
		tout.WriteByte(',')
		tout.Write(reste[1:])
	} else if reste[0] == '{' {
		tout.WriteByte('}')
	} else {
		tout.WriteString(`,"resultat":`)
		tout.Write(reste)
		tout.WriteByte('}')
	}
	var indente bytes.Buffer
	if err := json.Indent(&indente, tout.Bytes(), "", "  "); err != nil {
		panic("rendu: JSON mal formé : " + err.Error())
	}
	indente.WriteByte('\n')
	if s != nil {
		return ecrireJSONFlux(ctx, w, indente.Bytes(), s)
	}
	_, err := w.Write(indente.Bytes())
	return err
}

// table is one table read off a result: headings for people, keys for CSV, and the cells of
// each row in both forms (an interval is one cell for people, two in CSV).
type table struct {
	titre    string
	vertical bool // one row per figure: heading | value
	complet  bool // every row for people too (a trace, rendu:"complet")
	titres   []string
	cles     []string
	unites   []string // csv-fr's units, beside titres ("" for none)
	lignes   [][]cellule
}

type cellule struct {
	texte   string   // for people
	brut    []string // for CSV: one value, or two for an interval
	nombre  bool     // brut holds numbers: csv-fr writes them with a decimal comma
	logique bool     // brut is true or false: VRAI or FAUX in csv-fr
	part    bool     // a share (rendu:"part"): a percentage in csv-fr
	erreur  float64  // the standard error of an estimate (erreur:"…"), 0 when there is none
	arrondi *int     // the decimals of csv-fr when set (a column's), else decimalesFr's
}

var typeIntervalle = reflect.TypeOf(stats.Intervalle{})

// lire reads the tables and notes of the value v (a struct, after following pointers).
func lire(v reflect.Value, titreTable string) (tables []table, notes []string) {
	v = reflect.Indirect(v)
	if v.Kind() != reflect.Struct {
		panic("rendu: un résultat est une structure, pas " + v.Type().String())
	}
	resume := table{titre: titreTable, vertical: true}
	var suite []table
	lireChamps(v, &resume, &suite, &notes)
	if len(resume.lignes) > 0 {
		tables = append(tables, resume)
	}
	return append(tables, suite...), notes
}

// lireChamps reads the fields of the struct v: its figures into resume, its tables into suite.
// An embedded struct's fields are read as the struct's own, as encoding/json does.
func lireChamps(v reflect.Value, resume *table, suite *[]table, notes *[]string) {
	t := v.Type()
	for i := range t.NumField() {
		sf := t.Field(i)
		if sf.Anonymous && sf.Type.Kind() == reflect.Struct && sf.Tag.Get("json") == "" {
			lireChamps(v.Field(i), resume, suite, notes)
			continue
		}
		if !sf.IsExported() {
			continue
		}
		cle, omettreVide := cleJSON(sf)
		if cle == "-" || sf.Tag.Get("rendu") == "-" {
			continue
		}
		fv := v.Field(i)
		if sf.Type.Kind() == reflect.Struct && sf.Type.Implements(typeFlux) {
			continue // written after the tables (fluxDe)
		}
		if omettreVide && fv.IsZero() {
			continue
		}
		titreChamp := sf.Tag.Get("titre")
		if titreChamp == "" {
			titreChamp = cle
		}
		if sf.Tag.Get("rendu") == "note" {
			if s := fv.String(); s != "" {
				*notes = append(*notes, s)
			}
			continue
		}
		if c, ok := lireCellule(fv, sf.Tag); ok {
			c.erreur = erreurDe(v, fv, sf.Tag)
			resume.titres = append(resume.titres, titreChamp)
			resume.cles = append(resume.cles, cle)
			resume.unites = append(resume.unites, sf.Tag.Get("unite"))
			resume.lignes = append(resume.lignes, []cellule{c})
			continue
		}
		fv = reflect.Indirect(fv)
		if !fv.IsValid() {
			continue
		}
		switch fv.Kind() {
		case reflect.Struct:
			sous, n := lire(fv, titreChamp)
			*suite = append(*suite, sous...)
			*notes = append(*notes, n...)
		case reflect.Slice, reflect.Array:
			if fv.Len() == 0 {
				continue
			}
			t := lireListe(fv, titreChamp, cle, sf.Tag)
			t.complet = sf.Tag.Get("rendu") == "complet"
			if k := sf.Tag.Get("etiquettes"); k != "" {
				t.etiqueter(champJSON(v, k))
			}
			*suite = append(*suite, t)
		default:
			panic("rendu: champ " + sf.Name + " d'un type non prévu : " + fv.Type().String())
		}
	}
}

// champJSON is the field of the struct v whose JSON key is cle, as a list of strings.
func champJSON(v reflect.Value, cle string) []string {
	for i := range v.NumField() {
		if k, _ := cleJSON(v.Type().Field(i)); k == cle {
			if l, ok := v.Field(i).Interface().([]string); ok {
				return l
			}
		}
	}
	panic("rendu: étiquettes introuvables : " + cle)
}

// etiqueter names a matrix's rows and columns.
func (t *table) etiqueter(noms []string) {
	for j := 1; j < len(t.titres) && j <= len(noms); j++ {
		t.titres[j] = noms[j-1]
	}
	for i := range t.lignes {
		if i < len(noms) {
			t.lignes[i][0] = cellule{texte: noms[i], brut: []string{noms[i]}}
		}
	}
}

func cleJSON(sf reflect.StructField) (string, bool) {
	tag := sf.Tag.Get("json")
	nom, opts, _ := strings.Cut(tag, ",")
	if nom == "" {
		nom = sf.Name
	}
	return nom, strings.Contains(opts, "omitempty")
}

// lireListe reads a slice as a table: one row per element.
func lireListe(v reflect.Value, titreTable, cle string, tag reflect.StructTag) table {
	t := table{titre: titreTable}
	elem := v.Type().Elem()
	for elem.Kind() == reflect.Pointer {
		elem = elem.Elem()
	}
	switch {
	case elem.Kind() == reflect.Struct && elem != typeIntervalle:
		t.titres, t.cles, t.unites = colonnes(elem)
		for i := range v.Len() {
			t.lignes = append(t.lignes, ligneStruct(reflect.Indirect(v.Index(i))))
		}
	case elem.Kind() == reflect.Slice || elem.Kind() == reflect.Array:
		// A matrix: row i, then its columns numbered from 1.
		largeur := 0
		for i := range v.Len() {
			largeur = max(largeur, v.Index(i).Len())
		}
		t.titres, t.cles = []string{""}, []string{"ligne"}
		for j := range largeur {
			t.titres = append(t.titres, strconv.Itoa(j+1))
			t.cles = append(t.cles, "c"+strconv.Itoa(j+1))
		}
		for i := range v.Len() {
			ligne := []cellule{{texte: strconv.Itoa(i + 1), brut: []string{strconv.Itoa(i + 1)}}}
			for j := range largeur {
				c := cellule{brut: []string{""}}
				if j < v.Index(i).Len() {
					c, _ = lireCellule(v.Index(i).Index(j), tag)
				}
				ligne = append(ligne, c)
			}
			t.lignes = append(t.lignes, ligne)
		}
	default:
		t.titres, t.cles, t.unites = []string{titreTable}, []string{cle}, []string{tag.Get("unite")}
		for i := range v.Len() {
			c, ok := lireCellule(v.Index(i), tag)
			if !ok {
				panic("rendu: liste d'un type non prévu : " + v.Type().String())
			}
			t.lignes = append(t.lignes, []cellule{c})
		}
	}
	return t
}

// colonnes gives the headings and keys of a table whose rows are structs of type elem.
func colonnes(elem reflect.Type) (titres, cles, unites []string) {
	for i := range elem.NumField() {
		sf := elem.Field(i)
		k, _ := cleJSON(sf)
		if !sf.IsExported() || k == "-" || sf.Tag.Get("rendu") == "-" {
			continue
		}
		titreChamp := sf.Tag.Get("titre")
		if titreChamp == "" {
			titreChamp = k
		}
		titres = append(titres, titreChamp)
		cles = append(cles, k)
		unites = append(unites, sf.Tag.Get("unite"))
	}
	return titres, cles, unites
}

// ligneStruct reads the struct e as a row of the table of colonnes(e.Type()).
func ligneStruct(e reflect.Value) []cellule {
	var ligne []cellule
	for j := range e.NumField() {
		sf := e.Type().Field(j)
		k, _ := cleJSON(sf)
		if !sf.IsExported() || k == "-" || sf.Tag.Get("rendu") == "-" {
			continue
		}
		c, ok := lireCellule(e.Field(j), sf.Tag)
		if !ok {
			c = cellule{texte: fmt.Sprint(e.Field(j).Interface()), brut: []string{fmt.Sprint(e.Field(j).Interface())}}
		}
		c.erreur = erreurDe(e, e.Field(j), sf.Tag)
		ligne = append(ligne, c)
	}
	return ligne
}

// textes are the cells of a row for people, ligneBrute for CSV.
func textes(l []cellule) []string {
	t := make([]string, len(l))
	for i, c := range l {
		t[i] = c.texte
	}
	return t
}

func ligneBrute(l []cellule, fr bool) []string {
	var b []string
	for _, c := range l {
		switch {
		case fr && c.nombre:
			d := c.decimalesFr()
			if c.arrondi != nil {
				d = *c.arrondi
			}
			for _, v := range c.brut {
				b = append(b, nombreFr(v, c.part, d))
			}
			continue
		case fr && c.logique:
			b = append(b, vraiFaux(c.brut[0] == "true"))
			continue
		}
		b = append(b, c.brut...)
	}
	return b
}

// lireCellule reads one figure: a number, a string, a boolean or an interval; ok is false for
// anything else (a struct, a slice).
func lireCellule(v reflect.Value, tag reflect.StructTag) (cellule, bool) {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			e := v.Type().Elem()
			switch {
			case e == typeIntervalle:
				return cellule{texte: "—", brut: []string{"", ""}}, true
			case e.Kind() == reflect.Struct:
				return cellule{}, false
			}
			return cellule{texte: "—", brut: []string{""}}, true
		}
		v = v.Elem()
	}
	part := tag.Get("rendu") == "part"
	decimales := 4
	if d, err := strconv.Atoi(tag.Get("decimales")); err == nil {
		decimales = d
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		s := strconv.FormatInt(v.Int(), 10)
		return cellule{texte: s, brut: []string{s}}, true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		s := strconv.FormatUint(v.Uint(), 10)
		return cellule{texte: s, brut: []string{s}}, true
	case reflect.Float32, reflect.Float64:
		x := v.Float()
		texte := nombrePourLire(x, decimales, part)
		if c, err := strconv.Atoi(tag.Get("chiffres")); err == nil && !math.IsNaN(x) {
			texte = strconv.FormatFloat(x, 'g', c, 64)
		}
		return cellule{texte: texte, brut: []string{nombreBrut(x)}, nombre: true, part: part}, true
	case reflect.String:
		return cellule{texte: v.String(), brut: []string{v.String()}}, true
	case reflect.Bool:
		texte := "non"
		if v.Bool() {
			texte = "oui"
		}
		return cellule{texte: texte, brut: []string{strconv.FormatBool(v.Bool())}, logique: true}, true
	case reflect.Struct:
		if v.Type() != typeIntervalle {
			return cellule{}, false
		}
		iv := v.Interface().(stats.Intervalle)
		return cellule{
			texte:  "[" + nombrePourLire(iv.Bas, decimales, part) + " ; " + nombrePourLire(iv.Haut, decimales, part) + "]",
			brut:   []string{nombreBrut(iv.Bas), nombreBrut(iv.Haut)},
			nombre: true,
			part:   part,
		}, true
	}
	return cellule{}, false
}

func nombrePourLire(x float64, decimales int, part bool) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "—"
	}
	if part {
		return Nombre(100*x, max(0, decimales-2)) + " %"
	}
	return Nombre(x, decimales)
}

func nombreBrut(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return ""
	}
	if x != 0 && math.Abs(x) < 1e-6 {
		return strconv.FormatFloat(x, 'g', -1, 64) // 2.2e-19 rather than twenty zeros
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

func tablesDe(r any) ([]table, []string) {
	titreTable := ""
	if t, ok := r.(titre); ok {
		titreTable = t.Titre()
	}
	return lire(reflect.ValueOf(r), titreTable)
}

func ecrireCSV(ctx context.Context, w io.Writer, p Parametres, r any, s *champFlux, fr bool) error {
	tables, _ := tablesDe(r)
	if s != nil {
		return ecrireCSVFlux(ctx, w, p, tables, s, fr)
	}
	var b bytes.Buffer
	if err := ecrireTablesCSV(&b, p, tables, fr); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// ecrireTablesCSV writes the parameters' comments and the tables; in csv-fr (fr), the byte order
// mark, the parameters' table and the tables (see csvfr.go).
func ecrireTablesCSV(b *bytes.Buffer, p Parametres, tables []table, fr bool) error {
	cw := nouveauCSV(b, fr)
	if fr {
		b.WriteString(BOM)
		if l := p.tableFr(); l != nil {
			cw.WriteAll(l)
			if len(tables) > 0 {
				b.WriteByte('\n')
			}
		}
	} else {
		for _, l := range p.commentaires() {
			b.WriteString(uneLigne(l))
			b.WriteByte('\n')
		}
	}
	for i, t := range tables {
		if i > 0 {
			cw.Flush()
			b.WriteByte('\n')
		}
		if t.titre != "" && len(tables) > 1 {
			if fr {
				cw.Write([]string{uneLigne(t.titre)})
			} else {
				cw.Flush()
				b.WriteString(uneLigne("# " + t.titre))
				b.WriteByte('\n')
			}
		}
		entete, lignes := t.csv(fr)
		cw.Write(entete)
		cw.WriteAll(lignes)
	}
	cw.Flush()
	return cw.Error()
}

// csv gives the table's header and its raw rows; a vertical table becomes one row. The header
// is of JSON keys in csv, of headings for people in csv-fr (enteteFr).
func (t table) csv(fr bool) ([]string, [][]string) {
	var entete []string
	developper := func(i int, c cellule) {
		if fr {
			unite := ""
			if i < len(t.unites) {
				unite = t.unites[i]
			}
			entete = append(entete, enteteFr(t.titres[i], t.cles[i], unite, c)...)
			return
		}
		cle := t.cles[i]
		if len(c.brut) == 2 {
			entete = append(entete, cle+"_bas", cle+"_haut")
		} else {
			entete = append(entete, cle)
		}
	}
	if t.vertical {
		var ligne []string
		for i, l := range t.lignes {
			developper(i, l[0])
			ligne = append(ligne, ligneBrute(l[:1], fr)...)
		}
		return entete, [][]string{ligne}
	}
	if len(t.lignes) == 0 {
		if fr {
			for j := range t.cles {
				developper(j, cellule{brut: []string{""}})
			}
			return entete, nil
		}
		return t.cles, nil
	}
	for j, c := range t.lignes[0] {
		for _, l := range t.lignes { // a matrix's empty cell (its diagonal) is not a share
			if fr && j < len(l) && l[j].part {
				c.part = true
			}
		}
		developper(j, c)
	}
	if fr {
		t.arrondirColonnes()
	}
	var lignes [][]string
	for _, l := range t.lignes {
		lignes = append(lignes, ligneBrute(l, fr))
	}
	return entete, lignes
}

// arrondirColonnes gives the estimates of each column of a list the same decimals in csv-fr, the
// most that one of them needs, so that a column reads evenly; a share of 0 or 1 (none, or every
// game), whose error is lopsided, takes the others'.
func (t table) arrondirColonnes() {
	if len(t.lignes) == 0 {
		return
	}
	extreme := func(c cellule) bool {
		return c.part && slices.ContainsFunc(c.brut, func(v string) bool {
			x, err := strconv.ParseFloat(v, 64)
			return err == nil && (x < 1e-9 || x > 1-1e-9)
		})
	}
	for j := range t.lignes[0] {
		d := -1
		for _, l := range t.lignes {
			if j < len(l) && !extreme(l[j]) {
				if dc := l[j].decimalesFr(); dc >= 0 {
					d = max(d, dc)
				}
			}
		}
		if d < 0 {
			continue
		}
		for _, l := range t.lignes {
			if j < len(l) && l[j].decimalesFr() >= 0 {
				l[j].arrondi = &d
			}
		}
	}
}

func ecrireTables(ctx context.Context, w io.Writer, f Format, p Parametres, r any, fl *champFlux) error {
	tables, notes := tablesDe(r)
	l := langue.De(ctx)
	var s Sortie
	s.Notes = p.notesEn(l)
	for _, n := range notes {
		s.Notes = append(s.Notes, l.T(n))
	}
	for _, t := range tables {
		s.Tableaux = append(s.Tableaux, t.tableau(l))
	}
	if fl != nil {
		return ecrireTablesFlux(ctx, w, f, s, fl)
	}
	var b bytes.Buffer
	if err := Ecrire(&b, f, s); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// tableau is the table for people.
// tableau is the table for people in the language la: its title, headings and row names
// translated, and those of its cells that are words of the catalog.
func (t table) tableau(la langue.Langue) Tableau {
	tb := Tableau{Titre: la.T(t.titre), Complet: t.complet, Langue: la}
	if t.vertical {
		tb.Entete = []string{la.T("grandeur"), la.T("valeur")}
		for i, l := range t.lignes {
			tb.Lignes = append(tb.Lignes, []string{la.T(t.titres[i]), celluleEnLangue(la, l[0].texte)})
		}
		return tb
	}
	for _, s := range t.titres {
		if strings.IndexFunc(s, unicode.IsLetter) < 0 {
			tb.Entete = append(tb.Entete, s) // a number (a matrix's column): nothing to translate
			continue
		}
		tb.Entete = append(tb.Entete, la.T(s))
	}
	for _, l := range t.lignes {
		cellules := textes(l)
		if la != langue.Francais {
			for j, c := range cellules {
				cellules[j] = celluleEn(la, c)
			}
		}
		tb.Lignes = append(tb.Lignes, cellules)
	}
	return tb
}

// celluleEnLangue is a cell in the language la: as it is in French.
func celluleEnLangue(la langue.Langue, c string) string {
	if la == langue.Francais {
		return c
	}
	return celluleEn(la, c)
}

// celluleEn is a cell of a table for people in a language other than French: a word of the
// catalog (oui, non, a name) translated, an interval written [a, b] and a percentage 58.86%,
// as English writes them.
func celluleEn(la langue.Langue, c string) string {
	if strings.HasPrefix(c, "[") && strings.HasSuffix(c, "]") && strings.Count(c, " ; ") == 1 {
		return strings.Replace(c, " ; ", ", ", 1)
	}
	if n, ok := strings.CutSuffix(c, " %"); ok {
		if _, err := strconv.ParseFloat(n, 64); err == nil {
			return n + "%"
		}
	}
	return la.Si(c)
}

// uneLigne keeps a comment on one line whatever it echoes.
func uneLigne(s string) string {
	if !strings.ContainsAny(s, "\n\r") {
		return s
	}
	q := strconv.Quote(s)
	return q[1 : len(q)-1]
}
