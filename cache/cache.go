package cache

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"jeux/internal/fichier"
	"jeux/internal/langue"
	"jeux/stats"
)

// Variable is the environment variable that overrides the cache directory.
const Variable = "JEUX_CACHE"

// ErrAbsente is returned by Lire when the cache holds no entry for a key.
var ErrAbsente = errors.New("cache: entrée absente")

// ErrCorrompue is wrapped by the errors of Lire for an entry that cannot be read back.
var ErrCorrompue = errors.New("cache: entrée corrompue")

// Parametre is one parameter of a simulation, as it appears in the entry's name.
type Parametre struct{ Nom, Valeur string }

// Cle identifies a simulation: the game's name and its parameters, in a fixed order.
type Cle struct {
	Jeu        string
	Parametres []Parametre
}

// Names and values are restricted to what is safe in a file name on every system.
var reMot = regexp.MustCompile(`^[a-z0-9]+$`)

// Fichier returns the entry's file name, e.g. "bataille_regles=paternault_n=1000.csv".
func (k Cle) Fichier() string {
	mots := []string{k.Jeu}
	if !reMot.MatchString(k.Jeu) {
		panic(fmt.Sprintf("cache: game name %q is not [a-z0-9]+", k.Jeu))
	}
	for _, p := range k.Parametres {
		if !reMot.MatchString(p.Nom) || !reMot.MatchString(p.Valeur) {
			panic(fmt.Sprintf("cache: parameter %q=%q is not [a-z0-9]+", p.Nom, p.Valeur))
		}
		mots = append(mots, p.Nom+"="+p.Valeur)
	}
	return strings.Join(mots, "_") + ".csv"
}

// LireCle parses an entry's file name back into its key.
func LireCle(fichier string) (Cle, bool) {
	nom, ok := strings.CutSuffix(fichier, ".csv")
	if !ok {
		return Cle{}, false
	}
	mots := strings.Split(nom, "_")
	k := Cle{Jeu: mots[0]}
	if !reMot.MatchString(k.Jeu) {
		return Cle{}, false
	}
	for _, m := range mots[1:] {
		n, v, ok := strings.Cut(m, "=")
		if !ok || !reMot.MatchString(n) || !reMot.MatchString(v) {
			return Cle{}, false
		}
		k.Parametres = append(k.Parametres, Parametre{n, v})
	}
	return k, true
}

// Valeur returns the value of the parameter nom, or "" when the key has none.
func (k Cle) Valeur(nom string) string {
	for _, p := range k.Parametres {
		if p.Nom == nom {
			return p.Valeur
		}
	}
	return ""
}

// Dossier returns the cache directory: $JEUX_CACHE when set, otherwise "jeux" in the user's
// cache directory ($XDG_CACHE_HOME or ~/.cache on Linux).
func Dossier() (string, error) {
	if d := os.Getenv(Variable); d != "" {
		return d, nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		// The system's reason is in English, and on Linux always this one.
		return "", langue.Errorf("cache : pas de dossier de cache (ni $XDG_CACHE_HOME ni $HOME) ; définir %s", Variable)
	}
	return filepath.Join(d, "jeux"), nil
}

// ErrPasUnFichier is wrapped by the errors of Lire for an entry that is not a regular file (a
// directory, a named pipe, a device): it is never read, and it also matches ErrCorrompue, so that
// a caller who recomputes corrupt entries recomputes these too.
var ErrPasUnFichier = fmt.Errorf("%w : pas un fichier ordinaire", ErrCorrompue)

// maxEntree bounds the size of an entry: a histogram of durations takes a line per distinct
// duration, a few thousand at most.
const maxEntree = 64 << 20

// Lire reads the entry for k in dossier. It returns ErrAbsente when there is none, an error
// wrapping ErrPasUnFichier (hence ErrCorrompue) when the entry is not a regular file, and an error
// wrapping ErrCorrompue when the file does not hold a histogram or is larger than any histogram.
// It never blocks: the entry is read through fichier.Ouvrir, checked before anything is read.
func Lire(dossier string, k Cle) (*stats.Histogram, error) {
	chemin := filepath.Join(dossier, k.Fichier())
	f, err := fichier.Ouvrir(chemin, maxEntree)
	var special *fichier.PasOrdinaire
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, ErrAbsente
	case errors.As(err, &special):
		return nil, fmt.Errorf("%w : %q est %s", ErrPasUnFichier, chemin, special.Genre())
	case errors.Is(err, fichier.ErrTropGros):
		return nil, fmt.Errorf("%w : %v", ErrCorrompue, err)
	case err != nil:
		return nil, fmt.Errorf("cache : %w", err)
	}
	defer f.Close()
	h, err := stats.ReadCSV(f)
	if err != nil {
		return nil, fmt.Errorf("%w : %q : %v", ErrCorrompue, chemin, err)
	}
	return h, nil
}

// PrefixeTemporaire starts the name of the temporary files Ecrire renames into entries (those of
// fichier.Ecrire); one left behind by a killed run is removed by a later Ecrire once it is
// AgeTemporaires old.
const (
	PrefixeTemporaire = fichier.PrefixeTemporaire
	AgeTemporaires    = time.Hour
)

// Ecrire stores h as the entry for k in dossier, creating the directory if needed. The file
// appears complete or not at all (fichier.Ecrire), and only in place of a regular file: a
// directory, a named pipe or a device where the entry should be is left, and the write refused.
// It first removes the temporary files older than AgeTemporaires, left by runs killed while
// writing.
func Ecrire(dossier string, k Cle, h *stats.Histogram) error {
	if err := os.MkdirAll(dossier, 0o755); err != nil {
		return fichier.Envelopper("cache : impossible de créer le dossier", dossier, err)
	}
	NettoyerTemporaires(dossier, AgeTemporaires)
	err := fichier.Ecrire(filepath.Join(dossier, k.Fichier()), func(w io.Writer) error { return stats.WriteCSV(w, h) })
	if err != nil {
		return fmt.Errorf("cache : %w", err)
	}
	return nil
}

// NettoyerTemporaires removes from dossier the regular files named PrefixeTemporaire… last
// modified more than age ago, and returns how many it removed. It does its best: a file it cannot
// remove is left, silently, and a younger one may belong to a run still writing.
func NettoyerTemporaires(dossier string, age time.Duration) int {
	fichiers, err := os.ReadDir(dossier)
	if err != nil {
		return 0
	}
	limite := time.Now().Add(-age)
	n := 0
	for _, f := range fichiers {
		if !strings.HasPrefix(f.Name(), PrefixeTemporaire) || !f.Type().IsRegular() {
			continue
		}
		info, err := f.Info()
		if err != nil || !info.ModTime().Before(limite) {
			continue
		}
		if os.Remove(filepath.Join(dossier, f.Name())) == nil {
			n++
		}
	}
	return n
}

// Entree is one cached simulation.
type Entree struct {
	Cle     Cle
	Fichier string // full path
	Octets  int64
}

// Lister returns the entries of game jeu in dossier, sorted by file name (os.ReadDir sorts). A missing directory
// is an empty cache.
func Lister(dossier, jeu string) ([]Entree, error) {
	fichiers, err := os.ReadDir(dossier)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fichier.Envelopper("cache : lecture impossible du dossier", dossier, err)
	}
	var entrees []Entree
	for _, f := range fichiers {
		k, ok := LireCle(f.Name())
		if !ok || k.Jeu != jeu || !f.Type().IsRegular() {
			continue
		}
		info, err := f.Info()
		if err != nil {
			return nil, fichier.Envelopper("cache : lecture impossible de", filepath.Join(dossier, f.Name()), err)
		}
		entrees = append(entrees, Entree{Cle: k, Fichier: filepath.Join(dossier, f.Name()), Octets: info.Size()})
	}
	return entrees, nil
}
