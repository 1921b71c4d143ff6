package main

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// wilson95 is the Wilson score interval at 95 % of k successes in n trials, written out here
// from its formula, apart from stats.
func wilson95(k, n int) (bas, haut float64) {
	z, p, m := 1.959963984540054, float64(k)/float64(n), float64(n)
	centre := (p + z*z/(2*m)) / (1 + z*z/m)
	demi := z / (1 + z*z/m) * math.Sqrt(p*(1-p)/m+z*z/(4*m*m))
	return math.Max(0, centre-demi), math.Min(1, centre+demi)
}

// egalite is a position of double-6 under the free pose, reached by random moves from the deal of
// seed 1890, where 3:2 on the 2 and 3:3 win the same share of 128 deals (68 each): the advice is
// 3:2 on the 2 by one game of balance, and nothing at this budget tells 3:3 apart from it, as
// 3:2 (48.44 %) was advised over 3:3 (46.88 %) with nothing to say they were that close.
var egalite = []string{"dominos", "conseil", "--chaine", "2:2 2:6 6:6 6:5 5:3", "--main", "5:4 5:1 5:0 4:3 4:1 3:3 3:2 3:0",
	"--adverse", "7", "--ouverture", "6:6", "--pose", "libre", "-g", "1890"}

func TestDominosConseilEgalite(t *testing.T) {
	c := decode[conseilJSON](t, runCLI(t, append(slices.Clone(egalite), "--budget", "128", "-F", "json")...))
	if c.Donnes != 128 || c.Conseil != "3:2 sur le 2" || c.Separe || len(c.Coups) != 5 || len(c.Comparaison) != 5 {
		t.Fatalf("%+v : attendu 128 donnes, 3:2 sur le 2 conseillé, non séparé, 5 coups", c)
	}
	for i, k := range c.Coups {
		cmp := c.Comparaison[i]
		bas, haut := wilson95(k.Victoires, c.Donnes)
		if math.Abs(cmp.IC.Bas-bas) > 1e-12 || math.Abs(cmp.IC.Haut-haut) > 1e-12 {
			t.Errorf("%v : IC %+v, attendu [%v, %v]", k.Tuile, cmp.IC, bas, haut)
		}
		// The gap's mean is the balances' difference over the deals; the interval holds it.
		if e := float64((k.Victoires-k.Defaites)-(68-50)) / 128; math.Abs(cmp.Ecart-e) > 1e-12 || cmp.EcartIC.Bas > e || cmp.EcartIC.Haut < e {
			t.Errorf("%v : écart %v %+v, attendu %v", k.Tuile, cmp.Ecart, cmp.EcartIC, e)
		}
		egal := k.Tuile == [2]int{3, 3}
		if k.Tuile == [2]int{3, 2} && k.Sur == 2 {
			if !k.Conseille || k.Cote != "gauche" || k.Victoires != 68 || k.Defaites != 50 || cmp.Indiscernable {
				t.Errorf("3:2 sur le 2 : %+v %+v", k, cmp)
			}
			continue
		}
		if k.Conseille || cmp.Indiscernable != egal || (egal && (k.Victoires != 68 || k.Sur != 3 || k.Cote != "")) {
			t.Errorf("%v sur le %d : %+v %+v ; indiscernable attendu %v", k.Tuile, k.Sur, k, cmp, egal)
		}
	}
	table := runCLI(t, append(slices.Clone(egalite), "--budget", "128", "--langue", "en")...)
	if !strings.Contains(table.stdout, "| move advised                                           | 3:2 on the 2 |") ||
		!strings.Contains(table.stdout, "| advised move apart from every other (paired gap, 95 %) | no           |") {
		t.Errorf("en anglais :\n%s", table.stdout)
	}
	// The automatic budget draws rounds until 3:3 stands apart too, and says so.
	r := runCLI(t, append(slices.Clone(egalite), "--budget", "auto")...)
	a := decode[conseilJSON](t, runCLI(t, append(slices.Clone(egalite), "--budget", "auto", "-F", "json")...))
	if a.Donnes <= 128 || a.Donnes%128 != 0 || a.Donnes > 4096 || !a.Separe || a.Conseil != "3:2 sur le 2" ||
		!strings.Contains(r.stdout, "budget auto : "+itoa(a.Donnes)+" donnes tirées, par tours de 128 ; le coup conseillé se distingue de chaque autre\n") {
		t.Errorf("budget auto : %d donnes, séparé %v, %q\n%s", a.Donnes, a.Separe, a.Conseil, r.stdout)
	}
	// Its deals are the first ones of a fixed budget of the same size.
	f := decode[conseilJSON](t, runCLI(t, append(slices.Clone(egalite), "--budget", itoa(a.Donnes), "-F", "json")...))
	if !slices.Equal(f.Coups, a.Coups) {
		t.Errorf("auto %+v\nfixe %+v", a.Coups, f.Coups)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// The chain in any orientation: the issue's « 6-6 5-6 2-5 » is read 6:6 6:5 5:2, and a chain
// written with its tiles turned gives the very advice of the chain written as it lies. Without
// --adverse, the opponent holds what hands of 10 leave: 20 − 8 in hand − 3 laid = 9.
func TestDominosConseilChaineTournee(t *testing.T) {
	main := "5-4 5-1 4-4 3-3 3-0 2-1 1-0 0-0"
	r := runCLI(t, "dominos", "conseil", "--chaine", "6-6 5-6 2-5", "--main", main, "--budget", "16", "-g", "1", "-F", "json")
	c := decode[struct {
		Chaine  [][2]int `json:"chaine"`
		Adverse int      `json:"adverse"`
	}](t, r)
	if r.code != 0 || !slices.Equal(c.Chaine, [][2]int{{6, 6}, {6, 5}, {5, 2}}) || c.Adverse != 9 {
		t.Fatalf("code %d, %+v, %s", r.code, c, r.stderr)
	}
	deduit := runCLI(t, "dominos", "conseil", "--chaine", "6-6 5-6 2-5", "--main", main, "--budget", "16", "-g", "1")
	donne := runCLI(t, "dominos", "conseil", "--chaine", "6:6 6:5 5:2", "--main", main, "--adverse", "9", "--budget", "16", "-g", "1")
	if sansCommande(deduit.stdout) != sansCommande(donne.stdout) {
		t.Errorf("--adverse déduit :\n%s\n--adverse 9 :\n%s", deduit.stdout, donne.stdout)
	}
	tournee := decode[conseilJSON](t, runCLI(t, append(slices.Clone(egalite[:2]), append([]string{"--chaine", "2-2 6-2 6-6 5-6 3-5"}, append(slices.Clone(egalite[4:]), "-F", "json")...)...)...))
	droite := decode[conseilJSON](t, runCLI(t, append(slices.Clone(egalite), "-F", "json")...))
	if !slices.Equal(tournee.Coups, droite.Coups) || tournee.Donnes != 128 {
		t.Errorf("tournée %+v\ntelle qu'elle est posée %+v", tournee.Coups, droite.Coups)
	}
}

// sansCommande is an output without its first line, the command line.
func sansCommande(s string) string {
	_, reste, _ := strings.Cut(s, "\n")
	return reste
}

// Counts a game cannot give are refused in a player's words, in French and in English: one line
// on stderr, status 2, nothing on stdout.
func TestDominosConseilComptesImpossibles(t *testing.T) {
	for _, c := range []struct {
		args   []string
		fr, en string
	}{
		{[]string{"--chaine", "6-6", "--main", "4-4 3-3", "--adverse", "2"},
			"--adverse vaut 2 : votre main (2), celle de l'adversaire (2) et la chaîne (1) font 5 tuiles, un nombre impair : les deux mains distribuées ont le même nombre de tuiles et aucune ne se pioche, l'adversaire en a donc une de plus ou de moins",
			"--opponent is 2: your hand (2), the opponent's (2) and the chain (1) make 5 tiles, an odd number: both hands dealt have the same number of tiles and none is drawn, so the opponent has one more or one fewer"},
		{[]string{"--chaine", "6-6", "--main", "4-4"},
			"--distribuees vaut 10 : avec des mains de 10 tuiles distribuées, votre main (1) et la chaîne (1) en laissent 18 à l'adversaire, plus qu'il n'en a reçu",
			"--dealt is 10: with hands of 10 tiles dealt, your hand (1) and the chain (1) leave 18 to the opponent, more than he was dealt"},
		{[]string{"--chaine", "6-6 6-5", "--main", "4-4 3-3 2-2 1-1", "--distribuees", "3"},
			"--distribuees vaut 3 : avec deux mains de 3 tuiles distribuées (6 en tout), votre main (4) et la chaîne (2) n'en laissent aucune à l'adversaire : la partie serait finie",
			"--dealt is 3: with two hands of 3 tiles dealt (6 in all), your hand (4) and the chain (2) leave none to the opponent: the game would be over"},
		{[]string{"--chaine", "6-6 6-5 5-2", "--main", "5-4 2-1 3-0 1-1 0-0 4-4 3-3 2-2", "--adverse", "8", "--distribuees", "10"},
			"--adverse vaut 8 : avec des mains de 10 tuiles distribuées, votre main (8) et la chaîne (3) en laissent 9 à l'adversaire, pas 8",
			"--opponent is 8: with hands of 10 tiles dealt, your hand (8) and the chain (3) leave 9 to the opponent, not 8"},
		{[]string{"--chaine", "2-2", "--main", "1-1", "--max", "2"},
			"--distribuees vaut 10 : deux mains de 10 tuiles ne se distribuent pas dans le jeu double-2, qui en a 6",
			"--dealt is 10: two hands of 10 tiles cannot be dealt from the double-2 set, which has 6"},
		{[]string{"--chaine", "6-6 6-5 6-2", "--main", "4-4", "--adverse", "2"},
			`--chaine vaut "6-5 6-2" : 6-5 et 6-2 ne se joignent dans aucun sens : après 6-5, le bout libre de la chaîne est 5`,
			`--chain is "6-5 6-2": 6-5 and 6-2 do not join either way round: after 6-5, the free end of the chain is 5`},
		{[]string{"--chaine", "6-6", "--main", "4-4", "--adverse", "1", "--budget", "beaucoup"},
			`valeur "beaucoup" invalide pour --budget : un entier en base 10 de 1 à 100000 est attendu (un nombre de donnes), ou auto`,
			`invalid value "beaucoup" for --budget: an integer in base 10 from 1 to 100000 is expected (a number of deals), or auto`},
	} {
		for _, l := range []struct{ langue, msg string }{{"fr", c.fr}, {"en", c.en}} {
			r := runCLI(t, append([]string{"dominos", "conseil", "--langue", l.langue}, c.args...)...)
			if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, l.msg) || strings.Count(r.stderr, "\n") != 1 {
				t.Errorf("%s %q : code %d, stdout %q, stderr %q ; attendu 2 et %q", l.langue, c.args, r.code, r.stdout, r.stderr, l.msg)
			}
		}
	}
}
