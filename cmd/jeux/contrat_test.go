package main

import (
	"slices"
	"strings"
	"testing"
)

// motsShell splits a command line as a POSIX shell does for the lines jeux prints: words
// separated by spaces, a word in single quotes kept whole.
func motsShell(t *testing.T, ligne string) []string {
	t.Helper()
	var mots []string
	var mot strings.Builder
	dedans, commence := false, false
	for _, r := range ligne {
		switch {
		case r == '\'':
			dedans, commence = !dedans, true
		case r == ' ' && !dedans:
			if commence {
				mots = append(mots, mot.String())
				mot.Reset()
				commence = false
			}
		default:
			mot.WriteRune(r)
			commence = true
		}
	}
	if dedans {
		t.Fatalf("guillemet non fermé dans %q", ligne)
	}
	if commence {
		mots = append(mots, mot.String())
	}
	return mots
}

// Every command's reproducing line (« commande : … », printed in the table and markdown
// formats) reruns: the same command, given back that line, prints the same bytes in every
// format it accepts.
func TestLignesDeCommandeRejouees(t *testing.T) {
	if testing.Short() {
		t.Skip("chaque commande lancée deux fois par format")
	}
	for chemin, args := range exemples {
		mots := append(strings.Fields(chemin)[1:], args...)
		premier := runCLI(t, append(mots, "-F", "table")...)
		if premier.code != 0 {
			t.Errorf("%v : statut %d, %s", mots, premier.code, premier.stderr)
			continue
		}
		ligne, ok := strings.CutPrefix(strings.SplitN(premier.stdout, "\n", 2)[0], "commande : ")
		if !ok {
			continue // a command that prints text of its own (jeux cache chemin)
		}
		rejouee := motsShell(t, ligne)
		if rejouee[0] != "jeux" {
			t.Fatalf("%v : ligne %q", mots, ligne)
		}
		// -o says where, not what: the line leaves it out, and the replay writes where the
		// example does (a chart, not into the package's folder).
		if i := slices.Index(args, "-o"); i >= 0 && i+1 < len(args) {
			rejouee = append(rejouee, "-o", args[i+1])
		}
		for _, format := range []string{"table", "markdown", "csv", "json"} {
			a := runCLI(t, append(slices.Clone(mots), "-F", format)...)
			b := runCLI(t, append(slices.Clone(rejouee[1:]), "-F", format)...)
			if a.code != b.code || a.stdout != b.stdout {
				t.Errorf("%s -F %s : la ligne %q rejouée donne d'autres octets (statuts %d et %d) : %s", chemin, format, ligne, a.code, b.code, b.stderr)
			}
		}
	}
}

// -w never changes an answer: every command with -w prints the same bytes on 1 and 3 workers.
func TestWorkersSansEffetSurLaReponse(t *testing.T) {
	if testing.Short() {
		t.Skip("chaque commande lancée deux fois")
	}
	for chemin, args := range exemples {
		cmd, _, err := newApp(nil, nil).Racine().Find(strings.Fields(chemin)[1:])
		if err != nil || cmd.Flags().Lookup("workers") == nil {
			continue
		}
		mots := append(strings.Fields(chemin)[1:], args...)
		var sorties []string
		for _, w := range []string{"1", "3"} {
			r := runCLI(t, append(sansWorkers(mots), "-w", w, "-F", "json")...)
			if r.code != 0 {
				t.Errorf("%v -w %s : statut %d, %s", mots, w, r.code, r.stderr)
			}
			sorties = append(sorties, r.stdout)
		}
		if sorties[0] != sorties[1] {
			t.Errorf("%s : -w 1 et -w 3 donnent d'autres octets", chemin)
		}
	}
}

// sansWorkers is args without their -w.
func sansWorkers(args []string) []string {
	var l []string
	for i := 0; i < len(args); i++ {
		if args[i] == "-w" || args[i] == "--workers" {
			i++
			continue
		}
		l = append(l, args[i])
	}
	return l
}

// A mistyped command gets a suggestion, and « jeux X help Y » describes Y as « jeux help X Y »
// does.
func TestSuggestionsEtAideSousGroupe(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"domino"}, `commande inconnue "domino" : vouliez-vous dire dominos ?`},
		{[]string{"bataille", "stats"}, `commande inconnue "stats" : vouliez-vous dire stat ?`},
		{[]string{"rostam", "exhaustifs"}, `vouliez-vous dire exhaustif ?`},
		// Both vocabularies are searched, and the name is given in the run's language.
		{[]string{"warr"}, `commande inconnue "warr" : vouliez-vous dire bataille ?`},
		{[]string{"--langue", "en", "warr"}, `did you mean war?`},
		{[]string{"--langue", "en", "orchad"}, `did you mean orchard?`},
		{[]string{"bataille", "help", "stats"}, `vouliez-vous dire stat ?`},
	} {
		r := runCLI(t, c.args...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : statut %d, stderr %q", c.args, r.code, r.stderr)
		}
	}
	for _, groupe := range [][]string{{"bataille", "stat"}, {"dominos", "exact"}, {"rostam", "partie"}, {"verger", "simule"}, {"cache", "liste"}} {
		sous := runCLI(t, groupe[0], "help", groupe[1])
		haut := runCLI(t, "help", groupe[0], groupe[1])
		if sous.code != 0 || sous.stdout != haut.stdout || !strings.Contains(sous.stdout, "jeux "+groupe[0]+" "+groupe[1]) {
			t.Errorf("jeux %s help %s : statut %d, %q", groupe[0], groupe[1], sous.code, sous.stderr)
		}
	}
}

// Every command, groups included, refuses an option it does not have before any work: exit 2,
// nothing on stdout, one line that names the option and says where the accepted ones are listed.
func TestUnRefusParCommande(t *testing.T) {
	chemins := commandes()
	if len(chemins) < 30 {
		t.Fatalf("%d commandes parcourues : le parcours est cassé", len(chemins))
	}
	for _, mots := range chemins {
		r := runCLI(t, append(slices.Clone(mots), "--option-absente", "1")...)
		attendu := "jeux : option inconnue --option-absente : « " + strings.Join(append([]string{"jeux"}, mots...), " ") + " --help » liste les options acceptées\n"
		if r.code != 2 || r.stdout != "" || r.stderr != attendu {
			t.Errorf("%v --option-absente : statut %d, stdout %q, stderr %q ; attendu 2 et %q", mots, r.code, r.stdout, r.stderr, attendu)
		}
	}
}
