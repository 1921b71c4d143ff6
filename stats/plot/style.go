package plot

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"jeux/internal/langue"
)

// Font sizes in points, chosen for the default 1200 × 750 pixels (900 × 562.5 points): gonum's
// 10-point ticks become hard to read once the image is scaled down to a page's width.
const (
	policeTitre   = 16
	policeAxe     = 14
	policeGraduee = 12
)

// The palette of the curves: Okabe and Ito's colours for every kind of colour vision (without
// their yellow, too pale on white), in an order where neighbours differ in lightness too, each
// with its own dashes so that the curves stay apart on a grey-scale printout, and lines thick
// enough for a projector: epaisseur is 3 pixels at the default size and below, more above it.
var (
	bleu    = color.RGBA{R: 0x00, G: 0x72, B: 0xB2, A: 0xff}
	orange  = color.RGBA{R: 0xD5, G: 0x5E, B: 0x00, A: 0xff} // Okabe–Ito's vermillion
	teintes = []color.Color{
		bleu, orange,
		color.RGBA{R: 0x00, G: 0x9E, B: 0x73, A: 0xff}, // bluish green
		color.RGBA{R: 0xCC, G: 0x79, B: 0xA7, A: 0xff}, // reddish purple
		color.RGBA{R: 0x00, G: 0x00, B: 0x00, A: 0xff}, // black
		color.RGBA{R: 0xE6, G: 0x9F, B: 0x00, A: 0xff}, // orange
		color.RGBA{R: 0x56, G: 0xB4, B: 0xE9, A: 0xff}, // sky blue
	}
	tirets = [][]float64{nil, {9, 4}, {2.5, 3}, {9, 3, 2.5, 3}, {14, 4}, {5, 5}, {9, 3, 2.5, 3, 2.5, 3}}
	// gris is the colour of the dotted reference lines (a probability of 1/2).
	gris = color.RGBA{R: 0x55, G: 0x55, B: 0x55, A: 0xff}
)

// epaisseur is the width of the lines of data; epaisseurAxe that of the axes and their ticks.
const (
	epaisseur    = vg.Length(2.25)
	epaisseurAxe = vg.Length(1.5)
)

// couleur and motif are the colour and the dashes of the i-th curve of a chart, repeating after
// the seventh.
func couleur(i int) color.Color { return teintes[i%len(teintes)] }

func motif(i int) []vg.Length {
	var m []vg.Length
	for _, x := range tirets[i%len(tirets)] {
		m = append(m, vg.Points(x))
	}
	return m
}

// nouveau returns an empty chart with its title, its axis labels, larger type and graduations
// chosen for the range on both axes.
func nouveau(titre, axeX, axeY string) *gonumplot.Plot {
	p := gonumplot.New()
	p.Title.Text, p.X.Label.Text, p.Y.Label.Text = titre, axeX, axeY
	p.Title.TextStyle.Font.Size = policeTitre
	p.Title.Padding = vg.Points(8)
	for _, a := range []*gonumplot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font.Size = policeAxe
		a.Tick.Label.Font.Size = policeGraduee
		a.Tick.Marker = Graduations{}
		a.LineStyle.Width, a.Tick.LineStyle.Width = epaisseurAxe, epaisseurAxe
	}
	p.Legend.TextStyle.Font.Size = policeAxe
	// The legend is kept off the axes; a chart with its legend on the left changes the sign of XOffs.
	p.Legend.XOffs, p.Legend.YOffs = -vg.Points(10), -vg.Points(6)
	return p
}

// Graduations is a tick marker that labels seven to thirteen values of the range, at a step of 1,
// 2, 2.5 or 5 times a power of ten, with unlabelled ticks between them. Entiers keeps every tick
// on an integer, for counts of plies or games; Langue is the language of the labels (Nombre):
// French, the zero value, or English (EnLangue sets it on a chart's axes).
type Graduations struct {
	Entiers bool
	Langue  langue.Langue
}

// Ticks returns the ticks of [min, max] (gonum's plot.Ticker).
func (g Graduations) Ticks(min, max float64) []gonumplot.Tick {
	if !(max > min) || math.IsInf(max-min, 0) {
		return []gonumplot.Tick{{Value: min, Label: etiquette(g.Langue, min, 1)}}
	}
	pas, fin := pasGraduations(max-min, 12, g.Entiers)
	var ticks []gonumplot.Tick
	for k := math.Ceil(min/fin - 1e-9); float64(k*fin) <= max+float64(1e-9*fin); k++ {
		t := gonumplot.Tick{Value: k * fin}
		if r := t.Value / pas; math.Abs(r-math.Round(r)) < 1e-6 {
			t.Value = math.Round(r) * pas
			t.Label = etiquette(g.Langue, t.Value, pas)
		}
		ticks = append(ticks, t)
	}
	return ticks
}

// pasGraduations returns the smallest step 1, 2, 2.5 or 5 × 10^k that cuts a span into at most n
// parts (whole for integers; 2.5 only from 25 up, whose labels stay short), and the step of the
// unlabelled ticks between.
func pasGraduations(etendue float64, n int, entiers bool) (pas, fin float64) {
	puissance := math.Pow(10, math.Floor(math.Log10(etendue/float64(n))))
	m := 10.0
	for _, c := range []float64{1, 2, 2.5, 5, 10} {
		if (entiers && c*puissance < 1) || (c == 2.5 && puissance < 10) || etendue/(c*puissance) > float64(n) {
			continue
		}
		m = c
		break
	}
	pas, fin = m*puissance, m*puissance/5
	if m == 2 {
		fin = pas / 4
	}
	if entiers {
		pas, fin = math.Max(pas, 1), math.Max(fin, 1)
	}
	return pas, fin
}

// etiquette writes v with as many decimals as the step needs, in the language l (Nombre).
func etiquette(l langue.Langue, v, pas float64) string {
	decimales := 0
	for decimales < 12 && math.Abs(float64(pas*math.Pow(10, float64(decimales)))-math.Round(pas*math.Pow(10, float64(decimales)))) > 1e-9 {
		decimales++
	}
	return Nombre(l, v, decimales)
}

// EspaceMilliers separates the thousands of a number on a chart: the narrow no-break space
// U+202F, the French typographers' thin space (and CLDR's for French), which the charts' font
// (Liberation) has and which never breaks a label in two; U+2009, the thin space, may break.
const EspaceMilliers = "\u202F"

// NombreFr writes v as a French reader writes it, with the given decimals: a decimal comma, and
// thousands apart by EspaceMilliers from five digits on (« 12 000 », « 2500 »), as French
// typography leaves a four-digit number whole. It is the label of the charts' ticks.
func NombreFr(v float64, decimales int) string { return Nombre(langue.Francais, v, decimales) }

// Nombre writes v with the given decimals in the language l: in French as NombreFr; in English
// with a decimal point, and thousands apart by a comma from five digits on (« 12,000 », « 2500 »,
// « 0.25 »).
func Nombre(l langue.Langue, v float64, decimales int) string {
	milliers, virgule := EspaceMilliers, ","
	if l == langue.Anglais {
		milliers, virgule = ",", "."
	}
	if v == 0 {
		v = 0 // no "-0"
	}
	s := strconv.FormatFloat(v, 'f', decimales, 64)
	entier, reste, _ := strings.Cut(s, ".")
	signe := ""
	if strings.HasPrefix(entier, "-") {
		signe, entier = "-", entier[1:]
	}
	if len(entier) > 4 {
		var b strings.Builder
		for i, c := range entier {
			if i > 0 && (len(entier)-i)%3 == 0 {
				b.WriteString(milliers)
			}
			b.WriteRune(c)
		}
		entier = b.String()
	}
	if reste != "" {
		reste = virgule + reste
	}
	return signe + entier + reste
}

// EnLangue writes the numbers of the axes of the chart d in the language l: every axis graduated
// by Graduations (those of Histogramme, Courbes, CourbesParite, PartsSuperposees and the colour
// bar of a heat map) gets l; d is returned. The texts (title, axes, legend) are the caller's, in
// the language it wants; the numbers inside a heat map and on its axes follow
// CarteChaleur.Langue. A chart's code in the run's language is thus:
//
//	p := plot.Histogramme(h, 1, l.T("Durée d'une partie"), l.T("durée (plis)"), l.T("nombre de parties"))
//	plot.EnLangue(p, l)
func EnLangue(d Dessin, l langue.Langue) Dessin {
	var plots []*gonumplot.Plot
	switch x := d.(type) {
	case *gonumplot.Plot:
		plots = append(plots, x)
	case *Carte:
		plots = append(plots, x.Grille, x.Barre)
	}
	for _, p := range plots {
		for _, a := range []*gonumplot.Axis{&p.X, &p.Y} {
			if g, ok := a.Tick.Marker.(Graduations); ok {
				g.Langue = l
				a.Tick.Marker = g
			}
		}
	}
	return d
}

// AjouterNote writes texte as a line of p's legend, in the top right corner, e.g. what the chart
// leaves out ("12 parties infinies, non montrées").
func AjouterNote(p *gonumplot.Plot, texte string) {
	p.Legend.Top = true
	p.Legend.Add(texte)
}
