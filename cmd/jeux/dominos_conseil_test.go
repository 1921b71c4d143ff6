package main

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func init() {
	exemples["jeux dominos conseil"] = []string{"--chaine", "2:2 2:1", "--main", "2-0 1-0", "--adverse", "2", "--max", "2", "--budget", "8", "-g", "1"}
}

// conseilJSON is the part of « dominos conseil -F json » these tests read.
type conseilJSON struct {
	Donnes  int    `json:"donnes"`
	Passe   bool   `json:"passe"`
	Conseil string `json:"conseil"`
	Coups   []struct {
		Tuile     [2]int `json:"tuile"`
		Cote      string `json:"cote"`
		Victoires int    `json:"victoires"`
		Nuls      int    `json:"nuls"`
		Defaites  int    `json:"defaites"`
		Conseille bool   `json:"conseille"`
		Sur       int    `json:"sur"`
	} `json:"coups"`
	Separe      bool `json:"separe"`
	Comparaison []struct {
		IC            struct{ Bas, Haut float64 } `json:"ic95_wilson"`
		Ecart         float64                     `json:"ecart"`
		EcartIC       struct{ Bas, Haut float64 } `json:"ecart_ic95"`
		Indiscernable bool                        `json:"indiscernable"`
	} `json:"comparaison"`
}

// A position worked by hand, in double-2 with hands of three tiles: every tile is dealt, so the
// opponent's hand is known and every sample is the same deal. On the chain 2:2 2:1 (ends 2 and
// 1), I hold 2:0 and 1:0, the opponent 1:1 and 0:0.
//   - 2:0 goes left (ends 0 and 1). The opponent answers 1:1 (right): my 1:0 goes left and empties
//     my hand, his 0:0 left: 0 against 0, a draw; his 0:0 instead would leave him 1:1 (2 points)
//     against nothing: he plays 1:1, a draw.
//   - 1:0 goes right (ends 2 and 0). The opponent's only move is 0:0 (right), then my 2:0 goes
//     left and empties my hand: 0 against his 1:1, 2 points, a win.
//
// So 2:0 draws every sample, 1:0 wins every sample, and 1:0 is the advice.
func TestDominosConseilALaMain(t *testing.T) {
	c := decode[conseilJSON](t, runCLI(t, "dominos", "conseil", "--chaine", "2:2 2-1", "--main", "0-2, 1:0", "--adverse", "2", "--max", "2", "--budget", "16", "-g", "5", "-F", "json"))
	if c.Donnes != 16 || c.Passe || c.Conseil != "1:0" || len(c.Coups) != 2 {
		t.Fatalf("conseil %+v : attendu 16 donnes, 2 coups, 1:0 conseillé", c)
	}
	a, b := c.Coups[0], c.Coups[1]
	if a.Tuile != [2]int{2, 0} || a.Nuls != 16 || a.Victoires+a.Defaites != 0 || a.Conseille {
		t.Errorf("2:0 : %+v, attendu 16 nuls sur 16", a)
	}
	if b.Tuile != [2]int{1, 0} || b.Victoires != 16 || b.Nuls+b.Defaites != 0 || !b.Conseille {
		t.Errorf("1:0 : %+v, attendu 16 victoires sur 16, conseillé", b)
	}
}

// With no playable tile the answer is to pass, and no sample is drawn.
func TestDominosConseilPasse(t *testing.T) {
	r := runCLI(t, "dominos", "conseil", "--chaine", "6-6 6-5 5-2", "--main", "4-4 1-1 3-0", "--adverse", "4", "-g", "1", "-F", "json")
	c := decode[conseilJSON](t, r)
	if !c.Passe || c.Conseil != "passer" || c.Donnes != 0 || len(c.Coups) != 0 || !strings.Contains(r.stdout, `"coups": []`) {
		t.Errorf("sans tuile jouable : %+v\n%s", c, r.stdout)
	}
	if table := runCLI(t, "dominos", "conseil", "--chaine", "6-6 6-5 5-2", "--main", "4-4 1-1 3-0", "--adverse", "4", "-g", "1"); table.code != 0 ||
		!regexp.MustCompile(`aucune tuile jouable : vous passez +\| oui`).MatchString(table.stdout) {
		t.Errorf("table : code %d\n%s", table.code, table.stdout)
	}
}

// The same position and seed give the same bytes; another seed draws other deals.
func TestDominosConseilGraine(t *testing.T) {
	args := []string{"dominos", "conseil", "--chaine", "6-6 6-5 5-2", "--main", "5-4 2-1 2-0", "--adverse", "4", "-F", "json"}
	a, b := runCLI(t, append(args, "-g", "3")...), runCLI(t, append(args, "-g", "3")...)
	if a.code != 0 || a.stdout != b.stdout {
		t.Errorf("même graine, autres octets (code %d) :\n%s\n%s", a.code, a.stdout, b.stdout)
	}
}

// Every refusal: exit 2, one French line naming the option, nothing on stdout.
func TestDominosConseilErreurs(t *testing.T) {
	base := func(chaine, main, adverse string, plus ...string) []string {
		return append([]string{"--chaine", chaine, "--main", main, "--adverse", adverse}, plus...)
	}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{base("6-6 6-5", "6-5 4-4", "3"), `--main vaut "6:5" : tuile déjà posée sur la chaîne`},
		{base("6-6 6-5 5-6", "4-4", "2"), `--chaine vaut "5:6" : tuile posée deux fois`},
		{base("6-6", "4-4 4-4", "1"), `--main vaut "4-4" : tuile donnée deux fois dans la main`},
		{base("6-6 5-4", "4-4", "2"), `--chaine vaut "6-6 5-4" : 6-6 et 5-4 n'ont aucune valeur commune : elles ne se joignent dans aucun sens`},
		{base("6-6 6-5 6-4", "4-4", "2"), `--chaine vaut "6-5 6-4" : 6-5 et 6-4 ne se joignent dans aucun sens : après 6-5, le bout libre de la chaîne est 5`},
		{base("6-6 6x5", "4-4", "2"), `--chaine vaut "6x5" : une tuile s'écrit x-y`},
		{base("6-6 6-7", "4-4", "2"), `--chaine vaut "6-7" : tuile hors du jeu double-6`},
		{base(" ", "4-4", "2"), `--chaine vaut " " : une chaîne d'au moins une tuile est attendue`},
		{base("6-6", "", "1"), `--main vaut "" : une main est attendue`},
		{base("3-3", "4-4", "2", "--max", "3"), `--main vaut "4-4" : tuile hors du jeu double-3`},
		{base("6-6", "4-4", "0"), "--adverse vaut 0 : l'adversaire qui n'a plus de tuile a fini la partie"},
		{base("6-6", "4-4 3-3", "2"), "--adverse vaut 2 : votre main (2), celle de l'adversaire (2) et la chaîne (1) font 5 tuiles, un nombre impair : les deux mains distribuées ont le même nombre de tuiles et aucune ne se pioche, l'adversaire en a donc une de plus ou de moins ; sans --adverse, conseil le déduit de --distribuees"},
		{base("6-6", "4-4", "27"), "--adverse vaut 27 : le jeu double-6 a 28 tuiles : avec votre main (1) et la chaîne (1), l'adversaire en tient au plus 26"},
		{base("6-6 6-5", "4-4 3-3 2-2 1-1 0-0", "1"), "--main vaut 5 : votre main tient plus de tuiles que les mains distribuées, (main + adverse + chaîne) / 2 = 4"},
		{base("6-6 6-5 5-5", "4-4", "6"), "--adverse vaut 6 : l'adversaire tient plus de tuiles que les mains distribuées, (main + adverse + chaîne) / 2 = 5"},
		{base("6-6", "4-4", "1", "--passe", "7"), `--passe vaut "7" : les valeurs sur lesquelles l'adversaire a passé, de 0 à 6`},
		{base("6-6", "4-4", "1", "--passe", "3,x"), `--passe vaut "3,x"`},
		{base("6-6", "4-4", "1", "--passe", "-1"), `--passe vaut "-1"`},
		{base("6-6 6-5", "4-4", "3", "--ouverture", "5-5"), `--ouverture vaut "5:5" : la tuile qui a ouvert est sur la chaîne`},
		{base("5-5 5-6", "4-4", "3", "--ouverture", "5-5"), `--ouverture vaut "5:5" : la plus forte tuile des deux mains ouvre, or 6:5, posée ou en main, est plus forte`},
		{base("5-5", "6-0", "2", "--ouverture", "5-5"), "or 6:0, posée ou en main, est plus forte"},
		{base("5-5", "4-4", "1", "--ouverture", "5-5 4-3"), `--ouverture vaut "5-5 4-3" : une seule tuile est attendue`},
		// Double-2: on 2:1, with 1:1 and 0:0 in hand and 2:2 too strong for the opponent (the
		// opening was 2:1), he can hold only 2:0 and 1:0.
		{base("2-1", "1-1 0-0", "3", "--max", "2", "--ouverture", "2-1"), "--adverse vaut 3 : l'adversaire ne peut tenir que 2 tuiles"},
		{base("6-6", "4-4", "2", "--passe", "0,1,2,3,4,5"), "--adverse vaut 2 : l'adversaire ne peut tenir que 0 tuiles"},
		{base("12-12", "1-1 2-2 3-3 4-4 5-5 6-6 7-7 8-8 9-9 10-10 11-11 12-11 12-10 12-9 12-8 12-7 12-6", "18", "--max", "12"), "--main vaut 17 : les mains distribuées auraient 18 tuiles"},
		{base("6-6", "4-4", "1", "--max", "13"), "--max vaut 13 : un entier de 1 à 12"},
		{base("6-6", "4-4", "1", "--budget", "0"), "--budget vaut 0"},
		{base("6-6", "4-4", "1", "--pose", "droite"), `valeur "droite" invalide pour --pose : 2012, libre est attendu`},
		{[]string{"--main", "4-4", "--adverse", "1"}, "option --chaine obligatoire"},
		{[]string{"--chaine", "6-6", "--main", "4-4"}, "--distribuees vaut 10 : avec des mains de 10 tuiles distribuées, votre main (1) et la chaîne (1) en laissent 18 à l'adversaire, plus qu'il n'en a reçu"},
	} {
		r := runCLI(t, append([]string{"dominos", "conseil"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%q : code %d, stdout %q, stderr %q ; attendu 2 et %q", c.args, r.code, r.stdout, r.stderr, c.msg)
		}
	}
	// The bound of the opening is what refuses the last but three: without it, 2:2 is possible.
	if r := runCLI(t, "dominos", "conseil", "--chaine", "2-1", "--main", "1-1 0-0", "--adverse", "3", "--max", "2", "--budget", "4", "-g", "1"); r.code != 0 {
		t.Errorf("sans --ouverture : code %d, %s", r.code, r.stderr)
	}
}

// conseilJoue is one advice printed by joue: its moves, as joue writes them, and the conseil
// line printed under it.
type conseilJoue struct {
	coups []string // " * 4:2  gagnées 60 %, nulles 10 %, perdues 30 %"
	ligne string
}

// conseilsDeJoue reads the advice blocks of a game of joue.
func conseilsDeJoue(t *testing.T, sortie string) []conseilJoue {
	t.Helper()
	var l []conseilJoue
	var cur *conseilJoue
	for _, ligne := range strings.Split(sortie, "\n") {
		ligne = strings.TrimPrefix(ligne, "Votre coup : ")
		switch {
		case strings.HasPrefix(ligne, "Conseil de recherche ("):
			l = append(l, conseilJoue{})
			cur = &l[len(l)-1]
		case cur != nil && strings.Contains(ligne, "gagnées "):
			cur.coups = append(cur.coups, ligne)
		case cur != nil && strings.HasPrefix(ligne, "Pour retrouver ce conseil : "):
			cur.ligne = strings.TrimPrefix(ligne, "Pour retrouver ce conseil : ")
			cur = nil
		}
	}
	return l
}

// pourcentJoue writes k out of n as joue does.
func pourcentJoue(k, n int) string { return fmt.Sprintf("%.0f %%", 100*float64(k)/float64(n)) }

// The test: the advice of joue (--conseil, and « ? ») and conseil run on the line joue
// prints under it agree, move by move; with a budget of 20, each count is a multiple of 5 %,
// so the percentages joue prints are the counts themselves. The line is also the one conseil
// writes as its own.
func TestDominosConseilContreJoue(t *testing.T) {
	for _, c := range []struct {
		entree string
		args   []string
	}{
		{strings.Repeat("1\n", 30), []string{"--contre", "plus_de_points", "--conseil", "--budget", "20", "--max", "6", "--main", "7", "-g", "11"}},
		{strings.Repeat("?\n1\n", 30), []string{"--contre", "bloqueur", "--place", "2", "--budget", "20", "--max", "5", "--main", "6", "--pose", "libre", "-g", "4"}},
	} {
		j := runEntree(t, c.entree, append([]string{"dominos", "joue"}, c.args...)...)
		if j.code != 0 {
			t.Fatalf("%v : code %d, %s", c.args, j.code, j.stderr)
		}
		conseils := conseilsDeJoue(t, j.stdout)
		if len(conseils) < 2 {
			t.Fatalf("%v : %d conseils\n%s", c.args, len(conseils), j.stdout)
		}
		for _, cj := range conseils {
			mots := motsShell(t, cj.ligne)
			if len(mots) < 3 || !slices.Equal(mots[:3], []string{"jeux", "dominos", "conseil"}) || !slices.Contains(mots, "--ouverture") {
				t.Fatalf("ligne %q", cj.ligne)
			}
			table := runCLI(t, mots[1:]...)
			if want := "commande : " + cj.ligne + "\n"; !strings.HasPrefix(table.stdout, want) {
				t.Errorf("conseil ne s'écrit pas comme joue l'écrit : %q\n%s", want, table.stdout)
			}
			got := decode[conseilJSON](t, runCLI(t, append(mots[1:], "-F", "json")...))
			if got.Donnes != 20 || len(got.Coups) != len(cj.coups) {
				t.Errorf("%s : %d donnes, %d coups ; joue en montre %d\n%q", cj.ligne, got.Donnes, len(got.Coups), len(cj.coups), cj.coups)
				continue
			}
			for i, k := range got.Coups {
				marque, bout := " ", ""
				if k.Conseille {
					marque = "*"
				}
				if got.Comparaison[i].Indiscernable {
					marque = "="
				}
				if k.Cote != "" {
					bout = fmt.Sprintf(" sur le %d", k.Sur)
				}
				ic := got.Comparaison[i].IC
				want := fmt.Sprintf(" %s %d:%d%s  gagnées %s (%.0f à %.0f), nulles %s, perdues %s", marque, k.Tuile[0], k.Tuile[1], bout,
					pourcentJoue(k.Victoires, 20), 100*ic.Bas, 100*ic.Haut, pourcentJoue(k.Nuls, 20), pourcentJoue(k.Defaites, 20))
				if cj.coups[i] != want {
					t.Errorf("%s : joue écrit %q, conseil donne %q", cj.ligne, cj.coups[i], want)
				}
			}
		}
	}
}

// « ? » at the prompt gives the advice without --conseil and asks the move again; the game is
// the same with or without it (the machine's draws do not depend on it), and the advice is the
// one --conseil prints before the same move.
func TestDominosJoueQuestion(t *testing.T) {
	args := []string{"dominos", "joue", "--contre", "hasard", "--budget", "12", "--max", "5", "--main", "6", "-g", "9"}
	sans := runEntree(t, strings.Repeat("1\n", 30), args...)
	avec := runEntree(t, strings.Repeat("?\n?\n1\n", 30), args...)
	conseil := runEntree(t, strings.Repeat("1\n", 30), append(slices.Clone(args), "--conseil")...)
	if sans.code != 0 || avec.code != 0 || conseil.code != 0 {
		t.Fatalf("codes %d, %d, %d : %s%s%s", sans.code, avec.code, conseil.code, sans.stderr, avec.stderr, conseil.stderr)
	}
	if !strings.Contains(sans.stdout, "Tapez ? pour le conseil de recherche") {
		t.Errorf("l'explication ne dit pas « ? » :\n%s", sans.stdout)
	}
	if strings.Contains(sans.stdout, "Conseil de recherche (") {
		t.Errorf("un conseil sans --conseil ni « ? » :\n%s", sans.stdout)
	}
	// Without the advice blocks and the prompts they repeat, « ? » leaves the very same game.
	var partie []string
	dedans := false
	for _, l := range strings.Split(avec.stdout, "\n") {
		l = strings.ReplaceAll(l, "Votre coup : ", "")
		switch {
		case strings.HasPrefix(l, "Conseil de recherche ("):
			dedans = true
		case dedans && strings.HasPrefix(l, "Pour retrouver ce conseil : "):
			dedans = false
		case !dedans:
			partie = append(partie, l)
		}
	}
	if got, want := strings.Join(partie, "\n"), strings.ReplaceAll(sans.stdout, "Votre coup : ", ""); got != want {
		t.Errorf("« ? » change la partie :\n%s\n---\n%s", got, want)
	}
	// Each move gets two identical answers to « ? », and they are --conseil's.
	q, c := conseilsDeJoue(t, avec.stdout), conseilsDeJoue(t, conseil.stdout)
	if len(q) == 0 || len(q) != 2*len(c) {
		t.Fatalf("%d conseils par « ? », %d par --conseil", len(q), len(c))
	}
	for i := range c {
		if !slices.Equal(q[2*i].coups, c[i].coups) || !slices.Equal(q[2*i+1].coups, c[i].coups) || q[2*i].ligne != c[i].ligne {
			t.Errorf("coup %d : « ? » donne %q puis %q, --conseil %q", i+1, q[2*i].coups, q[2*i+1].coups, c[i].coups)
		}
	}
}

// exactFin reads the end of a game of joue: the verdict of perfect play and the exact line.
func exactFin(t *testing.T, sortie string) (gagnant int, ligne string) {
	t.Helper()
	m := regexp.MustCompile(`(?m)^Mains ouvertes, sous le jeu parfait des deux côtés, (?:la donne est nulle|la donne est gagnée par le joueur (\d) \((?:vous|l'ordinateur)\))\.\nPour la voir coup par coup : (jeux dominos exact .*)$`).FindStringSubmatch(sortie)
	if m == nil {
		t.Fatalf("fin sans issue exacte :\n%s", sortie)
	}
	if m[1] != "" {
		gagnant = int(m[1][0] - '0')
	}
	return gagnant, m[2]
}

// The end of joue gives what perfect play makes of the deal and the exact line that shows it;
// the line replays the deal as dealt and gives the same outcome.
func TestDominosJoueExact(t *testing.T) {
	j := runEntree(t, strings.Repeat("1\n", 30), "dominos", "joue", "--contre", "plus_de_points", "--main", "7", "-g", "6")
	if j.code != 0 {
		t.Fatalf("code %d : %s", j.code, j.stderr)
	}
	gagnant, ligne := exactFin(t, j.stdout)
	mots := motsShell(t, ligne)
	e := exactCLI(t, mots[3:]...)
	if e.Gagnant != gagnant {
		t.Errorf("%s : gagnant %d, joue annonce %d", ligne, e.Gagnant, gagnant)
	}
	// The hands of the line are the hands dealt: 7 tiles each; the person's first hand shown is
	// in hers (the opening aside), each hand left at the end is in its own.
	main1 := j.stdout[strings.Index(j.stdout, "Votre main : ")+len("Votre main : "):]
	main1 = main1[:strings.Index(main1, " ;")]
	fin := j.stdout[strings.LastIndex(j.stdout, "Fin de la partie."):]
	reste := func(prefixe string) []string {
		l := fin[strings.Index(fin, prefixe)+len(prefixe):]
		return strings.Fields(l[:strings.Index(l, " (")])
	}
	tuiles := func(m [][2]int) []string {
		var s []string
		for _, tu := range m {
			s = append(s, fmt.Sprintf("%d:%d", tu[0], tu[1]))
		}
		return s
	}
	moi, lui := tuiles(e.Joueurs[0].Main), tuiles(e.Joueurs[1].Main)
	if len(moi) != 7 || len(lui) != 7 {
		t.Fatalf("mains %v et %v", moi, lui)
	}
	for _, c := range []struct {
		tuiles []string
		main   []string
	}{{strings.Fields(main1), moi}, {reste("Votre main : "), moi}, {reste("Main de l'ordinateur : "), lui}} {
		for _, tu := range c.tuiles {
			if tu != "(vide)" && !slices.Contains(c.main, tu) {
				t.Errorf("%s absente de la main distribuée %v", tu, c.main)
			}
		}
	}
}

// Hands of one tile in double-2, worked by hand (as TestDominosExactToutes): the opener plays
// its only tile and empties its hand, so it wins unless the other tile is 0:0 (0 points
// against 0, a draw). The end of joue must say so, whatever the deal.
func TestDominosJoueExactUneTuile(t *testing.T) {
	for g := range 8 {
		j := runEntree(t, "", "dominos", "joue", "--contre", "pire", "--max", "2", "--main", "1", "-g", fmt.Sprint(g))
		if j.code != 0 {
			t.Fatalf("-g %d : code %d : %s", g, j.code, j.stderr)
		}
		gagnant, _ := exactFin(t, j.stdout)
		ouvreur, autre := 1, "Main de l'ordinateur : "
		if strings.Contains(j.stdout, "L'ordinateur ouvre") {
			ouvreur, autre = 2, "Votre main : "
		}
		fin := j.stdout[strings.LastIndex(j.stdout, "Fin de la partie."):]
		want := ouvreur
		if strings.Contains(fin, autre+"0:0 (0 point)") {
			want = 0
		}
		if gagnant != want {
			t.Errorf("-g %d : jeu parfait %d, attendu %d\n%s", g, gagnant, want, j.stdout)
		}
	}
}
