package main

import "testing"

// The whole markdown text of a deterministic command, its figures from the seed 004's published
// values for two trees of two fruits under max: P(22|1) = 0.371527777778 and
// P(22|2) = 2341/3456 = 0.677372685…, shown with six decimals; one piece gives less than 1/2, two
// give more, so the threshold is 2. The parameters open it as the command line, the scalars make a
// two-column table (left-aligned: its values mix the strategy's name with numbers), the curve a
// table of its own under a ### heading, its columns of figures flush right.
func TestMarkdownVergerSeuil(t *testing.T) {
	r := runCLI(t, "verger", "seuil", "-a", "2", "-f", "2", "-p", "max", "-F", "markdown")
	want := "commande : jeux verger seuil --arbres 2 --fruits 2 --panier max --panier-fruits 2\n" +
		"2 arbres de 2 fruits, panier de 2 fruits ; plus petit corbeau donnant plus d'une chance sur deux\n" +
		"\n" +
		"|           grandeur            |  valeur  |\n" +
		"|:------------------------------|:---------|\n" +
		"| stratégie                     | max      |\n" +
		"| pièces du corbeau suffisantes | 2        |\n" +
		"| probabilité de gagner         | 0.677373 |\n" +
		"\n" +
		"### probabilité de gagner selon le corbeau, jusqu'au seuil\n" +
		"\n" +
		"| stratégie | pièces du corbeau | probabilité de gagner |\n" +
		"|:----------|------------------:|----------------------:|\n" +
		"| max       |                 1 |              0.371528 |\n" +
		"| max       |                 2 |              0.677373 |\n"
	if r.code != 0 || r.stderr != "" || r.stdout != want {
		t.Errorf("statut %d, stderr %q, markdown :\n%s\nattendu :\n%s", r.code, r.stderr, r.stdout, want)
	}
}
