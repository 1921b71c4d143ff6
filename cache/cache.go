package cache

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

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
		return "", fmt.Errorf("cache : pas de dossier de cache (%w) ; définir %s", err, Variable)
	}
	return filepath.Join(d, "jeux"), nil
}

// Lire reads the entry for k in dossier. It returns ErrAbsente when there is none, and an error
// wrapping ErrCorrompue when the file exists but does not hold a histogram.
func Lire(dossier string, k Cle) (*stats.Histogram, error) {
	f, err := os.Open(filepath.Join(dossier, k.Fichier()))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrAbsente
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	h, err := stats.ReadCSV(f)
	if err != nil {
		return nil, fmt.Errorf("%w : %s : %v", ErrCorrompue, f.Name(), err)
	}
	return h, nil
}

// Ecrire stores h as the entry for k in dossier, creating the directory if needed. The file
// appears complete or not at all: it is written under a temporary name, then renamed.
func Ecrire(dossier string, k Cle, h *stats.Histogram) error {
	if err := os.MkdirAll(dossier, 0o755); err != nil {
		return fmt.Errorf("cache : %w", err)
	}
	f, err := os.CreateTemp(dossier, ".ecriture-*")
	if err != nil {
		return fmt.Errorf("cache : %w", err)
	}
	err = stats.WriteCSV(f, h)
	if errFermeture := f.Close(); err == nil {
		err = errFermeture
	}
	if err == nil {
		err = os.Rename(f.Name(), filepath.Join(dossier, k.Fichier()))
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("cache : %w", err)
	}
	return nil
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
		return nil, fmt.Errorf("cache : %w", err)
	}
	var entrees []Entree
	for _, f := range fichiers {
		k, ok := LireCle(f.Name())
		if !ok || k.Jeu != jeu || !f.Type().IsRegular() {
			continue
		}
		info, err := f.Info()
		if err != nil {
			return nil, fmt.Errorf("cache : %w", err)
		}
		entrees = append(entrees, Entree{Cle: k, Fichier: filepath.Join(dossier, f.Name()), Octets: info.Size()})
	}
	return entrees, nil
}
