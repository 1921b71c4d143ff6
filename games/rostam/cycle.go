package rostam

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"jeux/parametre"
)

// CycleConstruit is a position that returns to itself: its game is infinite with pre-period 0.
type CycleConstruit struct {
	N        int
	Position Position
	// Periode is the number of tricks after which the position comes back: Motif, the winners of
	// one round of tricks, repeated Periode/len(Motif) times. It reaches 7·10^10 for some N
	// under 255, far too long a word to write out.
	Periode int64
	Motif   Mot
	// Methode says how the position was found.
	Methode Phrase
}

// ErreurSansCycle answers ConstruitCycle for the N for which no position returning to itself is known.
type ErreurSansCycle struct {
	N int
	// Forme is "2^k" or "3·2^k" with k written out.
	Forme string
}

// Phrase says why no cycle is given.
func (e *ErreurSansCycle) Phrase() Phrase { return Phrase{CodeSansCycle, []any{e.N, e.Forme}} }

// Error says why no cycle is given, in French.
func (e *ErreurSansCycle) Error() string {
	return (&parametre.Echec{Code: CodeSansCycle, Args: []any{e.N, e.Forme}}).Error()
}

// LireNCycle reads the argument N of rostam cycle, a number of cards written in decimal;
// ConstruitCycle checks its range. Anything else is a *parametre.Erreur of "N".
func LireNCycle(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, &parametre.Erreur{Nom: "N", Valeur: strconv.Quote(s), Code: CodeNCycle, Args: []any{MaxN}}
	}
	return n, nil
}

// ConstruitCycle returns a position of n cards (5 <= n <= MaxN) that returns to itself, played by the
// engine before it is returned. For n = 2^k·q with q odd and q >= 5 it is built as follows,
// the construction of Spivey's theorem carried out by a short search: with r = 2^k, player 1
// holds 2r cards and player 2 the other n-2r, and the players win r tricks in turn. Whatever the
// cards, these 2r tricks move the card of each place to a fixed place, a permutation σ of the
// n places; a card met at a trick meets, over the turns of σ, the cards of the other place's
// orbit. Requiring each trick's winner to hold the larger card gives a graph of inequalities
// between the cards; when it has no cycle, numbering it from its sinks up gives a position
// whose game repeats the 2r tricks for ever and comes back after ord(σ) rounds. For n odd
// (r = 1, piles of 2 and n-2) this is the alternating cycle of Spivey's Theorem 6. Should the
// graph have a cycle, every r from 1 to n and every size of player 1's pile are tried in turn,
// a finite search; the test checks that the first choice works for every n up to MaxN. For
// n = 2^k or 3·2^k it returns an *ErreurSansCycle.
func ConstruitCycle(n int) (CycleConstruit, error) {
	if n < 5 || n > MaxN {
		return CycleConstruit{}, &parametre.Erreur{Nom: "N", Valeur: strconv.FormatInt(int64(n), 10), Code: CodeNCyclePetit, Args: []any{MaxN}}
	}
	k := bits.TrailingZeros(uint(n))
	switch n >> k {
	case 1:
		return CycleConstruit{}, &ErreurSansCycle{N: n, Forme: fmt.Sprintf("2^%d", k)}
	case 3:
		return CycleConstruit{}, &ErreurSansCycle{N: n, Forme: fmt.Sprintf("3·2^%d", k)}
	}
	r := 1 << k
	p, periode, ok := cycleEnSeries(n, r, 2*r)
	methode := Phrase{CodeMethodeSpivey, []any{r, 2 * r, r, n >> k}}
	for r2 := 1; !ok && r2 <= n; r2++ {
		for a := 1; !ok && a < n; a++ {
			if p, periode, ok = cycleEnSeries(n, r2, a); ok {
				r = r2
				methode = Phrase{CodeMethodeRecherche, []any{r2, a}}
			}
		}
	}
	if !ok {
		return CycleConstruit{}, &parametre.Echec{Code: CodeSansSeries, Args: []any{n}}
	}
	motif := Mot(strings.Repeat("a", r) + strings.Repeat("b", r))
	// Played by the engine: the whole game when its period is short enough, otherwise its
	// first rounds, which must follow the motif (the graph makes every later round do so too).
	if periode <= MaxPeriodeJouee {
		var m Moteur
		partie := m.Joue(p)
		if !partie.Infinie || partie.Preperiode != 0 || int64(partie.Periode) != periode {
			panic(fmt.Sprintf("rostam: la position construite pour N = %d ne revient pas à elle-même après %d plis", n, periode))
		}
	} else {
		for i, e := range Deroule(p, 64*len(motif)) {
			if e.Lettre != motif[i%len(motif)] {
				panic(fmt.Sprintf("rostam: la position construite pour N = %d ne suit pas le motif %s", n, motif))
			}
		}
	}
	return CycleConstruit{N: n, Position: p, Periode: periode, Motif: motif, Methode: methode}, nil
}

// MaxPeriodeJouee is the longest period ConstruitCycle checks by playing the whole game.
const MaxPeriodeJouee = 1 << 22

// Notation writes the periodic word compressed, as "(a2b2)15".
func (c CycleConstruit) Notation() string {
	return "(" + Compresse(c.Motif) + ")" + strconv.FormatInt(c.Periode/int64(len(c.Motif)), 10)
}

// cycleEnSeries looks for a position of n cards, a cards to player 1, whose game is made of runs
// of r tricks won by player 1 then r by player 2, for ever; see ConstruitCycle.
// It also returns the period, 2r times the order of σ.
func cycleEnSeries(n, r, a int) (Position, int64, bool) {
	// Play the 2r tricks on places: p1 and p2 hold the starting place of each card.
	p1 := make([]int, 0, 2*n)
	p2 := make([]int, 0, 2*n)
	for i := 0; i < n; i++ {
		if i < a {
			p1 = append(p1, i)
		} else {
			p2 = append(p2, i)
		}
	}
	type pli struct{ gagnant, perdant int }
	plis := make([]pli, 0, 2*r)
	for t := 0; t < 2*r; t++ {
		if len(p1) == 0 || len(p2) == 0 {
			return Position{}, 0, false
		}
		x, y := p1[0], p2[0]
		p1, p2 = p1[1:], p2[1:]
		if t < r {
			p1 = append(p1, x, y)
			plis = append(plis, pli{x, y})
		} else {
			p2 = append(p2, y, x)
			plis = append(plis, pli{y, x})
		}
	}
	// After the 2r tricks the card at place i started at place avant[i]; after j rounds, the
	// card at place i is the one that started at avant^j(i).
	avant := append(p1, p2...)
	orbite := make([]int, n)
	rangOrbite := make([]int, n)
	for i := range orbite {
		orbite[i] = -1
	}
	var orbites [][]int
	for i := 0; i < n; i++ {
		if orbite[i] >= 0 {
			continue
		}
		var o []int
		for j := i; orbite[j] < 0; j = avant[j] {
			orbite[j], rangOrbite[j] = len(orbites), len(o)
			o = append(o, j)
		}
		orbites = append(orbites, o)
	}
	// The trick between places u and v meets, in round j, the cards that started at avant^j(u)
	// and avant^j(v): the inequalities repeat after lcm of the two orbits' lengths.
	plusGrand := make([][]bool, n) // plusGrand[x][y]: the card starting at x beats the one at y
	for i := range plusGrand {
		plusGrand[i] = make([]bool, n)
	}
	for _, t := range plis {
		ou, ov := orbites[orbite[t.gagnant]], orbites[orbite[t.perdant]]
		tours := len(ou) / pgcd(len(ou), len(ov)) * len(ov)
		for j := 0; j < tours; j++ {
			x := ou[(rangOrbite[t.gagnant]+j)%len(ou)]
			y := ov[(rangOrbite[t.perdant]+j)%len(ov)]
			if x == y {
				return Position{}, 0, false
			}
			plusGrand[x][y] = true
		}
	}
	// Number the cards from the sinks up (Kahn's algorithm); a cycle leaves some unnumbered.
	battus := make([]int, n) // cards x beats that are not numbered yet
	pred := make([][]int, n)
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			if plusGrand[x][y] {
				battus[x]++
				pred[y] = append(pred[y], x)
			}
		}
	}
	var file []int
	for x := 0; x < n; x++ {
		if battus[x] == 0 {
			file = append(file, x)
		}
	}
	valeur := make([]int, n)
	for v := 1; v <= n; v++ {
		if len(file) == 0 {
			return Position{}, 0, false
		}
		x := file[0]
		file = file[1:]
		valeur[x] = v
		for _, z := range pred[x] {
			if battus[z]--; battus[z] == 0 {
				file = append(file, z)
			}
		}
	}
	ordre := int64(1)
	for _, o := range orbites {
		ordre = ppcm(ordre, int64(len(o)))
	}
	return Position{J1: valeur[:a:a], J2: valeur[a:]}, 2 * int64(r) * ordre, true
}

func pgcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
