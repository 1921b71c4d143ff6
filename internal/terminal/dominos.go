// Package terminal plays a game with a person at a terminal: it shows the position in the
// language of the run (langue.De of its context), reads the person's moves line by line from any reader (a terminal, a pipe, a test), and lets
// a strategy of the engine play the other side.
package terminal

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"jeux/games/dominos"
	"jeux/internal/langue"
	"jeux/parallel"
	"jeux/parametre"
)

// ErrFinEntree is returned when the input ends before the game does.
var ErrFinEntree = errors.New(finEntree)

// finEntree is the text of ErrFinEntree, in French: its English is in the catalog.
const finEntree = "fin de l'entrée avant la fin de la partie : partie abandonnée"

// Dominos is one game of dominoes between a person and a strategy.
type Dominos struct {
	Donne      dominos.Donne
	Regles     dominos.Regles
	Place      int               // the person's seat: 1 or 2
	Machine    dominos.Strategie // the other side
	NomMachine string
	Hasard     *rand.Rand // the machine's draws
	Commande   string     // when set, the reproducing command line, written first

	// The advice: recherche's estimate of each playable tile, before each move when Conseil is
	// set, and whenever the person types « ? ». Its samples come from the position and Graine
	// alone (dominos.Position.Tirages), never from Hasard: asking changes nothing in the game.
	Conseil bool
	Budget  int    // the advice's samples per move
	Graine  uint64 // the advice's seed
	// LigneConseil, when set, is the command that gives the same advice (budget samples drawn
	// from graine in the position p), written under it with the names of the language l.
	LigneConseil func(l langue.Langue, p dominos.Position, budget int, graine uint64) string

	// LigneExact, when set, is the command that solves the deal d of the rules r with both hands
	// open: it is written at the end with the outcome of perfect play, with the names of the
	// language l.
	LigneExact func(l langue.Langue, d dominos.Donne, r dominos.Regles) string

	// Enregistrer, when set, receives the game as played when Jouer returns, finished or not.
	Enregistrer func(j dominos.Journal)
	// Echo writes each line read after the prompt, as a terminal would: a replay's moves.
	Echo bool

	// Match, when above 0, plays hands of the club rules until a player reaches Match points
	// (match.go): the first hand is Donne, the next ones are drawn from Hasard.
	Match int
}

// NouveauDominos is the game that cfg describes, against the strategy cfg.Contre with its
// budget: the deal is the first one of « dominos tournoi » and « dominos partie » with the same
// seed (drawn from the stream of chunk 0 of graine, whose next draws are the machine's), and
// graine seeds the advice. An invalid cfg is refused with the engine's *parametre.Erreur.
// Commande, LigneConseil and LigneExact are left unset.
func NouveauDominos(cfg dominos.ConfigJoue, graine uint64) (Dominos, error) {
	if err := cfg.Valider(); err != nil {
		return Dominos{}, err
	}
	machine, _ := dominos.Trouver(cfg.Contre)
	r := parallel.Chunk{Seed: graine}.Rand()
	return Dominos{
		Donne: dominos.Distribuer(r, cfg.Regles), Regles: cfg.Regles, Place: cfg.Place,
		Machine: machine.NouvelleAvec(cfg.Budget), NomMachine: cfg.Contre, Hasard: r,
		Conseil: cfg.Conseil, Budget: cfg.Budget, Graine: graine, Match: cfg.Match,
	}, nil
}

// Jouer plays the game, writing to out in the language of ctx and reading the person's moves
// from in; ctx stops it (Ctrl-C), and so does the first write that fails (the game is for a
// person who reads it). It returns the outcome, or ErrFinEntree, or ctx's error, or the write's
// error.
func (d Dominos) Jouer(ctx context.Context, in io.Reader, out io.Writer) (res dominos.Resultat, err error) {
	l := langue.De(ctx)
	w := bufio.NewWriter(out)
	defer func() {
		if e := w.Flush(); e != nil {
			res, err = dominos.Resultat{}, e
		}
	}()
	fin := make(chan struct{})
	defer close(fin)
	lignes := lire(fin, in)
	d.entete(l, w)
	if d.Match > 0 {
		return d.match(ctx, w, lignes)
	}
	return d.main(ctx, w, lignes)
}

// entete writes the head of the game: the command, the rules, the seats and how to play.
func (d Dominos) entete(l langue.Langue, w io.Writer) {
	moi := d.Place
	ex := exemple(d.Regles.Max)
	if d.Commande != "" {
		fmt.Fprintln(w, l.Sprintf("commande : %s", d.Commande))
	}
	fmt.Fprintln(w, ReglesDominos(l, d.Regles))
	fmt.Fprintln(w, l.Sprintf("Vous êtes le joueur %d ; l'ordinateur (joueur %d) joue %s.", moi, 3-moi, d.NomMachine))
	if d.Regles.Pose == dominos.PoseLibre {
		fmt.Fprintln(w, l.Sprintf("À votre tour, tapez le numéro d'un coup jouable ou la tuile elle-même (%s) ; une tuile qui se pose aux deux bouts", ex))
		fmt.Fprintln(w, l.Sprintf("se tape avec le bout choisi : %s g (à gauche) ou %s d (à droite).", ex, ex))
	} else {
		fmt.Fprintln(w, l.Sprintf("À votre tour, tapez le numéro d'une tuile jouable ou la tuile elle-même (%s).", ex))
	}
	fmt.Fprintln(w, l.T("Tapez ? pour le conseil de recherche : son estimation de chaque coup jouable."))
	if d.Match > 0 {
		fmt.Fprintln(w, l.Sprintf("Match en %d points : chaque donne rapporte à son gagnant les points de la main de l'autre moins les siens.", d.Match))
	}
	fmt.Fprintln(w)
}

// main plays the hand Donne, from its opening to its outcome and the outcome of perfect play,
// reading the person's moves from lignes.
func (d Dominos) main(ctx context.Context, w *bufio.Writer, lignes <-chan ligne) (dominos.Resultat, error) {
	l := langue.De(ctx)
	p := dominos.CommencerPartie(d.Donne, d.Regles)
	if d.Enregistrer != nil {
		defer func() { d.Enregistrer(p.Journal()) }()
	}
	moi := d.Place
	ex := exemple(d.Regles.Max)
	libre := d.Regles.Pose == dominos.PoseLibre
	ouv := p.Dernier()
	if ouv.Joueur == moi {
		fmt.Fprintln(w, l.Sprintf("Vous ouvrez avec %s.", dominos.Pose(ouv.Pose)))
	} else {
		fmt.Fprintln(w, l.Sprintf("L'ordinateur ouvre avec %s.", dominos.Pose(ouv.Pose)))
	}
	for !p.Finie() {
		jo := p.Jouables()
		if p.Trait() != moi {
			if jo.Vide() {
				p.Passer()
				fmt.Fprintln(w, l.T("L'ordinateur passe."))
				continue
			}
			v := p.Vue(d.Hasard)
			v.Arret = ctx.Done() // a search of large hands takes seconds: Ctrl-C cuts it short
			c := dominos.ChoisirPlacement(d.Machine, v)
			if ctx.Err() != nil {
				fmt.Fprintln(w)
				return dominos.Resultat{}, ctx.Err()
			}
			if err := p.Placer(c); err != nil {
				panic("terminal: la stratégie a joué un coup refusé : " + err.Error())
			}
			fmt.Fprintln(w, l.Sprintf("L'ordinateur pose %s %s.", dominos.Pose(p.Dernier().Pose), cote(l, p.Dernier())))
			continue
		}
		d.montrer(l, w, p)
		if jo.Vide() {
			p.Passer()
			fmt.Fprintln(w, l.T("Vous n'avez aucune tuile jouable : vous passez."))
			continue
		}
		coups := p.Placements()
		var liste []string
		g, dr := p.Bouts()
		for i, c := range coups {
			liste = append(liste, fmt.Sprintf("%d) %d:%d%s", i+1, c.Tuile.Haut(), c.Tuile.Bas(), boutAuChoix(l, coups, i, g, dr)))
		}
		fmt.Fprintln(w, l.Sprintf("Jouables : %s", strings.Join(liste, "  ")))
		if d.Conseil {
			d.conseiller(ctx, l, w, p)
			if ctx.Err() != nil {
				fmt.Fprintln(w)
				return dominos.Resultat{}, ctx.Err()
			}
		}
		for {
			fmt.Fprint(w, l.T("Votre coup : "))
			if err := w.Flush(); err != nil {
				return dominos.Resultat{}, err
			}
			var ligne string
			select {
			case <-ctx.Done():
				fmt.Fprintln(w)
				return dominos.Resultat{}, ctx.Err()
			case lu, ok := <-lignes:
				if !ok {
					fmt.Fprintln(w)
					return dominos.Resultat{}, ErrFinEntree
				}
				if lu.tropLongue {
					fmt.Fprintln(w, l.Sprintf("Coup refusé : ligne de plus de %d Kio, tapez le numéro %s (1 à %d) ou la tuile (%s).", MaxLigne/1024, dun(l, libre), len(coups), ex))
					continue
				}
				ligne = lu.texte
				if d.Echo {
					fmt.Fprintln(w, ligne)
				}
			}
			if strings.TrimSpace(ligne) == "?" {
				d.conseiller(ctx, l, w, p)
				if ctx.Err() != nil {
					fmt.Fprintln(w)
					return dominos.Resultat{}, ctx.Err()
				}
				continue
			}
			c, avecBout, err := lireCoup(l, ligne, coups, d.Regles)
			switch {
			case err != nil:
			case avecBout:
				err = p.Placer(c)
			default:
				err = p.Poser(c.Tuile)
			}
			if err != nil {
				fmt.Fprintln(w, l.Sprintf("Coup refusé : %s.", texteErreur(l, err)))
				continue
			}
			fmt.Fprintln(w, l.Sprintf("Vous posez %s %s.", dominos.Pose(p.Dernier().Pose), cote(l, p.Dernier())))
			break
		}
	}
	r := p.Resultat()
	fmt.Fprintln(w)
	fmt.Fprintln(w, l.Sprintf("Fin de la partie. Chaîne : %s", chaine(p)))
	for j := 1; j <= 2; j++ {
		fmt.Fprintln(w, l.Sprintf(mainDe(l, j, moi, r.Points[j-1]), tuilesTexte(l, r.Restes[j-1]), r.Points[j-1]))
	}
	switch r.Gagnant {
	case 0:
		fmt.Fprintln(w, l.T("Partie nulle."))
	case moi:
		fmt.Fprintln(w, l.T("Vous gagnez."))
	default:
		fmt.Fprintln(w, l.T("L'ordinateur gagne."))
	}
	if d.Regles.Club {
		fmt.Fprintln(w, marque(l, r, moi))
	}
	if err := d.exact(ctx, l, w); err != nil {
		fmt.Fprintln(w)
		return dominos.Resultat{}, err
	}
	return r, nil
}

// exact writes what perfect play with both hands open gives on the deal, and the command that
// shows it move by move; ctx (Ctrl-C) stops the solver.
func (d Dominos) exact(ctx context.Context, l langue.Langue, w io.Writer) error {
	if d.LigneExact == nil {
		return nil
	}
	if d.Regles.Main > dominos.MaxMainExacte {
		fmt.Fprintln(w, l.Sprintf("Mains de plus de %d tuiles : pas de résolution exacte de la donne.", dominos.MaxMainExacte))
		return nil
	}
	ex, err := dominos.ResoudreDonne(ctx, d.Donne, d.Regles)
	if err != nil {
		return err
	}
	fmt.Fprintln(w)
	switch ex.Gagnant {
	case 0:
		fmt.Fprintln(w, l.T("Mains ouvertes, sous le jeu parfait des deux côtés, la donne est nulle."))
	case d.Place:
		fmt.Fprintln(w, l.Sprintf("Mains ouvertes, sous le jeu parfait des deux côtés, la donne est gagnée par le joueur %d (vous).", ex.Gagnant))
	default:
		fmt.Fprintln(w, l.Sprintf("Mains ouvertes, sous le jeu parfait des deux côtés, la donne est gagnée par le joueur %d (l'ordinateur).", ex.Gagnant))
	}
	fmt.Fprintln(w, l.Sprintf("Pour la voir coup par coup : %s", d.LigneExact(l, d.Donne, d.Regles)))
	return nil
}

// montrer writes what the person sees before a move: the chain, her hand, the other's count.
func (d Dominos) montrer(l langue.Langue, w io.Writer, p *dominos.PartiePas) {
	g, dr := p.Bouts()
	fmt.Fprintln(w)
	fmt.Fprintln(w, l.Sprintf("Chaîne : %s   (bouts %d et %d)", chaine(p), g, dr))
	n := p.Main(3 - d.Place).Taille()
	format := "Votre main : %s ; l'ordinateur a %d tuiles."
	if n == 1 {
		format = "Votre main : %s ; l'ordinateur a %d tuile."
	}
	fmt.Fprintln(w, l.Sprintf(format, tuilesTexte(l, p.Main(d.Place)), n))
}

// lireCoup reads a move: the number of a playable move, or a tile written x-y (or x:y),
// optionally followed by its end, g or d (gauche, droite), or in English l or r (left, right);
// avecBout tells whether the end was given
// (a number gives it too).
func lireCoup(l langue.Langue, ligne string, coups []dominos.Placement, regles dominos.Regles) (c dominos.Placement, avecBout bool, err error) {
	max, libre := regles.Max, regles.Pose == dominos.PoseLibre
	ex := exemple(max)
	s := strings.TrimSpace(ligne)
	if s == "" {
		return c, false, errors.New(l.Sprintf("tapez le numéro %s (1 à %d) ou la tuile (%s)", dun(l, libre), len(coups), ex))
	}
	if k, err := strconv.Atoi(s); err == nil {
		if k < 1 || k > len(coups) {
			format := "%q : les tuiles jouables sont numérotées de 1 à %d"
			if libre {
				format = "%q : les coups jouables sont numérotés de 1 à %d"
			}
			return c, false, errors.New(l.Sprintf(format, s, len(coups)))
		}
		return coups[k-1], true, nil
	}
	tuile, bout := s, ""
	if i := strings.LastIndexAny(s, " \t"); i >= 0 {
		tuile, bout = strings.TrimSpace(s[:i]), strings.ToLower(s[i+1:])
	}
	switch bout {
	case "":
	case "g", "gauche", "l", "left":
		c.AGauche, avecBout = true, true
	case "d", "droite", "r", "right":
		c.AGauche, avecBout = false, true
	default:
		return c, false, errors.New(l.Sprintf("%q : le bout s'écrit g (à gauche) ou d (à droite), par exemple %s g", s, ex))
	}
	e, err := dominos.LireMain("coup", tuile, max)
	if err != nil || e.Taille() != 1 {
		if libre {
			return c, false, errors.New(l.Sprintf("%q n'est ni un numéro de 1 à %d ni une tuile (%s, ou %s g, %s d)", s, len(coups), ex, ex, ex))
		}
		return c, false, errors.New(l.Sprintf("%q n'est ni un numéro de 1 à %d ni une tuile (%s)", s, len(coups), ex))
	}
	c.Tuile = e.PlusForte()
	return c, avecBout, nil
}

// dun names what a number designates: a playable tile, or a playable move under the free rule.
func dun(l langue.Langue, libre bool) string {
	if libre {
		return l.T("d'un coup jouable")
	}
	return l.T("d'une tuile jouable")
}

// exemple is the tile the prompts give as an example, taken from the set in play: 6-4 in
// double-6.
func exemple(max int) string {
	if max < 2 {
		return "1-0"
	}
	return fmt.Sprintf("%d-%d", max, max-2)
}

// boutAuChoix writes the end of the i-th move when its tile has two moves (free rule): the
// side, and the value it goes on, as the advice names it (the chain's ends are g and d).
func boutAuChoix(l langue.Langue, coups []dominos.Placement, i, g, d int) string {
	t := coups[i].Tuile
	if i > 0 && coups[i-1].Tuile == t || i+1 < len(coups) && coups[i+1].Tuile == t {
		if coups[i].AGauche {
			return l.Sprintf(" à gauche, sur le %d", g)
		}
		return l.Sprintf(" à droite, sur le %d", d)
	}
	return ""
}

// MaxLigne is the longest line read as a move; a longer one is refused, and the game goes on.
const MaxLigne = 64 * 1024

// ligne is one line of the input, or the news that it was longer than MaxLigne.
type ligne struct {
	texte      string
	tropLongue bool
}

// lire sends the lines of in on a channel, closed at the end of in; closing fin ends the wait
// (a read under way still ends only with its line or the input). A line longer than MaxLigne
// is read to its end but not kept.
func lire(fin <-chan struct{}, in io.Reader) <-chan ligne {
	c := make(chan ligne)
	go func() {
		defer close(c)
		r := bufio.NewReader(in)
		for {
			l, err := lireLigne(r)
			if err != nil {
				return
			}
			select {
			case c <- l:
			case <-fin:
				return
			}
		}
	}()
	return c
}

// lireLigne reads one line of r without its end of line ("\n" or "\r\n"), as bufio.Scanner
// does, keeping at most MaxLigne bytes of it; the last line may lack its "\n".
func lireLigne(r *bufio.Reader) (ligne, error) {
	var b []byte
	lu := false
	for {
		morceau, suite, err := r.ReadLine()
		if err != nil {
			if lu && err == io.EOF {
				break
			}
			return ligne{}, err
		}
		lu = true
		if len(b)+len(morceau) > MaxLigne {
			for suite {
				if _, suite, err = r.ReadLine(); err != nil {
					break
				}
			}
			return ligne{tropLongue: true}, nil
		}
		b = append(b, morceau...)
		if !suite {
			break
		}
	}
	return ligne{texte: string(b)}, nil
}

// mainDe is the format of the line that shows the hand of joueur at the end: its tiles and
// its points, in the singular or the plural of the language l.
func mainDe(l langue.Langue, joueur, moi, points int) string {
	un := singulier(l, points)
	switch {
	case joueur == moi && un:
		return "Votre main : %s (%d point)"
	case joueur == moi:
		return "Votre main : %s (%d points)"
	case un:
		return "Main de l'ordinateur : %s (%d point)"
	}
	return "Main de l'ordinateur : %s (%d points)"
}

func cote(l langue.Langue, c dominos.Coup) string {
	if c.AGauche {
		return l.T("à gauche")
	}
	return l.T("à droite")
}

// texteErreur is the engine's refusal of a move (a *parametre.Echec) in the language l.
func texteErreur(l langue.Langue, err error) string {
	var e *parametre.Echec
	if errors.As(err, &e) {
		format, args := e.Texte()
		return l.Sprintf(format, args...)
	}
	return err.Error()
}

func chaine(p *dominos.PartiePas) string {
	var l []string
	for _, t := range p.Chaine() {
		l = append(l, dominos.Pose(t).String())
	}
	return strings.Join(l, " ")
}

func tuilesTexte(l langue.Langue, e dominos.Ensemble) string {
	if e.Vide() {
		return l.T("(vide)")
	}
	var s []string
	for _, t := range e.Tuiles() {
		s = append(s, fmt.Sprintf("%d:%d", t.Haut(), t.Bas()))
	}
	return strings.Join(s, " ")
}
