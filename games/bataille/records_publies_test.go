package bataille

import (
	"context"
	"strings"
	"testing"
)

// The lengths bataille_cpp published beside each deal (the "longest game (N)" line above the
// last pair of each file, legrosbuffle/bataille_cpp results/): the expected values come from
// there, not from the engine.
var longueursPubliees = map[string]int{
	"results/c4v13_6243159.txt":        5610,
	"results/c4v13_opt_3183288941.txt": 5174,
	"results/c4v8_1052456920.txt":      2308,
	"results/c4v8_opt_203347430.txt":   1757,
}

func TestRecordsPubliesRejoues(t *testing.T) {
	if len(RecordsPublies) != len(longueursPubliees) {
		t.Fatalf("%d records publiés, %d fichiers attendus", len(RecordsPublies), len(longueursPubliees))
	}
	for _, r := range RecordsPublies {
		attendu, ok := longueursPubliees[r.Fichier]
		if !ok {
			t.Errorf("%s : fichier %q inconnu", r.Nom(), r.Fichier)
			continue
		}
		if r.Plis != attendu {
			t.Errorf("%s : %d plis dans la table, %d publiés", r.Nom(), r.Plis, attendu)
		}
		p, err := r.Rejouer()
		if err != nil {
			t.Fatalf("%s : %v", r.Nom(), err)
		}
		if p.Plis != attendu || p.Infinie {
			t.Errorf("%s : la donne publiée se rejoue en %d plis (infinie %v), %d publiés", r.Nom(), p.Plis, p.Infinie, attendu)
		}
	}
}

// Each deal of the table holds every card of its deck once, counted here by hand.
func TestRecordsPubliesJeuComplet(t *testing.T) {
	for _, r := range RecordsPublies {
		compte := make([]int, r.Valeurs+1)
		n := 0
		for _, pile := range []string{r.J1, r.J2} {
			for _, c := range strings.Fields(pile) {
				v := 0
				for _, ch := range c {
					v = 10*v + int(ch-'0')
				}
				if v < 1 || v > r.Valeurs {
					t.Fatalf("%s : carte %q hors du jeu de %d × %d", r.Nom(), c, r.Couleurs, r.Valeurs)
				}
				compte[v]++
				n++
			}
		}
		if n != r.Couleurs*r.Valeurs || len(strings.Fields(r.J1)) != n/2 {
			t.Errorf("%s : %d cartes, %d pour la joueuse 1 ; %d et %d attendues", r.Nom(), n, len(strings.Fields(r.J1)), r.Couleurs*r.Valeurs, r.Couleurs*r.Valeurs/2)
		}
		for v := 1; v <= r.Valeurs; v++ {
			if compte[v] != r.Couleurs {
				t.Errorf("%s : %d cartes %d, %d attendues", r.Nom(), compte[v], v, r.Couleurs)
			}
		}
	}
}

// Every deal of bataille_cpp's results/c4v13_opt_3183288941.txt, with the length published above
// it, replays to that length under jeux's optimised pick-up (docs/regles.md §1.3): the rules are
// the same, so jeux's lengths compare with the record holder's.
func TestOptimiseesPubliees52(t *testing.T) {
	donnes := []struct {
		plis   int
		j1, j2 string
	}{
		{3123, "9 12 12 9 2 3 6 2 12 4 2 3 3 5 13 10 1 4 11 7 6 4 7 13 5 9", "6 11 10 8 7 10 10 1 9 11 1 4 8 13 5 13 12 8 11 5 3 6 7 1 2 8"},
		{3736, "5 1 2 10 2 7 11 13 6 13 5 4 6 4 10 4 8 12 9 3 11 4 1 10 10 5", "11 1 8 13 7 11 8 2 2 12 7 7 3 6 6 9 13 9 12 3 9 3 5 12 8 1"},
		{4523, "3 1 2 6 2 5 6 11 12 4 13 12 13 3 3 5 7 9 4 8 1 1 6 9 3 11", "12 9 6 2 7 11 8 10 12 1 11 4 9 5 8 4 7 2 10 13 10 7 10 8 13 5"},
		{4587, "1 2 4 11 11 5 1 7 1 13 7 9 9 12 2 7 2 7 9 10 11 12 4 8 1 3", "5 8 3 10 2 12 6 10 9 5 12 3 8 11 13 13 6 8 3 10 6 5 13 4 6 4"},
		{4676, "7 13 12 1 9 6 13 10 11 9 9 5 2 13 5 1 6 10 9 10 5 2 7 11 3 3", "2 8 4 7 13 3 11 7 8 2 4 12 5 4 11 8 6 3 4 12 10 12 8 6 1 1"},
		{4770, "10 5 7 7 1 2 10 12 4 6 5 8 13 5 1 8 8 13 13 4 11 7 9 10 5 6", "9 11 12 3 3 11 3 8 4 6 2 6 3 12 10 13 1 11 9 2 1 2 7 9 4 12"},
		{4846, "12 4 11 10 13 1 10 12 1 3 4 9 5 8 6 13 6 9 4 11 11 1 5 7 6 2", "9 6 3 3 13 12 10 7 5 12 9 2 2 2 8 3 7 11 1 7 10 5 4 8 8 13"},
		{5024, "4 6 1 3 5 6 7 13 4 13 10 7 1 1 8 8 2 9 12 2 5 10 1 8 7 2", "12 3 7 9 12 6 11 9 5 3 12 4 11 3 11 10 2 8 10 5 13 13 4 9 11 6"},
		{5174, "3 13 8 4 8 2 6 9 1 9 2 1 10 11 1 11 7 1 3 8 2 11 9 5 4 7", "13 10 3 13 5 6 7 6 5 6 12 13 10 9 4 5 12 8 7 10 11 3 2 12 12 4"},
	}
	for _, d := range donnes {
		p, err := Rejoue(ConfigRejoue{Regles: Delahaye, Ramassage: [2]Ramassage{Optimisee, Optimisee}, J1: d.j1, J2: d.j2, Couleurs: 4, Valeurs: 13}, 0, false)
		if err != nil {
			t.Fatalf("%d : %v", d.plis, err)
		}
		if p.Plis != d.plis || p.Infinie {
			t.Errorf("donne publiée de %d plis : rejouée en %d (infinie %v)", d.plis, p.Plis, p.Infinie)
		}
	}
}

// jeux's best is the longest finished game of the deals of its deck and rules; the others are
// left out.
func TestNouveauxRecords(t *testing.T) {
	pile := func(s string) []int {
		p, err := LireDonne(s)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	r52 := RecordsPublies[0] // 52 natural
	publie := Donne{J1: pile(r52.J1), J2: pile(r52.J2)}
	naturelle := ChoixRegles{Regles: "delahaye", Ramassage: "naturelle"}
	donnes := []DonneFichier{
		{Fichier: "a.json", Donne: Donne{J1: pile(RecordsPublies[2].J1), J2: pile(RecordsPublies[2].J2)}, Regles: naturelle}, // 32 cards
		{Fichier: "b.json", Donne: publie, Regles: ChoixRegles{Regles: "delahaye", Ramassage: "optimisee"}},
		{Fichier: "c.json", Donne: publie, Regles: naturelle},
		{Fichier: "d.json", Donne: publie, Regles: naturelle}, // as long: the first file is kept
	}
	res, _ := NouveauxRecords(context.Background(), "ici", false, donnes)
	l := res.Records[0]
	if l.Jeux == nil || *l.Jeux != 5610 || l.FichierJeux != "c.json" {
		t.Errorf("52-naturelle : %v dans %q, 5610 dans c.json attendus", l.Jeux, l.FichierJeux)
	}
	if l := res.Records[2]; l.Jeux == nil || *l.Jeux != 2308 || l.FichierJeux != "a.json" {
		t.Errorf("32-naturelle : %v dans %q, 2308 dans a.json attendus", l.Jeux, l.FichierJeux)
	}
	if l := res.Records[3]; l.Jeux != nil || l.FichierJeux != "aucun" {
		t.Errorf("32-optimisee : %v dans %q, aucun attendu", l.Jeux, l.FichierJeux)
	}
	if r, _ := NouveauxRecords(context.Background(), "ailleurs", true, nil); r.Records[1].Jeux != nil || r.Records[1].FichierJeux != "dossier absent" {
		t.Errorf("dossier absent : %+v", r.Records[1])
	}
}

// A folder of records keeps each record's deal with its rules, and leaves out, saying why, a file
// that is not one.
func TestLecteurRecords(t *testing.T) {
	var donnes []DonneFichier
	var ecartes []string
	lire := LecteurRecords(&donnes, func(nom string, err error) { ecartes = append(ecartes, nom) })
	lire("52.json", []byte(`{"parametres": {"options": {"ramassage": "naturelle"}}, "j1": "2 1 3", "j2": "3 1 2"}`))
	lire("parts.json", []byte(`[1, 2]`))
	lire("sans-parametres.json", []byte(`{"j1": "2 1 3", "j2": "3 1 2"}`))
	if len(donnes) != 1 || donnes[0].Fichier != "52.json" || donnes[0].Regles.Ramassage != "naturelle" || len(donnes[0].J1) != 3 {
		t.Errorf("donnes %+v", donnes)
	}
	if len(ecartes) != 2 || ecartes[0] != "parts.json" || ecartes[1] != "sans-parametres.json" {
		t.Errorf("écartés %v", ecartes)
	}
}

// A cancelled context (Ctrl-C) stops the replays of a folder's deals.
func TestNouveauxRecordsInterrompus(t *testing.T) {
	ctx, annuler := context.WithCancel(context.Background())
	annuler()
	if _, err := NouveauxRecords(ctx, "ici", false, make([]DonneFichier, 10)); err != context.Canceled {
		t.Errorf("NouveauxRecords interrompu : %v, context.Canceled attendu", err)
	}
}
