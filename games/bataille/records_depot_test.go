package bataille

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// partieFichier is what a record's JSON says of a game: its deal and what it played.
type partieFichier struct {
	J1, J2              string
	Plis                int
	Infinie             bool
	Preperiode, Periode int
}

// Every deal kept in resultats/bataille-record/ (the hunt's bests, the record files that
// docs/bataille.md and `jeux bataille records` cite, and the cycles met on the way) plays what
// its file says under jeuSimple, the plain engine of record_test.go written apart from Moteur:
// the same tricks for a finished game, the same pre-period and period for a cycle. The files
// were written by the engine; this checks them with another.
func TestRecordsDuDepotSelonJeuSimple(t *testing.T) {
	fichiers, err := filepath.Glob(filepath.Join("..", "..", "resultats", "bataille-record", "*.json"))
	if err != nil || len(fichiers) < 20 {
		t.Fatalf("%d fichiers de records (%v), une vingtaine au moins attendus", len(fichiers), err)
	}
	var plusLongue int // the longest game of 52 cards, natural pick-up, among the files
	for _, f := range fichiers {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var r struct {
			partieFichier
			Cycle *partieFichier
		}
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%s : %v", f, err)
		}
		// The rules are the file's, read as rejoue --donne reads them.
		_, choix, err := LireFichierRecord(b)
		var cfg Config
		if err == nil {
			err = choix.Appliquer(&cfg)
		}
		if err != nil {
			t.Fatalf("%s : %v", f, err)
		}
		modes := cfg.Ramassage
		parties := []partieFichier{r.partieFichier}
		if r.Cycle != nil {
			parties = append(parties, *r.Cycle)
		}
		for _, p := range parties {
			plis, infinie, pre, per := jeuSimple(lire(t, p.J1), lire(t, p.J2), modes)
			if infinie != p.Infinie || (!infinie && plis != p.Plis) || (infinie && (pre != p.Preperiode || per != p.Periode)) {
				t.Errorf("%s : %s / %s joue %d plis (infinie %v, prépériode %d, période %d) ; le fichier dit %d (infinie %v, %d, %d)",
					filepath.Base(f), p.J1, p.J2, plis, infinie, pre, per, p.Plis, p.Infinie, p.Preperiode, p.Periode)
			}
		}
		if strings.HasPrefix(filepath.Base(f), "52-naturelle") && !r.Infinie && modes == naturelles {
			plusLongue = max(plusLongue, r.Plis)
		}
	}
	// The record of 27 November 2026, beyond the published 5,610: a later hunt may only raise it.
	if plusLongue < 6283 {
		t.Errorf("la plus longue partie de 52 cartes au ramassage naturel des fichiers joue %d plis ; 6 283 au moins attendus", plusLongue)
	}
}
