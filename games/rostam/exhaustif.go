package rostam

import (
	"cmp"
	"context"
	"math/bits"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"sync"

	"jeux/parallel"
	"jeux/parametre"
)

// ValiderN checks that the exhaustive enumeration accepts n cards.
func ValiderN(n int) error {
	if n < 2 || n > MaxEnumeration {
		return &parametre.Erreur{Nom: "N", Valeur: strconv.FormatInt(int64(n), 10), Code: CodeNEnumeration, Args: []any{MaxEnumeration}}
	}
	return nil
}

// The enumeration is a fixed list of work items: item k holds the deals of ranks
// k·TailleItem(n) to (k+1)·TailleItem(n)-1, that is the deals sharing their first p cards, with
// p = max(1, n-9). The list depends only on n, never on the number of workers or shards, so a
// shard, a checkpoint or a resumed run computes exactly what a one-machine run computes.
const cartesParItem = 9

// TailleItem is the number of deal ranks of each work item of n cards.
func TailleItem(n int) int64 {
	return Factorielle(min(n-1, cartesParItem))
}

// NombreItems is the number of work items of the enumeration of n cards.
func NombreItems(n int) int64 { return Factorielle(n) / TailleItem(n) }

// CleCycle names a cycle by its smallest position: the cards of player 1's pile then player
// 2's, top first, four bits each (card c written c-1) with the first card in the highest
// bits, compared as a number, then the size of player 1's pile.
type CleCycle struct {
	Cartes uint64 `json:"cartes"`
	N1     int    `json:"n1"`
}

func (a CleCycle) compare(b CleCycle) int {
	return cmp.Or(cmp.Compare(a.Cartes, b.Cartes), cmp.Compare(a.N1, b.N1))
}

// Position rebuilds the position of a key of n cards.
func (a CleCycle) Position(n int) Position {
	cartes := make([]int, n)
	s := a.Cartes
	for i := n - 1; i >= 0; i-- {
		cartes[i] = int(s&15) + 1
		s >>= 4
	}
	return Position{J1: cartes[:a.N1:a.N1], J2: cartes[a.N1:]}
}

// CycleDecompte is a distinct cycle reached by some deals of an enumeration (its smallest
// position is CleCycle.Position).
type CycleDecompte struct {
	CleCycle
	Periode int   `json:"periode"`
	Donnes  int64 `json:"donnes"`
}

// Decompte is the outcome of the deals of a contiguous range of work items [Debut, Fin) of the
// enumeration of N cards: only integers, so that merging is adding and the merged result is
// the same whatever the split into shards, workers or checkpoints.
type Decompte struct {
	N     int   `json:"N"`
	Debut int64 `json:"debut"`
	Fin   int64 `json:"fin"`
	// CompterMots says whether MotsDistincts was counted, SansCycles whether the distinct
	// cycles were left out (Cycles empty, Periodes still counted).
	CompterMots bool  `json:"compter_mots"`
	SansCycles  bool  `json:"sans_cycles"`
	Donnes      int64 `json:"donnes"`
	J1          int64 `json:"j1"`
	J2          int64 `json:"j2"`
	Infinies    int64 `json:"infinies"`
	// Durees[d] is the number of finished deals lasting d tricks.
	Durees []int64 `json:"durees"`
	// DureeMax is the longest finished game and DonneMax the smallest rank of a deal lasting
	// it (-1 when no deal is finished).
	DureeMax int   `json:"duree_max"`
	DonneMax int64 `json:"donne_max"`
	// MotsDistincts counts the deals that are the canonical position of their own word (see
	// canonique): summed over all the items, the number of distinct words of the finished games.
	MotsDistincts int64 `json:"mots_distincts"`
	// ListerMots says whether Canoniques was recorded: the ranks of those canonical deals, each
	// item's in increasing order, the items in order. For even N only the deals won by player 1
	// are there, each standing for its word and the mirror word (MotsDistincts counts both).
	// ListeMots draws the words and their numbers of deals from them.
	ListerMots bool    `json:"lister_mots,omitempty"`
	Canoniques []int64 `json:"canoniques,omitempty"`
	// Periodes maps each period to the number of deals whose game ends in a cycle of it.
	Periodes map[int]int64 `json:"periodes"`
	// Cycles are the distinct cycles in the order of their keys.
	Cycles []CycleDecompte `json:"cycles"`
	// parCycle holds, in the result of one item, its cycles by number (registreCycles), which
	// Enumerer puts in Cycles once for all the items.
	parCycle []compteCycle
}

// NouveauDecompte returns the empty result of the items [debut, debut) of n cards.
func NouveauDecompte(n int, compterMots bool, debut int64) *Decompte {
	return &Decompte{N: n, Debut: debut, Fin: debut, CompterMots: compterMots, DonneMax: -1, Periodes: map[int]int64{}, Cycles: []CycleDecompte{}, Durees: []int64{}}
}

// Fusionner adds src, the items that follow those of d, to d. It refuses a result of another
// deck or options, or one that does not start where d ends.
func (d *Decompte) Fusionner(src *Decompte) error {
	switch {
	case src.N != d.N:
		return &parametre.Echec{Code: CodeFusionCartes, Args: []any{src.N, d.N}}
	case src.CompterMots != d.CompterMots:
		return &parametre.Echec{Code: CodeFusionMotsDistincts}
	case src.SansCycles != d.SansCycles:
		return &parametre.Echec{Code: CodeFusionCycles}
	case src.ListerMots != d.ListerMots:
		return &parametre.Echec{Code: CodeFusionMots}
	case src.Debut != d.Fin:
		return &parametre.Echec{Code: CodeFusionSuite, Args: []any{src.Debut, src.Fin, d.Fin}}
	}
	d.Fin = src.Fin
	d.Donnes += src.Donnes
	d.J1 += src.J1
	d.J2 += src.J2
	d.Infinies += src.Infinies
	if len(src.Durees) > len(d.Durees) {
		d.Durees = append(d.Durees, make([]int64, len(src.Durees)-len(d.Durees))...)
	}
	for i, c := range src.Durees {
		d.Durees[i] += c
	}
	if src.DonneMax >= 0 && (src.DureeMax > d.DureeMax || d.DonneMax < 0 || src.DureeMax == d.DureeMax && src.DonneMax < d.DonneMax) {
		d.DureeMax, d.DonneMax = src.DureeMax, src.DonneMax
	}
	d.MotsDistincts += src.MotsDistincts
	d.Canoniques = append(d.Canoniques, src.Canoniques...)
	for p, c := range src.Periodes {
		d.Periodes[p] += c
	}
	d.Cycles = fusionCycles(d.Cycles, src.Cycles)
	return nil
}

// fusionCycles merges two lists sorted by key, adding the deals of the cycles in both. When
// every cycle of b is already in a — the common case once an enumeration has met most cycles —
// the deals are added to a in place, without a new list.
func fusionCycles(a, b []CycleDecompte) []CycleDecompte {
	if dansA(a, b) {
		i := 0
		for _, c := range b {
			for a[i].compare(c.CleCycle) < 0 {
				i++
			}
			a[i].Donnes += c.Donnes
		}
		return a
	}
	r := make([]CycleDecompte, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i].compare(b[j].CleCycle) < 0:
			r = append(r, a[i])
			i++
		case i == len(a) || b[j].compare(a[i].CleCycle) < 0:
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

// Complet reports whether d covers every item of its deck.
func (d *Decompte) Complet() bool { return d.Debut == 0 && d.Fin == NombreItems(d.N) }

// DureeMoyenne is the mean duration of the finished games (0 when none is).
func (d *Decompte) DureeMoyenne() float64 {
	var s, c int64
	for v, k := range d.Durees {
		s += int64(v) * k
		c += k
	}
	if c == 0 {
		return 0
	}
	return float64(s) / float64(c)
}

// PositionMax returns the deal of rank DonneMax; DonneMax must not be -1.
func (d *Decompte) PositionMax() Position { return Donne(Permutation(d.N, d.DonneMax)) }

// ListeCycles returns the distinct cycles by increasing period, then by position, each with
// its periodic word and its type, from the tricks of one period played from its smallest
// position (typeCycle). The cycles are shared among the processor's cores: N = 11 has 111,184, which
// Moteur.Joue played to their cycle in 92 ms on one core, 6 % of the whole command.
func (d *Decompte) ListeCycles() []Cycle {
	l := slices.Clone(d.Cycles)
	sort.SliceStable(l, func(i, j int) bool { return l[i].Periode < l[j].Periode })
	r := make([]Cycle, len(l))
	parts := min(runtime.GOMAXPROCS(0), len(l)/1024+1)
	var wg sync.WaitGroup
	for k := range parts {
		wg.Go(func() {
			var m Moteur
			for i := k * len(l) / parts; i < (k+1)*len(l)/parts; i++ {
				c := l[i]
				p := c.CleCycle.Position(d.N)
				t, mot := m.typeCycle(p, c.Periode)
				r[i] = Cycle{Position: p, Periode: c.Periode, Type: t, Mot: mot, Donnes: c.Donnes}
			}
		})
	}
	wg.Wait()
	return r
}

// OptionsExhaustif says what Enumerer records and how it runs.
type OptionsExhaustif struct {
	// CompterMots counts the distinct words of the finished games.
	CompterMots bool
	// ListerMots also records the canonical deal of each word (Decompte.Canoniques), for
	// ListeMots; it needs CompterMots. The deals are played as without it; only the words'
	// test is made in Go, deal by deal, instead of eight or four at a time.
	ListerMots bool
	// SansCycles leaves out the distinct cycles, keeping their periods: for decks whose deals
	// are mostly infinite (N = 11: 71 %, 111,184 cycles; N = 13: 82 %, a cycle for every 20
	// infinite deals or so) naming each cycle costs more time and memory than the games.
	SansCycles bool
	// Workers is the number of goroutines playing items (1 when 0).
	Workers int
	// Voies forces an engine, for the tests and benchmarks that compare them: 2 the plain one
	// (joue2), 4 or 8 the vector loop on that many lanes, where this processor runs it (see
	// VoiesDisponibles); 0, the default, takes the fastest.
	Voies int
	// UnGroupe plays one group of lanes at a time (avanceLot4, avanceLot8) where the default
	// plays two at once (avanceLot4x2, avanceLot8x2), for the same tests and benchmarks; the
	// words are always counted on one group.
	UnGroupe bool
	// Progres, when set, is called from one goroutine at a time with the number of items
	// finished and merged so far, after each one.
	Progres func(items int64)
	// CartesJ1, when not 0, deals player 1 that many cards (1 to N−1) instead of ⌊N/2⌋, and plays
	// every deal of the items once, without the mirror: the positions of EnumererPositions.
	CartesJ1 int
}

// Enumerer plays the work items [debut, fin) of n cards. On cancellation of ctx it stops within
// a few milliseconds of work and returns the result of the items finished in a row from debut,
// with ctx's error; the unfinished items are simply left for a later run.
func Enumerer(ctx context.Context, n int, o OptionsExhaustif, debut, fin int64) (*Decompte, error) {
	if err := ValiderN(n); err != nil {
		return nil, err
	}
	if total := NombreItems(n); debut < 0 || fin > total || debut > fin {
		return nil, &parametre.Erreur{Nom: "items", Valeur: strconv.FormatInt(debut, 10), Code: CodeItems, Args: []any{total}}
	}
	if o.Voies != 0 && o.Voies != 2 && o.Voies != 4 && o.Voies != 8 {
		return nil, &parametre.Erreur{Nom: "voies", Valeur: strconv.FormatInt(int64(o.Voies), 10), Code: CodeVoies}
	}
	if n > MaxCycles && !o.SansCycles {
		return nil, &parametre.Erreur{Nom: "N", Valeur: strconv.FormatInt(int64(n), 10), Code: CodeCyclesNommes, Args: []any{MaxCycles}}
	}
	if o.ListerMots && !o.CompterMots {
		panic("rostam: ListerMots sans CompterMots")
	}
	if o.CartesJ1 != 0 && (o.CartesJ1 < 1 || o.CartesJ1 >= n || o.CompterMots) {
		panic("rostam: CartesJ1 hors de 1..N−1, ou avec les mots")
	}
	workers := max(o.Workers, 1)
	total := NouveauDecompte(n, o.CompterMots, debut)
	total.SansCycles, total.ListerMots = o.SansCycles, o.ListerMots
	registre := nouveauRegistre()
	var comptes []int64 // the deals of the merged items by cycle number
	// Each worker keeps its enumerator (buffers, the cycles it has named); the items are merged
	// in order, from one goroutine at a time.
	_, _ = parallel.RunOrdered(ctx, workers, debut, fin,
		func() *enumerateur {
			e := nouvelEnumerateur(n, o.CompterMots)
			e.sansCycles, e.registre, e.listerMots = o.SansCycles, registre, o.ListerMots
			if o.CartesJ1 != 0 {
				e.m, e.symetrie = o.CartesJ1, false
			}
			if o.Voies != 0 {
				e.voies = min(o.Voies, e.voies)
			}
			if o.UnGroupe {
				e.groupes = 1
			}
			return e
		},
		func(e *enumerateur, k int64) (*Decompte, bool) {
			r := e.item(ctx, k)
			return r, r != nil
		},
		func(_ int64, s *Decompte) {
			if err := total.Fusionner(s); err != nil {
				panic("rostam: " + err.Error())
			}
			comptes = ajouteParCycle(comptes, s.parCycle)
			if o.Progres != nil {
				o.Progres(total.Fin - debut)
			}
		})
	total.Cycles = registre.liste(comptes)
	if total.Fin < fin {
		return total, ctx.Err()
	}
	return total, nil
}

// enumerateur plays items; it keeps the cycles it has already named.
type enumerateur struct {
	n, m        int
	compterMots bool
	// symetrie: for even n the deal with the two piles exchanged plays the same game with the
	// players exchanged, so only the deals whose player 1 holds the smaller top card are played,
	// each counting for itself and its mirror. For odd n the piles differ in size (player 1
	// holds ⌊n/2⌋ cards, player 2 ⌈n/2⌉): the mirror is no deal and every deal is played.
	symetrie   bool
	sansCycles bool
	// registre numbers the cycles, for all the enumerators of an enumeration, and positions
	// holds the numbers of the cycle (and mirror cycle) of each cycle met so far, by its
	// smallest packed position.
	registre  *registreCycles
	positions tablePositions
	// compte counts the deals of the item being played that reach each cycle, by number, and
	// touches lists the cycles it counts.
	compte  []int64
	touches []int32
	// attente holds the smallest positions of the cycles of the infinite deals of the item being
	// played, to be counted at its end (nommer).
	attente, attenteTampon []uint64
	// listerMots keeps in canoniques the canonical deals of the item being played (packed as
	// voie.donne), for Decompte.Canoniques.
	listerMots bool
	canoniques []uint64
	// voies is the number of deals played at a time: 4 or 8 by joueVoies (see vectoriel.go),
	// in groupes groups (1 or 2) of that many lanes, with its state in vecteur, or 2 by joue2.
	voies, groupes int
	vecteur        etatVecteur
	// periodes counts the periods of the item being played, below tailleHistoire, when the
	// cycles are not named (the others go straight to the Decompte's map).
	periodes [tailleHistoire]int64
}

// etat is a packed position of the enumeration: cards 0..n-1 four bits each, top card in the
// lowest bits, n1 the size of player 1's pile. A pile of 16 cards fills its word exactly.
type etat struct {
	q1, q2 uint64
	n1     int
}

func nouvelEnumerateur(n int, compterMots bool) *enumerateur {
	e := &enumerateur{n: n, m: n / 2, compterMots: compterMots, symetrie: n%2 == 0, registre: nouveauRegistre(),
		voies: 2}
	if n <= 16 { // a position packs in one word (resume)
		e.voies, e.groupes = VoiesDisponibles, 2
	}
	return e
}

// tablePositions maps the smallest packed position of a cycle (representantCycle), mixed
// (melange), to the indices of the cycle and of its mirror, by open addressing: a Go map costs
// more than playing the game, and some decks have most deals infinite.
type tablePositions struct {
	cases    []casePosition
	pleins   int
	decalage uint // 64 − log2(len(cases)): a key's first slot is its top bits
}

// casePosition is a slot of the table, key and value side by side: a search reads one cache
// line.
type casePosition struct {
	cle    uint64
	valeur uint64 // the two indices plus one, packed; 0 for an empty slot
}

// maxPositions bounds the memory of the table: when full it starts again empty.
const maxPositions = 1 << 22

// melange mixes a packed position into the key of the table: its top bits are its first slot
// in a table of any size, so keys sorted by them are searched in the order of the slots. It is
// a bijection (s ^ s>>31 is undone by demele, and so is the product by an odd number), so the
// keys of distinct cycles differ, and the sort of nommer reads them with no product.
func melange(s uint64) uint64 { return (s ^ s>>31) * 0x9E3779B97F4A7C15 }

// demele returns the position of the key h = melange(s): s.
func demele(h uint64) uint64 {
	x := h * 0xF1DE83E19937733D // the inverse of 0x9E3779B97F4A7C15 modulo 2^64
	return x ^ x>>31 ^ x>>62
}

// cherche returns the value of the key s, 0 when absent.
func (t *tablePositions) cherche(s uint64) uint64 {
	if len(t.cases) == 0 {
		return 0
	}
	masque := uint64(len(t.cases) - 1)
	for i := s >> t.decalage; ; i = (i + 1) & masque {
		c := &t.cases[i]
		if c.valeur == 0 || c.cle == s {
			return c.valeur
		}
	}
}

// ajoute records the value v (not 0) of s, absent from the table.
func (t *tablePositions) ajoute(s uint64, v uint64) {
	if 2*(t.pleins+1) > len(t.cases) {
		taille := max(1024, 2*len(t.cases))
		anciennes := t.cases
		if taille > maxPositions {
			taille, anciennes = maxPositions, nil
		}
		t.cases, t.pleins = make([]casePosition, taille), 0
		t.decalage = uint(64 - bits.Len(uint(taille-1)))
		for _, c := range anciennes {
			if c.valeur != 0 {
				t.ajoute(c.cle, c.valeur)
			}
		}
	}
	masque := uint64(len(t.cases) - 1)
	i := s >> t.decalage
	for t.cases[i].valeur != 0 {
		i = (i + 1) & masque
	}
	t.cases[i] = casePosition{s, v}
	t.pleins++
}

// voie is what a game played beside another keeps outside registers: its deal and rank, and for
// each card the set of cards that beat it (for the distinct words).
type voie struct {
	donne  uint64
	rang   int64
	battue [16]uint32
}

// source walks the deals of an item that are to be played, in rank order, a block at a time:
// the deals that share all their cards but the last cartesBloc ones (the last of them change
// at every deal, in an order no branch predictor learns; a table of their orders does not
// branch).
type source struct {
	ctx      context.Context
	p        [16]uint8 // the first deal of the next block: its last cards in increasing order
	n, m     int
	premier  int64
	r        int64 // rank of the next block in the item
	taille   int64
	symetrie bool
	annule   bool
	// The deals of the current block still to play, from i to nb.
	i, nb   int
	departs [tailleBloc]depart
}

// depart is a deal as the engines start it: player 1's pile and player 2's, four bits a card,
// the first card in the lowest bits; the position packed as resume packs it; and its rank.
type depart struct {
	q1, q2, position uint64
	rang             int64
}

// cartesBloc is the number of cards that vary within a block of source, tailleBloc its size.
const (
	cartesBloc = 5
	tailleBloc = 120
)

// ordresBloc lists, for l up to cartesBloc, the l! orders of l cards in lexicographic order:
// in byte t of ordresBloc[l][k] the rank among the l cards of the one at place t in the k-th
// order (0 beyond l).
var ordresBloc = func() (o [cartesBloc + 1][]uint64) {
	for l := 1; l <= cartesBloc; l++ {
		var p [16]uint8
		for t := range l {
			p[t] = uint8(t)
		}
		for k := range Factorielle(l) {
			var x uint64
			for t := range l {
				x |= uint64(p[t]) << (8 * t)
			}
			o[l] = append(o[l], x)
			if k+1 < Factorielle(l) {
				suivante16(p[:l])
			}
		}
	}
	return o
}()

// suivante returns the next deal to play, or false at the end of the item or when ctx is
// cancelled.
func (s *source) suivante() (*depart, bool) {
	if s.i == s.nb && !s.bloc() {
		return nil, false
	}
	s.i++
	return &s.departs[s.i-1], true
}

// bloc writes the next block's deals to play in departs, or returns false at the end of the item
// or when ctx is cancelled.
func (s *source) bloc() bool {
	n, l := s.n, min(cartesBloc, s.n-1)
	ordres := ordresBloc[l]
	for s.r < s.taille {
		if s.ctx.Err() != nil {
			s.annule = true
			return false
		}
		// By symmetry, only the deals whose first card is below player 2's first are played:
		// a whole block when both are outside its last l cards.
		saute := s.symetrie && s.m < n-l && s.p[0] > s.p[s.m]
		s.i, s.nb = 0, 0
		if !saute {
			s.ecritBloc(ordres, l)
		}
		s.r += int64(len(ordres))
		if s.r < s.taille {
			// The last deal of the block has its last l cards in decreasing order; the next
			// one starts the next block.
			for a, b := n-l, n-1; a < b; a, b = a+1, b-1 {
				s.p[a], s.p[b] = s.p[b], s.p[a]
			}
			suivante16(s.p[:n])
		}
		if s.nb > 0 {
			return true
		}
	}
	return false
}

// ecritBloc writes in departs the deals to play of the block of s.p, whose last l cards follow
// the orders.
func (s *source) ecritBloc(ordres []uint64, l int) {
	n := s.n
	// The last l cards, in increasing order, at each of the l places (place t at places[8t:];
	// 0 at the places beyond l, where the orders say 0).
	var places [cartesBloc * 8]uint64
	for t := range l {
		for c := range l {
			places[8*t+c] = uint64(s.p[n-l+c]) << (4 * uint(n-l+t))
		}
	}
	debut, rang := emballe(s.p[:n-l]), s.premier+s.r
	m := 4 * uint(s.m)
	haut := uint64(m-4) << 58 // s1 of a deal, where resume puts it (XORed)
	// The symmetry is seen deal by deal when player 2's first card is among the last l (bloc
	// sees it for the whole block otherwise).
	filtre := s.symetrie && s.m >= n-l
	nb := 0
	for k, o := range ordres {
		jeu := debut | places[o&7] | places[8+o>>8&7] | places[16+o>>16&7] | places[24+o>>24&7] |
			places[32+o>>32&7]
		if filtre && jeu&15 > jeu>>m&15 {
			continue
		}
		s.departs[nb] = depart{jeu & (uint64(1)<<m - 1), jeu >> m, jeu ^ haut, rang + int64(k)}
		nb++
	}
	s.nb = nb
}

// demarre takes the next deal into v and returns its piles, or false when there is none.
func (e *enumerateur) demarre(v *voie, s *source) (q1, q2 uint64, ok bool) {
	p, ok := s.suivante()
	if !ok {
		return 0, 0, false
	}
	v.donne, v.rang = p.q1|p.q2<<(4*uint(e.m)), p.rang
	if e.compterMots {
		v.battue = [16]uint32{}
	}
	return p.q1, p.q2, true
}

// periodeBrent is the period found when the hare meets, after plis tricks, the tortoise left
// at the last power of two before (or at the start).
func periodeBrent(plis int) int {
	if plis == 1 {
		return 1
	}
	return plis - 1<<(bits.Len(uint(plis-1))-1)
}

// item plays the item k, or returns nil when ctx is cancelled first.
func (e *enumerateur) item(ctx context.Context, k int64) *Decompte {
	n := e.n
	s := &source{ctx: ctx, n: n, m: e.m, premier: k * TailleItem(n), taille: TailleItem(n), symetrie: e.symetrie}
	for i, c := range Permutation(n, s.premier) {
		s.p[i] = uint8(c - 1)
	}
	d := NouveauDecompte(n, e.compterMots, k)
	d.SansCycles = e.sansCycles
	d.Fin = k + 1
	d.Durees = make([]int64, 8*n)
	// Four or eight lanes play every deal where the processor has them, the words kept in the
	// lanes as they play (avanceLot4Mots, avanceLot8Mots).
	if e.voies >= 4 {
		e.joueVoies(d, s)
	} else {
		e.joue2(d, s)
	}
	if s.annule {
		e.periodes, e.attente, e.canoniques = [tailleHistoire]int64{}, e.attente[:0], e.canoniques[:0]
		return nil
	}
	if e.listerMots {
		d.ListerMots = true
		for _, x := range e.canoniques {
			d.Canoniques = append(d.Canoniques, rang16(x, n))
		}
		slices.Sort(d.Canoniques)
		e.canoniques = e.canoniques[:0]
	}
	for lam, c := range e.periodes {
		if c != 0 {
			d.Periodes[lam] += c
			e.periodes[lam] = 0
		}
	}
	for len(d.Durees) > 0 && d.Durees[len(d.Durees)-1] == 0 {
		d.Durees = d.Durees[:len(d.Durees)-1]
	}
	e.nommer()
	d.parCycle = make([]compteCycle, 0, len(e.touches))
	for _, i := range e.touches {
		d.parCycle = append(d.parCycle, compteCycle{i, e.compte[i]})
		e.compte[i] = 0
	}
	e.touches = e.touches[:0]
	return d
}

// MaxCycles is the largest number of cards whose cycles are named: a position of at most 15
// cards packs in one word (resume), which names the cycle in the table and sorts it.
const MaxCycles = 15

// dansA reports whether every key of b, sorted, is a key of a, sorted.
func dansA(a, b []CycleDecompte) bool {
	i := 0
	for _, c := range b {
		for i < len(a) && a[i].compare(c.CleCycle) < 0 {
			i++
		}
		if i == len(a) || a[i].CleCycle != c.CleCycle {
			return false
		}
	}
	return true
}

// plisSansCycle is the number of tricks joue2 plays a game before it looks for a cycle: a
// power of two.
const plisSansCycle = 64

// joue2 plays the deals of s two at a time.
//
// A trick is a chain of about ten dependent instructions, so a single game leaves the processor
// waiting: two games, a and b, are played side by side, their states in local variables so that
// they stay in registers, which is why the trick is written out twice. Cycles are found by
// Brent's algorithm from trick plisSansCycle on: the tortoise waits at tricks 64, 128, 256, …
// and the hare, one trick at a time, is compared with it. Before, a game is only watched for
// its end: the tortoise's stops at tricks 1, 2, 4, 8, … are branches no predictor learns, and
// few games last that long (N = 12: 3 deals in 100,000). A game on a cycle of more than 32
// tricks is found at the same trick as from the start.
func (e *enumerateur) joue2(d *Decompte, s *source) {
	compter := e.compterMots
	var va, vb voie
	aq1, aq2, okA := e.demarre(&va, s)
	bq1, bq2, okB := e.demarre(&vb, s)
	// s1 is where the next card of player 1's pile goes, 4·(n1-1) bits up, and s12-s1 that of
	// player 2's; the game is over when s1 leaves 0..s12.
	n := e.n
	s1, s12 := 4*e.m-4, 4*n-8
	as1, bs1, aplis, bplis := s1, s1, 0, 0
	var at1, at2, bt1, bt2 uint64 // Brent's tortoises, from trick plisSansCycle on
	var atn, btn int
	for okA && okB {
		{
			x, y := aq1&15, aq2&15
			g := (y - x) >> 63 // 1 when player 1 wins: x > y
			// max and min by masks: the compiler makes a branch of min, mispredicted half the time.
			echange := (x ^ y) & -g
			haute, basse := y^echange, x^echange
			if compter {
				va.battue[basse] |= 1 << haute
			}
			paire := haute | basse<<4
			aq1 = aq1>>4 | paire<<(uint(as1)&63)&-g
			aq2 = aq2>>4 | paire<<(uint(s12-as1)&63)&^-g
			as1 += 8*int(g) - 4
			aplis++
		}
		if uint(as1) > uint(s12) || aplis >= plisSansCycle && (aq1 == at1 || aplis&(aplis-1) == 0) {
			switch an1 := as1/4 + 1; {
			case uint(as1) > uint(s12):
				e.finie(d, &va, an1 == n, aplis)
			case aplis > plisSansCycle && aq1 == at1 && aq2 == at2 && an1 == atn:
				e.infinie(d, etat{aq1, aq2, an1}, periodeBrent(aplis))
			case aplis&(aplis-1) != 0:
				goto b
			default:
				at1, at2, atn = aq1, aq2, an1
				goto b
			}
			aq1, aq2, okA = e.demarre(&va, s)
			as1, aplis = s1, 0
		}
	b:
		{
			x, y := bq1&15, bq2&15
			g := (y - x) >> 63
			echange := (x ^ y) & -g
			haute, basse := y^echange, x^echange
			if compter {
				vb.battue[basse] |= 1 << haute
			}
			paire := haute | basse<<4
			bq1 = bq1>>4 | paire<<(uint(bs1)&63)&-g
			bq2 = bq2>>4 | paire<<(uint(s12-bs1)&63)&^-g
			bs1 += 8*int(g) - 4
			bplis++
		}
		if uint(bs1) > uint(s12) || bplis >= plisSansCycle && (bq1 == bt1 || bplis&(bplis-1) == 0) {
			switch bn1 := bs1/4 + 1; {
			case uint(bs1) > uint(s12):
				e.finie(d, &vb, bn1 == n, bplis)
			case bplis > plisSansCycle && bq1 == bt1 && bq2 == bt2 && bn1 == btn:
				e.infinie(d, etat{bq1, bq2, bn1}, periodeBrent(bplis))
			case bplis&(bplis-1) != 0:
				continue
			default:
				bt1, bt2, btn = bq1, bq2, bn1
				continue
			}
			bq1, bq2, okB = e.demarre(&vb, s)
			bs1, bplis = s1, 0
		}
	}
	// The game left alone at the end of the item is finished on its own.
	if okA {
		e.brent(d, &va, aq1, aq2, as1/4+1, aplis)
	}
	if okB {
		e.brent(d, &vb, bq1, bq2, bs1/4+1, bplis)
	}
}

// brent finishes on its own the game of v at position (q1, q2, n1) after plis tricks (the game
// left alone at the end of an item, or one of joueVoies that no lag caught), finding its cycle by
// Brent's algorithm: the tortoise waits there and then at 1, 2, 4, 8, … tricks from there, and
// the hare, one trick at a time, is compared with it; the first meeting gives the period.
func (e *enumerateur) brent(d *Decompte, v *voie, q1, q2 uint64, n1, plis int) {
	n := e.n
	t1, t2, tn := q1, q2, n1
	for puissance, lam := 1, 0; ; {
		if e.compterMots {
			x, y := q1&15, q2&15
			v.battue[min(x, y)] |= 1 << max(x, y)
		}
		q1, q2, n1 = pli16(q1, q2, n1, n)
		plis++
		lam++
		switch {
		case uint(n1-1) >= uint(n-1):
			e.finie(d, v, n1 == n, plis)
			return
		case q1 == t1 && q2 == t2 && n1 == tn:
			e.infinie(d, etat{q1, q2, n1}, lam)
			return
		case lam == puissance:
			t1, t2, tn = q1, q2, n1
			puissance, lam = 2*puissance, 0
		}
	}
}

// finie records the finished game of v, won by player 1 when gagne1, after plis tricks.
func (e *enumerateur) finie(d *Decompte, v *voie, gagne1 bool, plis int) {
	var vaincu uint64
	if e.compterMots {
		vaincu = vaincuDe(&v.battue, e.n)
	}
	e.terminee(d, v.donne, v.rang, gagne1, plis, vaincu)
}

// terminee records the finished game of the packed deal donne, of rank rang, won by player 1
// when gagne1, after plis tricks; vaincu holds the smallest card that beat each card c, four
// bits at 4c (15: none), when the words are counted.
func (e *enumerateur) terminee(d *Decompte, donne uint64, rang int64, gagne1 bool, plis int, vaincu uint64) {
	if gagne1 {
		e.compterGagnants(d, 1, 0)
	} else {
		e.compterGagnants(d, 0, 1)
	}
	e.compterDurees(d, plis, 1)
	if plis >= d.DureeMax {
		if e.symetrie {
			rang = min(rang, rang16(miroir(donne, e.n, e.m), e.n))
		}
		if plis > d.DureeMax || d.DonneMax < 0 || rang < d.DonneMax {
			d.DureeMax, d.DonneMax = plis, rang
		}
	}
	if e.compterMots {
		e.compterMot(d, donne, gagne1, vaincu)
	}
}

// compterMot counts the word of the finished game of the packed deal donne, won by player 1
// when gagne1, whose smallest card that beat each card c is the four bits at 4c of vaincu.
func (e *enumerateur) compterMot(d *Decompte, donne uint64, gagne1 bool, vaincu uint64) {
	// With the mirror, the words come in pairs w, w̄ of which exactly one is won by player 1:
	// count the canonical deals won by player 1, twice. The mirror game meets the same pairs
	// of cards, so vaincu serves for both.
	switch {
	case !e.symetrie:
		if canonique16(donne, vaincu, e.n) {
			d.MotsDistincts++
			e.noterCanonique(donne)
		}
	case gagne1:
		if canonique16(donne, vaincu, e.n) {
			d.MotsDistincts += 2
			e.noterCanonique(donne)
		}
	default:
		if m := miroir(donne, e.n, e.m); canonique16(m, vaincu, e.n) {
			d.MotsDistincts += 2
			e.noterCanonique(m)
		}
	}
}

// noterCanonique keeps the canonical deal donne when the words are listed.
func (e *enumerateur) noterCanonique(donne uint64) {
	if e.listerMots {
		e.canoniques = append(e.canoniques, donne)
	}
}

// vaincuDe returns, for the sets battue[c] of the cards that beat each card c of n, the
// smallest of each, four bits at 4c (15: none).
func vaincuDe(battue *[16]uint32, n int) uint64 {
	var v uint64
	for c := range n {
		v |= uint64(min(bits.TrailingZeros32(battue[c]), 15)) << (4 * uint(c))
	}
	return v
}

// infinie records an infinite game: c is a position of its cycle, of period lam. (The vector
// loops count theirs in the lot, and write the smallest positions in reps themselves.)
func (e *enumerateur) infinie(d *Decompte, c etat, lam int) {
	e.compterPeriodes(d, lam, 1)
	if e.sansCycles {
		return
	}
	rep := representantCycle(c, lam, e.n)
	e.attente = append(e.attente, melange(rep)) // named at the end of the item (nommer)
}

// compterGagnants counts finished games, j1 won by player 1 and j2 by player 2; for even N each
// also stands for its mirror, won by the other player.
func (e *enumerateur) compterGagnants(d *Decompte, j1, j2 int64) {
	if e.symetrie {
		j1, j2 = j1+j2, j1+j2
	}
	d.J1 += j1
	d.J2 += j2
}

// compterDurees counts nb finished deals of plis tricks (each with its mirror for even N).
func (e *enumerateur) compterDurees(d *Decompte, plis int, nb int64) {
	nb *= poidsSymetrie(e.symetrie)
	d.Donnes += nb
	if plis >= len(d.Durees) {
		d.Durees = append(d.Durees, make([]int64, plis+1-len(d.Durees))...)
	}
	d.Durees[plis] += nb
}

// compterPeriodes counts nb infinite deals of period lam (each with its mirror for even N).
func (e *enumerateur) compterPeriodes(d *Decompte, lam int, nb int64) {
	if lam < tailleHistoire {
		e.vecteur.vues[lam] += nb
	}
	nb *= poidsSymetrie(e.symetrie)
	d.Donnes += nb
	d.Infinies += nb
	if lam < len(e.periodes) {
		e.periodes[lam] += nb // a map increment per deal cost 7 % of N = 13
	} else {
		d.Periodes[lam] += nb
	}
}

// nommer counts the deals of the item that reach each cycle, from the smallest positions of
// their cycles put aside by infinie, mixed. Sorted by their place in the table, the searches go
// through it in order, which the processor reads ahead, and a cycle met by several deals in a
// row is searched once: searching each deal's cycle as it ended, at random places of a table
// of megabytes, took a quarter of the time of N = 11.
func (e *enumerateur) nommer() {
	a := e.trierAttente()
	for i := 0; i < len(a); {
		cle := a[i]
		j := i + 1
		for j < len(a) && a[j] == cle {
			j++
		}
		v := e.positions.cherche(cle)
		if v == 0 {
			c := deballe(demele(cle))
			v = e.cycle(c, periode(c, e.n))
			e.positions.ajoute(cle, v)
		}
		e.compter(int32(v&0xFFFFFFFF)-1, int64(j-i))
		if e.symetrie {
			e.compter(int32(v>>32)-1, int64(j-i))
		}
		i = j
	}
	e.attente = e.attente[:0]
}

// trierAttente sorts the keys of e.attente by their top 24 bits, a byte at a time from the
// lowest (a radix sort, the three counts made in one reading), and returns it. The table has at
// most 2^22 slots, so the searches go through it in order; two keys that share those 24 bits
// may alternate, which only costs nommer one more search (an item of 11 cards has some 50,000
// cycles: a few such pairs), for one pass fewer than sorting 32 bits (N = 11: 2.5 against 2.6 s
// with the names).
func (e *enumerateur) trierAttente() []uint64 {
	p := e.attente
	if cap(e.attenteTampon) < len(p) {
		e.attenteTampon = make([]uint64, len(p))
	}
	tmp := e.attenteTampon[:len(p)]
	var comptes [3][256]int32
	for _, x := range p {
		comptes[0][x>>40&255]++
		comptes[1][x>>48&255]++
		comptes[2][x>>56]++
	}
	for k := range comptes {
		debut := int32(0)
		for b, c := range comptes[k] {
			comptes[k][b], debut = debut, debut+c
		}
		decalage, c := 40+8*uint(k), &comptes[k]
		for _, x := range p {
			b := x >> decalage & 255
			tmp[c[b]] = x
			c[b]++
		}
		p, tmp = tmp, p
	}
	e.attente, e.attenteTampon = p, tmp
	return p
}

// deballe returns the position packed by resume.
func deballe(x uint64) etat {
	n1 := int(x>>60) + 1
	s := uint(4 * n1)
	return etat{x & (uint64(1)<<s - 1), x & (uint64(1)<<60 - 1) >> s, n1}
}

// periode returns the period of the cycle through c, of n cards.
func periode(c etat, n int) int {
	s := c
	for lam := 1; ; lam++ {
		s.q1, s.q2, s.n1 = pli16(s.q1, s.q2, s.n1, n)
		if s == c {
			return lam
		}
	}
}

func poidsSymetrie(symetrie bool) int64 {
	if symetrie {
		return 2
	}
	return 1
}

// miroir returns the packed deal of n cards with its two piles of m cards exchanged.
func miroir(donne uint64, n, m int) uint64 {
	return donne>>(4*uint(m)) | (donne&(uint64(1)<<(4*uint(m))-1))<<(4*uint(n-m))
}

// rang16 returns the lexicographic rank of a packed permutation of 0..n-1.
func rang16(donne uint64, n int) int64 {
	var p [16]uint8
	for i := range n {
		p[i] = uint8(donne >> (4 * uint(i)) & 15)
	}
	return rang(p[:n])
}

// compter adds nb deals to the cycle of index i.
func (e *enumerateur) compter(i int32, nb int64) {
	if e.compte[i] == 0 {
		e.touches = append(e.touches, i)
	}
	e.compte[i] += nb
}

// numero returns the number of the cycle of key cle and period lam, numbering it when new.
func (e *enumerateur) numero(cle CleCycle, lam int) int32 {
	i := e.registre.numero(cle, lam)
	if int(i) >= len(e.compte) {
		e.compte = append(e.compte, make([]int64, int(i)+1-len(e.compte))...)
	}
	return i
}

// registreCycles numbers the cycles met by the enumerators of an enumeration, whichever meets
// one first: an item's result lists its cycles by number (Decompte.parCycle), which its merge
// adds to counts by number, and the cycles are put in the order of their keys once, at the end
// (liste). Sorting and merging each item's cycles by key took a tenth of N = 11 (an item of 11
// cards meets some 50,000 cycles). An enumerator asks here only for a cycle it has not met
// itself, so the lock is rarely taken.
type registreCycles struct {
	mu     sync.Mutex
	indice map[CleCycle]int32
	cycles []CycleDecompte // Donnes unused
}

func nouveauRegistre() *registreCycles { return &registreCycles{indice: map[CleCycle]int32{}} }

// numero returns the number of the cycle of key cle and period lam, numbering it when new.
func (r *registreCycles) numero(cle CleCycle, lam int) int32 {
	r.mu.Lock()
	defer r.mu.Unlock()
	if i, ok := r.indice[cle]; ok {
		return i
	}
	i := int32(len(r.cycles))
	r.indice[cle] = i
	r.cycles = append(r.cycles, CycleDecompte{CleCycle: cle, Periode: lam})
	return i
}

// liste returns the cycles whose count by number in comptes is not 0, in the order of their
// keys, with their counts.
func (r *registreCycles) liste(comptes []int64) []CycleDecompte {
	r.mu.Lock()
	defer r.mu.Unlock()
	l := []CycleDecompte{}
	for i, c := range comptes {
		if c != 0 {
			l = append(l, r.cycles[i])
			l[len(l)-1].Donnes = c
		}
	}
	slices.SortFunc(l, func(a, b CycleDecompte) int { return a.compare(b.CleCycle) })
	return l
}

// compteCycle is the number of deals of an item that reach the cycle of number i.
type compteCycle struct {
	i      int32
	donnes int64
}

// ajouteParCycle adds the counts by number of an item to comptes, grown as needed.
func ajouteParCycle(comptes []int64, l []compteCycle) []int64 {
	for _, c := range l {
		if int(c.i) >= len(comptes) {
			comptes = append(comptes, make([]int64, int(c.i)+1-len(comptes))...)
		}
		comptes[c.i] += c.donnes
	}
	return comptes
}

// emballe packs cards four bits each, the first in the lowest bits.
func emballe(cartes []uint8) uint64 {
	var w uint64
	for i, c := range cartes {
		w |= uint64(c) << (4 * uint(i))
	}
	return w
}

// suivante16 turns p into the next permutation in lexicographic order and returns the first
// index it changed; p must not be the last permutation.
func suivante16(p []uint8) int {
	i := len(p) - 2
	for p[i] >= p[i+1] {
		i--
	}
	j := len(p) - 1
	for p[j] <= p[i] {
		j--
	}
	p[i], p[j] = p[j], p[i]
	for a, b := i+1, len(p)-1; a < b; a, b = a+1, b-1 {
		p[a], p[b] = p[b], p[a]
	}
	return i
}

// rang returns the lexicographic rank of a permutation of 0..len(p)-1.
func rang(p []uint8) int64 {
	var r int64
	var vus uint32
	for i, c := range p {
		plusPetits := bits.OnesCount32((uint32(1)<<c - 1) &^ vus)
		r += int64(plusPetits) * Factorielle(len(p)-1-i)
		vus |= 1 << c
	}
	return r
}

// pli16 plays one trick without a branch on its winner (half the tricks of a deal are won by
// each player, in no order a predictor could learn).
func pli16(q1, q2 uint64, n1, n int) (uint64, uint64, int) {
	x, y := q1&15, q2&15
	q1 >>= 4
	q2 >>= 4
	g := (y - x) >> 63 // 1 when player 1 wins: x > y
	echange := (x ^ y) & -g
	paire := y ^ echange | (x^echange)<<4
	q1 |= paire << (uint(4*(n1-1)) & 63) & -g
	q2 |= paire << (uint(4*(n-n1-1)) & 63) &^ -g
	return q1, q2, n1 + int(2*g) - 1
}

// cle returns the key of a position of n cards.
func (s etat) cle(n int) CleCycle {
	n2 := n - s.n1
	var k uint64
	if s.n1 > 0 {
		k = inverseQuartets(s.q1) >> (64 - 4*uint(s.n1))
	}
	if n2 > 0 {
		k = k<<(4*uint(n2)) | inverseQuartets(s.q2)>>(64-4*uint(n2))
	}
	return CleCycle{Cartes: k, N1: s.n1}
}

// representantCycle returns the smallest packed position (resume) of the cycle through c, of
// period lam: every deal that ends on this cycle gets the same one, so the table of cycles
// holds one word a cycle and stays in the caches (a table of the positions where the games
// first met their cycle held up to lam of them a cycle, and its misses cost more than walking
// the cycle again). joueVoies takes it from the positions it keeps instead.
func representantCycle(c etat, lam, n int) uint64 {
	r := resume(c.q1, c.q2, uint64(4*(c.n1-1)))
	s := c
	for i := 1; i < lam; i++ {
		s.q1, s.q2, s.n1 = pli16(s.q1, s.q2, s.n1, n)
		r = min(r, resume(s.q1, s.q2, uint64(4*(s.n1-1))))
	}
	return r
}

// rejoueBattue replays the first plis tricks of the deal of v to fill v.battue, for the words
// of a game that joueVoies hands over to Brent's algorithm (its lane's vaincu is not kept);
// nothing when the words are not counted.
func (e *enumerateur) rejoueBattue(v *voie, plis int) {
	if !e.compterMots {
		return
	}
	// The trick of joue2, written out: through pli16, which the compiler does not inline, and
	// min/max, which it makes branches, this replay took 15 % of N = 11.
	var battue [16]uint32
	m := 4 * uint(e.m)
	q1, q2 := v.donne&(uint64(1)<<m-1), v.donne>>m
	s1, s12 := uint64(m-4), uint64(4*e.n-8)
	for range plis {
		x, y := q1&15, q2&15
		g := (y - x) >> 63 // 1 when player 1 wins: x > y
		echange := (x ^ y) & -g
		haute, basse := y^echange, x^echange
		battue[basse&15] |= 1 << haute
		paire := haute | basse<<4
		q1 = q1>>4 | paire<<(s1&63)&-g
		q2 = q2>>4 | paire<<((s12-s1)&63)&^-g
		s1 += 8*g - 4
	}
	v.battue = battue
}

// cycle names the cycle through c, of period lam, and the cycle with the piles exchanged: it
// returns their indices plus one, packed as in tablePositions.
func (e *enumerateur) cycle(c etat, lam int) uint64 {
	n := e.n
	cle, miroir := c.cle(n), etat{c.q2, c.q1, n - c.n1}.cle(n)
	s := c
	for i := 1; i < lam; i++ {
		s.q1, s.q2, s.n1 = pli16(s.q1, s.q2, s.n1, n)
		if k := s.cle(n); k.compare(cle) < 0 {
			cle = k
		}
		if k := (etat{s.q2, s.q1, n - s.n1}).cle(n); k.compare(miroir) < 0 {
			miroir = k
		}
	}
	v := uint64(e.numero(cle, lam) + 1)
	if e.symetrie {
		v |= uint64(e.numero(miroir, lam)+1) << 32
	}
	return v
}

// canonique16 reports whether the packed deal of n cards (cards 0..n-1) is the position the
// report's numbering gives to its own word, the smallest card that beat each card c in its game
// being the four bits at 4c of vaincu (15: none); counting such deals counts the distinct words
// (see canonique). The numbering gives v to the smallest index left without a successor among
// the cards up to v; the vertex of v has none (its successors hold larger cards), so the deal
// is canonical exactly when no card c placed before v, with c < v, lacks one: when no card v
// placed after a card c lies strictly between c and the smallest card that beats c.
func canonique16(donne, vaincu uint64, n int) bool {
	var apres uint32
	d := donne << ((64 - 4*uint(n)) & 63) // the last card in the top four bits
	for range n {
		c := d >> 60
		d <<= 4
		// Cards from n up never are in apres: a card beaten by none (15) needs no min with n.
		if apres&entre[c][vaincu>>(4*c&63)&15] != 0 {
			return false
		}
		apres |= 1 << c
	}
	return true
}

// entre[c][v] holds the cards strictly between c and v, one bit each.
var entre = func() (t [16][16]uint32) {
	for c := range 16 {
		for v := c + 1; v < 16; v++ {
			t[c][v] = uint32(1)<<v - uint32(2)<<c
		}
	}
	return t
}()
