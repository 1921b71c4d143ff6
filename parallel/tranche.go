package parallel

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"jeux/internal/langue"
)

// MaxShards bounds the number of shards of one computation: far more than any cluster runs, and
// small enough that every range computation below stays exact.
const MaxShards = 1 << 20

// Shard is part K of N of a long computation (0 ≤ K < N).
type Shard struct {
	K, N int64
}

// String writes the shard as the command line takes it: "k/n".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.K, s.N) }

// Items is the range [first, last) of the work items [0, total) that the shard covers:
// ⌊K·total/N⌋ to ⌊(K+1)·total/N⌋, so that the N shards tile the items exactly once.
func (s Shard) Items(total int64) (first, last int64) {
	return bound(s.K, total, s.N), bound(s.K+1, total, s.N)
}

// bound is ⌊k·total/n⌋ without overflow (k ≤ n, both positive, total ≥ 0).
func bound(k, total, n int64) int64 {
	hi, lo := bits.Mul64(uint64(k), uint64(total))
	q, _ := bits.Div64(hi, lo, uint64(n))
	return int64(q)
}

// ParseShard reads a shard: "k/n" with 0 ≤ k < n ≤ MaxShards, or "slurm", the task of a Slurm
// job array, read from SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT
// through getenv (an array need not start at 0).
func ParseShard(s string, getenv func(string) string) (Shard, error) {
	if s == "slurm" {
		id, err1 := strconv.ParseInt(getenv("SLURM_ARRAY_TASK_ID"), 10, 64)
		first, err2 := strconv.ParseInt(getenv("SLURM_ARRAY_TASK_MIN"), 10, 64)
		count, err3 := strconv.ParseInt(getenv("SLURM_ARRAY_TASK_COUNT"), 10, 64)
		if err1 != nil || err2 != nil || err3 != nil {
			return Shard{}, langue.Errorf("slurm : SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN et SLURM_ARRAY_TASK_COUNT sont absentes ou invalides (hors d'un job array de Slurm ?)")
		}
		if count < 1 || count > MaxShards || id < first || id-first >= count {
			return Shard{}, langue.Errorf("slurm : la tâche %d d'un tableau de %d tâches commençant à %d n'est pas un numéro de part valide (tableau à pas de 1 attendu)", id, count, first)
		}
		return Shard{id - first, count}, nil
	}
	ks, ns, ok := strings.Cut(s, "/")
	k, err1 := strconv.ParseInt(ks, 10, 64)
	n, err2 := strconv.ParseInt(ns, 10, 64)
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, langue.Errorf("%q : k/n attendu (part k de n, 0 ≤ k < n), ou slurm", s)
	}
	if n < 1 || n > MaxShards || k < 0 || k >= n {
		return Shard{}, langue.Errorf("%q : 0 ≤ k < n et 1 ≤ n ≤ %d attendus", s, MaxShards)
	}
	return Shard{k, n}, nil
}
