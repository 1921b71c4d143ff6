package plot

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"jeux/internal/langue"
)

// CarteChaleur describes a heat map: a grid of coloured cells, each with its value written
// inside, so that the chart can be read without guessing colours.
type CarteChaleur struct {
	Titre, AxeX, AxeY string
	Colonnes          []float64   // abscissa of each column's centre, increasing and evenly spaced
	Lignes            []float64   // ordinate of each row's centre, increasing and evenly spaced
	Valeurs           [][]float64 // Valeurs[ligne][colonne]; NaN leaves the cell blank
	Texte             func(float64) string
	Echelle           string // what the colours stand for, with its unit, beside the colour bar
	// EtiquettesX and EtiquettesY, when set, name the columns and the rows (one name each)
	// instead of their numbers: a matrix of categories, such as strategies against strategies.
	EtiquettesX, EtiquettesY []string
	// Langue is the language of the numbers, in the cells (without Texte) and on the axes and
	// the colour bar: French by default, or English (a decimal point).
	Langue langue.Langue
}

// Carte is a heat map and its colour bar, drawn side by side (a Dessin for Enregistrer).
type Carte struct {
	Grille *gonumplot.Plot // the cells, their values written inside
	Barre  *gonumplot.Plot // the colour scale from the smallest value to the largest, graduated
	source CarteChaleur
}

// CasesCarte are the numbers a heat map drew, one row per cell that holds a value: what a plot
// command prints with -F.
type CasesCarte struct {
	Cases []CaseCarte `json:"cases" titre:"cases de la carte"`
}

// CaseCarte is one cell of a heat map: its row and its column, by their names or numbers as the
// axes write them, and its value.
type CaseCarte struct {
	Ligne   string  `json:"ligne" titre:"ligne"`
	Colonne string  `json:"colonne" titre:"colonne"`
	Valeur  float64 `json:"valeur" titre:"valeur" decimales:"6"`
}

// Cases are the cells of the map, from the top row down, each row from left to right.
func (c *Carte) Cases() CasesCarte {
	s := c.source
	lignes, colonnes := graduations(s.Langue, s.Lignes, s.EtiquettesY), graduations(s.Langue, s.Colonnes, s.EtiquettesX)
	var res CasesCarte
	for r := len(s.Valeurs) - 1; r >= 0; r-- {
		for col, v := range s.Valeurs[r] {
			if !math.IsNaN(v) {
				res.Cases = append(res.Cases, CaseCarte{Ligne: lignes[r].Label, Colonne: colonnes[col].Label, Valeur: v})
			}
		}
	}
	return res
}

// Dans keeps the cells of the columns that the range p shows: those whose number is in it (a map
// whose columns are names takes no range: Cadrer refuses it before).
func (c CasesCarte) Dans(p Plage) any {
	var d CasesCarte
	for _, k := range c.Cases {
		x, err := strconv.ParseFloat(k.Colonne, 64)
		if err != nil || (!p.AvecMin || x >= p.Min) && (!p.AvecMax || x <= p.Max) {
			d.Cases = append(d.Cases, k)
		}
	}
	return d
}

// grilleCarte adapts a CarteChaleur to gonum's plotter.GridXYZ.
type grilleCarte struct{ c *CarteChaleur }

func (g grilleCarte) Dims() (int, int)   { return len(g.c.Colonnes), len(g.c.Lignes) }
func (g grilleCarte) Z(c, r int) float64 { return g.c.Valeurs[r][c] }
func (g grilleCarte) X(c int) float64    { return g.c.Colonnes[c] }
func (g grilleCarte) Y(r int) float64    { return g.c.Lignes[r] }

// Plot builds the chart and its colour bar, ready for Enregistrer. Its colours run from dark blue (the smallest
// value) to yellow (the largest), through a palette whose lightness grows steadily, so that the
// order of the values survives printing in grey; the text is white on dark cells, black on light.
func (c CarteChaleur) Plot() (*Carte, error) {
	g := grilleCarte{&c}
	nc, nl := g.Dims()
	if nc == 0 || nl == 0 {
		return nil, langue.Errorf("carte de chaleur %q sans colonne ou sans ligne", c.Titre)
	}
	if len(c.Valeurs) != nl {
		return nil, langue.Errorf("carte de chaleur %q : %d lignes de valeurs pour %d lignes", c.Titre, len(c.Valeurs), nl)
	}
	for i, l := range c.Valeurs {
		if len(l) != nc {
			return nil, langue.Errorf("carte de chaleur %q : la ligne %d a %d valeurs, attendu %d", c.Titre, i, len(l), nc)
		}
	}
	texte := c.Texte
	if texte == nil {
		texte = func(v float64) string { return Nombre(c.Langue, v, 2) }
	}
	p := nouveau(c.Titre, c.AxeX, c.AxeY)
	h := plotter.NewHeatMap(g, degradeViridis)
	h.NaN = color.Transparent
	if math.IsInf(h.Min, 0) {
		h.Min, h.Max = 0, 1 // every cell is blank: any range will do
	}
	if h.Min == h.Max {
		h.Max = h.Min + 1
	}
	p.Add(h)

	lab, err := c.textes(texte, h.Min, h.Max, p.TextHandler)
	if err != nil {
		return nil, err
	}
	if lab != nil {
		p.Add(lab)
	}
	p.X.Tick.Marker = graduations(c.Langue, c.Colonnes, c.EtiquettesX)
	p.Y.Tick.Marker = graduations(c.Langue, c.Lignes, c.EtiquettesY)
	// The axes end at the edges of the outer cells.
	p.X.Min, p.X.Max = bords(c.Colonnes)
	p.Y.Min, p.Y.Max = bords(c.Lignes)
	return &Carte{Grille: p, Barre: c.barre(h.Min, h.Max), source: c}, nil
}

// barre returns the colour scale of [lo, hi], graduated in whole numbers when every value is one.
func (c CarteChaleur) barre(lo, hi float64) *gonumplot.Plot {
	entiers := true
	for _, l := range c.Valeurs {
		for _, v := range l {
			entiers = entiers && (math.IsNaN(v) || v == math.Trunc(v))
		}
	}
	b := nouveau("", "", c.Echelle)
	b.HideX()
	b.Y.Tick.Marker = Graduations{Entiers: entiers, Langue: c.Langue}
	b.Add(&plotter.ColorBar{ColorMap: &echelle{lo, hi}, Vertical: true, Colors: len(degradeViridis)})
	b.Y.Min, b.Y.Max = lo, hi
	return b
}

// largeurBarre is the width given to the colour bar with its graduations and its label.
const largeurBarre = 120

// Draw draws the map on the left and its colour bar on the right, the bar as tall as the grid.
func (c *Carte) Draw(dc draw.Canvas) {
	dc.SetColor(color.White)
	dc.Fill(dc.Rectangle.Path())
	bande := min(vg.Points(largeurBarre), (dc.Max.X-dc.Min.X)/4)
	grille := dc
	grille.Max.X -= bande
	c.Grille.Draw(grille)
	barre := dc
	barre.Min.X = grille.Max.X + vg.Points(12)
	barre.Max.X -= vg.Points(20)
	// The bar's own axis takes room below and above its data; line the data up with the grid's.
	donnees, essai := c.Grille.DataCanvas(grille), c.Barre.DataCanvas(barre)
	bas, haut := essai.Min.Y-barre.Min.Y, barre.Max.Y-essai.Max.Y
	barre.Min.Y, barre.Max.Y = donnees.Min.Y-bas, donnees.Max.Y+haut
	c.Barre.Draw(barre)
}

// echelle is degradeViridis spread over [lo, hi] as gonum's HeatMap spreads it, for the colour bar.
type echelle struct{ lo, hi float64 }

func (e *echelle) At(v float64) (color.Color, error) {
	if v < e.lo || v > e.hi {
		return nil, fmt.Errorf("plot: %v outside the colour scale [%v, %v]", v, e.lo, e.hi)
	}
	i := int((v-e.lo)*float64(len(degradeViridis)-1)/(e.hi-e.lo) + 0.5)
	return degradeViridis[min(i, len(degradeViridis)-1)], nil
}
func (e *echelle) Max() float64                { return e.hi }
func (e *echelle) SetMax(v float64)            { e.hi = v }
func (e *echelle) Min() float64                { return e.lo }
func (e *echelle) SetMin(v float64)            { e.lo = v }
func (e *echelle) Alpha() float64              { return 1 }
func (e *echelle) SetAlpha(float64)            {}
func (e *echelle) Palette(int) palette.Palette { return degradeViridis }

// textes returns the values to write in the cells (none for a blank grid), centred, white on
// the dark colours and black on the light ones of the range [lo, hi].
func (c CarteChaleur) textes(texte func(float64) string, lo, hi float64, handler text.Handler) (*plotter.Labels, error) {
	var xys plotter.XYs
	var textes []string
	var styles []draw.TextStyle
	taille := taillePolice(len(c.Colonnes), len(c.Lignes))
	for r, l := range c.Valeurs {
		for col, v := range l {
			if math.IsNaN(v) {
				continue
			}
			xys = append(xys, plotter.XY{X: c.Colonnes[col], Y: c.Lignes[r]})
			textes = append(textes, texte(v))
			styles = append(styles, draw.TextStyle{
				Color:   contraste(degradeViridis.Colors(), (v-lo)/(hi-lo)),
				Font:    font.From(plotter.DefaultFont, taille),
				XAlign:  draw.XCenter,
				YAlign:  draw.YCenter,
				Handler: handler,
			})
		}
	}
	if len(xys) == 0 {
		return nil, nil
	}
	lab, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: textes})
	if err != nil {
		return nil, err
	}
	lab.TextStyle = styles
	return lab, nil
}

// taillePolice shrinks the text of the cells as the grid grows, so that it stays inside.
func taillePolice(nc, nl int) vg.Length {
	n := max(nc, nl)
	switch {
	case n <= 6:
		return vg.Points(16)
	case n <= 12:
		return vg.Points(12)
	}
	return vg.Points(8)
}

// bords returns the outer edges of evenly spaced cell centres.
func bords(centres []float64) (float64, float64) {
	pas := 1.0
	if len(centres) > 1 {
		pas = centres[1] - centres[0]
	}
	return centres[0] - float64(pas/2), centres[len(centres)-1] + float64(pas/2)
}

// graduations marks every cell centre with its name, or else its value.
func graduations(l langue.Langue, centres []float64, noms []string) gonumplot.ConstantTicks {
	t := make(gonumplot.ConstantTicks, len(centres))
	for i, v := range centres {
		t[i] = gonumplot.Tick{Value: v, Label: etiquette(l, v, v)}
		if i < len(noms) {
			t[i].Label = noms[i]
		}
	}
	return t
}

// contraste returns white on the darker part of the palette and black on the lighter part.
func contraste(couleurs []color.Color, t float64) color.Color {
	if math.IsNaN(t) {
		t = 0
	}
	i := int(math.Round(t * float64(len(couleurs)-1)))
	i = min(max(i, 0), len(couleurs)-1)
	r, g, b, _ := couleurs[i].RGBA()
	// Relative luminance, ITU-R BT.709 weights on 16-bit channels.
	if float64(0.2126*float64(r))+float64(0.7152*float64(g))+float64(0.0722*float64(b)) < 0.5*0xffff {
		return color.White
	}
	return color.Black
}

// degrade is a palette interpolated linearly between a few anchor colours.
type degrade []color.Color

// Colors returns the palette's colours (gonum's palette.Palette).
func (d degrade) Colors() []color.Color { return d }

// degradeViridis approximates matplotlib's viridis with 256 colours from five of its anchors.
var degradeViridis = interpoler(256, []color.RGBA{
	{68, 1, 84, 255}, {59, 82, 139, 255}, {33, 145, 140, 255}, {94, 201, 98, 255}, {253, 231, 37, 255},
})

func interpoler(n int, ancres []color.RGBA) degrade {
	d := make(degrade, n)
	for i := range d {
		t := float64(float64(i) / float64(n-1) * float64(len(ancres)-1))
		k := min(int(t), len(ancres)-2)
		f := t - float64(k)
		a, b := ancres[k], ancres[k+1]
		mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + float64(f*(float64(y)-float64(x))))) }
		d[i] = color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 255}
	}
	return d
}
