package cli

import (
	"strings"
	"testing"
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
