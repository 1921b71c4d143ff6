// Package rendu writes every command's results in the format the user asked for: an ASCII
// table, a Markdown table, CSV, CSV for a French spreadsheet (csv-fr) or JSON. Commands describe
// their results once, as a Sortie, and never format them themselves.
//
// Labels are French; numbers use a decimal point, so that the same figure reads the same in a
// table and in a machine format, except in csv-fr, made for a spreadsheet set to French.
package rendu
