package dominos

import (
	"errors"
	"testing"

	"jeux/parametre"
)

// modeDemande : --toutes, -n N ou une seule donne ; les deux ensemble, ou -n 0, sont refusés.
func TestModeDemande(t *testing.T) {
	for _, c := range []struct {
		toutes, tirees bool
		nombre         int64
		mode           ModeExact
		nom            string // "" : accepté
	}{
		{false, false, 0, ExacteUne, ""},
		{true, false, 0, ExactesToutes, ""},
		{false, true, 10, ExactesHasard, ""},
		{false, true, 0, ExacteUne, "nombre"},
		{true, true, 10, ExacteUne, "toutes et nombre s'excluent"},
	} {
		mode, err := modeDemande(c.toutes, c.tirees, c.nombre)
		var e *parametre.Erreur
		switch {
		case c.nom == "" && (err != nil || mode != c.mode):
			t.Errorf("%+v : mode %v, %v", c, mode, err)
		case c.nom != "" && (!errors.As(err, &e) || e.Nom != c.nom):
			t.Errorf("%+v : erreur %v, attendu une *parametre.Erreur de %q", c, err, c.nom)
		}
	}
}

// ConfigJoue.Valider nomme l'option fautive : budget nul, stratégie inconnue, place, mains trop
// grandes pour recherche (qu'elle joue ou qu'elle conseille).
func TestConfigJoueValider(t *testing.T) {
	bonne := ConfigJoue{Contre: "hasard", Place: 2, Budget: BudgetRecherche, Regles: ReglesStandard}
	if err := bonne.Valider(); err != nil {
		t.Fatalf("%+v : refusée (%v)", bonne, err)
	}
	grande := ReglesStandard
	grande.Max, grande.Main = MaxValeur, MaxMainExacte+1
	// Mains trop grandes pour recherche, mais permises au jeu : hasard les joue sans conseil.
	if err := (ConfigJoue{Contre: "hasard", Place: 1, Budget: 1, Regles: grande}).Valider(); err != nil {
		t.Fatalf("hasard, mains de %d : refusée (%v)", grande.Main, err)
	}
	for _, c := range []struct {
		nom string
		cfg ConfigJoue
	}{
		{"budget", ConfigJoue{Contre: "hasard", Place: 1, Budget: 0, Regles: ReglesStandard}},
		{"contre", ConfigJoue{Contre: "malin", Place: 1, Budget: 1, Regles: ReglesStandard}},
		{"place", ConfigJoue{Contre: "hasard", Place: 3, Budget: 1, Regles: ReglesStandard}},
		{"main", ConfigJoue{Contre: "hasard", Place: 1, Budget: 1, Conseil: true, Regles: grande}},
		{"main", ConfigJoue{Contre: "recherche", Place: 1, Budget: 1, Regles: grande}},
	} {
		var e *parametre.Erreur
		if err := c.cfg.Valider(); !errors.As(err, &e) || e.Nom != c.nom {
			t.Errorf("%+v : erreur %v, attendu une *parametre.Erreur de %q", c.cfg, err, c.nom)
		}
	}
	if a := bonne.Affrontement(); a.S1 != "hasard" || a.S2 != "hasard" || a.Budget != BudgetRecherche {
		t.Errorf("Affrontement() = %+v", a)
	}
}

// TireEchantillons : hasard, pire et plus_de_points ne tirent rien ; recherche tire des
// donnes, où qu'elle soit nommée.
func TestTireEchantillons(t *testing.T) {
	if TireEchantillons("hasard", "pire,plus_de_points") {
		t.Error("hasard, pire, plus_de_points : aucune ne tire d'échantillons")
	}
	if !TireEchantillons("hasard", "pire, recherche") {
		t.Error("recherche tire des échantillons")
	}
}
