package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"jeux/internal/cli"
)

// A forged part: a file whose hash is right (recomputed here, as anyone could) but whose
// aggregate cannot be what its range computes. Each kind of wrong figure the issue names — a
// negative count, totals that do not add up, a wrong number of deals or games for the range, a
// sum that overflows — and an unknown field must be refused by fusionne with exit 2 and one
// French line that names the part, for every shardable command.

// falsification changes the aggregate of part 0 of a 2-part split; deux applies it to part 1
// too (an overflow needs two large parts).
type falsification struct {
	nom    string
	chemin string // path in the aggregate: keys and indices (* for all) separated by dots
	f      func(any) any
	deux   bool
}

func moins1(any) any         { return -1.0 }
func plus1(v any) any        { return v.(float64) + 1 }
func enorme(any) any         { return math.Ldexp(1, 62) } // 2⁶², exact in a float64: two such parts overflow an int64
func champInconnu(v any) any { v.(map[string]any)["x"] = 1.0; return v }

// falsifications lists, for each shardable command, forgeries of its own aggregate.
var falsifications = map[string][]falsification{
	"jeux dominos tournoi": {
		{"compte négatif", "victoires", moins1, false},
		{"total faux", "nuls", plus1, false},
		{"dépassement", "defaites", enorme, true},
	},
	"jeux dominos championnat": {
		{"compte négatif", "bilans.0.victoires", moins1, false},
		{"total faux", "bilans.1.nuls", plus1, false},
		{"autre championnat", "par_place", plus1, false},
		{"dépassement", "bilans.0.defaites", enorme, true},
	},
	"jeux dominos exact": {
		{"compte négatif", "j1", moins1, false},
		{"total faux", "nuls", plus1, false},
		{"nombre de donnes", "donnes", plus1, false},
		{"ouvreur", "ouvreur", enorme, false},
		{"dépassement", "noeuds", enorme, true},
	},
	"jeux rostam exhaustif": {
		{"compte négatif", "j1", moins1, false},
		{"total faux", "infinies", plus1, false},
		{"nombre de donnes", "donnes", plus1, false},
		{"durées", "durees.3", plus1, false},
		{"plus longue", "duree_max", plus1, false},
		{"dépassement", "j2", enorme, true},
	},
	"jeux rostam simule": {
		{"compte négatif", "J1", moins1, false},
		{"total faux", "Infinies", plus1, false},
		{"nombre de parties", "Parties", plus1, false},
		{"histogramme", "Durees.0.1", plus1, false},
		{"dépassement", "J2", enorme, true},
	},
	"jeux bataille stat": {
		{"histogramme négatif", "0.1", moins1, false},
		{"nombre de parties", "0.1", plus1, false},
		{"dépassement", "0.1", enorme, true},
	},
	"jeux bataille brut": {
		{"histogramme négatif", "0.1", moins1, false},
		{"nombre de parties", "1.1", plus1, false},
		{"dépassement", "0.1", enorme, true},
	},
	"jeux bataille multistat": {
		{"histogramme négatif", "jeux.0.durees.0.1", moins1, false},
		{"nombre de parties", "jeux.0.durees.0.1", plus1, false},
		{"autre jeu", "jeux.0.valeurs", plus1, false},
	},
	"jeux bataille record": {
		{"évaluations négatives", "evaluations", moins1, false},
		{"nombre d'évaluations", "evaluations", plus1, false},
		{"longueur rejouée", "plis", plus1, false},
		{"autre graine", "graine", plus1, false},
	},
	"jeux verger simule": {
		{"compte négatif", "bilans.0.bilan.Victoires", moins1, false},
		{"nombre de parties", "bilans.0.bilan.Parties", plus1, false},
		// Every strategy's rolls: the strategy the split cuts in two is added across the parts.
		{"dépassement", "bilans.*.bilan.Lancers", enorme, true},
	},
}

// modifier applies f to the value at chemin in v.
func modifier(t *testing.T, v any, chemin string, f func(any) any) any {
	t.Helper()
	if chemin == "" {
		return f(v)
	}
	tete, reste, _ := strings.Cut(chemin, ".")
	switch x := v.(type) {
	case map[string]any:
		e, ok := x[tete]
		if !ok {
			t.Fatalf("clé %q absente de l'agrégat", tete)
		}
		x[tete] = modifier(t, e, reste, f)
		return x
	case []any:
		if tete == "*" {
			for i := range x {
				x[i] = modifier(t, x[i], reste, f)
			}
			return x
		}
		i, err := strconv.Atoi(tete)
		if err != nil || i >= len(x) {
			t.Fatalf("indice %q hors de la liste de %d éléments", tete, len(x))
		}
		x[i] = modifier(t, x[i], reste, f)
		return x
	}
	t.Fatalf("chemin %q : %T n'est ni un objet ni une liste", chemin, v)
	return nil
}

// falsifier rewrites the part at chemin with its aggregate changed and a valid hash.
func falsifier(t *testing.T, chemin, dst string, chg func(any) any) {
	t.Helper()
	b, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatal(err)
	}
	var p cli.Partiel
	if err := json.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	var a any
	if err := json.Unmarshal(p.Agregat, &a); err != nil {
		t.Fatal(err)
	}
	p.Agregat, _ = json.Marshal(chg(a))
	// The hash as partage.go computes it: SHA-256 of the document without its hash.
	p.Controle = ""
	sans, _ := json.Marshal(p)
	h := sha256.Sum256(sans)
	p.Controle = hex.EncodeToString(h[:])
	out, _ := json.MarshalIndent(p, "", "  ")
	if err := os.WriteFile(dst, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestPartsFalsifiees(t *testing.T) {
	for _, cmd := range commandesPartagees() {
		fs, ok := falsifications[cmd]
		if !ok {
			t.Errorf("%s : aucune falsification dans la table falsifications", cmd)
			continue
		}
		ligne := append(strings.Fields(cmd)[1:], partages[cmd]...)
		dir := t.TempDir()
		var parts [2]string
		for k := range 2 {
			parts[k] = filepath.Join(dir, "part-"+strconv.Itoa(k)+".json")
			if r := runCLI(t, append(ligne, "--shard", strconv.Itoa(k)+"/2", "-o", parts[k])...); r.code != 0 {
				t.Fatalf("%v : %s", ligne, r.stderr)
			}
		}
		if r := runCLI(t, "fusionne", parts[0], parts[1]); r.code != 0 {
			t.Fatalf("%s : les vraies parts sont refusées : %s", cmd, r.stderr)
		}
		fs = append(fs, falsification{"champ inconnu", "", champInconnu, false})
		for _, f := range fs {
			if cmd == "jeux bataille stat" || cmd == "jeux bataille brut" {
				if f.nom == "champ inconnu" {
					continue // the aggregate is a list: it has no field
				}
			}
			faux := [2]string{filepath.Join(dir, "faux-0.json"), parts[1]}
			falsifier(t, parts[0], faux[0], func(a any) any { return modifier(t, a, f.chemin, f.f) })
			if f.deux {
				faux[1] = filepath.Join(dir, "faux-1.json")
				falsifier(t, parts[1], faux[1], func(a any) any { return modifier(t, a, f.chemin, f.f) })
			}
			r := runCLI(t, "fusionne", faux[0], faux[1])
			if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "faux-") || strings.Count(r.stderr, "\n") != 1 ||
				strings.Contains(r.stderr, "json:") {
				t.Errorf("%s, %s : statut %d, stdout %d octets, stderr %q ; attendu 2 et une ligne qui nomme la part", cmd, f.nom, r.code, len(r.stdout), r.stderr)
			}
		}
	}
}
