package bataille

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"jeux/flux"
	"jeux/parallel"
	"jeux/parametre"
)

// ResultatPartie is one game: its deal, its outcome and, when asked for, every trick.
type ResultatPartie struct {
	Regles      string `json:"regles" titre:"règles"`
	RamassageJ1 string `json:"ramassage_j1" titre:"ramassage j1"`
	RamassageJ2 string `json:"ramassage_j2" titre:"ramassage j2"`
	J1          string `json:"j1" titre:"pile de la joueuse 1"`
	J2          string `json:"j2" titre:"pile de la joueuse 2"`
	Plis        int    `json:"plis"`
	Gagnant     int    `json:"gagnant" titre:"gagnante (0 : nul ou infinie)"`
	Infinie     bool   `json:"infinie"`
	Preperiode  int    `json:"preperiode" titre:"prépériode" unite:"plis"`
	Periode     int    `json:"periode" titre:"période" unite:"plis"`
	// DonneDuFichier says which deal of a file of several was played (DonneLue.Description).
	DonneDuFichier string `json:"donne_du_fichier,omitempty" rendu:"note"`
	// Trace lists the tricks of a traced game; for an infinite game, until the first repeated
	// position. The game is played once more while the trace is written.
	Trace flux.Flux[PliTrace] `json:"trace,omitempty" titre:"Déroulement"`
}

// PliTrace is one trick of a traced game.
type PliTrace struct {
	Numero int `json:"pli" titre:"pli"`
	// Jeu tells the trick for people: "5 contre 5, bataille ; cachées 7 et 2 ; 9 contre 3". The
	// engine leaves it empty: the command line writes it in the user's language.
	Jeu   string      `json:"jeu" titre:"cartes retournées"`
	Duels []DuelTrace `json:"duels" rendu:"-"`
	// Gagnante is the player who picked the trick up, 0 when the game ended during the trick.
	Gagnante int    `json:"gagnante" titre:"ramassé par (0 : personne)"`
	Ramasse  string `json:"ramasse" titre:"cartes ramassées"` // in the order put under the pile
	PileJ1   int    `json:"pile_j1" titre:"pile j1"`
	PileJ2   int    `json:"pile_j2" titre:"pile j2"`
}

// DuelTrace is one comparison of face-up cards, after the face-down cards put before it
// (Paternault, after a tie; absent otherwise). A card is 0 when the game ended before it could
// be turned.
type DuelTrace struct {
	Cachees *[2]int `json:"cachees,omitempty"`
	Cartes  [2]int  `json:"cartes"`
}

// nouveauPliTrace describes the trick p for programs; the command line tells it for people
// (Jeu), from its duels.
func nouveauPliTrace(p Pli) PliTrace {
	t := PliTrace{Numero: p.Numero, Gagnante: p.Gagnant, Ramasse: EcrirePile(p.Ramasse), PileJ1: p.Piles[0], PileJ2: p.Piles[1]}
	for _, d := range p.Duels {
		dt := DuelTrace{Cartes: d.Cartes}
		if d.Cachees != [2]int{} {
			cachees := d.Cachees
			dt.Cachees = &cachees
		}
		t.Duels = append(t.Duels, dt)
	}
	return t
}

// plisEntreVerifications is how many tricks a trace writes between two looks at its context.
const plisEntreVerifications = 1 << 12

// joue plays the deal j1/j2 under cfg's rules with the random stream tirage returns, the same
// at each call; with trace, the game is played once more, from a new stream, as its trace is
// written.
func joue(cfg Config, j1, j2 []int, tirage func() *rand.Rand, trace bool) ResultatPartie {
	res := ResultatPartie{Regles: cfg.Regles.String(), RamassageJ1: cfg.Ramassage[0].String(),
		RamassageJ2: cfg.Ramassage[1].String(), J1: EcrirePile(j1), J2: EcrirePile(j2)}
	fin := NouveauMoteur(cfg).Rejoue(j1, j2, tirage(), nil)
	res.Plis, res.Gagnant, res.Infinie, res.Preperiode, res.Periode = fin.Plis, fin.Gagnant, fin.Infinie, fin.Preperiode, fin.Periode
	if trace {
		res.Trace = flux.Nouveau(func(ctx context.Context, yield func(PliTrace) bool) error {
			var err error
			NouveauMoteur(cfg).Rejoue(j1, j2, tirage(), func(p Pli) bool {
				if p.Numero%plisEntreVerifications == 0 {
					if err = ctx.Err(); err != nil {
						return false
					}
				}
				return yield(nouveauPliTrace(p))
			})
			return err
		})
	}
	return res
}

// PartieAuHasard deals cfg's deck at random from the seed graine and plays the game, traced
// when trace is set. Its random stream is that of the first chunk of a Simulation with the same
// seed, so the game is the first one of that simulation.
func PartieAuHasard(cfg Config, graine uint64, trace bool) (ResultatPartie, error) {
	if err := cfg.Valider(); err != nil {
		return ResultatPartie{}, err
	}
	// The stream after the deal, drawn anew for each play of the game.
	donne := func() (j1, j2 []int, r *rand.Rand) {
		r = parallel.Chunk{Seed: graine}.Rand()
		j1, j2 = NouveauMoteur(cfg).Donne(r)
		return j1, j2, r
	}
	j1, j2, _ := donne()
	return joue(cfg, j1, j2, func() *rand.Rand { _, _, r := donne(); return r }, trace), nil
}

// ConfigRejoue is a deal chosen by the user: both piles written top first ("2 1 3 1 3 2"), the
// rules, and the deck the deal must be, every card once: Couleurs × Valeurs, or, when they are
// 0, the deck the deal implies (see VerifierJeu).
type ConfigRejoue struct {
	Regles            Regles
	Ramassage         [2]Ramassage
	J1, J2            string
	Couleurs, Valeurs int
}

// Deterministe says whether the game draws nothing at random (see Config.Deterministe): it then
// takes no seed.
func (c ConfigRejoue) Deterministe() bool {
	return Config{Regles: c.Regles, Ramassage: c.Ramassage}.Deterministe()
}

// piles reads both piles, or returns a *parametre.Erreur naming "j1" or "j2".
func (c ConfigRejoue) piles() ([2][]int, error) {
	var piles [2][]int
	for k, s := range [2]string{c.J1, c.J2} {
		p, err := LireDonne(s)
		if err != nil {
			return piles, &parametre.Erreur{Nom: "j" + strconv.Itoa(k+1), Valeur: strconv.Quote(s), Code: CodeCause, Args: []any{err}}
		}
		piles[k] = p
	}
	if err := VerifierDonne(piles[0], piles[1]); err != nil {
		return piles, &parametre.Erreur{Nom: "j1 + j2", Valeur: fmt.Sprintf("%d + %d cartes", len(piles[0]), len(piles[1])), Code: CodeCause, Args: []any{err}}
	}
	if c.Couleurs != 0 || c.Valeurs != 0 {
		if err := (Config{Couleurs: c.Couleurs, Valeurs: c.Valeurs}).Valider(); err != nil {
			return piles, err
		}
	}
	if err := VerifierJeu(piles[0], piles[1], c.Couleurs, c.Valeurs); err != nil {
		return piles, &parametre.Erreur{Nom: "j1 + j2", Code: CodeCause, Args: []any{err}}
	}
	return piles, nil
}

// Valider checks both piles, and returns a *parametre.Erreur naming the one at fault.
func (c ConfigRejoue) Valider() error {
	_, err := c.piles()
	return err
}

// Rejoue plays the deal of c, traced when trace is set. graine seeds the random pick-ups; it is
// not used when the rules are deterministic.
func Rejoue(c ConfigRejoue, graine uint64, trace bool) (ResultatPartie, error) {
	piles, err := c.piles()
	if err != nil {
		return ResultatPartie{}, err
	}
	// Rejoue does not use the deck, but a Moteur needs a valid one: one of the deal's size.
	cfg := Config{Couleurs: len(piles[0]) + len(piles[1]), Valeurs: 1, Regles: c.Regles, Ramassage: c.Ramassage}
	return joue(cfg, piles[0], piles[1], parallel.Chunk{Seed: graine}.Rand, trace), nil
}
