package rostam

import (
	"cmp"
	"context"
	"math/bits"
	"slices"
	"strconv"
	"sync"

	"jeux/flux"
)

// The lists a reader can ask of an enumeration: the words of the finished games with their
// numbers of deals (ListeMots), drawn from the canonical deals the enumeration recorded, and the
// deals that never end with their cycles (ListeInfinies), played again as they are written.

// MotCompte is a word of the finished games with the number of deals that play it.
type MotCompte struct {
	Mot    string `json:"mot"`
	Donnes int64  `json:"donnes"`
}

// motDonnes is a word of at most 128 letters, packed: letter i at bit 63 − i%64 of
// lettres[i/64], 1 for b, so that words of the same length compare as their letters do.
type motDonnes struct {
	lettres [2]uint64
	long    int
	donnes  int64
}

func (a motDonnes) compare(b motDonnes) int {
	return cmp.Or(cmp.Compare(a.long, b.long), cmp.Compare(a.lettres[0], b.lettres[0]), cmp.Compare(a.lettres[1], b.lettres[1]))
}

// mot writes the letters out.
func (a motDonnes) mot() Mot {
	b := make([]byte, a.long)
	for i := range b {
		b[i] = 'a' + byte(a.lettres[i/64]>>(63-uint(i%64))&1)
	}
	return Mot(b)
}

// miroir is the word with the players exchanged.
func (a motDonnes) miroir() motDonnes {
	for k := range a.lettres {
		if l := a.long - 64*k; l > 0 {
			a.lettres[k] ^= ^uint64(0) << (64 - uint(min(l, 64)))
		}
	}
	return a
}

// maxLettresListe bounds the words ListeMots packs: the longest finished game of N ≤ 12 cards
// lasts 74 tricks.
const maxLettresListe = 128

// jouePlaces plays the finished deal p (cards 1..n, player 1 holding the first n/2) on the
// places of its cards: it returns its word and sets succ[i] to the places of the cards that the
// card at place i met and lost to, which is the graph of inequalities of the word
// (Realisabilite). It returns false for a game longer than maxLettresListe tricks.
func jouePlaces(p []uint8, succ *[16]uint16) (motDonnes, bool) {
	n, m := len(p), len(p)/2
	// Two queues of places in rings of 16: a pile never holds more than n ≤ 15 cards.
	var j1, j2 [16]uint8
	d1, l1, d2, l2 := 0, m, 0, n-m
	for i := range n {
		if i < m {
			j1[i] = uint8(i)
		} else {
			j2[i-m] = uint8(i)
		}
	}
	*succ = [16]uint16{}
	var w motDonnes
	for l1 > 0 && l2 > 0 {
		if w.long == maxLettresListe {
			return w, false
		}
		x, y := j1[d1&15], j2[d2&15]
		d1, l1, d2, l2 = d1+1, l1-1, d2+1, l2-1
		if p[x] > p[y] {
			succ[y] |= 1 << x
			j1[(d1+l1)&15], j1[(d1+l1+1)&15] = x, y
			l1 += 2
		} else {
			succ[x] |= 1 << y
			j2[(d2+l2)&15], j2[(d2+l2+1)&15] = y, x
			l2 += 2
			w.lettres[w.long/64] |= 1 << (63 - uint(w.long%64))
		}
		w.long++
	}
	return w, true
}

// extensions counts the orders of the n places that the graph succ allows (a place before each
// of its successors): the positions that realise the word. The largest card goes first to a
// place whose successors all have theirs, and so on down; the sets of places already given a
// card are counted layer by layer, each set once (a few hundred for a word of 12 cards, where
// the subsets would be 4,096).
type extensions struct {
	place   []int32 // index + 1 of a set in the next layer, 0 when absent
	masques [2][]uint16
	comptes [2][]int64
}

func (e *extensions) compte(succ *[16]uint16, n int) int64 {
	if len(e.place) < 1<<n {
		e.place = make([]int32, 1<<n)
	}
	tous := uint16(1)<<n - 1
	masques, comptes := append(e.masques[0][:0], 0), append(e.comptes[0][:0], 1)
	suivants, sComptes := e.masques[1][:0], e.comptes[1][:0]
	for range n {
		suivants, sComptes = suivants[:0], sComptes[:0]
		for i, r := range masques {
			for libres := tous &^ r; libres != 0; libres &= libres - 1 {
				v := bits.TrailingZeros16(libres)
				if succ[v]&^r != 0 {
					continue
				}
				s := r | 1<<v
				k := e.place[s]
				if k == 0 {
					suivants, sComptes = append(suivants, s), append(sComptes, 0)
					k = int32(len(suivants))
					e.place[s] = k
				}
				sComptes[k-1] += comptes[i]
			}
		}
		for _, s := range suivants {
			e.place[s] = 0
		}
		masques, suivants = suivants, masques
		comptes, sComptes = sComptes, comptes
	}
	e.masques[0], e.masques[1], e.comptes[0], e.comptes[1] = masques, suivants, comptes, sComptes
	if len(comptes) != 1 {
		return 0 // a graph with a cycle: no order
	}
	return comptes[0]
}

// ListeMots lists the words of the finished games of the complete enumeration d, recorded with
// ListerMots, by increasing length then in alphabetical order (as Bilan.ListeMots), each with
// its number of deals. Each word comes from its canonical deal, played once; its number of
// deals is the number of positions that realise it, the orders of the cards its graph of
// inequalities allows (as Verdict.CompteRealisations counts them), counted on workers
// goroutines; for even N the mirror word has as many. N = 12, 3,107,502 words, takes a few
// seconds; the list is held packed (32 bytes a word) and written out as it is streamed.
func (d *Decompte) ListeMots(ctx context.Context, workers int) (flux.Flux[MotCompte], error) {
	if !d.ListerMots || d.N > MaxExtensions {
		panic("rostam: ListeMots sans ListerMots ou au-delà de 12 cartes")
	}
	n, symetrie := d.N, d.N%2 == 0
	workers = max(1, min(workers, len(d.Canoniques)/1024+1))
	parts := make([][]motDonnes, workers)
	var wg sync.WaitGroup
	for k := range workers {
		wg.Go(func() {
			var e extensions
			var succ [16]uint16
			cartes := make([]uint8, n)
			debut, fin := k*len(d.Canoniques)/workers, (k+1)*len(d.Canoniques)/workers
			l := make([]motDonnes, 0, (fin-debut)*int(poidsSymetrie(symetrie)))
			for i, rang := range d.Canoniques[debut:fin] {
				if i%4096 == 0 && ctx.Err() != nil {
					return
				}
				for j, c := range Permutation(n, rang) {
					cartes[j] = uint8(c)
				}
				w, ok := jouePlaces(cartes, &succ)
				if !ok {
					panic("rostam: un mot de plus de 128 lettres dans ListeMots")
				}
				w.donnes = e.compte(&succ, n)
				l = append(l, w)
				if symetrie {
					m := w.miroir()
					l = append(l, m)
				}
			}
			parts[k] = l
		})
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return flux.Flux[MotCompte]{}, err
	}
	mots := slices.Concat(parts...)
	slices.SortFunc(mots, motDonnes.compare)
	return flux.Nouveau(func(ctx context.Context, yield func(MotCompte) bool) error {
		for i, w := range mots {
			if i%4096 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			if !yield(MotCompte{Mot: w.mot().String(), Donnes: w.donnes}) {
				return nil
			}
		}
		return nil
	}), nil
}

// DonneInfinie is a deal that never ends, with the cycle its game ends in: the cycle's smallest
// position (as the enumeration names it) and its period.
type DonneInfinie struct {
	Donne   string `json:"donne"`
	Cycle   string `json:"cycle" titre:"cycle (sa plus petite position)"`
	Periode int    `json:"periode" titre:"période" unite:"plis"`
}

// MaxListeInfinies is the largest deck whose non-ending deals ListeInfinies lists: N = 11 has
// 28,223,770 of them (about 2 GB of table), N = 12 none, N = 13 4,880,546,113 (some 400 GB).
const MaxListeInfinies = 12

// trancheInfinies is the number of deals ListeInfinies plays as one piece of work.
const trancheInfinies = 1 << 15

// ligneInfinie is a non-ending deal and the smallest position of its cycle, both as keys
// (rapide.cle), and its period.
type ligneInfinie struct {
	donne, cycle uint64
	periode      int
}

// ListeInfinies streams the deals of n cards (2 ≤ n ≤ MaxListeInfinies) that never end, in the
// order of their ranks, each with the smallest position of its cycle and its period. The deals
// are played again as the list is written (the packed engine and Brent's algorithm, as Bilan
// plays them), by pieces of trancheInfinies deals on workers goroutines, the pieces written in
// order: a few pieces are held at a time, whatever the length of the list.
func ListeInfinies(n, workers int) flux.Flux[DonneInfinie] {
	if n < 2 || n > MaxListeInfinies {
		panic("rostam: ListeInfinies hors de 2..12 cartes")
	}
	workers = max(workers, 1)
	return flux.Nouveau(func(parent context.Context, yield func(DonneInfinie) bool) error {
		type tranche struct {
			premier int64
			lignes  []ligneInfinie
			faite   chan struct{}
		}
		ctx, annule := context.WithCancel(parent)
		var wg sync.WaitGroup
		defer wg.Wait()
		defer annule()
		ordre, travail := make(chan *tranche, 2*workers), make(chan *tranche)
		wg.Go(func() {
			defer close(ordre)
			defer close(travail)
			for premier := int64(0); premier < Factorielle(n); premier += trancheInfinies {
				t := &tranche{premier: premier, faite: make(chan struct{})}
				select {
				case ordre <- t:
				case <-ctx.Done():
					return
				}
				select {
				case travail <- t:
				case <-ctx.Done():
					return
				}
			}
		})
		for range workers {
			wg.Go(func() {
				for t := range travail {
					t.lignes = infinies(n, t.premier, min(trancheInfinies, Factorielle(n)-t.premier))
					close(t.faite)
				}
			})
		}
		for t := range ordre {
			select {
			case <-t.faite:
			case <-ctx.Done():
				return parent.Err()
			}
			for _, l := range t.lignes {
				if !yield(DonneInfinie{Donne: texteCle(l.donne, n), Cycle: texteCle(l.cycle, n), Periode: l.periode}) {
					return nil
				}
			}
			if err := parent.Err(); err != nil {
				return err
			}
		}
		return parent.Err()
	})
}

// infinies plays the deals of ranks premier to premier+nombre−1 of n cards and returns those
// that never end.
func infinies(n int, premier, nombre int64) []ligneInfinie {
	m := n / 2
	var p [MaxRapide]uint8
	perm := p[:n]
	for i, c := range Permutation(n, premier) {
		perm[i] = uint8(c)
	}
	var l []ligneInfinie
	for range nombre {
		r := rapide{n1: m, n: n}
		for i := range m {
			r.q1 |= uint64(perm[i]) << (4 * i)
		}
		for i := m; i < n; i++ {
			r.q2 |= uint64(perm[i]) << (4 * (i - m))
		}
		if g, _, _, lam, c := joueRapide(r); g == 0 {
			l = append(l, ligneInfinie{r.cle(), representant(c, lam), lam})
		}
		suivante(perm)
	}
	return l
}

// texteCle writes the position of the key k of n cards (rapide.cle) as Position.String does.
func texteCle(k uint64, n int) string {
	n1 := int(k & 15)
	b := make([]byte, 0, 3*n+2)
	for i := range n {
		switch {
		case i == n1 && i > 0:
			b = append(b, " / "...)
		case i == n1:
			b = append(b, "/ "...)
		case i > 0:
			b = append(b, ' ')
		}
		b = strconv.AppendUint(b, k>>(4*uint(n-i))&15, 10)
	}
	if n1 == n {
		b = append(b, " /"...)
	}
	return string(b)
}
