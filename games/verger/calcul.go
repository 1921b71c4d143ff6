package verger

import (
	"context"
	"errors"
	"math"
	"math/big"

	"jeux/internal/memoire"
	"jeux/parametre"
)

// couche is the table for one number of raven pieces left: the probability of winning and the
// expected number of rolls from every sorted vector of trees.
type couche struct {
	p  []float64
	pr []big.Rat // exact probabilities, in exact mode only
	d  []float64
}

func nouvelleCouche(n int, exact bool) *couche {
	c := &couche{p: make([]float64, n), d: make([]float64, n)}
	if exact {
		c.pr = make([]big.Rat, n)
	}
	return c
}

// initialiser makes c the layer of no piece left: lost everywhere but on the empty trees.
func (c *couche) initialiser() {
	clear(c.p)
	clear(c.d)
	c.p[0] = 1
	for i := range c.pr {
		c.pr[i].SetInt64(0)
	}
	if c.pr != nil {
		c.pr[0].SetInt64(1)
	}
}

// calcul fills the layers of a configuration one after the other.
type calcul struct {
	e     *espace
	s     Strategie
	faces float64 // faces of the real die: every tree, the basket and the raven
	veille
}

// veille polls a context after a given amount of work, counted across calls, so that a long
// computation stops soon after its context is cancelled whatever the size of its steps: a layer
// of a thousand vectors is too short to poll at every one, and a hundred million of them too many
// to poll only between layers.
type veille struct {
	travail, pas int
	// suivi, if not nil, receives the positions done since its last call, at most once per
	// poll and by batches of at least suiviLot, so that a progress bar moves without slowing
	// the loop; solde gives it the rest.
	suivi     func(positions int64)
	positions int64
}

// suiviLot is the smallest batch of positions passed to a veille's suivi.
const suiviLot = 1 << 10

// Units of work between two polls: a unit is one move of one vector, a few nanoseconds in float64
// (so a poll every 50 µs or so), up to microseconds in exact rationals.
const (
	pasFlottant = 1 << 14
	pasExact    = 1 << 4
)

func nouvelleVeille(exact bool) veille {
	if exact {
		return veille{pas: pasExact}
	}
	return veille{pas: pasFlottant}
}

// fait counts w units of work and returns the context's error when it is time to poll it.
// Each call is one position.
func (v *veille) fait(ctx context.Context, w int) error {
	v.travail += w
	v.positions++
	if v.travail < v.pas {
		return nil
	}
	v.travail = 0
	if v.suivi != nil && v.positions >= suiviLot {
		v.solde()
	}
	return ctx.Err()
}

// solde passes the positions not yet reported to suivi.
func (v *veille) solde() {
	if v.suivi != nil && v.positions > 0 {
		v.suivi(v.positions)
	}
	v.positions = 0
}

// choisir returns the basket entry that meilleure or pire takes in the layer being filled: the
// best (or worst) probability of winning, ties going to the first outcome found.
func (k *calcul) choisir(r int, c *couche) int {
	e := k.e
	best := e.panOff[r]
	for t := best + 1; t < e.panOff[r+1]; t++ {
		var cmp int
		if c.pr != nil {
			cmp = c.pr[e.panSucc[t]].Cmp(&c.pr[e.panSucc[best]])
		} else {
			switch pt, pb := c.p[e.panSucc[t]], c.p[e.panSucc[best]]; {
			case pt > pb:
				cmp = 1
			case pt < pb:
				cmp = -1
			}
		}
		if (k.s == Meilleure && cmp > 0) || (k.s == Pire && cmp < 0) {
			best = t
		}
	}
	return best
}

// remplir computes layer c from layer prec (one piece fewer), in increasing rank:
// P = (P(raven) + Σ P(tree faces) + P(basket)) / (k+2) over the k+2 faces that change something,
// and D = (faces + Σ D(successors)) / (k+2), faces/(k+2) being the expected rolls until one of them.
func (k *calcul) remplir(ctx context.Context, c, prec *couche) error {
	e := k.e
	c.p[0], c.d[0] = 1, 0
	if c.pr != nil {
		c.pr[0].SetInt64(1)
	}
	var s, t big.Rat
	for r := 1; r < e.n; r++ {
		if err := k.fait(ctx, 1+e.arbOff[r+1]-e.arbOff[r]+e.panOff[r+1]-e.panOff[r]); err != nil {
			return err
		}
		sp, sd := prec.p[r], prec.d[r]
		if c.pr != nil {
			s.Set(&prec.pr[r])
		}
		for i := e.arbOff[r]; i < e.arbOff[r+1]; i++ {
			v, w := e.arbSucc[i], e.arbMult[i]
			sp += float64(float64(w) * c.p[v])
			sd += float64(float64(w) * c.d[v])
			if c.pr != nil {
				t.SetInt64(int64(w))
				t.Mul(&t, &c.pr[v])
				s.Add(&s, &t)
			}
		}
		switch k.s {
		case Meilleure, Pire:
			v := e.panSucc[k.choisir(r, c)]
			sp += c.p[v]
			sd += c.d[v]
			if c.pr != nil {
				s.Add(&s, &c.pr[v])
			}
		default:
			for i := e.panOff[r]; i < e.panOff[r+1]; i++ {
				v, w := e.panSucc[i], e.panPoids[i]
				sp += float64(w * c.p[v])
				sd += float64(w * c.d[v])
				if c.pr != nil {
					if k.s == Hasard {
						t.Mul(&e.panRat[i], &c.pr[v])
						s.Add(&s, &t)
					} else {
						s.Add(&s, &c.pr[v])
					}
				}
			}
		}
		faces := float64(e.nonVides[r] + 2)
		c.d[r] = (k.faces + sd) / faces
		if c.pr != nil {
			t.SetFrac64(1, int64(e.nonVides[r]+2))
			c.pr[r].Mul(&s, &t)
			c.p[r], _ = c.pr[r].Float64()
		} else {
			c.p[r] = sp / faces
		}
	}
	return nil
}

// couches fills the layers for 1, 2, … pieces and calls visite after each; it stops after
// layer max (max > 0) or when visite returns true.
// suivi, if not nil, is told of every position done (see Travail).
func couches(ctx context.Context, cfg Config, exact bool, max int, suivi func(int64), visite func(corbeau int, c *couche) bool) error {
	// The caller may have checked with the user's own limit; this is the machine's, so that no
	// table is ever allocated beyond what the system allows.
	if err := cfg.VerifierMemoire(exact, false, 0); err != nil {
		return err
	}
	e, err := nouvelEspace(ctx, cfg, exact, suivi)
	if err != nil {
		return err
	}
	k := &calcul{e: e, s: cfg.Strategie, faces: float64(cfg.Arbres + 2), veille: nouvelleVeille(exact)}
	k.veille.suivi = suivi
	prec, c := nouvelleCouche(e.n, exact), nouvelleCouche(e.n, exact)
	prec.initialiser()
	for corbeau := 1; max <= 0 || corbeau <= max; corbeau++ {
		if err := k.remplir(ctx, c, prec); err != nil {
			return err
		}
		k.veille.solde()
		if visite(corbeau, c) {
			return nil
		}
		prec, c = c, prec
	}
	return nil
}

// Resultat is the exact answer for one configuration.
type Resultat struct {
	Config       Config
	Probabilite  float64   // probability of winning from the start
	Fraction     *big.Rat  // the same as an exact fraction, in exact mode only
	DureeMoyenne float64   // expected number of rolls of the real die until the game ends
	ParCorbeau   []float64 // ParCorbeau[c−1]: probability of winning with c pieces, c = 1 … Corbeau
}

// Calculer computes the probability of winning a configuration and its expected number of rolls,
// in float64, or also in exact rationals when exact is set.
func Calculer(ctx context.Context, cfg Config, exact bool) (Resultat, error) {
	return CalculerSuivi(ctx, cfg, exact, nil)
}

// Travail is the work of Calculer in positions, the unit CalculerSuivi reports: the n sorted
// vectors of fruits listed once, then the n − 1 non-final ones computed for each raven piece.
func Travail(cfg Config) int64 {
	n, ok := nombreVecteurs(cfg.Arbres, cfg.Fruits)
	if !ok {
		return 0
	}
	return int64(n) + int64(cfg.Corbeau)*int64(n-1)
}

// CalculerSuivi is Calculer for long computations: suivi, if not nil, is told of the positions
// done, by batches that come many times per layer (their sum is Travail(cfg)); a progress bar
// fed with them moves while a single layer takes seconds.
func CalculerSuivi(ctx context.Context, cfg Config, exact bool, suivi func(positions int64)) (Resultat, error) {
	if err := cfg.Valider(); err != nil {
		return Resultat{}, err
	}
	res := Resultat{Config: cfg}
	err := couches(ctx, cfg, exact, cfg.Corbeau, suivi, func(corbeau int, c *couche) bool {
		if res.ParCorbeau == nil {
			// Only now, once couches has checked the memory: Corbeau can be 2³⁰.
			res.ParCorbeau = make([]float64, 0, cfg.Corbeau)
		}
		top := len(c.p) - 1
		res.ParCorbeau = append(res.ParCorbeau, c.p[top])
		if corbeau == cfg.Corbeau {
			res.Probabilite, res.DureeMoyenne = c.p[top], c.d[top]
			if exact {
				res.Fraction = new(big.Rat).Set(&c.pr[top])
			}
		}
		return false
	})
	return res, err
}

// SeuilCorbeau is the smallest raven that gives more than one chance in two of winning.
type SeuilCorbeau struct {
	Corbeau     int
	Probabilite float64
	Fraction    *big.Rat // in exact mode only
}

// Seuil finds the smallest number of raven pieces for which the probability of winning exceeds
// 1/2 (cfg.Corbeau is ignored). It always exists: with enough pieces the raven can never win.
func Seuil(ctx context.Context, cfg Config, exact bool) (SeuilCorbeau, error) {
	cfg.Corbeau = 1
	if err := cfg.Valider(); err != nil {
		return SeuilCorbeau{}, err
	}
	var res SeuilCorbeau
	demi := big.NewRat(1, 2)
	err := couches(ctx, cfg, exact, 0, nil, func(corbeau int, c *couche) bool {
		top := len(c.p) - 1
		if exact && c.pr[top].Cmp(demi) <= 0 || !exact && c.p[top] <= 0.5 {
			return false
		}
		res = SeuilCorbeau{Corbeau: corbeau, Probabilite: c.p[top]}
		if exact {
			res.Fraction = new(big.Rat).Set(&c.pr[top])
		}
		return true
	})
	return res, err
}

// Table keeps every layer of a configuration in float64, for questions about any position:
// the Markov chain's check, and the choices of meilleure and pire during a game.
type Table struct {
	cfg Config
	e   *espace
	k   *calcul
	c   []*couche // c[corbeau], corbeau = 0 … Corbeau
}

// NouvelleTable computes every layer of a configuration.
func NouvelleTable(ctx context.Context, cfg Config) (*Table, error) {
	if err := cfg.VerifierMemoire(false, true, 0); err != nil {
		return nil, err
	}
	e, err := nouvelEspace(ctx, cfg, false, nil)
	if err != nil {
		return nil, err
	}
	t := &Table{cfg: cfg, e: e, k: &calcul{e: e, s: cfg.Strategie, faces: float64(cfg.Arbres + 2), veille: nouvelleVeille(false)}}
	t.c = append(t.c, nouvelleCouche(e.n, false))
	t.c[0].initialiser()
	for corbeau := 1; corbeau <= cfg.Corbeau; corbeau++ {
		c := nouvelleCouche(e.n, false)
		if err := t.k.remplir(ctx, c, t.c[corbeau-1]); err != nil {
			return nil, err
		}
		t.c = append(t.c, c)
	}
	return t, nil
}

// rangEtat returns the rank of a state's trees, or an error if they do not fit the table.
func (t *Table) rangEtat(s Etat) (int, error) {
	if s.Corbeau < 0 || s.Corbeau > t.cfg.Corbeau || len(s.Arbres) > t.cfg.Arbres {
		return 0, echec(CodeEtatHors, s, t.cfg.Arbres, t.cfg.Fruits, t.cfg.Corbeau)
	}
	x := make([]int, t.cfg.Arbres)
	for i, v := range s.Arbres {
		if v < 1 || v > t.cfg.Fruits || (i > 0 && v > s.Arbres[i-1]) {
			return 0, echec(CodeEtatInvalide, s, t.cfg.Fruits)
		}
		x[len(x)-1-i] = v
	}
	return t.e.rang(x), nil
}

// Probabilite returns the probability of winning from a state (trees in decreasing order).
func (t *Table) Probabilite(s Etat) (float64, error) {
	r, err := t.rangEtat(s)
	if err != nil {
		return 0, err
	}
	return t.c[s.Corbeau].p[r], nil
}

// Duree returns the expected number of rolls of the real die from a state.
func (t *Table) Duree(s Etat) (float64, error) {
	r, err := t.rangEtat(s)
	if err != nil {
		return 0, err
	}
	return t.c[s.Corbeau].d[r], nil
}

// Besoin is the size of a computation, known before anything is allocated.
type Besoin struct {
	Vecteurs  int64 // sorted vectors of trees, C(fruits+arbres, arbres)
	Positions int64 // positions of the game: every vector with every number of pieces left
	Octets    int64 // estimated peak memory, math.MaxInt64 when it cannot even be indexed
}

// Estimer returns the size of a configuration's computation: Calculer and Seuil keep two layers,
// a Table (complet) keeps them all. The exact mode's rationals are counted at the size of their
// worst denominator, lcm(1 … arbres+2) to the power of the longest game. A configuration that
// Valider refuses cannot even be indexed: every figure is then math.MaxInt64. Sizes are computed
// in math/big and float64, so no field, however large, overflows.
func Estimer(cfg Config, exact, complet bool) Besoin {
	b := Besoin{Vecteurs: math.MaxInt64, Positions: math.MaxInt64, Octets: math.MaxInt64}
	if cfg.Valider() != nil {
		return b
	}
	nb := new(big.Int).Binomial(int64(cfg.Fruits)+int64(cfg.Arbres), int64(cfg.Arbres))
	if !nb.IsInt64() {
		return b
	}
	b.Vecteurs = nb.Int64()
	pos := new(big.Int).Mul(nb, big.NewInt(int64(cfg.Corbeau)))
	if pos.IsInt64() {
		b.Positions = pos.Int64()
	}
	if b.Vecteurs > math.MaxInt32 {
		return b
	}
	n := float64(b.Vecteurs)
	// The index and the moves, allocated once at their final size (nouvelEspace): per vector its
	// count of non-empty trees and two offsets, per tree move a successor and a multiplicity, per
	// basket outcome a successor and a weight.
	// Each product is rounded before it is added (float64(…)), here and in every sum of products
	// of the engines: a processor that fuses x*y + z into one instruction (arm64) would otherwise
	// give other bits than one that does not (amd64).
	octets := float64(n*(4+8+8)) + float64(nombreFaces(cfg.Arbres, cfg.Fruits)*(4+4)) +
		float64(issuesPanier(cfg, int(b.Vecteurs))*margeIssues(cfg)*(4+8)) + float64(float64(cfg.Arbres)*float64(cfg.Fruits+1)*8)
	couches := 2.0
	if complet {
		couches = float64(cfg.Corbeau) + 1
	}
	// Each layer is a probability and a duration per vector; Calculer keeps one probability
	// per number of pieces.
	octets += float64(couches*n*16) + float64(float64(cfg.Corbeau)*8)
	if exact {
		profondeur := float64(float64(cfg.Arbres)*float64(cfg.Fruits)) + float64(cfg.Corbeau)
		bits := profondeur * log2ppcm(cfg.Arbres+2)
		// A basket never takes more fruits than the trees bear.
		panier := math.Min(float64(cfg.PanierFruits), float64(cfg.Arbres)*float64(cfg.Fruits))
		if cfg.Strategie == Hasard {
			bits += float64(profondeur * panier * log2ppcm(cfg.Arbres))
		}
		rat := 64 + float64(2*math.Ceil(bits/64)*8)
		rats := couches * n * rat
		if cfg.Strategie == Hasard {
			// The basket's weights are small fractions, denominators at most arbres^PanierFruits.
			rats += float64(issuesPanier(cfg, int(b.Vecteurs)) * (64 + float64(2*8*math.Ceil(panier*math.Log2(float64(cfg.Arbres)+1)/64))))
		}
		// Rationals are recomputed again and again: the collector lets their garbage grow to as
		// much as the live ones before collecting (GOGC=100).
		octets += 2 * rats
	}
	if octets < math.MaxInt64/2 {
		b.Octets = int64(octets)
	}
	return b
}

// log2ppcm returns log2 lcm(1 … n), the sum of log2 p over the prime powers p^k ≤ n.
func log2ppcm(n int) float64 {
	s := 0.0
	for p := 2; p <= n; p++ {
		if !premier(p) {
			continue
		}
		for q := p; q <= n; q *= p {
			s += math.Log2(float64(p))
		}
	}
	return s
}

func premier(p int) bool {
	for d := 2; d*d <= p; d++ {
		if p%d == 0 {
			return false
		}
	}
	return true
}

// VerifierMemoire refuses, before anything is allocated, a computation (as Estimer counts it)
// that would not fit in the smallest of the memory limits of package memoire; explicite is the
// user's own limit in bytes, 0 for none. It returns a *parametre.Echec of ErrTropGrand (and of the
// *memoire.ErreurMemoire, when the positions can be indexed), or the *parametre.Erreur of a
// configuration Valider refuses.
func (c Config) VerifierMemoire(exact, complet bool, explicite uint64) error {
	if err := c.Valider(); err != nil {
		return err
	}
	b := Estimer(c, exact, complet)
	if b.Vecteurs > math.MaxInt32 {
		return &parametre.Echec{Code: CodeIndexable, Args: []any{math.MaxInt32}, Err: ErrTropGrand}
	}
	var em *memoire.ErreurMemoire
	if errors.As(memoire.Verifier(uint64(b.Octets), explicite), &em) {
		tropGrand := errors.Join(ErrTropGrand, em)
		if b.Positions == math.MaxInt64 {
			return &parametre.Echec{Code: CodeMemoireDemesuree, Args: []any{b.Vecteurs, c.Corbeau, em}, Err: tropGrand}
		}
		return &parametre.Echec{Code: CodeMemoire, Args: []any{b.Vecteurs, c.Corbeau, b.Positions, em}, Err: tropGrand}
	}
	return nil
}
