package parallel

import (
	"strings"
	"testing"
)

func TestParseShard(t *testing.T) {
	env := map[string]string{}
	getenv := func(k string) string { return env[k] }
	for _, c := range []struct {
		s    string
		want Shard
	}{{"0/1", Shard{0, 1}}, {"3/4", Shard{3, 4}}, {"6/7", Shard{6, 7}}} {
		got, err := ParseShard(c.s, getenv)
		if err != nil || got != c.want || got.String() != c.s {
			t.Errorf("%q : %v, %v", c.s, got, err)
		}
	}
	for _, s := range []string{"3/3", "-1/4", "1/0", "a/b", "1", "1/2/3", "", " 1/2", "0/2000000"} {
		if _, err := ParseShard(s, getenv); err == nil {
			t.Errorf("%q accepté", s)
		}
	}
	if _, err := ParseShard("slurm", getenv); err == nil || !strings.Contains(err.Error(), "SLURM_ARRAY_TASK_ID") {
		t.Errorf("slurm hors d'un job array : %v", err)
	}
	// An array --array=5-8: tasks 5 to 8 are shards 0 to 3 of 4.
	env = map[string]string{"SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_COUNT": "4"}
	if got, err := ParseShard("slurm", getenv); err != nil || got != (Shard{2, 4}) {
		t.Errorf("slurm 7 de 5-8 : %v, %v", got, err)
	}
}

// The n shards of total items tile [0, total) exactly once, for sizes worked by hand and for
// a total whose products overflow 64 bits.
func TestShardItems(t *testing.T) {
	for _, c := range []struct {
		total, n int64
		bounds   []int64
	}{
		{10, 3, []int64{0, 3, 6, 10}},
		{7, 7, []int64{0, 1, 2, 3, 4, 5, 6, 7}},
		{2, 4, []int64{0, 0, 1, 1, 2}},
	} {
		for k := range c.n {
			a, b := Shard{k, c.n}.Items(c.total)
			if a != c.bounds[k] || b != c.bounds[k+1] {
				t.Errorf("part %d/%d de %d : [%d, %d), attendu [%d, %d)", k, c.n, c.total, a, b, c.bounds[k], c.bounds[k+1])
			}
		}
	}
	const big = 1<<62 + 12345
	prev := int64(0)
	for k := range int64(1000) {
		a, b := Shard{k, 1000}.Items(big)
		if a != prev || b < a {
			t.Fatalf("part %d : [%d, %d) après %d", k, a, b, prev)
		}
		prev = b
	}
	if prev != big {
		t.Errorf("les parts finissent à %d, pas à %d", prev, int64(big))
	}
}

func FuzzParseShard(f *testing.F) {
	for _, s := range []string{"0/1", "3/4", "slurm", "3/3", "-1/4", "a/b", "9223372036854775807/9223372036854775807"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sh, err := ParseShard(s, func(string) string { return "" })
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("message sur plusieurs lignes : %q", err)
			}
			return
		}
		if sh.K < 0 || sh.K >= sh.N || sh.N > MaxShards {
			t.Errorf("%q accepté comme %v", s, sh)
		}
		a, b := sh.Items(1000)
		if a < 0 || b > 1000 || a > b {
			t.Errorf("%v : items [%d, %d)", sh, a, b)
		}
	})
}
