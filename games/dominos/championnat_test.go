package dominos

import (
	"context"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"jeux/parallel"
)

// Three strategies meet in six seatings, listed row by row.
func TestRencontres(t *testing.T) {
	c := NouveauChampionnat(catalogue(t, "pire", "hasard", "plus_de_points"), 10)
	want := []Rencontre{{0, 1}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 1}}
	if !slices.Equal(c.Rencontres, want) {
		t.Errorf("rencontres %v, attendu %v", c.Rencontres, want)
	}
	if got := c.Parties(); got != 60 {
		t.Errorf("Parties() = %d, attendu 6 × 10 = 60", got)
	}
}

// Games 3 to 6 of a championship with 5 games per seating: games 3 and 4 belong to the first
// seating, 5 and 6 to the second; seating 0 played in one piece is the tournament of its two
// strategies on the same stream.
func TestChampionnatJouer(t *testing.T) {
	strats := catalogue(t, "pire", "hasard")
	c := NouveauChampionnat(strats, 5)
	c.Jouer(rand.New(rand.NewPCG(1, 2)), ReglesStandard, 3, 4)
	if c.Bilans[0].Parties() != 2 || c.Bilans[1].Parties() != 2 {
		t.Errorf("bilans %+v, attendu 2 parties à chaque place", c.Bilans)
	}

	c = NouveauChampionnat(strats, 500)
	c.Jouer(rand.New(rand.NewPCG(3, 4)), ReglesStandard, 0, 500)
	var b Bilan
	b.Tournoi(rand.New(rand.NewPCG(3, 4)), ReglesStandard, Pire{}, Hasard{}, 500)
	if c.Bilans[0] != b || c.Bilans[1] != (Bilan{}) {
		t.Errorf("bilans %+v, attendu %+v puis rien", c.Bilans, b)
	}
}

// A championship whose seatings are filled by hand; the faces and the ranking are worked out
// on paper:
//
//	a–b: (0,1) 3 V 1 N 0 D, (1,0) 2 V 0 N 2 D  → a: 5 V 1 N 2 D ; b: 2 V 1 N 5 D
//	a–c: (0,2) 0 V 0 N 4 D, (2,0) 1 V 1 N 2 D  → a: 2 V 1 N 5 D ; c: 5 V 1 N 2 D
//	b–c: (1,2) 1 V 2 N 1 D, (2,1) 4 V 0 N 0 D  → b: 1 V 2 N 5 D ; c: 5 V 2 N 1 D
//
// so a: 7 V 2 N 7 D, score 8/16; b: 3 V 3 N 10 D, 4.5/16; c: 10 V 3 N 3 D, 11.5/16.
func TestChampionnatClassement(t *testing.T) {
	c := NouveauChampionnat([]Description{{Nom: "a"}, {Nom: "b"}, {Nom: "c"}}, 4)
	src := NouveauChampionnat(c.Strategies, 4)
	copy(src.Bilans, []Bilan{{Victoires: 3, Nuls: 1, Defaites: 0}, {Victoires: 0, Nuls: 0, Defaites: 4}, {Victoires: 2, Nuls: 0, Defaites: 2}, {Victoires: 1, Nuls: 2, Defaites: 1}, {Victoires: 1, Nuls: 1, Defaites: 2}, {Victoires: 4, Nuls: 0, Defaites: 0}})
	c.ajouter(src)
	faces := []struct {
		a, b int
		want Bilan
	}{
		{0, 1, Bilan{Victoires: 5, Nuls: 1, Defaites: 2}}, {1, 0, Bilan{Victoires: 2, Nuls: 1, Defaites: 5}},
		{0, 2, Bilan{Victoires: 2, Nuls: 1, Defaites: 5}}, {2, 0, Bilan{Victoires: 5, Nuls: 1, Defaites: 2}},
		{1, 2, Bilan{Victoires: 1, Nuls: 2, Defaites: 5}}, {2, 1, Bilan{Victoires: 5, Nuls: 2, Defaites: 1}},
		{1, 1, Bilan{}},
	}
	for _, f := range faces {
		if got := c.Face(f.a, f.b); got != f.want {
			t.Errorf("Face(%d, %d) = %+v, attendu %+v", f.a, f.b, got, f.want)
		}
	}
	want := []Classe{
		{"c", 10, 3, 3, 11.5 / 16},
		{"a", 7, 2, 7, 8.0 / 16},
		{"b", 3, 3, 10, 4.5 / 16},
	}
	if got := c.Classement(); !slices.Equal(got, want) {
		t.Errorf("classement %+v, attendu %+v", got, want)
	}
}

// Equal scores keep the strategies' order.
func TestChampionnatClassementEgalite(t *testing.T) {
	c := NouveauChampionnat([]Description{{Nom: "x"}, {Nom: "y"}}, 2)
	copy(c.Bilans, []Bilan{{Victoires: 1, Nuls: 0, Defaites: 1}, {Victoires: 1, Nuls: 0, Defaites: 1}})
	want := []Classe{{"x", 2, 0, 2, 0.5}, {"y", 2, 0, 2, 0.5}}
	if got := c.Classement(); !slices.Equal(got, want) {
		t.Errorf("classement %+v, attendu %+v", got, want)
	}
}

func catalogue(t *testing.T, noms ...string) []Description {
	t.Helper()
	var l []Description
	for _, n := range noms {
		d, err := Trouver(n)
		if err != nil {
			t.Fatal(err)
		}
		l = append(l, d)
	}
	return l
}

// A whole championship counts every game of each pair once, whatever its outcome: a win of one
// strategy is a loss of the other, so the wins of a against b, the draws and the wins of b
// against a make 2 × ParPlace. It is the result of its lots played in two parts and merged; a
// total of another championship is refused.
func TestJouerChampionnat(t *testing.T) {
	cfg := ConfigChampionnat{Strategies: []string{"pire", "hasard", "plus_de_points"}, Regles: Regles{Max: 4, Main: 4}, ParPlace: 7}
	opt := parallel.Options{Workers: 2}
	res, err := JouerChampionnat(context.Background(), cfg, 11, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.Strategies, cfg.Strategies) || res.ParPlace != 7 || res.ParPaire != 14 || res.Jeu != cfg.Regles {
		t.Fatalf("résultat %+v", res)
	}
	for a := range 3 {
		for b := range 3 {
			if a != b && (res.Victoires[a][b]+res.Nuls[a][b]+res.Victoires[b][a] != 14 || res.Nuls[a][b] != res.Nuls[b][a]) {
				t.Errorf("%d contre %d : %d V %d N, %d V %d N en face", a, b, res.Victoires[a][b], res.Nuls[a][b], res.Victoires[b][a], res.Nuls[b][a])
			}
		}
	}
	milieu := cfg.Lots() / 2
	total, err := JouerLots(context.Background(), cfg, 11, opt, 0, milieu)
	if err != nil {
		t.Fatal(err)
	}
	fin, err := JouerLots(context.Background(), cfg, 11, opt, milieu, cfg.Lots())
	if err != nil {
		t.Fatal(err)
	}
	if err := total.Fusionner(fin); err != nil {
		t.Fatal(err)
	}
	if parts, err := cfg.Resultat(total); err != nil || !reflect.DeepEqual(parts, res) {
		t.Errorf("en deux parts : %+v (%v), attendu %+v", parts, err, res)
	}
	autre := ConfigChampionnat{Strategies: []string{"pire", "hasard"}, Regles: cfg.Regles, ParPlace: 7}
	if _, err := autre.Resultat(total); err == nil {
		t.Error("le total d'un championnat de trois stratégies accepté pour deux")
	}
}
