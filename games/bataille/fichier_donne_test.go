package bataille

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"jeux/parametre"
)

// The deck a deal must be, worked by hand: every card once, or the card in excess and the one
// missing named.
func TestVerifierJeu(t *testing.T) {
	jeu52 := func(remplace map[int]int) (j1, j2 []int) {
		var d []int
		for c := range 4 {
			for v := 1; v <= 13; v++ {
				if r, ok := remplace[v]; ok && c == 0 {
					d = append(d, r)
					continue
				}
				d = append(d, v)
			}
		}
		return d[:26], d[26:]
	}
	cas := []struct {
		nom               string
		j1, j2            []int
		couleurs, valeurs int
		veut              string // "" : accepted
	}{
		{"4 × 3 deduced", []int{2, 1, 3, 1, 3, 2}, []int{2, 3, 3, 1, 1, 2}, 0, 0, ""},
		{"2 × 3 deduced", []int{3, 1, 2}, []int{3, 2, 1}, 0, 0, ""},
		{"one 13 made a 12: five 12s, three 13s", nil, nil, 0, 0, "la carte 12 est en trop, la carte 13 manque (jeu de 4 × 13 cartes)"},
		{"a card missing", []int{2, 1, 3, 1, 3}, []int{2, 3, 3, 1, 1, 2}, 0, 0, "la carte 2 manque (jeu de 4 × 3 cartes)"},
		{"a card in excess", []int{2, 1, 3, 1, 3, 2, 3}, []int{2, 3, 3, 1, 1, 2}, 0, 0, "la carte 3 est en trop (jeu de 4 × 3 cartes)"},
		{"a value skipped", []int{1, 3}, []int{3, 1}, 0, 0, "la carte 2 manque (jeu de 2 × 3 cartes)"},
		{"another deck given", []int{3, 1, 2}, []int{3, 2, 1}, 4, 3, "la carte 1 manque (jeu de 4 × 3 cartes)"},
		{"a card above the deck given", []int{3, 1, 2}, []int{4, 2, 1}, 2, 3, "la carte 4 est en trop, la carte 3 manque (jeu de 2 × 3 cartes)"},
	}
	cas[2].j1, cas[2].j2 = jeu52(map[int]int{13: 12})
	for _, c := range cas {
		err := VerifierJeu(c.j1, c.j2, c.couleurs, c.valeurs)
		if got := ""; err != nil {
			got = err.Error()
			if got != c.veut {
				t.Errorf("%s: %q, want %q", c.nom, got, c.veut)
			}
		} else if c.veut != "" {
			t.Errorf("%s: accepted, want %q", c.nom, c.veut)
		}
	}
}

// bataille_cpp's result files, as it writes them (explore.cc: "longest game (N):" then the two
// piles, each list ending with a comma): the last pair is the deal. Two-line files and refusals
// name their lines.
func TestLireFichierDonne(t *testing.T) {
	cpp := "random exploration C=4 V=3\n\nseed=1\n0 loops found after 1024/2\nlongest game (5):\n" +
		"cartes_joueur1=[1,2,3,1,2,3,]\ncartes_joueur2=[3,2,1,3,2,1,]\ntime: 1s\n" +
		"longest game (37):\n#cartes_joueur1=[9,9,]\ncartes_joueur1=[2,1,3,1,3,2,]\ncartes_joueur2 = [2, 3, 3, 1, 1, 2]\ntime: 2s\n"
	lue, err := LireFichierDonne([]byte(cpp))
	if err != nil || !slices.Equal(lue.J1, []int{2, 1, 3, 1, 3, 2}) || !slices.Equal(lue.J2, []int{2, 3, 3, 1, 1, 2}) || lue.Lignes != [2]int{11, 12} || lue.Regles != nil {
		t.Errorf("bataille_cpp: %+v, %v", lue, err)
	}
	lue, err = LireFichierDonne([]byte("\n2 1 3\n\n3 1 2\n"))
	if err != nil || !slices.Equal(lue.J1, []int{2, 1, 3}) || lue.Lignes != [2]int{2, 4} {
		t.Errorf("two lines: %+v, %v", lue, err)
	}
	lue, err = LireFichierDonne([]byte(`{"parametres": {"options": {"ramassage": "optimisee", "ramassage-j1": ""}}, "j1": "2 1", "j2": "1 2"}`))
	if err != nil || lue.Regles == nil || lue.Regles.Ramassage != "optimisee" || lue.Regles.RamassageJ1 != "" {
		t.Errorf("record: %+v, %v", lue, err)
	}
	// A search's file that met a cycle holds two deals, the cycle played unless the best deal
	// is chosen; a bataille_cpp file one per pair, the last played.
	lue, err = LireFichierDonne([]byte(`{"parametres": {"options": {"ramassage": "naturelle"}}, "j1": "2 1", "j2": "1 2", "cycle": {"j1": "1 2", "j2": "2 1"}}`))
	if err != nil || len(lue.Donnes) != 2 || lue.Numero != 2 || !slices.Equal(lue.J1, []int{1, 2}) {
		t.Errorf("record et cycle : %+v, %v", lue, err)
	}
	if err := lue.Choisir(1); err != nil || !slices.Equal(lue.J1, []int{2, 1}) || lue.Numero != 1 || lue.Donnes[0].Quoi != "la meilleure donne de la recherche" {
		t.Errorf("record, donne 1 : %+v, %v", lue, err)
	}
	var e *parametre.Erreur
	if err := lue.Choisir(3); !errors.As(err, &e) || e.Nom != "partie" || e.Code != CodePartieHorsFichier || !slices.Equal(e.Args, []any{2, 2}) {
		t.Errorf("record, donne 3 : %v", err)
	}
	lue, _ = LireFichierDonne([]byte(cpp))
	if err := lue.Choisir(1); err != nil || !slices.Equal(lue.J1, []int{1, 2, 3, 1, 2, 3}) || lue.Lignes != [2]int{6, 7} {
		t.Errorf("bataille_cpp, donne 1 : %+v, %v", lue, err)
	}
	for _, c := range []struct{ texte, veut string }{
		{"seed=1\ntime: 7s\n", "ligne 1 : aucune donne"},
		{"cartes_joueur1=[1,2,]\n", "ligne 1 : cartes_joueur1 sans cartes_joueur2 après elle"},
		// A file cut off after the first pile of its last pair: the pair before it is not the
		// deal (it replayed the first pair).
		{"longest game (5):\ncartes_joueur1=[1,2,3,1,2,3,]\ncartes_joueur2=[3,2,1,3,2,1,]\nlongest game (37):\ncartes_joueur1=[2,1,3,1,3,2,]\n", "ligne 5 : cartes_joueur1 sans cartes_joueur2 après elle (fichier tronqué ?)"},
		{"cartes_joueur1=[1,2,]\ncartes_joueur1=[2,1,]\ncartes_joueur2=[1,2,]\n", "ligne 1 : cartes_joueur1 sans cartes_joueur2 après elle (ligne 2"},
		{"x\ncartes_joueur2=[1,2,]\n", "ligne 2 : cartes_joueur2 sans cartes_joueur1"},
		{"cartes_joueur1=[1,2,]\ncartes_joueur2=[1,x,]\n", `ligne 2 : carte "x"`},
		{"cartes_joueur1=[1,2\n", "ligne 1 : cartes_joueur1=[v,v,…]"},
		{"cartes_joueur1=[]\ncartes_joueur2=[1]\n", "ligne 1 : pile vide"},
		{"1 2\n2 1\n3\n", "ligne 3 : deux lignes attendues"},
		{"1 2\n2 x\n", "ligne 2 : carte"},
		{"1 2\n", "aucune donne"},
		{`{"j1": "1 2", "j2": "2 1", "parametres": {"options": {"ramassage": 5}}}`, "parametres.options.ramassage vaut 5"},
		{`{"j1": "1 2", "j2": "2 1", "parametres": {"options": {"ramassage-j2": "aleatoire"}}}`, `parametres.options.ramassage-j2 vaut "aleatoire"`},
		{`{b}`, "JSON mal formé (octet 2)"},
		{`{"j1": 3, "j2": "2 1"}`, `le champ "j1" n'a pas le type attendu`},
	} {
		_, err := LireFichierDonne([]byte(c.texte))
		if err == nil || !strings.Contains(err.Error(), c.veut) || strings.Contains(err.Error(), "invalid") {
			t.Errorf("%q: %v, want %q", c.texte, err, c.veut)
		}
	}
}

// No text makes the reader panic, and a deal it returns is two piles of cards of the engine's
// range.
func FuzzLireFichierDonne(f *testing.F) {
	for _, s := range []string{
		"cartes_joueur1=[9,12,12,9,2,3,]\ncartes_joueur2=[6,11,10,8,7,10,]\n",
		"longest game (3):\ncartes_joueur1 = [1, 2]\ncartes_joueur2 = [2, 1]\ntime: 1s\n",
		"#cartes_joueur1=[1]\n",
		"2 1 3\n3 1 2\n",
		`{"parametres": {"options": {"ramassage": "naturelle"}}, "j1": "1 2", "j2": "2 1"}`,
		`{"parametres": {"options": {"ramassage": 5}}, "j1": "1 2", "j2": "2 1"}`,
		"{b}",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lue, err := LireFichierDonne([]byte(s))
		if err != nil {
			return
		}
		if err := VerifierDonne(lue.J1, lue.J2); err != nil && len(lue.J1)+len(lue.J2) <= MaxCartes {
			t.Errorf("%q: deal %v accepted, but %v", s, lue.Donne, err)
		}
		VerifierJeu(lue.J1, lue.J2, 0, 0)
	})
}

// FuzzLireFichierCpp: a bataille_cpp file is read only when its last line of piles closes a
// pair; the deal read is then that last pair, at the lines it gives (found here by a plain walk
// of the lines, not by the reader's expression).
func FuzzLireFichierCpp(f *testing.F) {
	for _, s := range []string{
		"longest game (5):\ncartes_joueur1=[1,2,3,1,2,3,]\ncartes_joueur2=[3,2,1,3,2,1,]\ntime: 1s\n",
		"cartes_joueur1=[1,2,]\ncartes_joueur2=[2,1,]\ncartes_joueur1=[2,1,]\n",
		"cartes_joueur1=[1,2,]\ncartes_joueur1=[2,1,]\ncartes_joueur2=[1,2,]\n",
		"cartes_joueur2=[1]\n",
		"x\ncartes_joueur1 = [ 3 , 1 ]\r\ncartes_joueur2=[2,]\n# fin\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !strings.Contains(s, "cartes_joueur") || strings.HasPrefix(strings.TrimSpace(s), "{") {
			return // another kind of file (LireFichierDonne)
		}
		lue, err := LireFichierDonne([]byte(s))
		if err != nil {
			return
		}
		var piles []int // the numbers of the lines of piles, from 1
		lignes := strings.Split(s, "\n")
		for i, l := range lignes {
			if strings.HasPrefix(strings.TrimSpace(l), "cartes_joueur") {
				piles = append(piles, i+1)
			}
		}
		n := len(piles)
		if n < 2 || lue.Lignes != [2]int{piles[n-2], piles[n-1]} {
			t.Fatalf("%q : donne lue aux lignes %v, lignes de piles %v : la dernière paire attendue", s, lue.Lignes, piles)
		}
		if !strings.HasPrefix(strings.TrimSpace(lignes[piles[n-1]-1]), "cartes_joueur2") || !strings.HasPrefix(strings.TrimSpace(lignes[piles[n-2]-1]), "cartes_joueur1") {
			t.Fatalf("%q : lignes %v ne sont pas cartes_joueur1 puis cartes_joueur2", s, lue.Lignes)
		}
	})
}
