package main

import (
	"strings"
	"testing"
)

// --pose : chaque commande qui joue la prend, refuse une valeur inconnue en une ligne, et ne
// l'écrit dans la ligne qui reproduit (et dans la note des règles) que quand elle vaut libre.
func TestDominosPose(t *testing.T) {
	commandes := [][]string{
		{"dominos", "tournoi", "-n", "20", "-g", "1"},
		{"dominos", "championnat", "--strategies", "pire,hasard", "-n", "5", "-g", "1"},
		{"dominos", "partie", "-g", "1"},
		{"dominos", "exact", "--max", "3", "--main", "3", "-g", "1"},
		{"dominos", "exact", "--toutes", "--max", "2", "--main", "2"},
		{"dominos", "exact", "-n", "5", "--max", "4", "--main", "3", "-g", "1"},
		{"dominos", "equilibre", "--max", "2", "--main", "2", "--tirages", "2", "--budget", "4"},
		{"dominos", "strategies"},
	}
	for _, args := range commandes {
		r := runCLI(t, append(args, "--pose", "droite")...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, `valeur "droite" invalide pour --pose : 2012, libre est attendu`) {
			t.Errorf("%v --pose droite : code %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
		}
		def := runCLI(t, args...)
		explicite := runCLI(t, append(args, "--pose", "2012")...)
		if def.code != 0 || def.stdout != explicite.stdout || strings.Contains(def.stdout, "--pose") || strings.Contains(def.stdout, "pose libre") {
			t.Errorf("%v : --pose 2012 doit redonner la sortie par défaut, sans --pose (code %d)\n%s", args, def.code, def.stdout)
		}
		libre := runCLI(t, append(args, "--pose", "libre")...)
		if libre.code != 0 || !strings.Contains(libre.stdout, "--pose libre") || !strings.Contains(libre.stdout, "pose libre") {
			t.Errorf("%v --pose libre : code %d, stderr %q, sortie sans --pose libre :\n%s", args, libre.code, libre.stderr, libre.stdout)
		}
	}
	if r := runEntree(t, "1\n", "dominos", "joue", "--pose", "x"); r.code != 2 || !strings.Contains(r.stderr, `valeur "x" invalide pour --pose`) {
		t.Errorf("joue --pose x : code %d, stderr %q", r.code, r.stderr)
	}
}

// Sous la pose libre, --toutes compte toutes les donnes de double-3 à trois tuiles ; la pose
// libre ne change que l'issue des donnes où la tuile [g:d] se présente (le test du moteur la
// compare à un minimax écrit à part) : ici, des comptes publiés dans docs/dominos.md.
func TestDominosExactToutesPoseLibre(t *testing.T) {
	r := runCLI(t, "dominos", "exact", "--toutes", "--max", "3", "--main", "3", "--pose", "libre", "-F", "json")
	for _, attendu := range []string{`"donnes": 4200`, `"j1": 1747`, `"nuls": 706`, `"j2": 1747`, `"ouvreur": 2062`} {
		if !strings.Contains(r.stdout, attendu) {
			t.Errorf("attendu %s dans\n%s", attendu, r.stdout)
		}
	}
}

// joue --pose libre : l'invite le dit, avec une tuile du jeu en exemple ; une tuile qui se pose
// aux deux bouts a un numéro par bout, et tapée seule elle est refusée jusqu'à ce que le bout
// soit dit. Graine 4, double-3 : après 1:0, la chaîne va de 2 à 3 et la main n'a plus que 3:2.
func TestDominosJouePoseLibre(t *testing.T) {
	r := runEntree(t, "2\n3-2\n3-2 x\n3-2 g\n", "dominos", "joue", "--contre", "pire", "--max", "3", "--main", "3", "--pose", "libre", "-g", "4")
	for _, attendu := range []string{
		"commande : jeux dominos joue --contre pire --place 1 --max 3 --main 3 --pose libre --graine 4",
		"pose libre (le joueur choisit le bout)",
		"tapez le numéro d'un coup jouable ou la tuile elle-même (3-1) ; une tuile qui se pose aux deux bouts",
		"se tape avec le bout choisi : 3-1 g (à gauche) ou 3-1 d (à droite).",
		"Jouables : 1) 3:2 à gauche, sur le 2  2) 3:2 à droite, sur le 3",
		"Coup refusé : 3:2 se pose aux deux bouts : précisez le bout, à gauche (g) ou à droite (d).",
		`Coup refusé : "3-2 x" : le bout s'écrit g (à gauche) ou d (à droite), par exemple 3-1 g.`,
		"Vous posez 3:2 à gauche.",
	} {
		if !strings.Contains(r.stdout, attendu) {
			t.Errorf("%q absent :\n%s", attendu, r.stdout)
		}
	}
	if r.code != 0 {
		t.Errorf("code %d, stderr %q", r.code, r.stderr)
	}
	// Sous la règle de 2012, le bout donné doit être celui de la règle.
	r = runEntree(t, "2\n3-2 d\n1\n", "dominos", "joue", "--contre", "pire", "--max", "3", "--main", "3", "-g", "4")
	if !strings.Contains(r.stdout, "Coup refusé : 3:2 va à gauche sous la règle de 2012 (--pose libre laisse choisir le bout).") ||
		!strings.Contains(r.stdout, "(3-1).") || strings.Contains(r.stdout, "pose libre (") {
		t.Errorf("règle de 2012 :\n%s", r.stdout)
	}
}
