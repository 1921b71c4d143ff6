package bataille

import (
	"errors"
	"testing"

	"jeux/parametre"
)

// The decks of a chart of exhaustive results come in order of their cards, then of their deals,
// counted by hand: 4 × 1 has 1 deal, 2 × 2 has 4!/(2!·2!) = 6, 1 × 4 has 4! = 24; two files of
// one deck and pick-up are refused, naming both.
func TestJeuxExhaustifs(t *testing.T) {
	f := func(nom string, c, v int, donnes int64, ramassage string) FichierExhaustif {
		return FichierExhaustif{nom, ResultatExhaustif{Couleurs: c, Valeurs: v, Donnes: donnes, Ramassage: ramassage}}
	}
	jeux, err := JeuxExhaustifs([]FichierExhaustif{f("a", 1, 4, 24, "naturelle"), f("b", 2, 2, 6, "optimisee"),
		f("c", 4, 1, 1, "naturelle"), f("d", 2, 2, 6, "naturelle"), f("e", 1, 2, 2, "naturelle")})
	if err != nil {
		t.Fatal(err)
	}
	var ordre []string
	for _, j := range jeux {
		ordre = append(ordre, string(rune('0'+j.Couleurs))+"x"+string(rune('0'+j.Valeurs)))
	}
	if got := ordre; len(got) != 4 || got[0] != "1x2" || got[1] != "4x1" || got[2] != "2x2" || got[3] != "1x4" {
		t.Errorf("ordre %v, attendu [1x2 4x1 2x2 1x4]", got)
	}
	if jeux[2].Naturelle == nil || jeux[2].Optimisee == nil || jeux[1].Optimisee != nil {
		t.Errorf("2 × 2 : %v / %v ; 4 × 1 optimisée %v", jeux[2].Naturelle, jeux[2].Optimisee, jeux[1].Optimisee)
	}
	_, err = JeuxExhaustifs([]FichierExhaustif{f("x.json", 2, 2, 6, "naturelle"), f("y.json", 2, 2, 6, "naturelle")})
	var e *parametre.Echec
	if !errors.As(err, &e) || e.Code != CodeExhaustifDouble || e.Args[3] != "x.json" || e.Args[4] != "y.json" {
		t.Errorf("deux fichiers du même jeu : %v", err)
	}
	if _, err := JeuxExhaustifs(nil); !errors.As(err, &e) || e.Code != CodeExhaustifAucun {
		t.Errorf("aucun fichier : %v", err)
	}
}

// A result whose figures do not hold together is refused with its code: 2 × 2 has 6 deals
// (4!/(2!·2!)), which its outcomes must add up to.
func TestLireResultatExhaustif(t *testing.T) {
	for _, c := range []struct {
		json string
		code parametre.Code
	}{
		{`{"parametres": {"commande": "jeux bataille exhaustif"}, "couleurs": 2, "valeurs": 2, "ramassage": "naturelle", "donnes": 6, "j1": 1, "j2": 1, "nulles": 4, "duree_moyenne": 2}`, ""},
		{`{"parametres": {"commande": "jeux bataille exhaustif"}, "couleurs": 2, "valeurs": 2, "ramassage": "naturelle", "donnes": 7, "j1": 1, "j2": 1, "nulles": 5, "duree_moyenne": 2}`, CodeExhaustifDonnes},
		{`{"parametres": {"commande": "jeux bataille exhaustif"}, "couleurs": 2, "valeurs": 2, "ramassage": "naturelle", "donnes": 6, "j1": 1, "j2": 1, "nulles": 3, "duree_moyenne": 2}`, CodeExhaustifIssues},
		{`{"parametres": {"commande": "jeux bataille exhaustif"}, "couleurs": 2, "valeurs": 2, "ramassage": "aleatoire", "donnes": 6, "j1": 1, "j2": 1, "nulles": 4, "duree_moyenne": 2}`, CodeExhaustifJeu},
		{`{"parametres": {"commande": "jeux bataille exhaustif"}, "couleurs": 2, "valeurs": 2, "ramassage": "naturelle", "donnes": 6, "j1": 1, "j2": 1, "nulles": 4, "duree_moyenne": 0}`, CodeExhaustifDureeMoyenne},
		{`{"parametres": {"commande": "jeux bataille stat"}, "couleurs": 2, "valeurs": 2}`, CodeFichierExhaustif},
		{`{"couleurs": 2}`, CodeFichierExhaustif},
		{`{"parametres": {"commande": "jeux bataille exhaustif"}, "couleurs": "2"}`, CodeJSONType},
		{`{"parametres"`, CodeJSONMalForme},
	} {
		_, err := LireResultatExhaustif([]byte(c.json))
		var e *parametre.Echec
		if c.code == "" && err != nil || c.code != "" && (!errors.As(err, &e) || e.Code != c.code) {
			t.Errorf("%s : %v, attendu %q", c.json, err, c.code)
		}
	}
}
