package memoire

import (
	"testing"

	"jeux/internal/langue"
)

// A memory refusal in English: binary units with a decimal point (worked by hand: 3·2²⁹ bytes
// is 1.5 GiB), the source and how to raise it.
func TestErreurMemoireEnAnglais(t *testing.T) {
	e := &ErreurMemoire{Estimation: 3 << 29, Limite: Limite{Octets: 512 << 20, Source: Explicite}}
	en := "not enough memory: about 1.5 GiB estimated for 512.0 MiB allowed by the limit --memory/JEUX_MEMOIRE; raise --memory or JEUX_MEMOIRE, or reduce the size of the computation"
	if got := e.Texte(langue.Anglais); got != en {
		t.Errorf("en anglais : %q, attendu %q", got, en)
	}
	fr := "mémoire insuffisante : environ 1,5 Gio estimés pour 512,0 Mio permis par la limite --memoire/JEUX_MEMOIRE ; relever --memoire ou JEUX_MEMOIRE, ou réduire la taille du calcul"
	if got := e.Error(); got != fr {
		t.Errorf("en français : %q, attendu %q", got, fr)
	}
	if _, err := LireTaille("4X"); err == nil || err.(*langue.Phrase).Texte(langue.Anglais) != `size "4X": a number followed by K, M, G or T is expected (for example 4G, 500M, 2GiB)` {
		t.Errorf("LireTaille(4X) : %v", err)
	}
}
