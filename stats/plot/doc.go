// Package plot draws the toolkit's charts (histograms, curves, heat maps with their colour bar)
// with gonum/plot, in PNG, SVG or PDF according to the file name's extension. Titles and axes are
// the caller's, with their units; numbers are French (a decimal comma) unless a chart is given
// the English language (EnLangue, CarteChaleur.Langue). A chart's size is given in pixels (LireDimensions reads "1600x1000";
// 1200 × 750 by default): a PNG has exactly those pixels, SVG and PDF the same size at ParPouce.
// Axes are graduated by Graduations, at steps of 1, 2, 2.5 or 5 times a power of ten.
//
// The charts are made to be projected and printed in grey: the lines of data are 3 pixels wide
// at the default size, the curves take Okabe and Ito's colour-blind-safe colours, each with its
// own dashes and markers, and above the default size text, lines and margins grow with the image
// (Agrandissement): a chart at 1920 × 1080 is the default chart, 1.44 times larger.
package plot
