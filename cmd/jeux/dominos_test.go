//go:build ignore

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
)

func TestDominosTournoiJSON(t *testing.T) {
	r := runCLI(t, "dominos", "tournoi", "--s1", "plus_present", "--s2", "pire", "-n", "5000", "-g", "1", "-F", "json")
	if r.code != 0 {
		t.Fatalf("code %d : %s", r.code, r.stderr)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &m); err != nil {
		t.Fatalf("JSON invalide : %v\n%s", err, r.stdout)
	}
	var cles []string
	for k := range m {
		cles = append(cles, k)
	}
	sort.Strings(cles)
	// SPEC §3.2.
	if want := []string{"defaites", "graine", "nuls", "parties", "s1", "s2", "victoires"}; !slices.Equal(cles, want) {
		t.Errorf("clés %v, attendu %v", cles, want)
	}
	if m["s1"] != "plus_present" || m["s2"] != "pire" || m["parties"] != 5000.0 || m["graine"] != 1.0 {
		t.Errorf("en-tête %v", m)
	}
	if s := m["victoires"].(float64) + m["nuls"].(float64) + m["defaites"].(float64); s != 5000 {
		t.Errorf("victoires + nuls + défaites = %v, attendu 5000", s)
	}
}

// The seed alone fixes the result, whatever the number of workers.
func TestDominosMemeGraine(t *testing.T) {
	for _, args := range [][]string{
		{"dominos", "tournoi", "--s1", "hasard", "--s2", "bloqueur", "-n", "3000", "-g", "11"},
		{"dominos", "championnat", "--strategies", "pire,hasard,anticipation", "-n", "300", "-g", "11"},
	} {
		un := runCLI(t, append(args, "-w", "1")...)
		deux := runCLI(t, append(args, "-w", "2")...)
		if un.code != 0 || un.stdout != deux.stdout {
			t.Errorf("%v : -w 1 et -w 2 diffèrent (code %d)\n%s\n%s", args, un.code, un.stdout, deux.stdout)
		}
	}
}

// plus_de_points beats pire by about 30 points in the 2012 table: the verdict must say so.
func TestDominosTournoiVerdict(t *testing.T) {
	r := runCLI(t, "dominos", "tournoi", "--s1", "pire", "--s2", "plus_de_points", "-n", "20000", "-g", "5")
	if r.code != 0 {
		t.Fatalf("code %d : %s", r.code, r.stderr)
	}
	for _, s := range []string{"graine : 5", "victoires", "nuls", "défaites", "plus_de_points (joueur 2) gagne significativement plus souvent"} {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("%q absent de\n%s", s, r.stdout)
		}
	}
	r = runCLI(t, "dominos", "tournoi", "--s1", "hasard", "--s2", "hasard", "-n", "2000", "-g", "5")
	if !strings.Contains(r.stdout, "non significative") {
		t.Errorf("hasard contre hasard devrait être non significatif :\n%s", r.stdout)
	}
}

func TestDominosChampionnat(t *testing.T) {
	r := runCLI(t, "dominos", "championnat", "--strategies", "pire,plus_de_points,hasard", "-n", "400", "-g", "3", "-F", "json")
	if r.code != 0 {
		t.Fatalf("code %d : %s", r.code, r.stderr)
	}
	var c struct {
		Parties    int64     `json:"parties"`
		Strategies []string  `json:"strategies"`
		Victoires  [][]int64 `json:"victoires"`
		Nuls       [][]int64 `json:"nuls"`
		Classement []struct {
			Strategie string  `json:"strategie"`
			Score     float64 `json:"score"`
		} `json:"classement"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &c); err != nil {
		t.Fatalf("JSON invalide : %v\n%s", err, r.stdout)
	}
	if c.Parties != 400 || !slices.Equal(c.Strategies, []string{"pire", "plus_de_points", "hasard"}) {
		t.Errorf("parties %d, stratégies %v", c.Parties, c.Strategies)
	}
	// Each pair plays 400 games in each seat: a's wins, draws and b's wins make 800.
	for a := range 3 {
		for b := range 3 {
			if a != b && c.Victoires[a][b]+c.Nuls[a][b]+c.Victoires[b][a] != 800 {
				t.Errorf("%s contre %s : %d + %d + %d ≠ 800", c.Strategies[a], c.Strategies[b],
					c.Victoires[a][b], c.Nuls[a][b], c.Victoires[b][a])
			}
		}
	}
	// The order of the 2012 table, with gaps of 15 to 30 points (many standard errors here).
	var rang []string
	for _, cl := range c.Classement {
		rang = append(rang, cl.Strategie)
	}
	if !slices.Equal(rang, []string{"plus_de_points", "hasard", "pire"}) {
		t.Errorf("classement %v", rang)
	}
}

// The game shown move by move is consistent: every lay adds one tile to the chain, the tiles
// laid and the tiles left make up the hands dealt, the points are the x + y of what is left,
// and the text and JSON outputs tell the same game.
func TestDominosPartie(t *testing.T) {
	for _, g := range []string{"1", "2", "3", "4"} {
		r := runCLI(t, "dominos", "partie", "--s1", "bloqueur", "--s2", "hasard", "-g", g, "-F", "json")
		if r.code != 0 {
			t.Fatalf("code %d : %s", r.code, r.stderr)
		}
		var p struct {
			Mains [2][][2]int `json:"mains"`
			Coups []struct {
				Joueur int      `json:"joueur"`
				Passe  bool     `json:"passe"`
				Tuile  []int    `json:"tuile"`
				Chaine [][2]int `json:"chaine"`
			} `json:"coups"`
			Restes  [2][][2]int `json:"restes"`
			Points  [2]int      `json:"points"`
			Gagnant int         `json:"gagnant"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &p); err != nil {
			t.Fatalf("JSON invalide : %v", err)
		}
		long, posees := 0, 0
		for i, c := range p.Coups {
			if !c.Passe {
				long++
				posees++
			}
			if len(c.Chaine) != long {
				t.Errorf("graine %s, coup %d : chaîne de %d tuiles, attendu %d", g, i, len(c.Chaine), long)
			}
			for k := 1; k < len(c.Chaine); k++ {
				if c.Chaine[k-1][1] != c.Chaine[k][0] {
					t.Errorf("graine %s, coup %d : chaîne mal raccordée %v", g, i, c.Chaine)
				}
			}
		}
		for j := range 2 {
			pts := 0
			for _, tu := range p.Restes[j] {
				pts += tu[0] + tu[1]
			}
			if pts != p.Points[j] {
				t.Errorf("graine %s : joueur %d, points %d, attendu %d", g, j+1, p.Points[j], pts)
			}
		}
		if len(p.Mains[0])+len(p.Mains[1]) != 20 || posees+len(p.Restes[0])+len(p.Restes[1]) != 20 {
			t.Errorf("graine %s : %d posées et %d + %d restantes", g, posees, len(p.Restes[0]), len(p.Restes[1]))
		}
		texte := runCLI(t, "dominos", "partie", "--s1", "bloqueur", "--s2", "hasard", "-g", g)
		lignes := strings.Split(strings.TrimSpace(texte.stdout), "\n")
		fin := "Partie nulle."
		if p.Gagnant > 0 {
			fin = "le joueur " + string(rune('0'+p.Gagnant)) + " gagne."
		}
		if lignes[len(lignes)-1] != fin || !slices.Contains(lignes, "----Nouvelle partie----") {
			t.Errorf("graine %s : texte\n%s", g, texte.stdout)
		}
		jouees := 0
		for _, l := range lignes {
			if strings.HasPrefix(l, "Joueur ") && strings.Contains(l, " joue :  [[") {
				jouees++
			}
		}
		if jouees != posees {
			t.Errorf("graine %s : %d lignes « joue », %d poses", g, jouees, posees)
		}
		// The game shown is the first game of the tournament with the same seed.
		var b struct{ Victoires, Nuls, Defaites int }
		tr := runCLI(t, "dominos", "tournoi", "--s1", "bloqueur", "--s2", "hasard", "-n", "1", "-g", g, "-F", "json")
		if err := json.Unmarshal([]byte(tr.stdout), &b); err != nil {
			t.Fatal(err)
		}
		if issue := [3]int{b.Nuls, b.Victoires, b.Defaites}; issue[p.Gagnant] != 1 {
			t.Errorf("graine %s : partie gagnée par %d, tournoi d'une partie %+v", g, p.Gagnant, b)
		}
	}
}

// Without -g a seed is drawn and printed, so that the game can be shown again.
func TestDominosPartieGraineTiree(t *testing.T) {
	r := runCLI(t, "dominos", "partie")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "graine : ") || !strings.Contains(r.stdout, "(tirée au hasard") {
		t.Fatalf("code %d, sortie\n%s%s", r.code, r.stdout, r.stderr)
	}
	var g string
	fmt.Sscanf(r.stdout, "graine : %s", &g)
	again := runCLI(t, "dominos", "partie", "-g", g)
	if i := strings.Index(r.stdout, "\n"); again.stdout[strings.Index(again.stdout, "\n"):] != r.stdout[i:] {
		t.Errorf("-g %s ne rejoue pas la partie :\n%s\n%s", g, r.stdout, again.stdout)
	}
}

func TestDominosStrategies(t *testing.T) {
	r := runCLI(t, "dominos", "strategies", "-F", "json")
	var l []struct{ Nom, Description string }
	if err := json.Unmarshal([]byte(r.stdout), &l); err != nil || r.code != 0 {
		t.Fatalf("code %d, %v", r.code, err)
	}
	var noms []string
	for _, s := range l {
		noms = append(noms, s.Nom)
		if s.Description == "" {
			t.Errorf("%s sans description", s.Nom)
		}
	}
	if want := []string{"pire", "hasard", "plus_de_points", "plus_present", "bloqueur", "anticipation"}; !slices.Equal(noms, want) {
		t.Errorf("stratégies %v", noms)
	}
}

func TestDominosErreurs(t *testing.T) {
	cases := []struct {
		args []string
		msg  string
	}{
		{[]string{"tournoi", "--s1", "meilleure"}, "--s1 : stratégie \"meilleure\" inconnue ; stratégies connues : pire, hasard, plus_de_points, plus_present, bloqueur, anticipation"},
		{[]string{"partie", "--s2", "x"}, "--s2 : stratégie \"x\" inconnue"},
		{[]string{"tournoi", "--main", "15"}, "--main vaut 15 : le jeu double-6 a 28 tuiles, chaque main en prend de 1 à 14"},
		{[]string{"tournoi", "--max", "3"}, "--main vaut 10 : le jeu double-3 a 10 tuiles"},
		{[]string{"tournoi", "--max", "0"}, "--max vaut 0 : un entier de 1 à 12 est attendu"},
		{[]string{"championnat", "--max", "13"}, "--max vaut 13"},
		{[]string{"partie", "--max", "13"}, "--max vaut 13"},
		{[]string{"tournoi", "-n", "0"}, "-n/--nombre vaut 0"},
		{[]string{"championnat", "-n", "0"}, "-n/--nombre vaut 0"},
		{[]string{"championnat", "--strategies", "pire"}, "--strategies : au moins deux stratégies"},
		{[]string{"championnat", "--strategies", "pire,pire"}, "--strategies : \"pire\" est donnée deux fois"},
		{[]string{"championnat", "--strategies", "pire,foo"}, "--strategies : stratégie \"foo\" inconnue"},
		{[]string{"tournoi", "-F", "xml"}, "-F/--format"},
		{[]string{"strategies", "encore"}, "argument en trop"},
	}
	for _, c := range cases {
		r := runCLI(t, append([]string{"dominos"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : code %d, stdout %q, stderr %q ; attendu 2 et %q", c.args, r.code, r.stdout, r.stderr, c.msg)
		}
	}
}

// Any --strategies list either fails with a usage error or names at least two distinct known
// strategies, the ones written in the list, in its order.
func FuzzListeStrategies(f *testing.F) {
	for _, s := range []string{"pire,hasard", "pire, hasard ,bloqueur", "pire", "pire,pire", "", ",", "anticipation,plus_present,x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, liste string) {
		strats, err := lireListeStrategies(liste)
		if err != nil {
			var u *usageError
			if !errors.As(err, &u) {
				t.Fatalf("%q : erreur %v qui n'est pas une erreur d'usage", liste, err)
			}
			return
		}
		noms := strings.Split(liste, ",")
		if len(strats) < 2 || len(strats) != len(noms) {
			t.Fatalf("%q : %d stratégies", liste, len(strats))
		}
		for i, d := range strats {
			if d.Nom != strings.TrimSpace(noms[i]) {
				t.Fatalf("%q : %s à la place %d", liste, d.Nom, i)
			}
		}
	})
}
