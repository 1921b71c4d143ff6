package main

import (
	"fmt"
	"io"
	"path/filepath"
	"testing"
)

// BenchmarkFusionne1000Parts merges 1,000 parts of a simulation (target: under a second).
func BenchmarkFusionne1000Parts(b *testing.B) {
	dir := b.TempDir()
	for k := range 1000 {
		args := []string{"jeux", "rostam", "simule", "-N", "6", "-n", "4096000", "-g", "1", "-w", "1",
			"--shard", fmt.Sprintf("%d/1000", k), "-o", filepath.Join(dir, fmt.Sprintf("part-%d.json", k))}
		if code := run(args, io.Discard, io.Discard); code != 0 {
			b.Fatalf("part %d : statut %d", k, code)
		}
	}
	b.ResetTimer()
	for range b.N {
		if code := run([]string{"jeux", "fusionne", filepath.Join(dir, "part-*.json"), "-F", "json"}, io.Discard, io.Discard); code != 0 {
			b.Fatalf("fusionne : statut %d", code)
		}
	}
}
