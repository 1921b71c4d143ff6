package bataille

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"jeux/internal/langue"
	"jeux/parallel"
	"jeux/parametre"
)

// The exhaustive enumeration plays every deal of a small deck under the open War of
// docs/regles.md §1.3, both players picking up by the same mode, natural or optimised. A deal is
// an arrangement of the deck's multiset (cards of one value are alike), split in half, the first
// half player 1's. Exchanging the piles exchanges the players and nothing else: the rules treat
// both alike, and a trick's table, [lower, higher] per duel, does not depend on who played
// which card. So only the deals whose player 1 pile is lexicographically at most player 2's are
// played: one with different piles counts for itself and its mirror (the winner exchanged, the
// same length, the mirrored cycle), one with equal piles for itself. No other relabelling is a
// symmetry: the game compares values, so only an order-preserving map of the values keeps it,
// and on the values 1..v that map is the identity.
//
// The work items are the prefixes of player 1's pile of longueurPrefixe cards, in
// lexicographic order; item k plays the deals with prefix k whose player 1 pile is at most
// player 2's, and counts the mirrors of those it plays. The list depends only on the deck.

// MaxDonnesExhaustif bounds the deals of a deck the enumeration accepts: 4 × 5 has 3.06·10¹¹.
const MaxDonnesExhaustif = 4e11

// DonnesParSeconde is the speed the refusal of a deck too large quotes: deals counted a second
// on one core (each played deal counts with its mirror), measured by BenchmarkExhaustif4x5Naturelle
// on an idle Zen 4 (228 ns a deal played, docs/performance.md, 28 November 2026): the largest deck
// accepted, whose games are the longest, so that a larger deck's hours are not underestimated.
const DonnesParSeconde = 8.8e6

// MaxCyclesExhaustif bounds the distinct cycles an enumeration lists; past it only the periods
// are kept (CyclesIncomplets).
const MaxCyclesExhaustif = 100_000

// ConfigExhaustif is a deck to enumerate and its pick-up mode, natural or optimised.
type ConfigExhaustif struct {
	Couleurs, Valeurs int
	Ramassage         Ramassage
}

// Cartes is the number of cards of the deck.
func (c ConfigExhaustif) Cartes() int { return c.Couleurs * c.Valeurs }

// Donnes is the number of deals of the deck, n!/(c!)^v, or 0 when it does not fit an int64.
func (c ConfigExhaustif) Donnes() int64 {
	comptes := make([]int, c.Valeurs)
	for i := range comptes {
		comptes[i] = c.Couleurs
	}
	return multinomial(comptes)
}

// Valider reports why the deck cannot be enumerated: no cards, an odd deck, a pick-up mode
// other than natural or optimised, or too many deals (with their number and the time they
// would take at DonnesParSeconde).
func (c ConfigExhaustif) Valider() error {
	switch {
	case c.Couleurs < 1:
		return &parametre.Erreur{Nom: "couleurs", Valeur: strconv.Itoa(c.Couleurs), Code: CodeAuMoinsUneCouleur}
	case c.Valeurs < 1:
		return &parametre.Erreur{Nom: "valeurs", Valeur: strconv.Itoa(c.Valeurs), Code: CodeAuMoinsUneValeur}
	case c.Ramassage != Naturelle && c.Ramassage != Optimisee:
		return &parametre.Erreur{Nom: "ramassage", Valeur: c.Ramassage.String(), Code: CodeRamassageExhaustif}
	}
	jeu := fmt.Sprintf("%d × %d", c.Couleurs, c.Valeurs)
	if c.Couleurs > 64 || c.Valeurs > 64 || c.Cartes()%2 != 0 || c.Cartes() < 2 {
		return &parametre.Erreur{Nom: "couleurs × valeurs", Valeur: jeu, Code: CodeJeuPair}
	}
	d := c.Donnes()
	if d == 0 || float64(d) > MaxDonnesExhaustif || uint(c.Cartes())*bitsCarte(c.Valeurs) > 64 {
		if d == 0 {
			return &parametre.Erreur{Nom: "couleurs × valeurs", Valeur: jeu, Code: CodeExhaustifHorsEntier, Args: []any{Scientifique(MaxDonnesExhaustif)}}
		}
		return &parametre.Erreur{Nom: "couleurs × valeurs", Valeur: jeu, Code: CodeExhaustifTropGrand, Args: []any{Scientifique(MaxDonnesExhaustif),
			Scientifique(float64(d)), Scientifique(float64(d) / DonnesParSeconde / 3600), Scientifique(DonnesParSeconde)}}
	}
	return nil
}

// Scientifique is a number of a refusal written with three significant digits, 3,25·10¹⁵ in
// French (String) and 3.25·10¹⁵ in English (Texte).
type Scientifique float64

// Texte is the number in the language l: a decimal point in English.
func (x Scientifique) Texte(l langue.Langue) string {
	if l == langue.Francais {
		return x.String()
	}
	return strings.Replace(x.String(), ",", ".", 1)
}

// String is the number in French, with a decimal comma.
func (x Scientifique) String() string {
	m, e, _ := strings.Cut(strconv.FormatFloat(float64(x), 'e', 2, 64), "e")
	m = strings.TrimSuffix(strings.TrimSuffix(strings.Replace(m, ".", ",", 1), "0"), "0")
	m = strings.TrimSuffix(m, ",")
	k, _ := strconv.Atoi(e)
	if k == 0 {
		return m
	}
	exposant := []rune(strconv.Itoa(k))
	for i, r := range exposant {
		exposant[i] = []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[r-'0']
		if r == '-' {
			exposant[i] = '⁻'
		}
	}
	return m + "·10" + string(exposant)
}

// longueurPrefixe is the length of the prefixes that name the work items of a deck of n cards:
// a dozen cards are left to each item (4 × 5: about 380,000 items of 800,000 deals).
func longueurPrefixe(n int) int { return min(n/2, max(1, n-12)) }

// PrefixesExhaustif lists the work items of the deck: the prefixes of player 1's pile, values
// from 0, in lexicographic order.
func (c ConfigExhaustif) PrefixesExhaustif() [][]uint8 {
	p := longueurPrefixe(c.Cartes())
	comptes := make([]int, c.Valeurs)
	for i := range comptes {
		comptes[i] = c.Couleurs
	}
	var l [][]uint8
	pre := make([]uint8, 0, p)
	var place func()
	place = func() {
		if len(pre) == p {
			l = append(l, slices.Clone(pre))
			return
		}
		for v := range comptes {
			if comptes[v] > 0 {
				comptes[v]--
				pre = append(pre, uint8(v))
				place()
				pre = pre[:len(pre)-1]
				comptes[v]++
			}
		}
	}
	place()
	return l
}

// multinomial is the number of arrangements of the multiset with comptes[v] cards of value v,
// or 0 when it exceeds an int64.
func multinomial(comptes []int) int64 {
	r := int64(1)
	n := int64(0)
	for _, k := range comptes {
		for i := 1; i <= k; i++ {
			n++
			// r·n/i is an integer: r·C(n, i) built one factor at a time.
			if r > (1<<63-1)/n {
				return 0
			}
			r = r * n / int64(i)
		}
	}
	return r
}

// CycleExhaustif is a distinct cycle reached by some deals, named by its smallest position
// (player 1's packed pile, then player 2's, then player 1's count, compared in that order).
type CycleExhaustif struct {
	Q1      uint64 `json:"q1"`
	Q2      uint64 `json:"q2"`
	N1      int    `json:"n1"`
	Periode int    `json:"periode"`
	Donnes  int64  `json:"donnes"`
}

func (a CycleExhaustif) compare(b CycleExhaustif) int {
	return cmp.Or(cmp.Compare(a.Q1, b.Q1), cmp.Compare(a.Q2, b.Q2), cmp.Compare(a.N1, b.N1))
}

// DecompteExhaustif is the outcome of the deals of the work items [Debut, Fin) of a deck: only
// integers, so that merging is adding and the result is the same whatever the split.
type DecompteExhaustif struct {
	Couleurs  int    `json:"couleurs"`
	Valeurs   int    `json:"valeurs"`
	Ramassage string `json:"ramassage"`
	Debut     int64  `json:"debut"`
	Fin       int64  `json:"fin"`
	// Donnes counts the deals the items stand for (a played deal with different piles and its
	// mirror, a deal with equal piles), Jouees the deals played.
	Donnes   int64 `json:"donnes"`
	Jouees   int64 `json:"jouees"`
	J1       int64 `json:"j1"`
	J2       int64 `json:"j2"`
	Nulles   int64 `json:"nulles"`
	Infinies int64 `json:"infinies"`
	// Durees[d] counts the finished deals lasting d tricks.
	Durees []int64 `json:"durees"`
	// DureeMax is the longest finished game and DonneMax the first played deal lasting it,
	// player 1's cards then player 2's, values from 1 (empty when no deal is finished).
	DureeMax int   `json:"duree_max"`
	DonneMax []int `json:"donne_max"`
	// Periodes maps each period to the number of deals whose game ends in a cycle of it.
	Periodes map[int]int64 `json:"periodes"`
	// CyclesIncomplets says that the distinct cycles were more than MaxCyclesExhaustif: Cycles
	// is then empty.
	CyclesIncomplets bool             `json:"cycles_incomplets"`
	Cycles           []CycleExhaustif `json:"cycles"`
}

// NouveauDecompteExhaustif returns the empty outcome of the items [debut, debut) of c.
func NouveauDecompteExhaustif(c ConfigExhaustif, debut int64) *DecompteExhaustif {
	return &DecompteExhaustif{Couleurs: c.Couleurs, Valeurs: c.Valeurs, Ramassage: c.Ramassage.String(),
		Debut: debut, Fin: debut, Durees: []int64{}, DonneMax: []int{}, Periodes: map[int]int64{}, Cycles: []CycleExhaustif{}}
}

// Fusionner adds src, the items that follow those of d, to d.
func (d *DecompteExhaustif) Fusionner(src *DecompteExhaustif) error {
	switch {
	case src.Couleurs != d.Couleurs || src.Valeurs != d.Valeurs || src.Ramassage != d.Ramassage:
		return echec(CodeFusionAutreDecompte, src.Couleurs, src.Valeurs, src.Ramassage, d.Couleurs, d.Valeurs, d.Ramassage)
	case src.Debut != d.Fin:
		return echec(CodeFusionNeSuitPas, src.Debut, src.Fin, d.Fin)
	}
	d.Fin = src.Fin
	d.Donnes += src.Donnes
	d.Jouees += src.Jouees
	d.J1 += src.J1
	d.J2 += src.J2
	d.Nulles += src.Nulles
	d.Infinies += src.Infinies
	if len(src.Durees) > len(d.Durees) {
		d.Durees = append(d.Durees, make([]int64, len(src.Durees)-len(d.Durees))...)
	}
	for i, k := range src.Durees {
		d.Durees[i] += k
	}
	if src.DureeMax > d.DureeMax {
		d.DureeMax, d.DonneMax = src.DureeMax, slices.Clone(src.DonneMax)
	}
	for p, k := range src.Periodes {
		d.Periodes[p] += k
	}
	d.CyclesIncomplets = d.CyclesIncomplets || src.CyclesIncomplets
	if !d.CyclesIncomplets {
		d.Cycles = fusionCyclesExhaustif(d.Cycles, src.Cycles)
	}
	if d.CyclesIncomplets || len(d.Cycles) > MaxCyclesExhaustif {
		d.CyclesIncomplets, d.Cycles = true, []CycleExhaustif{}
	}
	return nil
}

// fusionCyclesExhaustif merges two lists sorted by position, adding the deals of a cycle in both.
func fusionCyclesExhaustif(a, b []CycleExhaustif) []CycleExhaustif {
	if len(b) == 0 {
		return a
	}
	r := make([]CycleExhaustif, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i].compare(b[j]) < 0:
			r = append(r, a[i])
			i++
		case i == len(a) || b[j].compare(a[i]) < 0:
			r = append(r, b[j])
			j++
		default:
			c := a[i]
			c.Donnes += b[j].Donnes
			r = append(r, c)
			i++
			j++
		}
	}
	return r
}

// EnumererExhaustif plays the work items [debut, fin) of c on workers goroutines; progres, when
// set, is told of each item merged. On cancellation of ctx it stops within an item's work and
// returns the items finished in a row from debut, with ctx's error.
func EnumererExhaustif(ctx context.Context, c ConfigExhaustif, workers int, progres func(int64), debut, fin int64) (*DecompteExhaustif, error) {
	if err := c.Valider(); err != nil {
		return nil, err
	}
	prefixes := c.PrefixesExhaustif()
	if debut < 0 || fin > int64(len(prefixes)) || debut > fin {
		return nil, &parametre.Erreur{Nom: "items", Valeur: strconv.FormatInt(debut, 10), Code: CodeIntervalle, Args: []any{len(prefixes)}}
	}
	total := NouveauDecompteExhaustif(c, debut)
	_, _ = parallel.RunOrdered(ctx, workers, debut, fin,
		func() *enumerateurExhaustif { return nouvelEnumerateurExhaustif(c) },
		func(e *enumerateurExhaustif, k int64) (*DecompteExhaustif, bool) {
			r := e.item(ctx, k, prefixes[k])
			return r, r != nil
		},
		func(_ int64, s *DecompteExhaustif) {
			if err := total.Fusionner(s); err != nil {
				panic("bataille: " + err.Error())
			}
			if progres != nil {
				progres(1)
			}
		})
	if total.Fin < fin {
		return total, ctx.Err()
	}
	return total, nil
}

// enumerateurExhaustif plays items, one goroutine each.
type enumerateurExhaustif struct {
	cfg     ConfigExhaustif
	jeu     jeuEmballe
	plis    []int64 // durations of the item under way
	comptes []int   // cards of each value, for debutJ2
	// cycles of the item under way, by smallest position.
	cycles map[etatEmballe]*CycleExhaustif
}

func nouvelEnumerateurExhaustif(c ConfigExhaustif) *enumerateurExhaustif {
	return &enumerateurExhaustif{cfg: c, jeu: nouveauJeuEmballe(c.Couleurs, c.Valeurs, c.Ramassage == Optimisee),
		cycles: map[etatEmballe]*CycleExhaustif{}, comptes: make([]int, c.Valeurs)}
}

// item plays the deals of the prefix pre, or returns nil if ctx was cancelled under way.
func (e *enumerateurExhaustif) item(ctx context.Context, k int64, pre []uint8) *DecompteExhaustif {
	j := &e.jeu
	n, h, b := j.n, j.n/2, j.b
	r := NouveauDecompteExhaustif(e.cfg, k)
	r.Fin = k + 1
	cartes := make([]uint8, 0, n)
	cartes = append(cartes, pre...)
	comptes := make([]int, e.cfg.Valeurs)
	for v := range comptes {
		comptes[v] = e.cfg.Couleurs
	}
	for _, v := range pre {
		comptes[v]--
	}
	for v, c := range comptes {
		for range c {
			cartes = append(cartes, uint8(v))
		}
	}
	clear(e.cycles)
	var plusLongue struct {
		plis   int
		q0     uint64
		q1     uint64
		trouve bool
	}
	compteur := 0
	for {
		// Player 1's pile is cartes[:h]: player 2's starts at the smallest arrangement of its
		// cards that is not below it, and goes up from there.
		egale, ok := e.debutJ2(cartes, h)
		if ok {
			q0, q1 := emballe8(cartes[:h], b), emballe8(cartes[h:], b)
			poids := int64(1)
			if !egale {
				poids = 2
			}
			for {
				compteur++
				if compteur&0xfff == 0 && ctx.Err() != nil {
					return nil
				}
				r.Jouees++
				r.Donnes += poids
				p := j.joue(etatEmballe{q0, q1, h})
				switch {
				case p.infinie:
					r.Infinies += poids
					r.Periodes[p.periode] += poids
					e.compteCycle(p.cycle, p.periode, poids)
				default:
					for p.plis >= len(e.plis) {
						e.plis = append(e.plis, make([]int64, len(e.plis)+64)...)
					}
					e.plis[p.plis] += poids
					switch p.gagnant {
					case 0:
						r.Nulles += poids
					case 1:
						r.J1++
						r.J2 += poids - 1
					default:
						r.J2++
						r.J1 += poids - 1
					}
					if p.plis > plusLongue.plis {
						plusLongue.plis, plusLongue.q0, plusLongue.q1, plusLongue.trouve = p.plis, q0, q1, true
					}
				}
				poids = 2
				i := suivanteMultiset(cartes[h:])
				if i < 0 {
					break
				}
				d := b * uint(i)
				q1 = q1&(1<<d-1) | emballe8(cartes[h+i:], b)<<d
			}
		}
		// The next player 1 pile: player 2's cards in decreasing order are the last
		// arrangement of those that follow it.
		slices.Sort(cartes[h:])
		slices.Reverse(cartes[h:])
		if suivanteMultiset(cartes[len(pre):]) < 0 {
			break
		}
	}
	fin := len(e.plis)
	for fin > 0 && e.plis[fin-1] == 0 {
		fin--
	}
	r.Durees = slices.Clone(e.plis[:fin])
	clear(e.plis)
	if plusLongue.trouve {
		r.DureeMax = plusLongue.plis
		r.DonneMax = append(deballePile(plusLongue.q0, h, b), deballePile(plusLongue.q1, h, b)...)
	}
	for _, c := range e.cycles {
		r.Cycles = append(r.Cycles, *c)
	}
	slices.SortFunc(r.Cycles, CycleExhaustif.compare)
	if len(r.Cycles) > MaxCyclesExhaustif {
		r.CyclesIncomplets, r.Cycles = true, []CycleExhaustif{}
	}
	return r
}

// compteCycle counts poids deals ending on the cycle through s, of period lambda: a played deal
// with different piles counts once on its cycle and once on the mirrored one.
func (e *enumerateurExhaustif) compteCycle(s etatEmballe, lambda int, poids int64) {
	cle, miroir := e.jeu.plusPetites(s, lambda)
	ajoute := func(c etatEmballe) {
		x, ok := e.cycles[c]
		if !ok {
			x = &CycleExhaustif{Q1: c.q0, Q2: c.q1, N1: c.n0, Periode: lambda}
			e.cycles[c] = x
		}
		x.Donnes++
	}
	ajoute(cle)
	if poids == 2 {
		ajoute(miroir)
	}
}

// plusPetites returns the smallest position of the cycle through s, of period lambda, and the
// smallest of the mirrored cycle (the piles exchanged).
func (j *jeuEmballe) plusPetites(s etatEmballe, lambda int) (cle, miroir etatEmballe) {
	moins := func(a, b etatEmballe) bool {
		return cmp.Or(cmp.Compare(a.q0, b.q0), cmp.Compare(a.q1, b.q1), cmp.Compare(a.n0, b.n0)) < 0
	}
	cle, miroir = s, etatEmballe{s.q1, s.q0, j.n - s.n0}
	for range lambda - 1 {
		s = j.pli(s)
		if moins(s, cle) {
			cle = s
		}
		if m := (etatEmballe{s.q1, s.q0, j.n - s.n0}); moins(m, miroir) {
			miroir = m
		}
	}
	return cle, miroir
}

// pli plays one trick of a game that goes on.
func (j *jeuEmballe) pli(s etatEmballe) etatEmballe {
	a, c := s.q0&j.masque, s.q1&j.masque
	if a == c {
		q0, q1, n0, _, _ := j.bataille(s.q0, s.q1, s.n0)
		return etatEmballe{q0, q1, n0}
	}
	q0, q1, n0 := s.q0>>j.b, s.q1>>j.b, s.n0
	paire := max(a, c) | min(a, c)<<j.b
	if c > a {
		q1 |= paire << (j.b * uint(j.n-n0-1))
		n0--
	} else {
		q0 |= paire << (j.b * uint(n0-1))
		n0++
	}
	return etatEmballe{q0, q1, n0}
}

// suivanteMultiset turns p into the next arrangement of its multiset in lexicographic order and
// returns the first index it changed, or -1 when p is the last.
func suivanteMultiset(p []uint8) int {
	i := len(p) - 2
	for i >= 0 && p[i] >= p[i+1] {
		i--
	}
	if i < 0 {
		return -1
	}
	k := len(p) - 1
	for p[k] <= p[i] {
		k--
	}
	p[i], p[k] = p[k], p[i]
	for a, z := i+1, len(p)-1; a < z; a, z = a+1, z-1 {
		p[a], p[z] = p[z], p[a]
	}
	return i
}

// emballe8 packs cards of values from 0, top first, b bits each.
func emballe8(cartes []uint8, b uint) uint64 {
	var q uint64
	for i, v := range cartes {
		q |= uint64(v) << (b * uint(i))
	}
	return q
}

// debutJ2 puts in cartes[h:] the smallest arrangement of its cards that is lexicographically
// at least player 1's pile cartes[:h], and says whether it equals it; ok is false when every
// arrangement is below it.
func (e *enumerateurExhaustif) debutJ2(cartes []uint8, h int) (egale, ok bool) {
	comptes := e.comptes
	compte := func() {
		clear(comptes)
		for _, x := range cartes[h:] {
			comptes[x]++
		}
	}
	compte()
	plusHaut := -1 // the last place where a card above player 1's is free
	i := 0
	for ; i < h; i++ {
		x := cartes[i]
		for y := int(x) + 1; y < len(comptes); y++ {
			if comptes[y] > 0 {
				plusHaut = i
				break
			}
		}
		if comptes[x] == 0 {
			break
		}
		comptes[x]--
	}
	if i == h {
		copy(cartes[h:], cartes[:h])
		return true, true
	}
	if plusHaut < 0 {
		return false, false
	}
	compte()
	for _, x := range cartes[:plusHaut] {
		comptes[x]--
	}
	k := h
	for _, x := range cartes[:plusHaut] {
		cartes[k] = x
		k++
	}
	y := int(cartes[plusHaut]) + 1
	for comptes[y] == 0 {
		y++
	}
	comptes[y]--
	cartes[k] = uint8(y)
	k++
	for v, c := range comptes {
		for range c {
			cartes[k] = uint8(v)
			k++
		}
	}
	return false, true
}
