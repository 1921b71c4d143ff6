package verger

import (
	"context"
	"math"
	"math/big"

	"jeux/parametre"
)

// ErrTropGrand is returned for a configuration whose table of positions cannot be indexed or
// would not fit in memory: the command line refuses it as a usage error.
var ErrTropGrand = parametre.ErrTropGrand

// espace indexes every sorted vector of trees (at most a trees of at most f fruits) by its rank,
// and holds the moves from each of them, which do not depend on the raven.
//
// Inside, a vector x is kept in non-decreasing order with zeros for the emptied trees,
// x[0] ≤ … ≤ x[a−1]; its rank is Σ C(x[i]+i, i+1), the colexicographic rank of the combination
// x[i]+i, so the C(f+a, a) vectors have ranks 0 … n−1, the empty vector has rank 0 and the full
// one rank n−1. Taking a fruit never raises a coordinate of the sorted vector, so it lowers the
// rank: filling a layer in increasing rank computes every successor before it is used.
type espace struct {
	a, f, m int
	n       int
	contrib []int // contrib[i*(f+1)+v] = C(v+i, i+1), the share of x[i] = v in the rank

	nonVides []int32 // non-empty trees of each vector
	// Tree faces, one entry per distinct non-zero value: the successor's rank and how many
	// trees bear that value (each of their faces leads to the same sorted vector).
	arbOff  []int
	arbSucc []int32
	arbMult []int32
	// Basket face: the possible outcomes. For max and min one outcome of weight 1, for random
	// the distribution of the sequential uniform choices, for meilleure and pire every outcome
	// of taking m fruits, weight 1 each, one of which is chosen.
	panOff   []int
	panSucc  []int32
	panPoids []float64
	panRat   []big.Rat // exact weights, only for random in exact mode
}

// nombreVecteurs returns C(f+a, a), the number of sorted vectors, or false past MaxInt32.
func nombreVecteurs(a, f int) (int, bool) {
	n := big.NewInt(1)
	n.Binomial(int64(f)+int64(a), int64(a))
	if !n.IsInt64() || n.Int64() > math.MaxInt32 {
		return 0, false
	}
	return int(n.Int64()), true
}

// nombreFaces returns f·C(f+a−1, a−1), the number of tree moves of all the sorted vectors
// together: a vector has one per distinct non-zero value, and the vectors holding a value v are
// C(f+a, a) − C(f+a−1, a) = C(f+a−1, a−1), for each of the f values.
func nombreFaces(a, f int) float64 {
	c, _ := new(big.Float).SetInt(new(big.Int).Binomial(int64(f)+int64(a)-1, int64(a)-1)).Float64()
	return float64(f) * c
}

// nouvelIndex builds the ranks of the sorted vectors of a configuration, without their moves.
func nouvelIndex(cfg Config) (*espace, error) {
	a, f, m := cfg.Arbres, cfg.Fruits, cfg.PanierFruits
	n, ok := nombreVecteurs(a, f)
	if !ok {
		return nil, &parametre.Echec{Code: CodeRepartitions, Args: []any{math.MaxInt32}, Err: ErrTropGrand}
	}
	e := &espace{a: a, f: f, m: m, n: n, contrib: make([]int, a*(f+1))}
	for i := range a {
		for v := 1; v <= f; v++ {
			// C(v+i, i+1) = C(v+i−1, i) + C(v+i−1, i+1): Pascal's rule on the previous row and value.
			haut := 1
			if i > 0 {
				haut = e.contrib[(i-1)*(f+1)+v]
			}
			e.contrib[i*(f+1)+v] = haut + e.contrib[i*(f+1)+v-1]
		}
	}
	return e, nil
}

// issuesPanier returns the number of basket outcomes of all the sorted vectors together: one
// per non-empty vector for max and min, and for the other strategies an average over vectors
// spread evenly along the ranks (a few hundred, whatever the size) times their number. It gives
// the move tables their capacity at once, instead of growing them by append, which leaves garbage
// several times their size.
func issuesPanier(cfg Config, n int) float64 {
	if cfg.Strategie == Max || cfg.Strategie == Min || cfg.Arbres == 1 || n < 2 {
		return float64(n - 1)
	}
	if cfg.Arbres*(cfg.Fruits+1) > 1<<20 {
		// Only one tree has so many fruits, and it was handled above.
		return float64(n - 1)
	}
	e, err := nouvelIndex(cfg)
	if err != nil {
		return float64(n - 1)
	}
	const echantillons = 512
	var p panier
	x := make([]int, cfg.Arbres)
	total, vus := 0, 0
	for i := range min(echantillons, n-1) {
		r := 1 + int(int64(i)*int64(n-1)/int64(min(echantillons, n-1)))
		e.vecteur(x, r)
		fruits := 0
		for _, v := range x {
			fruits += v
		}
		if fruits <= cfg.PanierFruits {
			total++
		} else {
			p.issues(e, x, cfg.Strategie, false)
			total += len(p.rangs)
		}
		vus++
		if p.travail > 1<<24 {
			break // enough work for an estimate: a very large basket
		}
	}
	return float64(total) / float64(vus) * float64(n-1)
}

// margeIssues is the factor over issuesPanier's count given to the basket tables: a few percent
// over a sampled count, so that a slight underestimate does not grow them by a quarter.
func margeIssues(cfg Config) float64 {
	if cfg.Strategie == Max || cfg.Strategie == Min || cfg.Arbres == 1 {
		return 1
	}
	return 1.02
}

// nouvelEspace builds the index and every move for a configuration's trees and strategy.
func nouvelEspace(ctx context.Context, cfg Config, exact bool, suivi func(int64)) (*espace, error) {
	e, err := nouvelIndex(cfg)
	if err != nil {
		return nil, err
	}
	a, f, m, n := e.a, e.f, e.m, e.n
	e.nonVides = make([]int32, n)
	e.arbOff = make([]int, n+1)
	e.panOff = make([]int, n+1)
	faces := int(nombreFaces(a, f))
	e.arbSucc = make([]int32, 0, faces)
	e.arbMult = make([]int32, 0, faces)
	issues := int(issuesPanier(cfg, n) * margeIssues(cfg))
	e.panSucc = make([]int32, 0, issues)
	e.panPoids = make([]float64, 0, issues)
	var p panier
	guet := nouvelleVeille(exact && cfg.Strategie == Hasard)
	guet.suivi = suivi
	x := make([]int, a)
	for r := range n {
		if err := guet.fait(ctx, a+p.travail); err != nil {
			return nil, err
		}
		p.travail = 0
		if r > 0 {
			suivant(x, f)
		}
		e.arbOff[r] = len(e.arbSucc)
		e.panOff[r] = len(e.panSucc)
		total, k := 0, 0
		for i, v := range x {
			total += v
			if v == 0 {
				continue
			}
			k++
			if i > 0 && x[i-1] == v {
				continue
			}
			mult := 1
			for i+mult < a && x[i+mult] == v {
				mult++
			}
			e.arbSucc = append(e.arbSucc, int32(r-e.part(i, v)+e.part(i, v-1)))
			e.arbMult = append(e.arbMult, int32(mult))
		}
		e.nonVides[r] = int32(k)
		if k == 0 {
			continue
		}
		if total <= m {
			// Every fruit left fits in the basket: it wins, whatever the strategy.
			e.ajoutePanier(0, 1, big.NewRat(1, 1), exact && cfg.Strategie == Hasard)
			continue
		}
		// Only random needs exact weights: the other strategies give weight 1 to the outcome used.
		garder := exact && cfg.Strategie == Hasard
		p.issues(e, x, cfg.Strategie, garder)
		for j, s := range p.rangs {
			e.ajoutePanier(s, p.poids[j], &p.rats[j], garder)
		}
	}
	e.arbOff[n] = len(e.arbSucc)
	e.panOff[n] = len(e.panSucc)
	guet.solde()
	return e, nil
}

func (e *espace) ajoutePanier(rang int, poids float64, rat *big.Rat, garderRat bool) {
	e.panSucc = append(e.panSucc, int32(rang))
	e.panPoids = append(e.panPoids, poids)
	if garderRat {
		e.panRat = append(e.panRat, big.Rat{})
		e.panRat[len(e.panRat)-1].Set(rat)
	}
}

// part returns the share in the rank of value v at sorted position i.
func (e *espace) part(i, v int) int { return e.contrib[i*(e.f+1)+v] }

// rang returns the rank of a sorted vector.
func (e *espace) rang(x []int) int {
	r := 0
	for i, v := range x {
		r += e.part(i, v)
	}
	return r
}

// vecteur fills x with the sorted vector of rank r, largest coordinate first found.
func (e *espace) vecteur(x []int, r int) {
	haut := e.f
	for i := e.a - 1; i >= 0; i-- {
		v := haut
		for e.part(i, v) > r {
			v--
		}
		x[i] = v
		r -= e.part(i, v)
		haut = v
	}
}

// suivant moves x to the next sorted vector in colexicographic order.
func suivant(x []int, f int) {
	for i := range x {
		if (i == len(x)-1 && x[i] < f) || (i < len(x)-1 && x[i] < x[i+1]) {
			x[i]++
			clear(x[:i])
			return
		}
	}
	panic("verger: no vector after the last one")
}

// cueillir takes one fruit from the tree at sorted position i: the first tree bearing the same
// number of fruits loses it, which keeps x sorted.
func cueillir(x []int, i int) {
	v := x[i]
	for i > 0 && x[i-1] == v {
		i--
	}
	x[i]--
}

// plusGrand and plusPetit return the sorted position of a tree with the most fruits and of a
// non-empty tree with the fewest.
func plusGrand(x []int) int { return len(x) - 1 }

func plusPetit(x []int) int {
	for i, v := range x {
		if v > 0 {
			return i
		}
	}
	panic("verger: basket on empty trees")
}

// panier enumerates the outcomes of a basket, one fruit at a time, merging equal vectors.
type panier struct {
	cur, nxt []int // vectors of a coordinates each, one after another
	pc, pn   []float64
	rc, rn   []big.Rat
	rangs    []int
	poids    []float64
	rats     []big.Rat
	travail  int // coordinates compared or copied since the caller last counted them
}

// issues fills rangs, poids (and rats when exact) with the outcomes of a basket from x.
func (p *panier) issues(e *espace, x []int, s Strategie, exact bool) {
	a := e.a
	p.cur = append(p.cur[:0], x...)
	p.pc = append(p.pc[:0], 1)
	if exact {
		p.rc = p.rc[:0]
		p.rc = append(p.rc, big.Rat{})
		p.rc[0].SetInt64(1)
	}
	for range e.m {
		p.nxt, p.pn, p.rn = p.nxt[:0], p.pn[:0], p.rn[:0]
		for j := range len(p.pc) {
			y := p.cur[j*a : (j+1)*a]
			switch s {
			case Max:
				p.ajoute(y, plusGrand(y), p.pc[j], nil, a, exact)
			case Min:
				p.ajoute(y, plusPetit(y), p.pc[j], nil, a, exact)
			default:
				k := 0
				for _, v := range y {
					if v > 0 {
						k++
					}
				}
				for i, v := range y {
					if v == 0 || (i > 0 && y[i-1] == v) {
						continue
					}
					mult := 1
					for i+mult < a && y[i+mult] == v {
						mult++
					}
					var r *big.Rat
					if exact {
						r = new(big.Rat).SetFrac64(int64(mult), int64(k))
						r.Mul(r, &p.rc[j])
					}
					p.ajoute(y, i, p.pc[j]*float64(mult)/float64(k), r, a, exact)
				}
			}
		}
		p.cur, p.nxt = p.nxt, p.cur
		p.pc, p.pn = p.pn, p.pc
		p.rc, p.rn = p.rn, p.rc
	}
	p.rangs, p.poids, p.rats = p.rangs[:0], p.poids[:0], p.rats[:0]
	for j := range len(p.pc) {
		p.rangs = append(p.rangs, e.rang(p.cur[j*a:(j+1)*a]))
		p.poids = append(p.poids, p.pc[j])
		p.rats = append(p.rats, big.Rat{})
		if exact {
			p.rats[j].Set(&p.rc[j])
		}
	}
}

// ajoute records the vector y with one fruit taken at sorted position i, merging it with an
// equal vector already recorded.
func (p *panier) ajoute(y []int, i int, w float64, r *big.Rat, a int, exact bool) {
	z := len(p.nxt)
	p.travail += z + a
	p.nxt = append(p.nxt, y...)
	cueillir(p.nxt[z:], i)
	for j := 0; j*a < z; j++ {
		if egaux(p.nxt[j*a:(j+1)*a], p.nxt[z:]) {
			p.nxt = p.nxt[:z]
			p.pn[j] += w
			if exact && r != nil {
				p.rn[j].Add(&p.rn[j], r)
			}
			return
		}
	}
	p.pn = append(p.pn, w)
	if exact {
		p.rn = append(p.rn, big.Rat{})
		if r != nil {
			p.rn[len(p.rn)-1].Set(r)
		}
	}
}

func egaux(x, y []int) bool {
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}
