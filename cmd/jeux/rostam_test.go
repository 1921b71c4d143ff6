package main

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"syscall"
	"testing"
)

func rostamJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	r := runCLI(t, append([]string{"rostam"}, args...)...)
	if r.code != 0 {
		t.Fatalf("%v : code %d, stderr %q", args, r.code, r.stderr)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
		t.Fatalf("%v : JSON illisible %q : %v", args, r.stdout, err)
	}
	return v
}

func verifieCles(t *testing.T, v map[string]any, cles ...string) {
	t.Helper()
	for _, k := range cles {
		if _, ok := v[k]; !ok {
			t.Errorf("clé %q absente de %v", k, v)
		}
	}
}

func TestRostamPartie(t *testing.T) {
	// docs/rostam.md: this example returns to itself after 60 tricks, periodic of type +2/-2.
	v := rostamJSON(t, "partie", "2 10 8 6 3 / 5 4 1 9 7", "-F", "json")
	verifieCles(t, v, "N", "gagnant", "plis", "infinie", "preperiode", "periode", "type", "mot")
	if v["N"] != 10.0 || v["gagnant"] != 0.0 || v["infinie"] != true || v["preperiode"] != 0.0 || v["periode"] != 60.0 || v["type"] != "+2/-2" {
		t.Errorf("partie : %v", v)
	}
	v = rostamJSON(t, "partie", "-F", "json", "4 1 / 2 3")
	if v["gagnant"] != 1.0 || v["plis"] != 4.0 || v["mot"] != "aba2" || v["infinie"] != false {
		t.Errorf("partie 4 1 / 2 3 : %v", v)
	}
}

func TestRostamTrace(t *testing.T) {
	// The intermediate positions of docs/regles.md §4.2, with --trace written after the position as docs/rostam.md does.
	r := runCLI(t, "rostam", "partie", "4 1 / 2 3", "--trace", "-F", "csv")
	if r.code != 0 {
		t.Fatalf("code %d : %s", r.code, r.stderr)
	}
	for _, p := range []string{"1 4 2 / 3", "4 2 / 3 1", "2 4 3 / 1", "4 3 2 1 /"} {
		if !strings.Contains(r.stdout, p) {
			t.Errorf("trace sans %q :\n%s", p, r.stdout)
		}
	}
}

func TestRostamProfil(t *testing.T) {
	v := rostamJSON(t, "profil", "-F", "json", "4 1 / 2 3")
	if v["mot"] != "aba2" {
		t.Errorf("profil : %v", v)
	}
	r := runCLI(t, "rostam", "profil", "4 1 / 2 3")
	if r.code != 0 || !strings.Contains(r.stdout, "aba2") {
		t.Errorf("profil : %d %q", r.code, r.stdout)
	}
}

func TestRostamRealisable(t *testing.T) {
	v := rostamJSON(t, "realisable", "aba2", "--toutes", "--compte", "-F", "json")
	verifieCles(t, v, "mot", "N", "realisable", "raison", "position", "positions", "compte")
	pos, _ := v["positions"].([]any)
	if v["realisable"] != true || v["N"] != 4.0 || v["position"] != "4 1 / 3 2" || v["compte"] != 2.0 || len(pos) != 2 {
		t.Errorf("aba2 : %v", v)
	}
	// Well formed but not realisable: an answer (exit 0), with the reason.
	for _, w := range []string{"a2b", "ab2a3"} {
		v := rostamJSON(t, "realisable", w, "-F", "json")
		if v["realisable"] != false || v["raison"] == "" || v["position"] != nil {
			t.Errorf("%s : %v", w, v)
		}
	}
	r := runCLI(t, "rostam", "realisable", "--dot", "ab2a3")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "digraph") || !strings.Contains(r.stdout, "x3 -> x1") {
		t.Errorf("--dot : %d %q", r.code, r.stdout)
	}
}

func TestRostamExhaustif(t *testing.T) {
	// N = 4: 24 deals, none infinite (the report), 12 won by each player (swapping the piles
	// swaps the winner), the ten words counted by hand in games/rostam (the longest, (ab)2a2,
	// has six tricks).
	v := rostamJSON(t, "exhaustif", "-N", "4", "--mots", "-F", "json")
	verifieCles(t, v, "N", "donnes", "j1", "j2", "infinies", "duree_max", "mots_distincts", "cycles")
	if v["donnes"] != 24.0 || v["j1"] != 12.0 || v["j2"] != 12.0 || v["infinies"] != 0.0 || v["duree_max"] != 6.0 || v["mots_distincts"] != 10.0 {
		t.Errorf("exhaustif -N 4 : %v", v)
	}
	mots, _ := v["mots"].([]any)
	vus := map[string]bool{}
	for _, m := range mots {
		vus[m.(map[string]any)["mot"].(string)] = true
	}
	// The report's list for N = 4 (all present; it misses four others).
	for _, w := range []string{"a2", "b2", "aba2", "bab2", "(ba2)2", "(ab2)2"} {
		if !vus[w] {
			t.Errorf("mot %s absent de %v", w, mots)
		}
	}
	// Same output whatever the number of workers.
	a := runCLI(t, "rostam", "exhaustif", "-N", "8", "-w", "1", "-F", "json")
	b := runCLI(t, "rostam", "exhaustif", "-N", "8", "-w", "2", "-F", "json")
	if a.code != 0 || a.stdout != b.stdout {
		t.Errorf("-w 1 et -w 2 diffèrent :\n%s\n%s", a.stdout, b.stdout)
	}
}

func TestRostamSimule(t *testing.T) {
	args := []string{"rostam", "simule", "-N", "10", "-n", "20000", "-g", "7", "--limite", "200", "-F", "json"}
	a := runCLI(t, append(args, "-w", "1")...)
	b := runCLI(t, append(args, "-w", "2")...)
	if a.code != 0 || a.stdout != b.stdout {
		t.Fatalf("-w 1 et -w 2 diffèrent : %d %s\n%s", a.code, a.stdout, b.stdout)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(a.stdout), &v); err != nil {
		t.Fatal(err)
	}
	verifieCles(t, v, "parametres", "N", "parties", "j1", "j2", "infinies")
	// The exact share of infinite deals for N = 10 comes from the enumeration of the 10! deals
	// (395 940 of 3 628 800, checked in games/rostam against table B.2); 20 000 deals give a
	// standard error of sqrt(p(1−p)/n) ≈ 0.0022, and 4 of them are allowed.
	p := 395940.0 / 3628800.0
	got := v["infinies"].(float64) / v["parties"].(float64)
	if se := math.Sqrt(p * (1 - p) / 20000); math.Abs(got-p) > 4*se {
		t.Errorf("part infinie %.4f, exacte %.4f ± %.4f", got, p, 4*se)
	}
	if v["j1"].(float64)+v["j2"].(float64)+v["infinies"].(float64) != 20000 || v["parametres"].(map[string]any)["graine"] != 7.0 {
		t.Errorf("simule : %v", v)
	}
	// With a 200-trick limit nothing finished is lost for N = 10 (games last at most 49 tricks):
	// the unknown games are exactly the infinite ones.
	l := v["limite"].(map[string]any)
	if l["inconnues"] != v["infinies"] || l["j1"] != v["j1"] {
		t.Errorf("limite : %v", l)
	}
}

func TestRostamInfinie(t *testing.T) {
	v := rostamJSON(t, "infinie", "-k", "2", "-F", "json")
	verifieCles(t, v, "k", "N", "position", "preperiode", "periode", "formule")
	// Theorem 2 for K = 2: N = 10, period 4·lcm(1, 3, 5) = 60.
	if v["N"] != 10.0 || v["periode"] != 60.0 || v["formule"] != 60.0 {
		t.Errorf("infinie -k 2 : %v", v)
	}
}

func TestRostamErreurs(t *testing.T) {
	cas := []struct {
		args  []string
		motif string
	}{
		{[]string{"partie", "1 2 / 2 4"}, "la carte 2 apparaît deux fois"},
		{[]string{"partie", "1 2 / 3 5"}, "la carte 5 est hors de 1..4"},
		{[]string{"partie", "1 2 /"}, "la pile du joueur 2 est vide"},
		{[]string{"partie"}, "attend un argument"},
		{[]string{"partie", "1 / 2", "--inconnue"}, "option inconnue --inconnue"},
		{[]string{"profil", "1 2 3 / 4", "3 4 / 1 2"}, "argument en trop"},
		{[]string{"realisable", "abc"}, "caractère « c » inattendu"},
		{[]string{"realisable", "(ab"}, "n'est pas fermée"},
		{[]string{"realisable", "ab)"}, "parenthèse fermante"},
		{[]string{"realisable", "a0b"}, "exposant 0"},
		{[]string{"realisable", "--compte", "a7"}, "N ≤ 12"},
		{[]string{"exhaustif", "-N", "17"}, "-N/--cartes vaut 17"},
		{[]string{"exhaustif", "-N", "1"}, "-N/--cartes vaut 1"},
		{[]string{"positions", "-N", "13"}, "-N/--cartes vaut 13 : un entier de 2 à 12, dont les cycles distincts sont nommés"},
		{[]string{"positions", "-N", "16"}, "N = 16 jouerait 2,0·10¹³ positions"},
		{[]string{"positions", "-N", "17"}, "au-delà de 16 cartes"},
		{[]string{"positions", "-N", "1"}, "-N/--cartes vaut 1 : un entier de 2 à 12"},
		{[]string{"realisable", "--dot", "-F", "json", "aba2"}, "seul le format table"},
		{[]string{"exhaustif", "-N", "13", "--mots"}, "--mots : la liste des mots est limitée à N ≤ 12"},
		{[]string{"exhaustif", "-N", "13", "--liste-infinies"}, "--liste-infinies : la liste des donnes infinies est limitée à N ≤ 12"},
		{[]string{"exhaustif", "-N", "5", "--mots", "--liste-infinies"}, "une seule liste à la fois"},
		{[]string{"simule", "-N", "0"}, "-N/--cartes vaut 0"},
		{[]string{"simule", "--limite", "-3"}, "--limite"},
		{[]string{"simule", "-n", "0"}, "-n/--nombre"},
		{[]string{"infinie", "-k", "1"}, "-k vaut 1"},
		{[]string{"infinie", "-k", "64"}, "-k vaut 64"},
		{[]string{"partie", "-F", "xml", "1 / 2"}, "-F/--format"},
	}
	for _, c := range cas {
		r := runCLI(t, append([]string{"rostam"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.motif) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : code %d, stdout %q, stderr %q ; attendu 2 et « %s »", c.args, r.code, r.stdout, r.stderr, c.motif)
		}
	}
}

func init() {
	exemples["jeux rostam partie"] = []string{"4 1 / 2 3", "--trace"}
	exemples["jeux rostam profil"] = []string{"4 1 / 2 3"}
	exemples["jeux rostam simule"] = []string{"-N", "6", "-n", "2000", "-g", "1", "--limite", "20"}
	exemples["jeux rostam exhaustif"] = []string{"-N", "6", "--mots"}
	exemples["jeux rostam positions"] = []string{"-N", "7"}
	exemples["jeux rostam realisable"] = []string{"aba2", "--compte", "--toutes"}
	exemples["jeux rostam infinie"] = []string{"-k", "3"}
	exemples["jeux rostam cycle"] = []string{"12"}
}

func TestRostamCycle(t *testing.T) {
	v := rostamJSON(t, "cycle", "10", "-F", "json")
	verifieCles(t, v, "N", "position", "periode", "mot", "methode")
	// The position comes back to itself: replayed by partie, its pre-period is 0 and its period
	// the one announced.
	p := rostamJSON(t, "partie", v["position"].(string), "-F", "json")
	if v["connu"] != true || p["infinie"] != true || p["preperiode"] != 0.0 || p["periode"] != v["periode"] {
		t.Errorf("cycle 10 : %v ; rejouée : %v", v, p)
	}
	// 16 = 2^4: no cycle is known, and that is an answer.
	r := runCLI(t, "rostam", "cycle", "16")
	if r.code != 0 || !strings.Contains(r.stdout, "aucune position qui revienne à elle-même n'est connue") {
		t.Errorf("cycle 16 : %d %q", r.code, r.stdout)
	}
	for _, arg := range []string{"4", "0", "-3", "abc", "256"} {
		r := runCLI(t, "rostam", "cycle", arg)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("cycle %s : %d %q %q", arg, r.code, r.stdout, r.stderr)
		}
	}
}

// The trace of Theorem 2's game for K = 63, a million tricks of 254 cards (about 1 GB of table),
// is written as it is produced: read as "| head" reads it, it stops quietly at the closed pipe
// once its first tricks are out; on a full disk it stops with one French line.
func TestRostamTraceEnFlux(t *testing.T) {
	v := rostamJSON(t, "infinie", "-k", "63", "-F", "json")
	if p := rostamJSON(t, "partie", v["position"].(string), "-F", "json"); p["periode"] != 1007872.0 {
		t.Errorf("partie de K = 63 : %v", p["periode"])
	}
	for _, c := range []struct {
		err    syscall.Errno
		stderr string
	}{
		{syscall.EPIPE, ""},
		{syscall.ENOSPC, "jeux : écriture du résultat impossible : plus de place sur le disque\n"},
	} {
		w := &sortieBornee{reste: 1 << 20, err: c.err}
		var errb bytes.Buffer
		code := run([]string{"jeux", "rostam", "partie", v["position"].(string), "--trace"}, w, &errb)
		// Trick 1 by hand: 64 (player 1's top card) against 191: player 2 wins, "b".
		if code != 1 || errb.String() != c.stderr || !strings.Contains(w.lu.String(), "\n|    1 |       64 |      191 | b       | 190 63 188 ") {
			t.Errorf("%v : statut %d, stderr %q, %d octets écrits", c.err, code, errb.String(), w.lu.Len())
		}
	}
}

// sortieBornee takes reste bytes, then fails with err.
type sortieBornee struct {
	lu    bytes.Buffer
	reste int
	err   error
}

func (s *sortieBornee) Write(b []byte) (int, error) {
	if len(b) > s.reste {
		return 0, s.err
	}
	s.reste -= len(b)
	return s.lu.Write(b)
}

// rostam positions: the example is a position that returns to itself, replayed by partie, and the
// positions on a cycle add up by period; for N = 8 there are none (docs/rostam.md).
func TestRostamPositions(t *testing.T) {
	v := rostamJSON(t, "positions", "-N", "9", "-F", "json")
	verifieCles(t, v, "N", "positions", "jouees", "infinies_jouees", "sur_cycle", "cycles", "exemple", "periode_exemple", "spivey", "periodes")
	p := rostamJSON(t, "partie", v["exemple"].(string), "-F", "json")
	if p["infinie"] != true || p["preperiode"] != 0.0 || p["periode"] != v["periode_exemple"] {
		t.Errorf("positions -N 9 : exemple %v, rejoué %v", v["exemple"], p)
	}
	somme := 0.0
	for _, e := range v["periodes"].([]any) {
		somme += e.(map[string]any)["effectif"].(float64)
	}
	if v["positions"] != 362880.0*8 || v["jouees"] != 40320.0*8 || somme != v["sur_cycle"] || somme == 0 {
		t.Errorf("positions -N 9 : %v", v)
	}
	if v := rostamJSON(t, "positions", "-N", "8", "-F", "json"); v["sur_cycle"] != 0.0 || v["exemple"] != nil || v["cycles"] != 0.0 {
		t.Errorf("positions -N 8 : %v", v)
	}
}
