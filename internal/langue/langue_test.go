package langue

import (
	"slices"
	"strings"
	"testing"
)

func TestDeLocale(t *testing.T) {
	for _, c := range []struct {
		locale string
		want   Langue
	}{
		{"", Francais}, {"C", Francais}, {"POSIX", Francais}, {"C.UTF-8", Francais},
		{"fr_FR.UTF-8", Francais}, {"fr_CA", Francais}, {"en_US.UTF-8", Anglais},
		{"en_GB", Anglais}, {"en", Anglais}, {"en_US.UTF-8@weird", Anglais}, {"en_AU@euro", Anglais},
		{"de_DE.UTF-8", Francais}, {"pt_BR", Francais}, {"ja_JP.eucJP", Francais}, {"n'importe quoi", Francais},
	} {
		if got := DeLocale(c.locale); got != c.want {
			t.Errorf("DeLocale(%q) = %v ; attendu %v", c.locale, got, c.want)
		}
	}
}

// env is an environment of a few variables.
func env(kv ...string) func(string) string {
	return func(k string) string {
		for i := 0; i+1 < len(kv); i += 2 {
			if kv[i] == k {
				return kv[i+1]
			}
		}
		return ""
	}
}

// The first variable set wins, in gettext's order: LC_ALL, LC_MESSAGES, LANG.
func TestDeEnvironnement(t *testing.T) {
	for _, c := range []struct {
		env  func(string) string
		want Langue
	}{
		{env(), Francais},
		{env("LANG", "en_US.UTF-8"), Anglais},
		{env("LANG", "en_US.UTF-8", "LC_MESSAGES", "fr_FR.UTF-8"), Francais},
		{env("LANG", "fr_FR.UTF-8", "LC_MESSAGES", "en_GB"), Anglais},
		{env("LANG", "en_GB", "LC_MESSAGES", "en_GB", "LC_ALL", "C"), Francais},
		{env("LANG", "fr_FR", "LC_ALL", "en_US.UTF-8"), Anglais},
		{env("LC_ALL", "", "LANG", "en_US"), Anglais},
	} {
		if got := DeEnvironnement(c.env); got != c.want {
			t.Errorf("DeEnvironnement = %v ; attendu %v", got, c.want)
		}
	}
}

func TestChoisir(t *testing.T) {
	anglais := env("LANG", "en_US.UTF-8")
	for _, c := range []struct {
		args []string
		env  func(string) string
		want Langue
		err  string
	}{
		{[]string{"jeux", "bataille"}, env(), Francais, ""},
		{[]string{"jeux", "bataille"}, anglais, Anglais, ""},
		{[]string{"jeux", "--langue", "fr", "bataille"}, anglais, Francais, ""},
		{[]string{"jeux", "bataille", "--langue=en"}, env(), Anglais, ""},
		{[]string{"jeux", "--language", "EN"}, env(), Anglais, ""},
		{[]string{"jeux", "--langue", "en", "--langue", "fr"}, env(), Francais, ""},
		{[]string{"jeux", "--", "--langue", "en"}, env(), Francais, ""},
		{[]string{"jeux", "--langue", "xx"}, env(), Francais, `valeur "xx" invalide pour --langue : fr ou en est attendu`},
		{[]string{"jeux", "--langue=de"}, env(), Francais, `valeur "de" invalide pour --langue`},
	} {
		got, err := Choisir(c.args, c.env)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%v : erreur %v", c.args, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%v : erreur %v ; attendu %q", c.args, err, c.err)
		case got != c.want:
			t.Errorf("%v : %v ; attendu %v", c.args, got, c.want)
		}
	}
}

// A French text is its own French; in English it is its entry, and one without an entry is
// written as it is and counted missing, unless Sprintf made it.
func TestCatalogue(t *testing.T) {
	Enregistrer(map[string]string{"essai de catalogue : %d parties": "catalog test: %d games"})
	if got := Francais.Sprintf("essai de catalogue : %d parties", 3); got != "essai de catalogue : 3 parties" {
		t.Errorf("français : %q", got)
	}
	made := Anglais.Sprintf("essai de catalogue : %d parties", 3)
	if made != "catalog test: 3 games" {
		t.Errorf("anglais : %q", made)
	}
	if Anglais.T(made) != made {
		t.Errorf("un texte déjà traduit est retraduit")
	}
	Anglais.T("texte d'essai sans traduction")
	manque := Manquants()
	if !slices.Contains(manque, "texte d'essai sans traduction") || slices.Contains(manque, made) {
		t.Errorf("manquants : %q", manque)
	}
	if Anglais.Si("texte d'essai absent du catalogue") != "texte d'essai absent du catalogue" || slices.Contains(Manquants(), "texte d'essai absent du catalogue") {
		t.Errorf("Si compte un texte absent comme manquant")
	}
	defer func() {
		if recover() == nil {
			t.Errorf("une deuxième traduction différente du même texte est acceptée")
		}
	}()
	Enregistrer(map[string]string{"essai de catalogue : %d parties": "another"})
}

// Any locale gives French or English without failing, and an English one (en, en_XX, en-XX,
// with any codeset or modifier) gives English.
func FuzzDeLocale(f *testing.F) {
	for _, s := range []string{"", "C", "en_US.UTF-8@weird", "fr_FR", "de", "en", "zz_ZZ", "x@y.z", "_", "en-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, locale string) {
		l := DeLocale(locale)
		if l != Francais && l != Anglais {
			t.Fatalf("DeLocale(%q) = %d", locale, l)
		}
		if pays, ok := strings.CutPrefix(locale, "en_"); ok && len(pays) == 2 && strings.ToUpper(pays) == pays && pays[0] >= 'A' && pays[0] <= 'Z' && pays[1] >= 'A' && pays[1] <= 'Z' && l != Anglais {
			// en_ and two capitals (a region, or an unknown one) is still English
			t.Errorf("DeLocale(%q) = %v ; attendu en", locale, l)
		}
	})
}

// Any command line gives French or English; a refusal names a --langue (or --language) given
// before "--", and its value.
func FuzzChoisir(f *testing.F) {
	f.Add("bataille --langue en", "")
	f.Add("--language=xx stat", "en_GB")
	f.Add("-- --langue xx", "fr_FR")
	f.Fuzz(func(t *testing.T, ligne, locale string) {
		args := append([]string{"jeux"}, strings.Fields(ligne)...)
		l, err := Choisir(args, env("LANG", locale))
		if l != Francais && l != Anglais {
			t.Fatalf("%q : langue %d", ligne, l)
		}
		if err != nil {
			avant, _, _ := strings.Cut(" "+ligne+" ", " -- ")
			if !strings.Contains(avant, "--langue") && !strings.Contains(avant, "--language") {
				t.Errorf("%q : refus %v sans --langue", ligne, err)
			}
		}
	})
}
