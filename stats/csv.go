package stats

import (
	"bufio"
	"fmt"
	"io"
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

// ReadCSV reads the lines written by WriteCSV. It accepts "v,n" and "v, n", skips empty lines,
// and rejects anything else with the number of the offending line.
func ReadCSV(r io.Reader) (*Histogram, error) {
	h := new(Histogram)
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSuffix(sc.Text(), "\r")
		if text == "" {
			continue
		}
		v, n, err := parseCSVLine(text)
		if err != nil {
			return nil, fmt.Errorf("ligne %d : %w", line, err)
		}
		h.AddN(v, n)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

func parseCSVLine(text string) (int, int64, error) {
	left, right, ok := strings.Cut(text, ",")
	if !ok {
		return 0, 0, fmt.Errorf("%q n'est pas de la forme « durée, effectif »", text)
	}
	right = strings.TrimPrefix(right, " ")
	v, err := strconv.ParseUint(left, 10, 31)
	if err != nil {
		return 0, 0, fmt.Errorf("durée %q : un entier positif est attendu", left)
	}
	n, err := strconv.ParseUint(right, 10, 62)
	if err != nil {
		return 0, 0, fmt.Errorf("effectif %q : un entier positif est attendu", right)
	}
	return int(v), int64(n), nil
}
