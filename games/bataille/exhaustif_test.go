package bataille

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"jeux/parametre"
)

// petitsJeux are the decks whose every deal the tests play with partieSimple.
var petitsJeux = []struct{ couleurs, valeurs int }{{1, 2}, {1, 6}, {2, 2}, {2, 3}, {1, 8}, {2, 4}, {4, 2}, {4, 3}, {3, 4}, {2, 5}}

// modesExhaustif are the two pick-up modes the enumeration plays.
var modesExhaustif = []Ramassage{Naturelle, Optimisee}

// Every deal of the small decks, played by the packed engine and by partieSimple, the plain
// engine written apart from it: the same length, winner, and period.
func TestJeuEmballeContreSimple(t *testing.T) {
	for _, d := range petitsJeux {
		if testing.Short() && d.couleurs*d.valeurs > 10 {
			continue
		}
		for _, mode := range modesExhaustif {
			j := nouveauJeuEmballe(d.couleurs, d.valeurs, mode == Optimisee)
			modes := [2]Ramassage{mode, mode}
			toutesLesDonnes(d.couleurs, d.valeurs, func(j1, j2 []int) {
				p := j.joue(j.charge(j1, j2))
				plis, gagnant, infinie, pre, per := partieSimple(j1, j2, modes)
				if infinie {
					if !p.infinie || p.periode != per {
						t.Fatalf("%d × %d %v, %v / %v : infinie de période %d (prépériode %d) attendue, %+v", d.couleurs, d.valeurs, mode, j1, j2, per, pre, p)
					}
					return
				}
				if p.infinie || p.plis != plis || p.gagnant != gagnant {
					t.Fatalf("%d × %d %v, %v / %v : %d plis gagnés par %d attendus, %+v", d.couleurs, d.valeurs, mode, j1, j2, plis, gagnant, p)
				}
			})
		}
	}
}

// bilanSimple is the outcome of every deal of a deck counted deal by deal with partieSimple,
// without symmetry: the figures EnumererExhaustif must give.
type bilanSimple struct {
	donnes, j1, j2, nulles, infinies int64
	durees                           map[int]int64
	dureeMax                         int
	donneMax                         []int // the smallest deal of dureeMax, player 1's pile at most player 2's
	periodes                         map[int]int64
	cycles                           map[string]int64 // deals by cycle, named by its sorted positions
	periodeCycle                     map[string]int
}

func compteSimple(couleurs, valeurs int, mode Ramassage) bilanSimple {
	b := bilanSimple{durees: map[int]int64{}, periodes: map[int]int64{}, cycles: map[string]int64{}, periodeCycle: map[string]int{}}
	modes := [2]Ramassage{mode, mode}
	toutesLesDonnes(couleurs, valeurs, func(j1, j2 []int) {
		b.donnes++
		plis, gagnant, infinie, pre, per := partieSimple(j1, j2, modes)
		if infinie {
			b.infinies++
			b.periodes[per]++
			nom := nomCycleSimple(j1, j2, pre, per, modes)
			b.cycles[nom]++
			b.periodeCycle[nom] = per
			return
		}
		b.durees[plis]++
		if plis >= b.dureeMax {
			d := append(slices.Clone(j1), j2...)
			if slices.Compare(j2, j1) < 0 {
				d = append(slices.Clone(j2), j1...)
			}
			if plis > b.dureeMax || slices.Compare(d, b.donneMax) < 0 {
				b.dureeMax, b.donneMax = plis, d
			}
		}
		switch gagnant {
		case 0:
			b.nulles++
		case 1:
			b.j1++
		default:
			b.j2++
		}
	})
	return b
}

// nomCycleSimple names the cycle a deal reaches by its positions, sorted: the deal is played by
// partieSimple's rules for pre tricks, then per more, one trick at a time.
func nomCycleSimple(j1, j2 []int, pre, per int, modes [2]Ramassage) string {
	p := [2][]int{slices.Clone(j1), slices.Clone(j2)}
	var positions []string
	for t := range pre + per {
		if t >= pre {
			positions = append(positions, fmt.Sprint(p))
		}
		p = pliSimple(p, modes)
	}
	slices.Sort(positions)
	return strings.Join(positions, ";")
}

// pliSimple plays one trick of a game that goes on, as partieSimple does.
func pliSimple(p [2][]int, modes [2]Ramassage) [2][]int {
	p = [2][]int{slices.Clone(p[0]), slices.Clone(p[1])}
	var tapis []int
	for {
		a, b := p[0][0], p[1][0]
		p[0], p[1] = p[0][1:], p[1][1:]
		tapis = append(tapis, min(a, b), max(a, b))
		if a == b {
			continue
		}
		g := 0
		if b > a {
			g = 1
		}
		ramasse := slices.Clone(tapis)
		if modes[g] == Naturelle {
			slices.Reverse(ramasse)
		} else {
			slices.Sort(ramasse)
			slices.Reverse(ramasse)
		}
		p[g] = append(p[g], ramasse...)
		return p
	}
}

// The enumeration, with its symmetry, against every deal counted one by one: the same outcomes,
// lengths, periods and distinct cycles; and the number of deals each item stands for, computed
// by DonnesDesItems, is what the enumeration counted.
func TestEnumererExhaustifContreSimple(t *testing.T) {
	for _, d := range petitsJeux {
		if d.couleurs*d.valeurs%2 != 0 || testing.Short() && d.couleurs*d.valeurs > 10 {
			continue
		}
		for _, mode := range modesExhaustif {
			c := ConfigExhaustif{d.couleurs, d.valeurs, mode}
			nom := fmt.Sprintf("%d × %d %v", d.couleurs, d.valeurs, mode)
			items := int64(len(c.ItemsExhaustif()))
			r, err := EnumererExhaustif(context.Background(), c, 2, nil, 0, items)
			if err != nil {
				t.Fatal(err)
			}
			s := compteSimple(d.couleurs, d.valeurs, mode)
			if r.Donnes != s.donnes || r.Donnes != c.Donnes() || r.J1 != s.j1 || r.J2 != s.j2 || r.Nulles != s.nulles || r.Infinies != s.infinies {
				t.Errorf("%s : %d donnes, %d/%d/%d/%d ; attendu %d (%d), %d/%d/%d/%d", nom, r.Donnes, r.J1, r.J2, r.Nulles, r.Infinies,
					s.donnes, c.Donnes(), s.j1, s.j2, s.nulles, s.infinies)
			}
			if r.DureeMax != s.dureeMax || !slices.Equal(r.DonneMax, s.donneMax) {
				t.Errorf("%s : durée max %d (%v), attendu %d (%v)", nom, r.DureeMax, r.DonneMax, s.dureeMax, s.donneMax)
			}
			if len(r.DonneMax) > 0 {
				h := len(r.DonneMax) / 2
				if plis, _, inf, _, _ := partieSimple(r.DonneMax[:h], r.DonneMax[h:], [2]Ramassage{mode, mode}); inf || plis != r.DureeMax {
					t.Errorf("%s : la donne la plus longue %v joue %d plis, pas %d", nom, r.DonneMax, plis, r.DureeMax)
				}
			}
			for v, k := range r.Durees {
				if k != s.durees[v] {
					t.Errorf("%s : %d parties de %d plis, attendu %d", nom, k, v, s.durees[v])
				}
			}
			if !maps.Equal(r.Periodes, s.periodes) {
				t.Errorf("%s : périodes %v, attendu %v", nom, r.Periodes, s.periodes)
			}
			var obtenus, attendus []string
			for _, x := range r.Cycles {
				obtenus = append(obtenus, fmt.Sprintf("%d:%d", x.Periode, x.Donnes))
			}
			for k, n := range s.cycles {
				attendus = append(attendus, fmt.Sprintf("%d:%d", s.periodeCycle[k], n))
			}
			slices.Sort(obtenus)
			slices.Sort(attendus)
			if !slices.Equal(obtenus, attendus) || r.CyclesIncomplets {
				t.Errorf("%s : cycles (période:donnes) %v, attendu %v", nom, obtenus, attendus)
			}
			if positions, donnes := c.DonnesDesItems(0, items); positions != r.Positions || donnes != r.Donnes {
				t.Errorf("%s : DonnesDesItems donne %d positions pour %d donnes, l'énumération %d pour %d", nom, positions, donnes, r.Positions, r.Donnes)
			}
			if err := r.Verifier(c, 0, items); err != nil {
				t.Errorf("%s : %v", nom, err)
			}
		}
	}
}

// Any split into ranges of items, merged in order, and any number of workers give the whole.
func TestEnumererExhaustifPartage(t *testing.T) {
	c := ConfigExhaustif{2, 5, Naturelle}
	items := int64(len(c.ItemsExhaustif()))
	entier, err := EnumererExhaustif(context.Background(), c, 1, nil, 0, items)
	if err != nil {
		t.Fatal(err)
	}
	for _, coupes := range [][]int64{{0, items}, {0, 1, items}, {0, 3, 4, items - 1, items}} {
		total := NouveauDecompteExhaustif(c, 0)
		for i := 1; i < len(coupes); i++ {
			p, err := EnumererExhaustif(context.Background(), c, 3, nil, coupes[i-1], coupes[i])
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Verifier(c, coupes[i-1], coupes[i]); err != nil {
				t.Fatalf("part %d à %d : %v", coupes[i-1], coupes[i], err)
			}
			if err := total.Fusionner(p); err != nil {
				t.Fatal(err)
			}
		}
		if fmt.Sprint(total) != fmt.Sprint(entier) {
			t.Errorf("coupes %v : %+v, attendu %+v", coupes, total, entier)
		}
	}
}

// A cancelled enumeration stops and says so.
func TestEnumererExhaustifAnnule(t *testing.T) {
	ctx, annule := context.WithCancel(context.Background())
	annule()
	c := ConfigExhaustif{4, 4, Naturelle}
	r, err := EnumererExhaustif(ctx, c, 2, nil, 0, int64(len(c.ItemsExhaustif())))
	if !errors.Is(err, context.Canceled) || r.Fin != 0 {
		t.Errorf("annulée : %v, %d items", err, r.Fin)
	}
}

// Valider refuses each bad deck by the option that makes it bad.
func TestConfigExhaustifValider(t *testing.T) {
	for _, c := range []struct {
		cfg ConfigExhaustif
		nom string
	}{
		{ConfigExhaustif{4, 4, Naturelle}, ""},
		{ConfigExhaustif{4, 5, Optimisee}, ""},
		{ConfigExhaustif{0, 4, Naturelle}, "couleurs"},
		{ConfigExhaustif{4, 0, Naturelle}, "valeurs"},
		{ConfigExhaustif{3, 3, Naturelle}, "couleurs × valeurs"},
		{ConfigExhaustif{4, 4, Aleatoire}, "ramassage"},
		{ConfigExhaustif{4, 6, Naturelle}, "couleurs × valeurs"},
		{ConfigExhaustif{4, 13, Naturelle}, "couleurs × valeurs"},
		{ConfigExhaustif{1, 16, Naturelle}, "couleurs × valeurs"},
	} {
		err := c.cfg.Valider()
		var e *parametre.Erreur
		switch {
		case c.nom == "" && err != nil:
			t.Errorf("%+v refusée : %v", c.cfg, err)
		case c.nom != "" && (!errors.As(err, &e) || e.Nom != c.nom):
			t.Errorf("%+v : %v, refus de %q attendu", c.cfg, err, c.nom)
		}
	}
	// 4 × 6 has 24!/(4!)⁶ deals: the refusal gives their number and the hours.
	err := ConfigExhaustif{4, 6, Naturelle}.Valider()
	if err == nil || !strings.Contains(err.Error(), "3,25·10¹⁵ donnes") || !strings.Contains(err.Error(), "heures") {
		t.Errorf("4 × 6 : %v", err)
	}
}

// The number of deals of a deck: n!/(c!)^v, by hand for a few.
func TestDonnesExhaustif(t *testing.T) {
	for _, c := range []struct {
		couleurs, valeurs int
		donnes            int64
	}{{2, 2, 6}, {2, 3, 90}, {4, 3, 34650}, {4, 4, 63063000}, {4, 5, 305540235000}, {1, 8, 40320}} {
		if d := (ConfigExhaustif{c.couleurs, c.valeurs, Naturelle}).Donnes(); d != c.donnes {
			t.Errorf("%d × %d : %d donnes, attendu %d", c.couleurs, c.valeurs, d, c.donnes)
		}
	}
}

// bataille_cpp's published longest game of 4 × 4 natural (145 tricks, results/c4v4.txt of its
// repository) replays to 145 under partieSimple.
func TestPlusLongue4x4BatailleCpp(t *testing.T) {
	j1, j2 := []int{1, 3, 2, 2, 1, 2, 1, 4}, []int{4, 4, 3, 4, 1, 2, 3, 3}
	if plis, _, inf, _, _ := partieSimple(j1, j2, naturelles); inf || plis != 145 {
		t.Fatalf("la donne publiée joue %d plis (infinie %v), 145 attendus", plis, inf)
	}
}

// moitieBatailleCpp plays, as bataille_cpp's « explore exhaustive » does, the first
// ⌊d/2⌋ + 1 arrangements of the deck in lexicographic order (d its deals), and returns how many
// never end and the longest finished game.
func moitieBatailleCpp(c ConfigExhaustif) (boucles int64, plusLongue int) {
	j := nouveauJeuEmballe(c.Couleurs, c.Valeurs, c.Ramassage == Optimisee)
	n := c.Cartes()
	cartes := make([]int, 0, n)
	for v := 1; v <= c.Valeurs; v++ {
		for range c.Couleurs {
			cartes = append(cartes, v)
		}
	}
	ordre := make([]uint8, n)
	for i, v := range cartes {
		ordre[i] = uint8(v)
	}
	for range c.Donnes()/2 + 1 {
		for i, v := range ordre {
			cartes[i] = int(v)
		}
		p := j.joue(j.charge(cartes[:n/2], cartes[n/2:]))
		if p.infinie {
			boucles++
		} else {
			plusLongue = max(plusLongue, p.plis)
		}
		if suivanteMultiset(ordre) < 0 {
			break
		}
	}
	return boucles, plusLongue
}

// bataille_cpp's published counts over its half, the first ⌊d/2⌋ + 1 arrangements in
// lexicographic order (results/c4v3.txt and c4v4.txt of its repository): 4 × 3 natural, 388
// loops and a longest game of 37; 4 × 4 natural, 8,235 loops and 145.
func TestMoitieBatailleCpp(t *testing.T) {
	cas := []struct {
		c          ConfigExhaustif
		boucles    int64
		plusLongue int
	}{
		{ConfigExhaustif{4, 3, Naturelle}, 388, 37},
		{ConfigExhaustif{4, 4, Naturelle}, 8235, 145},
	}
	for _, k := range cas {
		if testing.Short() && k.c.Valeurs > 3 { // 31,531,501 deals: a few seconds
			continue
		}
		if b, l := moitieBatailleCpp(k.c); b != k.boucles || l != k.plusLongue {
			t.Errorf("%d × %d %v : %d boucles, plus longue %d ; publiées : %d, %d", k.c.Couleurs, k.c.Valeurs, k.c.Ramassage, b, l, k.boucles, k.plusLongue)
		}
	}
}
