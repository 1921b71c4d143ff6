package main

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"jeux/games/dominos"
	"jeux/internal/cli"
	"jeux/rendu"
	"jeux/resultats"
)

// dominosEchelleOptions are the options of echelle: the counting, and -F.
type dominosEchelleOptions struct{ Decompte2012 bool }

func (o *dominosEchelleOptions) Lier(d *cli.Drapeaux) {
	d.Bool(&o.Decompte2012, "decompte-2012", "", "l'échelle au décompte de 2012 (2·x par tuile restante) au lieu de x + y")
	d.Format()
}

func (o *dominosEchelleOptions) Parametres(*cli.Contexte) []any { return []any{&o.Decompte2012} }

// echelleDominos is the published ladder: the championship, and the command that computed it.
type echelleDominos struct {
	Calcul string `json:"calcul" rendu:"note"`
	dominos.ResultatChampionnat
}

func dominosEchelle(app *cli.App) *cobra.Command {
	o := &dominosEchelleOptions{}
	cmd := app.Commande("echelle", "l'échelle des stratégies publiée : le championnat de 10 000 parties par place, gardé dans le programme", o, func(*cli.Contexte) (any, error) {
		decompte := "x+y"
		if o.Decompte2012 {
			decompte = "2012"
		}
		b := resultats.EchelleDominos(decompte)
		var e echelleDominos
		if err := json.Unmarshal(b, &e.ResultatChampionnat); err != nil {
			return nil, fmt.Errorf("%s/%s/resultat.json : %w", resultats.DossierEchelleDominos, decompte, err)
		}
		ligne, err := ligneDuCalcul(b)
		if err != nil {
			return nil, fmt.Errorf("%s/%s/resultat.json : %w", resultats.DossierEchelleDominos, decompte, err)
		}
		e.Calcul = fmt.Sprintf("calculé par : %s (en parts, %s/%s)", ligne, resultats.DossierEchelleDominos, decompte)
		return e, nil
	})
	cmd.Long = "L'échelle des stratégies telle que jeux l'a mesurée et publiée (docs/dominos.md) : chaque stratégie contre\n" +
		"chaque autre, 10 000 parties à chaque place, double-6, mains de 10 tuiles, recherche au budget de 128. Le\n" +
		"championnat fusionné est gardé dans le programme : la commande répond depuis n'importe quel dossier, sans\n" +
		"rien calculer ; la ligne « calculé par » est celle qui le refait (une heure et plus sur deux cœurs)."
	cmd.Example = "jeux dominos echelle\njeux dominos echelle --decompte-2012 -F json"
	return cmd
}

// ligneDuCalcul is the command line of the parameters of a result's JSON, its options in the
// file's order.
func ligneDuCalcul(b []byte) (string, error) {
	var r struct {
		Parametres struct {
			Commande string
			Options  json.RawMessage
			Graine   *uint64
		}
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return "", err
	}
	p := rendu.Parametres{Commande: r.Parametres.Commande, Graine: r.Parametres.Graine}
	dec := json.NewDecoder(bytes.NewReader(r.Parametres.Options))
	dec.UseNumber()
	if _, err := dec.Token(); err != nil { // {
		return "", err
	}
	for dec.More() {
		cle, err := dec.Token()
		if err != nil {
			return "", err
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return "", err
		}
		p.Options = append(p.Options, rendu.Option{Nom: fmt.Sprint(cle), Valeur: v})
	}
	return p.LigneDeCommande(), nil
}
