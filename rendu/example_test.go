package rendu_test

import (
	"context"
	"os"

	"jeux/flux"
	"jeux/rendu"
)

// A result whose last field is a flux.Flux: its rows are produced while the output is written.
func ExampleEcrireResultat_flux() {
	type carre struct {
		N     int `json:"n"`
		Carre int `json:"carre" titre:"carré"`
	}
	type resultat struct {
		Jusqua int              `json:"jusqua" titre:"jusqu'à"`
		Carres flux.Flux[carre] `json:"carres" titre:"carrés"`
	}
	r := resultat{Jusqua: 3, Carres: flux.Nouveau(func(ctx context.Context, yield func(carre) bool) error {
		for n := 1; n <= 3; n++ {
			if err := ctx.Err(); err != nil {
				return err
			}
			if !yield(carre{n, n * n}) {
				return nil
			}
		}
		return nil
	})}
	rendu.EcrireResultat(context.Background(), os.Stdout, rendu.CSV, rendu.Parametres{}, r)
	// Output:
	// jusqua
	// 3
	//
	// # carrés
	// n,carre
	// 1,1
	// 2,4
	// 3,9
}
