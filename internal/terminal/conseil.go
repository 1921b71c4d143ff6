package terminal

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"jeux/games/dominos"
	"jeux/internal/langue"
	"jeux/stats"
)

// conseiller writes recherche's estimate of each playable move: its shares with the Wilson
// interval at 95 % of the share won, the move it would play (*), the moves these deals cannot
// tell apart from it (=, the paired rule of dominos.Estimations), and the command that gives the
// same advice. A tile that goes on either end is named by the value it goes on.
func (d Dominos) conseiller(ctx context.Context, l langue.Langue, w io.Writer, p *dominos.PartiePas) {
	if d.Regles.Main > dominos.MaxMainExacte {
		fmt.Fprintln(w, l.Sprintf("Pas de conseil : recherche résout des mains d'au plus %d tuiles.", dominos.MaxMainExacte))
		return
	}
	pos := p.Position()
	e := pos.Estimer(d.Budget, false, d.Graine, ctx.Done())
	if ctx.Err() != nil {
		return
	}
	g, dr := p.Bouts()
	best, n := e.Meilleur(), e.Donnes
	fmt.Fprintln(w, l.Sprintf("Conseil de recherche (%d donnes tirées, chacune jouée au mieux des deux côtés) :", n))
	egaux := false
	for i, c := range e.Coups {
		marque := " "
		switch {
		case i == best:
			marque = "*"
		case e.Indiscernable(i):
			marque, egaux = "=", true
		}
		bout := ""
		if c.AuChoix {
			bout = l.Sprintf(" sur le %d", dominos.Placement{Tuile: c.Tuile, AGauche: c.AGauche}.Sur(g, dr))
		}
		ic := stats.IntervalleWilson(stats.Proportion{Hits: int64(c.Victoires), Trials: int64(n)})
		fmt.Fprintln(w, l.Sprintf(" %s %d:%d%s  gagnées %s (%s à %s), nulles %s, perdues %s", marque, c.Tuile.Haut(), c.Tuile.Bas(), bout,
			pourcent(c.Victoires, n), entier(100*ic.Bas), entier(100*ic.Haut), pourcent(c.Nuls, n), pourcent(c.Defaites, n)))
	}
	if egaux {
		fmt.Fprintln(w, l.Sprintf("   (= : ces %d donnes ne le distinguent pas du coup conseillé *, à 95 %% sur l'écart de leurs issues donne par donne)", n))
	}
	if d.LigneConseil != nil {
		fmt.Fprintln(w, l.Sprintf("Pour retrouver ce conseil : %s", d.LigneConseil(l, pos, d.Budget, d.Graine)))
	}
}

func pourcent(k, n int) string {
	return entier(100*float64(k)/float64(n)) + " %"
}

// entier writes x rounded to the unit.
func entier(x float64) string { return strconv.FormatFloat(x, 'f', 0, 64) }

// The English of the advice's lines.
var _ = langue.Enregistrer(map[string]string{
	" sur le %d": " on the %d",
	" %s %d:%d%s  gagnées %s (%s à %s), nulles %s, perdues %s":                                                              " %s %d:%d%s  won %s (%s to %s), drawn %s, lost %s",
	"   (= : ces %d donnes ne le distinguent pas du coup conseillé *, à 95 %% sur l'écart de leurs issues donne par donne)": "   (=: these %d deals do not tell it from the advised move *, at 95 %% on the gap of their outcomes deal by deal)",
})
