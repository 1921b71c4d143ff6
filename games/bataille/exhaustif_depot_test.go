package bataille

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// resultatDepot is what the tests read of a published enumeration (resultats/bataille-exhaustif).
type resultatDepot struct {
	Couleurs  int    `json:"couleurs"`
	Valeurs   int    `json:"valeurs"`
	Ramassage string `json:"ramassage"`
	Donnes    int64  `json:"donnes"`
	Positions int64  `json:"positions"`
	J1        int64  `json:"j1"`
	J2        int64  `json:"j2"`
	Nulles    int64  `json:"nulles"`
	Infinies  int64  `json:"infinies"`
	DureeMax  int    `json:"duree_max"`
	J1Max     string `json:"j1_max"`
	J2Max     string `json:"j2_max"`
	Durees    []struct {
		Duree    int   `json:"duree"`
		Effectif int64 `json:"effectif"`
	} `json:"durees"`
	Periodes []struct {
		Periode int   `json:"periode"`
		Donnes  int64 `json:"donnes"`
	} `json:"periodes"`
	Cycles []struct {
		J1      string `json:"j1"`
		J2      string `json:"j2"`
		Periode int    `json:"periode"`
		Donnes  int64  `json:"donnes"`
	} `json:"cycles"`
}

// The published enumerations, checked by means apart from the enumeration: the number of deals
// by the formula n!/(c!)^v and, up to 10⁹ deals, the positions played by DonnesDesItems, the outcomes adding up, the
// longest deal and every cycle replayed by partieSimple, and, for the decks of at most 200,000
// deals, every figure against every deal counted one by one. 4 × 4's longest games are bataille_cpp's:
// 145 tricks natural, from its published deal, and 102 optimised; 4 × 5's, 453 and 316.
func TestExhaustifsDuDepot(t *testing.T) {
	fichiers, _ := filepath.Glob(filepath.Join("..", "..", "resultats", "bataille-exhaustif", "*.json"))
	entiers, _ := filepath.Glob(filepath.Join("..", "..", "resultats", "bataille-exhaustif", "*", "resultat.json"))
	fichiers = append(fichiers, entiers...)
	if len(fichiers) == 0 {
		t.Skip("aucun résultat publié dans resultats/bataille-exhaustif")
	}
	vus := map[string]bool{}
	for _, f := range fichiers {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var r resultatDepot
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%s : %v", f, err)
		}
		mode, err := LireRamassage(r.Ramassage)
		if err != nil {
			t.Fatalf("%s : %v", f, err)
		}
		c := ConfigExhaustif{r.Couleurs, r.Valeurs, mode}
		vus[filepath.Base(f)] = true
		if r.Donnes != c.Donnes() {
			t.Errorf("%s : %d donnes, la formule en donne %d", f, r.Donnes, c.Donnes())
		}
		// Recounting the positions costs 25 s for 4 × 5.
		if c.Donnes() <= 1e9 {
			if positions, _ := c.DonnesDesItems(0, int64(len(c.ItemsExhaustif()))); r.Positions != positions {
				t.Errorf("%s : %d positions jouées, %d attendues", f, r.Positions, positions)
			}
		}
		var finies, somme int64
		for _, d := range r.Durees {
			finies += d.Effectif
			somme = max(somme, int64(d.Duree))
		}
		if r.J1 != r.J2 || r.J1+r.J2+r.Nulles+r.Infinies != r.Donnes || finies != r.J1+r.J2+r.Nulles || somme != int64(r.DureeMax) {
			t.Errorf("%s : les comptes ne s'ajoutent pas (%+v)", f, r)
		}
		modes := [2]Ramassage{mode, mode}
		if r.J1Max != "" {
			j1, j2 := lire(t, r.J1Max), lire(t, r.J2Max)
			if plis, _, inf, _, _ := partieSimple(j1, j2, modes); inf || plis != r.DureeMax {
				t.Errorf("%s : la plus longue %v / %v joue %d plis, pas %d", f, j1, j2, plis, r.DureeMax)
			}
		}
		var infinies int64
		for _, x := range r.Cycles {
			j1, j2 := lire(t, x.J1), lire(t, x.J2)
			if _, _, inf, pre, per := partieSimple(j1, j2, modes); !inf || pre != 0 || per != x.Periode {
				t.Errorf("%s : le cycle %v / %v n'est pas de période %d", f, j1, j2, x.Periode)
			}
			infinies += x.Donnes
		}
		if infinies != r.Infinies {
			t.Errorf("%s : les cycles comptent %d donnes infinies, pas %d", f, infinies, r.Infinies)
		}
		if c.Donnes() <= 200_000 {
			s := compteSimple(c.Couleurs, c.Valeurs, mode)
			if s.j1 != r.J1 || s.j2 != r.J2 || s.nulles != r.Nulles || s.infinies != r.Infinies || s.dureeMax != r.DureeMax {
				t.Errorf("%s : %+v, donne par donne %+v", f, r, s)
			}
		}
		if c.Couleurs == 4 && c.Valeurs == 5 {
			// bataille_cpp over its half: natural, no loop and 453 tricks; optimised, 316.
			attendu := map[Ramassage]int{Naturelle: 453, Optimisee: 316}[mode]
			if r.DureeMax != attendu || mode == Naturelle && r.Infinies != 0 {
				t.Errorf("%s : plus longue %d, %d infinies ; bataille_cpp publie %d", f, r.DureeMax, r.Infinies, attendu)
			}
		}
		if c.Couleurs == 4 && c.Valeurs == 4 {
			attendu := map[Ramassage]int{Naturelle: 145, Optimisee: 102}[mode]
			if r.DureeMax != attendu {
				t.Errorf("%s : plus longue %d, bataille_cpp en publie une de %d", f, r.DureeMax, attendu)
			}
			if mode == Naturelle && (!slices.Equal(lire(t, r.J1Max), []int{1, 3, 2, 2, 1, 2, 1, 4}) || !slices.Equal(lire(t, r.J2Max), []int{4, 4, 3, 4, 1, 2, 3, 3})) {
				t.Errorf("%s : la plus longue %s / %s n'est pas la donne publiée par bataille_cpp", f, r.J1Max, r.J2Max)
			}
		}
	}
	for _, nom := range []string{"4x4-naturelle.json", "4x4-optimisee.json"} {
		if !vus[nom] {
			t.Errorf("%s absent de resultats/bataille-exhaustif", nom)
		}
	}
}
