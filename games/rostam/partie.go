package rostam

import (
	"bytes"
	"strconv"
	"strings"
)

// Partie is the outcome of the game played from a position.
type Partie struct {
	// Gagnant is 1 or 2, or 0 for an infinite game.
	Gagnant int
	// Plis is the duration of a finished game; for an infinite game, the tricks played before
	// the first repeated position (Preperiode + Periode).
	Plis int
	// Infinie is true when the game becomes periodic.
	Infinie bool
	// Preperiode is the number of tricks before the cycle is entered, Periode the number of
	// tricks of the cycle (both 0 for a finished game).
	Preperiode, Periode int
	// Mot holds the winners of the first Plis tricks.
	Mot Mot
}

// Notation writes the profile word: compressed for a finished game, and for an infinite game
// its pre-period followed by the primitive root of its periodic part, as "b(a2b2)∞".
func (r Partie) Notation() string {
	if !r.Infinie {
		return Compresse(r.Mot)
	}
	return Compresse(r.Mot[:r.Preperiode]) + "(" + Compresse(racine(r.Mot[r.Preperiode:])) + ")∞"
}

// racine returns the shortest word whose repetition gives m.
func racine(m Mot) Mot {
	n := len(m)
	for q := 1; q < n; q++ {
		if n%q == 0 && m[q:] == m[:n-q] {
			return m[:q]
		}
	}
	return m
}

// Type describes the periodic part of an infinite game by the lengths of its runs, "+2/-2" when
// player 1 wins two tricks, then player 2 two, and so on; a pattern of runs that repeats is
// written once, starting with player 1's longest run. It is empty for a finished game.
func (r Partie) Type() string {
	if !r.Infinie {
		return ""
	}
	return typePeriodique(r.Mot[r.Preperiode:])
}

func typePeriodique(m Mot) string {
	n := len(m)
	debut := -1
	for i := 0; i < n; i++ {
		if m[i] == 'a' && m[(i+n-1)%n] == 'b' {
			debut = i
			break
		}
	}
	if debut < 0 {
		return ""
	}
	var series []int
	for i := 0; i < n; {
		j := i
		for j < n && m[(debut+j)%n] == m[(debut+i)%n] {
			j++
		}
		series = append(series, j-i)
		i = j
	}
	// series alternates a-runs and b-runs; its smallest period is taken over (a, b) pairs.
	m2 := len(series)
	motif := m2
	for q := 2; q < m2; q += 2 {
		if m2%q != 0 {
			continue
		}
		ok := true
		for i := q; i < m2 && ok; i++ {
			ok = series[i] == series[i-q]
		}
		if ok {
			motif = q
			break
		}
	}
	series = series[:motif]
	meilleur := 0
	for d := 2; d < motif; d += 2 {
		if plusGrande(series, d, meilleur) {
			meilleur = d
		}
	}
	var b strings.Builder
	for i := 0; i < motif; i++ {
		if i > 0 {
			b.WriteByte('/')
		}
		if i%2 == 0 {
			b.WriteByte('+')
		} else {
			b.WriteByte('-')
		}
		b.WriteString(strconv.Itoa(series[(meilleur+i)%motif]))
	}
	return b.String()
}

// plusGrande reports whether the rotation of s starting at d is lexicographically greater than
// the one starting at e.
func plusGrande(s []int, d, e int) bool {
	n := len(s)
	for i := 0; i < n; i++ {
		x, y := s[(d+i)%n], s[(e+i)%n]
		if x != y {
			return x > y
		}
	}
	return false
}

// pile is a queue of cards kept contiguous in a buffer larger than the deck, so that a whole
// pile can be compared or copied as one slice.
type pile struct {
	buf      []uint8
	deb, fin int
}

func (p *pile) charge(cartes []uint8) {
	if cap(p.buf) < 4*MaxN {
		p.buf = make([]uint8, 4*MaxN)
	}
	p.buf = p.buf[:cap(p.buf)]
	p.deb, p.fin = 0, copy(p.buf, cartes)
}

func (p *pile) cartes() []uint8 { return p.buf[p.deb:p.fin] }

func (p *pile) retire() uint8 {
	c := p.buf[p.deb]
	p.deb++
	return c
}

func (p *pile) ajoute(x, y uint8) {
	if p.fin+2 > len(p.buf) {
		p.fin = copy(p.buf, p.buf[p.deb:p.fin])
		p.deb = 0
	}
	p.buf[p.fin] = x
	p.buf[p.fin+1] = y
	p.fin += 2
}

// jeu is a position being played, in byte queues.
type jeu struct {
	p1, p2 pile
}

func (j *jeu) charge(c1, c2 []uint8) {
	j.p1.charge(c1)
	j.p2.charge(c2)
}

// pli plays one trick and returns its letter.
func (j *jeu) pli() byte {
	x, y := j.p1.retire(), j.p2.retire()
	if x > y {
		j.p1.ajoute(x, y)
		return 'a'
	}
	j.p2.ajoute(y, x)
	return 'b'
}

func (j *jeu) fini() bool { return j.p1.fin == j.p1.deb || j.p2.fin == j.p2.deb }

func (j *jeu) egal(k *jeu) bool {
	return bytes.Equal(j.p1.cartes(), k.p1.cartes()) && bytes.Equal(j.p2.cartes(), k.p2.cartes())
}

func (j *jeu) copie(k *jeu) {
	j.p1.charge(k.p1.cartes())
	j.p2.charge(k.p2.cartes())
}

// Moteur plays positions of any size up to MaxN cards; it keeps its buffers between games so
// that a simulation does not allocate for every deal. Its zero value is ready to use.
type Moteur struct {
	lievre, tortue jeu
	c1, c2         []uint8
	mot            []byte
}

// Joue plays the game from p to its end or to the exact detection of its cycle (Brent's
// algorithm, no move limit). p must be valid with both piles non-empty.
func (m *Moteur) Joue(p Position) Partie {
	m.chargePosition(p)
	m.mot = m.mot[:0]
	g, plis, mu, lam := m.joue(true)
	r := Partie{Gagnant: g, Plis: plis, Infinie: g == 0, Preperiode: mu, Periode: lam}
	r.Mot = Mot(m.mot[:plis])
	return r
}

// typeCycle returns what Joue(p).Type() and Joue(p).Notation() do when p lies on its cycle, of
// period lam: the letters of the first lam tricks from p are then its periodic word.
func (m *Moteur) typeCycle(p Position, lam int) (string, string) {
	m.chargePosition(p)
	h := &m.lievre
	h.charge(m.c1, m.c2)
	m.mot = m.mot[:0]
	for range lam {
		m.mot = append(m.mot, h.pli())
	}
	return typePeriodique(Mot(m.mot)), "(" + Compresse(racine(Mot(m.mot))) + ")∞"
}

// Joue plays the game from p with a fresh Moteur.
func Joue(p Position) Partie {
	var m Moteur
	return m.Joue(p)
}

func (m *Moteur) chargePosition(p Position) {
	if len(p.J1) == 0 || len(p.J2) == 0 {
		panic("rostam: Joue appelé sur une position dont une pile est vide")
	}
	m.c1 = enOctets(m.c1[:0], p.J1)
	m.c2 = enOctets(m.c2[:0], p.J2)
}

func enOctets(dst []uint8, cartes []int) []uint8 {
	for _, c := range cartes {
		dst = append(dst, uint8(c))
	}
	return dst
}

// joue plays from the loaded cards c1, c2 and returns the winner (0 when infinite), the tricks
// played, the pre-period and the period. With note, the letters are appended to m.mot.
func (m *Moteur) joue(note bool) (gagnant, plis, mu, lam int) {
	h, t := &m.lievre, &m.tortue
	h.charge(m.c1, m.c2)
	t.charge(m.c1, m.c2)
	puissance := 1
	for {
		c := h.pli()
		if note {
			m.mot = append(m.mot, c)
		}
		plis++
		lam++
		if h.fini() {
			if h.p2.fin == h.p2.deb {
				return 1, plis, 0, 0
			}
			return 2, plis, 0, 0
		}
		if h.egal(t) {
			break
		}
		if lam == puissance {
			t.copie(h)
			puissance <<= 1
			lam = 0
		}
	}
	// The cycle has length lam; the pre-period is where a walker lam tricks ahead meets one
	// starting from the beginning.
	h.charge(m.c1, m.c2)
	t.charge(m.c1, m.c2)
	for i := 0; i < lam; i++ {
		h.pli()
	}
	for !h.egal(t) {
		h.pli()
		t.pli()
		mu++
	}
	return 0, mu + lam, mu, lam
}

// Etape is one trick of a game shown move by move.
type Etape struct {
	Pli            int
	Carte1, Carte2 int
	Lettre         byte
	Apres          Position
}

// Deroule replays the first n tricks of the game from p (all of them for a finished game when n
// is its duration), with the position after each one.
func Deroule(p Position, n int) []Etape {
	var etapes []Etape
	Derouler(p, n, func(e Etape) bool {
		e.Apres = e.Apres.Copie()
		etapes = append(etapes, e)
		return true
	})
	return etapes
}

// Derouler replays the first n tricks of the game from p (all of them for a finished game when n
// is its duration) and passes each one to f, until f returns false. Its memory does not grow
// with n: the position Apres is Derouler's own, valid during the call only (f copies it to keep
// it).
func Derouler(p Position, n int, f func(Etape) bool) {
	var j1, j2 file
	j1.charge(p.J1, p.N())
	j2.charge(p.J2, p.N())
	for i := 1; i <= n && j1.deb < j1.fin && j2.deb < j2.fin; i++ {
		x, y := j1.retire(), j2.retire()
		e := Etape{Pli: i, Carte1: x, Carte2: y, Lettre: 'a'}
		if x > y {
			j1.ajoute(x, y)
		} else {
			j2.ajoute(y, x)
			e.Lettre = 'b'
		}
		e.Apres = Position{J1: j1.cartes(), J2: j2.cartes()}
		if !f(e) {
			return
		}
	}
}

// file is a pile of cards as a queue in a buffer of twice the deck, so that taking from the
// top and putting under costs no copy but, once in a while, one of the pile.
type file struct {
	buf      []int
	deb, fin int
}

func (f *file) charge(cartes []int, n int) {
	f.buf = make([]int, 2*n+2)
	f.deb, f.fin = 0, copy(f.buf, cartes)
}

func (f *file) cartes() []int { return f.buf[f.deb:f.fin:f.fin] }

func (f *file) retire() int {
	f.deb++
	return f.buf[f.deb-1]
}

func (f *file) ajoute(x, y int) {
	if f.fin+2 > len(f.buf) {
		f.fin = copy(f.buf, f.buf[f.deb:f.fin])
		f.deb = 0
	}
	f.buf[f.fin], f.buf[f.fin+1] = x, y
	f.fin += 2
}
