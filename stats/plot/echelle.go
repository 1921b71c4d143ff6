package plot

import (
	"image"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// Agrandissement is how much a chart of largeur × hauteur pixels magnifies what it draws: text,
// lines, dashes, markers and margins are k times their size at the default size
// (LargeurDefaut × HauteurDefaut), k being the smaller of the two ratios of the sides, so that a
// chart laid out for the default size fills the image. Below the default size nothing shrinks
// (k = 1): the text stays legible and the layout takes the room it has.
func Agrandissement(largeur, hauteur int) float64 {
	k := min(float64(largeur)/LargeurDefaut, float64(hauteur)/HauteurDefaut)
	return max(1, k)
}

// loupe is a canvas that draws everything k times larger on the canvas it wraps: a chart laid
// out on a page k times smaller is drawn at the page's full size, its text and lines set at
// their real size (crisp in a PNG, real stroke widths and font sizes in an SVG), not stretched.
type loupe struct {
	vg.Canvas
	k float64
}

func (c loupe) l(x vg.Length) vg.Length  { return vg.Length(float64(x) * c.k) }
func (c loupe) p(pt vg.Point) vg.Point   { return vg.Point{X: c.l(pt.X), Y: c.l(pt.Y)} }
func (c loupe) SetLineWidth(w vg.Length) { c.Canvas.SetLineWidth(c.l(w)) }
func (c loupe) Translate(pt vg.Point)    { c.Canvas.Translate(c.p(pt)) }
func (c loupe) Stroke(p vg.Path)         { c.Canvas.Stroke(c.chemin(p)) }
func (c loupe) Fill(p vg.Path)           { c.Canvas.Fill(c.chemin(p)) }

func (c loupe) SetLineDash(motif []vg.Length, decalage vg.Length) {
	m := make([]vg.Length, len(motif))
	for i, x := range motif {
		m[i] = c.l(x)
	}
	c.Canvas.SetLineDash(m, c.l(decalage))
}

func (c loupe) FillString(f font.Face, pt vg.Point, texte string) {
	f.Font.Size = c.l(f.Font.Size)
	c.Canvas.FillString(f, c.p(pt), texte)
}

func (c loupe) DrawImage(r vg.Rectangle, img image.Image) {
	c.Canvas.DrawImage(vg.Rectangle{Min: c.p(r.Min), Max: c.p(r.Max)}, img)
}

// chemin is p k times larger.
func (c loupe) chemin(p vg.Path) vg.Path {
	q := make(vg.Path, len(p))
	for i, comp := range p {
		comp.Pos, comp.Radius = c.p(comp.Pos), c.l(comp.Radius)
		if comp.Control != nil {
			ctrl := make([]vg.Point, len(comp.Control))
			for j, pt := range comp.Control {
				ctrl[j] = c.p(pt)
			}
			comp.Control = ctrl
		}
		q[i] = comp
	}
	return q
}
