package rendu

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/mattn/go-runewidth"

	"jeux/stats"
)

var exemple = Sortie{
	Notes: []string{"graine : 42"},
	Tableaux: []Tableau{{
		Titre:  "Durées",
		Entete: []string{"durée", "effectif"},
		Lignes: [][]string{{"3", "12"}, {"10", "1"}},
	}},
	JSON: map[string]any{"moyenne": 3.5, "ic95": []int{1, 10}, "inegalite": "x1 < x2"},
}

func ecrireEn(t *testing.T, f Format, s Sortie) string {
	t.Helper()
	var buf bytes.Buffer
	if err := Ecrire(&buf, f, s); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// The whole text of a table: the notes, a blank line, the title, the grid in ASCII with the
// labels as given (no auto-format upper-casing them) and the numbers flush right.
func TestTable(t *testing.T) {
	want := "graine : 42\n" +
		"\n" +
		"Durées\n" +
		"+-------+----------+\n" +
		"| durée | effectif |\n" +
		"+-------+----------+\n" +
		"|     3 |       12 |\n" +
		"|    10 |        1 |\n" +
		"+-------+----------+\n"
	if got := ecrireEn(t, Table, exemple); got != want {
		t.Errorf("table :\n%s\nattendu :\n%s", got, want)
	}
}

// The whole text of markdown tables, written here as GitHub's table syntax asks: the title as a
// ### heading between blank lines, a delimiter row whose colon aligns figures (numbers, shares,
// exact fractions) on the right and text on the left, a | inside a cell escaped so that it does
// not open a column, and the parameters of a result as the command line before its table.
func TestMarkdown(t *testing.T) {
	cas := []struct {
		nom  string
		s    Sortie
		want string
	}{
		{"exemple", exemple, "graine : 42\n" +
			"\n" +
			"### Durées\n" +
			"\n" +
			"| durée | effectif |\n" +
			"|------:|---------:|\n" +
			"|     3 |       12 |\n" +
			"|    10 |        1 |\n"},
		{"texte, part, fraction", Sortie{Tableaux: []Tableau{{
			Entete: []string{"stratégie", "probabilité", "fraction"},
			Lignes: [][]string{{"max", "67.74 %", "2341/3456"}, {"a|b", "1.00 %", "1/2"}},
		}}}, "| stratégie | probabilité | fraction  |\n" +
			"|:----------|------------:|----------:|\n" +
			"| max       |     67.74 % | 2341/3456 |\n" +
			"| a\\|b      |      1.00 % |       1/2 |\n"},
	}
	for _, c := range cas {
		if got := ecrireEn(t, Markdown, c.s); got != c.want {
			t.Errorf("%s, markdown :\n%s\nattendu :\n%s", c.nom, got, c.want)
		}
	}
	type resultat struct {
		Corbeau     int     `json:"corbeau"`
		Probabilite float64 `json:"probabilite" rendu:"part"`
	}
	p := Parametres{Commande: "jeux verger seuil", Options: []Option{{"arbres", int64(2)}, {"exact", false}}, Version: "essai"}
	var b bytes.Buffer
	if err := EcrireResultat(context.Background(), &b, Markdown, p, resultat{2, 2341.0 / 3456}); err != nil {
		t.Fatal(err)
	}
	want := "commande : jeux verger seuil --arbres 2\n" +
		"\n" +
		"|  grandeur   | valeur  |\n" +
		"|:------------|--------:|\n" +
		"| corbeau     |       2 |\n" +
		"| probabilite | 67.74 % |\n"
	if b.String() != want {
		t.Errorf("résultat en markdown :\n%s\nattendu :\n%s", b.String(), want)
	}
}

func TestCSV(t *testing.T) {
	deux := exemple
	deux.Tableaux = append(deux.Tableaux, Tableau{Titre: "Autre", Entete: []string{"a"}, Lignes: [][]string{{"1,5"}}})
	want := "Durées\ndurée,effectif\n3,12\n10,1\n\nAutre\na\n\"1,5\"\n"
	if got := ecrireEn(t, CSV, deux); got != want {
		t.Errorf("csv = %q ; attendu %q", got, want)
	}
	if got := ecrireEn(t, CSV, exemple); got != "durée,effectif\n3,12\n10,1\n" {
		t.Errorf("csv d'un seul tableau = %q", got)
	}
}

func TestJSONAlone(t *testing.T) {
	out := ecrireEn(t, JSON, exemple)
	var v map[string]any
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("JSON illisible : %v\n%s", err, out)
	}
	if v["moyenne"] != 3.5 || strings.Contains(out, "graine") || !strings.Contains(out, `"x1 < x2"`) {
		t.Errorf("JSON inattendu :\n%s", out)
	}
}

func TestParseFormat(t *testing.T) {
	for i, name := range Formats {
		f, err := LireFormat(name)
		if err != nil || f != Format(i) || f.String() != name {
			t.Errorf("LireFormat(%q) = %v, %v", name, f, err)
		}
	}
	_, err := LireFormat("xml")
	if err == nil || !strings.Contains(err.Error(), "table, markdown, csv, csv-fr, json") {
		t.Errorf("LireFormat(xml) : %v", err)
	}
}

func TestNombres(t *testing.T) {
	if got := Nombre(441.4, 2); got != "441.40" {
		t.Errorf("Nombre = %q", got)
	}
}

// A result read field by field: the scalars make a vertical table, a matrix is named by its
// labels, a p-value keeps three significant digits, a share is a percentage for people and a
// raw number in CSV, an interval two CSV columns.
func TestResultatLuParSesChamps(t *testing.T) {
	type essai struct {
		Part    float64          `json:"part" rendu:"part"`
		P       float64          `json:"p" chiffres:"3"`
		IC      stats.Intervalle `json:"ic" rendu:"part"`
		Noms    []string         `json:"noms" rendu:"-"`
		Matrice [][]int64        `json:"matrice" titre:"matrice" etiquettes:"noms"`
	}
	r := essai{0.5886, 3.2e-7, stats.Intervalle{Bas: 0.5789, Haut: 0.5982}, []string{"max", "min"}, [][]int64{{0, 3}, {1, 0}}}
	var table, csv bytes.Buffer
	if err := EcrireResultat(context.Background(), &table, Table, Parametres{}, r); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"58.86 %", "3.2e-07", "[57.89 % ; 59.82 %]", "| max |   0 |   3 |", "|     | max | min |"} {
		if !strings.Contains(table.String(), want) {
			t.Errorf("table sans %q :\n%s", want, table.String())
		}
	}
	if err := EcrireResultat(context.Background(), &csv, CSV, Parametres{}, r); err != nil {
		t.Fatal(err)
	}
	want := "part,p,ic_bas,ic_haut\n0.5886,3.2e-07,0.5789,0.5982\n\n# matrice\nligne,c1,c2\nmax,0,3\nmin,1,0\n"
	if csv.String() != want {
		t.Errorf("CSV :\n%s\nattendu :\n%s", csv.String(), want)
	}
}

type longueListe struct {
	Lignes []struct {
		K int `json:"k"`
	} `json:"lignes" titre:"lignes"`
}

// A list of more than MaxLignes rows shows its first MaxLignes rows in table and markdown, and a
// line that says how many there are and how to get them; CSV and JSON stay complete.
func TestListeCoupee(t *testing.T) {
	var l longueListe
	for k := range MaxLignes + 7 {
		l.Lignes = append(l.Lignes, struct {
			K int `json:"k"`
		}{k})
	}
	for _, f := range []Format{Table, Markdown} {
		s := ecrireResultatEn(t, f, l)
		if !strings.Contains(s, fmt.Sprintf("| %d |", MaxLignes-1)) || strings.Contains(s, fmt.Sprintf("| %d |", MaxLignes)) ||
			!strings.Contains(s, fmt.Sprintf("… %d lignes en tout, les %d premières montrées", MaxLignes+7, MaxLignes)) {
			t.Errorf("%s :\n%s", f, s)
		}
	}
	if s := ecrireResultatEn(t, CSV, l); strings.Count(s, "\n") < MaxLignes+7 || !strings.Contains(s, fmt.Sprintf("\n%d\n", MaxLignes+6)) {
		t.Errorf("CSV incomplet :\n%s", s)
	}
}

// A list of two columns whose descriptions are too long for the terminal stays one table: each
// long description is wrapped at its spaces on lines of its cell (a « : » kept with the word
// before it), no row is written below the table, and no line is wider than MaxColonnes.
func TestListeDeDeuxColonnesUnSeulTableau(t *testing.T) {
	long := strings.Repeat("une description longue de la stratégie : ", 5) + "fin"
	tb := Tableau{Titre: "Stratégies", Entete: []string{"stratégie", "description"},
		Lignes: [][]string{{"courte", "pose la tuile la plus faible"}, {"longue", long}, {"dernière", "pose au hasard"}}}
	got := ecrireEn(t, Table, Sortie{Tableaux: []Tableau{tb}})
	lignes := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	if lignes[0] != "Stratégies" || !strings.HasPrefix(lignes[1], "+") || !strings.HasPrefix(lignes[len(lignes)-1], "+") {
		t.Fatalf("pas un seul tableau :\n%s", got)
	}
	var texte []string
	for _, l := range lignes[1:] {
		if w := runewidth.StringWidth(l); w > MaxColonnes {
			t.Errorf("ligne de %d colonnes : %q", w, l)
		}
		if !strings.HasPrefix(l, "|") && !strings.HasPrefix(l, "+") {
			t.Errorf("ligne hors du tableau : %q", l)
		}
		if c := strings.Split(l, "|"); len(c) == 4 && (strings.TrimSpace(c[1]) == "longue" || strings.TrimSpace(c[1]) == "") {
			texte = append(texte, strings.TrimSpace(c[2]))
		}
	}
	if strings.Join(texte, " ") != long {
		t.Errorf("description repliée %q, attendu %q", strings.Join(texte, " "), long)
	}
	for _, l := range texte {
		if strings.HasPrefix(l, ":") {
			t.Errorf("ligne commencée par « : » : %q", l)
		}
	}
	if !strings.Contains(got, "| dernière ") {
		t.Errorf("la dernière ligne n'est pas dans le tableau :\n%s", got)
	}
}
