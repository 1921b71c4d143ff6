package cache

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"jeux/stats"
)

var cle = Cle{Jeu: "bataille", Parametres: []Parametre{{"regles", "paternault"}, {"c", "4"}, {"n", "1000"}, {"g", "1"}}}

func TestAllerRetour(t *testing.T) {
	dossier := filepath.Join(t.TempDir(), "sous", "dossier") // created by Ecrire
	if _, err := Lire(dossier, cle); !errors.Is(err, ErrAbsente) {
		t.Fatalf("Lire on an empty cache: %v, want ErrAbsente", err)
	}
	var h stats.Histogram
	h.AddN(3, 5)
	h.AddN(17, 2)
	h.AddN(441, 1)
	if err := Ecrire(dossier, cle, &h); err != nil {
		t.Fatal(err)
	}
	lu, err := Lire(dossier, cle)
	if err != nil {
		t.Fatal(err)
	}
	if lu.Total() != 8 || lu.Count(3) != 5 || lu.Count(17) != 2 || lu.Count(441) != 1 {
		t.Errorf("read back %d values: 3→%d 17→%d 441→%d, want 8: 5, 2, 1", lu.Total(), lu.Count(3), lu.Count(17), lu.Count(441))
	}
	fichiers, _ := os.ReadDir(dossier)
	if len(fichiers) != 1 || fichiers[0].Name() != "bataille_regles=paternault_c=4_n=1000_g=1.csv" {
		t.Errorf("directory holds %v, want the one entry and no temporary file", fichiers)
	}
}

func TestCorrompue(t *testing.T) {
	dossier := t.TempDir()
	if err := os.WriteFile(filepath.Join(dossier, cle.Fichier()), []byte("3, 5\n17; 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Lire(dossier, cle); !errors.Is(err, ErrCorrompue) {
		t.Errorf("Lire on a corrupt file: %v, want ErrCorrompue", err)
	}
}

func TestLister(t *testing.T) {
	dossier := t.TempDir()
	autre := Cle{Jeu: "bataille", Parametres: []Parametre{{"n", "5"}}}
	var h stats.Histogram
	h.Add(1)
	for _, k := range []Cle{cle, autre, {Jeu: "dominos"}} {
		if err := Ecrire(dossier, k, &h); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(dossier, "notes.txt"), nil, 0o644)
	entrees, err := Lister(dossier, "bataille")
	if err != nil {
		t.Fatal(err)
	}
	if len(entrees) != 2 || entrees[0].Cle.Valeur("n") != "5" || entrees[1].Cle.Valeur("n") != "1000" {
		t.Errorf("Lister = %+v, want the two bataille entries sorted by name, n=5 then n=1000", entrees)
	}
	if entrees, err := Lister(filepath.Join(dossier, "absent"), "bataille"); err != nil || len(entrees) != 0 {
		t.Errorf("Lister on a missing directory = %v, %v; want an empty cache", entrees, err)
	}
}

func TestDossier(t *testing.T) {
	t.Setenv(Variable, "/tmp/ailleurs")
	if d, err := Dossier(); err != nil || d != "/tmp/ailleurs" {
		t.Errorf("Dossier() = %q, %v with %s set", d, err, Variable)
	}
	t.Setenv(Variable, "")
	t.Setenv("XDG_CACHE_HOME", "/tmp/xdg")
	if d, err := Dossier(); err != nil || d != "/tmp/xdg/jeux" {
		t.Errorf("Dossier() = %q, %v with XDG_CACHE_HOME=/tmp/xdg", d, err)
	}
}

// A file name that parses as a key is exactly the name of that key.
func FuzzLireCle(f *testing.F) {
	for _, s := range []string{cle.Fichier(), "bataille.csv", "x_a=b", "_=.csv", "a_b=c_d.csv", "A_b=c.csv"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, ok := LireCle(s)
		if ok && k.Fichier() != s {
			t.Fatalf("LireCle(%q) = %+v, written back as %q", s, k, k.Fichier())
		}
	})
}

// A directory where the entry should be is refused without reading, as a corrupt entry; writing
// the entry then fails in French and leaves no temporary file.
func TestDossierAuLieuDEntree(t *testing.T) {
	dossier := t.TempDir()
	chemin := filepath.Join(dossier, cle.Fichier())
	if err := os.Mkdir(chemin, 0o755); err != nil {
		t.Fatal(err)
	}
	_, err := Lire(dossier, cle)
	if !errors.Is(err, ErrPasUnFichier) || !errors.Is(err, ErrCorrompue) || !strings.Contains(err.Error(), "est un dossier") {
		t.Errorf("Lire sur un dossier : %v ; attendu ErrPasUnFichier, « est un dossier »", err)
	}
	var h stats.Histogram
	h.Add(3)
	err = Ecrire(dossier, cle, &h)
	if err == nil || !strings.Contains(err.Error(), "c'est un dossier") || strings.Contains(err.Error(), "file exists") {
		t.Errorf("Ecrire sur un dossier : %v ; attendu « c'est un dossier » en français", err)
	}
	if restes := temporaires(t, dossier); len(restes) != 0 {
		t.Errorf("fichiers temporaires laissés : %v", restes)
	}
}

// A cache entry naming a huge duration is read at the cost of its one line: before the sparse
// histogram, "2147483647, 1" allocated 16 GiB (run the test under prlimit --as=4000000000).
func TestEntreeGeante(t *testing.T) {
	dossier := t.TempDir()
	if err := os.WriteFile(filepath.Join(dossier, cle.Fichier()), []byte("2147483647, 1\n1622222222,1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h, err := Lire(dossier, cle)
	if err != nil || h.Total() != 2 || h.Max() != 2147483647 {
		t.Fatalf("Lire = %v, %v ; attendu 2 parties, la plus longue de 2147483647 plis", h, err)
	}
	if err := os.WriteFile(filepath.Join(dossier, cle.Fichier()), []byte("2147483648, 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Lire(dossier, cle); !errors.Is(err, ErrCorrompue) || !strings.Contains(err.Error(), "ligne 1 : durée") {
		t.Errorf("Lire d'une durée de 2³¹ : %v ; attendu ErrCorrompue, ligne 1", err)
	}
}

// Temporary files older than an hour are left by killed runs and removed by the next Ecrire; a
// younger one may be a run still writing, and other files are not the cache's to remove.
func TestNettoyerTemporaires(t *testing.T) {
	dossier := t.TempDir()
	vieux := time.Now().Add(-2 * time.Hour)
	for nom, date := range map[string]time.Time{
		".ecriture-111": vieux, ".ecriture-222": vieux, ".ecriture-333": time.Now(), "notes.txt": vieux,
	} {
		chemin := filepath.Join(dossier, nom)
		if err := os.WriteFile(chemin, []byte("1, 1\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(chemin, date, date); err != nil {
			t.Fatal(err)
		}
	}
	// A directory with the prefix is not a temporary file of Ecrire.
	if err := os.Mkdir(filepath.Join(dossier, ".ecriture-dossier"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(filepath.Join(dossier, ".ecriture-dossier"), vieux, vieux)
	var h stats.Histogram
	h.Add(1)
	if err := Ecrire(dossier, cle, &h); err != nil {
		t.Fatal(err)
	}
	var noms []string
	fichiers, _ := os.ReadDir(dossier)
	for _, f := range fichiers {
		noms = append(noms, f.Name())
	}
	want := []string{".ecriture-333", ".ecriture-dossier", cle.Fichier(), "notes.txt"}
	if strings.Join(noms, " ") != strings.Join(want, " ") {
		t.Errorf("dossier après Ecrire : %v ; attendu %v", noms, want)
	}
	if n := NettoyerTemporaires(dossier, 0); n != 1 {
		t.Errorf("NettoyerTemporaires(0) = %d ; attendu 1 (.ecriture-333)", n)
	}
}

// temporaires lists the temporary files of Ecrire in dossier.
func temporaires(t *testing.T, dossier string) []string {
	t.Helper()
	fichiers, err := os.ReadDir(dossier)
	if err != nil {
		t.Fatal(err)
	}
	var noms []string
	for _, f := range fichiers {
		if strings.HasPrefix(f.Name(), PrefixeTemporaire) {
			noms = append(noms, f.Name())
		}
	}
	return noms
}
