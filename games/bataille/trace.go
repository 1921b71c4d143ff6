package bataille

// Duel is one comparison of face-up cards within a trick.
type Duel struct {
	// Face-down cards each player put before this duel (Paternault, after a tie); 0 for none.
	Cachees [2]int
	// Face-up cards of players 1 and 2; 0 when the game ended before they could be turned.
	Cartes [2]int
}

// Pli describes one trick of a traced game.
type Pli struct {
	Numero  int
	Duels   []Duel
	Gagnant int    // the player who picked the trick up; 0 when the game ended during the trick
	Ramasse []int  // the cards put under the winner's pile, in that order
	Piles   [2]int // pile sizes after the trick
}

// decrit builds the trick just played from the table left by pli.
func (m *Moteur) decrit(numero int) Pli {
	t := m.tapis[:m.nTapis]
	p := Pli{Numero: numero, Piles: [2]int{m.pos.j[0].n, m.pos.j[1].n}}
	p.Duels = append(p.Duels, Duel{Cartes: [2]int{int(t[0]), int(t[1])}})
	pas := 2
	if m.cfg.Regles == Paternault {
		pas = 4
	}
	for i := 2; i < len(t); i += pas {
		var d Duel
		if pas == 4 {
			d.Cachees = [2]int{int(t[i]), int(t[i+1])}
			if i+2 < len(t) {
				d.Cartes = [2]int{int(t[i+2]), int(t[i+3])}
			}
		} else {
			d.Cartes = [2]int{int(t[i]), int(t[i+1])}
		}
		p.Duels = append(p.Duels, d)
	}
	dernier := p.Duels[len(p.Duels)-1].Cartes
	if dernier[0] == dernier[1] || dernier[0] == 0 {
		return p // the game ended in the middle of a tie: nobody picked up
	}
	p.Gagnant = 1
	if dernier[1] > dernier[0] {
		p.Gagnant = 2
	}
	q := &m.pos.j[p.Gagnant-1]
	p.Ramasse = q.valeurs()[q.n-len(t):]
	return p
}
