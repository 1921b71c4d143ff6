package stats

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// WriteCSV writes one "value, count" line per recorded value, in increasing order, with no
// header: the format of the War source's raw data files.
func WriteCSV(w io.Writer, h *Histogram) error {
	bw := bufio.NewWriter(w)
	var buf []byte
	h.Each(func(v int, n int64) {
		buf = strconv.AppendInt(buf[:0], int64(v), 10)
		buf = append(buf, ", "...)
		buf = strconv.AppendInt(buf, n, 10)
		buf = append(buf, '\n')
		bw.Write(buf)
	})
	return bw.Flush()
}

// Bounds of what ReadCSV accepts, so that a corrupt or hostile file costs little memory: a value
// above MaxCSVValue, a file of more than MaxCSVLines lines of data or a total count above
// math.MaxInt64 is refused. With the sparse storage of large values (DenseLimit), a file within
// these bounds takes at most a few hundred megabytes, whatever values it holds.
const (
	MaxCSVValue = math.MaxInt32
	MaxCSVLines = 1 << 21
)

// ReadCSV reads the lines written by WriteCSV. It accepts "v,n" and "v, n", skips empty lines,
// and rejects anything else with the number of the offending line, in French.
func ReadCSV(r io.Reader) (*Histogram, error) {
	h := new(Histogram)
	sc := bufio.NewScanner(r)
	line, lines := 0, 0
	for sc.Scan() {
		line++
		text := strings.TrimSuffix(sc.Text(), "\r")
		if text == "" {
			continue
		}
		if lines++; lines > MaxCSVLines {
			return nil, fmt.Errorf("ligne %d : plus de %d lignes de données", line, MaxCSVLines)
		}
		v, n, err := parseCSVLine(text)
		if err != nil {
			return nil, fmt.Errorf("ligne %d : %w", line, err)
		}
		if n > math.MaxInt64-h.Total() {
			return nil, fmt.Errorf("ligne %d : le total des effectifs dépasse %d", line, int64(math.MaxInt64))
		}
		h.AddN(v, n)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("ligne %d : ligne trop longue (plus de %d octets)", line+1, bufio.MaxScanTokenSize)
		}
		return nil, fmt.Errorf("lecture interrompue après la ligne %d", line)
	}
	return h, nil
}

func parseCSVLine(text string) (int, int64, error) {
	left, right, ok := strings.Cut(text, ",")
	if !ok {
		return 0, 0, fmt.Errorf("%q n'est pas de la forme « durée, effectif »", text)
	}
	right = strings.TrimPrefix(right, " ")
	v, err := strconv.ParseUint(left, 10, 64)
	if err != nil {
		return 0, 0, fmt.Errorf("durée %q : un entier positif est attendu", left)
	}
	if v > MaxCSVValue {
		return 0, 0, fmt.Errorf("durée %q : au plus %d est attendu", left, MaxCSVValue)
	}
	n, err := strconv.ParseUint(right, 10, 63)
	if err != nil {
		return 0, 0, fmt.Errorf("effectif %q : un entier positif d'au plus %d est attendu", right, int64(math.MaxInt64))
	}
	return int(v), int64(n), nil
}
