package bataille

// pile is a player's pile as a ring buffer of MaxCartes places: a byte index wraps around by
// itself, so neither the modulo nor the bounds check costs anything in the hot loop.
type pile struct {
	cartes     [MaxCartes]uint8
	debut, fin uint8 // top card, first free place under the bottom card
	n          int   // number of cards (MaxCartes when debut == fin and the pile is full)
}

// tire takes the top card; the pile must not be empty.
func (p *pile) tire() uint8 {
	c := p.cartes[p.debut]
	p.debut++
	p.n--
	return c
}

// pose puts a card under the pile.
func (p *pile) pose(c uint8) {
	p.cartes[p.fin] = c
	p.fin++
	p.n++
}

// pose2 puts two cards under the pile, x first.
func (p *pile) pose2(x, y uint8) {
	p.cartes[p.fin] = x
	p.cartes[p.fin+1] = y
	p.fin += 2
	p.n += 2
}

// vide empties the pile.
func (p *pile) vide() { p.debut, p.fin, p.n = 0, 0, 0 }

// egale reports whether two piles hold the same cards in the same order.
func (p *pile) egale(q *pile) bool {
	if p.n != q.n {
		return false
	}
	i, j := p.debut, q.debut
	for range p.n {
		if p.cartes[i] != q.cartes[j] {
			return false
		}
		i++
		j++
	}
	return true
}

// valeurs returns the pile's cards, top first.
func (p *pile) valeurs() []int {
	v := make([]int, p.n)
	i := p.debut
	for k := range v {
		v[k] = int(p.cartes[i])
		i++
	}
	return v
}

// position is the state of a game at the start of a trick: both piles.
type position struct {
	j [2]pile
}

// copieCartes makes p hold q's piles, copying only the places that hold cards: all that egale,
// cle, valeurs and the piles' play read.
func (p *position) copieCartes(q *position) {
	for k := range p.j {
		d, s := &p.j[k], &q.j[k]
		d.debut, d.fin, d.n = s.debut, s.fin, s.n
		i, n := int(s.debut), s.n
		if i+n <= MaxCartes {
			copy(d.cartes[i:i+n], s.cartes[i:i+n])
		} else {
			copy(d.cartes[i:], s.cartes[i:])
			copy(d.cartes[:i+n-MaxCartes], s.cartes[:i+n-MaxCartes])
		}
	}
}

func (p *position) egale(q *position) bool { return p.j[0].egale(&q.j[0]) && p.j[1].egale(&q.j[1]) }

// charge deals the cards of d, top first: player 1 gets the first ⌊n/2⌋.
func (p *position) charge(d []uint8) {
	moitie := len(d) / 2
	for k, cartes := range [2][]uint8{d[:moitie], d[moitie:]} {
		q := &p.j[k]
		q.vide()
		copy(q.cartes[:], cartes)
		q.fin, q.n = uint8(len(cartes)), len(cartes)
	}
}

// cle encodes the position exactly: player 1's cards, a 0 (never a card), player 2's cards.
func (p *position) cle(buf []byte) []byte {
	buf = buf[:0]
	for k := range p.j {
		if k > 0 {
			buf = append(buf, 0)
		}
		i := p.j[k].debut
		for range p.j[k].n {
			buf = append(buf, p.j[k].cartes[i])
			i++
		}
	}
	return buf
}

// epuisee reports whether a player has no card left, and then who wins (0 for a draw).
func (p *position) epuisee() (bool, int) {
	switch {
	case p.j[0].n == 0 && p.j[1].n == 0:
		return true, 0
	case p.j[0].n == 0:
		return true, 2
	case p.j[1].n == 0:
		return true, 1
	}
	return false, 0
}
