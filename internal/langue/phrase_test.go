package langue

import (
	"errors"
	"testing"
)

// A Phrase is French by Error, English by Texte, its values that are phrases written in the same
// language, and it unwraps to them.
func TestPhrase(t *testing.T) {
	Enregistrer(map[string]string{"essai de phrase %d : %v": "phrase test %d: %v", "cause d'essai": "test cause"})
	cause := Errorf("cause d'essai")
	p := Errorf("essai de phrase %d : %v", 3, cause)
	if got := p.Error(); got != "essai de phrase 3 : cause d'essai" {
		t.Errorf("Error : %q", got)
	}
	if got := p.Texte(Anglais); got != "phrase test 3: test cause" {
		t.Errorf("Texte(en) : %q", got)
	}
	if !errors.Is(p, cause) {
		t.Errorf("errors.Is(p, cause) faux")
	}
}
