package rostam

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"jeux/flux"
	"jeux/parametre"
	"jeux/stats"
)

// ResultatPartie is one game played from a position, with its trace when asked for.
type ResultatPartie struct {
	N          int    `json:"N"`
	Position   string `json:"position"`
	Gagnant    int    `json:"gagnant" titre:"gagnant (0 : aucun)"`
	Plis       int    `json:"plis"`
	Infinie    bool   `json:"infinie"`
	Preperiode int    `json:"preperiode" titre:"prépériode" unite:"plis"`
	Periode    int    `json:"periode" titre:"période" unite:"plis"`
	Type       string `json:"type"`
	Mot        string `json:"mot"`
	// Trace replays the game trick by trick as it is written: Theorem 2's game for K = 63, a
	// million tricks of 254 cards, is gigabytes of text, never held in memory.
	Trace flux.Flux[EtapeTrace] `json:"trace,omitempty" titre:"déroulement"`
}

// EtapeTrace is one trick of a trace: the two cards, the winner's letter, the position after.
type EtapeTrace struct {
	Pli      int    `json:"pli"`
	Carte1   int    `json:"carte1" titre:"carte j1"`
	Carte2   int    `json:"carte2" titre:"carte j2"`
	Lettre   string `json:"lettre" titre:"gagnant"`
	Position string `json:"position" titre:"position après le pli"`
}

// plisEntreVerifications is how many tricks a trace writes between two looks at its context: a
// few milliseconds.
const plisEntreVerifications = 1 << 12

// JouePartie plays p to its end or to the exact detection of its cycle; with trace, every
// trick of the game (of its pre-period and one period for an infinite one) is listed, replayed
// while the trace is written.
func JouePartie(p Position, trace bool) ResultatPartie {
	r := Joue(p)
	res := ResultatPartie{N: p.N(), Position: p.String(), Gagnant: r.Gagnant, Plis: r.Plis, Infinie: r.Infinie,
		Preperiode: r.Preperiode, Periode: r.Periode, Type: r.Type(), Mot: r.Notation()}
	if trace {
		p := p.Copie()
		res.Trace = flux.Nouveau(func(ctx context.Context, yield func(EtapeTrace) bool) error {
			var err error
			Derouler(p, r.Plis, func(e Etape) bool {
				if e.Pli%plisEntreVerifications == 0 {
					if err = ctx.Err(); err != nil {
						return false
					}
				}
				return yield(EtapeTrace{e.Pli, e.Carte1, e.Carte2, string(e.Lettre), e.Apres.String()})
			})
			return err
		})
	}
	return res
}

// ResultatProfil is the compressed word of a position.
type ResultatProfil struct {
	Position string `json:"position"`
	N        int    `json:"N"`
	Infinie  bool   `json:"infinie"`
	Mot      string `json:"mot"`
}

// Profil plays p and gives its word.
func Profil(p Position) ResultatProfil {
	r := Joue(p)
	return ResultatProfil{Position: p.String(), N: p.N(), Infinie: r.Infinie, Mot: r.Notation()}
}

// ConfigSimulation is a run of random deals: Parties deals of N cards; Limite, when positive,
// also classifies them as the report did; Classe is the width of the histogram's classes
// (0: chosen for at most 60 rows).
type ConfigSimulation struct {
	N, Limite, Classe int
	Parties           int64
}

// Valider checks every field.
func (c ConfigSimulation) Valider() error {
	switch {
	case c.N < 2 || c.N >= MaxN:
		return &parametre.Erreur{Nom: "cartes", Valeur: strconv.FormatInt(int64(c.N), 10), Code: CodeCartesSimulation, Args: []any{MaxN - 1}}
	case c.Limite < 0:
		return &parametre.Erreur{Nom: "limite", Valeur: strconv.FormatInt(int64(c.Limite), 10), Code: CodeLimite}
	case c.Classe < 0:
		return &parametre.Erreur{Nom: "largeur", Valeur: strconv.FormatInt(int64(c.Classe), 10), Code: CodeLargeur}
	case c.Parties < 1:
		return &parametre.Erreur{Nom: "nombre", Valeur: strconv.FormatInt(c.Parties, 10), Code: CodeNombreDonnes}
	}
	return nil
}

// ComparaisonLimite is the report's method: a game not finished within Limite tricks is unknown.
type ComparaisonLimite struct {
	Limite    int     `json:"limite" unite:"plis"`
	J1        int64   `json:"j1" titre:"joueur 1"`
	J2        int64   `json:"j2" titre:"joueur 2"`
	Inconnues int64   `json:"inconnues" titre:"inconnues"`
	PartJ1    float64 `json:"part_j1" titre:"part joueur 1" rendu:"part" erreur:"Parties"`
	PartJ2    float64 `json:"part_j2" titre:"part joueur 2" rendu:"part" erreur:"Parties"`
	PartInc   float64 `json:"part_inconnues" titre:"part inconnues" rendu:"part" erreur:"Parties"`
	// FiniesAuDela are the finished games longer than the limit, counted unknown by it.
	FiniesAuDela int64 `json:"finies_au_dela" titre:"parties finies au-delà de la limite"`
	// Parties is the number of deals the shares are of: their sampling error.
	Parties int64 `json:"-"`
}

// ResumeDurees summarises the durations of the finished games.
type ResumeDurees struct {
	Min        int              `json:"min" unite:"plis"`
	Max        int              `json:"max" unite:"plis"`
	Moyenne    float64          `json:"moyenne" decimales:"2" unite:"plis" erreur:"ecart_type/Finies"`
	Mediane    float64          `json:"mediane" titre:"médiane" decimales:"1" unite:"plis" erreur:"ecart_type/Finies"`
	Mode       int              `json:"mode" unite:"plis"`
	Plage95    stats.Intervalle `json:"plage95" titre:"plage centrale à 95 % [q(0.025) ; q(0.975)]" decimales:"0" unite:"plis"`
	EcartType  float64          `json:"ecart_type" titre:"écart-type" decimales:"2" unite:"plis" erreur:"ecart_type/Finies"`
	PartPaires float64          `json:"part_paire" titre:"part des durées paires" rendu:"part" erreur:"Finies"`
	// Finies is the number of finished games the figures are drawn from: their sampling error.
	Finies int64 `json:"-"`
}

// Classe is one class of a histogram: the values [Debut, Fin], their count and share.
type Classe struct {
	Debut    int     `json:"debut" titre:"de" unite:"plis"`
	Fin      int     `json:"fin" titre:"à" unite:"plis"`
	Effectif int64   `json:"effectif"`
	Part     float64 `json:"part" rendu:"part" erreur:"effectif÷part"`
}

// Effectif is a value of a histogram with its count.
type Effectif struct {
	Valeur   int   `json:"valeur"`
	Effectif int64 `json:"effectif"`
}

// ResultatSimulation is the outcome of random deals.
type ResultatSimulation struct {
	N        int                `json:"N"`
	Parties  int64              `json:"parties" titre:"donnes"`
	J1       int64              `json:"j1" titre:"gagnées par le joueur 1"`
	J2       int64              `json:"j2" titre:"gagnées par le joueur 2"`
	Infinies int64              `json:"infinies" titre:"infinies"`
	Issues   []stats.Issue      `json:"issues" titre:"issues"`
	Limite   *ComparaisonLimite `json:"limite,omitempty" titre:"méthode du rapport (tableau B.2)"`
	Durees   *ResumeDurees      `json:"durees,omitempty" titre:"durées des parties finies (plis)"`
	Classes  []Classe           `json:"classes_durees,omitempty" titre:"histogramme des durées des parties finies (tableau B.1)"`
	// The histograms, value by value.
	HistoDurees []Effectif `json:"histogramme_durees" rendu:"-"`
	Periodes    []Effectif `json:"periodes" titre:"périodes des parties infinies"`
	// Intitule heads the first table: the command line writes it, in the user's language.
	Intitule string `json:"-"`
}

// Titre heads the first table.
func (r ResultatSimulation) Titre() string { return r.Intitule }

// Resultat summarises the simulation, with the durations grouped in classes of width classe
// (0: at most 60 classes).
func (b *BilanSimulation) Resultat(classe int) ResultatSimulation {
	r := ResultatSimulation{N: b.N, Parties: b.Parties, J1: b.J1, J2: b.J2, Infinies: b.Infinies,
		HistoDurees: effectifs(&b.Durees), Periodes: effectifs(&b.Periodes)}
	for _, x := range []struct {
		nom string
		k   int64
	}{{"joueur 1", b.J1}, {"joueur 2", b.J2}, {"infinie", b.Infinies}} {
		r.Issues = append(r.Issues, stats.NouvelleIssue(x.nom, x.k, b.Parties))
	}
	if b.Limite > 0 {
		part := func(k int64) float64 { return float64(k) / float64(b.Parties) }
		r.Limite = &ComparaisonLimite{Limite: b.Limite, J1: b.J1Limite, J2: b.J2Limite, Inconnues: b.Inconnues,
			PartJ1: part(b.J1Limite), PartJ2: part(b.J2Limite), PartInc: part(b.Inconnues), FiniesAuDela: b.Inconnues - b.Infinies, Parties: b.Parties}
	}
	if b.Durees.Total() > 0 {
		s := b.Durees.Summary()
		r.Durees = &ResumeDurees{Min: s.Min, Max: s.Max, Moyenne: s.Mean, Mediane: s.Median, Mode: s.Mode,
			Plage95: stats.Intervalle{Bas: float64(s.IC95[0]), Haut: float64(s.IC95[1])}, EcartType: s.StdDev, PartPaires: s.EvenShare,
			Finies: b.Durees.Total()}
		r.Classes = classes(&b.Durees, classe)
	}
	return r
}

func effectifs(h *stats.Histogram) []Effectif {
	l := []Effectif{}
	h.Each(func(v int, n int64) { l = append(l, Effectif{v, n}) })
	return l
}

// LargeurClasses is the width of the classes of a histogram of durations when none is chosen:
// at most 60 classes, and an even width above 1. With an even number of cards every finished
// game lasts an odd number of tricks, so classes of odd width would hold alternately one more
// and one fewer possible duration, and draw a saw-tooth that is not in the data.
func LargeurClasses(h *stats.Histogram) int {
	largeur := max(1, (h.Max()+59)/60)
	if largeur > 1 && largeur%2 == 1 {
		largeur++
	}
	return largeur
}

// classes groups a histogram in classes of the given width (0: LargeurClasses).
func classes(h *stats.Histogram, largeur int) []Classe {
	if largeur == 0 {
		largeur = LargeurClasses(h)
	}
	var l []Classe
	h.Classes(largeur).Each(func(debut int, somme int64) {
		l = append(l, Classe{debut, debut + largeur - 1, somme, float64(somme) / float64(h.Total())})
	})
	return l
}

// CycleListe is a distinct cycle of an enumeration, named by its smallest position, with the
// word of its periodic part as partie writes it ("(ba2b)∞").
type CycleListe struct {
	Position string `json:"position"`
	Periode  int    `json:"periode" titre:"période" unite:"plis"`
	Type     string `json:"type"`
	Mot      string `json:"mot"`
	Donnes   int64  `json:"donnes"`
}

// ResultatExhaustif is the outcome of every deal of N cards.
type ResultatExhaustif struct {
	N               int     `json:"N"`
	CartesJ1        int     `json:"cartes_j1" titre:"cartes du joueur 1"`
	Donnes          int64   `json:"donnes"`
	J1              int64   `json:"j1" titre:"gagnées par le joueur 1"`
	J2              int64   `json:"j2" titre:"gagnées par le joueur 2"`
	Infinies        int64   `json:"infinies"`
	PartInfinies    float64 `json:"part_infinies" titre:"part infinie" rendu:"part" decimales:"6"`
	DureeMax        int     `json:"duree_max" titre:"durée max" unite:"plis"`
	DonneMax        *string `json:"donne_max" titre:"donne la plus longue"`
	DureeMoyenne    float64 `json:"duree_moyenne" titre:"durée moyenne" unite:"plis"`
	MotsDistincts   *int64  `json:"mots_distincts" titre:"mots distincts"`
	CyclesDistincts *int    `json:"cycles_distincts" titre:"cycles distincts"`
	// Periodes maps each period to the number of deals that end in a cycle of it.
	Periodes []Effectif   `json:"periodes" titre:"périodes des parties infinies (donnes)"`
	Cycles   []CycleListe `json:"cycles" titre:"cycles distincts (chacun nommé par sa plus petite position)"`
	Durees   []Effectif   `json:"durees" rendu:"-"`
	// Intitule heads the first table: the command line writes it, in the user's language.
	Intitule string `json:"-"`
}

// ResultatMots is an enumeration with the words of its finished games listed, each with its
// number of deals (ListeMots): N = 12 has 3,107,502, written as they are streamed.
type ResultatMots struct {
	ResultatExhaustif
	Mots flux.Flux[MotCompte] `json:"mots,omitempty" titre:"mots des parties finies"`
}

// ResultatInfinies is an enumeration with its non-ending deals listed (ListeInfinies), played
// again as they are written: N = 11 has 28,223,770.
type ResultatInfinies struct {
	ResultatExhaustif
	DonnesInfinies flux.Flux[DonneInfinie] `json:"donnes_infinies,omitempty" titre:"donnes infinies"`
}

// Titre heads the first table.
func (r ResultatExhaustif) Titre() string { return r.Intitule }

// Resultat gives the figures of a complete enumeration.
func (d *Decompte) Resultat() ResultatExhaustif {
	r := ResultatExhaustif{N: d.N, CartesJ1: d.N / 2, Donnes: d.Donnes, J1: d.J1, J2: d.J2, Infinies: d.Infinies,
		PartInfinies: float64(d.Infinies) / float64(d.Donnes), DureeMax: d.DureeMax, DureeMoyenne: d.DureeMoyenne(),
		Periodes: []Effectif{}, Cycles: []CycleListe{}, Durees: []Effectif{}}
	if d.DonneMax >= 0 {
		s := d.PositionMax().String()
		r.DonneMax = &s
	}
	if d.CompterMots {
		k := d.MotsDistincts
		r.MotsDistincts = &k
	}
	for v, k := range d.Durees {
		if k > 0 {
			r.Durees = append(r.Durees, Effectif{v, k})
		}
	}
	for _, p := range slices.Sorted(maps.Keys(d.Periodes)) {
		r.Periodes = append(r.Periodes, Effectif{p, d.Periodes[p]})
	}
	for _, c := range d.ListeCycles() {
		r.Cycles = append(r.Cycles, CycleListe{c.Position.String(), c.Periode, c.Type, c.Mot, c.Donnes})
	}
	if !d.SansCycles {
		k := len(r.Cycles)
		r.CyclesDistincts = &k
	}
	return r
}

// ResultatRealisable says whether a word is the profile of a whole game, and why.
type ResultatRealisable struct {
	Mot        string   `json:"mot"`
	N          int      `json:"N"`
	Realisable bool     `json:"realisable" titre:"réalisable"`
	Raison     string   `json:"raison"`
	Position   *string  `json:"position" titre:"position (numérotation du rapport)"`
	Cycle      string   `json:"cycle,omitempty" titre:"cycle d'inégalités"`
	Compte     *int64   `json:"compte,omitempty" titre:"positions qui le réalisent"`
	Positions  []string `json:"positions,omitempty" titre:"positions qui réalisent le mot"`
	Inegalites []string `json:"inegalites" titre:"inégalités"`
	// PhraseRaison is Raison, which the command line writes in the user's language.
	PhraseRaison Phrase `json:"-"`
}

// Resultat gives the verdict on the word mot (as it is shown), counting or listing the
// positions that realise it when asked.
func (v Verdict) Resultat(mot string, compte, toutes bool) ResultatRealisable {
	r := ResultatRealisable{Mot: mot, N: v.N, Realisable: v.Realisable, PhraseRaison: v.Raison, Inegalites: []string{}}
	if v.Realisable {
		s := v.Position.String()
		r.Position = &s
	}
	if v.Cycle != nil {
		r.Cycle = v.TexteCycle()
	}
	for _, e := range v.Inegalites {
		r.Inegalites = append(r.Inegalites, e.String())
	}
	if compte {
		k := v.CompteRealisations()
		r.Compte = &k
	}
	if toutes {
		r.Positions = []string{}
		for _, p := range v.Toutes() {
			r.Positions = append(r.Positions, p.String())
		}
	}
	return r
}

// GrapheDOT is the graph of inequalities of a word in Graphviz's DOT language: an arc xi -> xj
// for xi < xj, the cycle in red when there is one, each vertex labelled with its value when the
// word is realisable.
type GrapheDOT struct {
	Verdict Verdict
	Mot     string
}

// EcrireTexte writes the graph.
func (g GrapheDOT) EcrireTexte(w io.Writer) error {
	var b strings.Builder
	v := g.Verdict
	fmt.Fprintf(&b, "digraph %q {\n", "mot "+g.Mot)
	b.WriteString("  rankdir=LR;\n")
	valeurs := v.Valeurs()
	for i := 0; i < v.N; i++ {
		etiquette := fmt.Sprintf("x%d", i+1)
		if valeurs != nil {
			etiquette += fmt.Sprintf(" = %d", valeurs[i])
		}
		fmt.Fprintf(&b, "  x%d [label=%q];\n", i+1, etiquette)
	}
	rouge := map[[2]int]bool{}
	for i, x := range v.Cycle {
		rouge[[2]int{x, v.Cycle[(i+1)%len(v.Cycle)]}] = true
	}
	for _, e := range v.Inegalites {
		attr := ""
		if rouge[[2]int{e.Petit, e.Grand}] {
			attr = " [color=red]"
		}
		fmt.Fprintf(&b, "  x%d -> x%d%s;\n", e.Petit+1, e.Grand+1, attr)
	}
	b.WriteString("}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// Realisable is the question of rostam realisable on the word Mot as typed: its verdict, with the
// positions that realise it counted (Compte) or listed (Toutes), or its graph of inequalities (Dot).
type Realisable struct {
	Mot                 string
	Toutes, Compte, Dot bool
}

// Reponse reads the word and answers: a GrapheDOT when Dot, a ResultatRealisable otherwise. A word
// that cannot be read, or that asks for more than MaxN cards, is refused by the error of LireMot or
// Realisabilite; positions to count or list of more than MaxExtensions cards by an
// *parametre.Erreur of "toutes/compte".
func (r Realisable) Reponse() (any, error) {
	m, err := LireMot(r.Mot)
	if err != nil {
		return nil, err
	}
	v, err := Realisabilite(m)
	if e, ok := err.(*parametre.Erreur); ok {
		e.Valeur = strconv.Quote(r.Mot)
	}
	if err != nil {
		return nil, err
	}
	if (r.Toutes || r.Compte) && v.N > MaxExtensions {
		return nil, &parametre.Erreur{Nom: "toutes/compte", Code: CodeExtensions, Args: []any{v.N, MaxExtensions}}
	}
	mot := MotEcrit(r.Mot, m)
	if r.Dot {
		return GrapheDOT{Verdict: v, Mot: mot}, nil
	}
	return v.Resultat(mot, r.Compte, r.Toutes), nil
}

// MaxK is the largest K of Theorem 2's construction that the engine plays (N = 4K+2 < MaxN).
const MaxK = (MaxN - 2) / 4

// ResultatInfinie is Theorem 2's infinite game for N = 4K+2, against its formula.
type ResultatInfinie struct {
	K          int    `json:"k" titre:"K"` // K of Theorem 2's construction, N = 4K+2 cards.
	N          int    `json:"N"`
	Position   string `json:"position" titre:"position P'"`
	Infinie    bool   `json:"infinie"`
	Preperiode int    `json:"preperiode" titre:"prépériode"`
	Periode    int    `json:"periode" titre:"période"`
	Formule    int64  `json:"formule" titre:"4·ppcm(K−1, K+1, 2K+1)"`
	Accord     bool   `json:"accord"`
	Type       string `json:"type"`
}

// Infinie plays Theorem 2's position for k and compares its period with the formula.
func Infinie(k int) (ResultatInfinie, error) {
	if k < 2 || k > MaxK {
		return ResultatInfinie{}, &parametre.Erreur{Nom: "k", Valeur: strconv.FormatInt(int64(k), 10), Code: CodeK, Args: []any{MaxK}}
	}
	p := PositionInfinie(k)
	r := Joue(p)
	f := FormuleInfinie(k)
	return ResultatInfinie{K: k, N: p.N(), Position: p.String(), Infinie: r.Infinie, Preperiode: r.Preperiode,
		Periode: r.Periode, Formule: f, Accord: r.Infinie && int64(r.Periode) == f, Type: r.Type()}, nil
}

// ResultatCycle is a position of N cards that returns to itself, or why none is known.
type ResultatCycle struct {
	N        int    `json:"N"`
	Connu    bool   `json:"connu" titre:"cycle connu"`
	Position string `json:"position,omitempty"`
	CartesJ1 int    `json:"cartes_j1,omitempty" titre:"cartes du joueur 1"`
	Periode  int64  `json:"periode,omitempty" titre:"période"`
	Mot      string `json:"mot,omitempty" titre:"mot périodique"`
	Methode  string `json:"methode,omitempty" titre:"méthode"`
	Raison   string `json:"raison,omitempty" rendu:"note"`
	// PhraseMethode and PhraseRaison are Methode and Raison, which the command line writes in the
	// user's language.
	PhraseMethode Phrase `json:"-"`
	PhraseRaison  Phrase `json:"-"`
}

// CycleDe gives a position of n cards that returns to itself (see ConstruitCycle), or, for
// n = 2^k or 3·2^k, says why none is known.
func CycleDe(n int) (ResultatCycle, error) {
	c, err := ConstruitCycle(n)
	var sans *ErreurSansCycle
	if errors.As(err, &sans) {
		return ResultatCycle{N: n, PhraseRaison: sans.Phrase()}, nil
	}
	if err != nil {
		return ResultatCycle{}, err
	}
	return ResultatCycle{N: n, Connu: true, Position: c.Position.String(), CartesJ1: len(c.Position.J1),
		Periode: c.Periode, Mot: c.Notation(), PhraseMethode: c.Methode}, nil
}
