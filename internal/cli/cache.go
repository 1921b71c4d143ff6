package cli

import (
	"time"

	"github.com/spf13/cobra"

	"jeux/cache"
	"jeux/internal/langue"
	"jeux/rendu"
)

// The War simulations are cached (see cache.Bataille): a run with a given seed, asked for twice,
// is read back. A run whose seed was drawn is never cached: nobody can ask for it again.

// CacheCommande is « jeux cache »: the cache's folder, its contents, emptying it.
func CacheCommande(app *App) *cobra.Command {
	return Groupe("cache", "le cache des simulations : son dossier, son contenu, le vider",
		cacheChemin(app), CacheListe(app), cacheVide(app))
}

// dossierCache is the cache directory, or a usage error saying why there is none.
func dossierCache() (string, error) {
	d, err := cache.Dossier()
	if err != nil {
		return "", ErreurUsage("%v", err)
	}
	return d, nil
}

func cacheChemin(app *App) *cobra.Command {
	o := Avec(nil, func(d *Drapeaux) { d.Format(rendu.Table) })
	return app.Commande("chemin", "le dossier du cache ($JEUX_CACHE, sinon le dossier de cache de l'utilisateur)", o, func(c *Contexte) (any, error) {
		d, err := dossierCache()
		return rendu.Ligne(d), err // alone on its line, for scripts: cd "$(jeux cache chemin)"
	})
}

// CacheListe is « jeux cache liste », the simulations kept (« bataille lscache » is its former name).
func CacheListe(app *App) *cobra.Command {
	o := Avec(nil, func(d *Drapeaux) { d.Format() })
	return app.Commande("liste", "les simulations gardées, avec leurs paramètres, leur taille et la taille totale", o, func(c *Contexte) (any, error) {
		d, err := dossierCache()
		if err != nil {
			return nil, err
		}
		return cache.ListerBataille(d)
	})
}

// resultatVide is what cache vide removed.
type resultatVide struct {
	Dossier string `json:"dossier"`
	cache.Bilan
}

// cacheVideOptions are the options of vide: the age of the entries to remove.
type cacheVideOptions struct{ PlusVieuxQue string }

func (o *cacheVideOptions) Lier(d *Drapeaux) {
	d.Chaine(&o.PlusVieuxQue, "plus-vieux-que", "", "ne retire que les entrées plus vieilles que cet âge : 30j, 12h, 90m… (toutes par défaut)")
	d.Format()
}

func (o *cacheVideOptions) Parametres(*Contexte) []any { return []any{&o.PlusVieuxQue} }

func cacheVide(app *App) *cobra.Command {
	o := &cacheVideOptions{}
	cmd := app.Commande("vide", "retire les simulations gardées (toutes, ou celles plus vieilles que --plus-vieux-que)", o, func(c *Contexte) (any, error) {
		d, err := dossierCache()
		if err != nil {
			return nil, err
		}
		var avant time.Time
		if s := o.PlusVieuxQue; s != "" {
			age, err := cache.LireAge(s)
			if err != nil {
				return nil, ErreurUsage("--plus-vieux-que : %v", err)
			}
			avant = time.Now().Add(-age)
		}
		b, err := cache.Vider(d, avant)
		return resultatVide{d, b}, err
	})
	cmd.Example = "jeux cache vide --plus-vieux-que 30j"
	return cmd
}

// The English of the cache's commands and of the listing of its simulations (package cache).
var (
	_ = langue.EnregistrerCommandes(map[string]string{"chemin": "path", "liste": "list", "vide": "clear"})
	_ = langue.EnregistrerOptions(map[string]string{"plus-vieux-que": "older-than"})
	_ = langue.Enregistrer(map[string]string{
		"le cache des simulations : son dossier, son contenu, le vider":                            "the cache of simulations: its folder, its contents, emptying it",
		"le dossier du cache ($JEUX_CACHE, sinon le dossier de cache de l'utilisateur)":            "the cache's folder ($JEUX_CACHE, else the user's cache folder)",
		"les simulations gardées, avec leurs paramètres, leur taille et la taille totale":          "the simulations kept, with their parameters, their size and the total size",
		"ne retire que les entrées plus vieilles que cet âge : 30j, 12h, 90m… (toutes par défaut)": "removes only the entries older than this age: 30j (days), 12h, 90m… (all of them by default)",
		"retire les simulations gardées (toutes, ou celles plus vieilles que --plus-vieux-que)":    "removes the simulations kept (all of them, or those older than --older-than)",
		"jeux cache vide --plus-vieux-que 30j":                                                     "jeux cache clear --older-than 30j",
		"--plus-vieux-que : %v":                                                                    "--older-than: %v",
		"dossier du cache":                                                                         "cache folder",
		"taille totale (octets)":                                                                   "total size (bytes)",
		"Simulations en cache":                                                                     "Simulations in the cache",
		"aucune simulation en cache":                                                               "no simulation in the cache",
		"octets":                                                                                   "bytes",
		"fichiers":                                                                                 "files",
		"dossier":                                                                                  "folder",
		"cache : pas de dossier de cache (ni $XDG_CACHE_HOME ni $HOME) ; définir %s": "cache: no cache folder (neither $XDG_CACHE_HOME nor $HOME); set %s",
		"cache corrompu : %s compte %d parties au lieu de %d ; nouveau calcul":       "corrupt cache: %s counts %d games instead of %d; computing again",
		"%v ; nouveau calcul":                                                  "%v; computing again",
		"lecture du cache impossible (%v) ; nouveau calcul":                    "cache cannot be read (%v); computing again",
		"%v ; résultat non gardé en cache":                                     "%v; result not kept in the cache",
		"%q : un âge comme 30j, 12h, 90m ou 45s est attendu (au plus 100 ans)": "%q: an age such as 30j (days), 12h, 90m or 45s is expected (at most 100 years)",
	})
)
