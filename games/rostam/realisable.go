package rostam

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxExtensions is the largest N for which Toutes and CompteRealisations enumerate the
// realising positions (the linear extensions of the graph).
const MaxExtensions = 12

// Inegalite is an arc of the graph of a word: x_{Petit+1} < x_{Grand+1} (indices from 0).
type Inegalite struct {
	Petit, Grand int
}

// String writes the inequality as "x3 < x1".
func (e Inegalite) String() string {
	return "x" + strconv.Itoa(e.Petit+1) + " < x" + strconv.Itoa(e.Grand+1)
}

// Verdict answers whether a word is the profile of a whole game.
type Verdict struct {
	Mot Mot
	// N is 2·|#a − #b|, the number of cards a game with this profile has.
	N int
	// Entiere is false when the word cannot be the profile of a whole game whatever the cards:
	// a pile empties before its end, or none empties at its end.
	Entiere bool
	// Realisable is true when some position of N cards plays exactly this word.
	Realisable bool
	// Raison explains the answer in French.
	Raison string
	// Inegalites are the arcs of the graph, in the order the symbolic play finds them, each once.
	Inegalites []Inegalite
	// Cycle is a cycle of the graph (x_{c0} < x_{c1} < ... < x_{c0}) proving the word is not
	// realisable; empty otherwise.
	Cycle []int
	// Position is the realising position given by the report's numbering: the vertex of
	// smallest index without successor gets N, is removed, and so on down to 1.
	Position Position
	succ     [][]bool
}

// Realisabilite plays the word on unknowns x1..xN, where x1..x_{N/2} is player 1's pile and
// the others player 2's, builds the graph of the inequalities met on the way and decides
// whether the word is realisable (Theorem 5 of the report: exactly when the graph is acyclic).
// It returns an error when N exceeds MaxN.
//
// N = 2·|#a − #b| is the even-N form of the invariant of a finished game: the loser's first
// pile, of m cards, is emptied, so the winner's letters outnumber the loser's by m. Dealing
// ⌊N/2⌋ cards to player 1 and ⌈N/2⌉ to player 2, a word won by player 1 has #a − #b = ⌈N/2⌉
// and one won by player 2 has #b − #a = ⌊N/2⌋: a word whose difference is d may then also be
// that of N = 2d−1 (won by player 1) or N = 2d+1 (won by player 2), which Realisabilite does
// not consider.
func Realisabilite(m Mot) (Verdict, error) {
	a, b := m.Compte()
	d := a - b
	if d < 0 {
		d = -d
	}
	v := Verdict{Mot: m, N: 2 * d}
	if v.N > MaxN {
		return Verdict{}, fmt.Errorf("mot de %d a et %d b : il demande N = %d cartes, au plus %d sont acceptées", a, b, v.N, MaxN)
	}
	if d == 0 {
		v.Raison = "le mot ne code pas le profil d'une partie entière : il a autant de a que de b, aucune pile ne se vide"
		return v, nil
	}
	n := v.N
	j1 := make([]int, 0, 2*n)
	j2 := make([]int, 0, 2*n)
	for i := 0; i < n/2; i++ {
		j1 = append(j1, i)
		j2 = append(j2, n/2+i)
	}
	v.succ = make([][]bool, n)
	for i := range v.succ {
		v.succ[i] = make([]bool, n)
	}
	for k := 0; k < len(m); k++ {
		if len(j1) == 0 || len(j2) == 0 {
			vide := 1
			if len(j2) == 0 {
				vide = 2
			}
			v.Raison = fmt.Sprintf("le mot ne code pas le profil d'une partie entière : avec N = %d, la pile du joueur %d est vide après le pli %d, avant la fin du mot (%d lettres)", n, vide, k, len(m))
			return v, nil
		}
		x, y := j1[0], j2[0]
		if m[k] == 'a' {
			j1 = append(j1[1:], x, y)
			j2 = j2[1:]
			v.ajoute(y, x)
		} else {
			j2 = append(j2[1:], y, x)
			j1 = j1[1:]
			v.ajoute(x, y)
		}
	}
	v.Entiere = true
	valeurs, cycle := v.numerote()
	if cycle != nil {
		v.Cycle = cycle
		v.Raison = "le graphe des inégalités a un cycle : " + v.TexteCycle()
		return v, nil
	}
	v.Realisable = true
	v.Raison = "le graphe des inégalités est sans cycle"
	v.Position = Position{J1: valeurs[:n/2], J2: valeurs[n/2:]}
	return v, nil
}

func (v *Verdict) ajoute(petit, grand int) {
	if !v.succ[petit][grand] {
		v.succ[petit][grand] = true
		v.Inegalites = append(v.Inegalites, Inegalite{Petit: petit, Grand: grand})
	}
}

// TexteCycle writes the cycle as "x1 < x2 < x3 < x1".
func (v Verdict) TexteCycle() string {
	var b strings.Builder
	for _, c := range v.Cycle {
		b.WriteString("x" + strconv.Itoa(c+1) + " < ")
	}
	b.WriteString("x" + strconv.Itoa(v.Cycle[0]+1))
	return b.String()
}

// numerote gives N, N-1, ..., 1 to the vertex of smallest index left without successor, as
// the report's program does. When every vertex left has a successor, following the successor
// of smallest index from the first of them must come back to a vertex already seen: that loop
// is returned instead.
func (v *Verdict) numerote() ([]int, []int) {
	n := v.N
	restant := make([]bool, n)
	degre := make([]int, n)
	for i := 0; i < n; i++ {
		restant[i] = true
		for j := 0; j < n; j++ {
			if v.succ[i][j] {
				degre[i]++
			}
		}
	}
	valeurs := make([]int, n)
	for val := n; val >= 1; val-- {
		s := -1
		for i := 0; i < n; i++ {
			if restant[i] && degre[i] == 0 {
				s = i
				break
			}
		}
		if s < 0 {
			return nil, v.boucle(restant)
		}
		valeurs[s] = val
		restant[s] = false
		for i := 0; i < n; i++ {
			if v.succ[i][s] {
				degre[i]--
			}
		}
	}
	return valeurs, nil
}

func (v *Verdict) boucle(restant []bool) []int {
	vu := make([]int, v.N)
	for i := range vu {
		vu[i] = -1
	}
	c := 0
	for !restant[c] {
		c++
	}
	var chemin []int
	for vu[c] < 0 {
		vu[c] = len(chemin)
		chemin = append(chemin, c)
		j := 0
		for !restant[j] || !v.succ[c][j] {
			j++
		}
		c = j
	}
	cycle := chemin[vu[c]:]
	// Start the cycle at its smallest vertex so that it reads the same however it was entered.
	debut := 0
	for i, x := range cycle {
		if x < cycle[debut] {
			debut = i
		}
	}
	return append(append([]int(nil), cycle[debut:]...), cycle[:debut]...)
}

// Valeurs returns the value given to each unknown by the report's numbering (nil when the
// word is not realisable).
func (v Verdict) Valeurs() []int {
	if !v.Realisable {
		return nil
	}
	return append(append([]int(nil), v.Position.J1...), v.Position.J2...)
}

// CompteRealisations counts the positions that realise the word (the linear extensions of its
// graph), by dynamic programming over the sets of vertices still to number. It panics when N
// exceeds MaxExtensions.
func (v Verdict) CompteRealisations() int64 {
	if !v.Realisable {
		return 0
	}
	n := v.N
	if n > MaxExtensions {
		panic("rostam: CompteRealisations au-delà de 12 cartes")
	}
	succ := v.masques()
	f := make([]int64, 1<<n)
	f[0] = 1
	for r := 1; r < len(f); r++ {
		for s := 0; s < n; s++ {
			if r&(1<<s) != 0 && int(succ[s])&r == 0 {
				f[r] += f[r&^(1<<s)]
			}
		}
	}
	return f[len(f)-1]
}

func (v Verdict) masques() []uint32 {
	succ := make([]uint32, v.N)
	for _, e := range v.Inegalites {
		succ[e.Petit] |= 1 << e.Grand
	}
	return succ
}

// Toutes lists every position that realises the word, the report's one first (the vertex of
// smallest index is tried first at each step). It panics when N exceeds MaxExtensions.
func (v Verdict) Toutes() []Position {
	if !v.Realisable {
		return nil
	}
	n := v.N
	if n > MaxExtensions {
		panic("rostam: Toutes au-delà de 12 cartes")
	}
	succ := v.masques()
	valeurs := make([]int, n)
	var liste []Position
	var descend func(restants uint32, val int)
	descend = func(restants uint32, val int) {
		if val == 0 {
			c := append([]int(nil), valeurs...)
			liste = append(liste, Position{J1: c[: n/2 : n/2], J2: c[n/2:]})
			return
		}
		for s := 0; s < n; s++ {
			if restants&(1<<s) != 0 && succ[s]&restants == 0 {
				valeurs[s] = val
				descend(restants&^(1<<s), val-1)
			}
		}
	}
	descend(1<<n-1, n)
	return liste
}
