package main

import (
	"encoding/csv"
	"encoding/json"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"jeux/internal/cli"
)

// -F csv-fr is read here as LibreOffice Calc's French import reads it (fr-FR, « ; » between
// fields, « " » around a quoted field, UTF-8): a cell is a number when it is digits with at most
// one decimal comma, and then that number; anything else is text. A test with Calc itself runs
// too when soffice is installed (TestClasseCSVFrCalc).

var (
	nombreFr = regexp.MustCompile(`^-?[0-9]+(,[0-9]+)?$`)                    // what Calc fr-FR reads as a number
	nombreEn = regexp.MustCompile(`^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$`) // a number of -F csv
)

// lireNombreFr is the number Calc reads in the cell c, ok false when it reads text.
func lireNombreFr(c string) (float64, bool) {
	if !nombreFr.MatchString(c) {
		return 0, false
	}
	x, err := strconv.ParseFloat(strings.Replace(c, ",", ".", 1), 64)
	return x, err == nil
}

// nombreColonneFr is the number Calc reads in the csv-fr cell c of a column headed entete, as
// csv and JSON write it: a percentage (a heading ending in « (%) ») divided by 100. demi is half
// the unit of the cell's last decimal (of the fraction, for a percentage): csv-fr rounds an
// estimate, and the number it writes is the exact one within demi.
func nombreColonneFr(c, entete string) (x, demi float64, ok bool) {
	x, ok = lireNombreFr(c)
	if !ok {
		return 0, 0, false
	}
	demi = 0.5
	if _, dec, virgule := strings.Cut(c, ","); virgule {
		demi = 0.5 * math.Pow(10, -float64(len(dec)))
	}
	if strings.HasSuffix(entete, " (%)") {
		x, demi = x/100, demi/100
	}
	return x, demi, true
}

// blocsCSV cuts a CSV output into its blocks (an empty line between two) and reads each with
// the separator sep; with sep ',' (-F csv), the "#" lines are left out and counted in titres.
func blocsCSV(t *testing.T, sortie string, sep rune) (blocs [][][]string, titres []int) {
	t.Helper()
	for _, b := range strings.Split(strings.TrimSuffix(sortie, "\n"), "\n\n") {
		n := 0
		if sep == ',' {
			var gardees []string
			for _, l := range strings.Split(b, "\n") {
				if strings.HasPrefix(l, "#") {
					n++
					continue
				}
				gardees = append(gardees, l)
			}
			b = strings.Join(gardees, "\n")
		}
		r := csv.NewReader(strings.NewReader(b))
		r.Comma, r.FieldsPerRecord = sep, -1
		rec, err := r.ReadAll()
		if err != nil {
			t.Fatalf("bloc illisible (%v) :\n%s", err, b)
		}
		blocs, titres = append(blocs, rec), append(titres, n)
	}
	return blocs, titres
}

// lireCSVFr reads a csv-fr output: its parameters (the first block, « paramètre;valeur ») and its
// tables, each block with its title line when it has one.
func lireCSVFr(t *testing.T, ligne []string, sortie string) (parametres map[string]string, blocs [][][]string) {
	t.Helper()
	if !strings.HasPrefix(sortie, "\uFEFF") {
		t.Fatalf("%v : csv-fr sans marque d'ordre des octets au début", ligne)
	}
	blocs, _ = blocsCSV(t, strings.TrimPrefix(sortie, "\uFEFF"), ';')
	if len(blocs) == 0 || !slices.Equal(blocs[0][0], []string{"paramètre", "valeur"}) {
		t.Fatalf("%v : csv-fr sans bloc de paramètres en tête :\n%s", ligne, sortie)
	}
	parametres = map[string]string{}
	for _, l := range blocs[0][1:] {
		if len(l) != 2 {
			t.Fatalf("%v : ligne de paramètre %q", ligne, l)
		}
		parametres[l[0]] = l[1]
	}
	return parametres, blocs[1:]
}

// memeCellule reports whether the csv-fr cell fr, in a column headed entete, says what the csv
// cell en says: the same number (in percent under a « (%) » heading, rounded to the decimals it
// shows), VRAI or FAUX for true or false, or the same text.
func memeCellule(en, fr, entete string) bool {
	switch {
	case nombreEn.MatchString(en):
		x, _ := strconv.ParseFloat(en, 64)
		y, demi, ok := nombreColonneFr(fr, entete)
		return ok && math.Abs(x-y) <= demi*(1+1e-9)+1e-15
	case en == "true":
		return fr == "VRAI"
	case en == "false":
		return fr == "FAUX"
	}
	return en == fr
}

// memeParametre is memeCellule for a parameter: an option's list that Calc would read as a
// number, a time or a date (« 3,5 », « 1:4 ») gets a space after each separator, which keeps it
// text.
func memeParametre(en, fr string) bool {
	if regexp.MustCompile(`^[0-9]+([,:/-][0-9]+)+$`).MatchString(en) {
		return fr == regexp.MustCompile(`([,:/-])`).ReplaceAllString(en, "$1 ")
	}
	return memeCellule(en, fr, "")
}

// commandesCSV are the commands of the table exemples that write CSV, with their example.
func commandesCSV(t *testing.T) [][]string {
	t.Helper()
	var l [][]string
	var parcourir func(*cobra.Command)
	parcourir = func(c *cobra.Command) {
		chemin := c.CommandPath()
		args, ok := exemples[chemin]
		if ok && slices.Contains(strings.Split(c.Annotations[cli.AnnFormats], ","), "csv") &&
			!strings.HasPrefix(chemin, "jeux cache") && !strings.HasSuffix(chemin, "lscache") {
			l = append(l, append(strings.Fields(chemin)[1:], args...))
		}
		for _, s := range c.Commands() {
			parcourir(s)
		}
	}
	parcourir(newApp(io.Discard, io.Discard).Racine())
	slices.SortFunc(l, func(a, b []string) int { return strings.Compare(strings.Join(a, " "), strings.Join(b, " ")) })
	return l
}

// Every command that writes csv accepts csv-fr, and its csv-fr says what its csv says: the same
// parameters, blocks, titles and cells, each number the same number read with a decimal comma.
func TestClasseCSVFrCommeCSV(t *testing.T) {
	commandes := commandesCSV(t)
	if len(commandes) < 15 {
		t.Fatalf("%d commandes seulement écrivent du CSV", len(commandes))
	}
	for _, args := range commandes {
		if strings.Contains(strings.Join(args, " "), "record") {
			continue // its elapsed time changes from one run to the next (TestClasseCSVFrContreJSON reads one run)
		}
		en := runCLI(t, append(slices.Clone(args), "-F", "csv")...)
		fr := runCLI(t, append(slices.Clone(args), "-F", "csv-fr")...)
		if en.code != 0 || fr.code != 0 {
			t.Errorf("%v : statuts %d et %d, %q", args, en.code, fr.code, fr.stderr)
			continue
		}
		params, blocsFr := lireCSVFr(t, args, fr.stdout)
		blocsEn, titres := blocsCSV(t, en.stdout, ',')
		// The csv's parameters are its first "#" lines, up to the version.
		var lignesEn []string
		for _, l := range strings.Split(en.stdout, "\n") {
			lignesEn = append(lignesEn, l)
			if strings.HasPrefix(l, "# version: ") {
				break
			}
		}
		if len(lignesEn) != len(params) {
			t.Errorf("%v : %d paramètres en csv, %d en csv-fr", args, len(lignesEn), len(params))
		}
		for _, l := range lignesEn {
			k, v, _ := strings.Cut(strings.TrimPrefix(l, "# "), ": ")
			if p, ok := params[k]; !ok || !memeParametre(v, p) {
				t.Errorf("%v : paramètre %s = %q en csv, %q en csv-fr", args, k, v, p)
			}
		}
		titres[0] -= len(lignesEn)
		if len(blocsEn) != len(blocsFr) {
			t.Errorf("%v : %d blocs en csv, %d en csv-fr", args, len(blocsEn), len(blocsFr))
			continue
		}
		for i := range blocsEn {
			b := blocsFr[i]
			if titres[i] == 1 { // a title: "# titre" in csv, one cell of its own in csv-fr
				b = b[1:]
			}
			if len(b) != len(blocsEn[i]) {
				t.Errorf("%v : bloc %d, %d lignes en csv, %d en csv-fr", args, i, len(blocsEn[i]), len(b))
				continue
			}
			for j, l := range blocsEn[i] {
				if len(l) != len(b[j]) {
					t.Errorf("%v : bloc %d ligne %d : %q contre %q", args, i, j, l, b[j])
					continue
				}
				if j == 0 { // the headers: keys in csv, words in csv-fr
					verifierEntetes(t, args, l, b[0])
					continue
				}
				for k := range l {
					if !memeCellule(l[k], b[j][k], b[0][k]) {
						t.Errorf("%v : bloc %d ligne %d : %q en csv, %q en csv-fr", args, i, j, l[k], b[j][k])
					}
				}
			}
		}
	}
}

// verifierEntetes checks csv-fr's headers fr against csv's keys en: an interval's two columns
// (key_bas, key_haut) are « …, borne basse » and « …, borne haute » before their unit, and no header is a key
// with « _ » (an identifier: a field without a heading).
func verifierEntetes(t *testing.T, ligne, en, fr []string) {
	t.Helper()
	for k, cle := range en {
		h := regexp.MustCompile(` \([^()]*\)$`).ReplaceAllString(fr[k], "") // its unit
		switch {
		case strings.HasSuffix(cle, "_bas") != strings.HasSuffix(h, ", borne basse"),
			strings.HasSuffix(cle, "_haut") != strings.HasSuffix(h, ", borne haute"):
			t.Errorf("%v : colonne %s titrée %q en csv-fr", ligne, cle, fr[k])
		case h == cle && strings.Contains(h, "_"):
			t.Errorf("%v : colonne %s titrée %q en csv-fr : un identifiant", ligne, cle, fr[k])
		}
	}
}

// clesCSV are the keys of the tables of -F csv for the command args, block by block.
func clesCSV(t *testing.T, args []string) [][]string {
	t.Helper()
	r := runCLI(t, append(slices.Clone(args), "-F", "csv")...)
	if r.code != 0 {
		t.Fatalf("%v -F csv : statut %d, %s", args, r.code, r.stderr)
	}
	blocs, _ := blocsCSV(t, r.stdout, ',')
	var cles [][]string
	for _, b := range blocs {
		cles = append(cles, b[0])
	}
	return cles
}

// nombresJSON collects the numbers of a JSON value, and the objects that hold them.
func nombresJSON(v any, nombres map[float64]bool, objets *[]map[string]any, listes *[][]any) {
	switch x := v.(type) {
	case float64:
		nombres[x] = true
	case map[string]any:
		*objets = append(*objets, x)
		for _, e := range x {
			nombresJSON(e, nombres, objets, listes)
		}
	case []any:
		*listes = append(*listes, x)
		for _, e := range x {
			nombresJSON(e, nombres, objets, listes)
		}
	}
}

// champJSON is the value of the CSV column cle in the JSON object o: an interval's two columns
// cle_bas and cle_haut are the keys bas and haut of the object cle.
func champJSON(o map[string]any, cle string) (any, bool) {
	if v, ok := o[cle]; ok {
		return v, true
	}
	for _, bout := range []string{"bas", "haut"} {
		if base, ok := strings.CutSuffix(cle, "_"+bout); ok {
			if iv, ok := o[base].(map[string]any); ok {
				v, ok := iv[bout]
				return v, ok
			}
			if _, ok := o[base]; ok { // a null interval: both columns empty
				return nil, true
			}
		}
	}
	return nil, false
}

// accordCSVFrJSON checks the csv-fr blocks against the JSON v, each block's columns named by the
// keys of csv (clesBlocs, block by block): a block of one row is the object that has all its
// columns, a block of several rows the list of as many objects that have them; each number read
// as Calc reads it (in percent under a « (%) » heading) is the JSON's, within ecart × (|x| +
// 10⁻⁶) and the rounding to the decimals it shows. A block that is neither (a matrix, a list of
// numbers) has every number among the JSON's. It returns the number of cells compared by key.
func accordCSVFrJSON(t *testing.T, ligne []string, blocs [][][]string, clesBlocs [][]string, v map[string]any, ecart float64) int {
	t.Helper()
	delete(v, "parametres")
	nombres := map[float64]bool{}
	var objets []map[string]any
	var listes [][]any
	nombresJSON(v, nombres, &objets, &listes)
	aCles := func(o any, cles []string) bool {
		m, ok := o.(map[string]any)
		if !ok {
			return false
		}
		for _, k := range cles {
			if _, ok := champJSON(m, k); !ok {
				return false
			}
		}
		return true
	}
	comparees := 0
	var entetes []string
	comparer := func(o map[string]any, cles, l []string) {
		for k, c := range l {
			j, _ := champJSON(o, cles[k])
			switch x := j.(type) {
			case float64:
				if y, demi, ok := nombreColonneFr(c, entetes[k]); !ok || math.Abs(y-x) > ecart*(math.Abs(x)+1e-6)+demi*(1+1e-9)+1e-15 {
					t.Errorf("%v : %s vaut %v en JSON, %q en csv-fr", ligne, cles[k], x, c)
				}
				comparees++
			case nil:
				if c != "" {
					t.Errorf("%v : %s est null en JSON, %q en csv-fr", ligne, cles[k], c)
				}
			case bool:
				if c != map[bool]string{true: "VRAI", false: "FAUX"}[x] {
					t.Errorf("%v : %s vaut %v en JSON, %q en csv-fr", ligne, cles[k], x, c)
				}
			case string:
				if c != x {
					t.Errorf("%v : %s vaut %q en JSON, %q en csv-fr", ligne, cles[k], x, c)
				}
			}
		}
	}
	if len(blocs) != len(clesBlocs) {
		t.Errorf("%v : %d blocs en csv-fr, %d en csv", ligne, len(blocs), len(clesBlocs))
		return 0
	}
	for i, b := range blocs {
		if len(b) > 1 && len(b[0]) == 1 && len(b[1]) > 1 {
			b = b[1:] // the title
		}
		cles, lignes := clesBlocs[i], b[1:]
		entetes = b[0]
		if len(cles) != len(entetes) {
			t.Errorf("%v : bloc %d, %d colonnes en csv, %d en csv-fr", ligne, i, len(cles), len(entetes))
			continue
		}
		trouve := false
		if len(lignes) == 1 {
			for _, o := range objets {
				if aCles(o, cles) {
					comparer(o, cles, lignes[0])
					trouve = true
					break
				}
			}
		}
		for _, l := range listes {
			if trouve || len(l) != len(lignes) || !aCles(l[0], cles) {
				continue
			}
			for i, o := range l {
				comparer(o.(map[string]any), cles, lignes[i])
			}
			trouve = true
		}
		if trouve {
			continue
		}
		for _, l := range lignes {
			for _, c := range l {
				if x, ok := lireNombreFr(c); ok && !nombres[x] && ecart == 0 {
					t.Errorf("%v : le nombre %q du csv-fr n'est pas dans le JSON", ligne, c)
				}
			}
		}
	}
	return comparees
}

// csv-fr parsed back as Calc's French import gives the same numbers as -F json, key by key, for
// commands of every game.
func TestClasseCSVFrContreJSON(t *testing.T) {
	for _, args := range [][]string{
		{"bataille", "stat", "-n", "2000", "-g", "1", "--sans-cache"},
		{"bataille", "stat", "-n", "2000", "-g", "1", "--sans-cache", "--classes", "50"},
		{"bataille", "brut", "-n", "2000", "-g", "1", "--sans-cache", "--classes", "25"},
		{"bataille", "multistat", "-c", "1:3", "-v", "2:4", "-n", "300", "-g", "1", "--sans-cache"},
		{"bataille", "compare", "-c", "4", "-v", "6", "-n", "300", "-g", "2", "--sans-cache"},
		{"bataille", "exact", "-c", "2", "-v", "3"},
		{"verger", "simule", "-a", "2", "-f", "3", "--corbeau", "3", "-n", "2000", "-g", "7", "-p", "toutes"},
		{"verger", "seuil", "-a", "3", "-f", "3", "-p", "toutes", "--exact"},
		{"rostam", "simule", "-N", "6", "-n", "2000", "-g", "1", "--limite", "20"},
		{"rostam", "exhaustif", "-N", "6"},
		{"dominos", "tournoi", "--s1", "plus_present", "--s2", "pire", "-n", "500", "-g", "1"},
	} {
		j := runCLI(t, append(slices.Clone(args), "-F", "json")...)
		fr := runCLI(t, append(slices.Clone(args), "-F", "csv-fr")...)
		if j.code != 0 || fr.code != 0 {
			t.Errorf("%v : statuts %d et %d, %q %q", args, j.code, fr.code, j.stderr, fr.stderr)
			continue
		}
		var v map[string]any
		if err := json.Unmarshal([]byte(j.stdout), &v); err != nil {
			t.Fatalf("%v : %v", args, err)
		}
		params, blocs := lireCSVFr(t, args, fr.stdout)
		opts := v["parametres"].(map[string]any)["options"].(map[string]any)
		for k, o := range opts {
			if x, ok := o.(float64); ok {
				if y, ok := lireNombreFr(params[k]); !ok || x != y {
					t.Errorf("%v : paramètre %s = %v en JSON, %q en csv-fr", args, k, x, params[k])
				}
			}
		}
		if n := accordCSVFrJSON(t, args, blocs, clesCSV(t, args), v, 0); n < 3 {
			t.Errorf("%v : %d nombres seulement comparés au JSON par leur clé", args, n)
		}
	}
}

// A number written with a decimal comma only where it is a number: a version, a deal or a
// text keeps its characters; a small share has no exponent.
func TestClasseCSVFrVirgules(t *testing.T) {
	r := runCLI(t, "bataille", "rejoue", "--regles", "delahaye", "--j1", "3 1 2", "--j2", "3 2 1", "-F", "csv-fr")
	if r.code != 0 {
		t.Fatalf("statut %d : %s", r.code, r.stderr)
	}
	_, blocs := lireCSVFr(t, nil, r.stdout)
	if got := blocs[0][1][3]; got != "3 1 2" {
		t.Errorf("pile de la joueuse 1 : %q", got)
	}
	// exact's last probabilities are below 10⁻¹² (csv writes 9.701276818911245e-13).
	r = runCLI(t, "bataille", "exact", "-c", "2", "-v", "3", "-F", "csv-fr")
	if r.code != 0 || regexp.MustCompile(`[0-9][eE]-`).MatchString(r.stdout) || !strings.Contains(r.stdout, ";0,0000000000009") {
		t.Errorf("petites probabilités du csv-fr :\n%s", r.stdout)
	}
}

// An option's text that Calc in French would read as a number (--passe 3,5 as 3.5) is written
// so that it stays text, and reads back as the same list; the same text in csv is unchanged.
func TestClasseCSVFrTexteQuiRessembleAUnNombre(t *testing.T) {
	ligne := []string{"dominos", "conseil", "--chaine", "6-6 6-5 5-2", "--main", "5-4 2-1 3-0", "--adverse", "4", "--passe", "3,0", "-g", "1"}
	r := runCLI(t, append(ligne, "-F", "csv-fr")...)
	if r.code != 0 {
		t.Fatalf("statut %d : %s", r.code, r.stderr)
	}
	params, _ := lireCSVFr(t, nil, r.stdout)
	passe := params["passe"]
	if _, nombre := lireNombreFr(passe); nombre || strings.ReplaceAll(passe, " ", "") != "3,0" {
		t.Errorf("passe écrit %q en csv-fr : Calc le lit comme un nombre, ou ce n'est plus la liste 3,0", passe)
	}
	if c := runCLI(t, append(ligne, "-F", "csv")...); !strings.Contains(c.stdout, "\n# passe: 3,0\n") {
		t.Errorf("csv : %q", c.stdout)
	}
}

// Calc itself, when it is installed (Debian: libreoffice-calc-nogui), opens the csv-fr files of
// two commands with its French import, « detect special numbers » off (its dialog's default) and
// on; every cell Calc reads as a number is the number JSON gives under the column's key.
func TestClasseCSVFrCalc(t *testing.T) {
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skip("soffice absent : le test du csv-fr par le lecteur de Calc (TestClasseCSVFrContreJSON) suffit ici")
	}
	dir := t.TempDir()
	commandes := map[string][]string{
		"stat":      {"bataille", "stat", "-n", "3000", "-g", "1", "--sans-cache", "--classes", "100"},
		"multistat": {"bataille", "multistat", "-c", "2:3", "-v", "2:3", "-n", "300", "-g", "1", "--sans-cache"},
		"exact":     {"bataille", "exact", "-c", "2", "-v", "3"},
		"tournoi":   {"dominos", "tournoi", "--s1", "plus_present", "--s2", "pire", "-n", "500", "-g", "1"},
		"simule":    {"verger", "simule", "-a", "2", "-f", "3", "--corbeau", "3", "-n", "2000", "-g", "7", "-p", "max"},
	}
	attendus := map[string]map[string]any{}
	cles := map[string][][]string{}
	var fichiers []string
	for nom, args := range commandes {
		fr := runCLI(t, append(slices.Clone(args), "-F", "csv-fr")...)
		j := runCLI(t, append(slices.Clone(args), "-F", "json")...)
		if fr.code != 0 || j.code != 0 {
			t.Fatalf("%v : %s %s", args, fr.stderr, j.stderr)
		}
		var v map[string]any
		if err := json.Unmarshal([]byte(j.stdout), &v); err != nil {
			t.Fatal(err)
		}
		attendus[nom] = v
		cles[nom] = clesCSV(t, args)
		f := filepath.Join(dir, nom+".csv")
		if err := os.WriteFile(f, []byte(fr.stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		fichiers = append(fichiers, f)
	}
	// Filter options: « ; », « " », UTF-8 (76), from line 1, standard columns, fr-FR (1036),
	// quoted fields not forced to text, then « detect special numbers ».
	for _, special := range []string{"false", "true"} {
		sortie := filepath.Join(dir, special)
		cmd := exec.Command(soffice, append([]string{"-env:UserInstallation=file://" + filepath.Join(dir, "profil"), "--headless",
			"--infilter=CSV:59,34,76,1,,1036,false," + special, "--convert-to", "fods", "--outdir", sortie}, fichiers...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("soffice : %v\n%s", err, out)
		}
		for nom, args := range commandes {
			lignes := lireFODS(t, filepath.Join(sortie, nom+".fods"))
			if lignes[0][0].texte != "paramètre" {
				t.Errorf("%s : première cellule %q (la marque d'ordre des octets doit disparaître)", nom, lignes[0][0].texte)
			}
			// Calc's sheet, cut in blocks at its empty rows, as the Go reader sees the file.
			var blocs [][][]string
			var bloc [][]string
			nombres := 0
			for _, l := range append(lignes, nil) {
				if len(l) == 0 {
					if bloc != nil {
						blocs = append(blocs, bloc)
					}
					bloc = nil
					continue
				}
				var r []string
				for _, c := range l {
					r = append(r, c.texte)
					if c.nombre != nil {
						nombres++
					}
				}
				bloc = append(bloc, r)
			}
			// What the Go reader takes for a number, Calc takes for one too.
			for _, l := range lignes[len(blocs[0]):] {
				for _, c := range l {
					if _, ok := lireNombreFr(c.texte); ok && c.nombre == nil {
						t.Errorf("%s : Calc lit %q comme du texte", nom, c.texte)
					}
				}
			}
			// Calc saves a number in a flat ODS file with 15 significant digits and at most 20
			// decimals: 10⁻¹⁴ of the number, or 10⁻²⁰ for one below 10⁻⁶.
			if n := accordCSVFrJSON(t, args, blocs[1:], cles[nom], attendus[nom], 1e-14); n < 3 {
				t.Errorf("%s : %d nombres comparés", nom, n)
			}
			if nombres < 5 {
				t.Errorf("%s : Calc n'a lu que %d nombres", nom, nombres)
			}
			verifierCalcLisible(t, nom, lignes)
		}
	}
}

// celluleCalc is a cell of a sheet saved by Calc: its text as the file had it (a number written
// back with a decimal comma) and its number when Calc read one.
type celluleCalc struct {
	texte  string
	nombre *float64
}

var (
	ligneFODS   = regexp.MustCompile(`(?s)<table:table-row[^>]*>(.*?)</table:table-row>`)
	celluleFODS = regexp.MustCompile(`(?s)<table:table-cell([^>]*?)(?:/>|>(.*?)</table:table-cell>)`)
	attributs   = regexp.MustCompile(`([a-z:-]+)="([^"]*)"`)
	balises     = regexp.MustCompile(`<[^>]+>`)
)

// lireFODS reads the rows of the first sheet of a flat ODS file: a row of empty cells is empty.
func lireFODS(t *testing.T, chemin string) [][]celluleCalc {
	t.Helper()
	b, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	s = s[strings.Index(s, "<table:table "):]
	var lignes [][]celluleCalc
	for _, m := range ligneFODS.FindAllStringSubmatch(s, -1) {
		var l []celluleCalc
		for _, c := range celluleFODS.FindAllStringSubmatch(m[1], -1) {
			a := map[string]string{}
			for _, kv := range attributs.FindAllStringSubmatch(c[1], -1) {
				a[kv[1]] = kv[2]
			}
			texte := strings.TrimSpace(balises.ReplaceAllString(c[2], ""))
			texte = strings.NewReplacer("&apos;", "'", "&quot;", `"`, "&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(texte)
			cel := celluleCalc{texte: texte}
			if a["office:value-type"] == "float" || a["office:value-type"] == "percentage" {
				x, err := strconv.ParseFloat(a["office:value"], 64)
				if err != nil {
					t.Fatalf("%s : valeur %q", chemin, a["office:value"])
				}
				cel.nombre = &x
				// The text Calc shows is its own format of the number: write the number back as
				// the file had it, with a decimal comma.
				cel.texte = strings.Replace(strconv.FormatFloat(x, 'f', -1, 64), ".", ",", 1)
			}
			if a["office:value-type"] == "boolean" { // VRAI read as a boolean, shown in the profile's language
				cel.texte = map[string]string{"true": "VRAI", "false": "FAUX"}[a["office:boolean-value"]]
			}
			n := 1
			if r, err := strconv.Atoi(a["table:number-columns-repeated"]); err == nil {
				n = r
			}
			if cel.texte == "" && cel.nombre == nil && n > 100 {
				continue // the rest of the row
			}
			for range n {
				l = append(l, cel)
			}
		}
		for len(l) > 0 && l[len(l)-1].texte == "" && l[len(l)-1].nombre == nil {
			l = l[:len(l)-1]
		}
		lignes = append(lignes, l)
	}
	return lignes
}

// lisiblesCalc are, for the csv-fr files TestClasseCSVFrCalc opens, a header row as Calc shows
// it (accents, units, « (%) ») and the numbers Calc must read in the rows below it: shares in
// percent, estimates rounded by their standard error (docs/bataille.md, « Rounding »), worked by
// hand:
//   - bataille stat, 3000 games of mean 438.10633 and standard deviation 349.15013 tricks (-F
//     json): e = 349.15/√3000 = 6.37 tricks, e/10 = 0.64, so 1 decimal: 438,1, 333,5 (the
//     median), 349,2; 82.1 % of even games: e = √(0.821 × 0.179 / 3000) = 0.70 point, so 2
//     decimals: 82,10, which Calc reads 82.1;
//   - dominos tournoi, 347 wins, 14 draws and 139 losses in 500 games: the Wilson interval of
//     347/500 is (p + z²/2n ± z √(p(1−p)/n + z²/4n²)) / (1 + z²/n) = [0.65226 ; 0.73279], so
//     e = 2.05 points and 1 decimal would do; the draws' [0.0168 ; 0.0464] has e = 0.76 point,
//     2 decimals, which the column takes: 69,40 %, 65,23 %, 73,28 %…;
//   - verger simule, 1476 wins in 2000 games: p = 0.738, e = √(0.738 × 0.262 / 2000) = 0.0098,
//     e/10 = 0.00098, so 4 decimals: 0,7380, and the interval [0.71829 ; 0.75680]: 0,7183,
//     0,7568; the exact probability and mean (0.7430028091242283, 5.95384235146605 in JSON),
//     with no sampling error, keep 12 significant digits.
var lisiblesCalc = map[string]struct {
	entete []string
	lignes [][]float64 // the numbers of the columns of entete that are numbers, row by row
}{
	"stat": {
		[]string{"règles", "couleurs", "valeurs", "parties", "min (plis)", "max (plis)", "moyenne (plis)", "médiane (plis)", "mode (plis)",
			"plage 95 %, borne basse (plis)", "plage 95 %, borne haute (plis)", "écart type (plis)", "paires (%)", "parité", "infinies",
			"largeur des classes (plis)"},
		[][]float64{{4, 13, 3000, 22, 2509, 438.1, 333.5, 208, 75, 1411, 349.2, 82.1, 0, 100}},
	},
	"tournoi": {
		[]string{"issue", "parties", "part (%)", "IC 95 % (Wilson), borne basse (%)", "IC 95 % (Wilson), borne haute (%)"},
		[][]float64{{347, 69.40, 65.23, 73.28}, {14, 2.80, 1.68, 4.64}, {139, 27.80, 24.05, 31.88}},
	},
	"simule": {
		[]string{"stratégie", "parties", "victoires", "estimation", "IC 95 % (Wilson), borne basse", "IC 95 % (Wilson), borne haute",
			"exacte", "exacte dans l'IC", "lancers (simulés)", "lancers (exacts)"},
		[][]float64{{2000, 1476, 0.7380, 0.7183, 0.7568, 0.743002809124, 5.9865, 5.95384235147}},
	},
}

// verifierCalcLisible checks, in the sheet Calc made of the csv-fr file nom, the header row and
// the numbers of lisiblesCalc: Calc reads each as a number (never text, never a percentage
// cell), the number worked by hand.
func verifierCalcLisible(t *testing.T, nom string, lignes [][]celluleCalc) {
	t.Helper()
	attendu, ok := lisiblesCalc[nom]
	if !ok {
		return
	}
	for i, l := range lignes {
		var textes []string
		for _, c := range l {
			textes = append(textes, c.texte)
		}
		if !slices.Equal(textes, attendu.entete) {
			continue
		}
		for j, nombres := range attendu.lignes {
			if i+1+j >= len(lignes) {
				t.Fatalf("%s : %d lignes sous l'en-tête", nom, len(lignes)-i-1)
			}
			var lus []float64
			for _, c := range lignes[i+1+j] {
				if c.nombre != nil {
					lus = append(lus, *c.nombre)
				}
			}
			if len(lus) != len(nombres) {
				t.Errorf("%s, ligne %d : Calc lit les nombres %v, attendu %v", nom, j+1, lus, nombres)
				continue
			}
			for k := range lus {
				if math.Abs(lus[k]-nombres[k]) > 1e-12*math.Abs(nombres[k]) {
					t.Errorf("%s, ligne %d : Calc lit %v, attendu %v", nom, j+1, lus[k], nombres[k])
				}
			}
		}
		return
	}
	t.Errorf("%s : Calc ne montre pas l'en-tête %q", nom, attendu.entete)
}
