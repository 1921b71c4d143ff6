package stats

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestHistogramJSON(t *testing.T) {
	var h Histogram
	for _, v := range []int{3, 1, 3, 7, DenseLimit + 5} {
		h.Add(v)
	}
	b, err := json.Marshal(&h)
	if want := `[[1,1],[3,2],[7,1],[1048581,1]]`; err != nil || string(b) != want {
		t.Fatalf("%s, %v ; attendu %s", b, err, want)
	}
	var g Histogram
	if err := json.Unmarshal(b, &g); err != nil || g.Total() != 5 || g.Count(3) != 2 || g.Count(DenseLimit+5) != 1 {
		t.Errorf("relu : total %d, %v", g.Total(), err)
	}
	for _, bad := range []string{`[[-1,1]]`, `[[1,-1]]`, `[[3,1],[2,1]]`, `[[2,1],[2,1]]`, `[[2147483648,1]]`,
		`[[1,9223372036854775807],[2,1]]`, `{"a":1}`, `[[1]]x`} {
		var g Histogram
		if err := json.Unmarshal([]byte(bad), &g); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s : %v", bad, err)
		}
	}
}
