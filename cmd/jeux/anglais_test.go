package main

import (
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"jeux/internal/langue"
)

// commandes are the paths of every command of the tree, the root's included (nil), by their
// French names.
func commandes() [][]string {
	var chemins [][]string
	var parcourir func(c *cobra.Command, mots []string)
	parcourir = func(c *cobra.Command, mots []string) {
		if c.Name() == "help" {
			return
		}
		chemins = append(chemins, mots)
		for _, s := range c.Commands() {
			parcourir(s, append(slices.Clone(mots), s.Name()))
		}
	}
	parcourir(newApp(io.Discard, io.Discard).Racine(), nil)
	return chemins
}

// francais finds what an English output must not hold: an accented letter, French quotes, or
// one of the French words that English never writes.
var francais = regexp.MustCompile(`[àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔÖÙÛÜŒ«»]|\b(?i:le|la|les|des|du|une|est|et|pour|avec|sans|ou|dans|sur|qui|que|pas|parties?|joueurs?|graine|nombre|défaut|attendu|donnes?|valeurs?|couleurs?|ramassage|stratégies?|commandes?|entier|texte)\b`)

// parleAnglais fails t with what in out is French.
func parleAnglais(t *testing.T, quoi string, out string) {
	t.Helper()
	for _, ligne := range strings.Split(out, "\n") {
		if m := francais.FindString(ligne); m != "" {
			t.Errorf("%s : « %s » en anglais : %q", quoi, m, ligne)
		}
	}
}

// TestAnglais runs every command's help, and its refusal of an option it does not have, in
// both languages: in English nothing of it may be French, and every text it writes must have
// its translation; in French, the help is the code's (TestUnRefusParCommande holds the French
// refusals to their bytes).
func TestAnglais(t *testing.T) {
	t.Run("catalogue", catalogueAnglais)
	for _, mots := range commandes() {
		nom := strings.Join(append([]string{"jeux"}, mots...), "_")
		t.Run(nom, func(t *testing.T) {
			fr := runCLI(t, append(slices.Clone(mots), "--help")...)
			chemin := strings.Join(append([]string{"jeux"}, mots...), " ")
			if fr.code != 0 || !strings.Contains(fr.stdout, "UTILISATION :\n   "+chemin) || !strings.Contains(fr.stdout, "OPTIONS :") {
				t.Errorf("--help en français : statut %d, sortie %q", fr.code, fr.stdout)
			}
			avant := langue.Manquants()
			args := append([]string{"--langue", "en"}, mots...)
			r := runCLI(t, append(slices.Clone(args), "--help")...)
			if r.code != 0 || r.stdout == "" {
				t.Fatalf("--help : statut %d, stderr %q", r.code, r.stderr)
			}
			parleAnglais(t, "--help", r.stdout)
			r = runCLI(t, append(slices.Clone(args), "--option-absente", "1")...)
			if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "--option-absente") {
				t.Errorf("--option-absente : statut %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
			}
			// The option's own name holds the word "option": the rest of the line is checked.
			parleAnglais(t, "refus", strings.ReplaceAll(r.stderr, "--option-absente", "--x"))
			// The texts without translation that this command wrote (the run looks up the whole
			// tree's: another command's are its own subtest's).
			sortie := r.stdout + r.stderr
			for _, m := range langue.Manquants() {
				premiere, _, _ := strings.Cut(m, "\n")
				if !slices.Contains(avant, m) || strings.Contains(sortie, premiere) {
					if strings.Contains(sortie, premiere) {
						t.Errorf("sans traduction : %q", m)
					}
				}
			}
		})
	}
}
