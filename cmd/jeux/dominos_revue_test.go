package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	jeu "jeux/games/dominos"
)

// partieTestdata is a game file written by « jeux dominos joue --max 4 --main 5 -g 6 --contre
// plus_de_points --enregistre … » with « 1 » typed at every move.
var partieTestdata, _ = filepath.Abs(filepath.Join("testdata", "dominos-partie.txt"))

func init() {
	exemples["jeux dominos revue"] = []string{partieTestdata}
}

// minimaxOuvert is a plain minimax with both hands open, written from the rules (the 2012
// placement, the lighter hand wins, x + y per tile) and sharing nothing with the engine's
// solver: the value for the player to move, +1, 0 or −1.
func minimaxOuvert(mains [2][][2]int, g, d, trait, passes int) int {
	if len(mains[0]) == 0 || len(mains[1]) == 0 || passes == 2 {
		p := [2]int{}
		for j := range 2 {
			for _, t := range mains[j] {
				p[j] += t[0] + t[1]
			}
		}
		return signe(p[1-trait] - p[trait])
	}
	best, joue := -2, false
	for i, t := range mains[trait] {
		ng, nd := g, d
		switch {
		case t[0] == g || t[1] == g:
			ng = t[0] + t[1] - g
		case t[0] == d || t[1] == d:
			nd = t[0] + t[1] - d
		default:
			continue
		}
		m := mains
		m[trait] = slices.Delete(slices.Clone(mains[trait]), i, i+1)
		best, joue = max(best, -minimaxOuvert(m, ng, nd, 1-trait, 0)), true
	}
	if !joue {
		return -minimaxOuvert(mains, g, d, 1-trait, passes+1)
	}
	return best
}

func signe(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// revueJSON is the part of « revue -F json » the tests read.
type revueJSON struct {
	Methode   string  `json:"methode"`
	Decisions int     `json:"decisions"`
	Precision float64 `json:"precision"`
	PireCoup  int     `json:"pire_coup"`
	Coups     []struct {
		Numero         int     `json:"numero"`
		Joue           string  `json:"joue"`
		Permis         int     `json:"permis"`
		Valeur         float64 `json:"valeur"`
		ValeurMeilleur float64 `json:"valeur_meilleur"`
		Cout           float64 `json:"cout"`
		Change         bool    `json:"change_issue"`
	} `json:"coups"`
}

// The review that ends « joue » is that of « revue » on the file the game wrote, and its costs
// are those of a brute-force minimax on the open-hand position before each of the person's
// moves, over games typed on standard input at both seats.
func TestDominosJoueRevueMinimax(t *testing.T) {
	dir := t.TempDir()
	revus := 0
	for _, cas := range [][]string{{"-g", "6"}, {"-g", "11"}, {"-g", "4", "--place", "2"}, {"-g", "9", "--place", "2", "--contre", "hasard"}} {
		fichier := filepath.Join(dir, "partie.txt")
		args := append([]string{"dominos", "joue", "--max", "4", "--main", "5", "--contre", "plus_de_points", "--enregistre", fichier}, cas...)
		r := runEntree(t, strings.Repeat("1\n", 20), args...)
		if r.code != 0 {
			t.Fatalf("%v : code %d, %s", cas, r.code, r.stderr)
		}
		table := runCLI(t, "dominos", "revue", fichier)
		_, fin, ok := strings.Cut(r.stdout, "Revue de la partie\n")
		_, finRevue, _ := strings.Cut(table.stdout, "Revue de la partie\n")
		if !ok || fin != finRevue {
			t.Fatalf("%v : la revue de joue n'est pas celle de revue :\n%s\n---\n%s", cas, r.stdout, table.stdout)
		}
		j := runCLI(t, "dominos", "revue", fichier, "-F", "json")
		var rv revueJSON
		if err := json.Unmarshal([]byte(j.stdout), &rv); err != nil || rv.Methode != "exact" {
			t.Fatalf("%v : %v, %s", cas, err, j.stdout)
		}
		texte, _ := os.ReadFile(fichier)
		e, err := jeu.LireEnregistrement(string(texte))
		if err != nil {
			t.Fatal(err)
		}
		p := jeu.CommencerPartie(jeu.Donne{Mains: e.Journal.Mains}, e.Regles)
		k := 0
		for n, c := range e.Journal.Coups[1:] {
			if c.Joueur == e.Place && !c.Passe {
				moi := e.Place - 1
				var mains [2][][2]int
				for j := range 2 {
					for _, t := range p.Main(j + 1).Tuiles() {
						mains[j] = append(mains[j], [2]int{t.Haut(), t.Bas()})
					}
				}
				g, d := p.Bouts()
				best, joue, permis := -2, -2, 0
				for i, t := range mains[moi] {
					ng, nd := g, d // the 2012 placement: the left end when the tile fits it
					switch {
					case t[0] == g || t[1] == g:
						ng = t[0] + t[1] - g
					case t[0] == d || t[1] == d:
						nd = t[0] + t[1] - d
					default:
						continue
					}
					m := mains
					m[moi] = slices.Delete(slices.Clone(mains[moi]), i, i+1)
					v := -minimaxOuvert(m, ng, nd, 1-moi, 0)
					best, permis = max(best, v), permis+1
					if jeu.NouvelleTuile(t[0], t[1]) == c.Tuile {
						joue = v
					}
				}
				l := rv.Coups[k]
				if l.Numero != n+2 || l.Permis != permis || l.ValeurMeilleur != float64(best) || l.Valeur != float64(joue) ||
					l.Cout != float64(best-joue) || l.Change != (best > joue) {
					t.Errorf("%v, coup %d : revue %+v ; minimax : %d coups, meilleur %d, joué %d", cas, n+2, l, permis, best, joue)
				}
				k++
				revus++
			}
			if c.Passe {
				p.Passer()
			} else {
				p.Placer(jeu.Placement{Tuile: c.Tuile, AGauche: c.AGauche})
			}
		}
		if k != len(rv.Coups) {
			t.Errorf("%v : %d coups revus, %d de la personne", cas, len(rv.Coups), k)
		}
	}
	if revus < 10 {
		t.Errorf("%d coups revus seulement", revus)
	}
}

// The game file replays: « joue --rejoue » shows the same moves, the same end and the same
// review as the game typed, with no keyboard, under the rules of the file (the club's too); a game abandoned (the input ends) is written as
// far as it went, and replays as far.
func TestDominosRejoue(t *testing.T) {
	dir := t.TempDir()
	coups := func(s string) []string {
		var l []string
		for _, x := range strings.Split(s, "\n") {
			// Typed on a pipe, a move is not echoed: « Vous posez » follows the prompt.
			if i := strings.Index(x, "Vous posez"); i >= 0 {
				l = append(l, x[i:])
			} else if strings.HasPrefix(x, "L'ordinateur") || strings.Contains(x, "passez") ||
				strings.HasPrefix(x, "Fin de la partie") || strings.HasPrefix(x, "Mains ouvertes") || strings.HasPrefix(x, "|") {
				l = append(l, x)
			}
		}
		return l
	}
	for _, cas := range [][]string{{"-g", "3"}, {"-g", "5", "--pose", "libre", "--place", "2"}, {"-g", "8", "--max", "6", "--main", "10", "--contre", "bloqueur"},
		{"-g", "3", "--regles", "club", "--max", "4", "--main", "5"}} {
		fichier := filepath.Join(dir, "p.txt")
		r := runEntree(t, strings.Repeat("1\n", 20), append([]string{"dominos", "joue", "--contre", "plus_de_points", "--enregistre", fichier}, cas...)...)
		re := runCLI(t, "dominos", "joue", "--rejoue", fichier)
		if r.code != 0 || re.code != 0 {
			t.Fatalf("%v : codes %d et %d : %s %s", cas, r.code, re.code, r.stderr, re.stderr)
		}
		a, b := coups(r.stdout), coups(re.stdout)
		if len(a) < 5 || !slices.Equal(a, b) {
			t.Errorf("%v : joué\n%s\nrejoué\n%s", cas, strings.Join(a, "\n"), strings.Join(b, "\n"))
		}
		texte, _ := os.ReadFile(fichier)
		if club := slices.Contains(cas, "club"); club != strings.Contains(string(texte), "\nregles club\n") ||
			club != strings.Contains(re.stdout, "règles du club") {
			t.Errorf("%v : les règles du fichier ou du rejeu :\n%s\n%s", cas, texte, re.stdout)
		}
		if !strings.Contains(re.stdout, "commande : jeux dominos joue --rejoue "+fichier) {
			t.Errorf("%v : la ligne de commande du rejeu :\n%s", cas, re.stdout)
		}
	}
	// Abandoned after two moves: exit 1, the file holds the opening and what was played.
	fichier := filepath.Join(dir, "abandon.txt")
	r := runEntree(t, "1\n", "dominos", "joue", "--contre", "plus_de_points", "-g", "4", "--enregistre", fichier)
	texte, err := os.ReadFile(fichier)
	if r.code != 1 || err != nil {
		t.Fatalf("abandon : code %d, %v", r.code, err)
	}
	e, err := jeu.LireEnregistrement(string(texte))
	if err != nil || e.Finie || strings.Count(r.stdout, "Vous posez") != 1 {
		t.Fatalf("abandon : %v, %+v\n%s", err, e, texte)
	}
	re := runCLI(t, "dominos", "joue", "--rejoue", fichier)
	if re.code != 0 || !strings.Contains(re.stdout, "Le fichier s'arrête là") || strings.Count(re.stdout, "Vous posez") != 1 {
		t.Errorf("rejeu d'un abandon : code %d\n%s%s", re.code, re.stdout, re.stderr)
	}
}

// A file that does not replay is refused with exit 2, nothing on stdout, one line that names
// the file's line and what is wrong, in French and in English; so is --rejoue with rules.
func TestDominosPartieRefusee(t *testing.T) {
	bon, err := os.ReadFile(partieTestdata)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cas := []struct {
		ancien, nouveau string
		fr, en          string
	}{
		{"jeux-dominos-partie 1", "partie", `ligne 1 : la première ligne d'un fichier de partie est « jeux-dominos-partie 1 »`, `line 1: the first line of a game file is "jeux-dominos-partie 1"`},
		{"graine 6\n", "graine 6\nvitesse 3\n", `ligne 7 : ligne inconnue "vitesse"`, `line 7: unknown line "vitesse"`},
		{"coup 1 3:2 gauche", "coup 1 4:0 gauche", "ligne 15 : 4:0 n'est pas dans la main", "line 15: 4:0 is not in the hand"},
		{"coup 1 3:2 gauche", "coup 1 3:1 gauche", "ligne 15 : 3:1 ne se pose ni sur 2 ni sur 4", "line 15: 3:1 fits neither on 2 nor on 4"},
		{"passe 1\ncoup 2", "coup 2", "ligne 13 : c'est au joueur 1 de jouer", "line 13: it is player 1's turn"},
		{"max 4", "max 3", `ligne 11 : j2 vaut "4:4" : tuile hors du jeu double-3`, `line 11: j2 is "4:4": tile outside the double-3 set`},
		{"budget 128", "budget 0", `ligne 9 : budget vaut 0 :`, `line 9: budget is 0:`},
		{"pose 2012", "pose libres", `ligne 5 : pose vaut "libres" : 2012, libre attendu`, `line 5: pose is "libres": 2012, libre expected`},
		{"main 5", "main 4", "ligne 10 : j1 a 5 tuiles, les mains en ont 4", "line 10: j1 has 5 tiles, the hands have 4"},
	}
	for _, c := range cas {
		fichier := filepath.Join(dir, "p.txt")
		if err := os.WriteFile(fichier, []byte(strings.Replace(string(bon), c.ancien, c.nouveau, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"dominos", "revue", fichier}, {"dominos", "joue", "--rejoue", fichier}} {
			for _, en := range []bool{false, true} {
				attendu := c.fr
				if en {
					args = append([]string{"--langue", "en"}, args...)
					attendu = c.en
				}
				r := runCLI(t, args...)
				if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, fichier) || !strings.Contains(r.stderr, attendu) {
					t.Errorf("%v : code %d, stdout %q, stderr %q ; attendu %q", args, r.code, r.stdout, r.stderr, attendu)
				}
			}
		}
	}
	r := runCLI(t, "dominos", "joue", "--rejoue", partieTestdata, "--max", "5")
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "--rejoue lit la partie dans le fichier") {
		t.Errorf("--rejoue --max : code %d, %q, %q", r.code, r.stdout, r.stderr)
	}
	r = runCLI(t, "dominos", "revue", filepath.Join(dir, "absent.txt"))
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "absent.txt") {
		t.Errorf("fichier absent : code %d, %q, %q", r.code, r.stdout, r.stderr)
	}
}

// The review in English: its headings and its worst move.
func TestDominosRevueAnglais(t *testing.T) {
	r := runCLI(t, "--langue", "en", "dominoes", "review", partieTestdata)
	for _, s := range []string{"Review of the game", "accuracy (moves with a choice played best) | 33.33%", "move 6: 3:1 instead of 3:0 (cost 1)", "outcome changed"} {
		if r.code != 0 || !strings.Contains(r.stdout, s) {
			t.Errorf("%q absent (code %d) :\n%s%s", s, r.code, r.stdout, r.stderr)
		}
	}
	r = runCLI(t, "dominos", "revue", partieTestdata, "--methode", "recherche", "--budget", "16", "-F", "json")
	var rv revueJSON
	if err := json.Unmarshal([]byte(r.stdout), &rv); err != nil || rv.Methode != "recherche" || len(rv.Coups) != 4 {
		t.Fatalf("recherche : %v\n%s%s", err, r.stdout, r.stderr)
	}
	for _, c := range rv.Coups {
		if c.Cout < 0 || c.Valeur < -1 || c.ValeurMeilleur > 1 || c.Cout != c.ValeurMeilleur-c.Valeur {
			t.Errorf("recherche : %+v", c)
		}
	}
}

// The review of docs/dominos.md is what the commands it quotes print: the game typed through
// printf and written by joue --enregistre, then revue on the file.
func TestDominosRevueDocumentee(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "..", "docs", "dominos.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, bloc, ok := strings.Cut(string(page), "$ printf '")
	if !ok {
		t.Fatal("docs/dominos.md : la ligne « $ printf … | jeux dominos joue » est introuvable")
	}
	bloc, _, _ = strings.Cut(bloc, "```")
	entree, reste, _ := strings.Cut(bloc, "' | ")
	ligneJoue, reste, _ := strings.Cut(reste, "\n")
	ligneRevue, attendu, _ := strings.Cut(reste, "\n")
	t.Chdir(t.TempDir())
	mots, _ := decouper(ligneJoue)
	if r := runEntree(t, strings.ReplaceAll(entree, `\n`, "\n"), mots[1:]...); r.code != 0 {
		t.Fatalf("%s : code %d, %s", ligneJoue, r.code, r.stderr)
	}
	mots, _ = decouper(strings.TrimPrefix(ligneRevue, "$ "))
	r := runCLI(t, mots[1:]...)
	if r.code != 0 || r.stdout != attendu {
		t.Errorf("%s : code %d, %s\n%s\ndocs/dominos.md montre\n%s", ligneRevue, r.code, r.stderr, r.stdout, attendu)
	}
}

// Ctrl-C during a game stops it within a second and leaves the game file of what was played,
// whole: it reads and replays.
func TestDominosEnregistreCtrlC(t *testing.T) {
	lecteur, ecrivain, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer ecrivain.Close()
	ecrivain.WriteString("1\n") // one move, then the game waits for the next
	fichier := filepath.Join(t.TempDir(), "partie.txt")
	r := lancerSignal(t, 500*time.Millisecond, os.Interrupt, lecteur, "dominos", "joue", "--contre", "plus_de_points", "-g", "4", "--enregistre", fichier)
	lecteur.Close()
	if !r.interrompu || r.arret > time.Second || r.code == 0 {
		t.Fatalf("joue interrompu : %+v", r)
	}
	texte, err := os.ReadFile(fichier)
	if err != nil {
		t.Fatalf("pas de fichier après Ctrl-C : %v (%s)", err, r.stderr)
	}
	e, err := jeu.LireEnregistrement(string(texte))
	if err != nil || e.Finie || strings.Count(string(texte), "coup 1 ") != 1 {
		t.Fatalf("fichier après Ctrl-C : %v\n%s", err, texte)
	}
	if entrees, _ := os.ReadDir(filepath.Dir(fichier)); len(entrees) != 1 {
		t.Errorf("%d fichiers dans le dossier : un temporaire est resté", len(entrees))
	}
}
