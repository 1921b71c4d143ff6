package rendu

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/olekukonko/tablewriter/pkg/twwidth"
	"github.com/olekukonko/tablewriter/tw"

	"jeux/flux"
	"jeux/internal/langue"
)

// A result's stream (flux.Flux) is written as it is produced: see EcrireResultat. It must be the
// last field of the result itself, its elements structs; EcrireResultat panics otherwise.

var typeFlux = reflect.TypeFor[flux.Quelconque]()

// tamponTable is the number of rows of a stream read before a table is drawn: a stream that
// ends within it is drawn exactly as a slice would be; a longer one gets the column widths of
// these rows (a wider cell further down only widens its own line).
const tamponTable = 1000

// champFlux is a result's stream: its JSON key, its heading and the stream.
type champFlux struct {
	cle, titre string
	f          flux.Quelconque
}

// fluxDe finds the stream of the result r, nil when it has none. A stream anywhere but as the
// last field of the result itself is a programming error.
func fluxDe(r any) *champFlux {
	v := reflect.Indirect(reflect.ValueOf(r))
	if !v.IsValid() {
		return nil
	}
	if v.Kind() != reflect.Struct {
		verifierSansFlux(v.Type(), v.Type().String(), map[reflect.Type]bool{})
		return nil
	}
	t := v.Type()
	var c *champFlux
	for i := range t.NumField() {
		sf := t.Field(i)
		if !sf.Type.Implements(typeFlux) || sf.Type.Kind() != reflect.Struct {
			verifierSansFlux(sf.Type, t.Name()+"."+sf.Name, map[reflect.Type]bool{})
			continue
		}
		if i != t.NumField()-1 || !sf.IsExported() {
			panic("rendu: le flux " + t.Name() + "." + sf.Name + " doit être le dernier champ, exporté, du résultat")
		}
		f := v.Field(i).Interface().(flux.Quelconque)
		if e := f.TypeElement(); e.Kind() != reflect.Struct || e == typeIntervalle {
			panic("rendu: les éléments du flux " + t.Name() + "." + sf.Name + " sont des structures, pas " + e.String())
		}
		cle, _ := cleJSON(sf)
		titre := sf.Tag.Get("titre")
		if titre == "" {
			titre = cle
		}
		c = &champFlux{cle, titre, f}
	}
	return c
}

// verifierSansFlux panics if the type t, the type of the field nom, holds a stream.
func verifierSansFlux(t reflect.Type, nom string, vus map[reflect.Type]bool) {
	if vus[t] {
		return
	}
	vus[t] = true
	if t.Implements(typeFlux) {
		panic("rendu: le flux " + nom + " doit être le dernier champ du résultat lui-même")
	}
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		verifierSansFlux(t.Elem(), nom, vus)
	case reflect.Struct:
		for i := range t.NumField() {
			verifierSansFlux(t.Field(i).Type, nom+"."+t.Field(i).Name, vus)
		}
	}
}

// consommer produces the stream s, keeping its first n elements. debut is called once, with
// them, when the stream ends (fini) or the element after them arrives; suite is then called with
// every later element. The first write error stops the producer and is returned.
func consommer(ctx context.Context, s flux.Quelconque, n int, debut func(tampon []reflect.Value, fini bool) error, suite func(reflect.Value) error) error {
	var tampon []reflect.Value
	commence := false
	var errEcriture error
	err := s.ParcourirValeurs(ctx, func(e reflect.Value) bool {
		if !commence {
			if len(tampon) < n {
				tampon = append(tampon, e)
				return true
			}
			commence = true
			if errEcriture = debut(tampon, false); errEcriture != nil {
				return false
			}
			tampon = nil
		}
		errEcriture = suite(e)
		return errEcriture == nil
	})
	switch {
	case errEcriture != nil:
		return errEcriture
	case err != nil:
		return err
	case !commence:
		return debut(tampon, true)
	}
	return nil
}

// tailleEcriture is the buffer of a streamed output: one write per 64 KiB or so, of whole lines.
const tailleEcriture = 64 << 10

// parLignes is the buffer of a streamed output: it passes on whole lines only, so that a stream
// interrupted (Ctrl-C) or cut by a write error ends on a whole row, never in the middle of one.
// Its first write error stops every later write and is returned by each.
type parLignes struct {
	w   io.Writer
	buf []byte
	err error
}

func nouveauParLignes(w io.Writer) *parLignes {
	return &parLignes{w: w, buf: make([]byte, 0, tailleEcriture+4096)}
}

func (b *parLignes) Write(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	b.buf = append(b.buf, p...)
	if len(b.buf) >= tailleEcriture {
		b.lignesFinies()
	}
	return len(p), b.err
}

func (b *parLignes) WriteString(s string) (int, error) { return b.Write([]byte(s)) }

func (b *parLignes) WriteByte(c byte) error {
	_, err := b.Write([]byte{c})
	return err
}

// lignesFinies writes the whole lines buffered, keeping the last one unfinished.
func (b *parLignes) lignesFinies() error {
	if i := bytes.LastIndexByte(b.buf, '\n'); i >= 0 && b.err == nil {
		_, b.err = b.w.Write(b.buf[:i+1])
		b.buf = b.buf[:copy(b.buf, b.buf[i+1:])]
	}
	return b.err
}

// Flush writes everything buffered, at the end of the output.
func (b *parLignes) Flush() error {
	if b.err == nil && len(b.buf) > 0 {
		_, b.err = b.w.Write(b.buf)
		b.buf = b.buf[:0]
	}
	return b.err
}

// ecrireJSONFlux writes the JSON object tete (indented, ending with "\n}\n") with the stream as
// its last key, one element at a time, each indented as json.Indent would indent it in place.
func ecrireJSONFlux(ctx context.Context, w io.Writer, tete []byte, s *champFlux) error {
	bw := nouveauParLignes(w)
	var compact, indente bytes.Buffer
	enc := json.NewEncoder(&compact)
	enc.SetEscapeHTML(false)
	element := func(e reflect.Value) error {
		compact.Reset()
		indente.Reset()
		if err := enc.Encode(e.Interface()); err != nil {
			return fmt.Errorf("écriture JSON : %w", err)
		}
		if err := json.Indent(&indente, bytes.TrimSpace(compact.Bytes()), "    ", "  "); err != nil {
			panic("rendu: JSON mal formé : " + err.Error())
		}
		bw.WriteString("    ")
		_, err := bw.Write(indente.Bytes())
		return err
	}
	commence := false
	err := consommer(ctx, s.f, 1, func(tampon []reflect.Value, fini bool) error {
		if len(tampon) == 0 {
			_, err := bw.Write(tete)
			return err
		}
		commence = true
		var cle bytes.Buffer
		ecrireJSON(&cle, s.cle)
		bw.Write(bytes.TrimSuffix(tete, []byte("\n}\n")))
		bw.WriteString(",\n  ")
		bw.Write(cle.Bytes())
		bw.WriteString(": [\n")
		return element(tampon[0])
	}, func(e reflect.Value) error {
		bw.WriteString(",\n")
		return element(e)
	})
	if err != nil {
		bw.lignesFinies()
		return err
	}
	if commence {
		bw.WriteString("\n  ]\n}\n")
	}
	return bw.Flush()
}

// ecrireCSVFlux writes the tables, then the stream as one more table, its rows as they come.
func ecrireCSVFlux(ctx context.Context, w io.Writer, p Parametres, tables []table, s *champFlux, fr bool) error {
	bw := nouveauParLignes(w)
	var cw *csv.Writer
	err := consommer(ctx, s.f, 1, func(tampon []reflect.Value, fini bool) error {
		if len(tampon) > 0 {
			tables = append(tables, s.table(tampon))
			cw = nouveauCSV(bw, fr)
		}
		var b bytes.Buffer
		if err := ecrireTablesCSV(&b, p, tables, fr); err != nil {
			return err
		}
		_, err := bw.Write(b.Bytes())
		return err
	}, func(e reflect.Value) error {
		return cw.Write(ligneBrute(ligneStruct(e), fr))
	})
	if err != nil {
		if cw != nil {
			cw.Flush() // csv.Writer holds whole rows: they go to bw, which writes whole lines
		}
		bw.lignesFinies()
		return err
	}
	if cw != nil {
		cw.Flush()
		if err := cw.Error(); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// ecrireTablesFlux writes s, then the stream as its last table. A stream of at most tamponTable
// rows is drawn as a slice would be; a longer one is drawn from its first rows, which fix the
// columns' widths and alignments, and the next rows are written as they come in the same
// style. The ASCII table's closing line is kept for the end.
func ecrireTablesFlux(ctx context.Context, w io.Writer, f Format, sortie Sortie, s *champFlux) error {
	bw := nouveauParLignes(w)
	var largeurs []int
	var alignes []tw.Align
	fin := ""
	err := consommer(ctx, s.f, tamponTable, func(tampon []reflect.Value, fini bool) error {
		tb := s.table(tampon).tableau(langue.De(ctx))
		tb.Complet = true
		var b bytes.Buffer
		if fini {
			if len(tampon) > 0 {
				sortie.Tableaux = append(sortie.Tableaux, tb)
			}
			if err := Ecrire(&b, f, sortie); err != nil {
				return err
			}
			_, err := bw.Write(b.Bytes())
			return err
		}
		if err := Ecrire(&b, f, sortie); err != nil {
			return err
		}
		if len(sortie.Tableaux) > 0 || len(sortie.Notes) > 0 {
			b.WriteByte('\n')
		}
		debut := b.Len()
		if err := ecrireTableauEntier(&b, f, tb); err != nil {
			return err
		}
		dessin := b.Bytes()[debut:]
		var regle string // a line of dashes with the columns' widths
		if f == Markdown {
			regle = regleMarkdown(string(dessin))
		} else {
			i := bytes.LastIndexByte(dessin[:len(dessin)-1], '\n')
			fin = string(dessin[i+1:])
			b.Truncate(debut + i + 1)
			regle = strings.Trim(fin, "+\n")
		}
		for _, c := range strings.Split(regle, sep(f)) {
			largeurs = append(largeurs, len(c))
		}
		alignes = alignements(tb)
		_, err := bw.Write(b.Bytes())
		return err
	}, func(e reflect.Value) error {
		l := textes(ligneStruct(e))
		if f == Markdown {
			l = echapperMarkdown(l)
		}
		return ligneTableau(bw, largeurs, alignes, l)
	})
	if err != nil {
		bw.lignesFinies()
		return err
	}
	bw.WriteString(fin)
	return bw.Flush()
}

// sep separates the columns of a table's rule line.
func sep(f Format) string {
	if f == Markdown {
		return "|"
	}
	return "+"
}

// regleMarkdown is the line under a Markdown table's header, without its outer bars:
// "----:|:----".
func regleMarkdown(dessin string) string {
	for l := range strings.Lines(dessin) {
		l = strings.TrimSuffix(l, "\n")
		if len(l) > 2 && strings.Trim(l, "|-:") == "" {
			return strings.Trim(l, "|")
		}
	}
	panic("rendu: tableau markdown sans ligne d'en-tête")
}

// ligneTableau writes one row of a table whose columns have the given widths (padding
// included) and alignments, as the table writer draws it; a wider cell widens its own line.
func ligneTableau(w *parLignes, largeurs []int, alignes []tw.Align, cellules []string) error {
	w.WriteByte('|')
	for j, c := range cellules {
		c = strings.TrimSpace(c)
		marge := 0
		if j < len(largeurs) {
			marge = max(0, largeurs[j]-2-twwidth.WidthNoCache(c))
		}
		w.WriteByte(' ')
		if j < len(alignes) && alignes[j] == tw.AlignRight {
			w.WriteString(strings.Repeat(" ", marge))
			w.WriteString(c)
		} else {
			w.WriteString(c)
			w.WriteString(strings.Repeat(" ", marge))
		}
		w.WriteString(" |")
	}
	_, err := w.WriteString("\n")
	return err
}

// table is the stream's table with the rows tampon.
func (s *champFlux) table(tampon []reflect.Value) table {
	t := table{titre: s.titre}
	t.titres, t.cles, t.unites = colonnes(s.f.TypeElement())
	for _, e := range tampon {
		t.lignes = append(t.lignes, ligneStruct(e))
	}
	return t
}
