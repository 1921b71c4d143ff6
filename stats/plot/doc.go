// Package plot draws the toolkit's charts (histograms, curves, heat maps with their colour bar)
// with gonum/plot, in PNG, SVG or PDF according to the file name's extension. Titles and axes are
// the caller's, with their units; numbers are French (a decimal comma) unless a chart is given
// the English language (EnLangue, CarteChaleur.Langue). A chart's size is given in pixels (LireDimensions reads "1600x1000";
// 1200 × 750 by default): a PNG has exactly those pixels, SVG and PDF the same size at ParPouce.
// Axes are graduated by Graduations, at steps of 1, 2, 2.5 or 5 times a power of ten.
package plot
