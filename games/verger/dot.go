package verger

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strings"
)

// DOT is the state graph of a chain in Graphviz's language, drawn as the source draws it: nodes
// named A, B, … (then AA, AB, …) labelled with their state, one rank per advance from the start
// (Config.Avancement), the final states last, 💀 for défaite and 🎉 for victoire.
type DOT struct {
	Graphe *Graphe
}

// EcrireTexte writes the graph.
func (d DOT) EcrireTexte(w io.Writer) error {
	g := d.Graphe
	b := bufio.NewWriter(w)
	b.WriteString("digraph {\n")
	libelle := map[int]string{g.Defaite(): "💀", g.Victoire(): "🎉"}
	for i := range g.Len() {
		l, ok := libelle[i]
		if !ok {
			l = g.Libelle(i)
		}
		fmt.Fprintf(b, "  %s[label=\"%s\\n%s\", shape=circle];\n", nomDOT(i), nomDOT(i), l)
	}
	b.WriteString("\n")
	niveau := func(i int) int {
		if i >= len(g.Etats) {
			return math.MaxInt
		}
		return g.Config.Avancement(g.Etats[i])
	}
	for i := 0; i < g.Len(); {
		j := i
		var noms []string
		for ; j < g.Len() && niveau(j) == niveau(i); j++ {
			noms = append(noms, nomDOT(j)+";")
		}
		fmt.Fprintf(b, "  {rank=same; %s}\n", strings.Join(noms, " "))
		i = j
	}
	b.WriteString("\n")
	for _, t := range g.Transitions {
		fmt.Fprintf(b, "  %s -> %s[label=\"%s\"];\n", nomDOT(t.De), nomDOT(t.Vers), t.Probabilite.RatString())
	}
	fmt.Fprintf(b, "\n  %s -> %s[label=\"1\"];\n", nomDOT(g.Defaite()), nomDOT(g.Defaite()))
	fmt.Fprintf(b, "  %s -> %s[label=\"1\"];\n}\n", nomDOT(g.Victoire()), nomDOT(g.Victoire()))
	return b.Flush()
}

// nomDOT names node i as a spreadsheet names its columns: A … Z, AA, AB, …
func nomDOT(i int) string {
	s := ""
	for i++; i > 0; i = (i - 1) / 26 {
		s = string(rune('A'+(i-1)%26)) + s
	}
	return s
}
