// Package graphique draws the charts of the games from their engines' results: the data put
// into curves, maps and histograms of stats/plot, with their titles, axes and ticks. The
// commands read options and compute; what a chart shows and how is written here.
package graphique

import (
	"math"
	"strconv"
	"strings"

	gonumplot "gonum.org/v1/plot"

	"jeux/games/bataille"
	"jeux/games/dominos"
	"jeux/games/rostam"
	"jeux/games/verger"
	"jeux/internal/langue"
	"jeux/internal/terminal"
	"jeux/internal/texte"
	"jeux/stats"
	"jeux/stats/plot"
)

// Every chart of this package is drawn in a language: the functions ending in En take it (the
// run's, cli.Contexte.Langue or langue.De(ctx)); the others draw in French. Titles, axes and
// legends are written in that language, and numbers with its decimal mark (plot.EnLangue).

// Verger draws a chart of the source computed by the engine, the strategies compared or a map,
// and says which chart it is, in French.
func Verger(g *verger.DonneesGraphique) (plot.Dessin, string, error) {
	return VergerEn(langue.Francais, g)
}

// VergerEn is Verger in the language l.
func VergerEn(l langue.Langue, g *verger.DonneesGraphique) (d plot.Dessin, quoi string, err error) {
	quoi = t(l, quoiVerger[g.Graphique])
	if g.Carte != nil {
		d, err = vergerCarte(l, g.Demande.Config, g.Carte.Valeurs, g.Carte.Seuils)
	} else {
		d, err = vergerStrategies(l, g.Demande, g.ParCorbeau)
	}
	if err != nil {
		return nil, "", err
	}
	return d, quoi, nil
}

// quoiVerger say which chart of the Orchard was drawn, in the line that says where.
var quoiVerger = map[verger.Graphique]string{
	verger.GraphiqueStrategies:   "graphique des stratégies du Verger",
	verger.GraphiqueProbabilites: "graphique des probabilités de gagner du Verger (carte)",
	verger.GraphiqueSeuils:       "graphique des seuils du corbeau du Verger (carte)",
}

// vergerStrategies draws, for each strategy of d, the probability of winning against the
// number of pieces of the raven, parCorbeau[i][k] being strategy i's with k+1 pieces.
func vergerStrategies(l langue.Langue, d verger.Demande, parCorbeau [][]float64) (*gonumplot.Plot, error) {
	var courbes []plot.Courbe
	for i, s := range d.Strategies {
		x := make([]float64, len(parCorbeau[i]))
		for k := range x {
			x[k] = float64(k + 1)
		}
		courbes = append(courbes, plot.Courbe{Nom: l.Sprintf("%s : %s", nomStrategie(l, s), t(l, strategiesEnMots[s])), X: x, Y: parCorbeau[i]})
	}
	cfg := d.Config
	p, err := plot.Courbes(l.Sprintf("Verger : probabilité de gagner selon la façon de remplir le panier\n%s", descriptionArbres(l, cfg)), t(l, "pièces du corbeau"), t(l, "probabilité de gagner"), courbes, 0.5)
	if err != nil {
		return nil, err
	}
	// A curve drawn on another one hides it: the chart says which strategies share a curve.
	for _, c := range Confondues(parCorbeau) {
		plot.AjouterNote(p, l.Sprintf("%s : même courbe que %s", nomStrategie(l, d.Strategies[c[1]]), nomStrategie(l, d.Strategies[c[0]])))
	}
	// A probability axis from 0 to 1 by tenths, and every number of pieces on the other.
	p.Y.Min, p.Y.Max = 0, 1
	var y, x gonumplot.ConstantTicks
	for i := 0; i <= 10; i++ {
		y = append(y, gonumplot.Tick{Value: float64(i) / 10, Label: plot.Nombre(l, float64(i)/10, 1)})
	}
	pas := max(1, cfg.Corbeau/20)
	for k := 1; k <= cfg.Corbeau; k++ {
		t := gonumplot.Tick{Value: float64(k)}
		if k%pas == 0 || k == 1 {
			t.Label = strconv.Itoa(k)
		}
		x = append(x, t)
	}
	p.Y.Tick.Marker, p.X.Tick.Marker = y, x
	return p, nil
}

// descriptionArbres states the trees and the basket: «4 arbres de 10 fruits, panier de 2 fruits».
func descriptionArbres(l langue.Langue, c verger.Config) string {
	return l.Sprintf("%s de %s, panier de %s", compte(l, c.Arbres, "arbre"), compte(l, c.Fruits, "fruit"), compte(l, c.PanierFruits, "fruit"))
}

// Confondues lists the curves that coincide with an earlier one, as pairs {earlier, later}:
// every value equal within 1e-12 (the strategies max and meilleure of the original game).
func Confondues(courbes [][]float64) [][2]int {
	var paires [][2]int
	for j := range courbes {
		for i := range j {
			if memeCourbe(courbes[i], courbes[j]) {
				paires = append(paires, [2]int{i, j})
				break
			}
		}
	}
	return paires
}

func memeCourbe(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if math.Abs(a[k]-b[k]) > 1e-12 {
			return false
		}
	}
	return true
}

// nomStrategie is the name of an Orchard strategy as the command line takes it, in the language
// l, between quotes.
func nomStrategie(l langue.Langue, s verger.Strategie) string {
	nom := s.String()
	if l == langue.Anglais {
		if en, ok := verger.NomsAnglais()[nom]; ok {
			nom = en
		}
		return `"` + nom + `"`
	}
	return "« " + nom + " »"
}

// strategiesEnMots say what each Orchard strategy does, in the words of a class.
var strategiesEnMots = map[verger.Strategie]string{
	verger.Max:       "fruits pris aux arbres les plus chargés",
	verger.Min:       "fruits pris aux arbres les moins chargés",
	verger.Hasard:    "fruits pris au hasard",
	verger.Meilleure: "le meilleur choix",
	verger.Pire:      "le pire choix",
}

// strategieEnMots is the strategy s named and explained: « max » (fruits pris aux arbres les plus chargés).
func strategieEnMots(l langue.Langue, s verger.Strategie) string {
	return l.Sprintf("stratégie %s, %s", nomStrategie(l, s), t(l, strategiesEnMots[s]))
}

// vergerCarte draws the source's heat maps over 1–10 trees × 1–10 fruits: the probability of
// winning, or, with seuils, the smallest raven that gives more than one chance in two.
func vergerCarte(l langue.Langue, cfg verger.Config, valeurs [][]float64, seuils bool) (*plot.Carte, error) {
	ch := plot.CarteChaleur{AxeX: t(l, "fruits par arbre"), AxeY: t(l, "arbres"), Valeurs: valeurs, Langue: l}
	for i := 1; i <= verger.CoteCarte; i++ {
		ch.Colonnes = append(ch.Colonnes, float64(i))
		ch.Lignes = append(ch.Lignes, float64(i))
	}
	if seuils {
		ch.Titre = l.Sprintf("Plus petit corbeau donnant plus d'une chance sur deux\n(%s, panier de %s)", strategieEnMots(l, cfg.Strategie), compte(l, cfg.PanierFruits, "fruit"))
		ch.Texte = func(v float64) string { return strconv.Itoa(int(v)) }
		ch.Echelle = t(l, "pièces du corbeau")
	} else {
		ch.Echelle = t(l, "probabilité de gagner")
		ch.Titre = l.Sprintf("Probabilité de gagner avec un corbeau de %s\n(%s, panier de %s)", compte(l, cfg.Corbeau, "pièce"), strategieEnMots(l, cfg.Strategie), compte(l, cfg.PanierFruits, "fruit"))
	}
	return ch.Plot()
}

// Rostam draws a chart of rostam plot computed by the engine, the share of non-ending deals
// against N or the histogram of durations, and says which chart it is, in French.
func Rostam(g *rostam.DonneesGraphique) (plot.Dessin, string, error) {
	return RostamEn(langue.Francais, g)
}

// RostamEn is Rostam in the language l.
func RostamEn(l langue.Langue, g *rostam.DonneesGraphique) (plot.Dessin, string, error) {
	if g.Bilan != nil {
		return rostamDurees(l, g.Simulation, g.Bilan, g.Simulation.Classe), l.Sprintf("histogramme des durées, N = %d", g.Simulation.N), nil
	}
	source := t(l, "comptes publiés par jeux (docs/rostam.md)")
	if g.Calcul {
		source = t(l, "énumérés sur le moment")
	}
	d, err := rostamInfinies(l, g.Comptes, source)
	if err != nil {
		return nil, "", err
	}
	return d, l.Sprintf("graphique des donnes infinies, N = 2 à %d", g.Jusqua), nil
}

// rostamInfinies draws the share of non-ending deals against N, even and odd N apart (an even
// N deals the same number of cards to both players, an odd one does not); source says where
// the counts come from.
func rostamInfinies(l langue.Langue, comptes []rostam.CompteExhaustif, source string) (plot.Dessin, error) {
	var paires, impaires plot.Courbe
	paires.Nom, impaires.Nom = t(l, "N pair"), t(l, "N impair")
	for _, compte := range comptes {
		courbe := &impaires
		if compte.N%2 == 0 {
			courbe = &paires
		}
		courbe.X = append(courbe.X, float64(compte.N))
		courbe.Y = append(courbe.Y, 100*float64(compte.Infinies)/float64(compte.Donnes))
	}
	titre := l.Sprintf("Bataille à une couleur : donnes qui ne finissent jamais\n(toutes les donnes de N = 2 à %d cartes, %s)", comptes[len(comptes)-1].N, source)
	p, err := plot.Courbes(titre, t(l, "N (cartes)"), t(l, "donnes qui ne finissent pas (%)"), []plot.Courbe{paires, impaires})
	if err != nil {
		return nil, err
	}
	return plot.EnLangue(p, l), nil
}

// rostamDurees draws the histogram of the durations of the finished games of the simulation b
// of cfg, in classes of largeur tricks (0: rostam.LargeurClasses).
func rostamDurees(l langue.Langue, cfg rostam.ConfigSimulation, b *rostam.BilanSimulation, largeur int) plot.Dessin {
	if largeur == 0 {
		largeur = rostam.LargeurClasses(&b.Durees)
	}
	titre := l.Sprintf("Bataille à une couleur, N = %d : durée des parties finies\n(%s au hasard, dont %s ne finissent pas)", cfg.N, compte(l, cfg.Parties, "donne"), plot.Nombre(l, float64(b.Infinies), 0))
	return plot.EnLangue(plot.Histogramme(&b.Durees, largeur, titre, t(l, "durée (plis)"), t(l, "nombre de donnes")), l)
}

// DominosChampionnat draws a championship as a heat map: the share of wins of each strategy
// (row, the first on top, as in the championship's table) against each other (column), both
// seatings together, written in its cell; in French.
func DominosChampionnat(res *dominos.ResultatChampionnat) (*plot.Carte, error) {
	return DominosChampionnatEn(langue.Francais, res)
}

// DominosChampionnatEn is DominosChampionnat in the language l.
func DominosChampionnatEn(l langue.Langue, res *dominos.ResultatChampionnat) (*plot.Carte, error) {
	k := len(res.Strategies)
	carte := plot.CarteChaleur{
		Titre:   l.Sprintf("Championnat : part de victoires de la ligne contre la colonne\n(%s par paire, %s)", compte(l, res.ParPaire, "partie"), reglesDominos(l, res)),
		AxeX:    t(l, "contre la stratégie"),
		AxeY:    t(l, "stratégie"),
		Echelle: t(l, "part de victoires (%)"),
		Texte:   func(v float64) string { return plot.Nombre(l, v, 1) },
		Langue:  l,
	}
	for i := range k {
		carte.Colonnes = append(carte.Colonnes, float64(i+1))
		carte.Lignes = append(carte.Lignes, float64(i+1))
		carte.EtiquettesX = append(carte.EtiquettesX, res.Strategies[i])
		carte.EtiquettesY = append(carte.EtiquettesY, res.Strategies[k-1-i])
		ligne := make([]float64, k)
		for j := range k {
			ligne[j] = math.NaN()
			if p := res.Parts[k-1-i][j]; p != nil {
				ligne[j] = 100 * *p
			}
		}
		carte.Valeurs = append(carte.Valeurs, ligne)
	}
	return carte.Plot()
}

// reglesDominos are the rules of a championship for its chart's title, without their heading.
func reglesDominos(l langue.Langue, res *dominos.ResultatChampionnat) string {
	r := terminal.ReglesDominos(l, res.Jeu)
	return strings.TrimPrefix(strings.TrimPrefix(r, "règles : "), "rules: ")
}

// BatailleGraphique draws the chart g of War from the durations hs of its decks
// (ConfigGraphiqueJeux.Durees): for one deck its histogram or its parity curves (BatailleDurees),
// for several their shares on one chart (BatailleJeux); in French.
func BatailleGraphique(g bataille.ConfigGraphiqueJeux, hs []*stats.Histogram) (*gonumplot.Plot, error) {
	return BatailleGraphiqueEn(langue.Francais, g, hs)
}

// BatailleGraphiqueEn is BatailleGraphique in the language l.
func BatailleGraphiqueEn(l langue.Langue, g bataille.ConfigGraphiqueJeux, hs []*stats.Histogram) (*gonumplot.Plot, error) {
	return BatailleGraphiquePlage(l, g, hs, plot.Plage{})
}

// CentileCoupe is the share of the finished games a War chart shows by default: its x-axis stops
// at the length that this share of them does not exceed, and the chart says how many it leaves
// out, so that the long tail of a few endless-looking games does not squeeze the rest.
const CentileCoupe = 0.99

// BatailleGraphiquePlage is BatailleGraphiqueEn on the range p of the x-axis (--xmin, --xmax);
// without an end, the axis stops at the CentileCoupe quantile of the finished games' lengths. A
// note says how many games the range leaves out; a range beyond the data is refused
// (plot.Cadrer).
func BatailleGraphiquePlage(l langue.Langue, g bataille.ConfigGraphiqueJeux, hs []*stats.Histogram, p plot.Plage) (*gonumplot.Plot, error) {
	sims := g.Simulations()
	var dessin *gonumplot.Plot
	var err error
	if len(sims) == 1 {
		dessin, err = batailleDurees(l, sims[0], hs[0], g.Largeur, g.Parite)
	} else {
		dessin, err = batailleJeux(l, sims, hs, g.Largeur)
	}
	if err != nil {
		return nil, err
	}
	if err := couperBataille(l, dessin, hs, g.Largeur, g.Parite, p); err != nil {
		return nil, err
	}
	plot.EnLangue(dessin, l)
	return dessin, nil
}

// couperBataille puts the chart d of the lengths hs (classes of largeur tricks unless points:
// one abscissa per length) on the range p, by default up to the CentileCoupe quantile of each
// deck's finished games, and notes how many games of each deck are left out (the largest share
// among the decks).
func couperBataille(l langue.Langue, d *gonumplot.Plot, hs []*stats.Histogram, largeur int, points bool, p plot.Plage) error {
	defaut := !p.AvecMax
	if defaut {
		// The end of the class that holds the quantile (of the largest among the decks).
		fin, finDonnees := 0, 0
		for _, h := range hs {
			finies, _ := bataille.SeparerInfinies(h)
			if finies.Total() == 0 {
				continue
			}
			fin, finDonnees = max(fin, finies.Quantile(CentileCoupe)), max(finDonnees, finies.Max())
		}
		if !points {
			fin = (fin/largeur + 1) * largeur
			finDonnees = (finDonnees/largeur + 1) * largeur
		} else {
			fin++
			finDonnees++
		}
		if fin >= finDonnees || (p.AvecMin && p.Min >= float64(fin)) {
			return plot.Cadrer(d, p) // nothing to cut, or a start beyond the quantile
		}
		p.Max, p.AvecMax = float64(fin), true
	}
	if err := plot.Cadrer(d, p); err != nil {
		return err
	}
	// The games left out: a length below the start or from the end on, the largest count and
	// share among the decks.
	var hors int64
	var part float64
	for _, h := range hs {
		var n int64
		h.Each(func(v int, c int64) {
			if v != bataille.DureeInfinie && ((p.AvecMin && float64(v) < p.Min) || float64(v) >= p.Max) {
				n += c
			}
		})
		if f := float64(n) / float64(max(h.Total(), 1)); f > part || (f == part && n > hors) {
			hors, part = n, f
		}
	}
	switch {
	case hors == 0:
	case defaut && len(hs) == 1 && hors == 1:
		plot.AjouterNote(d, l.Sprintf("axe arrêté à %s plis (%s des parties finies) : 1 partie plus longue, non montrée",
			plot.Nombre(l, p.Max, 0), pourcent(l, 100*CentileCoupe, 0)))
	case defaut && len(hs) == 1:
		plot.AjouterNote(d, l.Sprintf("axe arrêté à %s plis (%s des parties finies) : %s plus longues, non montrées",
			plot.Nombre(l, p.Max, 0), pourcent(l, 100*CentileCoupe, 0), compte(l, hors, "partie")))
	case defaut:
		plot.AjouterNote(d, l.Sprintf("axe arrêté à %s plis (%s des parties finies de chaque jeu) : au plus %s des parties, non montrées",
			plot.Nombre(l, p.Max, 0), pourcent(l, 100*CentileCoupe, 0), pourcent(l, 100*part, 1)))
	case len(hs) == 1 && hors == 1:
		plot.AjouterNote(d, t(l, "1 partie hors de l'axe, non montrée"))
	case len(hs) == 1:
		plot.AjouterNote(d, l.Sprintf("%s hors de l'axe, non montrées", compte(l, hors, "partie")))
	default:
		plot.AjouterNote(d, l.Sprintf("au plus %s des parties hors de l'axe, non montrées", pourcent(l, 100*part, 1)))
	}
	return nil
}

// pourcent writes a share in percent, with the given decimals, as a French reader writes it
// (« 1,0 % », the sign apart by a narrow no-break space) or an English one (« 1.0% »).
func pourcent(l langue.Langue, v float64, decimales int) string {
	if l == langue.Anglais {
		return plot.Nombre(l, v, decimales) + "%"
	}
	return plot.Nombre(l, v, decimales) + plot.EspaceMilliers + "%"
}

// BatailleDurees draws the durations h of the War simulation s: a histogram in classes of
// largeur tricks, or with parite two curves, the even and the odd durations. An infinite game
// has no duration to draw; the chart says how many it leaves out.
func BatailleDurees(s bataille.Simulation, h *stats.Histogram, largeur int, parite bool) (*gonumplot.Plot, error) {
	return batailleDurees(langue.Francais, s, h, largeur, parite)
}

func batailleDurees(l langue.Langue, s bataille.Simulation, h *stats.Histogram, largeur int, parite bool) (*gonumplot.Plot, error) {
	finies, infinies := bataille.SeparerInfinies(h)
	axeX, axeY := t(l, "durée (plis)"), t(l, "nombre de parties")
	dessin := plot.Histogramme(finies, largeur, l.Sprintf("Durée d'une partie de bataille\n%s", description(l, s)), axeX, axeY)
	if parite {
		var err error
		dessin, err = plot.CourbesParite(finies, l.Sprintf("Parité de la durée d'une partie de bataille\n%s", description(l, s)), axeX, axeY,
			t(l, "durées paires"), t(l, "durées impaires"))
		if err != nil {
			return nil, err
		}
	}
	if infinies == 1 {
		plot.AjouterNote(dessin, t(l, "1 partie infinie, non montrée"))
	} else if infinies > 1 {
		plot.AjouterNote(dessin, l.Sprintf("%s parties infinies, non montrées", plot.Nombre(l, float64(infinies), 0)))
	}
	return dessin, nil
}

// description states a War simulation on two lines: «4 couleurs × 13 valeurs, 100 000 parties»
// then its rules in words (reglesBataille).
func description(l langue.Langue, s bataille.Simulation) string {
	return l.Sprintf("%s × %s, %s\n%s", compte(l, s.Couleurs, "couleur"), compte(l, s.Valeurs, "valeur"), compte(l, s.Parties, "partie"), reglesBataille(l, s.Config))
}

// ramassagesEnMots say how the winner of a trick picks its cards up, in the words of a class.
var ramassagesEnMots = map[bataille.Ramassage]string{
	bataille.Naturelle: "dans l'ordre de la levée",
	bataille.Aleatoire: "au hasard",
	bataille.Optimisee: "la plus forte carte d'abord",
}

// reglesBataille names the rules of a War game as a class would: «règles de Paternault :
// ramassage au hasard», «règles de Delahaye : ramassage dans l'ordre de la levée».
func reglesBataille(l langue.Langue, c bataille.Config) string {
	switch {
	case c.Regles == bataille.Paternault:
		return t(l, "règles de Paternault : ramassage au hasard")
	case c.Ramassage[0] == c.Ramassage[1]:
		return l.Sprintf("règles de Delahaye : ramassage %s", t(l, ramassagesEnMots[c.Ramassage[0]]))
	}
	return l.Sprintf("règles de Delahaye : ramassage %s (joueur 1), %s (joueur 2)", t(l, ramassagesEnMots[c.Ramassage[0]]), t(l, ramassagesEnMots[c.Ramassage[1]]))
}

// compte writes a count with its noun (texte.CompteEn), the number written as the charts write
// numbers (plot.Nombre): «100 000 parties» in French, «100,000 games» in English.
func compte[N ~int | ~int64](l langue.Langue, n N, nom string) string {
	_, mot, _ := strings.Cut(texte.CompteEn(l, n, nom), " ")
	return plot.Nombre(l, float64(n), 0) + " " + mot
}

// BatailleJeux draws the durations of several decks on one chart: hs[i] those of sims[i], in
// classes of largeur tricks, each deck normalised to the share of its games so that decks of
// different lengths compare. A deck's infinite games count in its total but have no duration
// to draw: its legend says how many.
func BatailleJeux(sims []bataille.Simulation, hs []*stats.Histogram, largeur int) (*gonumplot.Plot, error) {
	return batailleJeux(langue.Francais, sims, hs, largeur)
}

func batailleJeux(l langue.Langue, sims []bataille.Simulation, hs []*stats.Histogram, largeur int) (*gonumplot.Plot, error) {
	var series []plot.Serie
	for i, s := range sims {
		finies, infinies := bataille.SeparerInfinies(hs[i])
		nom := l.Sprintf("%d × %d (%d cartes)", s.Couleurs, s.Valeurs, s.Couleurs*s.Valeurs)
		if infinies == 1 {
			nom += t(l, ", 1 partie infinie non montrée")
		} else if infinies > 1 {
			nom += l.Sprintf(", %s parties infinies non montrées", plot.Nombre(l, float64(infinies), 0))
		}
		series = append(series, plot.Serie{Nom: nom, H: finies, Total: hs[i].Total()})
	}
	titre := l.Sprintf("Durée d'une partie de bataille selon le jeu\n%s par jeu\n%s", compte(l, sims[0].Parties, "partie"), reglesBataille(l, sims[0].Config))
	return plot.PartsSuperposees(series, largeur, titre, t(l, "durée (plis)"), l.Sprintf("part des parties par classe de %s (%%)", compte(l, largeur, "pli")))
}
