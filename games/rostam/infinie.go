package rostam

// PositionInfinie builds the starting position P' of the report's Theorem 2 for N = 4k+2
// cards (k >= 2). With g_i = N-k+i (i = 1..k), p_i = i (i = 1..k+1) and x_i = k+1+i
// (i = 1..2k+1), player 1 holds p_{k+1}, x_{2k}, p_k, ..., x_6, p_3, g_1, x_1, x_2, p_1 and
// player 2 holds x_{2k+1}, g_k, x_{2k-1}, ..., g_3, x_5, x_3, p_2, g_2, x_4; player 2 wins the
// first 2k-3 tricks, which lead to the report's periodic position P.
func PositionInfinie(k int) Position {
	if k < 2 {
		panic("rostam: PositionInfinie demande k >= 2")
	}
	n := 4*k + 2
	g := func(i int) int { return n - k + i }
	p := func(i int) int { return i }
	x := func(i int) int { return k + 1 + i }
	j1 := []int{p(k + 1)}
	j2 := []int{x(2*k + 1)}
	for j := k; j >= 3; j-- {
		j1 = append(j1, x(2*j), p(j))
		j2 = append(j2, g(j), x(2*j-1))
	}
	j1 = append(j1, g(1), x(1), x(2), p(1))
	j2 = append(j2, x(3), p(2), g(2), x(4))
	return Position{J1: j1, J2: j2}
}

// FormuleInfinie is the report's period of that game, 4·lcm(k-1, k+1, 2k+1).
func FormuleInfinie(k int) int64 {
	return 4 * ppcm(ppcm(int64(k-1), int64(k+1)), int64(2*k+1))
}

func ppcm(a, b int64) int64 {
	x, y := a, b
	for y != 0 {
		x, y = y, x%y
	}
	return a / x * b
}
