// Package terminal plays a game with a person at a terminal: it shows the position in French,
// reads the person's moves line by line from any reader (a terminal, a pipe, a test), and lets
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
)

// ErrFinEntree is returned when the input ends before the game does.
var ErrFinEntree = errors.New("fin de l'entrée avant la fin de la partie : partie abandonnée")

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
	// from graine in the position p), written under it.
	LigneConseil func(p dominos.Position, budget int, graine uint64) string

	// LigneExact, when set, is the command that solves the deal d of the rules r with both hands
	// open: it is written at the end with the outcome of perfect play.
	LigneExact func(d dominos.Donne, r dominos.Regles) string
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
		Conseil: cfg.Conseil, Budget: cfg.Budget, Graine: graine,
	}, nil
}

// Jouer plays the game, writing to out and reading the person's moves from in; ctx stops it
// (Ctrl-C), and so does the first write that fails (the game is for a person who reads it). It
// returns the outcome, or ErrFinEntree, or ctx's error, or the write's error.
func (d Dominos) Jouer(ctx context.Context, in io.Reader, out io.Writer) (res dominos.Resultat, err error) {
	w := bufio.NewWriter(out)
	defer func() {
		if e := w.Flush(); e != nil {
			res, err = dominos.Resultat{}, e
		}
	}()
	fin := make(chan struct{})
	defer close(fin)
	lignes := lire(fin, in)
	p := dominos.CommencerPartie(d.Donne, d.Regles)
	moi := d.Place
	ex := exemple(d.Regles.Max)
	libre := d.Regles.Pose == dominos.PoseLibre
	if d.Commande != "" {
		fmt.Fprintln(w, "commande :", d.Commande)
	}
	fmt.Fprintf(w, "%s\nVous êtes le joueur %d ; l'ordinateur (joueur %d) joue %s.\n", ReglesDominos(langue.Francais, d.Regles), moi, 3-moi, d.NomMachine)
	if libre {
		fmt.Fprintf(w, "À votre tour, tapez le numéro d'un coup jouable ou la tuile elle-même (%s) ; une tuile qui se pose aux deux bouts\n", ex)
		fmt.Fprintf(w, "se tape avec le bout choisi : %s g (à gauche) ou %s d (à droite).\n", ex, ex)
	} else {
		fmt.Fprintf(w, "À votre tour, tapez le numéro d'une tuile jouable ou la tuile elle-même (%s).\n", ex)
	}
	fmt.Fprintln(w, "Tapez ? pour le conseil de recherche : son estimation de chaque coup jouable.")
	fmt.Fprintln(w)
	ouv := p.Dernier()
	if ouv.Joueur == moi {
		fmt.Fprintf(w, "Vous ouvrez avec %s.\n", dominos.Pose(ouv.Pose))
	} else {
		fmt.Fprintf(w, "L'ordinateur ouvre avec %s.\n", dominos.Pose(ouv.Pose))
	}
	for !p.Finie() {
		jo := p.Jouables()
		if p.Trait() != moi {
			if jo.Vide() {
				p.Passer()
				fmt.Fprintln(w, "L'ordinateur passe.")
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
			fmt.Fprintf(w, "L'ordinateur pose %s %s.\n", dominos.Pose(p.Dernier().Pose), cote(p.Dernier()))
			continue
		}
		d.montrer(w, p)
		if jo.Vide() {
			p.Passer()
			fmt.Fprintln(w, "Vous n'avez aucune tuile jouable : vous passez.")
			continue
		}
		coups := p.Placements()
		var liste []string
		for i, c := range coups {
			liste = append(liste, fmt.Sprintf("%d) %d:%d%s", i+1, c.Tuile.Haut(), c.Tuile.Bas(), boutAuChoix(coups, i)))
		}
		fmt.Fprintln(w, "Jouables :", strings.Join(liste, "  "))
		if d.Conseil {
			d.conseiller(ctx, w, p)
			if ctx.Err() != nil {
				fmt.Fprintln(w)
				return dominos.Resultat{}, ctx.Err()
			}
		}
		for {
			fmt.Fprint(w, "Votre coup : ")
			if err := w.Flush(); err != nil {
				return dominos.Resultat{}, err
			}
			var ligne string
			select {
			case <-ctx.Done():
				fmt.Fprintln(w)
				return dominos.Resultat{}, ctx.Err()
			case l, ok := <-lignes:
				if !ok {
					fmt.Fprintln(w)
					return dominos.Resultat{}, ErrFinEntree
				}
				if l.tropLongue {
					fmt.Fprintf(w, "Coup refusé : ligne de plus de %d Kio, tapez le numéro %s (1 à %d) ou la tuile (%s).\n", MaxLigne/1024, dun(libre), len(coups), ex)
					continue
				}
				ligne = l.texte
			}
			if strings.TrimSpace(ligne) == "?" {
				d.conseiller(ctx, w, p)
				if ctx.Err() != nil {
					fmt.Fprintln(w)
					return dominos.Resultat{}, ctx.Err()
				}
				continue
			}
			c, avecBout, err := lireCoup(ligne, coups, d.Regles)
			switch {
			case err != nil:
			case avecBout:
				err = p.Placer(c)
			default:
				err = p.Poser(c.Tuile)
			}
			if err != nil {
				fmt.Fprintf(w, "Coup refusé : %v.\n", err)
				continue
			}
			fmt.Fprintf(w, "Vous posez %s %s.\n", dominos.Pose(p.Dernier().Pose), cote(p.Dernier()))
			break
		}
	}
	r := p.Resultat()
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Fin de la partie. Chaîne :", chaine(p))
	for j := 1; j <= 2; j++ {
		fmt.Fprintf(w, "%s : %s (%d points)\n", mainDe(j, moi), tuilesTexte(r.Restes[j-1]), r.Points[j-1])
	}
	switch r.Gagnant {
	case 0:
		fmt.Fprintln(w, "Partie nulle.")
	case moi:
		fmt.Fprintln(w, "Vous gagnez.")
	default:
		fmt.Fprintln(w, "L'ordinateur gagne.")
	}
	if err := d.exact(ctx, w); err != nil {
		fmt.Fprintln(w)
		return dominos.Resultat{}, err
	}
	return r, nil
}

// exact writes what perfect play with both hands open gives on the deal, and the command that
// shows it move by move; ctx (Ctrl-C) stops the solver.
func (d Dominos) exact(ctx context.Context, w io.Writer) error {
	if d.LigneExact == nil {
		return nil
	}
	if d.Regles.Main > dominos.MaxMainExacte {
		fmt.Fprintf(w, "Mains de plus de %d tuiles : pas de résolution exacte de la donne.\n", dominos.MaxMainExacte)
		return nil
	}
	ex, err := dominos.ResoudreDonne(ctx, d.Donne, d.Regles)
	if err != nil {
		return err
	}
	fmt.Fprintln(w)
	switch ex.Gagnant {
	case 0:
		fmt.Fprintln(w, "Mains ouvertes, sous le jeu parfait des deux côtés, la donne est nulle.")
	default:
		qui := "vous"
		if ex.Gagnant != d.Place {
			qui = "l'ordinateur"
		}
		fmt.Fprintf(w, "Mains ouvertes, sous le jeu parfait des deux côtés, la donne est gagnée par le joueur %d (%s).\n", ex.Gagnant, qui)
	}
	fmt.Fprintln(w, "Pour la voir coup par coup :", d.LigneExact(d.Donne, d.Regles))
	return nil
}

// montrer writes what the person sees before a move: the chain, her hand, the other's count.
func (d Dominos) montrer(w io.Writer, p *dominos.PartiePas) {
	g, dr := p.Bouts()
	fmt.Fprintf(w, "\nChaîne : %s   (bouts %d et %d)\n", chaine(p), g, dr)
	n := p.Main(3 - d.Place).Taille()
	pluriel := "s"
	if n == 1 {
		pluriel = ""
	}
	fmt.Fprintf(w, "Votre main : %s ; l'ordinateur a %d tuile%s.\n", tuilesTexte(p.Main(d.Place)), n, pluriel)
}

// conseiller writes recherche's estimate of each playable tile, the tile it would play, and the
// command that gives the same advice.
func (d Dominos) conseiller(ctx context.Context, w io.Writer, p *dominos.PartiePas) {
	if d.Regles.Main > dominos.MaxMainExacte {
		fmt.Fprintf(w, "Pas de conseil : recherche résout des mains d'au plus %d tuiles.\n", dominos.MaxMainExacte)
		return
	}
	pos := p.Position()
	est := pos.Conseiller(d.Budget, d.Graine, ctx.Done())
	if ctx.Err() != nil {
		return
	}
	best := dominos.Meilleure(est)
	n := est[0].Victoires + est[0].Nuls + est[0].Defaites
	fmt.Fprintf(w, "Conseil de recherche (%d donnes tirées, chacune jouée au mieux des deux côtés) :\n", n)
	for i, e := range est {
		marque := " "
		if i == best {
			marque = "*"
		}
		bout := ""
		if e.AuChoix {
			bout = " à droite"
			if e.AGauche {
				bout = " à gauche"
			}
		}
		fmt.Fprintf(w, " %s %d:%d%s  gagnées %s, nulles %s, perdues %s\n", marque, e.Tuile.Haut(), e.Tuile.Bas(), bout,
			pourcent(e.Victoires, n), pourcent(e.Nuls, n), pourcent(e.Defaites, n))
	}
	if d.LigneConseil != nil {
		fmt.Fprintln(w, "Pour retrouver ce conseil :", d.LigneConseil(pos, d.Budget, d.Graine))
	}
}

func pourcent(k, n int) string {
	return strconv.FormatFloat(100*float64(k)/float64(n), 'f', 0, 64) + " %"
}

// lireCoup reads a move: the number of a playable move, or a tile written x-y (or x:y),
// optionally followed by its end, g or d (gauche, droite); cote tells whether the end was given
// (a number gives it too).
func lireCoup(ligne string, coups []dominos.Placement, regles dominos.Regles) (c dominos.Placement, avecBout bool, err error) {
	max, libre := regles.Max, regles.Pose == dominos.PoseLibre
	ex := exemple(max)
	s := strings.TrimSpace(ligne)
	if s == "" {
		return c, false, fmt.Errorf("tapez le numéro %s (1 à %d) ou la tuile (%s)", dun(libre), len(coups), ex)
	}
	if k, err := strconv.Atoi(s); err == nil {
		if k < 1 || k > len(coups) {
			quoi := "les tuiles jouables sont numérotées"
			if libre {
				quoi = "les coups jouables sont numérotés"
			}
			return c, false, fmt.Errorf("%q : %s de 1 à %d", s, quoi, len(coups))
		}
		return coups[k-1], true, nil
	}
	tuile, bout := s, ""
	if i := strings.LastIndexAny(s, " \t"); i >= 0 {
		tuile, bout = strings.TrimSpace(s[:i]), strings.ToLower(s[i+1:])
	}
	switch bout {
	case "":
	case "g", "gauche":
		c.AGauche, avecBout = true, true
	case "d", "droite":
		c.AGauche, avecBout = false, true
	default:
		return c, false, fmt.Errorf("%q : le bout s'écrit g (à gauche) ou d (à droite), par exemple %s g", s, ex)
	}
	e, err := dominos.LireMain("coup", tuile, max)
	if err != nil || e.Taille() != 1 {
		if libre {
			return c, false, fmt.Errorf("%q n'est ni un numéro de 1 à %d ni une tuile (%s, ou %s g, %s d)", s, len(coups), ex, ex, ex)
		}
		return c, false, fmt.Errorf("%q n'est ni un numéro de 1 à %d ni une tuile (%s)", s, len(coups), ex)
	}
	c.Tuile = e.PlusForte()
	return c, avecBout, nil
}

// dun names what a number designates: a playable tile, or a playable move under the free rule.
func dun(libre bool) string {
	if libre {
		return "d'un coup jouable"
	}
	return "d'une tuile jouable"
}

// exemple is the tile the prompts give as an example, taken from the set in play: 6-4 in
// double-6.
func exemple(max int) string {
	if max < 2 {
		return "1-0"
	}
	return fmt.Sprintf("%d-%d", max, max-2)
}

// boutAuChoix writes the end of the i-th move when its tile has two moves (free rule).
func boutAuChoix(coups []dominos.Placement, i int) string {
	t := coups[i].Tuile
	if i > 0 && coups[i-1].Tuile == t || i+1 < len(coups) && coups[i+1].Tuile == t {
		if coups[i].AGauche {
			return " à gauche"
		}
		return " à droite"
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

func mainDe(joueur, moi int) string {
	if joueur == moi {
		return "Votre main"
	}
	return "Main de l'ordinateur"
}

func cote(c dominos.Coup) string {
	if c.AGauche {
		return "à gauche"
	}
	return "à droite"
}

func chaine(p *dominos.PartiePas) string {
	var l []string
	for _, t := range p.Chaine() {
		l = append(l, dominos.Pose(t).String())
	}
	return strings.Join(l, " ")
}

func tuilesTexte(e dominos.Ensemble) string {
	if e.Vide() {
		return "(vide)"
	}
	var l []string
	for _, t := range e.Tuiles() {
		l = append(l, fmt.Sprintf("%d:%d", t.Haut(), t.Bas()))
	}
	return strings.Join(l, " ")
}
