package dominos

import (
	"errors"
	"math"
	"slices"
	"testing"

	"jeux/parametre"
)

// The deal of ExampleJouer, worked by hand: player 1 opens with the double six, (6,5) goes
// left, (6,1) and (1,1) right, both pass, player 1 wins 2 to 3 (its transcript is tested by
// the command line, commandes/dominos).
func TestPartieConsignee(t *testing.T) {
	tu := NouvelleTuile
	d := Donne{Mains: [2]Ensemble{
		EnsembleDe(tu(6, 6), tu(6, 1), tu(2, 0)),
		EnsembleDe(tu(6, 5), tu(1, 1), tu(3, 0)),
	}}
	a := Affrontement{S1: "plus_de_points", S2: "pire", Regles: Regles{Max: 6, Main: 3}}
	p := a.partie(nil, d, nil)
	if !slices.Equal(p.Joueurs[0].Main, Tuiles{{6, 6}, {6, 1}, {2, 0}}) || !slices.Equal(p.Joueurs[1].Main, Tuiles{{6, 5}, {3, 0}, {1, 1}}) ||
		!slices.Equal(p.Joueurs[0].Reste, Tuiles{{2, 0}}) || !slices.Equal(p.Joueurs[1].Reste, Tuiles{{3, 0}}) ||
		p.Joueurs[0].Points != 2 || p.Joueurs[1].Points != 3 || p.Jeu != a.Regles {
		t.Errorf("joueurs %+v, attendu les mains de la donne, les restes 2:0 et 3:0, 2 et 3 points", p.Joueurs)
	}
	if c := p.Coups[3]; !slices.Equal(c.Chaine, Tuiles{{5, 6}, {6, 6}, {6, 1}, {1, 1}}) {
		t.Errorf("coup 4 : chaîne %v, attendu 5:6 6:6 6:1 1:1", c.Chaine)
	}
	if p.Tours != 6 || len(p.Coups) != 6 || p.Gagnant != 1 {
		t.Fatalf("tours %d, coups %d, gagnant %d ; attendu 6, 6, 1", p.Tours, len(p.Coups), p.Gagnant)
	}
	if c := p.Coups[0]; c.Cote != "ouverture" || *c.Tuile != (Pose{6, 6}) {
		t.Errorf("coup 1 : %+v, attendu l'ouverture par le double six", c)
	}
	if c := p.Coups[1]; c.Cote != "gauche" || *c.Tuile != (Pose{5, 6}) || c.Passe {
		t.Errorf("coup 2 : %+v, attendu (5,6) posée à gauche", c)
	}
	if c := p.Coups[4]; !c.Passe || c.Tuile != nil || c.Cote != "" || len(c.Chaine) != 4 {
		t.Errorf("coup 5 : %+v, attendu une passe devant une chaîne de 4 tuiles", c)
	}
}

func TestErreurConfig(t *testing.T) {
	six := []string{"pire", "hasard", "plus_de_points", "plus_present", "bloqueur", "anticipation"}
	cases := []struct {
		err       error
		nom, vaut string
	}{
		{Regles{Max: 13, Main: 1}.Valider(), "max", "13"},
		{Regles{Max: 6, Main: 15}.Valider(), "main", "15"},
		// 2·2⁶² déborde : la main doit être refusée, pas distribuée.
		{Regles{Max: 6, Main: 1 << 62}.Valider(), "main", "4611686018427387904"},
		{Affrontement{S1: "meilleure", S2: "pire", Regles: ReglesStandard}.Valider(), "s1", `"meilleure"`},
		{Affrontement{S1: "pire", S2: "", Regles: ReglesStandard}.Valider(), "s2", `""`},
		{Affrontement{S1: "pire", S2: "pire", Regles: Regles{Max: 0, Main: 1}}.Valider(), "max", "0"},
		{ConfigChampionnat{Strategies: []string{"pire"}, Regles: ReglesStandard, ParPlace: 1}.Valider(), "strategies", `"pire"`},
		{ConfigChampionnat{Strategies: []string{"pire", "hasard", "pire"}, Regles: ReglesStandard, ParPlace: 1}.Valider(), "strategies", `"pire,hasard,pire"`},
		{ConfigChampionnat{Strategies: []string{"pire", "x"}, Regles: ReglesStandard, ParPlace: 1}.Valider(), "strategies", `"pire,x"`},
		{ConfigChampionnat{Regles: ReglesStandard, ParPlace: 0}.Valider(), "nombre", "0"},
		// Six strategies make 30 seatings: 30·(⌊(2⁶³−1)/30⌋ + 1) games overflow an int64.
		{ConfigChampionnat{Strategies: six, Regles: ReglesStandard, ParPlace: 307445734561825861}.Valider(), "nombre", "307445734561825861"},
		{ConfigChampionnat{Regles: ReglesStandard, ParPlace: 5000, Strategies: []string{"pire", "hasard"}}.Valider(), "", ""},
		{ConfigChampionnat{Strategies: six, Regles: ReglesStandard, ParPlace: 307445734561825860}.Valider(), "", ""},
	}
	for i, c := range cases {
		var e *parametre.Erreur
		if c.nom == "" {
			if c.err != nil {
				t.Errorf("cas %d : erreur %v inattendue", i, c.err)
			}
			continue
		}
		if !errors.As(c.err, &e) {
			t.Errorf("cas %d : %v n'est pas une *parametre.Erreur", i, c.err)
			continue
		}
		if nom, vaut, attendu := e.Parametre(); nom != c.nom || vaut != c.vaut || attendu == "" {
			t.Errorf("cas %d : Parametre() = %q, %q, %q ; attendu %q, %q", i, nom, vaut, attendu, c.nom, c.vaut)
		}
	}
}

// z = (V − D)/√(V + D) and the two-sided normal p-value, from the tables: P(|Z| ≥ 2) = 0.0455,
// P(|Z| ≥ 1) = 0.3173.
func TestTestSigne(t *testing.T) {
	cases := []struct {
		b       Bilan
		z, p    float64
		gagnant int
	}{
		{Bilan{Victoires: 60, Nuls: 10, Defaites: 40}, 2, 0.0455, 1},
		{Bilan{Victoires: 40, Nuls: 0, Defaites: 60}, -2, 0.0455, 2},
		{Bilan{Victoires: 55, Nuls: 7, Defaites: 45}, 1, 0.3173, 0},
	}
	for _, c := range cases {
		s := c.b.testSigne()
		if math.Abs(s.Z-c.z) > 1e-12 || math.Abs(s.P-c.p) > 5e-5 || s.Gagnant != c.gagnant {
			t.Errorf("%+v : %+v, attendu z %v, p %v, gagnant %d", c.b, s, c.z, c.p, c.gagnant)
		}
	}
	r := NouveauResultatTournoi(Affrontement{S1: "a", S2: "b", Regles: ReglesStandard}, 7, Bilan{Victoires: 60, Nuls: 10, Defaites: 40})
	if r.Parties != 110 || r.Issues[0].Part != 60.0/110 || r.Issues[1].Part != 10.0/110 || r.Issues[2].Issue != "défaites" ||
		r.Signe.Gagnant != 1 || r.Jeu != ReglesStandard {
		t.Errorf("%+v", r)
	}
	for _, is := range r.Issues {
		if !(is.IC95.Bas < is.Part && is.Part < is.IC95.Haut) {
			t.Errorf("%s : part %v hors de son intervalle %v", is.Issue, is.Part, is.IC95)
		}
	}
}

// A championship of three strategies with counts set by hand; the faces, shares and scores are
// worked out in the comments.
func TestResultatChampionnat(t *testing.T) {
	c := ConfigChampionnat{Strategies: []string{"pire", "hasard", "plus_de_points"}, Regles: ReglesStandard, ParPlace: 10}
	ch := c.Nouveau()
	// Seatings (0,1), (0,2), (1,0), (1,2), (2,0), (2,1), from their player 1's side.
	copy(ch.Bilans, []Bilan{{Victoires: 6, Nuls: 1, Defaites: 3}, {Victoires: 2, Nuls: 0, Defaites: 8}, {Victoires: 5, Nuls: 2, Defaites: 3}, {Victoires: 4, Nuls: 2, Defaites: 4}, {Victoires: 9, Nuls: 1, Defaites: 0}, {Victoires: 7, Nuls: 0, Defaites: 3}})
	r := NouveauResultatChampionnat(ch, c.Regles)
	// pire–hasard: 6+3 wins, 1+2 draws for pire, 5+3 for hasard; pire–plus_de_points: 2+0 and
	// 0+1 draws, 8+9; hasard–plus_de_points: 4+3, 2+0, 4+7.
	wantV := [][]int64{{0, 9, 2}, {8, 0, 7}, {17, 11, 0}}
	wantN := [][]int64{{0, 3, 1}, {3, 0, 2}, {1, 2, 0}}
	wantP := [][]float64{{0, 0.45, 0.10}, {0.40, 0, 0.35}, {0.85, 0.55, 0}}
	for a := range 3 {
		if !slices.Equal(r.Victoires[a], wantV[a]) || !slices.Equal(r.Nuls[a], wantN[a]) {
			t.Errorf("ligne %d : victoires %v nuls %v, attendu %v %v", a, r.Victoires[a], r.Nuls[a], wantV[a], wantN[a])
		}
		for b := range 3 {
			if got := r.Parts[a][b]; (a == b) != (got == nil) || got != nil && math.Abs(*got-wantP[a][b]) > 1e-15 {
				t.Errorf("part %d contre %d : %v, attendu %v", a, b, got, wantP[a][b])
			}
		}
	}
	// Scores over 40 games: (28 + 3/2)/40, (15 + 5/2)/40, (11 + 4/2)/40.
	want := []Classement{
		{1, "plus_de_points", 28, 3, 9, 0.7375},
		{2, "hasard", 15, 5, 20, 0.4375},
		{3, "pire", 11, 4, 25, 0.325},
	}
	if !slices.Equal(r.Classement, want) || r.ParPaire != 20 || !slices.Equal(r.Strategies, c.Strategies) {
		t.Errorf("classement %+v, attendu %+v", r.Classement, want)
	}
}
