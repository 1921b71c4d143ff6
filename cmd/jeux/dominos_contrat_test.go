package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The contract of every dominoes command (issue 31): a configuration the engines cannot compute
// is refused before any work, with one French line and exit 2; Ctrl-C stops any computation
// within a second; -w never changes the bytes of an answer; joue survives any line.

// Hands too large for the search player (recherche solves each sample with both hands open, 16
// tiles a hand at most) and a set far too large for the equilibrium are refused at once: they
// used to print a goroutine trace, or to run for 580 s before being refused.
func TestDominosRefusAvantCalcul(t *testing.T) {
	png := filepath.Join(t.TempDir(), "c.png")
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"tournoi", "--s1", "recherche", "--s2", "hasard", "--max", "12", "--main", "17", "-n", "1", "-g", "1"},
			"--main vaut 17 : la stratégie recherche (--s1) résout des mains de 1 à 16 tuiles"},
		{[]string{"tournoi", "--s1", "hasard", "--s2", "recherche", "--max", "12", "--main", "45", "-g", "1"},
			"--main vaut 45 : la stratégie recherche (--s2) résout des mains de 1 à 16 tuiles"},
		{[]string{"championnat", "--strategies", "hasard,recherche", "--max", "12", "--main", "17", "-n", "1", "-g", "1"},
			"--main vaut 17 : la stratégie recherche (--strategies) résout des mains de 1 à 16 tuiles"},
		{[]string{"championnat", "--max", "7", "--main", "18", "-n", "1", "-g", "1"},
			"--main vaut 18 : la stratégie recherche (--strategies)"},
		{[]string{"partie", "--s1", "recherche", "--s2", "hasard", "--max", "12", "--main", "17", "-g", "1"},
			"--main vaut 17 : la stratégie recherche (--s1)"},
		{[]string{"plot", "--strategies", "hasard,recherche", "--max", "12", "--main", "17", "-n", "1", "-g", "1", "-o", png},
			"--main vaut 17 : la stratégie recherche (--strategies)"},
		{[]string{"equilibre", "--max", "12", "--main", "6"},
			"--max --main : le jeu double-12 à 6 tuiles par main a environ 2.9e+17 donnes, chacune une case de l'arbre au moins, l'équilibre en traite au plus 4000000"},
		{[]string{"equilibre", "--max", "12", "--main", "45"}, "le jeu double-12 à 45 tuiles par main a environ plus de 9.2e+18 donnes"},
	} {
		r := runCLI(t, append([]string{"dominos"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : code %d, stdout %q, stderr %q ; attendu 2 et %q", c.args, r.code, r.stdout, r.stderr, c.msg)
		}
	}
	if _, err := os.Stat(png); err == nil {
		t.Error("plot refusé : un fichier a été écrit")
	}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--max", "12", "--main", "17"}, "--main vaut 17 : la stratégie recherche (--contre) résout des mains de 1 à 16 tuiles"},
		{[]string{"--contre", "pire", "--conseil", "--max", "12", "--main", "17"}, "--main vaut 17 : la stratégie recherche (--conseil)"},
	} {
		r := runEntree(t, "1\n", append([]string{"dominos", "joue"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("joue %v : code %d, stdout %q, stderr %q ; attendu 2 et %q", c.args, r.code, r.stdout, r.stderr, c.msg)
		}
	}
}

// TestDominosInterruption starts each long dominoes computation in a child process, sends SIGINT
// after a second and a half and requires it to stop within a second, say «interrompu» with
// status 1 and print nothing on stdout (joue has shown the game so far).
func TestDominosInterruption(t *testing.T) {
	if testing.Short() {
		t.Skip("interruptions : une quinzaine de secondes")
	}
	t.Setenv(sansLimite, "1")
	dir := t.TempDir()
	for _, args := range [][]string{
		// The 512-game batch under way used to be finished: 59 s.
		{"tournoi", "--s1", "recherche", "--s2", "bloqueur", "-g", "1"},
		// A few slow games: one decision of recherche on 31 tiles lasts seconds.
		{"tournoi", "--s1", "recherche", "--s2", "recherche", "--max", "12", "--main", "16", "-n", "4", "-g", "1"},
		{"championnat", "--strategies", "recherche,bloqueur", "-n", "1000", "-g", "1"},
		{"plot", "--strategies", "recherche,bloqueur", "-n", "1000", "-g", "1", "-o", filepath.Join(dir, "c.png")},
		{"partie", "--s1", "recherche", "--s2", "recherche", "--max", "12", "--main", "16", "-g", "1"},
		// One deal of double-7 with 16 tiles each: 75 million positions, some 15 s.
		{"exact", "--max", "7", "--main", "16", "-g", "1"},
		{"exact", "--max", "7", "--main", "16", "-n", "8", "-g", "1"},
		{"equilibre", "--max", "3", "--main", "4"},
		// After ten iterations, the judging of recherche with a huge budget.
		{"equilibre", "--max", "3", "--main", "3", "--cible", "0.5", "--iterations", "10", "--budget", "100000"},
		{"joue", "--contre", "pire", "--conseil", "--budget", "100000", "--max", "12", "--main", "16", "-g", "1"},
	} {
		args = append([]string{"dominos"}, args...)
		r := lancerExtreme(t, 1500*time.Millisecond, args...)
		if r.interrompu && r.arret > time.Second {
			// On a loaded machine the signal may wait for a core: once more before concluding.
			t.Logf("%v : arrêt en %v, nouvel essai", args, r.arret)
			r = lancerExtreme(t, 1500*time.Millisecond, args...)
		}
		if !r.interrompu {
			t.Errorf("%v : fini avant l'interruption (statut %d, stderr %q)", args, r.code, r.stderr)
			continue
		}
		joue := args[1] == "joue"
		if r.arret > time.Second || r.code != 1 || (r.stdout != "") != joue || !strings.Contains(r.stderr, "interrompu") {
			t.Errorf("%v : arrêt en %v, statut %d, stdout %q, stderr %q", args, r.arret, r.code, r.stdout, r.stderr)
		}
		t.Logf("%v : arrêt %v après SIGINT", args, r.arret.Round(time.Millisecond))
	}
	if f, _ := os.ReadDir(dir); len(f) != 0 {
		t.Errorf("fichiers laissés : %v", f)
	}
}

// A few slow games are spread over the workers, each game drawing from its own stream: the
// bytes are those of one worker.
func TestDominosWorkersPeuDeParties(t *testing.T) {
	for _, args := range [][]string{
		{"dominos", "tournoi", "--s1", "recherche", "--s2", "anticipation", "--budget", "8", "-n", "7", "-g", "3", "-F", "json"},
		{"dominos", "tournoi", "--s1", "hasard", "--s2", "bloqueur", "-n", "600", "-g", "3", "-F", "csv"},
		{"dominos", "championnat", "--strategies", "recherche,hasard,anticipation", "--budget", "8", "-n", "3", "-g", "3", "-F", "json"},
		{"dominos", "championnat", "--strategies", "pire,hasard", "-n", "700", "-g", "3"},
	} {
		un := runCLI(t, append(args, "-w", "1")...)
		trois := runCLI(t, append(args, "-w", "3")...)
		if un.code != 0 || trois.code != 0 || un.stdout != trois.stdout {
			t.Errorf("%v : -w 1 et -w 3 diffèrent (codes %d et %d, stderr %q)\n%s\n%s", args, un.code, trois.code, un.stderr+trois.stderr, un.stdout, trois.stdout)
		}
	}
}

// A line over 64 KiB (bufio.Scanner's limit) used to end the game: it is refused like any
// unreadable move, and the game goes on to its end.
func TestDominosJoueLigneLongue(t *testing.T) {
	entree := strings.Repeat("x", 70_000) + "\n" + strings.Repeat("1\n", 10)
	r := runEntree(t, entree, "dominos", "joue", "--contre", "pire", "--max", "3", "--main", "3", "-g", "2")
	if r.code != 0 || r.stderr != "" || !strings.Contains(r.stdout, "Fin de la partie.") ||
		strings.Count(r.stdout, "Coup refusé : ligne de plus de 64 Kio, tapez le numéro d'une tuile jouable (1 à ") != 1 {
		t.Errorf("code %d, stderr %q\n%s", r.code, r.stderr, r.stdout)
	}
}
