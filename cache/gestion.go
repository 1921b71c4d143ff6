package cache

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"jeux/internal/langue"
)

// Bilan is what Vider removed.
type Bilan struct {
	Fichiers int   `json:"fichiers"`
	Octets   int64 `json:"octets"`
}

// Vider removes from dossier the entries (files whose name is a key, of any game) last modified
// before avant (every entry when avant is zero), and the temporary files of killed runs older
// than an hour. A run that writes meanwhile loses nothing: its temporary file is young and left,
// and its entry, renamed into place after Vider, is kept.
func Vider(dossier string, avant time.Time) (Bilan, error) {
	var b Bilan
	fichiers, err := os.ReadDir(dossier)
	if errors.Is(err, fs.ErrNotExist) {
		return b, nil
	}
	if err != nil {
		return b, fmt.Errorf("cache : lecture impossible du dossier %q", dossier)
	}
	NettoyerTemporaires(dossier, time.Hour)
	for _, f := range fichiers {
		if _, ok := LireCle(f.Name()); !ok || !f.Type().IsRegular() {
			continue
		}
		info, err := f.Info()
		if err != nil || (!avant.IsZero() && !info.ModTime().Before(avant)) {
			continue
		}
		if os.Remove(filepath.Join(dossier, f.Name())) == nil {
			b.Fichiers++
			b.Octets += info.Size()
		}
	}
	return b, nil
}

// MaxAge bounds LireAge: a hundred years.
const MaxAge = 100 * 365 * 24 * time.Hour

// LireAge reads an age such as 30j (days), 12h, 90m or 45s.
func LireAge(s string) (time.Duration, error) {
	unites := map[string]time.Duration{"j": 24 * time.Hour, "h": time.Hour, "m": time.Minute, "s": time.Second}
	for u, d := range unites {
		if n, ok := strings.CutSuffix(s, u); ok {
			k, err := strconv.ParseInt(n, 10, 64)
			if err != nil || k < 0 || k > int64(MaxAge/d) {
				break
			}
			return time.Duration(k) * d, nil
		}
	}
	return 0, langue.Errorf("%q : un âge comme 30j, 12h, 90m ou 45s est attendu (au plus 100 ans)", s)
}
