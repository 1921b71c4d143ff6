package plot

import (
	"fmt"
	"strconv"
	"strings"

	"jeux/internal/langue"

	"gonum.org/v1/plot/vg"
)

// Default size of a chart in pixels, and the bounds of each side. 1200 × 750 is wide enough for
// a hundred histogram bars and keeps 12-point text legible when the image is shown at half size.
const (
	LargeurDefaut = 1200
	HauteurDefaut = 750
	CoteMin       = 200
	CoteMax       = 10000
)

// TailleDefaut is LargeurDefaut×HauteurDefaut written as LireDimensions reads it.
var TailleDefaut = fmt.Sprintf("%dx%d", LargeurDefaut, HauteurDefaut)

// ParPouce is the resolution gonum/plot gives a PNG: a chart of w pixels is w·72/ParPouce points
// wide, and SVG and PDF files get the same size in points.
const ParPouce = 96

// LireDimensions reads a chart size "LxH" in pixels (width, an x, height; "1600x1000"), each side
// from CoteMin to CoteMax. Its error is French, one line, and says what is accepted.
func LireDimensions(s string) (largeur, hauteur int, err error) {
	l, h, ok := strings.Cut(strings.ToLower(s), "x")
	if ok {
		largeur, err = cote(l)
		if err == nil {
			hauteur, err = cote(h)
		}
	}
	if !ok || err != nil {
		return 0, 0, langue.Errorf("%q refusé : largeur x hauteur en pixels, chacune de %d à %d (par exemple %s)", s, CoteMin, CoteMax, TailleDefaut)
	}
	return largeur, hauteur, nil
}

// cote reads one side: decimal digits only (no sign, no space), within the bounds.
func cote(s string) (int, error) {
	if s == "" || len(s) > 5 || strings.Trim(s, "0123456789") != "" {
		return 0, fmt.Errorf("pas un nombre de pixels")
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < CoteMin || n > CoteMax {
		return 0, fmt.Errorf("hors bornes")
	}
	return n, nil
}

// points converts pixels to the length gonum/plot draws in.
func points(pixels int) vg.Length {
	return vg.Length(pixels) * vg.Inch / ParPouce
}
