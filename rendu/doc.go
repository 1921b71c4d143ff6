// Package rendu writes every command's results in the format the user asked for: an ASCII
// table, a Markdown table, CSV or JSON. Commands describe their results once, as a Sortie, and
// never format them themselves.
//
// Labels are French; numbers always use a decimal point, so that the same figure reads the same
// in a table and in a machine format.
package rendu
