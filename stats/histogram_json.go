package stats

import (
	"encoding/json"
	"fmt"
	"math"
)

// MarshalJSON writes the histogram as its non-zero counts in increasing order of value:
// [[value, count], …].
func (h *Histogram) MarshalJSON() ([]byte, error) {
	l := [][2]int64{}
	h.Each(func(v int, n int64) { l = append(l, [2]int64{int64(v), n}) })
	return json.Marshal(l)
}

// UnmarshalJSON reads what MarshalJSON writes into an empty histogram. It refuses values outside
// [0, MaxCSVValue], negative counts, values out of order or repeated, more than MaxCSVLines pairs
// and a total that overflows, as ReadCSV does: a file cannot make it claim unbounded memory.
func (h *Histogram) UnmarshalJSON(b []byte) error {
	var l [][2]int64
	if err := json.Unmarshal(b, &l); err != nil {
		return fmt.Errorf("histogramme : liste de paires [valeur, effectif] attendue")
	}
	if len(l) > MaxCSVLines {
		return fmt.Errorf("histogramme : plus de %d valeurs", MaxCSVLines)
	}
	h.Reset()
	for i, p := range l {
		v, n := p[0], p[1]
		switch {
		case v < 0 || v > MaxCSVValue:
			return fmt.Errorf("histogramme : valeur %d hors de 0..%d", v, MaxCSVValue)
		case n < 0:
			return fmt.Errorf("histogramme : effectif négatif %d pour la valeur %d", n, v)
		case i > 0 && v <= l[i-1][0]:
			return fmt.Errorf("histogramme : valeur %d après %d (ordre croissant attendu)", v, l[i-1][0])
		case n > math.MaxInt64-h.Total():
			return fmt.Errorf("histogramme : le total des effectifs dépasse %d", int64(math.MaxInt64))
		}
		h.AddN(int(v), n)
	}
	return nil
}

// CheckTotal reports, in French, whether the histogram counts exactly total values, all within
// [min, max]: what a part of a computation must hold before it is merged.
func (h *Histogram) CheckTotal(total int64, min, max int) error {
	if h.Total() != total {
		return fmt.Errorf("l'histogramme compte %d valeurs, %d attendues", h.Total(), total)
	}
	if total > 0 && (h.Min() < min || h.Max() > max) {
		return fmt.Errorf("l'histogramme va de %d à %d, hors de %d..%d", h.Min(), h.Max(), min, max)
	}
	return nil
}
