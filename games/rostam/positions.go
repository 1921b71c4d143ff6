package rostam

import (
	"context"
	"fmt"
	"maps"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"jeux/internal/langue"
	"jeux/parallel"
	"jeux/parametre"
)

// Every position of N cards, of every pile size: which of them return to themselves, the
// question of Spivey's conjecture (none when N is 2^k or 3·2^k). There are N!·(N−1) of them (the
// N! orders of the cards, cut after any of the first N−1), but none needs to be played but those
// whose card N is on top of player 1's pile, (N−1)!·(N−1) of them:
//
//   - card N never loses a trick, so it never leaves its pile: along a cycle it stays in player
//     1's pile, or in player 2's;
//   - on a cycle every card comes to the top of its pile (a pile is a queue, and a game on a
//     cycle never ends), so a cycle whose card N is in player 1's pile holds a position with N on
//     top of that pile, whose game is the cycle itself: playing those positions meets every such
//     cycle, and no other (a game keeps N in player 1's pile);
//   - exchanging the piles commutes with the trick (the rule treats both players alike), so it
//     maps the cycles with N in player 1's pile one to one onto those with N in player 2's, of the
//     same periods.
//
// So the positions that return to themselves are twice the sum of the periods of the distinct
// cycles met by those games, the distinct cycles twice their number, and there is none at all
// exactly when each of those games ends. The enumeration of the deals (Enumerer) plays them: its
// items of each pile size whose deals start with card N, one pile size after the other.

// MaxPositions is the largest N whose positions EnumererPositions counts for the command: its
// distinct cycles are named; N = 13 would play 5.7·10⁹ positions.
const MaxPositions = 12

// ItemsParTaille is the number of work items of the positions of n cards of each pile size: the
// items of the enumeration of the deals whose first card is n.
func ItemsParTaille(n int) int64 { return Factorielle(n-1) / TailleItem(n) }

// ItemsPositions is the number of work items of the positions of n cards: ItemsParTaille for
// each of the n−1 sizes of player 1's pile, in increasing order.
func ItemsPositions(n int) int64 { return int64(n-1) * ItemsParTaille(n) }

// PositionsJouees is the number of positions the items [debut, fin) of n cards play.
func PositionsJouees(n int, debut, fin int64) int64 { return (fin - debut) * TailleItem(n) }

// DecomptePositions is the outcome of the positions of the work items [Debut, Fin) of N cards
// (ItemsPositions): only integers and the cycles by key, so that merging is adding.
type DecomptePositions struct {
	N     int   `json:"N"`
	Debut int64 `json:"debut"`
	Fin   int64 `json:"fin"`
	// SansCycles says whether the distinct cycles were left out (N above MaxPositions).
	SansCycles bool `json:"sans_cycles"`
	// Positions is the number of positions played (card N on top of player 1's pile), Finies and
	// Infinies those whose game ends and those whose game never ends.
	Positions int64 `json:"positions"`
	Finies    int64 `json:"finies"`
	Infinies  int64 `json:"infinies"`
	// Periodes maps each period to the number of positions played whose game ends in a cycle of it.
	Periodes map[int]int64 `json:"periodes"`
	// Cycles are the distinct cycles the positions played reach, in the order of their keys, each
	// with the number of those positions (Donnes) that reach it.
	Cycles []CycleDecompte `json:"cycles"`
}

// NouveauDecomptePositions returns the empty outcome of the items [debut, debut) of n cards.
func NouveauDecomptePositions(n int, debut int64) *DecomptePositions {
	return &DecomptePositions{N: n, Debut: debut, Fin: debut, Periodes: map[int]int64{}, Cycles: []CycleDecompte{}}
}

// EnumererPositions plays the positions of the work items [debut, fin) of n cards (2 ≤ n ≤
// MaxEnumeration), with the options o of Enumerer (the words are never counted, the distinct
// cycles named unless o.SansCycles). On cancellation of ctx it returns the outcome of the items
// finished in a row from debut, with ctx's error.
func EnumererPositions(ctx context.Context, n int, o OptionsExhaustif, debut, fin int64) (*DecomptePositions, error) {
	if err := ValiderN(n); err != nil {
		return nil, err
	}
	if total := ItemsPositions(n); debut < 0 || fin > total || debut > fin {
		return nil, &parametre.Erreur{Nom: "items", Valeur: strconv.FormatInt(debut, 10), Code: CodeItems, Args: []any{total}}
	}
	parTaille := ItemsParTaille(n)
	premier := NombreItems(n) - parTaille // the items of the deals that start with card n
	total := NouveauDecomptePositions(n, debut)
	total.SansCycles = o.SansCycles
	progres := o.Progres
	o.CompterMots, o.ListerMots = false, false
	for k := debut; k < fin; {
		taille := k / parTaille // player 1 holds taille+1 cards
		finTaille := min(fin, (taille+1)*parTaille)
		o.CartesJ1 = int(taille) + 1
		if progres != nil {
			fait := k - debut
			o.Progres = func(i int64) { progres(fait + i) }
		}
		d, err := Enumerer(ctx, n, o, premier+k-taille*parTaille, premier+finTaille-taille*parTaille)
		if d != nil {
			total.ajoute(d)
		}
		if err != nil {
			return total, err
		}
		k = finTaille
	}
	return total, nil
}

// ajoute adds the outcome of an enumeration of the deals of one pile size, the items that follow.
func (d *DecomptePositions) ajoute(e *Decompte) {
	d.Fin += e.Fin - e.Debut
	d.Positions += e.Donnes
	d.Finies += e.J1 + e.J2
	d.Infinies += e.Infinies
	for p, c := range e.Periodes {
		d.Periodes[p] += c
	}
	d.Cycles = fusionCycles(d.Cycles, e.Cycles)
}

// Fusionner adds src, the items that follow those of d, to d. It refuses a result of another
// deck or options, or one that does not start where d ends.
func (d *DecomptePositions) Fusionner(src *DecomptePositions) error {
	switch {
	case src.N != d.N:
		return &parametre.Echec{Code: CodeFusionPositions, Args: []any{src.N, d.N}}
	case src.SansCycles != d.SansCycles:
		return &parametre.Echec{Code: CodeFusionCycles}
	case src.Debut != d.Fin:
		return &parametre.Echec{Code: CodeFusionSuite, Args: []any{src.Debut, src.Fin, d.Fin}}
	}
	d.Fin = src.Fin
	d.Positions += src.Positions
	d.Finies += src.Finies
	d.Infinies += src.Infinies
	for p, c := range src.Periodes {
		d.Periodes[p] += c
	}
	d.Cycles = fusionCycles(d.Cycles, src.Cycles)
	return nil
}

// verifier checks the outcome of the items [debut, fin) of n cards: its range, its number of
// positions, the outcomes and periods adding up to it, and, replayed here, that each cycle it
// lists is one with card n in player 1's pile, of its period, its smallest position named.
func (d *DecomptePositions) verifier(n int, sansCycles bool, debut, fin int64) error {
	switch {
	case d.N != n:
		return &parametre.Echec{Code: CodeVerifN, Args: []any{d.N, n}}
	case d.Debut != debut || d.Fin != fin:
		return &parametre.Echec{Code: CodeVerifItems, Args: []any{d.Debut, d.Fin, debut, fin}}
	case d.SansCycles != sansCycles:
		return &parametre.Echec{Code: CodeVerifSansCycles, Args: []any{d.SansCycles, sansCycles}}
	}
	if attendu := PositionsJouees(n, debut, fin); d.Positions != attendu {
		return &parametre.Echec{Code: CodeVerifPositions, Args: []any{d.Positions, debut, fin, attendu}}
	}
	if total, err := sommeComptes([]string{"finies", "infinies"}, d.Finies, d.Infinies); err != nil {
		return err
	} else if total != d.Positions {
		return &parametre.Echec{Code: CodeVerifFiniesInfinies, Args: []any{total, d.Positions}}
	}
	var periodes int64
	for p, c := range d.Periodes {
		if p < 1 || c < 1 {
			return &parametre.Echec{Code: CodeVerifPeriodePositions, Args: []any{c, p}}
		}
		if periodes+c < periodes {
			return &parametre.Echec{Code: CodeVerifSommePeriodes}
		}
		periodes += c
	}
	if periodes != d.Infinies {
		return &parametre.Echec{Code: CodeVerifPeriodesInfinies, Args: []any{periodes, d.Infinies}}
	}
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
		if c.Donnes < 1 || c.N1 < 1 || c.N1 >= n || c.Periode < 1 {
			return &parametre.Echec{Code: CodeVerifCyclePositions, Args: []any{i, c.Donnes, c.N1, c.Periode}}
		}
		p := c.CleCycle.Position(n)
		if err := p.Valider(); err != nil {
			return &parametre.Echec{Code: CodeVerifCycle, Args: []any{i, sansNom(err)}}
		}
		if !slices.Contains(p.J1, n) {
			return &parametre.Echec{Code: CodeVerifCarteN, Args: []any{i, n, p}}
		}
		if r := m.Joue(p); !r.Infinie || r.Preperiode != 0 || r.Periode != c.Periode {
			return &parametre.Echec{Code: CodeVerifJoue, Args: []any{i, r.Preperiode, r.Periode, r.Infinie, c.Periode}}
		}
		if cleMinimale(p, c.Periode) != c.CleCycle {
			return &parametre.Echec{Code: CodeVerifMinimale, Args: []any{i, p}}
		}
		parPeriode[c.Periode] += c.Donnes
	}
	for p, c := range d.Periodes {
		if parPeriode[p] != c {
			return &parametre.Echec{Code: CodeVerifParPeriodePositions, Args: []any{p, parPeriode[p], c}}
		}
	}
	return nil
}

// cleMinimale returns the key of the smallest position of the cycle of period lam through p.
func cleMinimale(p Position, lam int) CleCycle {
	n := p.N()
	var s etat
	for i, c := range p.J1 {
		s.q1 |= uint64(c-1) << (4 * uint(i))
	}
	for i, c := range p.J2 {
		s.q2 |= uint64(c-1) << (4 * uint(i))
	}
	s.n1 = len(p.J1)
	cle := s.cle(n)
	for range lam {
		s.q1, s.q2, s.n1 = pli16(s.q1, s.q2, s.n1, n)
		if k := s.cle(n); k.compare(cle) < 0 {
			cle = k
		}
	}
	return cle
}

// Positions is the command that counts the positions of N cards that return to themselves.
type Positions struct{ N int }

// Valider checks N: from 2 to MaxPositions; a larger N is refused with the positions it would
// play and their cost at the measured speed.
func (c Positions) Valider() error {
	switch {
	case c.N < 2:
		return &parametre.Erreur{Nom: "N", Valeur: strconv.Itoa(c.N), Code: CodePositionsN, Args: []any{MaxPositions}}
	case c.N > MaxEnumeration:
		return &parametre.Erreur{Nom: "N", Valeur: strconv.Itoa(c.N), Code: CodePositions64, Args: []any{MaxPositions, MaxEnumeration}}
	case c.N > MaxPositions:
		jouees := PositionsJouees(c.N, 0, ItemsPositions(c.N))
		// The processor time in minutes below two hours, in hours beyond.
		code, duree := CodePositionsMinutes, float64(jouees)*nsParPosition/1e9/60
		if duree >= 120 {
			code, duree = CodePositionsHeures, duree/60
		}
		return &parametre.Erreur{Nom: "N", Valeur: strconv.Itoa(c.N), Code: code, Args: []any{MaxPositions, c.N, grand(jouees), duree, nsParPosition}}
	}
	return nil
}

// nsParPosition is the processor time a position of 13 to 16 cards takes on the eight lanes,
// measured (docs/rostam.md, "Every position"), for the cost Valider gives.
const nsParPosition = 30

// grand is a large count written a,b·10^k: with a decimal comma in French (String), a decimal
// point in English (Texte, which the command line calls).
type grand int64

func (g grand) String() string { return ecritGrand(int64(g)) }

// Texte is the count in the language l.
func (g grand) Texte(l langue.Langue) string {
	if l == langue.Francais {
		return g.String()
	}
	return strings.Replace(g.String(), ",", ".", 1)
}

// ecritGrand writes x as a,b·10^k.
func ecritGrand(x int64) string {
	k := 0
	f := float64(x)
	for f >= 10 {
		f /= 10
		k++
	}
	exposants := []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")
	e := ""
	for _, c := range strconv.Itoa(k) {
		e += string(exposants[c-'0'])
	}
	return strings.Replace(strconv.FormatFloat(f, 'f', 1, 64), ".", ",", 1) + "·10" + e
}

// Items is the number of work items of c.
func (c Positions) Items() int64 { return ItemsPositions(c.N) }

// EnumererItems plays the work items [debut, fin) of c on opt.Workers goroutines, telling
// opt.Progress of the items finished (opt.ChunkSize is ignored).
func (c Positions) EnumererItems(ctx context.Context, opt parallel.Options, debut, fin int64) (*DecomptePositions, error) {
	o := OptionsExhaustif{Workers: opt.Workers}
	if avance := opt.Progress; avance != nil {
		fait := int64(0)
		o.Progres = func(k int64) { avance(k - fait); fait = k }
	}
	return EnumererPositions(ctx, c.N, o, debut, fin)
}

// Verifier checks the result of a part that played the items [debut, fin) of c.
func (d *DecomptePositions) Verifier(c Positions, debut, fin int64) error {
	return d.verifier(c.N, false, debut, fin)
}

// ResultatPositions answers, for every position of N cards, which return to themselves.
type ResultatPositions struct {
	N int `json:"N"`
	// Positions is N!·(N−1); Jouees those played, card N on top of player 1's pile, and
	// InfiniesJouees those of them whose game never ends.
	Positions      int64 `json:"positions"`
	Jouees         int64 `json:"jouees" titre:"jouées (carte N en haut de la pile 1)"`
	InfiniesJouees int64 `json:"infinies_jouees" titre:"jouées qui ne finissent pas"`
	// SurCycle is the number of positions that return to themselves, Cycles their distinct cycles.
	SurCycle int64 `json:"sur_cycle" titre:"positions qui reviennent à elles-mêmes"`
	Cycles   int64 `json:"cycles" titre:"cycles distincts"`
	// Exemple is the smallest position of the first cycle in key order, when there is one.
	Exemple        *string `json:"exemple" titre:"exemple (plus petite position de son cycle)"`
	PeriodeExemple *int    `json:"periode_exemple" titre:"sa période"`
	Spivey         string  `json:"spivey" titre:"conjecture de Spivey"`
	// PhraseSpivey is Spivey, which the command line writes in the user's language.
	PhraseSpivey Phrase `json:"-"`
	// Periodes gives, for each period, the positions on the cycles of that period.
	Periodes []Effectif `json:"periodes" titre:"positions qui reviennent à elles-mêmes, par période"`
	// Intitule heads the first table: the command line writes it, in the user's language.
	Intitule string `json:"-"`
}

// Titre heads the first table.
func (r ResultatPositions) Titre() string { return r.Intitule }

// Resultat gives the answer of a complete count: the positions on the cycles met are twice the
// sum of their periods, with the mirror cycles (see the top of this file).
func (d *DecomptePositions) Resultat() ResultatPositions {
	n := d.N
	r := ResultatPositions{N: n, Positions: Factorielle(n) * int64(n-1), Jouees: d.Positions, InfiniesJouees: d.Infinies,
		Cycles: 2 * int64(len(d.Cycles)), Periodes: []Effectif{}}
	parPeriode := map[int]int64{}
	for _, c := range d.Cycles {
		r.SurCycle += 2 * int64(c.Periode)
		parPeriode[c.Periode] += 2 * int64(c.Periode)
	}
	for _, p := range slices.Sorted(maps.Keys(parPeriode)) {
		r.Periodes = append(r.Periodes, Effectif{p, parPeriode[p]})
	}
	if len(d.Cycles) > 0 {
		s, p := d.Cycles[0].Position(n).String(), d.Cycles[0].Periode
		r.Exemple, r.PeriodeExemple = &s, &p
	}
	k := bits.TrailingZeros(uint(n))
	forme := ""
	switch n >> k {
	case 1:
		forme = fmt.Sprintf("2^%d", k)
	case 3:
		forme = fmt.Sprintf("3·2^%d", k)
	}
	switch {
	case forme != "" && r.SurCycle == 0:
		r.PhraseSpivey = Phrase{CodeSpiveyConfirmee, []any{n, forme}}
	case forme != "":
		r.PhraseSpivey = Phrase{CodeSpiveyRefutee, []any{n, forme}}
	case r.SurCycle == 0:
		r.PhraseSpivey = Phrase{CodeSpiveyContreTheoreme, []any{n}}
	default:
		r.PhraseSpivey = Phrase{CodeSpiveyTheoreme, []any{n}}
	}
	return r
}
