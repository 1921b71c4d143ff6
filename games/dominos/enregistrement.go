package dominos

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"jeux/parametre"
)

// Le fichier d'une partie : ce que « dominos joue --enregistre » écrit et ce que « joue --rejoue »
// et « revue » relisent. Une ligne par donnée, un mot-clé puis ses valeurs :
//
//	jeux-dominos-partie 1
//	max 6
//	main 10
//	decompte x+y
//	pose 2012
//	regles club
//	graine 7
//	place 1
//	contre recherche
//	budget 128
//	j1 6:6 6:5 …
//	j2 5:5 4:2 …
//	ouverture 1 6:6
//	coup 2 6:4 droite
//	passe 1
//
// L'en-tête d'abord ; les règles, la partie et les mains dans n'importe quel ordre, chacune une
// fois (regles, la variante, seulement sous les règles du club : sans elle, celles de 2012) ; puis l'ouverture et chaque coup ou passe, dans l'ordre joué (une partie abandonnée
// s'arrête où elle en était). Les lignes vides et celles qui commencent par # sont ignorées.

// EnteteEnregistrement est le premier mot d'un fichier de partie ; VersionEnregistrement le suit.
const (
	EnteteEnregistrement  = "jeux-dominos-partie"
	VersionEnregistrement = 1
)

// Les refus d'un fichier de partie (*parametre.Echec, dans une *LigneRefusee).
const (
	CodePartieEntete   parametre.Code = "dominos.partie-entete"    // l'en-tête attendu
	CodePartieLigne    parametre.Code = "dominos.partie-ligne"     // le mot lu, les mots permis
	CodePartieDouble   parametre.Code = "dominos.partie-double"    // le mot, la ligne où il était déjà
	CodePartieManque   parametre.Code = "dominos.partie-manque"    // le mot qui manque
	CodePartieValeurs  parametre.Code = "dominos.partie-valeurs"   // le mot, le nombre de valeurs attendues
	CodePartieEntier   parametre.Code = "dominos.partie-entier"    // le mot, la valeur lue
	CodePartieMot      parametre.Code = "dominos.partie-mot"       // le mot, la valeur lue, les valeurs permises
	CodePartieTaille   parametre.Code = "dominos.partie-taille"    // le mot, les tuiles lues, la taille des mains
	CodePartieCommune  parametre.Code = "dominos.partie-commune"   // la tuile : haut, bas
	CodePartieOuvreur  parametre.Code = "dominos.partie-ouvreur"   // la tuile d'ouverture : haut, bas ; son joueur
	CodePartieOuverte  parametre.Code = "dominos.partie-ouverte"   // pas de valeur : une seconde ouverture
	CodePartieTrait    parametre.Code = "dominos.partie-trait"     // le joueur au trait
	CodePartieSansOuv  parametre.Code = "dominos.partie-sans-ouv"  // pas de valeur : un coup avant l'ouverture
	CodePartieJoueur   parametre.Code = "dominos.partie-joueur"    // la valeur lue
	CodePartieBout     parametre.Code = "dominos.partie-bout"      // la valeur lue
	CodePartieUneTuile parametre.Code = "dominos.partie-une-tuile" // la valeur lue
	CodePartieValeur   parametre.Code = "dominos.partie-valeur"    // le mot, la valeur lue, ce qui est attendu (*parametre.Echec)
)

// valeurRefusee fait du refus de la valeur d'une option (*parametre.Erreur) celui de la valeur
// du mot du fichier, qui garde son nom dans toutes les langues.
func valeurRefusee(mot string, err error) error {
	var pe *parametre.Erreur
	if errors.As(err, &pe) {
		return echec(CodePartieValeur, mot, pe.Valeur, &parametre.Echec{Code: pe.Code, Args: pe.Args})
	}
	return err
}

// Enregistrement est une partie contre l'ordinateur telle que « dominos joue » l'a jouée : les
// règles, la graine, la place de la personne, la stratégie et le budget de l'ordinateur, la
// donne et les coups (l'ouverture d'abord). Finie dit si la partie est allée à son terme.
type Enregistrement struct {
	Regles  Regles
	Graine  uint64
	Place   int
	Contre  string
	Budget  int
	Journal Journal
	Finie   bool
}

// Journal renvoie la partie jouée jusqu'ici : la donne et une copie des coups.
func (p *PartiePas) Journal() Journal {
	return Journal{Mains: p.j.Mains, Coups: slices.Clone(p.j.Coups)}
}

// Coups renvoie les coups du joueur (1 ou 2) dans la partie, dans l'ordre, ouverture et passes
// exclues.
func (e *Enregistrement) Coups(joueur int) []Placement {
	var coups []Placement
	for _, c := range e.Journal.Coups[1:] {
		if !c.Passe && c.Joueur == joueur {
			coups = append(coups, Placement{Tuile: c.Tuile, AGauche: c.AGauche})
		}
	}
	return coups
}

// Rejeu est la stratégie qui rejoue des coups donnés, l'un après l'autre (le côté d'un joueur
// dans une partie enregistrée) ; quand ils manquent (une partie abandonnée), elle appelle fin,
// qui arrête le rejeu, et joue d'ici là la plus forte tuile jouable.
type Rejeu struct {
	coups []Placement
	k     int
	fin   func()
}

// NouveauRejeu renvoie la stratégie qui rejoue coups, et appelle fin quand ils manquent.
func NouveauRejeu(coups []Placement, fin func()) *Rejeu { return &Rejeu{coups: coups, fin: fin} }

// Choisir donne la tuile du coup suivant.
func (r *Rejeu) Choisir(v *Vue) Tuile {
	if r.k >= len(r.coups) {
		r.fin()
		return v.Jouables.PlusForte()
	}
	r.k++
	return r.coups[r.k-1].Tuile
}

// AGauche donne le bout du coup que Choisir vient de donner.
func (r *Rejeu) AGauche(_ *Vue, t Tuile) bool {
	if r.k == 0 || r.k > len(r.coups) {
		return true
	}
	return r.coups[r.k-1].AGauche
}

// cote est le mot d'un bout dans le fichier.
func cote(gauche bool) string {
	if gauche {
		return "gauche"
	}
	return "droite"
}

// decompte est le mot du décompte dans le fichier.
func decompte(d2012 bool) string {
	if d2012 {
		return "2012"
	}
	return "x+y"
}

// Ecrire écrit la partie dans w, au format que LireEnregistrement relit.
func (e *Enregistrement) Ecrire(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "%s %d\n", EnteteEnregistrement, VersionEnregistrement)
	fmt.Fprintf(b, "max %d\nmain %d\ndecompte %s\npose %s\n", e.Regles.Max, e.Regles.Main, decompte(e.Regles.Decompte2012), e.Regles.Pose)
	if e.Regles.Club {
		fmt.Fprintf(b, "regles %s\n", ReglesClub)
	}
	fmt.Fprintf(b, "graine %d\nplace %d\ncontre %s\nbudget %d\n", e.Graine, e.Place, e.Contre, e.Budget)
	fmt.Fprintf(b, "j1 %s\nj2 %s\n", TuilesDe(e.Journal.Mains[0]), TuilesDe(e.Journal.Mains[1]))
	for i, c := range e.Journal.Coups {
		switch {
		case i == 0:
			fmt.Fprintf(b, "ouverture %d %s\n", c.Joueur, Pose(c.Pose))
		case c.Passe:
			fmt.Fprintf(b, "passe %d\n", c.Joueur)
		default:
			fmt.Fprintf(b, "coup %d %s %s\n", c.Joueur, Pose(c.Pose), cote(c.AGauche))
		}
	}
	return b.Flush()
}

// LigneRefusee est le refus d'un fichier de partie : le numéro de la ligne fautive (à partir de
// 1) et ce qui ne va pas, une *parametre.Echec ou la *parametre.Erreur d'une valeur.
type LigneRefusee struct {
	Ligne int
	Err   error
}

func (e *LigneRefusee) Error() string { return e.Err.Error() }
func (e *LigneRefusee) Unwrap() error { return e.Err }

// motsPartie sont les mots-clés d'avant l'ouverture, dans l'ordre du fichier.
var motsPartie = [...]string{"max", "main", "decompte", "pose", "regles", "graine", "place", "contre", "budget", "j1", "j2"}

// motsCoups sont les mots-clés des coups.
var motsCoups = [...]string{"ouverture", "coup", "passe"}

// lecture est l'état de LireEnregistrement.
type lecture struct {
	e       Enregistrement
	valeurs map[string][]string // les valeurs de chaque mot d'avant l'ouverture
	lignes  map[string]int      // la ligne de chaque mot
	p       *PartiePas
}

// LireEnregistrement lit et rejoue un fichier de partie : chaque coup doit être permis par les
// règles du fichier, dans la donne du fichier. L'erreur est une *LigneRefusee.
func LireEnregistrement(texte string) (*Enregistrement, error) {
	l := &lecture{valeurs: map[string][]string{}, lignes: map[string]int{}}
	lignes := strings.Split(texte, "\n")
	if n := len(lignes); n > 1 && lignes[n-1] == "" {
		lignes = lignes[:n-1]
	}
	entete := EnteteEnregistrement + " " + strconv.Itoa(VersionEnregistrement)
	if len(lignes) == 0 || strings.Join(strings.Fields(lignes[0]), " ") != entete {
		return nil, &LigneRefusee{1, echec(CodePartieEntete, entete)}
	}
	for i, s := range lignes[1:] {
		n := i + 2
		champs := strings.Fields(s)
		if len(champs) == 0 || strings.HasPrefix(champs[0], "#") {
			continue
		}
		if err := l.ligne(n, champs); err != nil {
			if lr, ok := err.(*LigneRefusee); ok {
				return nil, lr
			}
			return nil, &LigneRefusee{n, err}
		}
	}
	if l.p == nil {
		if err := l.commencer(len(lignes)); err != nil {
			return nil, err
		}
		return nil, &LigneRefusee{len(lignes), echec(CodePartieManque, "ouverture")}
	}
	l.e.Journal = l.p.Journal()
	l.e.Finie = l.p.Finie()
	return &l.e, nil
}

// ligne lit la ligne n, coupée en champs.
func (l *lecture) ligne(n int, champs []string) error {
	mot := champs[0]
	if slices.Contains(motsPartie[:], mot) {
		if l.p != nil {
			return echec(CodePartieLigne, mot, strings.Join(motsCoups[:], ", "))
		}
		if deja, ok := l.lignes[mot]; ok {
			return echec(CodePartieDouble, mot, deja)
		}
		l.valeurs[mot], l.lignes[mot] = champs[1:], n
		return nil
	}
	switch mot {
	case "ouverture":
		if l.p != nil {
			return echec(CodePartieOuverte)
		}
		if err := l.commencer(n); err != nil {
			return err
		}
		if len(champs) != 3 {
			return echec(CodePartieValeurs, mot, 2)
		}
		j, t, err := l.joueurTuile(champs[1], champs[2])
		if err != nil {
			return err
		}
		ouv := l.p.Dernier()
		if j != ouv.Joueur || t != ouv.Tuile {
			return echec(CodePartieOuvreur, ouv.Tuile.Haut(), ouv.Tuile.Bas(), ouv.Joueur)
		}
		return nil
	case "coup", "passe":
		if l.p == nil {
			return echec(CodePartieSansOuv)
		}
		if mot == "passe" {
			if len(champs) != 2 {
				return echec(CodePartieValeurs, mot, 1)
			}
			if err := l.trait(champs[1]); err != nil {
				return err
			}
			return l.p.Passer()
		}
		if len(champs) != 4 {
			return echec(CodePartieValeurs, mot, 3)
		}
		j, t, err := l.joueurTuile(champs[1], champs[2])
		if err != nil {
			return err
		}
		if l.p.Finie() {
			return echec(CodeFinie)
		}
		if j != l.p.Trait() {
			return echec(CodePartieTrait, l.p.Trait())
		}
		var gauche bool
		switch champs[3] {
		case "gauche":
			gauche = true
		case "droite":
		default:
			return echec(CodePartieBout, champs[3])
		}
		return l.p.Placer(Placement{t, gauche})
	}
	mots := append(motsPartie[:], motsCoups[:]...)
	return echec(CodePartieLigne, mot, strings.Join(mots, ", "))
}

// trait lit le joueur d'une passe, qui doit être au trait.
func (l *lecture) trait(s string) error {
	j, err := strconv.Atoi(s)
	if err != nil || j < 1 || j > 2 {
		return echec(CodePartieJoueur, s)
	}
	if l.p.Finie() {
		return echec(CodeFinie)
	}
	if j != l.p.Trait() {
		return echec(CodePartieTrait, l.p.Trait())
	}
	return nil
}

// joueurTuile lit un joueur (1 ou 2) et une tuile du jeu des règles.
func (l *lecture) joueurTuile(sj, st string) (int, Tuile, error) {
	j, err := strconv.Atoi(sj)
	if err != nil || j < 1 || j > 2 {
		return 0, 0, echec(CodePartieJoueur, sj)
	}
	e, err := LireMain("coup", st, l.e.Regles.Max)
	if err != nil {
		return 0, 0, valeurRefusee("coup", err)
	}
	if e.Taille() != 1 {
		return 0, 0, echec(CodePartieUneTuile, st)
	}
	return j, e.PlusForte(), nil
}

// valeur renvoie la seule valeur du mot, qui doit être là ; n est la ligne de l'ouverture.
func (l *lecture) valeur(mot string, n int) (string, error) {
	v, ok := l.valeurs[mot]
	switch {
	case !ok:
		return "", &LigneRefusee{n, echec(CodePartieManque, mot)}
	case len(v) != 1:
		return "", &LigneRefusee{l.lignes[mot], echec(CodePartieValeurs, mot, 1)}
	}
	return v[0], nil
}

// entier lit la valeur entière du mot.
func (l *lecture) entier(mot string, n int) (int, error) {
	s, err := l.valeur(mot, n)
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return 0, &LigneRefusee{l.lignes[mot], echec(CodePartieEntier, mot, s)}
	}
	return v, nil
}

// choix lit la valeur du mot parmi permis et renvoie son indice.
func (l *lecture) choix(mot string, n int, permis ...string) (int, error) {
	s, err := l.valeur(mot, n)
	if err != nil {
		return 0, err
	}
	i := slices.Index(permis, s)
	if i < 0 {
		return 0, &LigneRefusee{l.lignes[mot], echec(CodePartieMot, mot, s, strings.Join(permis, ", "))}
	}
	return i, nil
}

// commencer lit ce qui précède l'ouverture, trouvée à la ligne n, et commence la partie ; ses
// erreurs sont des *LigneRefusee qui nomment la ligne de la valeur fautive.
func (l *lecture) commencer(n int) error {
	e := &l.e
	var err error
	if e.Regles.Max, err = l.entier("max", n); err != nil {
		return err
	}
	if e.Regles.Main, err = l.entier("main", n); err != nil {
		return err
	}
	d, err := l.choix("decompte", n, "x+y", "2012")
	if err != nil {
		return err
	}
	e.Regles.Decompte2012 = d == 1
	pose, err := l.choix("pose", n, nomsPoses[:]...)
	if err != nil {
		return err
	}
	e.Regles.Pose = RegleDePose(pose)
	if _, ok := l.valeurs["regles"]; ok {
		v, err := l.choix("regles", n, Regles2012.Valeurs()...)
		if err != nil {
			return err
		}
		e.Regles.Club = v == 1
		if err := e.Regles.validerClub(); err != nil {
			mot := "pose" // the club rules refuse the 2012 pose or counting: the line of either
			if e.Regles.Decompte2012 {
				mot = "decompte"
			}
			return &LigneRefusee{l.lignes[mot], err}
		}
	}
	if err := e.Regles.Valider(); err != nil {
		var pe *parametre.Erreur
		mot := "max"
		if errors.As(err, &pe) && pe.Nom == "main" {
			mot = "main"
		}
		return &LigneRefusee{l.lignes[mot], valeurRefusee(mot, err)}
	}
	s, err := l.valeur("graine", n)
	if err != nil {
		return err
	}
	if e.Graine, err = strconv.ParseUint(s, 10, 64); err != nil {
		return &LigneRefusee{l.lignes["graine"], echec(CodePartieEntier, "graine", s)}
	}
	if e.Place, err = l.entier("place", n); err != nil {
		return err
	}
	if e.Place != 1 && e.Place != 2 {
		return &LigneRefusee{l.lignes["place"], echec(CodePartieMot, "place", strconv.Itoa(e.Place), "1, 2")}
	}
	if e.Contre, err = l.valeur("contre", n); err != nil {
		return err
	}
	if !slices.Contains(Noms(), e.Contre) {
		return &LigneRefusee{l.lignes["contre"], echec(CodePartieMot, "contre", e.Contre, strings.Join(Noms(), ", "))}
	}
	if e.Budget, err = l.entier("budget", n); err != nil {
		return err
	}
	if e.Budget < 1 || e.Budget > MaxBudget {
		return &LigneRefusee{l.lignes["budget"], valeurRefusee("budget", erreurEntier("budget", e.Budget, CodeBudgetDonne, MaxBudget))}
	}
	var donne Donne
	for j, mot := range []string{"j1", "j2"} {
		v, ok := l.valeurs[mot]
		if !ok {
			return &LigneRefusee{n, echec(CodePartieManque, mot)}
		}
		m, err := LireMain(mot, strings.Join(v, " "), e.Regles.Max)
		if err != nil {
			return &LigneRefusee{l.lignes[mot], valeurRefusee(mot, err)}
		}
		if m.Taille() != e.Regles.Main {
			return &LigneRefusee{l.lignes[mot], echec(CodePartieTaille, mot, m.Taille(), e.Regles.Main)}
		}
		if commune := m.Et(donne.Mains[0]); !commune.Vide() {
			t := commune.PlusForte()
			return &LigneRefusee{l.lignes[mot], echec(CodePartieCommune, t.Haut(), t.Bas())}
		}
		donne.Mains[j] = m
	}
	l.p = CommencerPartie(donne, e.Regles)
	return nil
}
