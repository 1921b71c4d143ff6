package cli

import (
	"syscall"
	"testing"

	"jeux/internal/fichier"
	"jeux/internal/langue"
	"jeux/parametre"
)

// A refusal is written in the language it is shown in, its values too: the cause of a file
// error, an engine's typed refusal, a phrase (expected lines written by hand).
func TestRefusEnAnglais(t *testing.T) {
	for _, c := range []struct {
		err    error
		en, fr string
	}{
		{ErreurUsage("part %q : %s", "p.json", fichier.CauseDe{Err: syscall.ENOSPC}),
			`part "p.json": no space left on the disk`, `part "p.json" : plus de place sur le disque`},
		{ErreurUsage("part %q : %v", "p.json", &parametre.Erreur{Nom: OptGraine, Valeur: "0", Code: parametre.AuMoins, Args: []any{1}}),
			`part "p.json": seed is 0: at least 1 is expected`, `part "p.json" : graine vaut 0 : au moins 1 est attendu`},
		{ErreurUsage("part %q : d'un autre calcul que %q (%s)", "a", "b", langue.Errorf("graines différentes")),
			`part "a": from another computation than "b" (different seeds)`, `part "a" : d'un autre calcul que "b" (graines différentes)`},
	} {
		r := c.err.(*Refus)
		if got := r.Texte(langue.Anglais); got != c.en {
			t.Errorf("en anglais : %q, attendu %q", got, c.en)
		}
		if got := r.Error(); got != c.fr {
			t.Errorf("en français : %q, attendu %q", got, c.fr)
		}
	}
	if got := TexteErreur(langue.Anglais, ErreurEcriture(syscall.ENOSPC)); got != "cannot write the result: no space left on the disk" {
		t.Errorf("écriture impossible : %q", got)
	}
}
