package memoire

import (
	"math"
	"math/bits"
	"regexp"
	"strconv"
	"strings"

	"jeux/internal/langue"
)

// reTaille is a size: digits, an optional decimal part, then an optional unit K, M, G, T (any
// case), optionally followed by «i» and by «B» or «o».
var reTaille = regexp.MustCompile(`^([0-9]+)(?:[.,]([0-9]+))? ?(?:([kKmMgGtT])(i?)([bBo]?)|([bBo]?))$`)

// LireTaille reads a memory size as the user writes it: «4G», «500M», «2GiB», «1,5 Go», «4096».
// The units K, M, G and T are powers of 1024 whatever follows them (as for Slurm's --mem and
// «sort -S»): «4G», «4Gi», «4GiB», «4Go» and «4Gio» are all 4·2³⁰ bytes. A size of 0 or of 2⁶³
// bytes and more is refused.
func LireTaille(s string) (uint64, error) {
	m := reTaille.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0, langue.Errorf("taille %q : un nombre suivi de K, M, G ou T est attendu (par exemple 4G, 500M, 2GiB)", s)
	}
	unite := uint64(1)
	if m[3] != "" {
		unite = 1 << (10 * (1 + strings.IndexByte("kmgt", strings.ToLower(m[3])[0])))
	}
	entier, err := strconv.ParseUint(m[1], 10, 64)
	haut, n := bits.Mul64(entier, unite)
	if err != nil || haut != 0 || n > math.MaxInt64 {
		return 0, langue.Errorf("taille %q : au plus 8 Eio (2⁶³ − 1 octets) est attendu", s)
	}
	if m[2] != "" {
		// The fraction of a unit, rounded down to the byte: 0.f · unite = f · unite / 10^len(f).
		// Only the first 18 digits count, which is below a byte even for T.
		f := m[2][:min(len(m[2]), 18)]
		num, _ := strconv.ParseUint(f, 10, 64)
		haut, bas := bits.Mul64(num, unite)
		q, _ := bits.Div64(haut, bas, uint64(math.Pow10(len(f))))
		if n+q > math.MaxInt64 {
			return 0, langue.Errorf("taille %q : au plus 8 Eio (2⁶³ − 1 octets) est attendu", s)
		}
		n += q
	}
	if n == 0 {
		return 0, langue.Errorf("taille %q : au moins 1 octet est attendu", s)
	}
	return n, nil
}
