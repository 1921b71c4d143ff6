package bataille

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"jeux/markov"
	"jeux/parametre"
)

// Limits of the exact computation.
const (
	// ExactMaxCartes is the largest deck Exact accepts: 8 distinct cards already give 282,240
	// positions.
	ExactMaxCartes = 8
	// ExactMasse: the propagation stops once the probability of a game still under way is
	// below it.
	ExactMasse = 1e-12
	// ExactMaxEtatsMarkov is the largest number of positions whose expected duration is solved
	// as a dense linear system by package markov; beyond it, the matrix would not fit in memory
	// and the mean is summed from the distribution.
	ExactMaxEtatsMarkov = 1500
	// ExactCouleurs × ExactValeurs is the deck the exact computation takes by default: the largest
	// it accepts, ExactMaxCartes cards, in several colours of several values like the full deck
	// (2 × 4 takes a fraction of a second, 1 × 8 several seconds).
	ExactCouleurs = 2
	ExactValeurs  = 4
	// exactMaxPlis bounds the propagation should a chain mix too slowly to reach ExactMasse;
	// every deck of at most 8 cards gets there in fewer than 400 tricks.
	exactMaxPlis = 100_000
)

// Exact is the exact distribution of the duration of a game under Paternault rules.
type Exact struct {
	// Distribution[t] is the probability that the game lasts t tricks (Distribution[0] = 0).
	Distribution []float64
	// Reste is the probability that the game lasts longer than the distribution's last trick:
	// below ExactMasse, unless the propagation reached its bound.
	Reste float64
	// Etats is the number of positions (both piles at the start of a trick) reachable from a deal.
	Etats int
	// Moyenne is the expected duration; MoyenneMarkov says whether it was solved from the linear
	// system (I − Q)t = 1 of the chain (package markov) or summed from the distribution.
	Moyenne       float64
	MoyenneMarkov bool
}

// PartPaire returns the probability that the duration is even.
func (e Exact) PartPaire() float64 {
	p := 0.0
	for t := 2; t < len(e.Distribution); t += 2 {
		p += e.Distribution[t]
	}
	return p
}

// branche is one transition of the chain: a successor position and its probability.
type branche struct {
	vers int
	p    float64
}

// chaine is the Markov chain over positions, built once and kept sparse.
type chaine struct {
	etats    []string // position keys, player 1's cards, a 0, player 2's cards
	indice   map[string]int
	fin      []bool // the game ends during the trick played from this position
	branches [][]branche
}

// CalculeExact computes the exact distribution of durations for a deck of couleurs × valeurs
// cards (at most ExactMaxCartes) under Paternault rules. Each position is a state; the trick
// played from it is deterministic until the pick-up, and every distinct order of the picked-up
// cards is a branch with its probability. The probability mass is then carried trick by trick
// until less than ExactMasse remains.
func CalculeExact(couleurs, valeurs int) (Exact, error) {
	cfg := Config{Couleurs: couleurs, Valeurs: valeurs}
	if err := cfg.Valider(); err != nil {
		return Exact{}, err
	}
	if cfg.Cartes() > ExactMaxCartes {
		return Exact{}, &parametre.Erreur{Nom: "couleurs × valeurs", Valeur: fmt.Sprintf("%d × %d = %d cartes", couleurs, valeurs, cfg.Cartes()),
			Code: CodeExactTropGrand, Args: []any{ExactMaxCartes, ExactCouleurs, ExactValeurs}}
	}
	jeu := make([]uint8, 0, cfg.Cartes())
	for v := 1; v <= valeurs; v++ {
		for range couleurs {
			jeu = append(jeu, uint8(v))
		}
	}
	ch := &chaine{indice: map[string]int{}}
	var depart []branche
	moitie := len(jeu) / 2
	arrangements(jeu, func(donne []uint8, p float64) {
		depart = append(depart, branche{ch.etat(donne[:moitie], donne[moitie:]), p})
	})
	for s := 0; s < len(ch.etats); s++ { // ch.etats grows as new positions are met
		ch.explore(s)
	}

	e := Exact{Distribution: []float64{0}, Etats: len(ch.etats)}
	masse := make([]float64, len(ch.etats))
	suite := make([]float64, len(ch.etats))
	for _, b := range depart {
		masse[b.vers] += b.p
	}
	somme := 0.0
	for t := 1; t <= exactMaxPlis; t++ {
		clear(suite)
		finies, reste := 0.0, 0.0
		for s, m := range masse {
			if m == 0 {
				continue
			}
			if ch.fin[s] {
				finies += m
				continue
			}
			for _, b := range ch.branches[s] {
				suite[b.vers] += float64(m * b.p)
				reste += float64(m * b.p)
			}
		}
		e.Distribution = append(e.Distribution, finies)
		somme += float64(float64(t) * finies)
		e.Reste = reste
		masse, suite = suite, masse
		if reste < ExactMasse {
			break
		}
	}
	e.Moyenne = somme
	if len(ch.etats) <= ExactMaxEtatsMarkov {
		m, err := ch.moyenne(depart)
		if err != nil {
			return Exact{}, err
		}
		e.Moyenne, e.MoyenneMarkov = m, true
	}
	return e, nil
}

// etat returns the index of the position (j1, j2), adding it if new.
func (ch *chaine) etat(j1, j2 []uint8) int {
	cle := string(j1) + "\x00" + string(j2)
	if i, ok := ch.indice[cle]; ok {
		return i
	}
	ch.indice[cle] = len(ch.etats)
	ch.etats = append(ch.etats, cle)
	ch.fin = append(ch.fin, false)
	ch.branches = append(ch.branches, nil)
	return len(ch.etats) - 1
}

// explore plays the trick from position s and records its branches. This is the rule of docs/regles.md
// §1.2 written again on plain slices, independently of Moteur, so that each checks the other.
func (ch *chaine) explore(s int) {
	j1, j2, _ := strings.Cut(ch.etats[s], "\x00")
	p := [2][]uint8{[]uint8(j1), []uint8(j2)}
	// Both players put down the same number of cards, i, during a trick.
	var tapis []uint8
	i := 0
	for {
		if i >= len(p[0]) || i >= len(p[1]) {
			ch.fin[s] = true
			return
		}
		a, b := p[0][i], p[1][i]
		tapis = append(tapis, a, b)
		i++
		if a != b {
			break
		}
		if i >= len(p[0]) || i >= len(p[1]) {
			ch.fin[s] = true
			return
		}
		tapis = append(tapis, p[0][i], p[1][i])
		i++
	}
	a, b := tapis[len(tapis)-2], tapis[len(tapis)-1]
	g := 0
	if b > a {
		g = 1
	}
	if len(p[1-g]) == i {
		ch.fin[s] = true // the loser's pile is empty after the pick-up
		return
	}
	reste := [2][]uint8{p[0][i:], p[1][i:]}
	arrangements(tapis, func(ordre []uint8, prob float64) {
		q := reste
		q[g] = append(append([]uint8(nil), reste[g]...), ordre...)
		ch.branches[s] = append(ch.branches[s], branche{ch.etat(q[0], q[1]), prob})
	})
}

// moyenne solves the expected number of tricks from every position with package markov and
// averages it over the deals.
func (ch *chaine) moyenne(depart []branche) (float64, error) {
	const fin = "fin"
	b := markov.NewBuilder()
	for s, cle := range ch.etats {
		nom := etiquette(cle)
		b.State(nom)
		if ch.fin[s] {
			b.Add(nom, fin, 1)
			continue
		}
		for _, br := range ch.branches[s] {
			b.Add(nom, etiquette(ch.etats[br.vers]), br.p)
		}
	}
	c, err := b.Chain()
	if err != nil {
		return 0, err
	}
	ab, err := c.Absorb()
	if err != nil {
		return 0, err
	}
	m := 0.0
	for _, d := range depart {
		i, _ := c.Index(etiquette(ch.etats[d.vers]))
		m += float64(d.p * ab.ExpectedSteps(i))
	}
	return m, nil
}

// etiquette writes a position key as "1 2 / 2 1".
func etiquette(cle string) string {
	var sb strings.Builder
	for i := 0; i < len(cle); i++ {
		if cle[i] == 0 {
			sb.WriteString(" /")
			continue
		}
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(strconv.Itoa(int(cle[i])))
	}
	return sb.String()
}

// arrangements calls f with every distinct order of the cards and its probability under a
// uniform shuffle: a value that appears m times makes m! shuffles give the same order.
func arrangements(cartes []uint8, f func(ordre []uint8, p float64)) {
	compte := map[uint8]int{}
	for _, c := range cartes {
		compte[c]++
	}
	valeurs := make([]uint8, 0, len(compte))
	for v := range compte {
		valeurs = append(valeurs, v)
	}
	slices.Sort(valeurs) // the same positions in the same order on every run
	// Distinct orders, all equally likely: their number is the multinomial coefficient.
	n := float64(factorielles[len(cartes)])
	for _, m := range compte {
		n /= float64(factorielles[m])
	}
	ordre := make([]uint8, 0, len(cartes))
	var place func()
	place = func() {
		if len(ordre) == len(cartes) {
			f(ordre, 1/n)
			return
		}
		for _, v := range valeurs {
			if compte[v] > 0 {
				compte[v]--
				ordre = append(ordre, v)
				place()
				ordre = ordre[:len(ordre)-1]
				compte[v]++
			}
		}
	}
	place()
}
