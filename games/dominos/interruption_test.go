package dominos

import (
	"context"
	"errors"
	"testing"
	"time"

	"jeux/parallel"
)

// interrompre runs calcul with a context cancelled after delai and checks that it returns
// context.Canceled within a second of the cancellation (the one kind of timed test the house
// allows: Ctrl-C must answer within a second). calcul must still be running at delai.
func interrompre(t *testing.T, nom string, delai time.Duration, calcul func(ctx context.Context) error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	fini := make(chan error, 1)
	go func() { fini <- calcul(ctx) }()
	select {
	case err := <-fini:
		t.Fatalf("%s : fini avant l'interruption (%v) ; le calcul devrait durer plus de %v", nom, err, delai)
	case <-time.After(delai):
	}
	cancel()
	debut := time.Now()
	select {
	case err := <-fini:
		if d := time.Since(debut); d > time.Second {
			t.Errorf("%s : rendu %v après l'interruption, au plus une seconde attendue", nom, d)
		}
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s : erreur %v, context.Canceled attendu", nom, err)
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("%s : toujours en cours 30 s après l'interruption", nom)
	}
}

// Large hands make one search decision last seconds (double-12 with 16 tiles each), and a single
// work item holds every game of a short tournament: the cancellation must cut both short.
func TestInterruptionTournoiRecherche(t *testing.T) {
	cfg := ConfigTournoi{Affrontement: Affrontement{S1: "recherche", S2: "recherche", Regles: Regles{Max: 12, Main: 16}}, Parties: 40}
	interrompre(t, "tournoi", 300*time.Millisecond, func(ctx context.Context) error {
		_, err := JouerTournoi(ctx, cfg, 1, parallel.Options{Workers: 1}, 0, cfg.Items())
		return err
	})
}

func TestInterruptionChampionnat(t *testing.T) {
	cfg := ConfigChampionnat{Strategies: []string{"recherche", "anticipation"}, Regles: Regles{Max: 12, Main: 16}, ParPlace: 20}
	interrompre(t, "championnat", 300*time.Millisecond, func(ctx context.Context) error {
		_, err := JouerLots(ctx, cfg, 1, parallel.Options{Workers: 2}, 0, cfg.Lots())
		return err
	})
}

func TestInterruptionPartie(t *testing.T) {
	a := Affrontement{S1: "recherche", S2: "recherche", Regles: Regles{Max: 12, Main: 16}}
	interrompre(t, "partie", 300*time.Millisecond, func(ctx context.Context) error {
		_, err := a.Partie(ctx, parallel.Chunk{Seed: 1}.Rand())
		return err
	})
}

// One deal of double-7 with 16 tiles each takes the solver some 15 s (75 million positions).
func TestInterruptionExacte(t *testing.T) {
	calc := CalculExact{Regles: Regles{Max: 7, Main: 16}, Mode: ExacteUne, Graine: 1}
	interrompre(t, "exact, une donne", 300*time.Millisecond, func(ctx context.Context) error {
		_, err := calc.Calculer(ctx, parallel.Options{Workers: 1}, 0, 1)
		return err
	})
	interrompre(t, "exact, sa ligne", 300*time.Millisecond, func(ctx context.Context) error {
		_, err := calc.Resultat(ctx, BilanExact{})
		return err
	})
	hasard := CalculExact{Regles: Regles{Max: 7, Main: 16}, Mode: ExactesHasard, Nombre: 4, Graine: 1}
	interrompre(t, "exact -n", 300*time.Millisecond, func(ctx context.Context) error {
		_, err := hasard.Calculer(ctx, parallel.Options{Workers: 1}, 0, hasard.Items())
		return err
	})
}

// The equilibrium is cut in CFR+ (an unreachable target) and while it judges recherche (a huge
// budget, after ten iterations).
func TestInterruptionEquilibre(t *testing.T) {
	for _, c := range []struct {
		nom string
		cfg ConfigEquilibre
	}{
		{"CFR+", ConfigEquilibre{Regles: Regles{Max: 3, Main: 4}, Cible: 1e-12, Iterations: 100_000_000, Tirages: 1, Budget: 1}},
		{"jugement de recherche", ConfigEquilibre{Regles: Regles{Max: 3, Main: 3}, Cible: 0.5, Iterations: 10, Tirages: 32, Budget: MaxBudget}},
	} {
		delai := 500 * time.Millisecond
		if c.nom != "CFR+" {
			delai = 3 * time.Second // the tree, ten iterations and the other strategies take under a second
		}
		interrompre(t, c.nom, delai, func(ctx context.Context) error {
			_, err := CalculerEquilibre(ctx, c.cfg)
			return err
		})
	}
}
