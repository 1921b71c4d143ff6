package bataille

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"jeux/parametre"
)

// ChoixExhaustif holds the options of an exhaustive enumeration as the command line gives them.
type ChoixExhaustif struct {
	Couleurs, Valeurs int
	Ramassage         NomRamassageDeterministe
}

// Config reads the pick-up mode and checks the deck.
func (c ChoixExhaustif) Config() (ConfigExhaustif, error) {
	mode, err := LireRamassage(string(c.Ramassage))
	if err != nil || mode == Aleatoire {
		return ConfigExhaustif{}, &parametre.Erreur{Nom: "ramassage", Valeur: strconv.Quote(string(c.Ramassage)), Code: CodeRamassageExhaustif}
	}
	cfg := ConfigExhaustif{Couleurs: c.Couleurs, Valeurs: c.Valeurs, Ramassage: mode}
	return cfg, cfg.Valider()
}

// EffectifPeriode is one period with the number of deals whose game ends in a cycle of it.
type EffectifPeriode struct {
	Periode int   `json:"periode" titre:"période"`
	Donnes  int64 `json:"donnes"`
}

// CycleDistinct is a distinct cycle: its smallest position, its period and the deals that reach it.
type CycleDistinct struct {
	J1      string `json:"j1" titre:"joueuse 1"`
	J2      string `json:"j2" titre:"joueuse 2"`
	Periode int    `json:"periode" titre:"période"`
	Donnes  int64  `json:"donnes"`
}

// ResultatExhaustif is the outcome of every deal of a deck.
type ResultatExhaustif struct {
	Couleurs  int    `json:"couleurs"`
	Valeurs   int    `json:"valeurs"`
	Ramassage string `json:"ramassage"`
	// Donnes counts every arrangement of the deck.
	Donnes int64 `json:"donnes"`
	// Positions counts the positions played, each once for the deals that reach it when the
	// dealt cards run out (exhaustif_etats.go).
	Positions    int64   `json:"positions" titre:"positions jouées"`
	J1           int64   `json:"j1" titre:"gagnées par la joueuse 1"`
	J2           int64   `json:"j2" titre:"gagnées par la joueuse 2"`
	Nulles       int64   `json:"nulles"`
	Infinies     int64   `json:"infinies"`
	PartInfinies float64 `json:"part_infinies" titre:"part infinie" rendu:"part" decimales:"6"`
	DureeMoyenne float64 `json:"duree_moyenne" titre:"durée moyenne (parties finies)" decimales:"4"`
	DureeMax     int     `json:"duree_max" titre:"durée max" unite:"plis"`
	// J1Max and J2Max are the smallest deal that lasts DureeMax (DecompteExhaustif.DonneMax) (nil when none is finished).
	J1Max *string `json:"j1_max" titre:"plus longue : joueuse 1"`
	J2Max *string `json:"j2_max" titre:"plus longue : joueuse 2"`
	// CyclesDistincts is nil when they were more than MaxCyclesExhaustif.
	CyclesDistincts *int              `json:"cycles_distincts" titre:"cycles distincts"`
	Periodes        []EffectifPeriode `json:"periodes" titre:"périodes des parties infinies (donnes)"`
	Cycles          []CycleDistinct   `json:"cycles" titre:"cycles distincts (chacun nommé par sa plus petite position)"`
	Durees          []Effectif        `json:"durees" rendu:"-"`
}

// DureeMoyenne is the mean length of the finished games (0 when none is).
func (d *DecompteExhaustif) DureeMoyenne() float64 {
	var s, k int64
	for v, n := range d.Durees {
		s += int64(v) * n
		k += n
	}
	if k == 0 {
		return 0
	}
	return float64(s) / float64(k)
}

// Resultat gives the figures of a complete enumeration.
func (d *DecompteExhaustif) Resultat() ResultatExhaustif {
	r := ResultatExhaustif{Couleurs: d.Couleurs, Valeurs: d.Valeurs, Ramassage: d.Ramassage, Donnes: d.Donnes, Positions: d.Positions,
		J1: d.J1, J2: d.J2, Nulles: d.Nulles, Infinies: d.Infinies, DureeMoyenne: d.DureeMoyenne(), DureeMax: d.DureeMax,
		Periodes: []EffectifPeriode{}, Cycles: []CycleDistinct{}, Durees: []Effectif{}}
	if d.Donnes > 0 {
		r.PartInfinies = float64(d.Infinies) / float64(d.Donnes)
	}
	if h := len(d.DonneMax) / 2; h > 0 {
		j1, j2 := ecrirePile(d.DonneMax[:h]), ecrirePile(d.DonneMax[h:])
		r.J1Max, r.J2Max = &j1, &j2
	}
	for v, k := range d.Durees {
		if k > 0 {
			r.Durees = append(r.Durees, Effectif{v, k})
		}
	}
	for _, p := range slices.Sorted(maps.Keys(d.Periodes)) {
		r.Periodes = append(r.Periodes, EffectifPeriode{p, d.Periodes[p]})
	}
	if !d.CyclesIncomplets {
		b, n := bitsCarte(d.Valeurs), d.Couleurs*d.Valeurs
		for _, c := range d.Cycles {
			r.Cycles = append(r.Cycles, CycleDistinct{ecrirePile(deballePile(c.Q1, c.N1, b)), ecrirePile(deballePile(c.Q2, n-c.N1, b)), c.Periode, c.Donnes})
		}
		k := len(r.Cycles)
		r.CyclesDistincts = &k
	}
	return r
}

// ecrirePile writes a pile as LireDonne reads it: values top first, separated by spaces.
func ecrirePile(p []int) string {
	s := make([]string, len(p))
	for i, v := range p {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, " ")
}
