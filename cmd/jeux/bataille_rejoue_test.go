package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// refus checks a refusal: exit 2, nothing on stdout, one French line holding mot, no English.
func refus(t *testing.T, nom string, r result, mot string) {
	t.Helper()
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, mot) || strings.Count(r.stderr, "\n") != 1 ||
		strings.Contains(r.stderr, "invalid") || strings.Contains(r.stderr, "looking for") {
		t.Errorf("%s : statut %d, stdout %q, stderr %q ; attendu 2, rien, une ligne avec %q", nom, r.code, r.stdout, r.stderr, mot)
	}
}

// A deal pasted from a publication replays under the deterministic rules by default: the
// 5,337-trick deal of resultats/bataille-record/52-naturelle-5337.json, given by its piles alone,
// lasts 5,337 tricks (Paternault's random pick-up, the former default, gave a few hundred), and
// draws no seed.
func TestBatailleRejoueDonneCollee(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "resultats", "bataille-record", "52-naturelle-5337.json"))
	if err != nil {
		t.Fatal(err)
	}
	var record struct {
		J1, J2 string
		Plis   int
	}
	if err := json.Unmarshal(data, &record); err != nil || record.Plis != 5337 {
		t.Fatalf("%+v, %v", record, err)
	}
	r := runCLI(t, "bataille", "rejoue", "--j1", record.J1, "--j2", record.J2, "-F", "json")
	obj := decode[map[string]any](t, r)
	if obj["plis"] != 5337.0 || obj["regles"] != "delahaye" || obj["ramassage_j1"] != "naturelle" || graineDe(obj) != -1 {
		t.Errorf("donne collée : %v plis, règles %v %v, graine %v", obj["plis"], obj["regles"], obj["ramassage_j1"], graineDe(obj))
	}
	// A random pick-up is played only when asked for, and then shows its seed.
	obj = decode[map[string]any](t, runCLI(t, "bataille", "rejoue", "--regles", "paternault", "--j1", record.J1, "--j2", record.J2, "-g", "3", "-F", "json"))
	if obj["regles"] != "paternault" || graineDe(obj) != 3 {
		t.Errorf("paternault demandé : %v, graine %v", obj["regles"], graineDe(obj))
	}
	// One 13 of player 1 written 12: five 12s and three 13s.
	i := strings.Index(record.J1, "13")
	faux := record.J1[:i] + "12" + record.J1[i+2:]
	refus(t, "cinq 12", runCLI(t, "bataille", "rejoue", "--j1", faux, "--j2", record.J2), "la carte 12 est en trop, la carte 13 manque")
	// The deck given: a deal of 4 × 13 is not one of 4 × 12.
	refus(t, "-v 12", runCLI(t, "bataille", "rejoue", "-v", "12", "--j1", record.J1, "--j2", record.J2), "la carte 13 est en trop")
}

// rejoue --donne reads bataille_cpp's result files, by hand here as explore.cc writes them:
// the last pair is the deal (docs/regles.md §1.3's 37-trick deal of 4 × 3), played under the
// rules of the command line; a file with no deal, a deal of another deck or duplicated cards
// is refused on one line naming the file's lines; its reproducing line runs again.
func TestBatailleRejoueFichierCpp(t *testing.T) {
	dir := t.TempDir()
	ecrire := func(nom, texte string) string {
		chemin := filepath.Join(dir, nom)
		if err := os.WriteFile(chemin, []byte(texte), 0o644); err != nil {
			t.Fatal(err)
		}
		return chemin
	}
	cpp := ecrire("c4v3.txt", "random exploration C=4 V=3\n\nseed=7\n0 loops found after 1024/369600\nlongest game (19):\n"+
		"cartes_joueur1=[3,2,1,1,2,1,]\ncartes_joueur2=[2,1,3,2,3,3,]\ntime: 0s\n0 loops found after 2048/369600\nlongest game (37):\n"+
		"cartes_joueur1=[2,1,3,1,3,2,]\ncartes_joueur2=[2,3,3,1,1,2,]\ntime: 0s\n")
	r := runCLI(t, "bataille", "rejoue", "--donne", cpp)
	if r.code != 0 || !strings.Contains(r.stdout, "| plis                          | 37 ") {
		t.Fatalf("statut %d, %q\n%s", r.code, r.stderr, r.stdout)
	}
	encore := runCLI(t, ligneCommande(t, r.stdout)...)
	if encore.code != 0 || encore.stdout != r.stdout {
		t.Errorf("la ligne de commande ne redonne pas la sortie (statut %d, %q)", encore.code, encore.stderr)
	}
	deux := ecrire("deux.txt", "2 1 3 1 3 2\n2 3 3 1 1 2\n")
	if obj := decode[map[string]any](t, runCLI(t, "bataille", "rejoue", "--donne", deux, "-F", "json")); obj["plis"] != 37.0 {
		t.Errorf("deux lignes : %v plis", obj["plis"])
	}
	for _, c := range []struct {
		nom, texte string
		args       []string
		mot        string
	}{
		{"sans donne", "random exploration C=4 V=3\n\nseed=7\n", nil, "ligne 1 : aucune donne"},
		{"sans cartes_joueur2", "longest game (3):\ncartes_joueur1=[1,2,]\ntime: 0s\n", nil, "ligne 2 : cartes_joueur1 sans cartes_joueur2 après elle"},
		// Cut off before the last cartes_joueur2: the 19-trick pair before it is not the deal.
		{"tronqué", "longest game (19):\ncartes_joueur1=[3,2,1,1,2,1,]\ncartes_joueur2=[2,1,3,2,3,3,]\nlongest game (37):\ncartes_joueur1=[2,1,3,1,3,2,]\n", nil, "ligne 5 : cartes_joueur1 sans cartes_joueur2 après elle (fichier tronqué ?)"},
		{"autre jeu", "cartes_joueur1=[2,1,3,1,3,2,]\ncartes_joueur2=[2,3,3,1,1,2,]\n", []string{"-c", "4", "-v", "4"}, "lignes 1 et 2 : la carte 4 manque"},
		{"cartes en double", "x\ncartes_joueur1=[2,1,3,1,3,3,]\ncartes_joueur2=[2,3,3,1,1,2,]\n", nil, "lignes 2 et 3 : la carte 3 est en trop, la carte 2 manque"},
		{"carte illisible", "cartes_joueur1=[2,1,a,]\ncartes_joueur2=[2,3,]\n", nil, `ligne 1 : carte "a"`},
		{"deux lignes en double", "1 1\n1 2\n", nil, "lignes 1 et 2 : la carte 1 est en trop, la carte 2 manque"},
		{"JSON mal formé", `{bad`, nil, "JSON mal formé"},
		{"ramassage 5", `{"parametres": {"options": {"ramassage": 5}}, "j1": "1 2", "j2": "2 1"}`, nil, "parametres.options.ramassage vaut 5"},
	} {
		f := ecrire("refus.txt", c.texte)
		refus(t, c.nom, runCLI(t, append([]string{"bataille", "rejoue", "--donne", f}, c.args...)...), c.mot)
	}
	// A record's JSON of 32 cards with the deck of 52 given: the file and -c × -v are at odds,
	// not --j1 and --j2, which were not given.
	record := filepath.Join("..", "..", "resultats", "bataille-record", "32-naturelle-1574.json")
	refus(t, "record de 32 cartes en 4 × 13", runCLI(t, "bataille", "rejoue", "--donne", record, "-c", "4", "-v", "13"),
		"--donne et -c/--couleurs × -v/--valeurs : la donne du fichier : la carte 9 manque (jeu de 4 × 13 cartes)")
	refus(t, "--j1 avec --donne", runCLI(t, "bataille", "rejoue", "--donne", cpp, "--j1", "1 2"), "ni --j1 ni --j2")
	// The file holds two deals: the output says which it plays, and --partie chooses (the first
	// pair of explore.cc's file is its 19-trick game).
	if !strings.Contains(r.stdout, "donne 2 sur 2 du fichier : lignes 11 et 12") {
		t.Errorf("la donne jouée n'est pas dite :\n%s", r.stdout)
	}
	premiere := runCLI(t, "bataille", "rejoue", "--donne", cpp, "--partie", "1", "-F", "json")
	if obj := decode[map[string]any](t, premiere); obj["plis"] != 19.0 || obj["j1"] != "3 2 1 1 2 1" {
		t.Errorf("--partie 1 : %v plis, j1 %v ; 19 et 3 2 1 1 2 1 attendus", obj["plis"], obj["j1"])
	}
	refus(t, "--partie 3", runCLI(t, "bataille", "rejoue", "--donne", cpp, "--partie", "3"), "--partie vaut 3 : le fichier contient 2 donnes")
	refus(t, "--partie 0", runCLI(t, "bataille", "rejoue", "--donne", deux, "--partie", "0"), "--partie vaut 0 : le fichier contient 1 donne")
	refus(t, "--partie sans --donne", runCLI(t, "bataille", "rejoue", "--j1", "1 2", "--j2", "2 1", "--partie", "1"), "--donne FICHIER est attendu")
	refus(t, "--depart JSON mal formé", runCLI(t, "bataille", "record", "--iterations", "10", "--depart", ecrire("d.json", "{bad")), "JSON mal formé")
}
