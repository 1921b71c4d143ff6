// Package langue chooses the language jeux speaks, French or English, and translates its
// messages. French is the source: every message is written in French in the code, and that
// French text is the message's key in the English catalog, as in gettext. A French run prints
// the code's own bytes; an English run looks each message up.
//
// The language comes from --langue (pre-read by Choisir), else from LC_ALL, LC_MESSAGES and
// LANG in that order, the first one set, as gettext reads them; a locale is matched with
// golang.org/x/text/language, and C, POSIX and any language other than English give French.
package langue

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"golang.org/x/text/language"
)

// Langue is the language of a run.
type Langue uint8

const (
	Francais Langue = iota // the default, and the language of the code
	Anglais
	nombre // the number of languages
)

// Codes are the values --langue accepts, in the order of the constants; tags are the same
// languages for the matcher.
var (
	Codes = []string{"fr", "en"}
	tags  = []language.Tag{language.French, language.English}
)

func (l Langue) String() string { return Codes[l] }

// Lire reads a value of --langue: fr or en, in any case.
func Lire(s string) (Langue, bool) {
	i := slices.Index(Codes, strings.ToLower(s))
	return Langue(max(i, 0)), i >= 0
}

var correspondance = language.NewMatcher(tags)

// DeLocale is the language of a POSIX locale such as fr_FR.UTF-8, en_GB or C; the codeset and
// the modifier are ignored, and whatever the matcher does not place in English is French.
func DeLocale(locale string) Langue {
	if i := strings.IndexAny(locale, ".@"); i >= 0 {
		locale = locale[:i]
	}
	if locale == "" || locale == "C" || locale == "POSIX" {
		return Francais
	}
	locale = strings.ReplaceAll(locale, "_", "-")
	tag, err := language.Parse(locale)
	if err != nil {
		// A region or a variant the library does not know (en_YA): the language alone.
		seule, _, _ := strings.Cut(locale, "-")
		if tag, err = language.Parse(seule); err != nil {
			return Francais
		}
	}
	_, i, confiance := correspondance.Match(tag)
	if confiance == language.No {
		return Francais
	}
	return Langue(i)
}

// DeEnvironnement is the language of the locale in LC_ALL, LC_MESSAGES or LANG, the first set.
func DeEnvironnement(getenv func(string) string) Langue {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			return DeLocale(s)
		}
	}
	return Francais
}

// Options are the names of the option that chooses the language, French then English.
var Options = [2]string{"langue", "language"}

// Choisir is the language of the command line args (args[0] the program): its --langue, read
// before anything else so that every message of the run, the refusal of an option included,
// is in that language; without it, the environment's. A --langue that names no language is
// refused, with its value, in the environment's language.
func Choisir(args []string, getenv func(string) string) (Langue, error) {
	l := DeEnvironnement(getenv)
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		for _, nom := range Options {
			var v string
			switch {
			case a == "--"+nom && i+1 < len(args):
				v = args[i+1]
			case strings.HasPrefix(a, "--"+nom+"="):
				v = a[len(nom)+3:]
			default:
				continue
			}
			choisie, ok := Lire(v)
			if !ok {
				return l, fmt.Errorf("%s", l.Sprintf("valeur %q invalide pour --%s : %s est attendu", v, l.Option(Options[0]), strings.Join(Codes, " ou ")))
			}
			l = choisie
		}
	}
	return l, nil
}

type cleLangue struct{}

// Avec is ctx carrying the language l, for the code that writes for people below a command.
func Avec(ctx context.Context, l Langue) context.Context {
	return context.WithValue(ctx, cleLangue{}, l)
}

// De is the language ctx carries: French when it carries none.
func De(ctx context.Context) Langue {
	if ctx == nil {
		return Francais
	}
	l, _ := ctx.Value(cleLangue{}).(Langue)
	return l
}

// The catalogs, one per language other than French: French → that language, filled by the
// catalogue*.go files of every package that writes for people, by Enregistrer in their var
// declarations.
var (
	verrou    sync.Mutex
	messages  [nombre]map[string]string
	options   [nombre]map[string]string // an option's French name → its name in the language
	commandes [nombre]map[string]string // a command's French name → its name in the language
	produits  = map[string]bool{}       // texts already made by Sprintf in another language (bounded)
	manquants = map[string]bool{}       // French texts a run found no translation for
)

func init() {
	for l := range nombre {
		messages[l], options[l], commandes[l] = map[string]string{}, map[string]string{}, map[string]string{}
	}
}

// Enregistrer adds the French → English pairs m to the catalog; a French text given two
// different translations is a mistake of the code, and panics.
func Enregistrer(m map[string]string) bool { return EnregistrerEn(Anglais, m) }

// EnregistrerEn adds the French → l pairs m to l's catalog.
func EnregistrerEn(l Langue, m map[string]string) bool { return ajouter(messages[l], m, "message") }

// EnregistrerOptions adds the English names of options, by their French names.
func EnregistrerOptions(m map[string]string) bool { return ajouter(options[Anglais], m, "option") }

// EnregistrerCommandes adds the English names of commands, by their French names.
func EnregistrerCommandes(m map[string]string) bool {
	return ajouter(commandes[Anglais], m, "commande")
}

func ajouter(dans, m map[string]string, genre string) bool {
	verrou.Lock()
	defer verrou.Unlock()
	for fr, en := range m {
		if deja, ok := dans[fr]; ok && deja != en {
			panic(fmt.Sprintf("langue: %s %q traduite deux fois : %q et %q", genre, fr, deja, en))
		}
		dans[fr] = en
	}
	return true
}

// maxProduits bounds the memory of the texts Sprintf made: past it, they are no longer known
// as translated, which only a test that counts missing translations would see.
const maxProduits = 1 << 14

// T is the French text fr in the language l. In English, a text without a translation is
// written as it is, and remembered (Manquants): the tests run every help and refusal in English
// and fail on any.
func (l Langue) T(fr string) string {
	if l == Francais || fr == "" {
		return fr
	}
	verrou.Lock()
	defer verrou.Unlock()
	if t, ok := messages[l][fr]; ok {
		return t
	}
	if !produits[fr] {
		manquants[fr] = true
	}
	return fr
}

// Sprintf formats the arguments a by the French format fr in the language l: the English
// format is fr's translation, with the arguments in the same order (or numbered, %[2]s).
func (l Langue) Sprintf(fr string, a ...any) string {
	s := fmt.Sprintf(l.T(fr), a...)
	if l != Francais {
		verrou.Lock()
		if len(produits) < maxProduits {
			produits[s] = true
		}
		verrou.Unlock()
	}
	return s
}

// Si is the translation of s when the catalog has one, else s as it is, without counting it as
// missing: for the cells of a table, most of which (numbers, deals, names) are not text.
func (l Langue) Si(s string) string {
	if l == Francais || s == "" {
		return s
	}
	verrou.Lock()
	defer verrou.Unlock()
	if t, ok := messages[l][s]; ok {
		return t
	}
	return s
}

// Option is the name of the option whose French name is fr, in the language l.
func (l Langue) Option(fr string) string { return l.nom(options[l], fr) }

// Commande is the name of the command whose French name is fr, in the language l.
func (l Langue) Commande(fr string) string { return l.nom(commandes[l], fr) }

func (l Langue) nom(m map[string]string, fr string) string {
	if l == Francais {
		return fr
	}
	verrou.Lock()
	defer verrou.Unlock()
	if en, ok := m[fr]; ok {
		return en
	}
	return fr
}

// NomsAnglais are the English names of options (or of commands), by their French names.
func NomsAnglais(commande bool) map[string]string {
	verrou.Lock()
	defer verrou.Unlock()
	if commande {
		return maps.Clone(commandes[Anglais])
	}
	return maps.Clone(options[Anglais])
}

// Catalogue is a copy of the French → English catalog of messages.
func Catalogue() map[string]string {
	verrou.Lock()
	defer verrou.Unlock()
	return maps.Clone(messages[Anglais])
}

// Manquants are the French texts an English run has looked up without finding them, sorted.
func Manquants() []string {
	verrou.Lock()
	defer verrou.Unlock()
	l := make([]string, 0, len(manquants))
	for s := range manquants {
		l = append(l, s)
	}
	slices.Sort(l)
	return l
}
