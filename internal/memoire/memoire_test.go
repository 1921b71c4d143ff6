package memoire

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// faux builds a fake system in a temporary directory: files maps a path relative to it to its
// content, and rlimit is the address-space limit (0 for none).
func faux(t *testing.T, files map[string]string, rlimit uint64) Systeme {
	t.Helper()
	dir := t.TempDir()
	for nom, contenu := range files {
		chemin := filepath.Join(dir, nom)
		if err := os.MkdirAll(filepath.Dir(chemin), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(chemin, []byte(contenu), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return Systeme{
		Meminfo:      filepath.Join(dir, "proc/meminfo"),
		Status:       filepath.Join(dir, "proc/self/status"),
		Cgroups:      filepath.Join(dir, "proc/self/cgroup"),
		RacineCgroup: filepath.Join(dir, "sys/fs/cgroup"),
		Rlimit:       func() (uint64, bool) { return rlimit, rlimit > 0 },
	}
}

const (
	meminfo = "MemTotal:       32000000 kB\nMemFree:         1000000 kB\nMemAvailable:   24000000 kB\n"
	status  = "Name:\tjeux\nVmPeak:\t 1300000 kB\nVmSize:\t 1000000 kB\nVmRSS:\t   10000 kB\n"
)

func TestLimites(t *testing.T) {
	const go_ = 1 << 30
	tests := []struct {
		nom       string
		files     map[string]string
		rlimit    uint64
		explicite uint64
		want      Limite
		n         int // number of limits read
	}{
		{"MemAvailable seule", map[string]string{"proc/meminfo": meminfo}, 0, 0,
			Limite{24000000 << 10, Disponible}, 1},
		{
			// cgroup v2: the job's group allows 8 GB, its parent 6 GB, the root has no file.
			"cgroup v2, le parent plus strict",
			map[string]string{
				"proc/meminfo":     meminfo,
				"proc/self/cgroup": "0::/system.slice/job_42/step_0\n",
				"sys/fs/cgroup/system.slice/job_42/step_0/memory.max": "8000000000\n",
				"sys/fs/cgroup/system.slice/job_42/memory.max":        "6000000000\n",
				"sys/fs/cgroup/system.slice/memory.max":               "max\n",
			}, 0, 0, Limite{6000000000, Cgroup}, 2,
		},
		{
			// A container sees its own group as the root: /proc/self/cgroup says «0::/».
			"cgroup v2 d'un conteneur",
			map[string]string{"proc/self/cgroup": "0::/\n", "sys/fs/cgroup/memory.max": "2147483648\n"},
			0, 0, Limite{2 << 30, Cgroup}, 1,
		},
		{
			// cgroup v1: the kernel's «no limit» (2⁶³ rounded to a page) on the group, 3 GiB above.
			"cgroup v1",
			map[string]string{
				"proc/meminfo":     meminfo,
				"proc/self/cgroup": "5:devices:/\n4:memory,kmem:/process_api/47f1\n0::/\n",
				"sys/fs/cgroup/memory/process_api/47f1/memory.limit_in_bytes": "9223372036854771712\n",
				"sys/fs/cgroup/memory/process_api/memory.limit_in_bytes":      "3221225472\n",
			}, 0, 0, Limite{3 << 30, Cgroup}, 2,
		},
		{
			// prlimit --as=4000000000 with 1000000 kB of address space already taken.
			"RLIMIT_AS moins VmSize",
			map[string]string{"proc/meminfo": meminfo, "proc/self/status": status},
			4000000000, 0, Limite{4000000000 - 1000000*1024, EspaceAdresses}, 2,
		},
		{"limite explicite", map[string]string{"proc/meminfo": meminfo}, 0, 500 << 20,
			Limite{500 << 20, Explicite}, 2},
		{"explicite au-dessus des autres", map[string]string{"proc/meminfo": meminfo}, 0, 100 * go_,
			Limite{24000000 << 10, Disponible}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.nom, func(t *testing.T) {
			s := faux(t, tt.files, tt.rlimit)
			if l := s.Limites(tt.explicite); len(l) != tt.n {
				t.Errorf("Limites = %+v ; attendu %d limites", l, tt.n)
			}
			got, ok := s.PlusPetite(tt.explicite)
			if !ok || got != tt.want {
				t.Errorf("PlusPetite = %+v, %v ; attendu %+v", got, ok, tt.want)
			}
		})
	}
}

func TestVerifier(t *testing.T) {
	s := faux(t, map[string]string{"proc/meminfo": meminfo, "proc/self/status": status}, 4000000000)
	// 4000000000 − 1024000000 = 2976000000 bytes ≈ 2.77 GiB left under the address-space limit.
	if err := s.Verifier(2976000000, 0); err != nil {
		t.Errorf("Verifier à la limite exacte : %v", err)
	}
	err := s.Verifier(5<<30, 0)
	var em *ErreurMemoire
	if !errors.As(err, &em) || em.Limite.Source != EspaceAdresses {
		t.Fatalf("Verifier(5 Gio) = %v ; attendu une ErreurMemoire de RLIMIT_AS", err)
	}
	want := "mémoire insuffisante : environ 5,0 Gio estimés pour 2,8 Gio permis par la limite d'espace d'adressage (ulimit -v) ; relever « ulimit -v » (ou prlimit --as), ou réduire la taille du calcul"
	if err.Error() != want {
		t.Errorf("message :\n%s\nattendu :\n%s", err, want)
	}
	err = s.Verifier(600<<20, 512<<20)
	if err == nil || !strings.Contains(err.Error(), "600,0 Mio estimés pour 512,0 Mio permis par la limite --memoire/JEUX_MEMOIRE ; relever --memoire ou JEUX_MEMOIRE") {
		t.Errorf("Verifier avec --memoire 512M : %v", err)
	}
	if err := faux(t, nil, 0).Verifier(1<<62, 0); err != nil {
		t.Errorf("sans aucune source lisible : %v ; attendu nil", err)
	}
}

// The running process: whatever this machine has, MemAvailable is read on Linux, and a smaller
// explicit limit wins.
func TestLocal(t *testing.T) {
	if _, err := os.Stat(Local.Meminfo); err != nil {
		t.Skip("pas de /proc/meminfo")
	}
	l, ok := PlusPetite(0)
	if !ok || l.Octets == 0 {
		t.Fatalf("PlusPetite(0) = %+v, %v", l, ok)
	}
	if l, _ := PlusPetite(1000); l != (Limite{1000, Explicite}) {
		t.Errorf("PlusPetite(1000) = %+v ; attendu la limite explicite", l)
	}
}

func TestOctets(t *testing.T) {
	for n, want := range map[uint64]string{0: "0 o", 1023: "1023 o", 1024: "1,0 kio", 1536 << 20: "1,5 Gio", 1<<64 - 1: "16,0 Eio"} {
		if got := Octets(n); got != want {
			t.Errorf("Octets(%d) = %q ; attendu %q", n, got, want)
		}
	}
}

// GOMEMLIMIT, when the user sets it, is a limit like the others, named in the refusal.
func TestLimiteGo(t *testing.T) {
	s := Systeme{Go: func() (uint64, bool) { return 1 << 30, true }}
	err := s.Verifier(2<<30, 0)
	if err == nil || !strings.Contains(err.Error(), "permis par la limite GOMEMLIMIT ; relever GOMEMLIMIT") {
		t.Errorf("GOMEMLIMIT de 1 Gio, 2 Gio estimés : %v", err)
	}
	if err := s.Verifier(1<<29, 0); err != nil {
		t.Errorf("512 Mio sous 1 Gio : %v", err)
	}
}
