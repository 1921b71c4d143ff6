package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"jeux/internal/langue"
	"jeux/parametre"
)

// A progress bar is drawn only on a terminal: with stderr in a buffer (or a file, as under CI)
// the runner gets no callback at all.
func TestPasDeProgressionHorsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, w := range []io.Writer{&bytes.Buffer{}, f} {
		cmd := &cobra.Command{Use: "essai"}
		cmd.SetErr(w)
		c := &Contexte{cmd: cmd}
		if c.Progression(100) != nil {
			t.Errorf("barre de progression créée alors que stderr (%T) n'est pas un terminal", w)
		}
	}
}

// sansEffetNoms refuses the first given option of those an engine names, as the user typed it.
func TestSansEffetNoms(t *testing.T) {
	cmd := &cobra.Command{Use: "essai"}
	cmd.Flags().IntP("arbres", "a", 4, "")
	cmd.Flags().Int("corbeau", 9, "")
	cmd.Flags().String("panier", "max", "")
	if err := cmd.Flags().Parse([]string{"--corbeau", "3", "-a", "2"}); err != nil {
		t.Fatal(err)
	}
	c := &Contexte{cmd: cmd}
	if err := c.sansEffetNoms(langue.Errorf("ici"), "panier"); err != nil {
		t.Errorf("--panier, non donnée : %v", err)
	}
	err := c.sansEffetNoms(langue.Errorf("sur --graphique seuils (la carte cherche le corbeau)"), "panier", "corbeau", "arbres")
	if err == nil || err.Error() != "--corbeau : sans effet sur --graphique seuils (la carte cherche le corbeau)" {
		t.Errorf("--corbeau et -a donnés : %v", err)
	}
}

// An engine's refused parameter names its options as the user types them: each word, and each
// part of a word between slashes, that is an option's long or short name.
func TestErreurNommeLesOptions(t *testing.T) {
	cmd := &cobra.Command{Use: "essai"}
	cmd.Flags().Bool("toutes", false, "")
	cmd.Flags().Bool("compte", false, "")
	cmd.Flags().IntP("couleurs", "c", 4, "")
	c := &Contexte{cmd: cmd}
	for _, cas := range []struct {
		err     parametre.Erreur
		attendu string
	}{
		{parametre.Erreur{Nom: "toutes/compte", Code: parametre.AuPlus, Args: []any{12}}, "--toutes/--compte : au plus 12 est attendu"},
		{parametre.Erreur{Nom: "couleurs × valeurs", Valeur: "9", Code: parametre.AuPlus, Args: []any{6}}, "-c/--couleurs × valeurs vaut 9 : au plus 6 est attendu"},
		{parametre.Erreur{Nom: "c/N", Valeur: "0", Code: parametre.AuMoins, Args: []any{1}}, "-c/--couleurs/N vaut 0 : au moins 1 est attendu"},
	} {
		if got := c.erreur(&cas.err); got.Error() != cas.attendu {
			t.Errorf("%+v : %q, attendu %q", cas.err, got, cas.attendu)
		}
	}
}

// A configuration too large, wrapped with its figures, is a usage error; an error that does not
// wrap it is passed on as it is.
func TestErreurTropGrand(t *testing.T) {
	c := &Contexte{cmd: &cobra.Command{Use: "essai"}}
	err := c.erreur(fmt.Errorf("%w : %d positions", parametre.ErrTropGrand, 7))
	var refus *Refus
	if !errors.As(err, &refus) || err.Error() != "configuration trop grande : 7 positions" {
		t.Errorf("trop grande : %T %q", err, err)
	}
	autre := errors.New("disque plein")
	if err := c.erreur(autre); err != autre {
		t.Errorf("autre erreur : %T %q", err, err)
	}
}

// The help shows a default beside an option that has one, but not beside the range of a chart,
// whose zero would read as an axis starting at 0.
func TestUsageAvecDefaut(t *testing.T) {
	fs := pflag.NewFlagSet("essai", pflag.ContinueOnError)
	fs.Int("arbres", 4, "nombre d'arbres")
	fs.Float64(OptXmin, 0, "début de l'axe")
	fs.Float64(OptXmax, 0, "fin de l'axe")
	for nom, attendu := range map[string]string{
		"arbres": "nombre d'arbres (défaut : 4)",
		OptXmin:  "début de l'axe",
		OptXmax:  "fin de l'axe",
	} {
		if got := usageAvecDefaut(langue.Francais, fs.Lookup(nom)); got != attendu {
			t.Errorf("--%s : %q, attendu %q", nom, got, attendu)
		}
	}
}
