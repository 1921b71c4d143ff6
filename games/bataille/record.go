package bataille

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"jeux/parametre"
)

// But is what a record search looks for.
type But int

const (
	// Duree: the deal whose game, finite, lasts the most tricks.
	Duree But = iota
	// Cycle: a deal whose game never ends.
	Cycle
)

var nomsButs = [...]string{Duree: "duree", Cycle: "cycle"}

// String returns the goal's name as used on the command line.
func (b But) String() string { return nomsButs[b] }

// LireBut parses a goal's name ("duree" or "cycle").
func LireBut(s string) (But, error) {
	for i, nom := range nomsButs {
		if s == nom {
			return But(i), nil
		}
	}
	return 0, echec(CodeButInconnu, s, strings.Join(nomsButs[:], ", "))
}

// Methode is the local search scheme of a record search.
type Methode int

const (
	// Recuit: simulated annealing in epochs, each reheated from the search's best deal. On 52
	// cards it found longer games than Escalade for the same number of evaluations (see the
	// README), so it is the default.
	Recuit Methode = iota
	// Escalade: hill climbing that accepts equal games, restarted from a random deal when it
	// stalls.
	Escalade
	// Echange: replica exchange (parallel tempering): several annealing chains at fixed
	// temperatures, from hot to cold, that swap their deals with their neighbours.
	Echange
	// Structure: Recuit among structured deals, after the record holders' clue (the long games
	// of 4 × 7 to 4 × 9 give player 1 its low cards in sorted order): player 1's pile starts
	// with the lowest cards of the deck in increasing order and ends with a few others, and the
	// moves change only those few cards and player 2's pile.
	Structure
	// Hasard: no search, deals drawn at random, the baseline every search must beat.
	Hasard
	// Paires: no search, deals drawn at random in the family of deals whose piles are made of
	// pairs, each higher card first, as the natural pick-up of a trick without a tie leaves them
	// (docs/bataille.md, "A family of deals: paires"). Every cycle of the natural pick-up goes
	// through positions of that shape once each card has been picked up, and on 4 × 3, 4 × 4
	// and 4 × 6 these deals cycle 1.6 to 2 times as often as random ones.
	Paires
	// Alignees: no search, deals drawn at random in Delahaye and Mathieu's aligned family
	// (alignees.go): blocks of four cards a player that the natural pick-up plays apart from
	// one another, each on a periodic orbit. With an even number of values every such deal
	// never ends; with an odd one, the four cards of one value left out of the blocks go two
	// in each pile, and the deal may end. Four colours and the natural pick-up only, looking
	// for cycles.
	Alignees
)

var nomsMethodes = [...]string{Recuit: "recuit", Escalade: "escalade", Echange: "echange", Structure: "structure", Hasard: "hasard", Paires: "paires", Alignees: "alignees"}

// String returns the scheme's name as used on the command line.
func (m Methode) String() string { return nomsMethodes[m] }

// LireMethode parses a scheme's name (recuit, escalade, echange, structure, hasard, paires or
// alignees).
func LireMethode(s string) (Methode, error) {
	for i, nom := range nomsMethodes {
		if s == nom {
			return Methode(i), nil
		}
	}
	return 0, echec(CodeMethodeInconnue, s, strings.Join(nomsMethodes[:], ", "))
}

// Donne is a deal: both piles, top first.
type Donne struct {
	J1, J2 []int
}

// EcrirePile writes a pile top first in the notation LireDonne reads, e.g. "2 1 3 1 3 2".
func EcrirePile(pile []int) string {
	var sb strings.Builder
	for i, v := range pile {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(strconv.Itoa(v))
	}
	return sb.String()
}

// LireDepart reads a starting deal for a record search: the JSON object a previous search wrote
// (keys "j1" and "j2", piles as LireDonne reads them; other keys are ignored), or two lines,
// player 1's pile then player 2's. Whether the deal fits the deck is checked by
// ConfigRecord.Valider.
func LireDepart(donnees []byte) (Donne, error) {
	texte := strings.TrimSpace(string(donnees))
	var piles [2]string
	if strings.HasPrefix(texte, "{") {
		var o struct {
			J1 *string `json:"j1"`
			J2 *string `json:"j2"`
		}
		if err := json.Unmarshal([]byte(texte), &o); err != nil {
			return Donne{}, echec(CodeDepartJSON, texteJSON(err))
		}
		if o.J1 == nil || o.J2 == nil {
			return Donne{}, echec(CodeDepartCles)
		}
		piles = [2]string{*o.J1, *o.J2}
	} else {
		var lignes []string
		for _, l := range strings.Split(texte, "\n") {
			if strings.TrimSpace(l) != "" {
				lignes = append(lignes, l)
			}
		}
		if len(lignes) != 2 {
			return Donne{}, echec(CodeDepartLignes, len(lignes))
		}
		piles = [2]string{lignes[0], lignes[1]}
	}
	var d Donne
	for k, s := range piles {
		p, err := LireDonne(s)
		if err != nil {
			return Donne{}, echec(CodeDepartPile, k+1, err)
		}
		if k == 0 {
			d.J1 = p
		} else {
			d.J2 = p
		}
	}
	return d, nil
}

// LireFichierRecord reads the JSON a record search wrote: its best deal and the rules it was
// found under (Delahaye's, with the pick-up modes of the search's parameters), so that the file
// alone replays it.
func LireFichierRecord(donnees []byte) (Donne, ChoixRegles, error) {
	d, err := LireDepart(donnees)
	if err != nil {
		return d, ChoixRegles{}, err
	}
	var o struct {
		Parametres struct {
			Options map[string]any `json:"options"`
		} `json:"parametres"`
	}
	if err := json.Unmarshal(donnees, &o); err != nil || o.Parametres.Options == nil {
		return d, ChoixRegles{}, echec(CodeRecordSansParametres)
	}
	choix := ChoixRegles{Regles: NomRegles(Delahaye.String())}
	for _, cle := range []string{"ramassage", "ramassage-j1", "ramassage-j2"} {
		brut, present := o.Parametres.Options[cle]
		v, ok := brut.(string)
		if present && (!ok || v == Aleatoire.String()) {
			// A record is found under a deterministic pick-up: a number, or a random pick-up,
			// is an edited file, never silently replaced by the default.
			return d, ChoixRegles{}, echec(CodeRecordRamassage, cle, texteValeurJSON(brut))
		}
		switch cle {
		case "ramassage":
			choix.Ramassage = NomRamassage(v)
		case "ramassage-j1":
			choix.RamassageJ1 = NomRamassage(v)
		default:
			choix.RamassageJ2 = NomRamassage(v)
		}
	}
	var cfg Config
	if err := choix.Appliquer(&cfg); err != nil {
		return d, ChoixRegles{}, echec(CodeFichierRecord, err)
	}
	return d, choix, nil
}

// texteValeurJSON writes a JSON value read into an any on one line, as JSON.
func texteValeurJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "?"
	}
	return string(b)
}

// ConfigRecord describes a record search. The rules are always Delahaye's, with a deterministic
// pick-up for each player.
type ConfigRecord struct {
	Config
	But     But
	Methode Methode
	// Iterations is the number of deals evaluated in all, shared between the searches; when it
	// is positive it alone stops the search, which is then reproducible. When it is 0 the search
	// stops after Duree, and its result depends on the machine's speed.
	Iterations int64
	Duree      time.Duration
	// Recherches is the number of independent searches, each with its own seed derived from
	// Graine: a parameter of the answer.
	Recherches int
	// Workers is how many searches run at once: it changes the time a search takes, never its
	// answer (with Iterations).
	Workers int
	Graine  uint64 // seed of the whole search
	Depart  *Donne // if not nil, every search starts from this deal instead of a random one
}

// MaxRecherches bounds the number of independent searches of a record search.
const MaxRecherches = 1 << 16

// ChoixRecord is a record search as the user names it, as ChoixRegles is for the rules: the
// deck, the pick-up modes (under Delahaye's rules), the goal, the method and the duration by
// their names, and the iterations when they are given (IterationsDonnees; otherwise the search
// stops after Duree); then the number of searches, the seed, the workers and the deal to start
// from (LireFichierDepart), as ConfigRecord takes them.
type ChoixRecord struct {
	Couleurs, Valeurs                   int
	Ramassage, RamassageJ1, RamassageJ2 NomRamassageDeterministe
	But                                 NomBut
	Methode                             NomMethode
	Duree                               string
	Iterations                          int64
	IterationsDonnees                   bool
	Recherches                          int
	Graine                              uint64
	Workers                             int
	DonneDepart                         *Donne
}

// RecherchesParDefaut is the number of independent searches when none is asked for: a parameter
// of the answer, fixed so that the answer does not depend on the machine (docs/bataille.md).
const RecherchesParDefaut = 4

// ChoixRecordParDefaut is the search of `jeux bataille record` with no option: the longest game
// of 52 cards with the natural pick-up, by simulated annealing, for a minute.
func ChoixRecordParDefaut() ChoixRecord {
	return ChoixRecord{Couleurs: 4, Valeurs: 13, Ramassage: NomRamassageDeterministe(Naturelle.String()), But: NomBut(Duree.String()), Methode: NomMethode(Recuit.String()), Duree: "1m",
		Recherches: RecherchesParDefaut}
}

// LireFichierDepart reads the deal every search starts from (LireDepart) into DonneDepart.
func (ch *ChoixRecord) LireFichierDepart(b []byte) error {
	d, err := LireDepart(b)
	if err == nil {
		ch.DonneDepart = &d
	}
	return err
}

// Config reads the choice into a search configuration and checks it (ConfigRecord.Valider). The
// error is a *parametre.Erreur naming the wrong parameter: "duree", "iterations", "but", "methode",
// a pick-up mode, then any parameter Valider names.
func (ch ChoixRecord) Config() (ConfigRecord, error) {
	cfg := ConfigRecord{Config: Config{Couleurs: ch.Couleurs, Valeurs: ch.Valeurs, Regles: Delahaye}, Iterations: ch.Iterations,
		Recherches: ch.Recherches, Graine: ch.Graine, Workers: ch.Workers, Depart: ch.DonneDepart}
	var err error
	if cfg.Duree, err = time.ParseDuration(ch.Duree); err != nil || cfg.Duree <= 0 {
		return cfg, &parametre.Erreur{Nom: "duree", Valeur: strconv.Quote(ch.Duree), Code: CodeDureeRecherche}
	}
	if ch.IterationsDonnees && ch.Iterations < 1 {
		return cfg, &parametre.Erreur{Nom: "iterations", Valeur: strconv.FormatInt(ch.Iterations, 10), Code: CodeIterations}
	}
	if cfg.But, err = LireBut(string(ch.But)); err != nil {
		return cfg, &parametre.Erreur{Nom: "but", Code: CodeCause, Args: []any{err}}
	}
	if cfg.Methode, err = LireMethode(string(ch.Methode)); err != nil {
		return cfg, &parametre.Erreur{Nom: "methode", Code: CodeCause, Args: []any{err}}
	}
	choix := ChoixRegles{Regles: NomRegles(Delahaye.String()), Ramassage: NomRamassage(ch.Ramassage), RamassageJ1: NomRamassage(ch.RamassageJ1), RamassageJ2: NomRamassage(ch.RamassageJ2)}
	if err := choix.Appliquer(&cfg.Config); err != nil {
		return cfg, err
	}
	return cfg, cfg.Valider()
}

// Valider checks every parameter of the search and returns a *parametre.Erreur for the first one
// out of range.
func (c ConfigRecord) Valider() error {
	if err := c.Config.Valider(); err != nil {
		return err
	}
	switch {
	case c.Regles != Delahaye:
		return &parametre.Erreur{Nom: "regles", Valeur: c.Regles.String(), Code: CodeRecordDelahaye}
	case c.Ramassage[0] == Aleatoire || c.Ramassage[1] == Aleatoire:
		code := CodeRamassageDuree
		if c.But == Cycle {
			code = CodeRamassageCycle
		}
		return &parametre.Erreur{Nom: "ramassage", Valeur: Aleatoire.String(), Code: code}
	case c.But != Duree && c.But != Cycle:
		return &parametre.Erreur{Nom: "but", Valeur: strconv.Itoa(int(c.But)), Code: CodeDureeOuCycle}
	case c.Methode < Recuit || c.Methode > Alignees:
		return &parametre.Erreur{Nom: "methode", Valeur: strconv.Itoa(int(c.Methode)), Code: CodeNoms, Args: []any{strings.Join(nomsMethodes[:], ", ")}}
	case c.Methode == Alignees && (c.Couleurs != 4 || c.Valeurs < 4 || c.Ramassage != [2]Ramassage{Naturelle, Naturelle} || c.But != Cycle):
		return &parametre.Erreur{Nom: "methode", Valeur: Alignees.String(),
			Code: CodeAlignees}
	case c.Iterations < 0:
		return &parametre.Erreur{Nom: "iterations", Valeur: strconv.FormatInt(c.Iterations, 10), Code: CodeEntierPositif}
	case c.Duree < 0:
		return &parametre.Erreur{Nom: "duree", Valeur: c.Duree.String(), Code: CodeDureePositive}
	case c.Iterations == 0 && c.Duree == 0:
		return &parametre.Erreur{Nom: "duree", Valeur: "0s", Code: CodeDureeOuIterations}
	case c.Recherches < 1 || c.Recherches > MaxRecherches:
		return &parametre.Erreur{Nom: "recherches", Valeur: strconv.Itoa(c.Recherches), Code: CodeRecherches, Args: []any{MaxRecherches}}
	case c.Workers < 1:
		return &parametre.Erreur{Nom: "workers", Valeur: strconv.Itoa(c.Workers), Code: CodeEntierPositif}
	}
	if c.Depart != nil {
		if err := c.verifierDepart(); err != nil {
			return &parametre.Erreur{Nom: "depart", Code: CodeCause, Args: []any{err}}
		}
	}
	return nil
}

// verifierDepart checks that the starting deal is a deal of the configured deck, split as the
// search splits it.
func (c ConfigRecord) verifierDepart() error {
	d := c.Depart
	if err := VerifierDonne(d.J1, d.J2); err != nil {
		return err
	}
	n := c.Cartes()
	if len(d.J1) != n/2 || len(d.J2) != n-n/2 {
		return echec(CodeDepartTailles, len(d.J1), len(d.J2), n/2, n-n/2, c.Couleurs, c.Valeurs)
	}
	compte := make([]int, c.Valeurs+1)
	for _, j := range [2][]int{d.J1, d.J2} {
		for _, v := range j {
			if v > c.Valeurs {
				return echec(CodeDepartCarte, v, c.Valeurs, c.Couleurs, c.Valeurs)
			}
			compte[v]++
		}
	}
	for v := 1; v <= c.Valeurs; v++ {
		if compte[v] != c.Couleurs {
			return echec(CodeDepartCompte, compte[v], v, c.Couleurs, c.Couleurs, c.Valeurs)
		}
	}
	return nil
}

// Meilleur is the best deal of a search: its piles in the notation LireDonne reads, and its game.
type Meilleur struct {
	J1         string `json:"j1"`
	J2         string `json:"j2"`
	Plis       int    `json:"plis"` // tricks of a finite game; for an infinite one, Preperiode + Periode
	Infinie    bool   `json:"infinie"`
	Preperiode int    `json:"preperiode"`
	Periode    int    `json:"periode"`
}

// ResultatRecord is the outcome of a record search.
type ResultatRecord struct {
	Meilleur
	Evaluations int64 `json:"evaluations"` // deals played, over every search
	// Interrompue says that the search was stopped (Ctrl-C) before its end: Meilleur is then the
	// best deal of the Evaluations made.
	Interrompue bool   `json:"interrompue"`
	Graine      uint64 `json:"graine"`
	// IterationsAtteintes is, for a search stopped by the clock or interrupted, the budget of
	// evaluations it reached: every search made the same number of them, so that --iterations
	// IterationsAtteintes with the same seed gives the same deal. 0 for a search by iterations.
	IterationsAtteintes int64 `json:"iterations_atteintes,omitempty" titre:"itérations atteintes"`
	// Cycle is, when looking for the longest finite game, the first infinite game met (by the
	// lowest search), if any: such a deal is worth keeping even though it is not the goal.
	Cycle *Meilleur `json:"cycle,omitempty"`
}

// score orders deals for a goal: a finite game by its length; an infinite one above everything
// when looking for a cycle and below every finite game otherwise; no deal at all below both.
func (m Meilleur) score(but But) int64 {
	switch {
	case m.J1 == "":
		return math.MinInt64
	case !m.Infinie:
		return int64(m.Plis)
	case but == Cycle:
		return math.MaxInt64
	}
	return -1
}

// garder merges into r the result of another search of the same configuration (another shard
// or another run): it keeps the better deal for the goal, r's on a tie, adds the evaluations,
// keeps r's incidental cycle, or else the other's, is interrupted if either was, and keeps the
// budget both reached, if they reached the same.
func (r *ResultatRecord) garder(autre ResultatRecord, but But) {
	if autre.Meilleur.score(but) > r.Meilleur.score(but) {
		r.Meilleur = autre.Meilleur
	}
	r.Evaluations += autre.Evaluations
	r.Interrompue = r.Interrompue || autre.Interrompue
	if r.IterationsAtteintes != autre.IterationsAtteintes {
		// Parts stopped by the clock at different budgets: no one budget gives their merge.
		r.IterationsAtteintes = 0
	}
	if r.Cycle == nil {
		r.Cycle = autre.Cycle
	}
}

// PartRecord is what a part of a sharded record search (--shard) found: its searches are the
// work items, and the best deal of two parts is the better one for the goal.
type PartRecord struct {
	But But `json:"but"`
	ResultatRecord
}

// Fusionner adds to p the next part q, searched for the same goal: the better deal of the two,
// the evaluations summed (see ResultatRecord.garder).
func (p *PartRecord) Fusionner(q *PartRecord) error {
	p.garder(q.ResultatRecord, p.But)
	return nil
}

// VerifierPart checks a part that claims the searches [debut, fin) of c: its goal, then its
// result (VerifierLots).
func (c ConfigRecord) VerifierPart(debut, fin int64, p *PartRecord) error {
	if p.But != c.But {
		return fmt.Errorf("but %q, %q attendu", p.But, c.But)
	}
	return c.VerifierLots(debut, fin, p.ResultatRecord)
}

// Tuning of the search, measured on 52 cards (see the README).
const (
	// recuitEpoque is the number of evaluations of one annealing epoch.
	recuitEpoque = 100_000
	// recuitT0 and recuitT1 are the temperatures at the start and the end of an epoch, as shares
	// of the length of the search's best game: a move that loses T tricks is accepted with
	// probability 1/e. An epoch starts hot enough to wander among ordinary deals (a neighbour of
	// a long game is hardly longer than a random deal) and ends as hill climbing.
	recuitT0, recuitT1 = 0.5, 0.02
	// escaladePatience × n² is the number of evaluations without a longer game after which hill
	// climbing restarts from a random deal: a deal of n cards has about 2n² neighbours.
	escaladePatience = 10
	// rapportEvaluations is how often a search reports its evaluations to the progress function.
	rapportEvaluations = 4096
)

// Replica exchange: the number of chains, their temperatures (shares of the best length, as for
// Recuit) and the steps of each chain between two rounds of swaps.
const (
	echangeRepliques         = 8
	echangeTmin, echangeTmax = 0.02, 0.5
	echangeIntervalle        = 100
)

// Cherche looks for a record deal under cfg, cfg.Recherches independent local searches run
// cfg.Workers at a time, and returns the best deal found. progress, if not nil, is called (never
// concurrently) whenever the best deal improves and every few thousand evaluations, with the
// best so far and the evaluations made. When ctx is cancelled, Cherche stops within a few
// hundred evaluations and returns the best deal so far, marked Interrompue, with ctx.Err().
func Cherche(ctx context.Context, cfg ConfigRecord, progress func(m Meilleur, evaluations int64)) (ResultatRecord, error) {
	return ChercheLots(ctx, cfg, 0, int64(cfg.Recherches), progress)
}

// ChercheLots runs the searches [debut, fin) of cfg, cfg.Workers at a time, each with the seed
// and the share of the iterations it has in a whole run: the searches are the work items of a
// record search split in shards, and merging the shards' results in order with Fusionner gives
// what Cherche gives, whatever the workers. Without iterations, the searches share the time
// cfg.Duree: each wave of cfg.Workers searches has its share of it.
func ChercheLots(ctx context.Context, cfg ConfigRecord, debut, fin int64, progress func(m Meilleur, evaluations int64)) (ResultatRecord, error) {
	if err := cfg.Valider(); err != nil {
		return ResultatRecord{}, err
	}
	if debut < 0 || fin > int64(cfg.Recherches) || debut > fin {
		panic("bataille: searches outside the run")
	}
	n := fin - debut
	suivi := &suiviRecord{progress: progress, score: math.MinInt64}
	if cfg.Iterations == 0 {
		return chercheParTours(ctx, cfg, debut, fin, suivi)
	}
	partiels := make([]ResultatRecord, n)
	suivante := make(chan int64)
	var wg sync.WaitGroup
	for range min(int64(cfg.Workers), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for w := range suivante {
				quota := cfg.Iterations / int64(cfg.Recherches)
				if w < cfg.Iterations%int64(cfg.Recherches) {
					quota++
				}
				c := nouveauChercheur(cfg, int(w), suivi)
				c.cherche(ctx, quota, nil)
				partiels[w-debut] = c.resultat()
			}
		}()
	}
	for w := debut; w < fin && ctx.Err() == nil; w++ {
		select {
		case suivante <- w:
		case <-ctx.Done():
		}
	}
	close(suivante)
	wg.Wait()

	res := ResultatRecord{Graine: cfg.Graine, Interrompue: ctx.Err() != nil}
	for _, p := range partiels {
		res.garder(p, cfg.But)
	}
	return res, ctx.Err()
}

// CherchePart runs the searches [debut, fin) of cfg (ChercheLots) as a command's part of a search:
// interrupted, it keeps the best deal found so far, marked Interrompue, unless it made no
// evaluation or is one of the parts of a split run (partagee), which is complete or not written.
func CherchePart(ctx context.Context, cfg ConfigRecord, debut, fin int64, partagee bool, progress func(m Meilleur, evaluations int64)) (*PartRecord, error) {
	res, err := ChercheLots(ctx, cfg, debut, fin, progress)
	if err != nil && (!res.Interrompue || res.Evaluations == 0 || partagee) {
		return nil, err
	}
	return &PartRecord{But: cfg.But, ResultatRecord: res}, nil
}

// tour is the state of one search of a search by rounds (chercheParTours): the limit of its
// evaluations in the round under way, what it had found at the end of its last two rounds, and
// how it stopped: at the end of the rounds (arretee), interrupted mid-round (coupee), or having
// ended of itself (terminee: its cycle found, or a deck of one deal).
type tour struct {
	limite                    int64
	suite                     chan int64      // the limit of the next round; closed when there is none
	fait                      chan<- struct{} // the search reached its limit, or stopped
	jetons                    chan struct{}   // one per worker: held while the search runs
	fins                      [2]instantane
	numero                    int // rounds ended
	arretee, coupee, terminee bool
}

// instantane is a search at the end of round tour (from 1).
type instantane struct {
	tour int
	res  ResultatRecord
}

// fin keeps what c has found at the end of a round, gives its worker back and says so.
func (t *tour) fin(c *chercheur) {
	t.numero++
	t.fins[t.numero%2] = instantane{t.numero, c.resultat()}
	<-t.jetons
	t.fait <- struct{}{}
}

// pause ends the round of c and waits for the next one; false when there is none.
func (t *tour) pause(c *chercheur) bool {
	t.fin(c)
	limite, ok := <-t.suite
	if !ok {
		t.arretee = true
		return false
	}
	t.jetons <- struct{}{}
	t.limite = limite
	return true
}

// a returns what the search had found at the end of round k: its last state if it ended before.
func (t *tour) a(k int) ResultatRecord {
	for _, f := range t.fins {
		if f.tour == k || t.terminee && f.tour == t.numero && f.tour < k {
			return f.res
		}
	}
	return ResultatRecord{}
}

// Rounds of a search stopped by the clock: the first is short, each next one aims at
// tourCible of work or what is left of the time (so that the search ends close to --duree, and
// an interruption loses little), at most tourCroissance times longer than the one before; every
// limit is a multiple of tourPas.
const (
	tourPas        = 256
	tourCible      = 100 * time.Millisecond
	tourCroissance = 16
)

// chercheParTours runs the searches [debut, fin) of a search without iterations, cfg.Workers at a
// time, in rounds: in each round every search that goes on makes the same number of evaluations,
// and the search stops at the end of the first round that ends after cfg.Duree. Interrupted, it
// keeps what every search had found at the end of the last round all of them finished. So each
// search has made the same number e of evaluations (fewer if it found its cycle), and
// IterationsAtteintes, cfg.Recherches × e, given as --iterations with the same seed, gives
// the same result whatever the workers.
func chercheParTours(ctx context.Context, cfg ConfigRecord, debut, fin int64, suivi *suiviRecord) (ResultatRecord, error) {
	n := int(fin - debut)
	fait := make(chan struct{}, n)
	jetons := make(chan struct{}, cfg.Workers)
	tours := make([]*tour, n)
	var wg sync.WaitGroup
	lancer := func(i int, limite int64) {
		t := &tour{limite: limite, suite: make(chan int64, 1), fait: fait, jetons: jetons}
		tours[i] = t
		wg.Add(1)
		go func() {
			defer wg.Done()
			t.jetons <- struct{}{}
			c := nouveauChercheur(cfg, int(debut)+i, suivi)
			c.cherche(ctx, 0, t)
			switch {
			case t.arretee:
			case t.coupee:
				<-t.jetons
				t.fait <- struct{}{}
			default:
				t.terminee = true
				t.fin(c)
			}
		}()
	}
	finale := time.Now().Add(cfg.Duree)
	limite, bloc, finis := int64(0), int64(tourPas), 0
	for {
		enCours := 0
		for i, t := range tours {
			switch {
			case t == nil:
				lancer(i, limite+bloc)
			case t.terminee:
				continue
			default:
				t.suite <- limite + bloc
			}
			enCours++
		}
		if enCours == 0 {
			break
		}
		debutTour := time.Now()
		for range enCours {
			<-fait
		}
		coupee := false
		for _, t := range tours {
			coupee = coupee || t.coupee
		}
		if coupee || ctx.Err() != nil {
			break
		}
		limite += bloc
		finis++
		maintenant := time.Now()
		reste := finale.Sub(maintenant)
		if reste <= 0 {
			break
		}
		// The next round: its share of tourCible or of what is left, at the speed of this one.
		duree := max(maintenant.Sub(debutTour), time.Microsecond)
		vise := min(reste, tourCible)
		suivant := int64(float64(bloc) * float64(vise) / float64(duree))
		bloc = min(max(suivant, tourPas), bloc*tourCroissance)
		bloc = (bloc + tourPas - 1) / tourPas * tourPas
	}
	for _, t := range tours {
		if !t.terminee && !t.coupee {
			close(t.suite)
		}
	}
	wg.Wait()
	res := ResultatRecord{Graine: cfg.Graine, Interrompue: ctx.Err() != nil}
	for _, t := range tours {
		res.garder(t.a(finis), cfg.But)
	}
	res.IterationsAtteintes = limite * int64(cfg.Recherches)
	return res, ctx.Err()
}

// suiviRecord gathers the searches' progress for the progress function.
type suiviRecord struct {
	mu          sync.Mutex
	progress    func(Meilleur, int64)
	score       int64
	meilleur    Meilleur
	evaluations int64
}

// rapporte adds evaluations and, if m is better than every deal reported so far, records it.
func (s *suiviRecord) rapporte(m *Meilleur, score, evaluations int64) {
	if s.progress == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.evaluations += evaluations
	if m != nil {
		if score <= s.score {
			return
		}
		s.score, s.meilleur = score, *m
	}
	if s.score > math.MinInt64 {
		s.progress(s.meilleur, s.evaluations)
	}
}

// chercheur is one independent local search over the orders of the deck; player 1 gets the first
// ⌊n/2⌋ cards, as in a shuffled deal.
type chercheur struct {
	cfg   ConfigRecord
	m     *Moteur
	r     *rand.Rand
	pcg   *rand.PCG // r's source, drawn from directly by aleatoire
	suivi *suiviRecord

	courant, candidat, meilleur []uint8
	scoreCourant, scoreMeilleur int64
	resMeilleur                 Resultat
	evaluations, nonRapportees  int64
	cycle                       *Meilleur

	fixes int // Structure: the first fixes cards of the deal (player 1's sorted low cards) stay

	alignee tireurAligne // Alignees: the draws of the family

	// Hasard: the shuffle by batches of draws (melangeur), which draws other deals than the
	// shuffle of the other methods, one index at a time.
	parLots   bool
	melangeur melangeur

	// Hasard, Paires, Alignees: the deals played sixteen at a time in vector lanes, where the
	// processor has them (voies.go), lotDonnes deals at a time.
	voies  *lotVoies
	lot    []uint8
	resLot []Resultat
}

func nouveauChercheur(cfg ConfigRecord, w int, suivi *suiviRecord) *chercheur {
	n := cfg.Cartes()
	fixes := 0
	if cfg.Methode == Structure {
		// Player 1 keeps a few cards of its own choosing: 2 of 16 (Lapierre's 4 × 8 records),
		// 3 of 26.
		fixes = n/2 - max(2, n/16)
	}
	pcg := rand.NewPCG(melangeGraine(cfg.Graine, 2*uint64(w)), melangeGraine(cfg.Graine, 2*uint64(w)+1))
	c := &chercheur{
		fixes:         fixes,
		cfg:           cfg,
		m:             NouveauMoteur(cfg.Config),
		r:             rand.New(pcg),
		pcg:           pcg,
		suivi:         suivi,
		courant:       make([]uint8, n),
		candidat:      make([]uint8, n),
		meilleur:      make([]uint8, n),
		scoreMeilleur: math.MinInt64,
		parLots:       cfg.Methode == Hasard,
		melangeur:     nouveauMelangeur(n),
	}
	switch cfg.Methode {
	case Hasard, Paires, Alignees:
		if c.voies = nouveauLotVoies(cfg.Config); c.voies != nil {
			c.lot, c.resLot = make([]uint8, lotDonnes*n), make([]Resultat, lotDonnes)
		}
	}
	return c
}

// lotDonnes is the number of deals drawn, then played in the lanes, then counted in their order,
// at a time: a multiple of 256, so that the search checks for Ctrl-C as often as one deal at a
// time would (every 256 evaluations), and large enough that the lanes seldom wait for the last
// games of a batch.
const lotDonnes = 1024

// chercheParVoies is the loop of Hasard, Paires and Alignees on the lanes: it draws the deals as
// that loop would, plays them in the lanes, and counts them in their order, as many at a time as
// reste (the evaluations left before the search stops or pauses) and lotDonnes allow. A search
// for a cycle stops at the first it counts, as the loop would. When fin closes during a batch
// (decks whose deals never end can take seconds a batch), the deals played before the first
// unfinished one are counted, and the search stops: it reports whether it stopped so.
func (c *chercheur) chercheParVoies(encore func() bool, reste func() int64, fin <-chan struct{}) bool {
	n := c.cfg.Cartes()
	for encore() {
		k := int(min(reste(), lotDonnes-c.evaluations%256))
		donnes, res := c.lot[:k*n], c.resLot[:k]
		for i := range k {
			d := donnes[i*n : (i+1)*n]
			switch c.cfg.Methode {
			case Hasard:
				c.aleatoire(d)
			case Paires:
				c.aleatoire(d)
				apparie(d, n/2)
			default:
				c.alignee.donne(c.r, c.cfg.Valeurs, d)
			}
		}
		jouees := c.voies.joue(donnes, res, c.m, fin)
		for i := range jouees {
			c.compte(donnes[i*n:(i+1)*n], res[i])
			if c.cfg.But == Cycle && c.resMeilleur.Infinie {
				return false
			}
		}
		if jouees < k {
			return true
		}
	}
	return false
}

// melangeGraine derives well separated 64-bit words from a seed and a counter (SplitMix64's
// finaliser), one pair per search.
func melangeGraine(graine, k uint64) uint64 {
	z := graine + (k+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// resultat is what the search found so far.
func (c *chercheur) resultat() ResultatRecord {
	r := ResultatRecord{Evaluations: c.evaluations, Cycle: c.cycle}
	if c.evaluations > 0 {
		r.Meilleur = c.decrit(c.meilleur, c.resMeilleur)
	}
	return r
}

// cherche runs the local search until quota evaluations, a cycle found when looking for one, or
// the end of ctx. With t (a search stopped by the clock), quota is ignored: the search pauses
// each time it reaches the limit of a round (tour.pause) and goes on if another round begins.
// Either way the deals it evaluates depend on its seed alone: paused at e evaluations, it is
// where a search of quota e ends.
func (c *chercheur) cherche(ctx context.Context, quota int64, tr *tour) {
	defer func() { c.suivi.rapporte(nil, 0, c.nonRapportees) }()
	encore := func() bool {
		if c.cfg.But == Cycle && c.resMeilleur.Infinie {
			return false
		}
		if tr == nil && c.evaluations >= quota || tr != nil && c.evaluations >= tr.limite && !tr.pause(c) {
			return false
		}
		if c.evaluations%256 == 0 && ctx.Err() != nil {
			if tr != nil {
				tr.coupee = true
			}
			return false
		}
		return true
	}
	if !encore() {
		return
	}
	c.depart()
	c.scoreCourant = c.evalue(c.courant)
	if c.cfg.Valeurs == 1 {
		return // a single deal
	}
	if c.voies != nil { // Hasard, Paires or Alignees
		coupee := c.chercheParVoies(encore, func() int64 {
			if tr != nil {
				return tr.limite - c.evaluations
			}
			return quota - c.evaluations
		}, ctx.Done())
		if coupee && tr != nil {
			tr.coupee = true
		}
		return
	}
	switch c.cfg.Methode {
	case Echange:
		c.echange(encore)
		return
	case Hasard:
		for encore() {
			c.aleatoire(c.candidat)
			c.evalue(c.candidat)
		}
		return
	case Paires:
		for encore() {
			c.aleatoire(c.candidat)
			apparie(c.candidat, len(c.candidat)/2)
			c.evalue(c.candidat)
		}
		return
	case Alignees:
		for encore() {
			c.alignee.donne(c.r, c.cfg.Valeurs, c.candidat)
			c.evalue(c.candidat)
		}
		return
	}
	epoque, stagnation := int64(0), int64(0)
	relance := false
	patience := int64(escaladePatience * len(c.courant) * len(c.courant))
	var t, facteur float64
	for encore() {
		if (c.cfg.Methode == Recuit || c.cfg.Methode == Structure) && epoque == 0 {
			// A new epoch: back to the best deal, hot again.
			copy(c.courant, c.meilleur)
			c.scoreCourant = c.scoreMeilleur
			t = recuitT0 * float64(max(c.scoreMeilleur, 1))
			facteur = math.Pow(recuitT1/recuitT0, 1.0/recuitEpoque)
		}
		if relance {
			c.aleatoire(c.candidat)
		} else {
			c.voisin()
		}
		score := c.evalue(c.candidat)
		accepte := relance || score >= c.scoreCourant
		switch c.cfg.Methode {
		case Recuit, Structure:
			if !accepte && score >= 0 {
				accepte = c.r.Float64() < math.Exp(float64(score-c.scoreCourant)/t)
			}
			t *= facteur
			epoque = (epoque + 1) % recuitEpoque
		case Escalade:
			if relance || score > c.scoreCourant {
				relance, stagnation = false, 0
			} else if stagnation++; stagnation >= patience {
				relance = true
			}
		}
		if accepte {
			c.courant, c.candidat = c.candidat, c.courant
			c.scoreCourant = score
		}
	}
}

// echange runs replica exchange: echangeRepliques chains, chain k at the temperature
// Tk = echangeTmin·(echangeTmax/echangeTmin)^(k/(K−1)) times the search's best length, all
// starting from the first deal; each step moves one chain (Metropolis at its temperature), and
// every echangeIntervalle steps of each chain, neighbouring chains swap their deals with the
// probability min(1, exp((s_j − s_i)(1/T_i − 1/T_j))).
func (c *chercheur) echange(encore func() bool) {
	const k = echangeRepliques
	var repliques [k][]uint8
	var scores [k]int64
	var temp [k]float64
	for i := range k {
		repliques[i] = append([]uint8(nil), c.courant...)
		scores[i] = c.scoreCourant
	}
	for pas := 0; encore(); pas++ {
		for i := range k {
			temp[i] = echangeTmin * math.Pow(echangeTmax/echangeTmin, float64(i)/(k-1)) * float64(max(c.scoreMeilleur, 1))
		}
		i := pas % k
		copy(c.courant, repliques[i])
		c.voisin()
		score := c.evalue(c.candidat)
		if score >= scores[i] || score >= 0 && c.r.Float64() < math.Exp(float64(score-scores[i])/temp[i]) {
			copy(repliques[i], c.candidat)
			scores[i] = score
		}
		if (pas+1)%(k*echangeIntervalle) == 0 {
			for i := range k - 1 {
				d := float64(scores[i+1]-scores[i]) * (1/temp[i] - 1/temp[i+1])
				if d >= 0 || c.r.Float64() < math.Exp(d) {
					repliques[i], repliques[i+1] = repliques[i+1], repliques[i]
					scores[i], scores[i+1] = scores[i+1], scores[i]
				}
			}
		}
	}
}

// depart puts the starting deal in c.courant: the configuration's, or a random one.
func (c *chercheur) depart() {
	if d := c.cfg.Depart; d != nil {
		for i, v := range append(append([]int(nil), d.J1...), d.J2...) {
			c.courant[i] = uint8(v)
		}
		return
	}
	switch c.aleatoire(c.courant); c.cfg.Methode {
	case Paires:
		apparie(c.courant, len(c.courant)/2)
	case Alignees:
		c.alignee.donne(c.r, c.cfg.Valeurs, c.courant)
	}
}

// apparie puts d's piles in pairs, each higher card first: the cards 2i and 2i + 1 of player 1's
// pile (the first moitie cards of d) and of player 2's. A pile of odd size keeps its last card.
func apparie(d []uint8, moitie int) {
	for _, p := range [2][]uint8{d[:moitie], d[moitie:]} {
		for k := 0; k+1 < len(p); k += 2 {
			if p[k] < p[k+1] {
				p[k], p[k+1] = p[k+1], p[k]
			}
		}
	}
}

// aleatoire fills d with a uniformly shuffled deck; for Structure, with a structured deal whose
// first c.fixes cards are the lowest of the deck in increasing order, the others shuffled.
func (c *chercheur) aleatoire(d []uint8) {
	copy(d, c.m.jeu)
	if c.parLots {
		c.melangeur.melange(d, c.pcg)
		return
	}
	for i := len(d) - 1; i > c.fixes; i-- {
		j := c.fixes + int(tirageN(c.pcg, uint64(i+1-c.fixes)))
		d[i], d[j] = d[j], d[i]
	}
}

// tirageN draws from p what rand.New(p).IntN(n) would, the same numbers in the same order
// (Lemire's multiply-and-reject reduction, as math/rand/v2 does it on 64-bit processors), without
// the call through the Source interface: on random deals of 32 cards the shuffle was a third of
// the time. TestTirageNCommeIntN holds it to the standard library.
func tirageN(p *rand.PCG, n uint64) uint64 {
	if n&(n-1) == 0 {
		return p.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(p.Uint64(), n)
	if lo < n {
		seuil := -n % n
		for lo < seuil {
			hi, lo = bits.Mul64(p.Uint64(), n)
		}
	}
	return hi
}

// voisin puts in c.candidat a neighbour of c.courant: two cards of different values swapped, or
// one card moved elsewhere in the order (which shifts the cards between, across the two piles).
func (c *chercheur) voisin() {
	d := c.candidat
	copy(d, c.courant)
	n := len(d)
	for {
		i, j := c.fixes+c.r.IntN(n-c.fixes), c.fixes+c.r.IntN(n-c.fixes)
		if d[i] == d[j] {
			continue
		}
		x := d[i]
		switch {
		case c.r.Uint64()&1 == 0:
			d[i], d[j] = d[j], x
		case i < j:
			copy(d[i:j], d[i+1:j+1])
			d[j] = x
		default:
			copy(d[j+1:i+1], d[j:i])
			d[j] = x
		}
		return
	}
}

// evalue plays the deal d and returns its score: the number of tricks of a finite game;
// an infinite game scores above everything when looking for a cycle and below everything (-1)
// otherwise. The search's best deal is updated.
func (c *chercheur) evalue(d []uint8) int64 {
	c.m.pos.charge(d)
	return c.compte(d, c.m.brent())
}

// compte counts the deal d, whose game res is, as evalue does.
func (c *chercheur) compte(d []uint8, res Resultat) int64 {
	c.evaluations++
	c.nonRapportees++
	score := int64(res.Plis)
	if res.Infinie {
		score = -1
		if c.cfg.But == Cycle {
			score = math.MaxInt64
		} else if c.cycle == nil {
			cycle := c.decrit(d, res)
			c.cycle = &cycle
		}
	}
	if score > c.scoreMeilleur {
		c.scoreMeilleur, c.resMeilleur = score, res
		copy(c.meilleur, d)
		m := c.decrit(d, res)
		c.suivi.rapporte(&m, score, c.nonRapportees)
		c.nonRapportees = 0
	} else if c.nonRapportees >= rapportEvaluations {
		c.suivi.rapporte(nil, 0, c.nonRapportees)
		c.nonRapportees = 0
	}
	return score
}

// decrit writes the deal d and its game as a Meilleur.
func (c *chercheur) decrit(d []uint8, res Resultat) Meilleur {
	moitie := len(d) / 2
	pile := func(cartes []uint8) string {
		v := make([]int, len(cartes))
		for i, x := range cartes {
			v[i] = int(x)
		}
		return EcrirePile(v)
	}
	return Meilleur{J1: pile(d[:moitie]), J2: pile(d[moitie:]), Plis: res.Plis, Infinie: res.Infinie,
		Preperiode: res.Preperiode, Periode: res.Periode}
}
