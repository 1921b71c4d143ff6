package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// tuilesDeLigne reads the tiles written x:y in a line's text.
func tuilesDeLigne(s string) [][2]int {
	var l [][2]int
	for _, c := range strings.Fields(strings.NewReplacer("'", " ", "(", " ", ")", " ").Replace(s)) {
		var x, y int
		if n, _ := fmt.Sscanf(c, "%d:%d", &x, &y); n == 2 && fmt.Sprintf("%d:%d", x, y) == c {
			l = append(l, [2]int{x, y})
		}
	}
	return l
}

// mainsDeExact reads the two hands of the « jeux dominos exact » line a game ends with.
func mainsDeExact(t *testing.T, sortie string) (j1, j2 [][2]int) {
	t.Helper()
	i := strings.LastIndex(sortie, "jeux dominos exact --j1 ")
	if i < 0 {
		t.Fatalf("pas de ligne exact :\n%s", sortie)
	}
	ligne := sortie[i:]
	ligne = ligne[:strings.Index(ligne, "\n")]
	a, b, _ := strings.Cut(ligne, "--j2")
	return tuilesDeLigne(a), tuilesDeLigne(b)
}

// The issue's scripted game: the person opens with 3:3 and goes out, while the computer keeps
// 0:0. Under the 2012 rules that is a draw (0 points against 0); under the club rules (docs/regles.md
// §2.5) the player who goes out wins, and scores the other's points minus her own: 0.
func TestDominosClubSortieGagne(t *testing.T) {
	args := []string{"dominos", "joue", "--max", "3", "--main", "3", "-g", "2"}
	r2012 := runEntree(t, "1\n1\n1\n", args...)
	club := runEntree(t, "1\n1\n1\n", append(args, "--regles", "club")...)
	if r2012.code != 0 || club.code != 0 {
		t.Fatalf("codes %d et %d : %s %s", r2012.code, club.code, r2012.stderr, club.stderr)
	}
	j1, j2 := mainsDeExact(t, club.stdout)
	// The hands, read from the output: the person holds the highest double (3:3), and the
	// computer ends with 0:0 only.
	if len(j1) != 3 || j1[0] != [2]int{3, 3} || len(j2) != 3 {
		t.Fatalf("donne %v contre %v : ce n'est plus la donne de l'issue", j1, j2)
	}
	for _, attendu := range []string{"Main de l'ordinateur : 0:0 (0 point)", "Votre main : (vide) (0 point)"} {
		if !strings.Contains(r2012.stdout, attendu) || !strings.Contains(club.stdout, attendu) {
			t.Errorf("%q absent :\n%s\n%s", attendu, r2012.stdout, club.stdout)
		}
	}
	if !strings.Contains(r2012.stdout, "Partie nulle.") {
		t.Errorf("sous les règles de 2012, 0 point contre 0 est nul :\n%s", r2012.stdout)
	}
	for _, attendu := range []string{
		"commande : jeux dominos joue --contre recherche --place 1 --budget 128 --max 3 --main 3 --regles club --graine 2\n",
		"règles du club (le plus fort double ouvre",
		"Vous ouvrez avec 3:3.", "Vous gagnez.\nVous marquez 0 point",
		"la donne est gagnée par le joueur 1 (vous)", "--max 3 --regles club\n",
	} {
		if !strings.Contains(club.stdout, attendu) {
			t.Errorf("%q absent de la partie du club :\n%s", attendu, club.stdout)
		}
	}
}

// With seed 5 and hands of 7, the computer opens with 6:3 under the 2012 rules (the first tile
// in the order of the hands) while the person holds 4:4; at a club the highest double opens.
func TestDominosClubDoubleOuvre(t *testing.T) {
	args := []string{"dominos", "joue", "--main", "7", "-g", "5", "--contre", "plus_de_points"}
	r2012 := runEntree(t, strings.Repeat("1\n", 20), args...)
	club := runEntree(t, strings.Repeat("1\n", 20), append(args, "--regles", "club")...)
	if !strings.Contains(r2012.stdout, "L'ordinateur ouvre avec 6:3.") {
		t.Errorf("2012 :\n%s", r2012.stdout)
	}
	if !strings.Contains(club.stdout, "Vous ouvrez avec 4:4.") {
		t.Errorf("club :\n%s", club.stdout)
	}
	// The deal, read from the exact line: 4:4 is the highest double of both hands.
	j1, j2 := mainsDeExact(t, club.stdout)
	haut := -1
	for _, t := range append(j1, j2...) {
		if t[0] == t[1] {
			haut = max(haut, t[0])
		}
	}
	if haut != 4 || !strings.Contains(fmt.Sprint(j1), "[4 4]") {
		t.Errorf("donne %v contre %v : 4:4 n'est pas le plus fort double, ou pas celui de la personne", j1, j2)
	}
}

// A match to 15 points typed on standard input: after each hand the score adds what the hands
// shown at its end give (the winner: the player who went out, else the lighter hand; she scores
// the other's points minus her own), and the match ends at the first hand where a player
// reaches 15, won by her.
func TestDominosClubMatch(t *testing.T) {
	r := runEntree(t, strings.Repeat("1\n", 400), "dominos", "joue", "--max", "3", "--main", "3", "--contre", "hasard",
		"--regles", "club", "--match", "15", "-g", "3")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("code %d, stderr %q\n%s", r.code, r.stderr, r.stdout)
	}
	var score [2]int // the person, the computer
	var moi, lui int
	var videMoi, videLui bool
	donnes, fini := 0, false
	for _, l := range strings.Split(r.stdout, "\n") {
		if fini && l != "" {
			t.Fatalf("après la fin du match : %q\n%s", l, r.stdout)
		}
		points := func() (int, bool) {
			var n int
			fmt.Sscanf(l[strings.LastIndex(l, "(")+1:], "%d point", &n)
			return n, strings.Contains(l, "(vide)")
		}
		switch {
		case strings.HasPrefix(l, "Votre main : ") && (strings.HasSuffix(l, "points)") || strings.HasSuffix(l, "point)")):
			moi, videMoi = points()
		case strings.HasPrefix(l, "Main de l'ordinateur : "):
			lui, videLui = points()
		case strings.HasPrefix(l, "Score : "):
			donnes++
			switch {
			case videMoi || !videLui && moi < lui:
				score[0] += lui - moi
			case videLui || lui < moi:
				score[1] += moi - lui
			}
			if want := fmt.Sprintf("Score : vous %d, l'ordinateur %d (match en 15 points).", score[0], score[1]); l != want {
				t.Fatalf("donne %d : %q, attendu %q\n%s", donnes, l, want, r.stdout)
			}
		case strings.HasPrefix(l, "Vous gagnez le match"), strings.HasPrefix(l, "L'ordinateur gagne le match"):
			want := fmt.Sprintf("Vous gagnez le match, %d à %d, en %d donnes.", score[0], score[1], donnes)
			if score[1] >= 15 {
				want = fmt.Sprintf("L'ordinateur gagne le match, %d à %d, en %d donnes.", score[1], score[0], donnes)
			}
			if l != want || max(score[0], score[1]) < 15 {
				t.Errorf("%q, attendu %q (score %v)", l, want, score)
			}
			fini = true
		}
		if !fini && strings.HasPrefix(l, "Score : ") && max(score[0], score[1]) >= 15 {
			continue // the next line ends the match
		}
		if !fini && strings.HasPrefix(l, "Donne ") && max(score[0], score[1]) >= 15 {
			t.Fatalf("une donne de plus après %v", score)
		}
	}
	if !fini || donnes < 2 {
		t.Errorf("match sans fin ou d'une seule donne (%d) :\n%s", donnes, r.stdout)
	}
	if !strings.Contains(r.stdout, "Match en 15 points : ") || !strings.Contains(r.stdout, "--regles club --match 15 --graine 3\n") {
		t.Errorf("en-tête du match :\n%s", r.stdout[:300])
	}
}

// The refusals of the club rules and of --match: exit 2, one line naming the option, nothing on
// stdout, in French and in English.
func TestDominosClubRefus(t *testing.T) {
	for _, c := range []struct {
		args   []string
		fr, en string
	}{
		{[]string{"joue", "--regles", "club", "--match", "0"}, "--match vaut 0 : un nombre de points d'au moins 1 est attendu", "--match is 0: a number of points of at least 1 is expected"},
		{[]string{"joue", "--regles", "club", "--match", "-5"}, "--match vaut -5", "--match is -5"},
		{[]string{"joue", "--match", "100"}, "--match vaut 100 : un match se joue sous les règles du club : ajoutez --regles club", "--match is 100: a match is played under the club rules: add --rules club"},
		{[]string{"joue", "--regles", "club", "--pose", "2012"}, `--pose vaut "2012" : les règles du club`, `--placement is "2012": the club rules`},
		{[]string{"joue", "--regles", "club", "--decompte-2012"}, "--decompte-2012 vaut true : les règles du club comptent x + y", "--scoring-2012 is true: the club rules count x + y"},
		{[]string{"exact", "--regles", "club", "--pose", "2012"}, `--pose vaut "2012"`, `--placement is "2012"`},
		{[]string{"tournoi", "--regles", "club", "--decompte-2012"}, "--decompte-2012 vaut true", "--scoring-2012 is true"},
		{[]string{"joue", "--regles", "club", "--match", "50", "--enregistre", "partie.txt"}, "--enregistre : le fichier d'une partie tient une donne, pas un match (--match)", "--save: a game file holds one hand, not a match (--match)"},
		{[]string{"joue", "--rejoue", "partie.txt", "--regles", "club"}, "--rejoue lit la partie dans le fichier", "--replay reads the game"},
		{[]string{"tournoi", "--match", "100"}, "--match vaut 100 : un match se joue sous les règles du club", "--match is 100: a match is played under the club rules"},
		{[]string{"tournoi", "--regles", "club", "--match", "0"}, "--match vaut 0", "--match is 0"},
		{[]string{"joue", "--regles", "maison"}, `valeur "maison" invalide pour --regles : 2012, club`, `invalid value "maison" for --rules: 2012, club`},
	} {
		for _, l := range []struct {
			prefixe []string
			msg     string
		}{{nil, c.fr}, {[]string{"--langue", "en"}, c.en}} {
			args := append(append(append([]string{}, l.prefixe...), "dominos"), c.args...)
			r := runEntree(t, "1\n", args...)
			if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, l.msg) {
				t.Errorf("%v : code %d, stdout %q, stderr %q, attendu %q", args, r.code, r.stdout, r.stderr, l.msg)
			}
		}
	}
}

// The club rules solved with both hands open, on the issue's deal worked by hand: player 1
// opens 3:3; player 2 must lay 3:1; player 1 lays 3:2 on the 3, player 2 can only lay 1:0 on the
// 1, and player 1 goes out with 3:0: she wins at the club, and draws under the 2012 rules (0 points
// against 0:0).
func TestDominosClubExact(t *testing.T) {
	args := []string{"dominos", "exact", "--j1", "3:3 3:2 3:0", "--j2", "3:1 1:0 0:0", "--max", "3", "-F", "json"}
	for _, c := range []struct {
		extra []string
		want  string
	}{{nil, `"gagnant": 0`}, {[]string{"--regles", "club"}, `"gagnant": 1`}} {
		r := runCLI(t, append(args, c.extra...)...)
		if r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("%v : code %d, attendu %s\n%s", c.extra, r.code, c.want, r.stdout)
		}
		if club := strings.Contains(r.stdout, `"regles": "club"`); club != (c.extra != nil) {
			t.Errorf("%v : --regles club dans les paramètres : %v", c.extra, club)
		}
	}
}

// A tournament of matches (docs/regles.md §2.5) counts matches won and lost, never drawn, and at least one hand per
// match; split in parts it merges to the one-machine bytes; a part of 2012 hands never merges
// with a part of club matches, and forged parts (a drawn match, fewer hands than matches, hands
// counted without matches) are refused.
func TestDominosClubTournoiMatchs(t *testing.T) {
	args := []string{"dominos", "tournoi", "--s1", "plus_de_points", "--s2", "hasard", "--max", "4", "--main", "5",
		"--regles", "club", "--match", "40", "-n", "400", "-g", "4"}
	seul := runCLI(t, append(args, "-F", "json")...)
	var res struct {
		Parties, Victoires, Nuls, Defaites, Donnes int64
		Match                                      int
		Issues                                     []struct{ Issue string }
	}
	if seul.code != 0 || json.Unmarshal([]byte(seul.stdout), &res) != nil {
		t.Fatalf("code %d : %s", seul.code, seul.stderr)
	}
	if res.Parties != 400 || res.Nuls != 0 || res.Victoires+res.Defaites != 400 || res.Match != 40 || res.Donnes < 400 ||
		len(res.Issues) != 2 || res.Issues[0].Issue != "matchs gagnés" {
		t.Errorf("%+v", res)
	}
	// A match to 40 points needs at least two hands: no hand of double-4 with hands of 5 is
	// worth 40 (the heaviest five tiles, 4:4 4:3 4:2 3:3 4:1, make 32).
	if res.Donnes < 800 {
		t.Errorf("%d donnes pour 400 matchs en 40 points : au moins deux par match", res.Donnes)
	}
	for _, w := range []string{"1", "3"} {
		if r := runCLI(t, append(args, "-F", "json", "-w", w)...); r.stdout != seul.stdout {
			t.Errorf("-w %s change la réponse", w)
		}
	}
	dir := t.TempDir()
	parts := partsDe(t, dir, args...)
	if fus := runCLI(t, "fusionne", parts[0], parts[1], "-F", "json"); fus.code != 0 || fus.stdout != seul.stdout {
		t.Errorf("la fusion diffère : %s\n%s\n---\n%s", fus.stderr, seul.stdout, fus.stdout)
	}
	sans := partsDe(t, t.TempDir(), "dominos", "tournoi", "--s1", "plus_de_points", "--s2", "hasard", "--max", "4", "--main", "5", "-n", "400", "-g", "4")
	if r := runCLI(t, "fusionne", parts[0], sans[1]); r.code != 2 || r.stdout != "" {
		t.Errorf("une part du club et une de 2012 fusionnent : %d %q", r.code, r.stderr)
	}
	for _, f := range []falsification{
		{"match nul", "nuls", plus1, false},
		{"moins de donnes que de matchs", "donnes", func(any) any { return json.Number("3") }, false},
	} {
		faux := filepath.Join(dir, "faux-0.json")
		falsifier(t, parts[0], faux, func(a any) any {
			a = modifier(t, a, f.chemin, f.f)
			if f.nom == "match nul" { // the total kept: a win becomes a draw
				a = modifier(t, a, "victoires", func(v any) any { n, _ := v.(json.Number).Int64(); return json.Number(strconv.FormatInt(n-1, 10)) })
			}
			return a
		})
		refusDe(t, "tournoi en matchs, "+f.nom, faux, parts[1])
	}
	faux := filepath.Join(dir, "faux-0.json")
	falsifier(t, sans[0], faux, func(a any) any { a.(map[string]any)["donnes"] = json.Number("5"); return a })
	refusDe(t, "tournoi sans match, donnes comptées", faux, sans[1])
}

// The match that docs/dominos.md shows, typed `yes 1 | jeux dominos joue …`, is the match the
// command plays now: each run of lines between two « … » comes out in order.
func TestDominosClubMatchDocumente(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "dominos.md"))
	if err != nil {
		t.Fatal(err)
	}
	const tete = "yes 1 | jeux "
	page := string(b)
	i := strings.Index(page, "\n"+tete)
	if i < 0 {
		t.Fatal("docs/dominos.md ne montre plus de match")
	}
	bloc := page[i+1:]
	bloc = bloc[:strings.Index(bloc, "\n```")]
	lignes := strings.Split(bloc, "\n")
	mots, _ := decouper(strings.TrimPrefix(lignes[0], "yes 1 | "))
	r := runEntree(t, strings.Repeat("1\n", 3000), mots[1:]...)
	if r.code != 0 {
		t.Fatalf("%v : code %d, %s", mots, r.code, r.stderr)
	}
	reste := r.stdout
	for _, morceau := range strings.Split(strings.Join(lignes[1:], "\n"), "…\n") {
		k := strings.Index(reste, morceau)
		if k < 0 {
			t.Fatalf("docs/dominos.md montre, absent de la sortie (ou pas dans cet ordre) :\n%s\n--- sortie :\n%s", morceau, r.stdout)
		}
		reste = reste[k+len(morceau):]
	}
	if strings.TrimSpace(reste) != "" {
		t.Errorf("la sortie continue après la fin montrée : %q", reste)
	}
}

// The club rules in English: a match of « dominoes play », its points and scores, and the table
// of a tournament of matches, with nothing French in them.
func TestDominosClubAnglais(t *testing.T) {
	r := runEntree(t, strings.Repeat("1\n", 400), "--langue", "en", "dominoes", "play", "--max", "3", "--hand", "3", "--against", "hasard",
		"--rules", "club", "--match", "15", "-g", "3")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("statut %d, stderr %q", r.code, r.stderr)
	}
	for _, s := range []string{"club rules (the highest double opens, the player who goes out wins, a blocked game goes to the lighter hand): double-3",
		"Match to 15 points: each hand gives its winner", "Hand 1\n", "Score: you ", " (match to 15 points).", "The computer wins the match, "} {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("%q absent de\n%s", s, r.stdout)
		}
	}
	if !strings.Contains(r.stdout, "You score ") && !strings.Contains(r.stdout, "The computer scores ") {
		t.Errorf("aucun point marqué :\n%s", r.stdout)
	}
	parleAnglais(t, "play --rules club --match 15", r.stdout)
	r = runCLI(t, "--langue", "en", "dominoes", "tournament", "--rules", "club", "--match", "20", "--max", "3", "--hand", "3", "-n", "200", "-g", "1")
	for _, s := range []string{"in matches to 20 points", "points of a match", "matches won", "matches lost"} {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("%q absent de\n%s", s, r.stdout)
		}
	}
	parleAnglais(t, "tournament --rules club --match 20", r.stdout)
}

// Every command with rules takes the club's: its JSON names them among its parameters (so that
// its reproducing line and its parts carry them) and in the note of its rules.
func TestDominosClubPartout(t *testing.T) {
	for _, args := range [][]string{
		{"championnat", "--strategies", "pire,hasard,bloqueur", "-n", "20", "--max", "3", "--main", "3", "-g", "1"},
		{"partie", "--max", "3", "--main", "3", "-g", "1"},
		{"tournoi", "-n", "50", "--max", "3", "--main", "3", "-g", "1"},
		{"exact", "-n", "20", "--max", "4", "--main", "4", "-g", "1"},
		{"equilibre", "--max", "2", "--main", "2", "--tirages", "2", "--budget", "4"},
		{"conseil", "--chaine", "3-3", "--main", "3-1 2-0 1-1", "--adverse", "2", "--max", "3", "--budget", "8", "-g", "1"},
	} {
		r := runCLI(t, append(append([]string{"dominos"}, args...), "--regles", "club", "-F", "json")...)
		var res struct {
			Parametres struct{ Options map[string]any }
			Regles     string
		}
		if r.code != 0 || json.Unmarshal([]byte(r.stdout), &res) != nil {
			t.Errorf("%v : code %d, %s", args, r.code, r.stderr)
			continue
		}
		if res.Parametres.Options["regles"] != "club" || !strings.HasPrefix(res.Regles, "règles du club") {
			t.Errorf("%v : paramètres %v, note %q", args, res.Parametres.Options, res.Regles)
		}
		if _, ok := res.Parametres.Options["pose"]; ok {
			t.Errorf("%v : --pose dans les paramètres, que --regles club implique", args)
		}
	}
}
