// Package plot draws the toolkit's charts (histograms, curves, heat maps) with gonum/plot, in
// PNG, SVG or PDF according to the file name's extension. Titles and axes are French.
package plot
