package bataille

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"jeux/parametre"
)

// LireJeux: one number each is a deck, lists give every pair, and a bad list names its option.
func TestLireJeux(t *testing.T) {
	c, v, err := LireJeux("4", " 8,13 ")
	if err != nil || !slices.Equal(c, []int{4}) || !slices.Equal(v, []int{8, 13}) {
		t.Fatalf(`LireJeux("4", "8,13") = %v, %v, %v ; attendu [4], [8 13]`, c, v, err)
	}
	// A single number is not checked here (the simulation does), so 0 passes.
	if c, _, err := LireJeux("0", "13"); err != nil || !slices.Equal(c, []int{0}) {
		t.Errorf(`LireJeux("0", "13") = %v, %v`, c, err)
	}
	var e *parametre.Erreur
	if _, _, err := LireJeux("4", "8,8"); !errors.As(err, &e) || e.Nom != "valeurs" {
		t.Errorf(`LireJeux("4", "8,8") : erreur %v, attendu une *parametre.Erreur de valeurs`, err)
	}
	if _, _, err := LireJeux("2,x", "13"); !errors.As(err, &e) || e.Nom != "couleurs" {
		t.Errorf(`LireJeux("2,x", "13") : erreur %v, attendu une *parametre.Erreur de couleurs`, err)
	}
}

// DemandeRejoue: a record's file brings its rules, a deal of lines that is not a deck is refused
// naming them, and a refused deck (-c, -v) is not blamed on the file.
func TestDemandeRejoue(t *testing.T) {
	optimisee := ChoixRegles{Regles: "delahaye", Ramassage: "optimisee"}
	naturelle := ChoixRegles{Regles: "delahaye", Ramassage: "naturelle"}

	// Two lines of a 2 × 3 deck, hand-written: the choice on the command line applies.
	lignes := &DonneLue{Donne: Donne{J1: []int{2, 1, 3}, J2: []int{3, 1, 2}}, Lignes: [2]int{2, 3}}
	r, err := DemandeRejoue{Lue: lignes, Choix: optimisee}.Config()
	if err != nil || r.J1 != "2 1 3" || r.J2 != "3 1 2" || r.Ramassage != [2]Ramassage{Optimisee, Optimisee} {
		t.Fatalf("deux lignes : %+v, %v", r, err)
	}

	// A record's file: its rules win over the choice.
	record := &DonneLue{Donne: lignes.Donne, Regles: &naturelle}
	if r, err := (DemandeRejoue{Lue: record, Choix: optimisee}).Config(); err != nil || r.Ramassage != [2]Ramassage{Naturelle, Naturelle} {
		t.Errorf("fichier d'un record : %+v, %v ; attendu le ramassage naturel du fichier", r, err)
	}

	// Lines that hold the card 3 twice: the refusal names lines 2 and 3.
	double := &DonneLue{Donne: Donne{J1: []int{2, 1, 3}, J2: []int{3, 1, 3}}, Lignes: [2]int{2, 3}}
	var el *ErreurLignes
	if _, err := (DemandeRejoue{Lue: double, Choix: naturelle}).Config(); !errors.As(err, &el) || el.Lignes != [2]int{2, 3} {
		t.Errorf("cartes en double : erreur %v, attendu une *ErreurLignes des lignes 2 et 3", err)
	}
	// The same deal typed: a *parametre.Erreur of the piles, no lines.
	var ec *parametre.Erreur
	if _, err := (DemandeRejoue{J1: "2 1 3", J2: "3 1 3", Choix: naturelle}).Config(); !errors.As(err, &ec) || errors.As(err, &el) {
		t.Errorf("cartes en double tapées : erreur %v, attendu une *parametre.Erreur", err)
	}
	// A deck of 0 colours is -c's fault, not the file's.
	if _, err := (DemandeRejoue{Lue: lignes, Choix: naturelle, Couleurs: 0, Valeurs: 3}).Config(); !errors.As(err, &ec) || errors.As(err, &el) {
		t.Errorf("-c 0 : erreur %v, attendu une *parametre.Erreur qui ne nomme pas les lignes", err)
	}
}

// Whatever the texts, LireJeux refuses with a *parametre.Erreur of couleurs or valeurs, or gives
// lists that are one number each, or numbers from 1 to the bound, each once, which read back.
func FuzzLireJeux(f *testing.F) {
	for _, s := range [][2]string{{"4", "13"}, {"2,4", "8,13"}, {"4", "8,8"}, {"0", "x"}, {" 3 ", "1,,2"}, {"-1", "256"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, couleurs, valeurs string) {
		c, v, err := LireJeux(couleurs, valeurs)
		if err != nil {
			var e *parametre.Erreur
			if !errors.As(err, &e) || (e.Nom != "couleurs" && e.Nom != "valeurs") {
				t.Fatalf("LireJeux(%q, %q) : erreur %v, une *parametre.Erreur de couleurs ou valeurs attendue", couleurs, valeurs, err)
			}
			return
		}
		for _, l := range []struct {
			liste []int
			maxi  int
		}{{c, MaxCartes}, {v, MaxValeurs}} {
			if len(l.liste) == 1 {
				continue // one number, checked with the deck
			}
			vus := map[int]bool{}
			for _, n := range l.liste {
				if n < 1 || n > l.maxi || vus[n] {
					t.Fatalf("LireJeux(%q, %q) = %v, %v", couleurs, valeurs, c, v)
				}
				vus[n] = true
			}
		}
	})
}

// rejoue : the piles are both typed or read from a file; a record's file brings its rules, and
// refuses those of the command line.
func TestDemandeRejouePilesEtFichier(t *testing.T) {
	naturelle := ChoixRegles{Regles: "delahaye"}
	for _, d := range []DemandeRejoue{{J1: "2 1 3"}, {J2: "3 1 2"}, {}} {
		_, err := d.Config()
		if nomErreur(err) != "les deux piles sont attendues" || !strings.Contains(err.Error(), "--j1 et --j2, ou --donne FICHIER") {
			t.Errorf("%+v : %v", d, err)
		}
	}
	record := []byte(`{"parametres": {"options": {"ramassage": "optimisee"}}, "j1": "2 1 3", "j2": "3 1 2"}`)
	d := DemandeRejoue{Choix: naturelle}
	if (DemandeRejoue{}).ReglesDuFichier() {
		t.Error("sans fichier, les règles seraient celles d'un fichier")
	}
	if err := d.LireFichier(record); err != nil || d.Lue == nil || !d.ReglesDuFichier() {
		t.Fatalf("fichier d'un record : %+v, %v", d.Lue, err)
	}
	if r, err := d.Config(); err != nil || r.J1 != "2 1 3" || r.Ramassage != [2]Ramassage{Optimisee, Optimisee} {
		t.Errorf("fichier d'un record : %+v, %v ; attendu le ramassage optimisé du fichier", r, err)
	}
	donnees := DemandeRejoue{Choix: naturelle, ReglesDonnees: true}
	if err := donnees.LireFichier(record); err == nil || err.Error() != "le fichier d'un record donne aussi les règles ; ni --regles ni --ramassage avec lui" || donnees.Lue != nil {
		t.Errorf("fichier d'un record et règles données : %v", err)
	}
	// Two lines give no rules: those of the command line apply.
	if err := donnees.LireFichier([]byte("2 1 3\n3 1 2\n")); err != nil || donnees.ReglesDuFichier() || donnees.Lue.Lignes != [2]int{1, 2} {
		t.Errorf("deux lignes et règles données : %+v, %v", donnees.Lue, err)
	}
	if err := (&DemandeRejoue{}).LireFichier([]byte("{bad")); err == nil || !strings.Contains(err.Error(), "JSON mal formé") {
		t.Errorf("JSON mal formé : %v", err)
	}
	// A file with piles typed too is refused before it is read.
	avecPile := DemandeRejoue{J1: "1 2", Choix: naturelle}
	if err := avecPile.LireFichier([]byte("2 1 3\n3 1 2\n")); err == nil || err.Error() != "le fichier donne les piles ; ni --j1 ni --j2 avec lui" || avecPile.Lue != nil {
		t.Errorf("--j1 et un fichier : %v", err)
	}
	// Lines that are not a deck are refused as they are read, by the lines: the card 3 twice in
	// lines 1 and 2, or the card 4 missing from the deck of 4 × 4 asked for.
	var el *ErreurLignes
	for _, c := range []struct {
		d       DemandeRejoue
		fichier string
		veut    string
	}{
		{DemandeRejoue{Choix: naturelle}, "2 1 3\n3 1 3\n", "lignes 1 et 2 : la carte 3 est en trop, la carte 2 manque"},
		{DemandeRejoue{Choix: naturelle, Couleurs: 4, Valeurs: 4}, "x\ncartes_joueur1=[2,1,3,1,3,2,]\ncartes_joueur2=[2,3,3,1,1,2,]\n", "lignes 2 et 3 : la carte 4 manque"},
	} {
		if err := c.d.LireFichier([]byte(c.fichier)); !errors.As(err, &el) || !strings.HasPrefix(err.Error(), c.veut) || c.d.Lue != nil {
			t.Errorf("%q : erreur %v, attendu « %s… »", c.fichier, err, c.veut)
		}
	}
	// A fault of -c and -v is not the file's: it is read, and Config names the deck.
	jeuNul := DemandeRejoue{Choix: naturelle, Couleurs: 0, Valeurs: 3}
	if err := jeuNul.LireFichier([]byte("2 1 3\n3 1 2\n")); err != nil || jeuNul.Lue == nil {
		t.Errorf("-c 0 et un fichier : %v", err)
	}
}
