package main

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"jeux/games/rostam"
	"jeux/internal/cli"
	"jeux/parametre"
	"jeux/resultats"
)

// rostamPublieOptions are the options of publie: the number of cards, and -F.
type rostamPublieOptions struct{ N int }

func (o *rostamPublieOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.N, "cartes", "N", fmt.Sprintf("nombre N de cartes, de %d à %d", resultats.RostamMin, resultats.RostamMax))
	d.Format()
}

func (o *rostamPublieOptions) Parametres(*cli.Contexte) []any { return []any{&o.N} }

// tableRostam is a published exhaustive table, with the command that computed it.
type tableRostam struct {
	Calcul string `json:"calcul" rendu:"note"`
	rostam.ResultatExhaustif
}

func rostamPublie(app *cli.App) *cobra.Command {
	o := &rostamPublieOptions{N: resultats.RostamMax}
	cmd := app.Commande("publie", fmt.Sprintf("la table exhaustive publiée de N = %d à %d cartes, gardée dans le programme", resultats.RostamMin, resultats.RostamMax), o, func(*cli.Contexte) (any, error) {
		if o.N < resultats.RostamMin || o.N > resultats.RostamMax {
			return nil, &parametre.Erreur{Nom: "cartes", Valeur: strconv.Itoa(o.N),
				Attendu: fmt.Sprintf("un N de %d à %d est attendu (jusqu'à 12, « jeux rostam exhaustif » calcule la table sur place)", resultats.RostamMin, resultats.RostamMax)}
		}
		b := resultats.TableRostam(o.N)
		var t tableRostam
		if err := json.Unmarshal(b, &t.ResultatExhaustif); err != nil {
			return nil, fmt.Errorf("resultats/rostam-%d/resultat.json : %w", o.N, err)
		}
		ligne, err := ligneDuCalcul(b)
		if err != nil {
			return nil, fmt.Errorf("resultats/rostam-%d/resultat.json : %w", o.N, err)
		}
		t.Calcul = fmt.Sprintf("calculé par : %s (en parts, resultats/rostam-%d)", ligne, o.N)
		return t, nil
	})
	cmd.Long = fmt.Sprintf("La table de l'énumération exhaustive de N = %d à %d cartes telle que jeux l'a calculée en parts et publiée\n", resultats.RostamMin, resultats.RostamMax) +
		"(docs/rostam.md) : gains, parties infinies, périodes, durée la plus longue. Elle est gardée dans le programme :\n" +
		"la commande répond depuis n'importe quel dossier, sans rien calculer ; la ligne « calculé par » dit la commande\n" +
		"dont les parts, fusionnées, la redonnent (des heures de calcul)."
	cmd.Example = "jeux rostam publie\njeux rostam publie -N 13 -F json"
	return cmd
}
