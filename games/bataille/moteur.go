package bataille

import (
	"math/rand/v2"
)

// Moteur plays games of one configuration. It owns every buffer a game needs, so that playing
// does not allocate; a Moteur must not be shared between goroutines.
type Moteur struct {
	cfg   Config
	jeu   []uint8 // the deck, sorted, copied before each shuffle
	donne []uint8
	pos   position

	tapis  [MaxCartes]uint8 // cards on the table during a trick, in pairs (player 1, player 2)
	nTapis int
	ordre  [MaxCartes]uint8 // the table's cards in the order they are picked up

	// Brent's cycle detection and the pre-period search reuse these two positions.
	depart, tortue position

	// Random bits for two-card pick-ups, the most frequent case: one Uint64 serves 64 tricks.
	bits  uint64
	nBits int
}

// NouveauMoteur returns a Moteur for cfg, which must be valid (see Config.Valider).
func NouveauMoteur(cfg Config) *Moteur {
	if err := cfg.Valider(); err != nil {
		panic("bataille: " + err.Error())
	}
	m := &Moteur{cfg: cfg, jeu: make([]uint8, 0, cfg.Cartes()), donne: make([]uint8, cfg.Cartes())}
	for v := 1; v <= cfg.Valeurs; v++ {
		for range cfg.Couleurs {
			m.jeu = append(m.jeu, uint8(v))
		}
	}
	return m
}

// Donne shuffles the deck uniformly and returns the two piles, top first: player 1 gets the
// first ⌊n/2⌋ cards.
func (m *Moteur) Donne(r *rand.Rand) (j1, j2 []int) {
	m.distribue(r)
	return m.pos.j[0].valeurs(), m.pos.j[1].valeurs()
}

// distribue shuffles the deck and deals it into m.pos.
func (m *Moteur) distribue(r *rand.Rand) {
	copy(m.donne, m.jeu)
	m.nBits = 0
	melange(m.donne, r)
	m.pos.charge(m.donne)
}

// Partie deals a shuffled deck and plays it to the end. A deterministic game is watched for a
// repeated position with Brent's algorithm, which needs no memory beyond two positions.
func (m *Moteur) Partie(r *rand.Rand) Resultat {
	m.distribue(r)
	switch {
	case m.cfg.Regles == Paternault:
		return m.paternault(r)
	case m.cfg.Deterministe():
		return m.brent()
	}
	for t := 1; ; t++ {
		if fin, g := m.pli(&m.pos, r); fin {
			return Resultat{Plis: t, Gagnant: g}
		}
	}
}

// paternault plays the game in m.pos under Paternault rules. The tricks without a tie (sixteen
// in seventeen with 52 cards) are played by sansBataille, the others by bataille, both on the
// piles' ends kept in a serie. They draw the same random numbers as pli, so that Partie and
// Rejoue agree on a deal.
func (m *Moteur) paternault(r *rand.Rand) Resultat {
	p := &m.pos
	s := serie{t: 1}
	s.charge(p)
	for {
		switch s.sansBataille(p) {
		case serieBits:
			s.bits, s.nBits = r.Uint64(), 64
		case serieFin:
			s.rend(p)
			return Resultat{Plis: s.t, Gagnant: s.gagnant}
		case serieBataille:
			if s.bataille(p, &m.tapis, r) {
				s.rend(p)
				return Resultat{Plis: s.t, Gagnant: s.gagnant}
			}
			s.t++
		}
	}
}

// serie is the state of a game between tricks, held apart from the position so that the loops
// keep it in registers: the piles' ends, player 1's count, the random bits not used yet, the
// number of the trick under way, and Brent's counters. The cards stay in the position.
type serie struct {
	d0, f0, d1, f1 uint8
	n0, total      int // between tricks every card is in a pile: player 2 holds total − n0
	bits           uint64
	nBits          int
	t              int
	gagnant        int
	// Brent's algorithm: tricks since the tortoise was saved, the power of two at which it moves,
	// and the tortoise's player 1 count and tops.
	lambda, puissance int
	tn0, tt           int // the tortoise's player 1 count and trick
	td0, td1          uint8
}

// Why sansBataille stopped.
const (
	serieBits     = iota // no random bit left
	serieBataille        // the next trick starts with a tie
	serieFin             // the game is over, won by s.gagnant
)

// charge reads the piles' ends from p.
func (s *serie) charge(p *position) {
	s.d0, s.f0, s.d1, s.f1 = p.j[0].debut, p.j[0].fin, p.j[1].debut, p.j[1].fin
	s.n0, s.total = p.j[0].n, p.j[0].n+p.j[1].n
}

// chargeTortue reads the tortoise's pile ends.
func (s *serie) chargeTortue(tortue *position) {
	s.tn0, s.td0, s.td1 = tortue.j[0].n, tortue.j[0].debut, tortue.j[1].debut
}

// rend writes the piles' ends back into p.
func (s *serie) rend(p *position) {
	p.j[0].debut, p.j[0].fin, p.j[0].n = s.d0, s.f0, s.n0
	p.j[1].debut, p.j[1].fin, p.j[1].n = s.d1, s.f1, s.total-s.n0
}

// sansBataille plays tricks without a tie (Paternault's random pick-up of two cards) until a
// tie, the end of the game or the end of the random bits. It calls nothing, so that its whole
// state stays in registers, and has no branch on the cards: the winner's pile and its end are
// selected arithmetically. Each trick uses one random bit, so one counter, k, gives both the
// trick's number and the bits left.
func (s *serie) sansBataille(p *position) int {
	d0, f0, d1, f1 := s.d0, s.f0, s.d1, s.f1
	n0, total := s.n0, s.total
	bits, nBits := s.bits, s.nBits
	k, utilises := 0, 0 // tricks played to the end, random bits used
	etat := serieBits
	for {
		a, b := p.j[0].cartes[d0], p.j[1].cartes[d1]
		if a == b {
			etat = serieBataille
			break
		}
		if k == nBits {
			break // drawn only now, after a tie's shuffle, as pli draws them
		}
		d0++
		d1++
		echange := -uint8(bits & 1) // all ones: put b first, as ramasse does
		x := a ^ (a^b)&echange
		bits >>= 1
		g := plusGrand(b, a) // 1 when player 2 wins
		f := f0 ^ (f0^f1)&-g
		q := &p.j[g&1].cartes
		q[f] = x
		q[f+1] = a ^ b ^ x
		f0 += 2 - 2*g
		f1 += 2 * g
		n0 += 1 - 2*int(g)
		if uint(n0-1) >= uint(total-1) { // n0 == 0 or n0 == total: a pile is empty
			s.gagnant = int(g) + 1
			etat = serieFin
			utilises = 1
			break
		}
		k++
	}
	s.d0, s.f0, s.d1, s.f1 = d0, f0, d1, f1
	s.n0, s.bits, s.nBits, s.t = n0, bits, nBits-k-utilises, s.t+k
	return etat
}

// bataille plays a Paternault trick that starts with a tie, as finPli does but on the piles' ends
// in s: each player puts a card face down and turns another until the face-up cards differ, and
// the winner puts the table's cards under her pile in an order drawn by melange (never fewer than
// six cards, so the random bits are not used). It reports whether the game ended during the
// trick, the winner (0 for a draw) in s.gagnant. The table is shuffled in place: Partie does not
// trace its tricks.
func (s *serie) bataille(p *position, tapis *[MaxCartes]uint8, r *rand.Rand) (fin bool) {
	c0, c1 := &p.j[0].cartes, &p.j[1].cartes
	d0, d1 := s.d0, s.d1
	n0, n1 := s.n0, s.total-s.n0
	n := 0
	var a, b uint8
	for {
		a, b = c0[d0], c1[d1]
		d0++
		d1++
		n0--
		n1--
		tapis[n], tapis[n+1] = a, b
		n += 2
		if a != b {
			break
		}
		if n0 == 0 || n1 == 0 {
			return s.epuisee(d0, d1, n0, n1)
		}
		tapis[n], tapis[n+1] = c0[d0], c1[d1] // face down
		d0++
		d1++
		n0--
		n1--
		n += 2
		if n0 == 0 || n1 == 0 {
			return s.epuisee(d0, d1, n0, n1)
		}
	}
	t := tapis[:n]
	melange(t, r)
	s.d0, s.d1 = d0, d1
	if b > a {
		f := s.f1
		for _, c := range t {
			c1[f] = c
			f++
		}
		s.f1, n1 = f, n1+n
	} else {
		f := s.f0
		for _, c := range t {
			c0[f] = c
			f++
		}
		s.f0, n0 = f, n0+n
	}
	return s.ramasse(n0, n1)
}

// batailleDeterministe plays a Delahaye trick that starts with a tie, as finPli does but on the
// piles' ends in s: both players turn cards until they differ, and the winner picks the table up
// by her mode, natural or optimised. It reports whether the game ended during the trick, the
// winner (0 for a draw) in s.gagnant. The table is sorted in place: brent does not trace.
func (s *serie) batailleDeterministe(p *position, tapis *[MaxCartes]uint8, modes [2]Ramassage) (fin bool) {
	c0, c1 := &p.j[0].cartes, &p.j[1].cartes
	d0, d1 := s.d0, s.d1
	n0, n1 := s.n0, s.total-s.n0
	n := 0
	var a, b uint8
	for {
		a, b = c0[d0], c1[d1]
		d0++
		d1++
		n0--
		n1--
		tapis[n], tapis[n+1] = a, b
		n += 2
		if a != b {
			break
		}
		if n0 == 0 || n1 == 0 {
			return s.epuisee(d0, d1, n0, n1)
		}
	}
	s.d0, s.d1 = d0, d1
	g, q, f := 0, c0, s.f0
	if b > a {
		g, q, f = 1, c1, s.f1
	}
	t := tapis[:n]
	if modes[g] == Naturelle {
		// The trick's pile is [lower, higher] per duel, picked up from its last card.
		for i := n - 2; i >= 0; i -= 2 {
			q[f], q[f+1] = max(t[i], t[i+1]), min(t[i], t[i+1])
			f += 2
		}
	} else {
		trieDecroissant(t)
		for _, c := range t {
			q[f] = c
			f++
		}
	}
	if g == 0 {
		s.f0, n0 = f, n0+n
	} else {
		s.f1, n1 = f, n1+n
	}
	return s.ramasse(n0, n1)
}

// ramasse records the pile sizes after a tie's pick-up and reports whether the game ended, its
// winner in s.gagnant.
func (s *serie) ramasse(n0, n1 int) bool {
	s.n0 = n0
	switch {
	case n0 == 0:
		s.gagnant = 2
		return true
	case n1 == 0:
		s.gagnant = 1
		return true
	}
	return false
}

// epuisee ends a game in which a player ran out during a tie: the player with cards left wins,
// nobody if both ran out. The cards on the table count in neither pile.
func (s *serie) epuisee(d0, d1 uint8, n0, n1 int) bool {
	s.d0, s.d1, s.n0 = d0, d1, n0
	s.total = n0 + n1
	switch {
	case n0 == 0 && n1 == 0:
		s.gagnant = 0
	case n0 == 0:
		s.gagnant = 2
	default:
		s.gagnant = 1
	}
	return true
}

// trieDecroissant sorts a table's cards by decreasing value, the order of the optimised pick-up,
// by insertion: a table holds few cards.
func trieDecroissant(t []uint8) {
	for i := 1; i < len(t); i++ {
		for k := i; k > 0 && t[k] > t[k-1]; k-- {
			t[k], t[k-1] = t[k-1], t[k]
		}
	}
}

// plusGrand returns 1 if x > y and 0 otherwise, without a branch.
func plusGrand(x, y uint8) uint8 {
	var g uint8
	if x > y {
		g = 1
	}
	return g
}

// brent plays the deterministic game in m.pos and looks for a cycle with Brent's algorithm,
// applied not to every trick but to steps of play that the position alone determines, so that
// the steps' positions repeat exactly when the game's do:
//   - blocPair (assembly, for piles dealt even) or sansBatailleBloc (Go) play rounds of
//     min(n0, n1) cards drawn by each player: each draws only cards she holds at the round's
//     start, so no pile can run out before its last card, and the loop checks neither the end
//     of the game nor a cycle. They stop before a tie they do not play (blocPair plays those
//     of natural pick-ups, and those of one tied duel of optimised ones, when their cards lie
//     within the round), or at the end of the game;
//   - a tie left to play is one step, batailleDeterministe.
//
// After each step the position is compared with a saved one, the tortoise, which is moved up to
// it whenever the number of steps since it was saved, lambda, reaches a power of two. A return
// to the tortoise spans a whole number of periods; periode finds the period in tricks.
func (m *Moteur) brent() Resultat {
	p := &m.pos
	m.depart.copieCartes(p)
	tortue := &m.depart // the tortoise starts at the deal, and is copied when it moves
	c0, c1 := &p.j[0].cartes, &p.j[1].cartes
	mode := 0 // the ties blocPair plays: none when the players pick up in different orders
	switch m.cfg.Ramassage {
	case [2]Ramassage{Naturelle, Naturelle}:
		mode = 1
	case [2]Ramassage{Optimisee, Optimisee}:
		mode = 2
	}
	pair := (p.j[0].fin|p.j[1].fin)&1 == 0 && p.j[0].n+p.j[1].n < MaxCartes // both piles dealt even, as with 32 or 52 cards
	s := serie{t: 0, puissance: 1}
	s.charge(p)
	s.chargeTortue(tortue)
	for {
		// One step: ties and rounds until it has played pasMax tricks.
		for debut := s.t; s.t-debut < pasMax; {
			if c0[s.d0] == c1[s.d1] {
				s.t++
				if s.batailleDeterministe(p, &m.tapis, m.cfg.Ramassage) {
					return Resultat{Plis: s.t, Gagnant: s.gagnant}
				}
				continue
			}
			reste := pasMax - (s.t - debut)
			if pair {
				bouts := [4]uint8{s.d0, s.f0, s.d1, s.f1}
				s.t += blocPair(c0, c1, &bouts, &s.n0, s.total, reste, mode)
				s.d0, s.f0, s.d1, s.f1 = bouts[0], bouts[1], bouts[2], bouts[3]
			} else {
				s.t += s.sansBatailleBloc(c0, c1, reste)
			}
			switch s.n0 {
			case 0:
				return Resultat{Plis: s.t, Gagnant: 2}
			case s.total:
				return Resultat{Plis: s.t, Gagnant: 1}
			}
		}
		s.lambda++
		if s.n0 == s.tn0 && memesCartes(c0, &tortue.j[0].cartes, s.d0, s.td0, s.n0) &&
			memesCartes(c1, &tortue.j[1].cartes, s.d1, s.td1, s.total-s.n0) {
			s.rend(p)
			lambda := m.periode(s.t - s.tt)
			mu := m.preperiode(lambda)
			return Resultat{Plis: mu + lambda, Infinie: true, Preperiode: mu, Periode: lambda}
		}
		if s.lambda == s.puissance {
			s.rend(p)
			tortue = &m.tortue
			tortue.copieCartes(p)
			s.chargeTortue(tortue)
			s.tt = s.t
			s.puissance *= 2
			s.lambda = 0
		}
	}
}

// pasMax is the length of a step of brent: it ends with the tie or the round that reaches
// pasMax tricks. Most games of 32 or 52 cards end within their first step, before any
// comparison with the tortoise.
const pasMax = 1024

// sansBatailleBloc is blocPair (bloc_amd64.go) in Go, for any ends: it plays the tricks without a
// tie of a deterministic pick-up from s, in which the winner of two cards puts the higher one
// first whatever her mode, by rounds of min(n0, n1) tricks, in which no pile can run out before
// the last trick and every card drawn was in the pile at the round's start. It stops at the
// first tie, at the end of the game (s.n0 is 0 or s.total), or after the round that reaches
// limite tricks, and returns the number of tricks played.
func (s *serie) sansBatailleBloc(c0, c1 *[MaxCartes]uint8, limite int) int {
	d0, f0, d1, f1, n0 := s.d0, s.f0, s.d1, s.f1, s.n0
	plis := 0
	for {
		k, j := min(n0, s.total-n0), 0
		for ; j < k; j++ {
			a, b := c0[d0], c1[d1]
			if a == b {
				break
			}
			d0++
			d1++
			h, l := max(a, b), min(a, b)
			// Both piles get the two cards; only the winner's end moves past them. The
			// loser's copy lies in places that are free: the loser has drawn a card and two
			// are on the table, so it holds at most MaxCartes − 2.
			c0[f0], c0[f0+1] = h, l
			c1[f1], c1[f1+1] = h, l
			g := plusGrand(b, a) // 1 when player 2 wins
			f0 += 2 - 2*g
			f1 += 2 * g
			n0 += 1 - 2*int(g) // she drew a card and picked up two or none
		}
		plis += j
		if j < k || n0 == 0 || n0 == s.total || plis >= limite {
			break
		}
	}
	s.d0, s.f0, s.d1, s.f1, s.n0 = d0, f0, d1, f1, n0
	return plis
}

// periode returns the period in tricks of the cycle that m.pos is on, given a whole number of
// periods, multiple: the first return of the position, trick by trick.
func (m *Moteur) periode(multiple int) int {
	m.tortue = m.pos
	for t := 1; t < multiple; t++ {
		m.pli(&m.tortue, nil)
		if m.tortue.egale(&m.pos) {
			return t
		}
	}
	return multiple
}

// memesCartes reports whether the n cards of x from i are those of y from j.
func memesCartes(x, y *[MaxCartes]uint8, i, j uint8, n int) bool {
	for range n {
		if x[i] != y[j] {
			return false
		}
		i++
		j++
	}
	return true
}

// preperiode replays the game from its deal with one copy lambda tricks ahead: the first trick at
// which both copies agree is where the cycle starts.
func (m *Moteur) preperiode(lambda int) int {
	m.tortue = m.depart
	for range lambda {
		m.pli(&m.tortue, nil)
	}
	mu := 0
	for !m.depart.egale(&m.tortue) {
		m.pli(&m.depart, nil)
		m.pli(&m.tortue, nil)
		mu++
	}
	return mu
}

// VerifierDonne reports why a deal cannot be replayed, or nil: each pile needs at least one card,
// values between 1 and MaxValeurs, at most MaxCartes cards in all.
func VerifierDonne(j1, j2 []int) error {
	for k, j := range [2][]int{j1, j2} {
		if len(j) == 0 {
			return echec(CodePileJoueuseVide, k+1)
		}
		for _, v := range j {
			if v < 1 || v > MaxValeurs {
				return echec(CodeCarteJoueuse, v, k+1, MaxValeurs)
			}
		}
	}
	if n := len(j1) + len(j2); n > MaxCartes {
		return echec(CodeDonneTropGrande, n, MaxCartes)
	}
	return nil
}

// Rejoue plays the given deal (piles top first) under the Moteur's rules; the deck's size is not
// used. r may be nil when the rules draw nothing. A deterministic game records every position
// it meets, so that it stops at the first repeated one. When trace is not nil it receives every
// trick as it is played; when it returns false, Rejoue stops at once and its result only counts
// the tricks played. The deal must satisfy VerifierDonne.
func (m *Moteur) Rejoue(j1, j2 []int, r *rand.Rand, trace func(Pli) bool) Resultat {
	if err := VerifierDonne(j1, j2); err != nil {
		panic("bataille: " + err.Error())
	}
	if r == nil && !m.cfg.Deterministe() {
		panic("bataille: Rejoue needs a *rand.Rand for random pick-ups")
	}
	m.nBits = 0
	for k, j := range [2][]int{j1, j2} {
		m.pos.j[k].vide()
		for _, v := range j {
			m.pos.j[k].pose(uint8(v))
		}
	}
	var vues map[string]int
	var cle []byte
	if m.cfg.Deterministe() {
		vues = make(map[string]int)
	}
	for t := 1; ; t++ {
		if vues != nil {
			cle = m.pos.cle(cle)
			if i, ok := vues[string(cle)]; ok {
				return Resultat{Plis: t - 1, Infinie: true, Preperiode: i, Periode: t - 1 - i}
			}
			vues[string(cle)] = t - 1
		}
		fin, g := m.pli(&m.pos, r)
		if trace != nil && !trace(m.decrit(t)) {
			return Resultat{Plis: t}
		}
		if fin {
			return Resultat{Plis: t, Gagnant: g}
		}
	}
}

// pli plays one trick on p. It reports whether the game ended during the trick and, if so, who
// won it (0 for a draw).
func (m *Moteur) pli(p *position, r *rand.Rand) (fin bool, gagnant int) {
	return m.finPli(p, p.j[0].tire(), p.j[1].tire(), r)
}

// finPli plays the rest of a trick whose first duel is a against b.
func (m *Moteur) finPli(p *position, a, b uint8, r *rand.Rand) (fin bool, gagnant int) {
	j1, j2 := &p.j[0], &p.j[1]
	m.tapis[0], m.tapis[1] = a, b
	n := 2
	for a == b {
		if j1.n == 0 || j2.n == 0 {
			m.nTapis = n
			return p.epuisee()
		}
		if m.cfg.Regles == Paternault {
			m.tapis[n], m.tapis[n+1] = j1.tire(), j2.tire()
			n += 2
			if j1.n == 0 || j2.n == 0 {
				m.nTapis = n
				return p.epuisee()
			}
		}
		a, b = j1.tire(), j2.tire()
		m.tapis[n], m.tapis[n+1] = a, b
		n += 2
	}
	m.nTapis = n
	g, perdant := 0, j2
	if b > a {
		g, perdant = 1, j1
	}
	m.ramasse(&p.j[g], g, r)
	if perdant.n == 0 {
		return true, g + 1
	}
	return false, 0
}

// ramasse puts the table's cards under the pile of player g (0 or 1).
func (m *Moteur) ramasse(q *pile, g int, r *rand.Rand) {
	t := m.tapis[:m.nTapis]
	mode := Aleatoire
	if m.cfg.Regles == Delahaye {
		mode = m.cfg.Ramassage[g]
	}
	switch mode {
	case Aleatoire:
		if len(t) == 2 {
			if m.bit(r) {
				q.pose2(t[1], t[0])
			} else {
				q.pose2(t[0], t[1])
			}
			return
		}
		t = m.ordonne(t)
		melange(t, r)
	case Naturelle:
		// The trick's pile is [lower, higher] per duel, picked up from its last card.
		for i := len(t) - 2; i >= 0; i -= 2 {
			q.pose2(max(t[i], t[i+1]), min(t[i], t[i+1]))
		}
		return
	case Optimisee:
		t = m.ordonne(t)
		trieDecroissant(t)
	}
	for _, c := range t {
		q.pose(c)
	}
}

// ordonne copies the table's cards to be reordered, leaving the table as played for a trace.
func (m *Moteur) ordonne(t []uint8) []uint8 {
	o := m.ordre[:len(t)]
	copy(o, t)
	return o
}

// bit returns one random bit, drawing a new Uint64 every 64 bits.
func (m *Moteur) bit(r *rand.Rand) bool {
	if m.nBits == 0 {
		m.bits = r.Uint64()
		m.nBits = 64
	}
	b := m.bits&1 == 1
	m.bits >>= 1
	m.nBits--
	return b
}

// factorielles[k] = k! for k <= 20, the largest that fits in a uint64.
var factorielles = func() (f [21]uint64) {
	f[0] = 1
	for k := 1; k < len(f); k++ {
		f[k] = f[k-1] * uint64(k)
	}
	return f
}()

// inverses[d] = ⌈2^34/d⌉ turns a division by d <= 12 into a multiplication: for x < 12! < 2^29,
// x/d = x·inverses[d] >> 34 exactly, because x·(inverses[d]·d − 2^34) < 2^29·12 < 2^34.
var inverses = func() (inv [13]uint64) {
	for d := uint64(1); d < uint64(len(inv)); d++ {
		inv[d] = (1<<34 + d - 1) / d
	}
	return inv
}()

// melange shuffles t uniformly. Up to 20 cards, one bounded draw x in [0, k!) is split into the
// k-1 digits of a Fisher-Yates shuffle: x is a mixed-radix number whose digits are independent
// and uniform. Battles put 6 or 10 cards on the table, so the usual case divides by reciprocals.
func melange(t []uint8, r *rand.Rand) {
	k := len(t)
	switch {
	case k <= 12:
		x := r.Uint64N(factorielles[k])
		for i := k - 1; i > 0; i-- {
			d := uint64(i + 1)
			q := x * inverses[d] >> 34
			j := x - q*d
			x = q
			t[i], t[j] = t[j], t[i]
		}
	case k <= 20:
		x := r.Uint64N(factorielles[k])
		for i := k - 1; i > 0; i-- {
			j := x % uint64(i+1)
			x /= uint64(i + 1)
			t[i], t[j] = t[j], t[i]
		}
	default:
		for i := k - 1; i > 0; i-- {
			j := r.Uint64N(uint64(i + 1))
			t[i], t[j] = t[j], t[i]
		}
	}
}
