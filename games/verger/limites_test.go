package verger

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"jeux/internal/memoire"
	"jeux/parallel"
	"jeux/parametre"
)

// Extreme values of every field, those of the sweep among them (-f 2⁶³−1, -a 2 -f 2⁶³−2,
// --corbeau 2⁶³−1): each is refused by Valider, naming its field, and no function panics on it.
func TestValeursExtremes(t *testing.T) {
	grands := []int{-1, 0, math.MaxInt, math.MaxInt - 1, 1 << 62, math.MinInt}
	var cas []struct {
		cfg   Config
		champ string
	}
	for _, v := range grands {
		cas = append(cas,
			struct {
				cfg   Config
				champ string
			}{Config{v, 10, 9, 2, Max}, "arbres"},
			struct {
				cfg   Config
				champ string
			}{Config{2, v, 9, 2, Max}, "fruits"},
			struct {
				cfg   Config
				champ string
			}{Config{4, 10, v, 2, Meilleure}, "corbeau"},
			struct {
				cfg   Config
				champ string
			}{Config{4, 10, 9, v, Hasard}, "panier-fruits"},
		)
	}
	for _, tc := range cas {
		var ec *parametre.Erreur
		if err := tc.cfg.Valider(); !errors.As(err, &ec) || ec.Nom != tc.champ {
			t.Errorf("Valider(%+v) = %v ; attendu une erreur sur %s", tc.cfg, err, tc.champ)
		}
		sansPanique(t, tc.cfg)
	}
	// One past each bound is refused, the bound itself accepted.
	for _, tc := range []struct {
		cfg   Config
		champ string
	}{
		{Config{4, MaxFruits + 1, 9, 2, Max}, "fruits"},
		{Config{4, 10, MaxCorbeau + 1, 2, Max}, "corbeau"},
		{Config{4, 10, 9, MaxPanierFruits + 1, Max}, "panier-fruits"},
	} {
		var ec *parametre.Erreur
		if err := tc.cfg.Valider(); !errors.As(err, &ec) || ec.Nom != tc.champ || ec.Code != CodeEntier || !slices.Equal(ec.Args, []any{1, 1 << 30}) {
			t.Errorf("Valider(%+v) = %v ; attendu %s hors de 1 … 2³⁰", tc.cfg, err, tc.champ)
		}
	}
}

// Configurations within the bounds but far too large are refused by their estimate, before
// anything is allocated, with the size and the limit in the message.
func TestTropGrandes(t *testing.T) {
	const limite = 1 << 30 // an explicit limit of 1 GiB, below whatever the machine has
	for _, tc := range []struct {
		cfg      Config
		indexees bool  // whether the positions can be indexed at all
		args     []any // the values of the failure, the memory's aside
	}{
		{Config{4, MaxFruits, 9, 2, Max}, false, []any{2147483647}},
		{Config{2, MaxFruits, 9, 2, Max}, false, []any{2147483647}},
		{Config{MaxArbres, MaxFruits, MaxCorbeau, MaxPanierFruits, Hasard}, false, []any{2147483647}},
		// 2³⁰ + 1 vectors of one tree: indexable, but tens of GiB.
		{Config{1, MaxFruits, 1, 1, Max}, true, []any{int64(1073741825), 1, int64(1073741825)}},
		// The original trees with 2³⁰ pieces: Calculer keeps one probability per piece, 8 GiB.
		{Config{4, 10, MaxCorbeau, 2, Max}, true, []any{int64(1001), 1 << 30, int64(1074815565824)}},
	} {
		err := tc.cfg.VerifierMemoire(false, false, limite)
		var e *parametre.Echec
		code := CodeIndexable
		if tc.indexees {
			code = CodeMemoire
		}
		if !errors.As(err, &e) || !errors.Is(err, ErrTropGrand) || e.Code != code || !slices.Equal(e.Args[:len(tc.args)], tc.args) {
			t.Errorf("VerifierMemoire(%+v) = %#v ; attendu ErrTropGrand, %s et %v", tc.cfg, err, code, tc.args)
			continue
		}
		var mem *memoire.ErreurMemoire
		if errors.As(err, &mem) != tc.indexees {
			t.Errorf("%+v : limite mémoire dans l'erreur %v, attendu %v", tc.cfg, mem != nil, tc.indexees)
		}
		if !tc.indexees {
			if _, err := Calculer(ctx, tc.cfg, false); !errors.Is(err, ErrTropGrand) {
				t.Errorf("Calculer(%+v) = %v ; attendu ErrTropGrand", tc.cfg, err)
			}
		}
	}
	// Without the caller's check, the engine still refuses what no machine holds (exabytes).
	if _, err := NouvelleTable(ctx, Config{1, MaxFruits, MaxCorbeau, 1, Max}); !errors.Is(err, ErrTropGrand) {
		t.Errorf("table de 2³⁰ × 2³⁰ positions : %v ; attendu ErrTropGrand", err)
	}
	if _, err := Calculer(ctx, Config{3, 2340, MaxCorbeau, 2, Hasard}, true); !errors.Is(err, ErrTropGrand) {
		t.Errorf("calcul exact de 2·10⁹ répartitions : %v ; attendu ErrTropGrand", err)
	}
	if err := Originale.VerifierMemoire(true, true, limite); err != nil {
		t.Errorf("boîte originale, mode exact complet : %v", err)
	}
	// A basket of 2³⁰ fruits takes every fruit at once: a small computation. One tree of one
	// fruit and one piece: the tree or the basket face before the raven's, 2 faces of 3.
	cfg := Config{1, 1, 1, MaxPanierFruits, Hasard}
	if err := cfg.VerifierMemoire(true, false, limite); err != nil {
		t.Fatal(err)
	}
	if r, err := Calculer(ctx, cfg, true); err != nil || r.Fraction.RatString() != "2/3" {
		t.Errorf("un arbre d'un fruit, panier de 2³⁰ fruits, corbeau d'une pièce : %v, %v ; attendu 2/3", r.Fraction, err)
	}
	// The original trees: a basket of 2³⁰ fruits is the same game as one of all 40.
	grand, err1 := Calculer(ctx, Config{4, 10, 3, MaxPanierFruits, Hasard}, true)
	tout, err2 := Calculer(ctx, Config{4, 10, 3, 40, Hasard}, true)
	if err1 != nil || err2 != nil || grand.Fraction.Cmp(tout.Fraction) != 0 {
		t.Errorf("panier de 2³⁰ fruits %v (%v), de 40 fruits %v (%v) : attendu la même probabilité", grand.Fraction, err1, tout.Fraction, err2)
	}
}

// sansPanique calls every entry point of the package on cfg; none may panic, and those that
// compute must refuse it.
func sansPanique(t *testing.T, cfg Config) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%+v : panique %v", cfg, r)
		}
	}()
	for _, exact := range []bool{false, true} {
		for _, complet := range []bool{false, true} {
			if b := Estimer(cfg, exact, complet); b.Octets != math.MaxInt64 {
				t.Errorf("Estimer(%+v) = %+v ; attendu la saturation d'une configuration invalide", cfg, b)
			}
			if err := cfg.VerifierMemoire(exact, complet, 0); err == nil {
				t.Errorf("VerifierMemoire(%+v) accepte", cfg)
			}
		}
	}
	if _, err := Calculer(ctx, cfg, false); err == nil {
		t.Errorf("Calculer(%+v) accepte", cfg)
	}
	if _, err := Seuil(ctx, cfg, false); err == nil && cfg.Valider() != nil && !strings.Contains(cfg.Valider().Error(), "corbeau") {
		t.Errorf("Seuil(%+v) accepte", cfg)
	}
	if _, err := NouvelleTable(ctx, cfg); err == nil {
		t.Errorf("NouvelleTable(%+v) accepte", cfg)
	}
	if _, err := NouveauJoueur(ctx, cfg); err == nil {
		t.Errorf("NouveauJoueur(%+v) accepte", cfg)
	}
	if _, err := NouveauGraphe(ctx, cfg, 5000); err == nil {
		t.Errorf("NouveauGraphe(%+v) accepte", cfg)
	}
}

// rendDansLaSeconde runs calcul, cancels its context after 100 ms of work and requires it to
// return context.Canceled within a second of the cancellation.
// The memory of the previous run is given back first: each run starts as in a fresh process,
// where the tables' pages need no clearing.
func rendDansLaSeconde(t *testing.T, nom string, calcul func(ctx context.Context) error) {
	t.Helper()
	debug.FreeOSMemory()
	ctx, annuler := context.WithCancel(context.Background())
	defer annuler()
	fini := make(chan error, 1)
	go func() { fini <- calcul(ctx) }()
	select {
	case err := <-fini:
		if errors.Is(err, ErrTropGrand) {
			// Under a tight limit (prlimit --as), the engine refuses at once: nothing to interrupt.
			t.Logf("%s refusé d'emblée : %v", nom, err)
			return
		}
		t.Fatalf("%s fini avant l'annulation (%v) : la mesure ne vaut rien", nom, err)
	case <-time.After(100 * time.Millisecond):
	}
	debut := time.Now()
	annuler()
	select {
	case err := <-fini:
		d := time.Since(debut)
		t.Logf("%s : rendu %v après l'annulation", nom, d.Round(time.Microsecond))
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s : erreur %v ; attendu context.Canceled", nom, err)
		}
	case <-time.After(time.Second):
		t.Errorf("%s : toujours en cours une seconde après l'annulation", nom)
		<-fini // let it end before the next test measures anything
	}
}

// Every long loop stops within a second of its context's cancellation, whatever the size of its
// layers: small layers by the hundred million (verger -c 100000000), large ones
// (verger -a 5 -f 60 -c 20), and games by the hundred million or of billions of rolls.
func TestAnnulation(t *testing.T) {
	if testing.Short() {
		t.Skip("calculs de plusieurs secondes, interrompus")
	}
	rendDansLaSeconde(t, "-c 100000000", func(ctx context.Context) error {
		cfg := Originale
		cfg.Corbeau = 100_000_000
		_, err := Calculer(ctx, cfg, false)
		return err
	})
	rendDansLaSeconde(t, "-a 5 -f 60 -c 20", func(ctx context.Context) error {
		_, err := Calculer(ctx, Config{5, 60, 20, 2, Max}, false)
		return err
	})
	rendDansLaSeconde(t, "-a 6 -f 12 -c 20 -p random --exact", func(ctx context.Context) error {
		_, err := Calculer(ctx, Config{6, 12, 20, 2, Hasard}, true)
		return err
	})
	rendDansLaSeconde(t, "seuil -a 5 -f 40 -p meilleure", func(ctx context.Context) error {
		_, err := Seuil(ctx, Config{5, 40, 1, 2, Meilleure}, false)
		return err
	})
	rendDansLaSeconde(t, "table -c 100000", func(ctx context.Context) error {
		cfg := Originale
		cfg.Corbeau = 100_000
		_, err := NouvelleTable(ctx, cfg)
		return err
	})
	joueur, err := NouveauJoueur(ctx, Originale)
	if err != nil {
		t.Fatal(err)
	}
	rendDansLaSeconde(t, "10⁸ parties", func(ctx context.Context) error {
		var b Bilan
		return b.SimulerContexte(ctx, joueur, rand.New(rand.NewPCG(1, 2)), 100_000_000)
	})
	rendDansLaSeconde(t, "10⁸ parties sur 2 workers", func(ctx context.Context) error {
		_, err := parallel.Run(ctx, 100_000_000, 1, parallel.Options{Workers: 2},
			func() *Bilan { return new(Bilan) },
			func(ch parallel.Chunk, b *Bilan) { b.SimulerContexte(ctx, joueur, ch.Rand(), ch.Count) },
			(*Bilan).Fusionner)
		return err
	})
	// Two trees of 2²⁹ fruits and as many pieces: one game is about 2·2²⁹ tree rolls.
	long, err := NouveauJoueur(ctx, Config{2, 1 << 29, 1 << 30, 1, Max})
	if err != nil {
		t.Fatal(err)
	}
	rendDansLaSeconde(t, "une partie de 10⁹ lancers", func(ctx context.Context) error {
		_, _, err := long.PartieContexte(ctx, rand.New(rand.NewPCG(1, 2)))
		return err
	})
}
