package cache

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"jeux/games/bataille"
	"jeux/parallel"
	"jeux/stats"
)

// A cached histogram is used as it is; a corrupt one is reported and computed again; a part of
// a simulation is always played.
func TestBataille(t *testing.T) {
	dossier := t.TempDir()
	var avertissements []string
	joues := 0
	simule := Bataille(dossier, func(err error) { avertissements = append(avertissements, err.Error()) },
		func(ctx context.Context, s bataille.Simulation, opt parallel.Options, debut, fin int64) (*stats.Histogram, error) {
			joues++
			return bataille.SimuleLots(ctx, s, opt, debut, fin)
		})
	s := bataille.Simulation{Config: bataille.Config{Couleurs: 2, Valeurs: 3}, Parties: 100, Graine: 4}
	opt := parallel.Options{Workers: 1}
	if _, err := bataille.Simule(context.Background(), s, opt, simule); err != nil || joues != 1 {
		t.Fatal(err, joues)
	}
	fichier := filepath.Join(dossier, CleBataille(s).Fichier())
	if err := os.WriteFile(fichier, []byte("7, 100\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if h, err := bataille.Simule(context.Background(), s, opt, simule); err != nil || h.Count(7) != 100 || len(avertissements) != 0 || joues != 1 {
		t.Errorf("cached entry not used: %v, %v", err, avertissements)
	}
	os.WriteFile(fichier, []byte("7, 99\n"), 0o644)
	if h, err := bataille.Simule(context.Background(), s, opt, simule); err != nil || h.Total() != 100 || len(avertissements) != 1 || !strings.Contains(avertissements[0], "corrompu") {
		t.Errorf("corrupt entry: %v, %v", err, avertissements)
	}
	if h, err := simule(context.Background(), s, opt, 0, 0); err != nil || h.Total() != 0 || joues != 3 {
		t.Errorf("an empty part: %v, %v, %d simulations", h, err, joues)
	}
	if _, err := bataille.Simule(context.Background(), bataille.Simulation{Config: bataille.Config{Couleurs: 1, Valeurs: 1}, Parties: 1}, opt, simule); err == nil {
		t.Error("a one-card deck was simulated")
	}
}

// The listing sorts by the parameters' values, not by file name (c=13 after c=2), and leaves
// out the files CleBataille did not write.
func TestListerBataille(t *testing.T) {
	dossier := t.TempDir()
	h := new(stats.Histogram)
	h.AddN(5, 10)
	for _, c := range []int{13, 2} {
		s := bataille.Simulation{Config: bataille.Config{Couleurs: c, Valeurs: 2, Ramassage: [2]bataille.Ramassage{bataille.Aleatoire, bataille.Aleatoire}}, Parties: 10, Graine: 1}
		if err := Ecrire(dossier, CleBataille(s), h); err != nil {
			t.Fatal(err)
		}
	}
	autre := Cle{Jeu: "bataille", Parametres: []Parametre{{Nom: "c", Valeur: "x"}}}
	Ecrire(dossier, autre, h)
	l, err := ListerBataille(dossier)
	var couleurs []uint64
	for _, e := range l.Entrees {
		couleurs = append(couleurs, e.Couleurs)
	}
	if err != nil || !slices.Equal(couleurs, []uint64{2, 13}) || l.Remarque != "" || l.Entrees[0].Regles != "paternault" {
		t.Errorf("ListerBataille: %+v, %v", l, err)
	}
	if l, err := ListerBataille(filepath.Join(dossier, "absent")); err != nil || len(l.Entrees) != 0 || l.Remarque == "" {
		t.Errorf("empty cache: %+v, %v", l, err)
	}
}
