package dominos

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"jeux/parametre"
)

// brute is a deliberately plain minimax over an open-hand position, written from the rules of
// docs/regles.md §2 and sharing nothing with Solveur: hands are lists of [2]int, the game ends
// when a hand is empty or after two passes in a row, and the lighter hand (x + y per tile) wins.
// Under the club's rules (club), the player who goes out wins whatever the points. It returns
// the value for the player to move: +1, 0 or −1.
func brute(mains [2][][2]int, g, d, trait, passes int, libre, club bool) int {
	if club && len(mains[trait]) == 0 {
		return 1
	}
	if club && len(mains[1-trait]) == 0 {
		return -1
	}
	if len(mains[0]) == 0 || len(mains[1]) == 0 || passes >= 2 {
		pts := func(m [][2]int) int {
			s := 0
			for _, t := range m {
				s += t[0] + t[1]
			}
			return s
		}
		moi, lui := pts(mains[trait]), pts(mains[1-trait])
		switch {
		case moi < lui:
			return 1
		case moi > lui:
			return -1
		}
		return 0
	}
	coups := coupsBruts(mains[trait], g, d, libre)
	if len(coups) == 0 {
		return -brute(mains, g, d, 1-trait, passes+1, libre, club)
	}
	best := -2
	for _, c := range coups {
		best = max(best, -brute(apresBrut(mains, trait, c), c.g, c.d, 1-trait, 0, libre, club))
	}
	return best
}

// coupBrut is a move of the brute force: the index of the tile in the hand, its side and the
// ends it leaves.
type coupBrut struct {
	i      int
	gauche bool
	g, d   int
}

// coupsBruts lists the moves of a hand on the ends g…d: under the 2012 rule the left end when
// the tile fits it, else the right; under the free rule every end it fits.
func coupsBruts(main [][2]int, g, d int, libre bool) []coupBrut {
	var out []coupBrut
	for i, t := range main {
		autre := func(v int) int { return t[0] + t[1] - v }
		surG, surD := t[0] == g || t[1] == g, t[0] == d || t[1] == d
		switch {
		case surG && (!libre || !surD || g == d):
			out = append(out, coupBrut{i, true, autre(g), d})
		case surG:
			out = append(out, coupBrut{i, true, autre(g), d}, coupBrut{i, false, g, autre(d)})
		case surD:
			out = append(out, coupBrut{i, false, g, autre(d)})
		}
	}
	return out
}

func apresBrut(mains [2][][2]int, trait int, c coupBrut) [2][][2]int {
	m := mains
	m[trait] = append(append([][2]int{}, mains[trait][:c.i]...), mains[trait][c.i+1:]...)
	return m
}

func enListe(e Ensemble) [][2]int {
	var l [][2]int
	for _, t := range e.Tuiles() {
		l = append(l, [2]int{t.Haut(), t.Bas()})
	}
	return l
}

// partieAuHasard plays a game of random legal moves from a random deal and records it.
func partieAuHasard(r *rand.Rand, regles Regles, place int) *Enregistrement {
	d := Distribuer(r, regles)
	p := CommencerPartie(d, regles)
	for !p.Finie() {
		coups := p.Placements()
		if len(coups) == 0 {
			p.Passer()
			continue
		}
		if err := p.Placer(coups[r.IntN(len(coups))]); err != nil {
			panic(err)
		}
	}
	return &Enregistrement{Regles: regles, Graine: 1, Place: place, Contre: "hasard", Budget: 1, Journal: p.Journal(), Finie: true}
}

// The review's values, best move, cost and flag agree, move by move, with the brute force on
// the open-hand position before each move of the person, on random games of small sets under
// both placement rules, under the club's rules too, and at both seats.
func TestRevueContreMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(48, 5))
	revus := 0
	for _, regles := range []Regles{{Max: 3, Main: 3}, {Max: 4, Main: 4}, {Max: 3, Main: 4, Pose: PoseLibre}, {Max: 4, Main: 4, Pose: PoseLibre}, {Max: 4, Main: 5, Pose: PoseLibre, Club: true}} {
		for k := range 40 {
			e := partieAuHasard(r, regles, 1+k%2)
			res, err := ConfigRevue{Partie: e, Methode: RevueExacte}.Revoir(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			libre := regles.Pose == PoseLibre
			p := CommencerPartie(Donne{Mains: e.Journal.Mains}, regles)
			i, justes, decisions := 0, 0, 0
			for n, c := range e.Journal.Coups[1:] {
				if c.Joueur == e.Place && !c.Passe {
					moi := e.Place - 1
					mains := [2][][2]int{enListe(p.Main(1)), enListe(p.Main(2))}
					g, d := p.Bouts()
					coups := coupsBruts(mains[moi], g, d, libre)
					best, joue := -2, -2
					for _, cb := range coups {
						v := -brute(apresBrut(mains, moi, cb), cb.g, cb.d, 1-moi, 0, libre, regles.Club)
						best = max(best, v)
						t0 := NouvelleTuile(mains[moi][cb.i][0], mains[moi][cb.i][1])
						if t0 == c.Tuile && (cb.gauche == c.AGauche || !(libre && auChoix(g, d, t0))) {
							joue = v
						}
					}
					rv := res.Coups[i]
					if rv.Numero != n+2 || rv.Permis != len(coups) || rv.ValeurMeilleur != float64(best) || rv.Valeur != float64(joue) ||
						rv.Cout != float64(best-joue) || rv.Change != (best > joue) {
						t.Fatalf("%+v, coup %d : revue %+v, force brute : %d coups, meilleur %d, joué %d", regles, n+2, rv, len(coups), best, joue)
					}
					if len(coups) > 1 {
						decisions++
						if best == joue {
							justes++
						}
					}
					i++
					revus++
				}
				if c.Passe {
					p.Passer()
				} else if err := p.Placer(Placement{c.Tuile, c.AGauche}); err != nil {
					t.Fatal(err)
				}
			}
			if i != len(res.Coups) || res.Decisions != decisions || (decisions > 0 && res.Precision != float64(justes)/float64(decisions)) {
				t.Fatalf("%+v : %d coups revus sur %d, %d décisions (%d), précision %v", regles, len(res.Coups), i, res.Decisions, decisions, res.Precision)
			}
		}
	}
	if revus < 200 {
		t.Fatalf("%d coups revus seulement", revus)
	}
}

// A game written and read back is the same game, and a file holds one line per move.
func TestEnregistrementRelu(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for _, regles := range []Regles{{Max: 6, Main: 10}, {Max: 6, Main: 7, Pose: PoseLibre, Decompte2012: true}, {Max: 12, Main: 45}} {
		e := partieAuHasard(r, regles, 2)
		e.Contre, e.Budget, e.Graine = "recherche", 128, 1<<63+5
		var b bytes.Buffer
		if err := e.Ecrire(&b); err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(b.String(), "\n"); n != 11+len(e.Journal.Coups) {
			t.Errorf("%+v : %d lignes pour %d coups", regles, n, len(e.Journal.Coups))
		}
		lu, err := LireEnregistrement(b.String())
		if err != nil {
			t.Fatalf("%+v : %v\n%s", regles, err, b.String())
		}
		if !reflect.DeepEqual(lu, e) {
			t.Errorf("%+v : relu %+v, écrit %+v", regles, lu, e)
		}
	}
}

// A file that does not replay is refused at the line at fault, with the code of what is wrong.
func TestEnregistrementRefuse(t *testing.T) {
	bon := "jeux-dominos-partie 1\nmax 3\nmain 3\ndecompte x+y\npose 2012\ngraine 2\nplace 1\ncontre recherche\nbudget 128\n" +
		"j1 3:3 3:2 3:0\nj2 3:1 1:0 0:0\nouverture 1 3:3\ncoup 2 1:3 gauche\ncoup 1 3:2 droite\ncoup 2 0:1 gauche\ncoup 1 3:0 gauche\n"
	if e, err := LireEnregistrement(bon); err != nil || !e.Finie || len(e.Journal.Coups) != 5 {
		t.Fatalf("partie de référence : %v, %+v", err, e)
	}
	remplacer := func(ancien, nouveau string) string { return strings.Replace(bon, ancien, nouveau, 1) }
	cas := []struct {
		texte string
		ligne int
		code  parametre.Code
	}{
		{"", 1, CodePartieEntete},
		{remplacer("partie 1", "partie 2"), 1, CodePartieEntete},
		{remplacer("graine 2\n", "graine 2\ntruc 4\n"), 7, CodePartieLigne},
		{remplacer("max 3\n", "max 3\nmax 4\n"), 3, CodePartieDouble},
		{remplacer("budget 128\n", ""), 11, CodePartieManque},
		{remplacer("max 3", "max 13"), 2, CodeMax},
		{remplacer("main 3", "main 6"), 3, CodeMain},
		{remplacer("main 3", "main trois"), 3, CodePartieEntier},
		{remplacer("pose 2012", "pose gauche"), 5, CodePartieMot},
		{remplacer("contre recherche", "contre personne"), 8, CodePartieMot},
		{remplacer("j2 3:1 1:0 0:0", "j2 3:1 1:0"), 11, CodePartieTaille},
		{remplacer("j2 3:1 1:0 0:0", "j2 3:1 1:0 3:0"), 11, CodePartieCommune},
		{remplacer("j1 3:3 3:2 3:0", "j1 3:3 3:2 4:0"), 10, CodeTuileHorsJeu},
		{remplacer("ouverture 1 3:3", "ouverture 2 3:1"), 12, CodePartieOuvreur},
		{remplacer("coup 2 1:3 gauche", "coup 1 3:2 droite"), 13, CodePartieTrait},
		{remplacer("coup 1 3:2 droite", "coup 1 1:1 droite"), 14, CodeHorsMain},
		{remplacer("coup 1 3:2 droite", "coup 1 3:2 gauche"), 14, CodePasAGauche},
		{remplacer("coup 1 3:2 droite", "coup 1 3:2 milieu"), 14, CodePartieBout},
		{remplacer("coup 1 3:2 droite", "passe 1"), 14, CodePasseInterdite},
		{bon + "coup 2 0:0 gauche\n", 17, CodeFinie},
		{remplacer("ouverture 1 3:3\n", ""), 12, CodePartieSansOuv},
		{remplacer("ouverture 1 3:3\ncoup 2 1:3 gauche\ncoup 1 3:2 droite\ncoup 2 0:1 gauche\ncoup 1 3:0 gauche\n", ""), 11, CodePartieManque},
	}
	for _, c := range cas {
		_, err := LireEnregistrement(c.texte)
		var lr *LigneRefusee
		var echecLu *parametre.Echec
		var erreur *parametre.Erreur
		code := parametre.Code("")
		if errors.As(err, &echecLu) {
			code = echecLu.Code
			if code == CodePartieValeur {
				code = echecLu.Args[2].(*parametre.Echec).Code // the refusal of a value: what it is refused for
			}
		} else if errors.As(err, &erreur) {
			code = erreur.Code
		}
		if !errors.As(err, &lr) || lr.Ligne != c.ligne || code != c.code {
			t.Errorf("%q : %v (%T), attendu la ligne %d, code %s", c.texte, err, err, c.ligne, c.code)
		}
	}
}

// Any text LireEnregistrement accepts is a game that replays: written back, it reads to the
// same game; a refusal is a *LigneRefusee whose line is in the text.
func FuzzLireEnregistrement(f *testing.F) {
	var b bytes.Buffer
	e := partieAuHasard(rand.New(rand.NewPCG(1, 1)), Regles{Max: 3, Main: 3}, 1)
	e.Ecrire(&b)
	f.Add(b.String())
	b.Reset()
	e = partieAuHasard(rand.New(rand.NewPCG(2, 1)), Regles{Max: 4, Main: 4, Pose: PoseLibre}, 2)
	e.Ecrire(&b)
	f.Add(b.String())
	f.Add(strings.Replace(b.String(), "coup", "passe", 1))
	b.Reset()
	e = partieAuHasard(rand.New(rand.NewPCG(3, 1)), Regles{Max: 3, Main: 3, Pose: PoseLibre, Club: true}, 1)
	e.Ecrire(&b)
	f.Add(b.String()) // the club rules: a « regles club » line
	f.Add("jeux-dominos-partie 1\n# rien\n\nmax 1\n")
	f.Add("")
	f.Fuzz(func(t *testing.T, texte string) {
		e, err := LireEnregistrement(texte)
		if err != nil {
			var lr *LigneRefusee
			if !errors.As(err, &lr) || lr.Ligne < 1 || lr.Ligne > strings.Count(texte, "\n")+1 {
				t.Fatalf("%q : refus %v (%T)", texte, err, err)
			}
			return
		}
		var b bytes.Buffer
		if err := e.Ecrire(&b); err != nil {
			t.Fatal(err)
		}
		lu, err := LireEnregistrement(b.String())
		if err != nil || !reflect.DeepEqual(lu, e) {
			t.Fatalf("%q : réécrit %q, relu %+v, %v", texte, b.String(), lu, err)
		}
	})
}
