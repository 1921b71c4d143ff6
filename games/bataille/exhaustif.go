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

// The exhaustive enumeration counts every deal of a small deck under the open War of
// docs/regles.md §1.3, both players picking up by the same mode, natural or optimised. A deal is
// an arrangement of the deck's multiset (cards of one value are alike), split in half, the first
// half player 1's. It plays each position the deals reach when their dealt cards run out, once,
// and counts it for every deal that reaches it (exhaustif_etats.go). Exchanging the piles
// exchanges the players and nothing else: the rules treat both alike, and a trick's table does
// not depend on who played which card. So only one of each pair of mirrored positions is played,
// and counts for both (the winner exchanged, the same length, the mirrored cycle). No other
// relabelling is a symmetry: the game compares values, so only an order-preserving map of the
// values keeps it, and on the values 1..v that map is the identity.

// MaxDonnesExhaustif bounds the deals of a deck the enumeration accepts: 4 × 5 has 3.06·10¹¹.
const MaxDonnesExhaustif = 4e11

// DonnesParSeconde is the speed the refusal of a deck too large quotes: deals counted a second
// on one core, measured by BenchmarkExhaustif4x5Naturelle on an idle Zen 4 (1.47·10⁸ on the last
// items of 4 × 5, the slowest per deal; the whole deck counted 3.0·10⁸ a CPU second, 28 November
// 2026, docs/performance.md), rounded down so that a larger deck's hours are not underestimated.
const DonnesParSeconde = 1.4e8

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
	// Donnes counts the deals the items stand for.
	Donnes int64 `json:"donnes"`
	// Positions counts the positions played, each once for the deals that reach it when the
	// dealt cards run out (exhaustif_etats.go).
	Positions int64 `json:"positions"`
	J1        int64 `json:"j1"`
	J2        int64 `json:"j2"`
	Nulles    int64 `json:"nulles"`
	Infinies  int64 `json:"infinies"`
	// Durees[d] counts the finished deals lasting d tricks.
	Durees []int64 `json:"durees"`
	// DureeMax is the longest finished game and DonneMax the smallest deal lasting it in
	// lexicographic order, written with player 1's pile at most player 2's, player 1's cards then
	// player 2's, values from 1 (empty when no deal is finished).
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
	d.Positions += src.Positions
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
	if src.DureeMax > d.DureeMax || src.DureeMax == d.DureeMax && slices.Compare(src.DonneMax, d.DonneMax) < 0 {
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
	items := c.ItemsExhaustif()
	if debut < 0 || fin > int64(len(items)) || debut > fin {
		return nil, &parametre.Erreur{Nom: "items", Valeur: strconv.FormatInt(debut, 10), Code: CodeIntervalle, Args: []any{len(items)}}
	}
	total := NouveauDecompteExhaustif(c, debut)
	_, _ = parallel.RunOrdered(ctx, workers, debut, fin,
		func() *enumerateurExhaustif { return nouvelEnumerateurExhaustif(c) },
		func(e *enumerateurExhaustif, k int64) (*DecompteExhaustif, bool) {
			r := e.item(ctx, k, items[k])
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
	cfg   ConfigExhaustif
	jeu   jeuEmballe
	plis  []int64 // durations of the item under way
	etats *enumEtats
	// cycles of the item under way, by smallest position.
	cycles map[etatEmballe]*CycleExhaustif
}

func nouvelEnumerateurExhaustif(c ConfigExhaustif) *enumerateurExhaustif {
	e := &enumerateurExhaustif{cfg: c, jeu: nouveauJeuEmballe(c.Couleurs, c.Valeurs, c.Ramassage == Optimisee),
		cycles: map[etatEmballe]*CycleExhaustif{}}
	e.etats = nouvelEnumEtats(&e.jeu, c.Valeurs)
	return e
}

// compteCycle counts the mult deals of a position whose game ends on the cycle through s, of
// period lambda, and as many on the mirrored cycle when the position's mirror counts too.
func (e *enumerateurExhaustif) compteCycle(s etatEmballe, lambda int, mult int64, miroir bool) {
	cle, m := e.jeu.plusPetites(s, lambda)
	ajoute := func(c etatEmballe) {
		x, ok := e.cycles[c]
		if !ok {
			x = &CycleExhaustif{Q1: c.q0, Q2: c.q1, N1: c.n0, Periode: lambda}
			e.cycles[c] = x
		}
		x.Donnes += mult
	}
	ajoute(cle)
	if miroir {
		ajoute(m)
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
