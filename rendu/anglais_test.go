package rendu

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"jeux/internal/langue"
)

// The English names of a command and options of these tests only (the command line registers
// the real ones).
var _ = langue.EnregistrerCommandes(map[string]string{"essai": "trial"})
var _ = langue.EnregistrerOptions(map[string]string{"graine": "seed", "taille-essai": "test-size", "vite": "fast"})

// The command line of an English table's note uses the English names; the French one, which
// JSON and CSV carry, keeps the French names (worked by hand).
func TestLigneDeCommandeEnAnglais(t *testing.T) {
	g := uint64(7)
	p := Parametres{Commande: "jeux essai", Arguments: []string{"x y"}, Options: []Option{{"taille-essai", int64(3)}, {"vite", true}}, Graine: &g, Version: "v"}
	if got, want := p.LigneDeCommandeEn(langue.Anglais), "jeux trial 'x y' --test-size 3 --fast --seed 7"; got != want {
		t.Errorf("en anglais : %q, attendu %q", got, want)
	}
	if got, want := p.LigneDeCommande(), "jeux essai 'x y' --taille-essai 3 --vite --graine 7"; got != want {
		t.Errorf("en français : %q, attendu %q", got, want)
	}
	if got, want := p.notesEn(langue.Anglais)[0], "command: jeux trial 'x y' --test-size 3 --fast --seed 7"; got != want {
		t.Errorf("note : %q, attendu %q", got, want)
	}
	if got := p.commentaires(); got[0] != "# commande: jeux essai" || got[2] != "# taille-essai: 3" {
		t.Errorf("commentaires CSV : %q", got)
	}
}

// A table cut short says so in its language.
func TestTableCoupeeEnAnglais(t *testing.T) {
	tb := Tableau{Titre: "t", Entete: []string{"a", "b"}, Langue: langue.Anglais}
	for i := range MaxLignes + 2 {
		tb.Lignes = append(tb.Lignes, []string{strconv.Itoa(i), "x"})
	}
	var b bytes.Buffer
	if err := Ecrire(&b, Table, Sortie{Tableaux: []Tableau{tb}}); err != nil {
		t.Fatal(err)
	}
	want := "… 52 rows in all, the first 50 shown: “-F csv” or “-F json” give them all.\n" // MaxLignes = 50
	if !strings.HasSuffix(b.String(), want) {
		t.Errorf("fin de la table : %q, attendu %q", b.String()[max(0, b.Len()-200):], want)
	}
}
