package main

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// ligneCommande is the reproducing line of a table output, as words without "jeux".
func ligneCommande(t *testing.T, sortie string) []string {
	t.Helper()
	ligne, _, _ := strings.Cut(sortie, "\n")
	texte, ok := strings.CutPrefix(ligne, "commande : jeux ")
	if !ok {
		t.Fatalf("pas de ligne « commande : » en tête :\n%s", sortie)
	}
	mots, _ := decouper(texte)
	return mots
}

// The reproducing line of a search on a time budget and of one on a budget of evaluations is
// accepted when run again (the first gave --iterations 0, refused), and the second gives the
// same bytes. Neither writes progress to a stderr that is not a terminal.
func TestBatailleRecordLigneRejouee(t *testing.T) {
	for _, args := range [][]string{
		{"bataille", "record", "-c", "4", "-v", "8", "--duree", "2s", "-g", "1"},
		{"bataille", "record", "-c", "4", "-v", "6", "--iterations", "3000", "-g", "1", "-w", "1"},
	} {
		r := runCLI(t, args...)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("%v : statut %d, stderr %q (rien attendu : ce n'est pas un terminal)", args, r.code, r.stderr)
		}
		ligne := ligneCommande(t, r.stdout)
		encore := runCLI(t, ligne...)
		if encore.code != 0 || encore.stderr != "" {
			t.Errorf("%v : la ligne %v est refusée (statut %d, %q)", args, ligne, encore.code, encore.stderr)
		}
		if slices.Contains(args, "--iterations") && encore.stdout != r.stdout {
			t.Errorf("%v : la ligne %v donne autre chose :\n%s\n%s", args, ligne, r.stdout, encore.stdout)
		}
	}
}

// -w is how many searches run at once, never a parameter: with the same seed, iterations and
// --recherches, one and two workers give the same bytes in every format; --recherches is in the
// parameters and changes the answer, as a parameter should.
func TestBatailleRecordWorkers(t *testing.T) {
	for _, format := range []string{"table", "json", "csv", "markdown"} {
		base := []string{"bataille", "record", "-c", "4", "-v", "8", "--iterations", "6000", "--recherches", "3", "-g", "5", "-F", format}
		un, deux := runCLI(t, append(base, "-w", "1")...), runCLI(t, append(base, "-w", "2")...)
		if un.code != 0 || un.stdout != deux.stdout {
			t.Errorf("-F %s : -w 1 et -w 2 diffèrent (statut %d, %q) :\n%s\n%s", format, un.code, un.stderr, un.stdout, deux.stdout)
		}
	}
	obj := decode[map[string]any](t, runCLI(t, "bataille", "record", "-c", "4", "-v", "8", "--iterations", "6000", "-g", "5", "-w", "2", "-F", "json"))
	options, _ := obj["parametres"].(map[string]any)["options"].(map[string]any)
	// docs/bataille.md: "--recherches N independent searches (default 4)".
	if _, ok := options["workers"]; ok || options["recherches"] != float64(4) {
		t.Errorf("paramètres %v : --recherches 4 attendu, -w absent", options)
	}
	if _, ok := options["duree"]; ok {
		t.Errorf("paramètres %v : --duree est sans effet avec --iterations", options)
	}
	for _, c := range []struct{ args, mot string }{
		{"0", "--recherches vaut 0"},
		{"65537", "--recherches vaut 65537"},
	} {
		r := runCLI(t, "bataille", "record", "--iterations", "10", "--recherches", c.args)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.mot) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("--recherches %s : statut %d, stdout %q, stderr %q", c.args, r.code, r.stdout, r.stderr)
		}
	}
}

// Ctrl-C keeps the search's product: the program, in a process of its own, stops within a
// second of SIGINT with exit status 0 (docs/bataille.md), prints the best deal so far in the
// chosen format, marked as interrupted with its evaluations, and says so on stderr. The deal
// replays, by rejoue, to the length announced.
func TestBatailleRecordInterrompu(t *testing.T) {
	r := lancerExtreme(t, 2*time.Second, "bataille", "record", "-g", "1", "-w", "2", "-F", "json")
	if !r.interrompu || r.arret > time.Second || r.code != 0 {
		t.Fatalf("interrompu %v, arrêt %v, statut %d, stderr %q", r.interrompu, r.arret, r.code, r.stderr)
	}
	var res struct {
		J1, J2      string
		Plis        int
		Evaluations int64
		Interrompue bool
	}
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || !res.Interrompue || res.Evaluations < 1 || res.J1 == "" {
		t.Fatalf("sortie %q (%v)", r.stdout, err)
	}
	if !strings.Contains(r.stderr, "interrompue après ") || strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("stderr %q", r.stderr)
	}
	var p struct{ Plis int }
	if err := json.Unmarshal([]byte(runCLI(t, "bataille", "rejoue", "--j1", res.J1, "--j2", res.J2, "-F", "json").stdout), &p); err != nil || p.Plis != res.Plis {
		t.Errorf("rejouée en %d plis (%v), annoncée en %d", p.Plis, err, res.Plis)
	}
	table := lancerExtreme(t, 1500*time.Millisecond, "bataille", "record", "-g", "2")
	if table.code != 0 || !regexp.MustCompile(`\| interrompue +\| oui`).MatchString(table.stdout) {
		t.Errorf("table : statut %d, sortie\n%s", table.code, table.stdout)
	}
}

// A search stopped by the clock prints the line that redoes it, the budget it reached as
// --iterations with the same seed, instead of the drawn seed's line, which would not: run, that
// line gives the same deal, the same length and the same evaluations.
func TestBatailleRecordDureeRefaite(t *testing.T) {
	r := runCLI(t, "bataille", "record", "-c", "4", "-v", "6", "--duree", "200ms", "--recherches", "3", "-w", "2")
	if r.code != 0 || strings.Contains(r.stdout, "pour refaire ce calcul") || !strings.Contains(r.stdout, "\npour refaire cette recherche : jeux bataille record ") {
		t.Errorf("table : statut %d, %q :\n%s", r.code, r.stderr, r.stdout)
	}
	type recherche struct {
		Refaire     string
		J1, J2      string
		Plis        int
		Evaluations int64
	}
	auTemps := decode[recherche](t, runCLI(t, "bataille", "record", "-c", "4", "-v", "6", "--duree", "300ms", "--recherches", "3", "-w", "2", "-F", "json"))
	ligne, ok := strings.CutPrefix(auTemps.Refaire, "pour refaire cette recherche : jeux ")
	mots, _ := decouper(ligne)
	if !ok || !slices.Contains(mots, "--iterations") || !slices.Contains(mots, "--graine") || slices.Contains(mots, "--duree") {
		t.Fatalf("ligne pour refaire la recherche %q", auTemps.Refaire)
	}
	refaite := decode[recherche](t, runCLI(t, append(mots, "-w", "1", "-F", "json")...))
	refaite.Refaire = auTemps.Refaire // a search by iterations needs no line of its own
	if refaite != auTemps {
		t.Errorf("%v redonne %+v ; la recherche au temps avait %+v", mots, refaite, auTemps)
	}
}
