package markov

import (
	"errors"
	"math"
)

// errSinguliere is returned by factoriser when a column has no non-zero pivot left.
var errSinguliere = errors.New("markov: matrice singulière")

// lu is the LU factorisation with partial pivoting of a square matrix, P·A = L·U. It is written
// here rather than taken from gonum's mat.LU so that every processor gives the same bits: gonum
// runs assembly kernels on amd64 and pure Go elsewhere, where the compiler may fuse x*y + z into
// one instruction. Every product is rounded before it is added or subtracted (float64(x*y)),
// which the Go specification says forbids that fusion ("Floating-point operators"), and the
// operations come in one fixed order. The chains solved here are small (tens to a few thousand
// states), so the plain O(n³) elimination costs little.
type lu struct {
	n   int
	a   []float64 // row-major: L strictly below the diagonal (its unit diagonal implied), U on and above
	piv []int     // piv[i]: the row of A that stands at row i of P·A
}

// factoriser factorises the n × n matrix whose entries at gives. The pivot of each column is its
// entry of largest magnitude on or below the diagonal, the first one on a tie.
func factoriser(n int, at func(i, j int) float64) (*lu, error) {
	f := &lu{n: n, a: make([]float64, n*n), piv: make([]int, n)}
	for i := range n {
		f.piv[i] = i
		for j := range n {
			f.a[i*n+j] = at(i, j)
		}
	}
	for k := range n {
		p, plus := k, math.Abs(f.a[k*n+k])
		for i := k + 1; i < n; i++ {
			if v := math.Abs(f.a[i*n+k]); v > plus {
				p, plus = i, v
			}
		}
		if plus == 0 || math.IsNaN(plus) {
			return nil, errSinguliere
		}
		if p != k {
			ligneK, ligneP := f.a[k*n:(k+1)*n], f.a[p*n:(p+1)*n]
			for j := range ligneK {
				ligneK[j], ligneP[j] = ligneP[j], ligneK[j]
			}
			f.piv[k], f.piv[p] = f.piv[p], f.piv[k]
		}
		pivot := f.a[k*n+k]
		ligneK := f.a[k*n : (k+1)*n]
		for i := k + 1; i < n; i++ {
			ligne := f.a[i*n : (i+1)*n]
			l := ligne[k] / pivot
			ligne[k] = l
			if l == 0 {
				continue
			}
			for j := k + 1; j < n; j++ {
				ligne[j] -= float64(l * ligneK[j])
			}
		}
	}
	return f, nil
}

// resoudre returns x with A·x = b.
func (f *lu) resoudre(b []float64) []float64 {
	n := f.n
	if len(b) != n {
		panic("markov: second membre de mauvaise longueur")
	}
	x := make([]float64, n)
	for i := range n {
		x[i] = b[f.piv[i]]
	}
	for i := range n {
		s := x[i]
		ligne := f.a[i*n : (i+1)*n]
		for j := range i {
			s -= float64(ligne[j] * x[j])
		}
		x[i] = s
	}
	for i := n - 1; i >= 0; i-- {
		s := x[i]
		ligne := f.a[i*n : (i+1)*n]
		for j := i + 1; j < n; j++ {
			s -= float64(ligne[j] * x[j])
		}
		x[i] = s / ligne[i]
	}
	return x
}
