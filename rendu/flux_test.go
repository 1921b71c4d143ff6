package rendu

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"jeux/flux"
)

// etapeEssai is a row of a stream: a number, a text, a share (a percentage in tables).
type etapeEssai struct {
	Pli   int     `json:"pli"`
	Texte string  `json:"texte" titre:"texte du pli"`
	Part  float64 `json:"part" rendu:"part"`
}

// avecListe is a result as the traces were before streams: a slice, left out when empty.
type avecListe struct {
	N      int          `json:"N"`
	Mot    string       `json:"mot"`
	Etapes []etapeEssai `json:"etapes,omitempty" titre:"déroulement" rendu:"complet"`
}

type avecFlux struct {
	N      int                   `json:"N"`
	Mot    string                `json:"mot"`
	Etapes flux.Flux[etapeEssai] `json:"etapes,omitempty" titre:"déroulement"`
}

func etapeNumero(i int) etapeEssai {
	return etapeEssai{i, strings.Repeat("ab", i%5), float64(i%7) / 7}
}

// fluxDeN streams n rows; produits counts the rows produced.
func fluxDeN(n int, produits *int) flux.Flux[etapeEssai] {
	return flux.Nouveau(func(ctx context.Context, yield func(etapeEssai) bool) error {
		for i := 1; i <= n; i++ {
			if produits != nil {
				*produits = i
			}
			if !yield(etapeNumero(i)) {
				return nil
			}
		}
		return nil
	})
}

var parametresEssai = Parametres{Commande: "jeux essai", Arguments: []string{"1 / 2"}, Options: []Option{{"trace", true}}, Version: "essai"}

func ecrireResultatEn(t *testing.T, f Format, r any) string {
	t.Helper()
	var b bytes.Buffer
	if err := EcrireResultat(context.Background(), &b, f, parametresEssai, r); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A stream that fits in the table's buffer is written as the slice of the same rows was, in
// every format; in JSON and CSV, whatever its length. An empty stream is left out as an empty
// slice was.
func TestFluxCommeUneListe(t *testing.T) {
	for _, n := range []int{0, 1, 2, 37, tamponTable, tamponTable + 1, 2*tamponTable + 3} {
		l := avecListe{N: n, Mot: "aba2"}
		for i := 1; i <= n; i++ {
			l.Etapes = append(l.Etapes, etapeNumero(i))
		}
		r := avecFlux{N: n, Mot: "aba2", Etapes: fluxDeN(n, nil)}
		for _, f := range []Format{Table, Markdown, CSV, JSON} {
			if (f == Table || f == Markdown) && n > tamponTable {
				continue // TestFluxLong
			}
			if got, want := ecrireResultatEn(t, f, r), ecrireResultatEn(t, f, l); got != want {
				t.Errorf("%d lignes en %s :\n%s\nattendu :\n%s", n, f, got, want)
			}
		}
	}
	zero := avecFlux{N: 1, Mot: "a"}
	for _, f := range []Format{Table, Markdown, CSV, JSON} {
		if got, want := ecrireResultatEn(t, f, zero), ecrireResultatEn(t, f, avecListe{N: 1, Mot: "a"}); got != want {
			t.Errorf("flux nul en %s :\n%s\nattendu :\n%s", f, got, want)
		}
	}
}

// A stream longer than the buffer: every row is written; the table is the table writer's for the
// whole list as long as no later row is wider than the buffered ones, and a wider later row
// only widens its own line.
func TestFluxLong(t *testing.T) {
	const n = 3*tamponTable + 17
	for _, f := range []Format{Table, Markdown} {
		l := avecListe{N: n, Mot: "aba2"}
		for i := 1; i <= n; i++ {
			l.Etapes = append(l.Etapes, etapeNumero(i))
		}
		r := avecFlux{N: n, Mot: "aba2", Etapes: fluxDeN(n, nil)}
		if got, want := ecrireResultatEn(t, f, r), ecrireResultatEn(t, f, l); got != want {
			t.Errorf("%d lignes en %s : sortie différente de celle de la liste", n, f)
		}
	}
	large := strings.Repeat("x", 40)
	r := avecFlux{N: n, Mot: "aba2", Etapes: flux.Nouveau(func(ctx context.Context, yield func(etapeEssai) bool) error {
		for i := 1; i <= n; i++ {
			e := etapeNumero(i)
			if i == 2*tamponTable {
				e.Texte = large
			}
			if !yield(e) {
				return nil
			}
		}
		return nil
	})}
	for _, f := range []Format{Table, Markdown} {
		out := ecrireResultatEn(t, f, r)
		var lignes []string
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, "|") && strings.Contains(l, " %") {
				lignes = append(lignes, l)
			}
		}
		if len(lignes) != n {
			t.Fatalf("%s : %d lignes de flux, attendu %d", f, len(lignes), n)
		}
		for i, l := range lignes {
			veut := fmt.Sprintf("| %*d |", len(fmt.Sprint(n)), i+1)
			if !strings.HasPrefix(l, veut) {
				t.Fatalf("%s : ligne %d = %q", f, i+1, l)
			}
			largeur := len(lignes[0])
			if i+1 == 2*tamponTable {
				if !strings.Contains(l, "| "+large+" |") || len(l) != largeur+len(large)-len("texte du pli") {
					t.Errorf("%s : ligne large %q", f, l)
				}
			} else if len(l) != largeur {
				t.Errorf("%s : ligne %d de %d octets au lieu de %d : %q", f, i+1, len(l), largeur, l)
			}
		}
		if fin := out[strings.LastIndex(out[:len(out)-1], "\n")+1:]; f == Table && fin != "+------+--------------+---------+\n" {
			t.Errorf("table finie par %q", fin)
		}
	}
	var v struct {
		N      int
		Etapes []etapeEssai
	}
	if err := json.Unmarshal([]byte(ecrireResultatEn(t, JSON, r)), &v); err != nil || v.N != n || len(v.Etapes) != n || v.Etapes[2*tamponTable-1].Texte != large {
		t.Errorf("JSON : %v, %d étapes", err, len(v.Etapes))
	}
	lus, err := csv.NewReader(strings.NewReader(strings.SplitN(ecrireResultatEn(t, CSV, r), "# déroulement\n", 2)[1])).ReadAll()
	if err != nil || len(lus) != n+1 || strings.Join(lus[0], ",") != "pli,texte,part" || lus[n][0] != fmt.Sprint(n) {
		t.Errorf("CSV : %v, %d lignes", err, len(lus))
	}
}

// ecrivainFragile fails once it has been given more than reste bytes.
type ecrivainFragile struct{ reste int }

var errDisquePlein = errors.New("disque plein")

func (e *ecrivainFragile) Write(b []byte) (int, error) {
	if len(b) > e.reste {
		return 0, errDisquePlein
	}
	e.reste -= len(b)
	return len(b), nil
}

// A write error stops the producer of an endless stream, and is returned.
func TestFluxErreurEcriture(t *testing.T) {
	for _, f := range []Format{Table, Markdown, CSV, JSON} {
		produits := 0
		r := avecFlux{N: 1, Mot: "a", Etapes: fluxDeN(1<<62, &produits)}
		err := EcrireResultat(context.Background(), &ecrivainFragile{reste: 1 << 20}, f, parametresEssai, r)
		if !errors.Is(err, errDisquePlein) || produits > 1<<20 {
			t.Errorf("%s : erreur %v après %d lignes produites", f, err, produits)
		}
	}
}

// annuleur cancels a context once it has been given more than reste bytes.
type annuleur struct {
	reste   int
	annuler context.CancelFunc
}

func (a *annuleur) Write(b []byte) (int, error) {
	if a.reste -= len(b); a.reste < 0 {
		a.annuler()
	}
	return len(b), nil
}

// A cancelled context stops an endless stream whose producer checks it, with its error.
func TestFluxAnnule(t *testing.T) {
	for _, f := range []Format{Table, Markdown, CSV, JSON} {
		ctx, annuler := context.WithCancel(context.Background())
		produits := 0
		r := avecFlux{N: 1, Mot: "a", Etapes: flux.Nouveau(func(ctx context.Context, yield func(etapeEssai) bool) error {
			for i := 1; ; i++ {
				if i%1000 == 0 && ctx.Err() != nil {
					return ctx.Err()
				}
				produits = i
				if !yield(etapeNumero(i)) {
					return nil
				}
			}
		})}
		err := EcrireResultat(ctx, &annuleur{reste: 1 << 20, annuler: annuler}, f, parametresEssai, r)
		if !errors.Is(err, context.Canceled) || produits > 1<<20 {
			t.Errorf("%s : erreur %v après %d lignes produites", f, err, produits)
		}
		annuler()
	}
}

// annuleurGarde is an annuleur that keeps what it is given.
type annuleurGarde struct {
	annuleur
	bytes.Buffer
}

func (a *annuleurGarde) Write(b []byte) (int, error) {
	a.annuleur.Write(b)
	return a.Buffer.Write(b)
}

// A stream interrupted midway ends on a whole row: every line written is whole (it ended on a
// cut-off row, without a newline). In CSV each row is then the element of its number.
func TestFluxInterrompuSurUneLigneEntiere(t *testing.T) {
	for _, f := range []Format{Table, Markdown, CSV} {
		ctx, annuler := context.WithCancel(context.Background())
		r := avecFlux{N: 1, Mot: "a", Etapes: flux.Nouveau(func(ctx context.Context, yield func(etapeEssai) bool) error {
			for i := 1; ; i++ {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				if !yield(etapeNumero(i)) {
					return nil
				}
			}
		})}
		w := &annuleurGarde{annuleur: annuleur{reste: 300_000, annuler: annuler}}
		err := EcrireResultat(ctx, w, f, parametresEssai, r)
		sortie := w.String()
		if !errors.Is(err, context.Canceled) || !strings.HasSuffix(sortie, "\n") || len(sortie) < 300_000 {
			t.Errorf("%s : erreur %v, %d octets, fin %q", f, err, len(sortie), sortie[max(0, len(sortie)-40):])
			continue
		}
		lignes := strings.Split(strings.TrimSuffix(sortie, "\n"), "\n")
		derniere := lignes[len(lignes)-1]
		switch f {
		case CSV:
			champs := strings.Split(derniere, ",")
			var i int
			fmt.Sscan(champs[0], &i)
			if want := etapeNumero(i); len(champs) != 3 || champs[1] != want.Texte {
				t.Errorf("csv : dernière ligne %q, pas l'étape %d entière", derniere, i)
			}
		default:
			if !strings.HasPrefix(derniere, "|") || !strings.HasSuffix(derniere, "|") || len(derniere) != len(lignes[len(lignes)-2]) {
				t.Errorf("%s : dernière ligne %q coupée", f, derniere)
			}
		}
		annuler()
	}
}

// A stream anywhere but as the last field of the result is refused at once.
func TestFluxMalPlace(t *testing.T) {
	type pasDernier struct {
		Etapes flux.Flux[etapeEssai] `json:"etapes"`
		N      int                   `json:"N"`
	}
	type imbrique struct {
		N      int      `json:"N"`
		Dedans avecFlux `json:"dedans"`
	}
	type pasStructure struct {
		Lettres flux.Flux[string] `json:"lettres"`
	}
	for _, r := range []any{pasDernier{}, imbrique{}, pasStructure{}, []avecFlux{}} {
		func() {
			defer func() {
				if p := recover(); p == nil || !strings.HasPrefix(fmt.Sprint(p), "rendu: ") {
					t.Errorf("%T : pas de panique rendu (%v)", r, p)
				}
			}()
			EcrireResultat(context.Background(), &bytes.Buffer{}, JSON, Parametres{}, r)
		}()
	}
}
