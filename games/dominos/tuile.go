package dominos

import (
	"fmt"
	"iter"
	"math/bits"
)

// MaxValeur est la plus grande valeur de demi-tuile permise (jeu double-12).
const MaxValeur = 12

// NbTuilesMax est le nombre de tuiles du plus grand jeu permis.
const NbTuilesMax = (MaxValeur + 1) * (MaxValeur + 2) / 2

// Tuile est un domino (x, y), x ≥ y, codé par son rang x(x+1)/2 + y dans l'ordre
// lexicographique : comparer deux tuiles revient à comparer leurs rangs.
type Tuile uint8

var (
	hautDe, basDe [NbTuilesMax]uint8
	// avecValeur[v] contient toutes les tuiles qui portent la valeur v.
	avecValeur [MaxValeur + 1]Ensemble
	// pointsXY et points2012 donnent ce que compte chaque tuile restée en main, selon le décompte.
	pointsXY, points2012 [128]uint8
)

// L'ordre « par poids » range les tuiles par x + y puis dans l'ordre lexicographique : la tuile
// que choisit plus_de_points est alors la plus forte d'un ensemble, ce qui accélère les fins de
// partie que joue l'anticipation. versPoids et depuisPoids passent d'un rang à l'autre ;
// avecValeurPoids et les points sont indexés par le rang par poids.
var (
	versPoids                      [NbTuilesMax]uint8
	depuisPoids                    [NbTuilesMax]Tuile
	avecValeurPoids                [MaxValeur + 1]Ensemble
	pointsXYPoids, points2012Poids [128]uint8
)

func init() {
	for x := 0; x <= MaxValeur; x++ {
		for y := 0; y <= x; y++ {
			t := NouvelleTuile(x, y)
			hautDe[t], basDe[t] = uint8(x), uint8(y)
			pointsXY[t], points2012[t] = uint8(x+y), uint8(2*x)
			avecValeur[x].Ajouter(t)
			avecValeur[y].Ajouter(t)
		}
	}
	k := 0
	for somme := 0; somme <= 2*MaxValeur; somme++ {
		for t := range Tuile(NbTuilesMax) {
			if int(hautDe[t]+basDe[t]) != somme {
				continue
			}
			versPoids[t], depuisPoids[k] = uint8(k), t
			avecValeurPoids[hautDe[t]].Ajouter(Tuile(k))
			avecValeurPoids[basDe[t]].Ajouter(Tuile(k))
			pointsXYPoids[k], points2012Poids[k] = pointsXY[t], points2012[t]
			k++
		}
	}
}

// NouvelleTuile renvoie la tuile portant les valeurs a et b, dans n'importe quel ordre.
func NouvelleTuile(a, b int) Tuile {
	if a < b {
		a, b = b, a
	}
	if b < 0 || a > MaxValeur {
		panic(fmt.Sprintf("dominos: tuile (%d, %d) hors du jeu double-%d", a, b, MaxValeur))
	}
	return Tuile(a*(a+1)/2 + b)
}

// Haut renvoie la plus grande valeur x de la tuile.
func (t Tuile) Haut() int { return int(hautDe[t]) }

// Bas renvoie la plus petite valeur y de la tuile.
func (t Tuile) Bas() int { return int(basDe[t]) }

// Double dit si les deux valeurs de la tuile sont égales.
func (t Tuile) Double() bool { return hautDe[t] == basDe[t] }

// String écrit la tuile comme le programme de 2012 : [x, y].
func (t Tuile) String() string { return fmt.Sprintf("[%d, %d]", t.Haut(), t.Bas()) }

// Ensemble est un ensemble de tuiles (une main, la table, les tuiles inconnues) ; le bit de
// rang t dit si la tuile t en fait partie. La valeur zéro est l'ensemble vide.
type Ensemble [2]uint64

// Jeu renvoie toutes les tuiles du jeu double-max.
func Jeu(max int) Ensemble {
	if max < 0 || max > MaxValeur {
		panic(fmt.Sprintf("dominos: jeu double-%d hors de 0..%d", max, MaxValeur))
	}
	n := (max + 1) * (max + 2) / 2
	var e Ensemble
	if n >= 64 {
		e[0] = ^uint64(0)
		e[1] = 1<<(n-64) - 1
	} else {
		e[0] = 1<<n - 1
	}
	return e
}

// AvecValeur renvoie l'ensemble des tuiles (de tout jeu) qui portent la valeur v.
func AvecValeur(v int) Ensemble { return avecValeur[v] }

// EnsembleDe renvoie l'ensemble formé des tuiles données.
func EnsembleDe(tuiles ...Tuile) Ensemble {
	var e Ensemble
	for _, t := range tuiles {
		e.Ajouter(t)
	}
	return e
}

// Contient dit si la tuile t est dans l'ensemble.
func (e Ensemble) Contient(t Tuile) bool { return e[t>>6]&(1<<(t&63)) != 0 }

// Ajouter met la tuile t dans l'ensemble.
func (e *Ensemble) Ajouter(t Tuile) { e[t>>6] |= 1 << (t & 63) }

// Retirer ôte la tuile t de l'ensemble.
func (e *Ensemble) Retirer(t Tuile) { e[t>>6] &^= 1 << (t & 63) }

// Taille renvoie le nombre de tuiles de l'ensemble.
func (e Ensemble) Taille() int { return bits.OnesCount64(e[0]) + bits.OnesCount64(e[1]) }

// Vide dit si l'ensemble ne contient aucune tuile.
func (e Ensemble) Vide() bool { return e[0]|e[1] == 0 }

// Et renvoie l'intersection des deux ensembles.
func (e Ensemble) Et(f Ensemble) Ensemble { return Ensemble{e[0] & f[0], e[1] & f[1]} }

// Ou renvoie la réunion des deux ensembles.
func (e Ensemble) Ou(f Ensemble) Ensemble { return Ensemble{e[0] | f[0], e[1] | f[1]} }

// Sauf renvoie les tuiles de e qui ne sont pas dans f.
func (e Ensemble) Sauf(f Ensemble) Ensemble { return Ensemble{e[0] &^ f[0], e[1] &^ f[1]} }

// PlusForte renvoie la tuile la plus forte (la première dans l'ordre des mains) ; l'ensemble
// ne doit pas être vide.
func (e Ensemble) PlusForte() Tuile {
	if e[1] != 0 {
		return Tuile(127 - bits.LeadingZeros64(e[1]))
	}
	if e[0] == 0 {
		panic("dominos: PlusForte d'un ensemble vide")
	}
	return Tuile(63 - bits.LeadingZeros64(e[0]))
}

// PlusFaible renvoie la tuile la plus faible (la dernière dans l'ordre des mains) ; l'ensemble
// ne doit pas être vide.
func (e Ensemble) PlusFaible() Tuile {
	if e[0] != 0 {
		return Tuile(bits.TrailingZeros64(e[0]))
	}
	if e[1] == 0 {
		panic("dominos: PlusFaible d'un ensemble vide")
	}
	return Tuile(64 + bits.TrailingZeros64(e[1]))
}

// Kieme renvoie la k-ième tuile (à partir de 0) dans l'ordre croissant ; 0 ≤ k < Taille().
func (e Ensemble) Kieme(k int) Tuile {
	w, base := e[0], 0
	if n := bits.OnesCount64(w); k >= n {
		w, base, k = e[1], 64, k-n
	}
	for ; k > 0; k-- {
		w &= w - 1
	}
	if w == 0 {
		panic("dominos: Kieme hors de l'ensemble")
	}
	return Tuile(base + bits.TrailingZeros64(w))
}

// Decroissant parcourt les tuiles de la plus forte à la plus faible (l'ordre des mains).
func (e Ensemble) Decroissant() iter.Seq[Tuile] {
	return func(yield func(Tuile) bool) {
		for m := 1; m >= 0; m-- {
			w := e[m]
			for w != 0 {
				b := 63 - bits.LeadingZeros64(w)
				if !yield(Tuile(m*64 + b)) {
					return
				}
				w &^= 1 << b
			}
		}
	}
}

// Tuiles renvoie les tuiles dans l'ordre des mains (décroissant).
func (e Ensemble) Tuiles() []Tuile {
	out := make([]Tuile, 0, e.Taille())
	for t := range e.Decroissant() {
		out = append(out, t)
	}
	return out
}
