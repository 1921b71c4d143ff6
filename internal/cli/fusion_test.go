package cli

import (
	"fmt"
	"strings"
	"testing"

	"jeux/internal/langue"
	"jeux/parallel"
)

// ajouterEntiers adds the integers of an aggregate, and only those: digits inside strings
// (deals, strategy names) are not numbers, and a float or a total past 2⁶³−1 is refused.
func TestAjouterEntiers(t *testing.T) {
	for _, c := range []struct {
		json string
		want uint64
		err  string
	}{
		{`{"a": 1, "b": [2, -3], "c": {"4": 5}}`, 11, ""},
		{`{"j1": "1 2 10", "s": "a\"7\\", "n": 12}`, 12, ""},
		{`[true, false, null, 0]`, 0, ""},
		{`[-9223372036854775808]`, 0, "dépassent 2⁶³−1"},
		{`[9223372036854775807]`, 9223372036854775807, ""},
		{`[9223372036854775807, 1]`, 0, "dépassent 2⁶³−1"},
		{`[1.5]`, 0, "nombre 1.5 : un entier de 64 bits est attendu"},
		{`[1e3]`, 0, "nombre 1e3"},
	} {
		var somme uint64
		err := ajouterEntiers(&somme, []byte(c.json))
		switch {
		case c.err == "" && (err != nil || somme != c.want):
			t.Errorf("%s : %d, %v ; attendu %d", c.json, somme, err, c.want)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s : %v ; attendu « %s »", c.json, err, c.err)
		}
	}
	// The bound holds across parts: the total is carried from one to the next.
	somme := uint64(1) << 62
	if err := ajouterEntiers(&somme, []byte(`{"evaluations": 4611686018427387904}`)); err == nil {
		t.Errorf("2⁶² + 2⁶² accepté")
	}
}

// With 10,000 parts of 1,111 items, one missing, the refusal names the one missing part, its
// command and the count, not the empty shards around it (1,110 present parts were listed).
func TestManquesNommes(t *testing.T) {
	const n, w = 10000, 1111
	var parts []part
	for k := int64(0); k < n; k++ {
		if k == 9 {
			continue
		}
		a, b := parallel.Shard{K: k, N: n}.Items(w)
		parts = append(parts, part{chemin: fmt.Sprintf("part-%d.json", k), Partiel: Partiel{Commande: "jeux rostam exhaustif",
			Options: map[string]string{"cartes": "7"}, Shard: fmt.Sprintf("%d/%d", k, n), Debut: a, Fin: b, Items: w}})
	}
	err := verifierPavage(langue.Francais, parts)
	a, b := parallel.Shard{K: 9, N: n}.Items(w)
	if a == b {
		t.Fatalf("la part 9/%d est vide : choisir une part qui a des items", n)
	}
	want := fmt.Sprintf("items manquants [%d, %d) ; 1 part(s) manquante(s) sur 10000 : à calculer : jeux rostam exhaustif --cartes=7 --shard 9/10000 -o part-9.json", a, b)
	if err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("manque : %v\nattendu : %s", err, want)
	}
	// Many missing: five commands, then the others by their k.
	var peu []part
	for _, p := range parts {
		if p.Debut == p.Fin || p.Debut < 500 {
			peu = append(peu, p)
		}
	}
	err = verifierPavage(langue.Francais, peu)
	if err == nil || strings.Count(err.Error(), "jeux rostam exhaustif") != 5 || !strings.Contains(err.Error(), "et de même --shard k/10000 pour les parts non vides de k = ") || len(err.Error()) > 2000 {
		t.Errorf("manques nombreux : %v", err)
	}
}
