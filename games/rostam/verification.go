package rostam

import (
	"context"
	"fmt"
	"slices"

	"jeux/parallel"
	"jeux/parametre"
	"jeux/stats"
)

// The checks of partial aggregates: before « jeux fusionne » adds a part, its figures must be
// possible for the range of work items it claims. A hash shows that a file was not truncated or
// edited by hand; these show that what it says can be true.

// sansNom is the refusal of a position by Valider as the reason of a part's failure: its text
// without the parameter's name.
func sansNom(err error) error {
	e := err.(*parametre.Erreur)
	return &parametre.Echec{Code: e.Code, Args: e.Args}
}

// sommeComptes adds non-negative counts without overflow, or says which one is wrong.
func sommeComptes(noms []string, comptes ...int64) (int64, error) {
	var s int64
	for i, c := range comptes {
		if c < 0 {
			return 0, &parametre.Echec{Code: CodeVerifNegatif, Args: []any{noms[i], c}}
		}
		if s+c < s {
			return 0, &parametre.Echec{Code: CodeVerifDebordement, Args: []any{noms[i], c}}
		}
		s += c
	}
	return s, nil
}

// verifierAvec checks the result of a part that enumerated the items [debut, fin) of n cards with
// the options o: its range, its number of deals (DonnesDesItems), the
// outcomes adding up to it, the durations to the finished games, the periods and the distinct
// cycles to the infinite ones, and, replayed here, its longest game and every cycle it lists.
func (d *Decompte) verifierAvec(n int, o OptionsExhaustif, debut, fin int64) error {
	switch {
	case d.N != n:
		return &parametre.Echec{Code: CodeVerifN, Args: []any{d.N, n}}
	case d.Debut != debut || d.Fin != fin:
		return &parametre.Echec{Code: CodeVerifItems, Args: []any{d.Debut, d.Fin, debut, fin}}
	case d.CompterMots != o.CompterMots || d.SansCycles != o.SansCycles:
		return &parametre.Echec{Code: CodeVerifOptions, Args: []any{d.CompterMots, d.SansCycles, o.CompterMots, o.SansCycles}}
	case d.ListerMots != o.ListerMots:
		return &parametre.Echec{Code: CodeVerifListerMots, Args: []any{d.ListerMots, o.ListerMots}}
	}
	if attendu := DonnesDesItems(n, debut, fin); d.Donnes != attendu {
		return &parametre.Echec{Code: CodeVerifDonnes, Args: []any{d.Donnes, debut, fin, attendu}}
	}
	total, err := sommeComptes([]string{"j1", "j2", "infinies"}, d.J1, d.J2, d.Infinies)
	if err != nil {
		return err
	}
	if total != d.Donnes {
		return &parametre.Echec{Code: CodeVerifIssues, Args: []any{total, d.Donnes}}
	}
	noms := make([]string, len(d.Durees))
	for i := range noms {
		noms[i] = fmt.Sprintf("durees[%d]", i)
	}
	finies, err := sommeComptes(noms, d.Durees...)
	if err != nil {
		return err
	}
	if finies != d.J1+d.J2 || len(d.Durees) > 0 && d.Durees[0] != 0 {
		return &parametre.Echec{Code: CodeVerifDurees, Args: []any{finies, min(finies, d.Durees[0]), d.J1 + d.J2}}
	}
	if err := d.verifierPlusLongue(); err != nil {
		return err
	}
	if d.MotsDistincts < 0 || d.MotsDistincts > finies || !d.CompterMots && d.MotsDistincts != 0 {
		return &parametre.Echec{Code: CodeVerifMotsDistincts, Args: []any{d.MotsDistincts, finies}}
	}
	if err := d.verifierCanoniques(); err != nil {
		return err
	}
	var periodes int64
	for p, c := range d.Periodes {
		if p < 1 || c < 1 {
			return &parametre.Echec{Code: CodeVerifPeriodeDonnes, Args: []any{c, p}}
		}
		if periodes+c < periodes {
			return &parametre.Echec{Code: CodeVerifSommePeriodes}
		}
		periodes += c
	}
	if periodes != d.Infinies {
		return &parametre.Echec{Code: CodeVerifPeriodesInfinies, Args: []any{periodes, d.Infinies}}
	}
	return d.verifierCycles()
}

// DonnesDesItems is the number of deals the items [debut, fin) of n cards count. For odd n it
// is TailleItem(n) an item. For even n a deal and the deal with the two piles exchanged play the
// same game, so only the deals whose first card is lower than the first card of player 2's
// pile are played, each counted twice: an item counts 2·(TailleItem/L)·g deals, where its L
// free cards hold player 2's first card (card n/2, free for every n ≤ 18) and g of them are
// higher than the item's first card.
func DonnesDesItems(n int, debut, fin int64) int64 {
	taille := TailleItem(n)
	if n%2 == 1 {
		return (fin - debut) * taille
	}
	libres := min(n-1, cartesParItem)
	var total int64
	for k := debut; k < fin; k++ {
		p := Permutation(n, k*taille)
		g := 0
		for _, c := range p[n-libres:] {
			if c > p[0] {
				g++
			}
		}
		total += 2 * taille / int64(libres) * int64(g)
	}
	return total
}

// verifierPlusLongue checks the longest finished game against the durations, its deal against
// the range, and replays it.
func (d *Decompte) verifierPlusLongue() error {
	longue := 0
	for v, c := range d.Durees {
		if c > 0 {
			longue = v
		}
	}
	if d.J1+d.J2 == 0 {
		if d.DonneMax != -1 || d.DureeMax != 0 {
			return &parametre.Echec{Code: CodeVerifDureeMaxSansFinie, Args: []any{d.DureeMax, d.DonneMax}}
		}
		return nil
	}
	taille := TailleItem(d.N)
	if d.DureeMax != longue || d.DonneMax < d.Debut*taille || d.DonneMax >= d.Fin*taille {
		return &parametre.Echec{Code: CodeVerifDonneMaxHors, Args: []any{d.DureeMax, longue, d.DonneMax, d.Debut * taille, d.Fin * taille}}
	}
	var m Moteur
	if p := m.Joue(d.PositionMax()); p.Infinie || p.Plis != d.DureeMax {
		return &parametre.Echec{Code: CodeVerifDonneMax, Args: []any{d.DonneMax, p.Plis, p.Infinie, d.DureeMax}}
	}
	return nil
}

// verifierCycles checks the distinct cycles: their order, their counts adding up to the
// periods, and, replayed here, that each key is a position of a cycle of its period.
func (d *Decompte) verifierCycles() error {
	if d.SansCycles {
		if len(d.Cycles) != 0 {
			return &parametre.Echec{Code: CodeVerifCyclesEcartes, Args: []any{len(d.Cycles)}}
		}
		return nil
	}
	parPeriode := map[int]int64{}
	var m Moteur
	for i, c := range d.Cycles {
		if i > 0 && d.Cycles[i-1].compare(c.CleCycle) >= 0 {
			return &parametre.Echec{Code: CodeVerifOrdre, Args: []any{i}}
		}
		if c.Donnes < 1 || c.N1 < 0 || c.N1 > d.N {
			return &parametre.Echec{Code: CodeVerifCycleDonnes, Args: []any{i, c.Donnes, c.N1}}
		}
		p := c.CleCycle.Position(d.N)
		if err := p.Valider(); err != nil {
			return &parametre.Echec{Code: CodeVerifCycle, Args: []any{i, sansNom(err)}}
		}
		if r := m.Joue(p); !r.Infinie || r.Preperiode != 0 || r.Periode != c.Periode {
			return &parametre.Echec{Code: CodeVerifJoue, Args: []any{i, r.Preperiode, r.Periode, r.Infinie, c.Periode}}
		}
		parPeriode[c.Periode] += c.Donnes
	}
	for p, c := range d.Periodes {
		if parPeriode[p] != c {
			return &parametre.Echec{Code: CodeVerifParPeriodeDonnes, Args: []any{p, parPeriode[p], c}}
		}
	}
	return nil
}

// verifierComptes checks the tally of a part that played parties random deals: its deck and limit,
// the outcomes adding up to the games, the durations to the finished ones, the periods to the
// others, and the report's counts under the move limit.
func (b *BilanSimulation) verifierComptes(n, limite int, parties int64) error {
	if b.N != n || b.Limite != limite {
		return &parametre.Echec{Code: CodeVerifSimulation, Args: []any{b.N, b.Limite, n, limite}}
	}
	total, err := sommeComptes([]string{"J1", "J2", "Infinies"}, b.J1, b.J2, b.Infinies)
	if err != nil {
		return err
	}
	if b.Parties != parties || total != parties {
		return &parametre.Echec{Code: CodeVerifParties, Args: []any{b.Parties, total, parties}}
	}
	if err := b.Durees.CheckTotal(b.J1+b.J2, 1, stats.MaxCSVValue); err != nil {
		return &parametre.Echec{Code: CodeVerifHistoDurees, Args: []any{err}}
	}
	if err := b.Periodes.CheckTotal(b.Infinies, 1, stats.MaxCSVValue); err != nil {
		return &parametre.Echec{Code: CodeVerifHistoPeriodes, Args: []any{err}}
	}
	sous, err := sommeComptes([]string{"J1Limite", "J2Limite", "Inconnues"}, b.J1Limite, b.J2Limite, b.Inconnues)
	if err != nil {
		return err
	}
	if limite > 0 && sous != parties || limite == 0 && sous != 0 {
		return &parametre.Echec{Code: CodeVerifLimite, Args: []any{sous, parties, limite}}
	}
	return nil
}

// The contract of the parts (cli.Agregat): every aggregate of a sharded computation merges the
// one of the items that follow it, and checks itself against what its range of items implies.

// MaxDistincts is the largest deck whose distinct words and cycles an enumeration counts:
// beyond, their tables would not fit in memory (N = 13 has cycles by the hundred thousand);
// periods always are.
const MaxDistincts = 12

// OptionsPour are the options of the enumeration of n cards on w workers: words and distinct
// cycles counted up to MaxDistincts.
func OptionsPour(n, w int) OptionsExhaustif {
	return OptionsExhaustif{CompterMots: n <= MaxDistincts, SansCycles: n > MaxDistincts, Workers: w}
}

// Enumeration is what an exhaustive enumeration computes: the deals of N cards, with the
// canonical deal of each word recorded when the words are listed (Mots), and the non-ending
// deals played again when they are (Infinies).
type Enumeration struct {
	N              int
	Mots, Infinies bool
}

// Options are the enumeration's options on w workers.
func (e Enumeration) Options(w int) OptionsExhaustif {
	o := OptionsPour(e.N, w)
	o.ListerMots = e.Mots
	return o
}

// EnumererItems plays the work items [debut, fin) of e on opt.Workers goroutines, telling
// opt.Progress of the items finished as they are merged (opt.ChunkSize is ignored).
func (e Enumeration) EnumererItems(ctx context.Context, opt parallel.Options, debut, fin int64) (*Decompte, error) {
	o := e.Options(opt.Workers)
	if avance := opt.Progress; avance != nil {
		// Enumerer tells how many items are done so far; the runner's progress counts each once.
		fait := int64(0)
		o.Progres = func(k int64) { avance(k - fait); fait = k }
	}
	return Enumerer(ctx, e.N, o, debut, fin)
}

// Verifier checks the result of a part that enumerated the items [debut, fin) of e.
func (d *Decompte) Verifier(e Enumeration, debut, fin int64) error {
	return d.verifierAvec(e.N, e.Options(0), debut, fin)
}

// Fusionner adds the deals of src, the work items that follow, to b.
func (b *BilanSimulation) Fusionner(src *BilanSimulation) error {
	b.ajouter(src)
	return nil
}

// Verifier checks the tally of a part of the simulation cfg that played the work items
// [debut, fin).
func (b *BilanSimulation) Verifier(cfg ConfigSimulation, debut, fin int64) error {
	return b.verifierComptes(cfg.N, cfg.Limite, cfg.PartiesDesLots(debut, fin))
}

// verifierCanoniques checks the canonical deals of the words, replayed here: as many as the
// distinct words (half as many for even N), all distinct, each a finished game (won by player 1
// for even N) whose deal is the canonical position of its word (canonique, the plain test).
func (d *Decompte) verifierCanoniques() error {
	if !d.ListerMots {
		if len(d.Canoniques) != 0 {
			return &parametre.Echec{Code: CodeVerifCanoniquesSansMots, Args: []any{len(d.Canoniques)}}
		}
		return nil
	}
	n, poids := d.N, poidsSymetrie(d.N%2 == 0)
	if int64(len(d.Canoniques))*poids != d.MotsDistincts {
		return &parametre.Echec{Code: CodeVerifCanoniques, Args: []any{len(d.Canoniques), d.MotsDistincts}}
	}
	tries := slices.Sorted(slices.Values(d.Canoniques))
	perm := make([]uint8, n)
	for i, rang := range tries {
		if rang < 0 || rang >= Factorielle(n) || i > 0 && rang == tries[i-1] {
			return &parametre.Echec{Code: CodeVerifCanoniqueRang, Args: []any{rang, Factorielle(n)}}
		}
		cartes := Permutation(n, rang)
		for j, c := range cartes {
			perm[j] = uint8(c)
		}
		r := versRapide(Donne(cartes))
		g, _, _, _, _ := joueRapide(r)
		if g == 0 || poids == 2 && g != 1 || !canonique(r, perm) {
			return &parametre.Echec{Code: CodeVerifCanonique, Args: []any{rang, Donne(cartes)}}
		}
	}
	return nil
}

// Valider checks the enumeration: its number of cards, and one list at most, of a deck whose
// list is made (words: MaxDistincts, non-ending deals: MaxListeInfinies).
func (e Enumeration) Valider() error {
	switch err := ValiderN(e.N); {
	case err != nil:
		return err
	case e.Mots && e.Infinies:
		return &parametre.Erreur{Nom: "mots et liste-infinies", Code: CodeUneListe}
	case e.Mots && e.N > MaxDistincts:
		return &parametre.Erreur{Nom: "mots", Code: CodeListeMots, Args: []any{MaxDistincts, e.N}}
	case e.Infinies && e.N > MaxListeInfinies:
		return &parametre.Erreur{Nom: "liste-infinies", Code: CodeListeInfinies, Args: []any{MaxListeInfinies, e.N}}
	}
	return nil
}

// Resultat is the result of the enumeration e, whose whole tally is d: with the list asked for,
// the words (drawn from the tally) or the non-ending deals (played again, streamed), made on
// workers goroutines.
func (e Enumeration) Resultat(ctx context.Context, d *Decompte, workers int, intitule string) (any, error) {
	r := d.Resultat()
	r.Intitule = intitule
	switch {
	case e.Mots:
		mots, err := d.ListeMots(ctx, workers)
		return ResultatMots{ResultatExhaustif: r, Mots: mots}, err
	case e.Infinies:
		l := ResultatInfinies{ResultatExhaustif: r}
		if d.Infinies > 0 { // N = 12 has none: its deals are not played again
			l.DonnesInfinies = ListeInfinies(e.N, workers)
		}
		return l, nil
	}
	return r, nil
}
