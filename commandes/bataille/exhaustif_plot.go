package bataille

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	jeu "jeux/games/bataille"
	"jeux/internal/cli"
	"jeux/internal/fichier"
	"jeux/rendu/graphique"
	"jeux/stats/plot"
)

// DossierExhaustif is where scripts/bataille-exhaustif writes the results of exhaustif: the
// folder exhaustif plot reads by default, from the project's root.
const DossierExhaustif = "resultats/bataille-exhaustif"

// batailleExhaustifPlotOptions are the options of exhaustif plot: the folder of results, the
// chart, and the chart's file, size and -F (cli's Graphique).
type batailleExhaustifPlotOptions struct {
	Dossier   string
	Graphique jeu.GraphiqueExhaustif
}

func (o *batailleExhaustifPlotOptions) Lier(d *cli.Drapeaux) {
	d.Chaine(&o.Dossier, "dossier", "", "dossier des résultats de « exhaustif -F json » : ses fichiers CxV-MODE.json, et le resultat.json de chaque sous-dossier d'un jeu calculé en parts (un sous-dossier sans lui, pas encore fini, est laissé de côté)")
	d.Choix(&o.Graphique, "graphique", "", "infinies (part des donnes qui ne finissent pas, en %) ou durees (durée moyenne des parties finies, en plis)")
	d.GraphiqueSansPlage("bataille-exhaustif.png")
}

func (o *batailleExhaustifPlotOptions) Parametres(*cli.Contexte) []any {
	return []any{&o.Graphique, &o.Dossier}
}

func batailleExhaustifPlot(app *cli.App) *cobra.Command {
	o := &batailleExhaustifPlotOptions{Dossier: DossierExhaustif}
	cmd := app.Commande("plot", "graphique des résultats de « exhaustif » selon le jeu : part des donnes infinies, ou durée moyenne, sous les deux ramassages", o, func(c *cli.Contexte) (any, error) {
		return cli.Tracer(c, func() (jeu.GraphiqueExhaustif, error) { return o.Graphique, nil }, func(g jeu.GraphiqueExhaustif) (plot.Dessin, string, any, error) {
			fichiers, err := lireExhaustifs(c.Context(), o.Dossier)
			if err != nil {
				return nil, "", nil, err
			}
			jeux, err := jeu.JeuxExhaustifs(fichiers)
			if err != nil {
				return nil, "", nil, cli.ErreurUsage("--dossier %q : %v", o.Dossier, err)
			}
			d, quoi, err := graphique.BatailleExhaustif(c.Langue(), g, jeux, o.Dossier)
			return d, quoi, graphique.BatailleExhaustifDonnees(g, jeux), err
		})
	})
	cmd.Long = "Lit les résultats de « jeux bataille exhaustif -F json » d'un dossier, un fichier par jeu et par ramassage,\n" +
		"et trace selon le jeu, rangé par nombre de cartes puis de donnes, une courbe par ramassage : la part des donnes\n" +
		"qui ne finissent pas (--graphique infinies) ou la durée moyenne des parties finies (--graphique durees).\n" +
		"Un fichier illisible, ou qui n'est pas un tel résultat, est refusé en le nommant."
	cmd.Example = "jeux bataille exhaustif plot --taille 1920x1080 -o docs/bataille-exhaustif-infinies.png\n" +
		"jeux bataille exhaustif plot --graphique durees -o durees.svg -F csv"
	return cmd
}

// lireExhaustifs reads the results of exhaustif in dossier: its files *.json, and the
// resultat.json of each of its folders (a deck computed in parts, merged); a folder without one
// is a deck not finished yet, left out. A folder missing or unreadable, a file unreadable or not
// such a result, or no result at all, is a usage error naming it.
func lireExhaustifs(ctx context.Context, dossier string) ([]jeu.FichierExhaustif, error) {
	var fichiers []jeu.FichierExhaustif
	var refus error
	lire := func(nom string, b []byte) {
		if refus != nil {
			return
		}
		r, err := jeu.LireResultatExhaustif(b)
		if err != nil {
			refus = cli.ErreurUsage("--dossier %q : %s : %v", dossier, nom, err)
			return
		}
		fichiers = append(fichiers, jeu.FichierExhaustif{Fichier: nom, Resultat: r})
	}
	absent, err := fichier.ParcourirDossier(ctx, dossier, ".json", jeu.MaxFichierExhaustif, lire)
	switch {
	case errors.Is(err, context.Canceled):
		return nil, err
	case err != nil:
		return nil, cli.ErreurUsage("--dossier %q : %v", dossier, err)
	case absent:
		return nil, cli.ErreurUsage("--dossier %q : dossier absent", dossier)
	case refus != nil:
		return nil, refus
	}
	entrees, err := os.ReadDir(dossier)
	if err != nil {
		return nil, cli.ErreurUsage("--dossier %q : %s", dossier, fichier.CauseDe{Err: err})
	}
	for _, e := range entrees {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if !e.IsDir() {
			continue
		}
		nom := filepath.Join(e.Name(), "resultat.json")
		b, err := fichier.Lire(filepath.Join(dossier, nom), jeu.MaxFichierExhaustif)
		if errors.Is(err, fs.ErrNotExist) {
			continue // a deck still computed in parts
		}
		if err != nil {
			return nil, cli.ErreurUsage("--dossier %q : %s : %s", dossier, nom, fichier.CauseDe{Err: err})
		}
		if lire(nom, b); refus != nil {
			return nil, refus
		}
	}
	return fichiers, nil
}
