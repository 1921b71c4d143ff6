package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"jeux/parametre"
	"jeux/rendu"
)

// The framework is tested on a synthetic application that names no game: one command, somme,
// adds the first K integers (or their squares), a computation split into K items that --shard
// cuts and fusionne puts back; another, echo, gives back its options. Every expected figure is
// worked by hand (0 + 1 + … + 9 = 45, 0² + 1² + … + 9² = 285).

// sommeOptions are somme's: the number of items and the term added for each.
type sommeOptions struct {
	Items int
	Terme string
}

func (o *sommeOptions) Lier(d *Drapeaux) {
	d.Int(&o.Items, "items", "k", "nombre d'items : les entiers de 0 à K − 1")
	d.Chaine(&o.Terme, "terme", "t", "ce qui est ajouté pour l'entier i : i ou carre", "i", "carre")
	d.Format()
}

func (o *sommeOptions) Parametres(*Contexte) []any { return []any{&o.Items, &o.Terme} }

// sommeConfig is somme's checked configuration.
type sommeConfig struct {
	Items int
	Carre bool
}

// sommeAgregat is the aggregate of a range of items: the sum of their terms, and their number.
type sommeAgregat struct {
	Somme  int64 `json:"somme"`
	Termes int64 `json:"termes"`
}

func (a *sommeAgregat) Fusionner(src *sommeAgregat) error {
	a.Somme += src.Somme
	a.Termes += src.Termes
	return nil
}

// Verifier holds a part to what its range implies: one term per item, and a sum between the
// smallest and the largest its terms allow.
func (a *sommeAgregat) Verifier(cfg sommeConfig, debut, fin int64) error {
	if a.Termes != fin-debut {
		return fmt.Errorf("%d termes pour %d items", a.Termes, fin-debut)
	}
	if a.Somme < 0 || fin > debut && a.Somme > (fin-1)*(fin-1)*a.Termes {
		return fmt.Errorf("somme %d impossible sur les items %d à %d", a.Somme, debut, fin)
	}
	return nil
}

// sommeResultat is somme's result.
type sommeResultat struct {
	Somme   int64   `json:"somme" titre:"somme"`
	Moyenne float64 `json:"moyenne" titre:"moyenne" decimales:"2"`
}

func nouvelleAppEssai(stdout, stderr *bytes.Buffer) *App {
	app := NouvelleApp("jeux", "application d'essai du paquet cli")
	o := &sommeOptions{Items: 10, Terme: "i"}
	somme := Partagee(app, "somme", "ajoute les K premiers entiers, ou leurs carrés", o, Calcul[sommeConfig, *sommeAgregat]{
		Version: 1,
		Lire: func(c *Contexte) (sommeConfig, error) {
			switch {
			case o.Items < 1 || o.Items > 1000:
				return sommeConfig{}, &parametre.Erreur{Nom: "items", Valeur: strconv.Itoa(o.Items), Code: parametre.Entre, Args: []any{1, 1000}}
			case o.Terme != "i" && o.Terme != "carre":
				return sommeConfig{}, &parametre.Erreur{Nom: "terme", Valeur: strconv.Quote(o.Terme), Code: parametre.Parmi, Args: []any{"i", "carre"}}
			}
			return sommeConfig{Items: o.Items, Carre: o.Terme == "carre"}, nil
		},
		Items: func(cfg sommeConfig) int64 { return int64(cfg.Items) },
		Calcule: func(c *Contexte, cfg sommeConfig, debut, fin int64) (*sommeAgregat, error) {
			a := &sommeAgregat{}
			for i := debut; i < fin; i++ {
				if cfg.Carre {
					a.Somme += i * i
				} else {
					a.Somme += i
				}
				a.Termes++
			}
			return a, nil
		},
		Resultat: func(_ *Contexte, _ sommeConfig, a *sommeAgregat) (any, error) {
			return sommeResultat{Somme: a.Somme, Moyenne: float64(a.Somme) / float64(a.Termes)}, nil
		},
	})
	type echoOptions struct {
		N    int
		Mot  string
		Oui  bool
		Reel float64
	}
	e := &echoOptions{N: 3, Mot: "a"}
	echo := app.Commande("echo", "rend ses options", Avec(nil, func(d *Drapeaux) {
		d.Int(&e.N, "entier", "e", "un entier")
		d.Chaine(&e.Mot, "mot", "m", "un mot")
		d.Bool(&e.Oui, "oui", "", "un booléen")
		d.Float(&e.Reel, "reel", "r", "un réel")
		d.FormatDefaut(rendu.JSON, rendu.JSON)
	}), func(c *Contexte) (any, error) {
		return struct {
			N      int     `json:"n"`
			Mot    string  `json:"mot"`
			Oui    bool    `json:"oui"`
			Reel   float64 `json:"reel"`
			Entier bool    `json:"entier_donne"`
		}{e.N, e.Mot, e.Oui, e.Reel, c.Donne(&e.N)}, nil
	})
	app.Ajouter(Groupe("essai", "les commandes d'essai", somme, echo), app.FusionneCommand())
	app.Preparer(stdout, stderr)
	return app
}

type sortieEssai struct {
	code           int
	stdout, stderr string
}

// essai runs the synthetic application on args, a new one each time as a process would be.
func essai(args ...string) sortieEssai {
	var out, err bytes.Buffer
	code := nouvelleAppEssai(&out, &err).Executer(append([]string{"jeux"}, args...))
	return sortieEssai{code, out.String(), err.String()}
}

// The options reach the fields they are bound to, and the formats show the hand-worked figures.
func TestSynthetiqueOptionsEtFormats(t *testing.T) {
	r := essai("essai", "echo", "-e", "12", "--mot", "pré", "--oui", "-r", "2.5")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("echo : statut %d, %q", r.code, r.stderr)
	}
	for _, attendu := range []string{`"n": 12`, `"mot": "pré"`, `"oui": true`, `"reel": 2.5`, `"entier_donne": true`} {
		if !strings.Contains(r.stdout, attendu) {
			t.Errorf("echo : %s absent de\n%s", attendu, r.stdout)
		}
	}
	if r := essai("essai", "echo"); !strings.Contains(r.stdout, `"n": 3`) || !strings.Contains(r.stdout, `"entier_donne": false`) {
		t.Errorf("echo sans option : les défauts attendus, obtenu\n%s", r.stdout)
	}
	cas := []struct {
		args     []string
		attendus []string
	}{
		{[]string{"-F", "json"}, []string{`"somme": 45`, `"moyenne": 4.5`, `"items": 10`, `"terme": "i"`}},
		{[]string{"-k", "10", "-t", "carre", "-F", "json"}, []string{`"somme": 285`, `"moyenne": 28.5`, `"terme": "carre"`}},
		{[]string{"-k", "4", "-F", "csv"}, []string{"# items: 4\n", "somme,moyenne\n6,1.5\n"}},
		{[]string{"-k", "4", "-F", "csv-fr"}, []string{"items;4", "somme;moyenne", "6;1,5"}},
		{[]string{"-k", "4"}, []string{"commande : jeux essai somme --items 4 --terme i\n", "| somme    |      6 |", "| moyenne  |   1.50 |"}},
		{[]string{"-k", "4", "-F", "markdown"}, []string{"|:---------|-------:|", "| moyenne  |   1.50 |"}},
	}
	for _, c := range cas {
		r := essai(append([]string{"essai", "somme"}, c.args...)...)
		if r.code != 0 || r.stderr != "" {
			t.Errorf("somme %v : statut %d, %q", c.args, r.code, r.stderr)
			continue
		}
		for _, a := range c.attendus {
			if !strings.Contains(r.stdout, a) {
				t.Errorf("somme %v : %q absent de\n%s", c.args, a, r.stdout)
			}
		}
	}
}

// Each refusal is exit 2, one line on stderr naming the option or the token, and nothing on
// stdout: the flag parser's, the engine's (parametre.Erreur), the framework's own.
func TestSynthetiqueRefus(t *testing.T) {
	dir := t.TempDir()
	cas := []struct {
		args  []string
		ligne string
	}{
		{[]string{"essai", "somme", "--inconnue"}, "jeux : option inconnue --inconnue : « jeux essai somme --help » liste les options acceptées\n"},
		{[]string{"essai", "somme", "-k", "dix"}, `valeur "dix" invalide pour -k/--items`},
		{[]string{"essai", "somme", "-k", "0x10"}, `valeur "0x10" invalide pour -k/--items`},
		{[]string{"essai", "somme", "-k"}, "l'option -k/--items attend une valeur"},
		{[]string{"essai", "somme", "-k", "0"}, "jeux : -k/--items vaut 0 : de 1 à 1000 est attendu\n"},
		{[]string{"essai", "somme", "-t", "cube"}, `jeux : -t/--terme vaut "cube" : i, carre est attendu` + "\n"},
		{[]string{"essai", "somme", "-F", "yaml"}, "-F/--format"},
		{[]string{"essai", "echo", "-F", "csv"}, "-F/--format"},
		{[]string{"essai", "echo", "-r", "2,5"}, `valeur "2,5" invalide pour -r/--reel : un nombre décimal (avec un point) est attendu`},
		{[]string{"essai", "echo", "--oui=peut-être"}, "--oui"},
		{[]string{"essai", "somme", "en-trop"}, `argument inattendu "en-trop"`},
		{[]string{"essai", "some"}, `commande inconnue "some" : vouliez-vous dire somme ?`},
		{[]string{"essai", "somme", "-o", filepath.Join(dir, "p.json")}, "-o/--sortie : sans --shard"},
		{[]string{"essai", "somme", "--shard", "2/2"}, "--shard"},
		{[]string{"essai", "somme", "--cle", filepath.Join(dir, "cle")}, "--cle sans --shard"},
		{[]string{"essai", "somme", "--shard", "0/2", "-F", "csv", "-o", filepath.Join(dir, "p.json")}, "résultat partiel en JSON"},
	}
	for _, c := range cas {
		r := essai(c.args...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.ligne) {
			t.Errorf("%v : statut %d, stdout %q, stderr %q ; attendu 2 et « %s »", c.args, r.code, r.stdout, r.stderr, c.ligne)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "p.json")); err == nil {
		t.Errorf("un fichier de part est resté après un refus")
	}
}

// Cut in parts and merged, the computation gives the one-machine output byte for byte in every
// format; parts missing, repeated, forged or of another computation are refused by name.
func TestSynthetiquePartage(t *testing.T) {
	ligne := []string{"essai", "somme", "-k", "23", "-t", "carre"}
	seul := map[string]string{} // the one-machine output, computed once per format
	for _, f := range []string{"table", "markdown", "csv", "json"} {
		r := essai(append(ligne, "-F", f)...)
		if r.code != 0 {
			t.Fatalf("-F %s : %q", f, r.stderr)
		}
		seul[f] = r.stdout
	}
	if !strings.Contains(seul["json"], `"somme": 3795`) { // 22·23·45/6
		t.Fatalf("somme des carrés de 0 à 22 : 3795 attendu\n%s", seul["json"])
	}
	parts := func(n int) []string {
		dir := t.TempDir()
		var chemins []string
		for k := range n {
			chemin := filepath.Join(dir, fmt.Sprintf("part-%d.json", k))
			if r := essai(append(ligne, "--shard", fmt.Sprintf("%d/%d", k, n), "-o", chemin)...); r.code != 0 || r.stdout != "" {
				t.Fatalf("part %d/%d : statut %d, %q", k, n, r.code, r.stderr)
			}
			chemins = append(chemins, chemin)
		}
		return chemins
	}
	for _, n := range []int{1, 2, 5, 23, 40} { // 40 parts of 23 items: some are empty
		chemins := parts(n)
		for f, attendu := range seul {
			if r := essai(append(append([]string{"fusionne"}, chemins...), "-F", f)...); r.code != 0 || r.stdout != attendu {
				t.Errorf("%d parts, -F %s : statut %d, %q\n%s\n---\n%s", n, f, r.code, r.stderr, r.stdout, attendu)
			}
		}
	}
	p := parts(3)
	autre := filepath.Join(t.TempDir(), "autre.json")
	if r := essai("essai", "somme", "-k", "23", "--shard", "2/3", "-o", autre); r.code != 0 {
		t.Fatal(r.stderr)
	}
	b, err := os.ReadFile(p[1])
	if err != nil {
		t.Fatal(err)
	}
	forgee := filepath.Join(t.TempDir(), "forgee.json")
	// Its control hash is computed again, as anyone can: its figures must still agree with its range.
	var partiel Partiel
	if err := json.Unmarshal(b, &partiel); err != nil {
		t.Fatal(err)
	}
	partiel.Agregat = []byte(`{"somme":1,"termes":1}`)
	if err := os.WriteFile(forgee, partiel.octets(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"fusionne", p[0], p[2]}, "--shard 1/3 -o part-1.json"},
		{[]string{"fusionne", p[0], p[1], p[1], p[2]}, "la même part 1/3 deux fois"},
		{[]string{"fusionne", p[0], p[1], autre}, "option --terme"},
		{[]string{"fusionne", p[0], forgee, p[2]}, "1 termes pour"},
		{[]string{"fusionne", "--verifie", "toutes", p[0], p[1], "/absent/part.json"}, "/absent/part.json"},
	} {
		r := essai(c.args...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v : statut %d, stdout %q, stderr %q ; attendu 2 et « %s »", c.args, r.code, r.stdout, r.stderr, c.want)
		}
	}
	// Every part computed again by --verifie matches its file: the output is the one-machine
	// result with the count of parts recomputed.
	r := essai(append(append([]string{"fusionne", "--verifie", "toutes", "--graine-verification", "1"}, p...), "-F", "json")...)
	if r.code != 0 || !strings.Contains(r.stdout, `"somme": 3795`) || !strings.Contains(r.stdout, `"recalculees": 3`) {
		t.Errorf("fusionne --verifie toutes : statut %d, %q\n%s", r.code, r.stderr, r.stdout)
	}
}
