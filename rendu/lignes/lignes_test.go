package lignes

import (
	"testing"
	"time"

	"jeux/games/bataille"
	"jeux/games/dominos"
	"jeux/internal/langue"
)

// The lines, for small cases written out by hand.
func TestLignes(t *testing.T) {
	cfg := bataille.Config{Ramassage: [2]bataille.Ramassage{bataille.Naturelle, bataille.Optimisee}}
	m := bataille.Meilleur{J1: "2 1 3", J2: "3 1 2", Plis: 7}
	if got, want := RejoueBataille(langue.Francais, cfg, m), "jeux bataille rejoue --regles delahaye --ramassage-j1 naturelle --ramassage-j2 optimisee --j1 '2 1 3' --j2 '3 1 2'"; got != want {
		t.Errorf("RejoueBataille = %q\nattendu          %q", got, want)
	}
	if got, want := SuiviRecord(langue.Francais, m, 3000, 2*time.Second), "record : meilleure donne 7 plis ; 3000 évaluations, 1500 par seconde"; got != want {
		t.Errorf("SuiviRecord = %q, attendu %q", got, want)
	}
	m.Infinie, m.Preperiode, m.Periode = true, 4, 12
	if got, want := SuiviRecord(langue.Francais, m, 10, time.Second), "record : meilleure donne infinie (prépériode 4, période 12) ; 10 évaluations, 10 par seconde"; got != want {
		t.Errorf("SuiviRecord = %q, attendu %q", got, want)
	}
	r := dominos.Regles{Max: 3, Main: 2, Pose: dominos.PoseLibre}
	d := dominos.Donne{}
	for k, texte := range []string{"3-3 2-1", "1-0 2-2"} {
		main, err := dominos.LireMain("j", texte, r.Max)
		if err != nil {
			t.Fatal(err)
		}
		d.Mains[k] = main
	}
	if got, want := ExactDominos(langue.Francais, d, r), "jeux dominos exact --j1 '3:3 2:1' --j2 '2:2 1:0' --max 3 --pose libre"; got != want {
		t.Errorf("ExactDominos = %q\nattendu        %q", got, want)
	}
}
