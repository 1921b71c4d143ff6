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
