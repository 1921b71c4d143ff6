package bataille

import (
	"fmt"
	"slices"
)

// Verifier checks the outcome of a part that enumerated the items [debut, fin) of c: its deck
// and range, its positions and deals (DonnesDesItems), the outcomes adding up to them with as many wins for
// each player (the mirror of a deal exchanges its winner), the lengths adding up to the finished
// deals, its longest deal replayed by the Moteur to its length, and the periods and cycles
// adding up to the non-ending deals, each cycle replayed to its period.
func (d *DecompteExhaustif) Verifier(c ConfigExhaustif, debut, fin int64) error {
	switch {
	case d.Couleurs != c.Couleurs || d.Valeurs != c.Valeurs || d.Ramassage != c.Ramassage.String():
		return echec(CodeDecompteAutreJeu, d.Couleurs, d.Valeurs, d.Ramassage, c.Couleurs, c.Valeurs, c.Ramassage)
	case d.Debut != debut || d.Fin != fin:
		return echec(CodeDebutFin, d.Debut, d.Fin, debut, fin)
	}
	if positions, donnes := c.DonnesDesItems(debut, fin); d.Positions != positions || d.Donnes != donnes {
		return echec(CodeJoueesDonnes, d.Positions, d.Donnes, debut, fin, positions, donnes)
	}
	total, err := sommeComptes([]string{"j1", "j2", "nulles", "infinies"}, d.J1, d.J2, d.Nulles, d.Infinies)
	if err != nil {
		return err
	}
	if total != d.Donnes || d.J1 != d.J2 {
		return echec(CodeIssues, d.J1, d.J2, d.Nulles, d.Infinies, d.Donnes)
	}
	noms := make([]string, len(d.Durees))
	for i := range noms {
		noms[i] = fmt.Sprintf("durees[%d]", i)
	}
	finies, err := sommeComptes(noms, d.Durees...)
	if err != nil {
		return err
	}
	dernier := len(d.Durees) - 1
	if finies != d.J1+d.J2+d.Nulles || dernier >= 0 && (d.Durees[0] != 0 || d.Durees[dernier] == 0) {
		return echec(CodeDureesFinies, finies, d.J1+d.J2+d.Nulles)
	}
	if err := d.verifierPlusLongue(c, dernier); err != nil {
		return err
	}
	var periodes int64
	noms = noms[:0]
	var comptes []int64
	for p, k := range d.Periodes {
		if p < 1 {
			return echec(CodePeriodeInvalide, k, p)
		}
		noms = append(noms, fmt.Sprintf("periodes[%d]", p))
		comptes = append(comptes, k)
	}
	if periodes, err = sommeComptes(noms, comptes...); err != nil {
		return err
	}
	if periodes != d.Infinies {
		return echec(CodePeriodesInfinies, periodes, d.Infinies)
	}
	return d.verifierCycles(c)
}

// verifierPlusLongue checks that the longest deal is a deal of the deck whose game, replayed by
// the Moteur, lasts DureeMax, the last length counted.
func (d *DecompteExhaustif) verifierPlusLongue(c ConfigExhaustif, dernier int) error {
	if dernier < 0 {
		if d.DureeMax != 0 || len(d.DonneMax) != 0 {
			return echec(CodeDureeMaxSansFinie, d.DureeMax)
		}
		return nil
	}
	if d.DureeMax != dernier || len(d.DonneMax) != c.Cartes() {
		return echec(CodeDureeMaxHorsBornes, d.DureeMax, len(d.DonneMax), dernier, c.Cartes())
	}
	comptes := make([]int, c.Valeurs+1)
	for _, v := range d.DonneMax {
		if v < 1 || v > c.Valeurs || comptes[v] == c.Couleurs {
			return echec(CodeDonneMaxHorsJeu, d.DonneMax)
		}
		comptes[v]++
	}
	h := c.Cartes() / 2
	m := NouveauMoteur(Config{Couleurs: c.Couleurs, Valeurs: c.Valeurs, Regles: Delahaye, Ramassage: [2]Ramassage{c.Ramassage, c.Ramassage}})
	if r := m.Rejoue(d.DonneMax[:h], d.DonneMax[h:], nil, nil); r.Infinie || r.Plis != d.DureeMax {
		return echec(CodeDonneMaxRejouee, d.DonneMax, r.Plis, r.Infinie, d.DureeMax)
	}
	return nil
}

// verifierCycles checks the distinct cycles: sorted, each a position of the deck that the Moteur
// brings back to itself after its period, their deals adding up to the non-ending ones.
func (d *DecompteExhaustif) verifierCycles(c ConfigExhaustif) error {
	if d.CyclesIncomplets {
		if len(d.Cycles) != 0 {
			return echec(CodeCyclesIncomplets, len(d.Cycles))
		}
		return nil
	}
	if len(d.Cycles) > MaxCyclesExhaustif {
		return echec(CodeTropDeCycles, len(d.Cycles), MaxCyclesExhaustif)
	}
	b := bitsCarte(c.Valeurs)
	n := c.Cartes()
	m := NouveauMoteur(Config{Couleurs: c.Couleurs, Valeurs: c.Valeurs, Regles: Delahaye, Ramassage: [2]Ramassage{c.Ramassage, c.Ramassage}})
	var somme int64
	for i, x := range d.Cycles {
		if i > 0 && d.Cycles[i-1].compare(x) >= 0 {
			return echec(CodeCycleDesordre, i)
		}
		if x.N1 < 1 || x.N1 >= n || x.Donnes < 1 || x.Periode < 1 || x.Q1>>(b*uint(x.N1)) != 0 || x.Q2>>(b*uint(n-x.N1)) != 0 {
			return echec(CodeCycleHorsJeu, i)
		}
		j1, j2 := deballePile(x.Q1, x.N1, b), deballePile(x.Q2, n-x.N1, b)
		comptes := make([]int, c.Valeurs+1)
		for _, v := range append(slices.Clone(j1), j2...) {
			if v > c.Valeurs || comptes[v] == c.Couleurs {
				return echec(CodeCycleHorsJeu, i)
			}
			comptes[v]++
		}
		if r := m.Rejoue(j1, j2, nil, nil); !r.Infinie || r.Preperiode != 0 || r.Periode != x.Periode {
			return echec(CodeCycleRejoue, i, x.Periode)
		}
		if somme+x.Donnes < somme {
			return echec(CodeCyclesSomme)
		}
		somme += x.Donnes
	}
	if somme != d.Infinies {
		return echec(CodeCyclesInfinies, somme, d.Infinies)
	}
	return nil
}

// sommeComptes adds non-negative counts without overflow, or says which one is wrong.
func sommeComptes(noms []string, comptes ...int64) (int64, error) {
	var s int64
	for i, k := range comptes {
		if k < 0 {
			return 0, echec(CodeCompteNegatif, noms[i], k)
		}
		if s+k < s {
			return 0, echec(CodeSommeDepasse, noms[i], k)
		}
		s += k
	}
	return s, nil
}
