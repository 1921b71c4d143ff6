package terminal

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"jeux/games/dominos"
	"jeux/internal/langue"
	"jeux/parallel"
	"jeux/parametre"
)

// An invalid configuration is refused with the engine's error, which names the option.
func TestNouveauDominosRefus(t *testing.T) {
	for _, c := range []struct {
		cfg dominos.ConfigJoue
		nom string
	}{
		{dominos.ConfigJoue{Contre: "hasard", Place: 3, Budget: 1, Regles: dominos.ReglesStandard}, "place"},
		{dominos.ConfigJoue{Contre: "hasard", Place: 1, Budget: 0, Regles: dominos.ReglesStandard}, "budget"},
		{dominos.ConfigJoue{Contre: "malin", Place: 1, Budget: 1, Regles: dominos.ReglesStandard}, "contre"},
	} {
		_, err := NouveauDominos(c.cfg, 1)
		var e *parametre.Erreur
		if !errors.As(err, &e) || e.Nom != c.nom {
			t.Errorf("%+v : %v, attendu une erreur qui nomme %s", c.cfg, err, c.nom)
		}
	}
}

// The game of a seed is dealt as the game that « dominos partie » shows with the same seed, and
// the machine plays the strategy asked for. Played to the end (the person always types 1), it
// writes the command first, and gives the line functions the budget and seed of the advice and
// the deal and rules of the game.
func TestNouveauDominos(t *testing.T) {
	regles := dominos.Regles{Max: 3, Main: 3, Pose: dominos.PoseLibre}
	cfg := dominos.ConfigJoue{Contre: "hasard", Place: 2, Conseil: true, Budget: 3, Regles: regles}
	jeu, err := NouveauDominos(cfg, 5)
	if err != nil {
		t.Fatal(err)
	}
	a := dominos.Affrontement{S1: "hasard", S2: "hasard", Regles: regles, Budget: 3}
	partie, err := a.Partie(context.Background(), parallel.Chunk{Seed: 5}.Rand())
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		if got := dominos.TuilesDe(jeu.Donne.Mains[i]).String(); got != partie.Joueurs[i].Main.String() {
			t.Errorf("main %d : %s, attendu %s (celle de « dominos partie -g 5 »)", i+1, got, partie.Joueurs[i].Main)
		}
	}
	if jeu.Regles != regles || jeu.Place != 2 || jeu.NomMachine != "hasard" || jeu.Machine == nil || jeu.Hasard == nil ||
		!jeu.Conseil || jeu.Budget != 3 || jeu.Graine != 5 || jeu.Commande != "" || jeu.LigneConseil != nil || jeu.LigneExact != nil {
		t.Fatalf("partie %+v", jeu)
	}

	jeu.Commande = "jeux dominos joue -g 5"
	var conseils int
	jeu.LigneConseil = func(_ langue.Langue, p dominos.Position, budget int, graine uint64) string {
		conseils++
		if budget != 3 || graine != 5 || p.Regles.Max != 3 {
			t.Errorf("LigneConseil(%+v, %d, %d)", p, budget, graine)
		}
		return "LIGNE-CONSEIL"
	}
	jeu.LigneExact = func(_ langue.Langue, d dominos.Donne, r dominos.Regles) string {
		if d != jeu.Donne || r != regles {
			t.Errorf("LigneExact(%+v, %+v)", d, r)
		}
		return "LIGNE-EXACT"
	}
	var out bytes.Buffer
	if _, err := jeu.Jouer(context.Background(), strings.NewReader(strings.Repeat("1\n", 10)), &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	texte := out.String()
	if !strings.HasPrefix(texte, "commande : jeux dominos joue -g 5\n") || !strings.Contains(texte, "Pour la voir coup par coup : LIGNE-EXACT\n") {
		t.Errorf("sortie :\n%s", texte)
	}
	if n := strings.Count(texte, "Pour retrouver ce conseil : LIGNE-CONSEIL\n"); n != conseils || n == 0 {
		t.Errorf("%d lignes de conseil écrites pour %d appels :\n%s", n, conseils, texte)
	}
}
