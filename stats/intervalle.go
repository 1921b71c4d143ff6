package stats

// Intervalle is a range of values [Bas, Haut]: a confidence interval, or the range that holds
// the central 95 % of a distribution. Outputs write it as two numbers, never as text.
type Intervalle struct {
	Bas  float64 `json:"bas"`
	Haut float64 `json:"haut"`
}

// IntervalleWilson is the Wilson score interval at 95 % of the proportion p.
func IntervalleWilson(p Proportion) Intervalle {
	lo, hi := p.Wilson95()
	return Intervalle{lo, hi}
}

// Issue is one outcome of a number of trials: its count, its share and the Wilson interval at
// 95 % of the share.
type Issue struct {
	Issue   string     `json:"issue"`
	Parties int64      `json:"parties"`
	Part    float64    `json:"part" rendu:"part" erreur:"ic95_wilson"`
	IC95    Intervalle `json:"ic95_wilson" titre:"IC 95 % (Wilson)" rendu:"part" erreur:"ic95_wilson"`
}

// NouvelleIssue is the outcome nom, met k times in n trials.
func NouvelleIssue(nom string, k, n int64) Issue {
	p := Proportion{Hits: k, Trials: n}
	return Issue{nom, k, p.Value(), IntervalleWilson(p)}
}
