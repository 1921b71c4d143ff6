package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"testing"
)

func init() {
	exemples["jeux dominos tournoi"] = []string{"--s1", "plus_present", "--s2", "pire", "-n", "500", "-g", "1"}
	exemples["jeux dominos championnat"] = []string{"--strategies", "pire,hasard,bloqueur", "-n", "50", "-g", "1"}
	exemples["jeux dominos partie"] = []string{"--s1", "bloqueur", "-g", "1"}
	exemples["jeux dominos strategies"] = nil
	exemples["jeux dominos exact"] = []string{"--max", "4", "--main", "5", "-g", "3"}
	exemples["jeux dominos equilibre"] = []string{"--max", "2", "--main", "2", "--tirages", "2", "--budget", "4"}
	partages["jeux dominos exact"] = []string{"--toutes", "--max", "3", "--main", "2"}
	partages["jeux dominos tournoi"] = []string{"--s1", "plus_present", "--s2", "hasard", "-n", "3000", "-g", "2"}
	partages["jeux dominos championnat"] = []string{"--strategies", "pire,hasard,bloqueur", "-n", "300", "-g", "2"}
}

func TestDominosTournoiJSON(t *testing.T) {
	r := runCLI(t, "dominos", "tournoi", "--s1", "plus_present", "--s2", "pire", "-n", "5000", "-g", "1", "-F", "json")
	if r.code != 0 {
		t.Fatalf("code %d : %s", r.code, r.stderr)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &m); err != nil {
		t.Fatalf("JSON invalide : %v\n%s", err, r.stdout)
	}
	// The keys of docs/dominos.md, then the shares and the sign test.
	for _, k := range []string{"parametres", "s1", "s2", "parties", "graine", "victoires", "nuls", "defaites", "issues", "test_signe"} {
		if _, ok := m[k]; !ok {
			t.Errorf("clé %q absente de %v", k, m)
		}
	}
	if m["s1"] != "plus_present" || m["s2"] != "pire" || m["parties"] != 5000.0 || m["graine"] != 1.0 {
		t.Errorf("en-tête %v", m)
	}
	v, n, d := m["victoires"].(float64), m["nuls"].(float64), m["defaites"].(float64)
	if v+n+d != 5000 {
		t.Errorf("victoires + nuls + défaites = %v, attendu 5000", v+n+d)
	}
	issues := m["issues"].([]any)
	for i, k := range []float64{v, n, d} {
		is := issues[i].(map[string]any)
		ic := is["ic95_wilson"].(map[string]any)
		if is["parties"] != k || is["part"] != k/5000 || !(ic["bas"].(float64) < k/5000 && k/5000 < ic["haut"].(float64)) {
			t.Errorf("issue %d : %v, attendu %v parties", i, is, k)
		}
	}
	// Sign test by hand: z = (V − D)/√(V + D).
	ts := m["test_signe"].(map[string]any)
	if z := (v - d) / math.Sqrt(v+d); math.Abs(ts["z"].(float64)-z) > 1e-9 {
		t.Errorf("z = %v, attendu %v", ts["z"], z)
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
	for _, s := range []string{"--graine 5", "victoires", "nuls", "défaites", "plus_de_points (joueur 2) gagne significativement plus souvent"} {
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
	r := runCLI(t, "dominos", "championnat", "--strategies", "pire, plus_de_points,hasard", "-n", "400", "-g", "3", "-F", "json")
	if r.code != 0 {
		t.Fatalf("code %d : %s", r.code, r.stderr)
	}
	var c struct {
		Parties    int64        `json:"parties"`
		ParPaire   int64        `json:"parties_par_paire"`
		Strategies []string     `json:"strategies"`
		Parts      [][]*float64 `json:"parts"`
		Victoires  [][]int64    `json:"victoires"`
		Nuls       [][]int64    `json:"nuls"`
		Classement []struct {
			Rang                      int
			Strategie                 string
			Victoires, Nuls, Defaites int64
			Score                     float64
		} `json:"classement"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &c); err != nil {
		t.Fatalf("JSON invalide : %v\n%s", err, r.stdout)
	}
	if c.Parties != 400 || c.ParPaire != 800 || !slices.Equal(c.Strategies, []string{"pire", "plus_de_points", "hasard"}) {
		t.Errorf("parties %d, %d par paire, stratégies %v", c.Parties, c.ParPaire, c.Strategies)
	}
	// Each pair plays 400 games in each seat: a's wins, draws and b's wins make 800.
	for a := range 3 {
		for b := range 3 {
			if a == b {
				if c.Parts[a][b] != nil {
					t.Errorf("diagonale %d : %v", a, *c.Parts[a][b])
				}
				continue
			}
			if c.Victoires[a][b]+c.Nuls[a][b]+c.Victoires[b][a] != 800 || c.Nuls[a][b] != c.Nuls[b][a] {
				t.Errorf("%s contre %s : %d + %d + %d ≠ 800", c.Strategies[a], c.Strategies[b],
					c.Victoires[a][b], c.Nuls[a][b], c.Victoires[b][a])
			}
			if *c.Parts[a][b] != float64(c.Victoires[a][b])/800 {
				t.Errorf("part %d contre %d : %v pour %d victoires sur 800", a, b, *c.Parts[a][b], c.Victoires[a][b])
			}
		}
	}
	// The order of the 2012 table, with gaps of 15 to 30 points (many standard errors here).
	var rang []string
	for i, cl := range c.Classement {
		rang = append(rang, cl.Strategie)
		if cl.Rang != i+1 || cl.Victoires+cl.Nuls+cl.Defaites != 1600 || cl.Score != (float64(cl.Victoires)+float64(cl.Nuls)/2)/1600 {
			t.Errorf("ligne %d du classement : %+v", i, cl)
		}
	}
	if !slices.Equal(rang, []string{"plus_de_points", "hasard", "pire"}) {
		t.Errorf("classement %v", rang)
	}
}

// partiePartie is the JSON of dominos partie.
type partiePartie struct {
	Gagnant int `json:"gagnant"`
	Joueurs []struct {
		Main   [][2]int `json:"main"`
		Reste  [][2]int `json:"reste"`
		Points int      `json:"points"`
	} `json:"joueurs"`
	Coups []struct {
		Joueur int      `json:"joueur"`
		Passe  bool     `json:"passe"`
		Tuile  []int    `json:"tuile"`
		Cote   string   `json:"cote"`
		Chaine [][2]int `json:"chaine"`
	} `json:"coups"`
}

// The game shown move by move is consistent: every lay adds one tile to the chain at the side
// it names, the tiles laid and the tiles left make up the hands dealt, the points are the
// x + y of what is left, and the transcript, CSV and JSON outputs tell the same game.
func TestDominosPartie(t *testing.T) {
	for _, g := range []string{"1", "2", "3", "4"} {
		args := []string{"dominos", "partie", "--s1", "bloqueur", "--s2", "hasard", "-g", g}
		r := runCLI(t, append(args, "-F", "json")...)
		if r.code != 0 {
			t.Fatalf("code %d : %s", r.code, r.stderr)
		}
		var p partiePartie
		if err := json.Unmarshal([]byte(r.stdout), &p); err != nil {
			t.Fatalf("JSON invalide : %v", err)
		}
		var posees [][2]int
		for i, c := range p.Coups {
			if !c.Passe {
				posees = append(posees, [2]int{c.Tuile[0], c.Tuile[1]})
				bout := c.Chaine[len(c.Chaine)-1]
				if c.Cote == "gauche" {
					bout = c.Chaine[0]
				}
				if bout != [2]int{c.Tuile[0], c.Tuile[1]} {
					t.Errorf("graine %s, coup %d : %v posée %s, chaîne %v", g, i, c.Tuile, c.Cote, c.Chaine)
				}
			}
			if len(c.Chaine) != len(posees) {
				t.Errorf("graine %s, coup %d : chaîne de %d tuiles, attendu %d", g, i, len(c.Chaine), len(posees))
			}
			for k := 1; k < len(c.Chaine); k++ {
				if c.Chaine[k-1][1] != c.Chaine[k][0] {
					t.Errorf("graine %s, coup %d : chaîne mal raccordée %v", g, i, c.Chaine)
				}
			}
		}
		// Every tile dealt is laid or left, once; a laid tile may be turned over.
		var donnees, vues []string
		for j, jo := range p.Joueurs {
			pts := 0
			for _, tu := range jo.Reste {
				pts += tu[0] + tu[1]
				vues = append(vues, fmt.Sprint(tu))
			}
			if pts != jo.Points {
				t.Errorf("graine %s : joueur %d, points %d, attendu %d", g, j+1, jo.Points, pts)
			}
			for _, tu := range jo.Main {
				donnees = append(donnees, fmt.Sprint(tu))
			}
		}
		for _, tu := range posees {
			vues = append(vues, fmt.Sprint([2]int{max(tu[0], tu[1]), min(tu[0], tu[1])}))
		}
		sort.Strings(donnees)
		sort.Strings(vues)
		if len(donnees) != 20 || !slices.Equal(donnees, vues) {
			t.Errorf("graine %s : données %v, posées et restantes %v", g, donnees, vues)
		}

		texte := runCLI(t, args...)
		lignes := strings.Split(strings.TrimSpace(texte.stdout), "\n")
		fin := "Partie nulle."
		if p.Gagnant > 0 {
			fin = fmt.Sprintf("le joueur %d gagne.", p.Gagnant)
		}
		if lignes[len(lignes)-1] != fin || !slices.Contains(lignes, "----Nouvelle partie----") ||
			!strings.HasPrefix(lignes[0], "commande : jeux dominos partie --s1 bloqueur --s2 hasard") {
			t.Errorf("graine %s : texte\n%s", g, texte.stdout)
		}
		jouees := 0
		for _, l := range lignes {
			if strings.HasPrefix(l, "Joueur ") && strings.Contains(l, " joue :  [[") {
				jouees++
			}
		}
		if jouees != len(posees) {
			t.Errorf("graine %s : %d lignes « joue », %d poses", g, jouees, len(posees))
		}

		// The CSV's last table lists the moves, one row each.
		c := runCLI(t, append(args, "-F", "csv")...)
		blocs := strings.Split(strings.TrimSpace(c.stdout), "\n\n")
		coups, err := csv.NewReader(strings.NewReader(strings.SplitN(blocs[len(blocs)-1], "\n", 2)[1])).ReadAll()
		if err != nil || !slices.Equal(coups[0], []string{"coup", "joueur", "passe", "tuile", "cote", "chaine"}) || len(coups) != len(p.Coups)+1 {
			t.Errorf("graine %s : CSV des coups %v (%v)", g, coups, err)
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

// Without -g a seed is drawn and written in the command line that opens the transcript, so
// that the game can be shown again.
func TestDominosPartieGraineTiree(t *testing.T) {
	r := runCLI(t, "dominos", "partie")
	premiere, reste, _ := strings.Cut(r.stdout, "\n")
	_, g, ok := strings.Cut(premiere, "--graine ")
	if r.code != 0 || !ok {
		t.Fatalf("code %d, sortie\n%s%s", r.code, r.stdout, r.stderr)
	}
	again := runCLI(t, "dominos", "partie", "-g", g)
	if again.stdout != r.stdout || !strings.HasSuffix(reste, "gagne.\n") && !strings.HasSuffix(reste, "nulle.\n") {
		t.Errorf("-g %s ne rejoue pas la partie :\n%s\n%s", g, r.stdout, again.stdout)
	}
}

func TestDominosStrategies(t *testing.T) {
	r := runCLI(t, "dominos", "strategies", "-F", "json")
	var l struct {
		Strategies []struct{ Nom, Description string }
	}
	if err := json.Unmarshal([]byte(r.stdout), &l); err != nil || r.code != 0 {
		t.Fatalf("code %d, %v", r.code, err)
	}
	var noms []string
	for _, s := range l.Strategies {
		noms = append(noms, s.Nom)
		if s.Description == "" {
			t.Errorf("%s sans description", s.Nom)
		}
	}
	if want := []string{"pire", "hasard", "plus_de_points", "plus_present", "bloqueur", "anticipation", "recherche"}; !slices.Equal(noms, want) {
		t.Errorf("stratégies %v", noms)
	}
}

func TestDominosErreurs(t *testing.T) {
	connues := "pire, hasard, plus_de_points, plus_present, bloqueur, anticipation, recherche est attendu"
	cases := []struct {
		args []string
		msg  string
	}{
		{[]string{"tournoi", "--s1", "meilleure"}, `valeur "meilleure" invalide pour --s1 : ` + connues},
		{[]string{"partie", "--s2", "x"}, `valeur "x" invalide pour --s2 : ` + connues},
		{[]string{"tournoi", "--main", "15"}, "--main vaut 15 : le jeu double-6 a 28 tuiles, chaque main en prend de 1 à 14"},
		{[]string{"tournoi", "--max", "3"}, "--main vaut 10 : le jeu double-3 a 10 tuiles"},
		{[]string{"tournoi", "--max", "0"}, "--max vaut 0 : un entier de 1 à 12 est attendu"},
		{[]string{"championnat", "--max", "13"}, "--max vaut 13"},
		{[]string{"partie", "--max", "13"}, "--max vaut 13"},
		// 2·2⁶² overflows an int: the hand must be refused, not dealt.
		{[]string{"partie", "--main", "4611686018427387904"}, "--main vaut 4611686018427387904 : le jeu double-6 a 28 tuiles"},
		{[]string{"tournoi", "--main", "4611686018427387904"}, "--main vaut 4611686018427387904"},
		{[]string{"championnat", "--main", "-4611686018427387904"}, "--main vaut -4611686018427387904"},
		{[]string{"tournoi", "-n", "0"}, "-n/--nombre vaut 0"},
		{[]string{"championnat", "-n", "0"}, "-n/--nombre vaut 0"},
		// Seven strategies, 42 seatings: ⌊(2⁶³−1)/42⌋ = 219604096115589900 games per seating at most.
		{[]string{"championnat", "-n", "219604096115589901"}, "-n/--nombre vaut 219604096115589901 : un nombre de parties par place de 1 à 219604096115589900"},
		{[]string{"championnat", "--strategies", "pire"}, `--strategies vaut "pire" : au moins deux stratégies`},
		{[]string{"championnat", "--strategies", "pire,pire"}, `--strategies vaut "pire,pire" : "pire" est donnée deux fois`},
		{[]string{"championnat", "--strategies", "pire,foo"}, `--strategies vaut "pire,foo" : stratégie "foo" inconnue`},
		{[]string{"championnat", "--strategies", ""}, `--strategies vaut "" : stratégie "" inconnue`},
		{[]string{"tournoi", "-F", "xml"}, `-F/--format vaut "xml" : formats acceptés par jeux dominos tournoi : table, markdown, csv, csv-fr, json`},
		{[]string{"championnat", "-F", "yaml"}, `-F/--format vaut "yaml"`},
		{[]string{"partie", "-F", "texte"}, `-F/--format vaut "texte" : formats acceptés par jeux dominos partie : table, markdown, csv, csv-fr, json`},
		{[]string{"strategies", "-F", "html"}, `-F/--format vaut "html"`},
		{[]string{"strategies", "encore"}, `argument inattendu "encore"`},
		{[]string{"strategies", "--s1", "pire"}, "option inconnue --s1"},
		{[]string{"partie", "-n", "3"}, "option inconnue -n"},
		{[]string{"tournoi", "--strategies", "pire,hasard"}, "option inconnue --strategies"},
		// An option written before the subcommand applies to it.
		{[]string{"--max", "3", "tournoi"}, "--main vaut 10 : le jeu double-3 a 10 tuiles"},
	}
	for _, c := range cases {
		r := runCLI(t, append([]string{"dominos"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : code %d, stdout %q, stderr %q ; attendu 2 et %q", c.args, r.code, r.stdout, r.stderr, c.msg)
		}
	}
}

// exactJSON is the part of « dominos exact -F json » these tests read.
type exactJSON struct {
	Gagnant int `json:"gagnant"`
	Joueurs []struct {
		Main   [][2]int `json:"main"`
		Points int      `json:"points"`
	} `json:"joueurs"`
	Ligne []struct {
		Joueur int     `json:"joueur"`
		Passe  bool    `json:"passe"`
		Tuile  *[2]int `json:"tuile"`
	} `json:"ligne"`
	Donnes int64 `json:"donnes"`
	J1     int64 `json:"j1"`
	Nuls   int64 `json:"nuls"`
	J2     int64 `json:"j2"`
}

func exactCLI(t *testing.T, args ...string) exactJSON {
	t.Helper()
	r := runCLI(t, append(append([]string{"dominos", "exact"}, args...), "-F", "json")...)
	if r.code != 0 {
		t.Fatalf("%v : code %d : %s", args, r.code, r.stderr)
	}
	var e exactJSON
	if err := json.Unmarshal([]byte(r.stdout), &e); err != nil {
		t.Fatalf("%v : JSON invalide : %v", args, err)
	}
	return e
}

// The hand-worked game of games/dominos (TestExacteALaMain) through the command line: the tiles
// written x-y in either order, the blocking line, the totals.
func TestDominosExactMainsDonnees(t *testing.T) {
	e := exactCLI(t, "--j1", "2-2 1-1", "--j2", "1-2, 0-2", "--max", "2")
	if e.Gagnant != 2 || len(e.Ligne) != 4 || !e.Ligne[2].Passe || e.Joueurs[0].Points != 2 || e.Joueurs[1].Points != 0 {
		t.Errorf("résolution %+v : attendu le joueur 2 gagnant en 4 coups (ouverture, [2:0], passe, [2:1]), 2 points contre 0", e)
	}
	if t1 := e.Ligne[1].Tuile; t1 == nil || *t1 != [2]int{0, 2} {
		t.Errorf("deuxième coup %v, attendu [2:0] posé 0:2", t1)
	}
}

// A single random deal is the first deal of « exact -n » with the same seed; many deals give
// the same bytes whatever the number of workers.
func TestDominosExactGraine(t *testing.T) {
	une := exactCLI(t, "--max", "4", "--main", "5", "-g", "11")
	lot := exactCLI(t, "--max", "4", "--main", "5", "-g", "11", "-n", "1")
	if lot.Donnes != 1 || (une.Gagnant == 1) != (lot.J1 == 1) || (une.Gagnant == 2) != (lot.J2 == 1) || (une.Gagnant == 0) != (lot.Nuls == 1) {
		t.Errorf("la donne seule (gagnant %d) n'est pas la première de -n 1 (%+v)", une.Gagnant, lot)
	}
	args := []string{"dominos", "exact", "-n", "300", "-g", "2", "--main", "7", "-F", "csv"}
	a, b := runCLI(t, append(args, "-w", "1")...), runCLI(t, append(args, "-w", "2")...)
	if a.code != 0 || a.stdout != b.stdout {
		t.Errorf("-w 1 et -w 2 diffèrent (code %d)\n%s\n%s", a.code, a.stdout, b.stdout)
	}
}

// --toutes counts every deal: double-2 with hands of one tile has 6·5 = 30 deals. Worked by
// hand: the opener plays its only tile and its hand is empty, so it wins unless the other tile
// is [0:0] (0 points: a draw) — the opener is the holder of the higher tile, player 1 in 15 deals.
// Draws: the deals {[0:0], t} with t the opener: 5 tiles t, each in two seatings, 10 deals.
func TestDominosExactToutes(t *testing.T) {
	e := exactCLI(t, "--toutes", "--max", "2", "--main", "1")
	if e.Donnes != 30 || e.Nuls != 10 || e.J1 != 10 || e.J2 != 10 {
		t.Errorf("double-2, mains d'une tuile : %+v, attendu 30 donnes, 10 nulles, 10 et 10", e)
	}
}

func TestDominosExactErreurs(t *testing.T) {
	cas := []struct {
		args []string
		msg  string
	}{
		{[]string{"--j1", "6-6 6x5", "--j2", "1-1 2-2"}, `--j1 vaut "6x5" : une tuile s'écrit x-y`},
		{[]string{"--j1", "6-6 6-6", "--j2", "1-1 2-2"}, `--j1 vaut "6-6" : tuile donnée deux fois`},
		{[]string{"--j1", "6-6 5-4", "--j2", "1-1 4-5"}, `--j2 vaut "5-4" : tuile déjà dans la main du joueur 1`},
		{[]string{"--j1", "6-6 7-1", "--j2", "1-1 2-2"}, `--j1 vaut "7-1" : tuile hors du jeu double-6`},
		{[]string{"--j1", "6-6 5-4", "--j2", "1-1"}, `--j2 vaut 1 tuiles : les deux mains doivent avoir la même taille`},
		{[]string{"--j1", "6-6 5-4"}, `--j2 vaut "" : les deux mains sont attendues`},
		{[]string{"--j1", "6-6 5-4", "--j2", "1-1 2-2", "--main", "3"}, `--main vaut 3 : les mains données (--j1, --j2) ont 2 tuiles`},
		{[]string{"--j1", "6-6 5-4", "--j2", "1-1 2-2", "-n", "5"}, "--j1 et --j2 donnent une seule donne"},
		{[]string{"--max", "12", "--main", "17"}, "--main vaut 17 : la résolution exacte accepte des mains de 1 à 16 tuiles"},
		{[]string{"--toutes"}, "--toutes : le jeu double-6 avec des mains de 10 tuiles a 574241047380 donnes"},
		{[]string{"--toutes", "--max", "3", "-n", "4"}, "--toutes et -n/--nombre s'excluent"},
		{[]string{"-n", "0"}, "-n/--nombre vaut 0"},
	}
	for _, c := range cas {
		r := runCLI(t, append([]string{"dominos", "exact"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : code %d, stdout %q, stderr %q ; attendu 2 et %q", c.args, r.code, r.stdout, r.stderr, c.msg)
		}
	}
}

// runEntree runs the command line with in as standard input.
func runEntree(t *testing.T, in string, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	app := newApp(&out, &errb)
	app.Entree(strings.NewReader(in))
	code := app.Executer(append([]string{"jeux"}, args...))
	return result{code, out.String(), errb.String()}
}

// A whole game typed on standard input: « 1 » is always a legal answer (the first playable
// tile), so enough of them finish any game; the end shows both hands and a verdict, and the
// hands shown at the end hold exactly the points announced.
func TestDominosJoue(t *testing.T) {
	r := runEntree(t, strings.Repeat("1\n", 30), "dominos", "joue", "--contre", "plus_de_points", "-g", "4")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("code %d, stderr %q", r.code, r.stderr)
	}
	for _, attendu := range []string{"commande : jeux dominos joue --contre plus_de_points --place 1 --max 6 --main 10 --graine 4",
		"Vous êtes le joueur 1", "Jouables : 1) ", "Votre coup : ", "Fin de la partie.", "Votre main : ", "Main de l'ordinateur : "} {
		if !strings.Contains(r.stdout, attendu) {
			t.Errorf("%q absent de la partie :\n%s", attendu, r.stdout)
		}
	}
	fin := r.stdout[strings.LastIndex(r.stdout, "Fin de la partie."):]
	var verdicts int
	for _, v := range []string{"Vous gagnez.", "L'ordinateur gagne.", "Partie nulle."} {
		verdicts += strings.Count(fin, v)
	}
	if verdicts != 1 {
		t.Errorf("fin de partie sans verdict unique :\n%s", fin)
	}
	// The totals announced are those of the tiles listed (x + y each).
	for _, l := range strings.Split(fin, "\n") {
		avant, pts, ok := strings.Cut(l, " (")
		if !ok || !strings.HasPrefix(l, "Votre main : ") && !strings.HasPrefix(l, "Main de l'ordinateur : ") {
			continue
		}
		somme := 0
		for _, tu := range strings.Fields(avant[strings.Index(avant, ":")+1:]) {
			var x, y int
			if n, _ := fmt.Sscanf(tu, "%d:%d", &x, &y); n == 2 {
				somme += x + y
			}
		}
		if want := fmt.Sprintf("%d points)", somme); pts != want {
			t.Errorf("%q : %d points comptés", l, somme)
		}
	}
	if again := runEntree(t, strings.Repeat("1\n", 30), "dominos", "joue", "--contre", "plus_de_points", "-g", "4"); again.stdout != r.stdout {
		t.Error("la même graine et les mêmes coups ne redonnent pas la même partie")
	}
}

// An illegal or unreadable move is refused with a French line and asked again; the end of the
// input abandons the game with status 1.
func TestDominosJoueRefusEtFin(t *testing.T) {
	r := runEntree(t, "99\nxyz\n\n", "dominos", "joue", "--contre", "pire", "-g", "4")
	refus := strings.Count(r.stdout, "Coup refusé : ")
	if r.code != 1 || refus != 3 || !strings.Contains(r.stderr, "fin de l'entrée avant la fin de la partie") {
		t.Errorf("code %d, %d refus, stderr %q\n%s", r.code, refus, r.stderr, r.stdout)
	}
	for _, attendu := range []string{`"99" : les tuiles jouables sont numérotées de 1 à`, `"xyz" n'est ni un numéro`, "tapez le numéro d'une tuile jouable"} {
		if !strings.Contains(r.stdout, attendu) {
			t.Errorf("%q absent :\n%s", attendu, r.stdout)
		}
	}
	// A tile of the hand that fits neither end, then a tile that is not in the hand: read the
	// first position shown, then answer with those tiles.
	args := []string{"dominos", "joue", "--contre", "pire", "-g", "4"}
	premier := runEntree(t, "", args...).stdout
	mainL := premier[strings.Index(premier, "Votre main : ")+len("Votre main : "):]
	mainL = mainL[:strings.Index(mainL, " ;")]
	jouables := premier[strings.Index(premier, "Jouables : "):]
	jouables = jouables[:strings.Index(jouables, "\n")]
	var injouable string
	for _, tu := range strings.Fields(mainL) {
		if !strings.Contains(jouables, ") "+tu) {
			injouable = tu
			break
		}
	}
	absente := ""
	for x := 6; x >= 0 && absente == ""; x-- {
		for y := x; y >= 0; y-- {
			tu := fmt.Sprintf("%d:%d", x, y)
			if !strings.Contains(mainL, tu) && !strings.Contains(premier, "ouvre avec "+tu) {
				absente = tu
				break
			}
		}
	}
	if injouable == "" {
		t.Fatalf("toutes les tuiles de %q sont jouables : changez de graine", mainL)
	}
	r = runEntree(t, strings.ReplaceAll(injouable, ":", "-")+"\n"+absente+"\n", args...)
	if !strings.Contains(r.stdout, "Coup refusé : "+injouable+" ne se pose ni sur") ||
		!strings.Contains(r.stdout, "Coup refusé : "+absente+" n'est pas dans la main") || r.code != 1 {
		t.Errorf("%s puis %s : code %d\n%s", injouable, absente, r.code, r.stdout)
	}
}

// The advice draws samples whatever the computer plays: --budget is then in the reproducing line.
func TestDominosJoueConseilBudget(t *testing.T) {
	r := runEntree(t, "", "dominos", "joue", "--contre", "pire", "--conseil", "--budget", "3", "--max", "3", "--main", "3", "-g", "4")
	if want := "commande : jeux dominos joue --contre pire --place 1 --conseil --budget 3 --max 3 --main 3 --graine 4\n"; !strings.HasPrefix(r.stdout, want) {
		t.Errorf("attendu %q en tête :\n%s", want, r.stdout)
	}
}

func TestDominosJoueErreurs(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--contre", "malin"}, `valeur "malin" invalide pour --contre : pire, hasard,`},
		{[]string{"--place", "3"}, "--place vaut 3 : 1"},
		{[]string{"--budget", "0"}, "--budget vaut 0"},
		{[]string{"--max", "13"}, "--max vaut 13"},
	} {
		r := runEntree(t, "1\n", append([]string{"dominos", "joue"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) {
			t.Errorf("%v : code %d, stdout %q, stderr %q", c.args, r.code, r.stdout, r.stderr)
		}
	}
}

func TestDominosEquilibreErreurs(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--max", "6", "--main", "10"}, "--max --main : le jeu double-6 à 10 tuiles par main a environ"},
		{[]string{"--max", "4", "--main", "5"}, "l'équilibre en traite au plus 100000 et 4000000"},
		{[]string{"--max", "12", "--main", "2"}, "ensembles d'information et 2e+07 cases"},
		{[]string{"--cible", "0"}, "--cible vaut 0 : une exploitabilité visée entre 0 et 1"},
		{[]string{"--iterations", "0"}, "--iterations vaut 0"},
		{[]string{"--tirages", "0"}, "--tirages vaut 0"},
		{[]string{"--budget", "0"}, "--budget vaut 0"},
		{[]string{"--max", "13"}, "--max vaut 13"},
	} {
		r := runCLI(t, append([]string{"dominos", "equilibre"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : code %d, stdout %q, stderr %q ; attendu 2 et %q", c.args, r.code, r.stdout, r.stderr, c.msg)
		}
	}
}
