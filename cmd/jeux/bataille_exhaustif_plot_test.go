package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// dossierExhaustif is the committed folder of exhaustive War results, from cmd/jeux.
var dossierExhaustif = filepath.Join("..", "..", "resultats", "bataille-exhaustif")

func init() {
	exemples["jeux bataille exhaustif plot"] = []string{"--dossier", dossierExhaustif, "-o", filepath.Join(os.TempDir(), "jeux-exemple-bataille-exhaustif.svg")}
}

// fichierExhaustifEssai is what the test reads itself of a result of exhaustif: the counts, and
// the histogram of the finished lengths, from which it works out the mean.
type fichierExhaustifEssai struct {
	Couleurs  int    `json:"couleurs"`
	Valeurs   int    `json:"valeurs"`
	Ramassage string `json:"ramassage"`
	Donnes    int64  `json:"donnes"`
	Infinies  int64  `json:"infinies"`
	Durees    []struct {
		Duree    int64 `json:"duree"`
		Effectif int64 `json:"effectif"`
	} `json:"durees"`
}

// lignesExhaustif runs exhaustif plot with -F csv and returns its rows by "CxV-MODE".
func lignesExhaustif(t *testing.T, graphique string) (map[string][]string, [][]string) {
	t.Helper()
	r := runCLI(t, "bataille", "exhaustif", "plot", "--dossier", dossierExhaustif, "--graphique", graphique,
		"-o", filepath.Join(t.TempDir(), "g.png"), "--taille", "400x300", "-F", "csv")
	if r.code != 0 {
		t.Fatalf("statut %d, stderr %q", r.code, r.stderr)
	}
	lecteur := csv.NewReader(strings.NewReader(r.stdout))
	lecteur.Comment = '#'
	lignes, err := lecteur.ReadAll()
	if err != nil || len(lignes) < 2 {
		t.Fatalf("CSV illisible : %v\n%s", err, r.stdout)
	}
	if strings.Join(lignes[0], ",") != "jeu,couleurs,valeurs,donnes,ramassage,y" {
		t.Fatalf("en-tête %q", lignes[0])
	}
	par := map[string][]string{}
	for _, l := range lignes[1:] {
		par[l[1]+"x"+l[2]+"-"+l[4]] = l
	}
	return par, lignes[1:]
}

// The points the charts draw are the committed files' figures, read here by encoding/json alone:
// the share of non-ending deals in percent is 100·infinies/donnes, the mean length the mean of
// the histogram of finished lengths; every finished deck and pick-up is there (a folder of parts
// counts once merged), in order of cards then deals.
func TestBatailleExhaustifPlotDonnees(t *testing.T) {
	attendus := map[string]fichierExhaustifEssai{}
	fichiers, _ := filepath.Glob(filepath.Join(dossierExhaustif, "*.json"))
	fusionnes, _ := filepath.Glob(filepath.Join(dossierExhaustif, "*", "resultat.json"))
	for _, f := range append(fichiers, fusionnes...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var e fichierExhaustifEssai
		if err := json.Unmarshal(b, &e); err != nil {
			t.Fatalf("%s : %v", f, err)
		}
		attendus[strconv.Itoa(e.Couleurs)+"x"+strconv.Itoa(e.Valeurs)+"-"+e.Ramassage] = e
	}
	for _, cle := range []string{"4x4-naturelle", "2x7-optimisee", "1x10-naturelle", "4x3-optimisee"} {
		if _, ok := attendus[cle]; !ok {
			t.Fatalf("%s absent de %s", cle, dossierExhaustif)
		}
	}
	infinies, ordre := lignesExhaustif(t, "infinies")
	durees, _ := lignesExhaustif(t, "durees")
	if len(infinies) != len(attendus) || len(durees) != len(attendus) {
		t.Errorf("%d et %d points, %d fichiers finis", len(infinies), len(durees), len(attendus))
	}
	for cle, e := range attendus {
		var somme, n int64
		for _, d := range e.Durees {
			somme += d.Duree * d.Effectif
			n += d.Effectif
		}
		for _, c := range []struct {
			lignes  map[string][]string
			attendu float64
		}{{infinies, 100 * float64(e.Infinies) / float64(e.Donnes)}, {durees, float64(somme) / float64(n)}} {
			l, ok := c.lignes[cle]
			if !ok {
				t.Errorf("%s : aucun point", cle)
				continue
			}
			y, err := strconv.ParseFloat(l[5], 64)
			if err != nil || math.Abs(y-c.attendu) > 1e-9*max(1, c.attendu) || l[3] != strconv.FormatInt(e.Donnes, 10) {
				t.Errorf("%s : point %q, attendu y = %v et %d donnes", cle, l, c.attendu, e.Donnes)
			}
		}
	}
	// 4 × 4 natural: 17,090 non-ending deals of 63,063,000 (docs/bataille.md, bataille_cpp's
	// 4 × 4 enumerated).
	if y, _ := strconv.ParseFloat(infinies["4x4-naturelle"][5], 64); math.Abs(y-100*17090.0/63063000) > 1e-12 {
		t.Errorf("4 × 4 naturelle : %v %%", y)
	}
	// The decks in order of their cards, then of their deals; each deck's two pick-ups together.
	cartes := func(l []string) (int, int64) {
		c, _ := strconv.Atoi(l[1])
		v, _ := strconv.Atoi(l[2])
		d, _ := strconv.ParseInt(l[3], 10, 64)
		return c * v, d
	}
	for i := 1; i < len(ordre); i++ {
		c0, d0 := cartes(ordre[i-1])
		c1, d1 := cartes(ordre[i])
		if c1 < c0 || (c1 == c0 && d1 < d0) || ordre[i][0] != ordre[i][1]+" × "+ordre[i][2] {
			t.Errorf("ligne %d %q après %q", i, ordre[i], ordre[i-1])
		}
	}
}

// The chart is written as asked: a PNG of the size given, an SVG; the line on stderr says which
// chart and where, in either language.
func TestBatailleExhaustifPlotFichiers(t *testing.T) {
	dir := t.TempDir()
	png1 := filepath.Join(dir, "e.png")
	r := runCLI(t, "bataille", "exhaustif", "plot", "--dossier", dossierExhaustif, "-o", png1, "--taille", "640x360")
	if r.code != 0 || r.stdout != "" || r.stderr != "graphique des donnes infinies de la bataille selon le jeu écrit dans "+png1+"\n" {
		t.Fatalf("statut %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	b, _ := os.ReadFile(png1)
	if cfg, err := png.DecodeConfig(bytes.NewReader(b)); err != nil || cfg.Width != 640 || cfg.Height != 360 {
		t.Errorf("PNG %d×%d (%v), attendu 640×360", cfg.Width, cfg.Height, err)
	}
	svg := filepath.Join(dir, "e.svg")
	r = runCLI(t, "--langue", "en", "war", "exhaustive", "plot", "--folder", dossierExhaustif, "--graphique", "lengths", "-o", svg)
	if r.code != 0 || r.stderr != "chart of the mean lengths of War by deck written to "+svg+"\n" {
		t.Fatalf("statut %d, stderr %q", r.code, r.stderr)
	}
	if b, _ := os.ReadFile(svg); !bytes.Contains(b, []byte("<svg")) || !bytes.Contains(b, []byte("mean length of the finished games")) {
		t.Errorf("SVG sans balise svg ou sans son axe anglais : %.200s", b)
	}
}

// A folder with no result, missing, or holding a file that is not one, is refused: exit 2, one
// line naming the folder (and the file), nothing on stdout, no chart; a folder of parts not yet
// merged is left out.
func TestBatailleExhaustifPlotRefus(t *testing.T) {
	vide := t.TempDir()
	enCours := t.TempDir()
	copier := func(dans, nom string) {
		b, err := os.ReadFile(filepath.Join(dossierExhaustif, "2x2-naturelle.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dans, nom), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	copier(enCours, "2x2-naturelle.json")
	if err := os.MkdirAll(filepath.Join(enCours, "4x5-naturelle"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(enCours, "4x5-naturelle", "part-0.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	double := t.TempDir()
	copier(double, "2x2-naturelle.json")
	copier(double, "copie.json")
	mauvais := t.TempDir()
	copier(mauvais, "2x2-naturelle.json")
	if err := os.WriteFile(filepath.Join(mauvais, "3x2-optimisee.json"), []byte(`{"parametres": {"commande": "jeux`), 0o644); err != nil {
		t.Fatal(err)
	}
	autre := t.TempDir()
	if err := os.WriteFile(filepath.Join(autre, "r.json"), []byte(`{"parametres": {"commande": "jeux rostam exhaustif"}, "N": 6}`), 0o644); err != nil {
		t.Fatal(err)
	}
	faux := t.TempDir()
	b, _ := os.ReadFile(filepath.Join(dossierExhaustif, "2x2-naturelle.json"))
	if err := os.WriteFile(filepath.Join(faux, "2x2-naturelle.json"), bytes.Replace(b, []byte(`"nulles": 4`), []byte(`"nulles": 5`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	absent := filepath.Join(vide, "absent")
	for _, c := range []struct {
		langue, dossier string
		attendus        []string
	}{
		{"fr", vide, []string{"--dossier " + strconv.Quote(vide) + " : aucun résultat de « jeux bataille exhaustif »"}},
		{"en", vide, []string{"--folder " + strconv.Quote(vide) + ": no result of the exhaustive War command"}},
		{"fr", absent, []string{"--dossier " + strconv.Quote(absent) + " : dossier absent"}},
		{"en", absent, []string{"--folder " + strconv.Quote(absent) + ": folder missing"}},
		{"fr", mauvais, []string{"--dossier", "3x2-optimisee.json : JSON mal formé"}},
		{"en", mauvais, []string{"--folder", "3x2-optimisee.json: malformed JSON"}},
		{"fr", autre, []string{"r.json : pas un résultat", `"jeux rostam exhaustif"`}},
		{"en", autre, []string{"r.json: not a result", `"jeux rostam exhaustif"`}},
		{"fr", faux, []string{"2x2-naturelle.json : j1, j2, nulles et infinies valent 1, 1, 5 et 0 : leur somme doit être les 6 donnes"}},
		{"en", double, []string{"two results of the deck of 2 × 2 with pick-up naturelle: 2x2-naturelle.json and copie.json"}},
	} {
		sortie := filepath.Join(t.TempDir(), "g.png")
		r := runCLI(t, "--langue", c.langue, "bataille", "exhaustif", "plot", "--dossier", c.dossier, "-o", sortie)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%s %s : statut %d, stdout %q, stderr %q ; attendu 2 et une ligne", c.langue, c.dossier, r.code, r.stdout, r.stderr)
		}
		for _, a := range c.attendus {
			if !strings.Contains(r.stderr, a) {
				t.Errorf("%s %s : stderr %q sans %q", c.langue, c.dossier, r.stderr, a)
			}
		}
		if _, err := os.Stat(sortie); err == nil {
			t.Errorf("%s %s : graphique écrit malgré le refus", c.langue, c.dossier)
		}
	}
	// The folder of parts without its resultat.json is a deck not finished: left out.
	r := runCLI(t, "bataille", "exhaustif", "plot", "--dossier", enCours, "-o", filepath.Join(t.TempDir(), "g.png"), "-F", "csv")
	if r.code != 0 || strings.Count(r.stdout, "2 × 2,") != 1 || strings.Contains(r.stdout, "4 × 5") {
		t.Errorf("dossier en cours : statut %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	// Its axis names decks: --xmin has no effect, and is refused.
	r = runCLI(t, "bataille", "exhaustif", "plot", "--dossier", dossierExhaustif, "--xmin", "3", "-o", filepath.Join(t.TempDir(), "g.png"))
	if r.code != 2 || !strings.Contains(r.stderr, "--xmin : sans effet sur --graphique infinies") {
		t.Errorf("--xmin : statut %d, stderr %q", r.code, r.stderr)
	}
}
