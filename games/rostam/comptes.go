package rostam

// CompteExhaustif is what the exhaustive enumeration of n cards found: its deals and how many
// never end, with where the figure comes from.
type CompteExhaustif struct {
	N        int
	Donnes   int64
	Infinies int64
	Source   string
}

// ComptesPublies are the exhaustive counts of N = 2 to 15 as jeux published them (player 1
// holds ⌊N/2⌋ cards), kept in the program so that a chart needs no enumeration; docs/rostam.md
// gives the whole tables and the tests check N ≤ 9 against a deliberately simple enumeration.
var ComptesPublies = []CompteExhaustif{
	{2, 2, 0, "jeux rostam exhaustif -N 2"},
	{3, 6, 0, "jeux rostam exhaustif -N 3"},
	{4, 24, 0, "jeux rostam exhaustif -N 4"},
	{5, 120, 30, "jeux rostam exhaustif -N 5"},
	{6, 720, 0, "jeux rostam exhaustif -N 6"},
	{7, 5_040, 2_304, "jeux rostam exhaustif -N 7"},
	{8, 40_320, 0, "jeux rostam exhaustif -N 8"},
	{9, 362_880, 218_680, "jeux rostam exhaustif -N 9"},
	{10, 3_628_800, 395_940, "jeux rostam exhaustif -N 10"},
	{11, 39_916_800, 28_223_770, "jeux rostam exhaustif -N 11"},
	{12, 479_001_600, 0, "jeux rostam exhaustif -N 12"},
	{13, 6_227_020_800, 4_880_546_113, "resultats/rostam-13 (16 parts, 23 novembre 2026)"},
	{14, 87_178_291_200, 3_790_165_176, "resultats/rostam-14 (64 parts, 23 novembre 2026)"},
	{15, 1_307_674_368_000, 1_095_264_882_758, "resultats/rostam-15 (4 096 parts, 24 au 26 novembre 2026)"},
}
