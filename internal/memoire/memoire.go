package memoire

import (
	"bufio"
	"math"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"jeux/internal/langue"
)

// Variable is the environment variable the command line reads for an explicit limit.
const Variable = "JEUX_MEMOIRE"

// Source says where a limit comes from, and so how to raise it.
type Source int

// The sources of a limit.
const (
	Disponible     Source = iota // MemAvailable of /proc/meminfo
	Cgroup                       // the control group's memory limit
	EspaceAdresses               // RLIMIT_AS, less the address space already in use
	Explicite                    // --memoire or JEUX_MEMOIRE
	LimiteGo                     // GOMEMLIMIT, the Go runtime's limit set by the user
)

// String names the source in French, as error messages show it.
func (s Source) String() string {
	switch s {
	case Disponible:
		return "mémoire disponible (MemAvailable)"
	case Cgroup:
		return "limite du cgroup (memory.max)"
	case EspaceAdresses:
		return "limite d'espace d'adressage (ulimit -v)"
	case Explicite:
		return "limite --memoire/" + Variable
	case LimiteGo:
		return "limite GOMEMLIMIT"
	}
	return "Source(" + strconv.Itoa(int(s)) + ")"
}

// remede says how to raise a limit of the source.
func (s Source) remede() string {
	switch s {
	case Disponible:
		return "libérer de la mémoire, ou réduire la taille du calcul"
	case Cgroup:
		return "relever la limite mémoire du conteneur ou de la tâche (memory.max, --mem de Slurm), ou réduire la taille du calcul"
	case EspaceAdresses:
		return "relever « ulimit -v » (ou prlimit --as), ou réduire la taille du calcul"
	case Explicite:
		return "relever --memoire ou " + Variable + ", ou réduire la taille du calcul"
	case LimiteGo:
		return "relever GOMEMLIMIT, ou réduire la taille du calcul"
	}
	return "réduire la taille du calcul"
}

// Limite is a number of bytes a computation may use, and where the figure comes from.
type Limite struct {
	Octets uint64
	Source Source
}

// Systeme is where the limits are read; tests point it at fake files.
type Systeme struct {
	Meminfo      string                // /proc/meminfo
	Status       string                // /proc/self/status, for the address space in use (VmSize)
	Cgroups      string                // /proc/self/cgroup, the process's control groups
	RacineCgroup string                // /sys/fs/cgroup, where the hierarchies are mounted
	Rlimit       func() (uint64, bool) // RLIMIT_AS's soft limit, false when there is none
	Go           func() (uint64, bool) // GOMEMLIMIT, false when the user did not set it
}

// Local is the running process's system.
var Local = Systeme{
	Meminfo:      "/proc/meminfo",
	Status:       "/proc/self/status",
	Cgroups:      "/proc/self/cgroup",
	RacineCgroup: "/sys/fs/cgroup",
	Rlimit:       limiteEspaceAdresses,
	Go:           limiteGo,
}

// Limites returns every limit that could be read, explicite included when not 0 (0 means no
// explicit limit), in the order of Source.
func (s Systeme) Limites(explicite uint64) []Limite {
	var l []Limite
	if o, ok := champKio(s.Meminfo, "MemAvailable:"); ok {
		l = append(l, Limite{o, Disponible})
	}
	if o, ok := s.limiteCgroup(); ok {
		l = append(l, Limite{o, Cgroup})
	}
	if s.Rlimit != nil {
		if o, ok := s.Rlimit(); ok {
			// The process already holds part of its address space: the Go runtime's reservations,
			// the program, its libraries.
			if pris, ok := champKio(s.Status, "VmSize:"); ok {
				o -= min(o, pris)
			}
			l = append(l, Limite{o, EspaceAdresses})
		}
	}
	if explicite > 0 {
		l = append(l, Limite{explicite, Explicite})
	}
	if s.Go != nil {
		if o, ok := s.Go(); ok {
			l = append(l, Limite{o, LimiteGo})
		}
	}
	return l
}

// PlusPetite returns the smallest limit, and false when none could be read.
func (s Systeme) PlusPetite(explicite uint64) (Limite, bool) {
	l := s.Limites(explicite)
	if len(l) == 0 {
		return Limite{}, false
	}
	m := l[0]
	for _, x := range l[1:] {
		if x.Octets < m.Octets {
			m = x
		}
	}
	return m, true
}

// Verifier returns an *ErreurMemoire when estimation bytes exceed the smallest limit of s, nil
// otherwise (and when no limit could be read).
func (s Systeme) Verifier(estimation, explicite uint64) error {
	m, ok := s.PlusPetite(explicite)
	if !ok || estimation <= m.Octets {
		return nil
	}
	return &ErreurMemoire{Estimation: estimation, Limite: m}
}

// Verifier is Local.Verifier: the check a command makes before allocating its tables.
func Verifier(estimation, explicite uint64) error { return Local.Verifier(estimation, explicite) }

// PlusPetite is Local.PlusPetite.
func PlusPetite(explicite uint64) (Limite, bool) { return Local.PlusPetite(explicite) }

// ErreurMemoire reports a computation estimated above the memory it may use.
type ErreurMemoire struct {
	Estimation uint64
	Limite     Limite
}

// Error gives the estimate, the limit, where it comes from and how to raise it, in one line.
func (e *ErreurMemoire) Error() string { return e.Texte(langue.Francais) }

// Texte is Error in the language l.
func (e *ErreurMemoire) Texte(l langue.Langue) string {
	return l.Sprintf("mémoire insuffisante : environ %s estimés pour %s permis par la %s ; %s",
		OctetsEn(l, e.Estimation), OctetsEn(l, e.Limite.Octets), l.T(e.Limite.Source.String()), l.T(e.Limite.Source.remede()))
}

// Octets writes a number of bytes in binary units, with a decimal comma: «512 o», «1,5 Gio».
func Octets(n uint64) string { return OctetsEn(langue.Francais, n) }

// OctetsEn is Octets in the language l: «512 B», «1.5 GiB» in English.
func OctetsEn(l langue.Langue, n uint64) string {
	unites := []string{"o", "kio", "Mio", "Gio", "Tio", "Pio", "Eio"}
	if l == langue.Anglais {
		unites = []string{"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	}
	if n < 1024 {
		return strconv.FormatUint(n, 10) + " " + unites[0]
	}
	v, u := float64(n), 0
	for v >= 1024 && u < len(unites)-1 {
		v /= 1024
		u++
	}
	s := strconv.FormatFloat(v, 'f', 1, 64)
	if l == langue.Francais {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s + " " + unites[u]
}

// champKio reads a «Nom: valeur kB» field of a /proc file, in bytes.
func champKio(chemin, nom string) (uint64, bool) {
	f, err := os.Open(chemin)
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		champs := strings.Fields(sc.Text())
		if len(champs) >= 2 && champs[0] == nom {
			ko, err := strconv.ParseUint(champs[1], 10, 64)
			if err != nil || ko > math.MaxUint64>>10 {
				return 0, false
			}
			return ko << 10, true
		}
	}
	return 0, false
}

// sansLimite is where a cgroup v1 limit means «none»: the kernel writes 2⁶³ rounded down to a page.
const sansLimite = 1 << 62

// limiteCgroup returns the smallest memory limit of the process's control group and its parents,
// for cgroup v2 (the «0::» line) and v1 (the line whose controllers include «memory»).
func (s Systeme) limiteCgroup() (uint64, bool) {
	data, err := os.ReadFile(s.Cgroups)
	if err != nil {
		return 0, false
	}
	var plus uint64 = math.MaxUint64
	trouve := false
	garder := func(o uint64, ok bool) {
		if ok && o < plus {
			plus, trouve = o, true
		}
	}
	for _, ligne := range strings.Split(string(data), "\n") {
		champs := strings.SplitN(ligne, ":", 3)
		if len(champs) != 3 {
			continue
		}
		switch {
		case champs[0] == "0" && champs[1] == "":
			garder(s.parcourir(s.RacineCgroup, champs[2], "memory.max"))
		case contient(strings.Split(champs[1], ","), "memory"):
			garder(s.parcourir(filepath.Join(s.RacineCgroup, "memory"), champs[2], "memory.limit_in_bytes"))
		}
	}
	return plus, trouve
}

func contient(l []string, x string) bool {
	for _, y := range l {
		if y == x {
			return true
		}
	}
	return false
}

// parcourir reads fichier in the group chemin under racine and in each of its parents up to
// racine, and returns the smallest limit found: a parent's limit binds its children too.
func (s Systeme) parcourir(racine, chemin, fichier string) (uint64, bool) {
	// A group is a path of /proc/self/cgroup, written with slashes whatever the system: package
	// path walks it up (filepath.Dir on Windows would never reach "/").
	chemin = path.Clean("/" + chemin)
	var plus uint64 = math.MaxUint64
	trouve := false
	for {
		if o, ok := lireLimite(filepath.Join(racine, filepath.FromSlash(chemin), fichier)); ok && o < plus {
			plus, trouve = o, true
		}
		if chemin == "/" {
			return plus, trouve
		}
		chemin = path.Dir(chemin)
	}
}

// lireLimite reads a cgroup memory limit: a number of bytes, «max» (v2) or a huge number (v1)
// for none.
func lireLimite(chemin string) (uint64, bool) {
	data, err := os.ReadFile(chemin)
	if err != nil {
		return 0, false
	}
	o, err := strconv.ParseUint(strings.TrimSpace(string(data)), 10, 64)
	if err != nil || o >= sansLimite {
		return 0, false
	}
	return o, true
}
