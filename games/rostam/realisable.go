package rostam

import (
	"jeux/parametre"
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
	// N is the number of cards of the deal tried: 2·|#a − #b|, or the odd number next to it
	// (see Realisabilite).
	N int
	// Entiere is false when the word cannot be the profile of a whole game whatever the cards:
	// a pile empties before its end, or none empties at its end.
	Entiere bool
	// Realisable is true when some position of N cards plays exactly this word.
	Realisable bool
	// Raison explains the answer.
	Raison Phrase
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

// Realisabilite decides whether the word is the profile of a whole game, and of which deal
// (Theorem 5 of the report: exactly when the graph of the inequalities met by playing the word
// on unknowns is acyclic). Player 1 holds ⌊N/2⌋ cards, player 2 ⌈N/2⌉. A finished game empties
// the loser's first pile, so the winner's letters outnumber the loser's by its size m: with
// d = |#a − #b|, N is 2d (the report's even N), or 2d − 1 when player 1 wins (player 2 held
// ⌈N/2⌉ = d) and 2d + 1 when player 2 wins (player 1 held ⌊N/2⌋ = d). The even N is tried first,
// as the report does; the odd one when the even one is not a realisable whole game. It returns
// a *parametre.Erreur of "mot", without its value, when N exceeds MaxN.
func Realisabilite(m Mot) (Verdict, error) {
	a, b := m.Compte()
	d := a - b
	if d < 0 {
		d = -d
	}
	if 2*d > MaxN {
		return Verdict{}, &parametre.Erreur{Nom: "mot", Code: CodeMotCartes, Args: []any{a, b, 2 * d, MaxN}}
	}
	v := realisabiliteN(m, 2*d)
	if v.Realisable || d == 0 || len(m) == 0 {
		return v, nil
	}
	impair := 2*d + 1 // won by player 2
	if m[len(m)-1] == 'a' {
		impair = 2*d - 1
	}
	if impair < 2 || impair > MaxN {
		return v, nil
	}
	if w := realisabiliteN(m, impair); w.Realisable || w.Entiere && !v.Entiere {
		return w, nil
	}
	return v, nil
}

// realisabiliteN plays the word on unknowns x1..xN, x1..x⌊N/2⌋ being player 1's pile and the
// others player 2's.
func realisabiliteN(m Mot, n int) Verdict {
	v := Verdict{Mot: m, N: n}
	if n == 0 {
		v.Raison = Phrase{Code: CodeAutantDeAEtDeB}
		return v
	}
	j1 := make([]int, 0, 2*n)
	j2 := make([]int, 0, 2*n)
	for i := range n {
		if i < n/2 {
			j1 = append(j1, i)
		} else {
			j2 = append(j2, i)
		}
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
			v.Raison = Phrase{CodePileVideAvant, []any{n, vide, k, len(m)}}
			return v
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
	// The candidate N makes the loser's pile empty exactly at the end: ⌊N/2⌋ + #a − #b is N
	// or 0.
	v.Entiere = true
	valeurs, cycle := v.numerote()
	if cycle != nil {
		v.Cycle = cycle
		v.Raison = Phrase{CodeGrapheCycle, []any{v.TexteCycle()}}
		return v
	}
	v.Realisable = true
	v.Raison = Phrase{Code: CodeGrapheSansCycle}
	v.Position = Position{J1: valeurs[:n/2], J2: valeurs[n/2:]}
	return v
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

// maxEcho bounds the words a result echoes recompressed (« aba2 »): a longer one is echoed as
// typed.
const maxEcho = 100_000

// MotEcrit is the word typed as texte, read as m, as a result echoes it: compressed, or as
// typed without its spaces when it is longer than maxEcho letters.
func MotEcrit(texte string, m Mot) string {
	if len(m) <= maxEcho {
		return m.String()
	}
	return strings.Join(strings.Fields(texte), "")
}
