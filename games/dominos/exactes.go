package dominos

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"

	"jeux/parametre"
)

// Les commandes de la résolution exacte : une donne (donnée ou tirée), N donnes tirées, ou
// toutes les donnes d'un petit jeu. Les deux dernières sont des listes fixes d'items, que
// --shard partage : N donnes en paquets de DonnesParItem, toutes les donnes par main du
// joueur 1 (l'item k est la k-ième main du joueur 1 dans l'ordre des combinaisons, avec toutes
// les mains du joueur 2 parmi les tuiles restantes).

// DonnesParItem est le nombre de donnes tirées d'un item de « exact -n » : une soixantaine de
// millisecondes en double-6 à dix tuiles.
const DonnesParItem = 64

// MaxToutes borne le nombre de donnes de « exact --toutes ».
const MaxToutes = 100_000_000

// LireMain lit une main écrite tuile par tuile, « 6-6 6-5 4-2 » (x-y ou x:y, dans n'importe quel
// ordre, séparées par des espaces ou des virgules), dans le jeu double-max. L'erreur est une
// *parametre.Erreur au nom de l'option (« j1 », « j2 ») qui cite la tuile fautive.
func LireMain(option, texte string, max int) (Ensemble, error) {
	var e Ensemble
	champs := champsTuiles(texte)
	if len(champs) == 0 {
		return e, &parametre.Erreur{Nom: option, Valeur: strconv.Quote(texte), Code: CodeMainAttendue}
	}
	for _, c := range champs {
		x, y, err := lireTuile(option, c, max)
		if err != nil {
			return e, err
		}
		t := NouvelleTuile(x, y)
		if e.Contient(t) {
			return e, &parametre.Erreur{Nom: option, Valeur: strconv.Quote(c), Code: CodeTuileDouble}
		}
		e.Ajouter(t)
	}
	return e, nil
}

// champsTuiles coupe un texte de tuiles aux espaces, tabulations, fins de ligne et virgules.
func champsTuiles(texte string) []string {
	return strings.FieldsFunc(texte, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' })
}

// lireTuile lit une tuile écrite x-y ou x:y du jeu double-max, ses valeurs dans l'ordre écrit ;
// l'erreur est une *parametre.Erreur au nom de l'option qui cite la tuile.
func lireTuile(option, c string, max int) (x, y int, err error) {
	a, b, ok := strings.Cut(c, "-")
	if !ok {
		a, b, ok = strings.Cut(c, ":")
	}
	x, errX := strconv.Atoi(a)
	y, errY := strconv.Atoi(b)
	if !ok || errX != nil || errY != nil || a == "" || b == "" || a[0] == '+' || b[0] == '+' {
		return 0, 0, &parametre.Erreur{Nom: option, Valeur: strconv.Quote(c), Code: CodeTuileEcrite}
	}
	if x < 0 || y < 0 || x > max || y > max {
		return 0, 0, &parametre.Erreur{Nom: option, Valeur: strconv.Quote(c), Code: CodeTuileHorsJeu, Args: []any{max, max}}
	}
	return x, y, nil
}

// ConfigExacte décrit une commande « dominos exact » : les règles, et les deux mains quand
// elles sont données (J1 et J2, telles qu'écrites) ; MainDonnee dit si la taille des mains a
// été imposée à part (--main), auquel cas les mains données doivent l'avoir. Mode dit ce qui
// est résolu, Nombre les donnes tirées de ExactesHasard.
type ConfigExacte struct {
	Regles     Regles
	J1, J2     string
	MainDonnee bool
	Mode       ModeExact
	Nombre     int64
}

// Mains renvoie la donne des mains données ; la configuration doit avoir des mains (J1 ou J2).
// Elle vérifie chaque main, qu'aucune tuile ne soit dans les deux, et que les deux mains aient
// la même taille, permise par le jeu et par la résolution exacte. Les règles renvoyées ont la
// taille des mains.
func (c ConfigExacte) Mains() (Donne, Regles, error) {
	r := c.Regles
	if r.Max < 1 || r.Max > MaxValeur {
		return Donne{}, r, r.Valider()
	}
	if c.J1 == "" || c.J2 == "" {
		manque := "j1"
		if c.J1 != "" {
			manque = "j2"
		}
		return Donne{}, r, &parametre.Erreur{Nom: manque, Valeur: `""`, Code: CodeDeuxMains}
	}
	var d Donne
	for k, texte := range [2]string{c.J1, c.J2} {
		m, err := LireMain(fmt.Sprintf("j%d", k+1), texte, r.Max)
		if err != nil {
			return Donne{}, r, err
		}
		d.Mains[k] = m
	}
	if commun := d.Mains[0].Et(d.Mains[1]); !commun.Vide() {
		t := commun.PlusForte()
		return Donne{}, r, &parametre.Erreur{Nom: "j2", Valeur: strconv.Quote(fmt.Sprintf("%d-%d", t.Haut(), t.Bas())), Code: CodeDejaJ1}
	}
	n1, n2 := d.Mains[0].Taille(), d.Mains[1].Taille()
	if n1 != n2 {
		return Donne{}, r, &parametre.Erreur{Nom: "j2", Valeur: strconv.Itoa(n2) + " tuiles", Code: CodeMemeTaille, Args: []any{n1}}
	}
	if c.MainDonnee && r.Main != n1 {
		return Donne{}, r, erreurEntier("main", r.Main, CodeMainsDonnees, n1)
	}
	r.Main = n1
	if err := r.Valider(); err != nil {
		return Donne{}, r, err
	}
	return d, r, validerMainExacte(r)
}

// validerMainExacte vérifie que la résolution exacte accepte la taille des mains.
func validerMainExacte(r Regles) error {
	if r.Main > MaxMainExacte {
		return erreurEntier("main", r.Main, CodeMainExacte, MaxMainExacte)
	}
	return nil
}

// Valider vérifie la configuration : les mains données, ou les règles.
func (c ConfigExacte) Valider() error {
	if c.J1 != "" || c.J2 != "" {
		_, _, err := c.Mains()
		return err
	}
	if err := c.Regles.Valider(); err != nil {
		return err
	}
	return validerMainExacte(c.Regles)
}

// modeDemande renvoie le mode de résolution demandé : toutes les donnes du jeu (toutes), ou
// nombre donnes tirées au hasard (tirees : -n donné), sinon une seule donne.
func modeDemande(toutes, tirees bool, nombre int64) (ModeExact, error) {
	switch {
	case toutes && tirees:
		return ExacteUne, &parametre.Erreur{Nom: "toutes et nombre s'excluent", Code: CodeToutesOuNombre}
	case toutes:
		return ExactesToutes, nil
	case tirees && nombre < 1:
		return ExacteUne, &parametre.Erreur{Nom: "nombre", Valeur: strconv.FormatInt(nombre, 10), Code: CodeParties}
	case tirees:
		return ExactesHasard, nil
	}
	return ExacteUne, nil
}

// Calcul vérifie la configuration et renvoie le calcul qu'elle décrit, sans sa graine (voir
// CalculExact.Aleatoire) : des mains données ne font qu'une donne, et --toutes n'accepte qu'un
// jeu d'au plus MaxToutes donnes. L'erreur est une *parametre.Erreur.
func (c ConfigExacte) Calcul() (CalculExact, error) {
	calc := CalculExact{Regles: c.Regles, Mode: c.Mode, Nombre: c.Nombre}
	mains := c.J1 != "" || c.J2 != ""
	if mains && c.Mode != ExacteUne {
		return calc, &parametre.Erreur{Nom: "j1 et j2 donnent une seule donne", Valeur: "", Code: CodeMainsSeules}
	}
	if err := c.Valider(); err != nil {
		return calc, err
	}
	if mains {
		d, regles, _ := c.Mains()
		calc.Regles, calc.Donne = regles, &d
	}
	if calc.Mode == ExactesToutes {
		if n, ok := NombreDonnes(calc.Regles); !ok || n > MaxToutes {
			if !ok {
				return calc, &parametre.Erreur{Nom: "toutes", Valeur: "", Code: CodeToutesTropPlus, Args: []any{calc.Regles.Max, calc.Regles.Main, MaxToutes}}
			}
			return calc, &parametre.Erreur{Nom: "toutes", Valeur: "", Code: CodeToutesTrop, Args: []any{calc.Regles.Max, calc.Regles.Main, n, MaxToutes}}
		}
	}
	return calc, nil
}

// NombreDonnes renvoie le nombre de donnes des règles (mains ordonnées : celle du joueur 1,
// puis celle du joueur 2 parmi les tuiles restantes), ou false s'il dépasse un int64.
func NombreDonnes(r Regles) (int64, bool) {
	n := NbTuiles(r.Max)
	a, ok1 := combinaisons(n, r.Main)
	b, ok2 := combinaisons(n-r.Main, r.Main)
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if !ok1 || !ok2 || hi != 0 || lo > math.MaxInt64 {
		return 0, false
	}
	return int64(lo), true
}

// combinaisons renvoie C(n, k), ou false s'il dépasse un int64.
func combinaisons(n, k int) (int64, bool) {
	if k < 0 || k > n {
		return 0, true
	}
	c := uint64(1)
	for i := range k {
		// c·(n−i) est divisible par i+1 : c = C(n, i) et C(n, i)·(n−i) = C(n, i+1)·(i+1).
		hi, lo := bits.Mul64(c, uint64(n-i))
		if hi != 0 {
			return 0, false
		}
		c = lo / uint64(i+1)
	}
	return int64(c), c <= math.MaxInt64
}

// MainsJoueur1 renvoie le nombre d'items de « exact --toutes » : les mains possibles du
// joueur 1.
func MainsJoueur1(r Regles) int64 {
	c, _ := combinaisons(NbTuiles(r.Max), r.Main)
	return c
}

// MainsJoueur2 renvoie le nombre de mains du joueur 2 face à chaque main du joueur 1 : les
// donnes d'un item de « exact --toutes ».
func MainsJoueur2(r Regles) int64 {
	c, _ := combinaisons(NbTuiles(r.Max)-r.Main, r.Main)
	return c
}

// kiemeMain renvoie la k-ième partie à taille éléments de l'ensemble parmi (ordre des
// combinaisons : la plus petite tuile d'abord, comme l'énumération lexicographique des rangs).
func kiemeMain(parmi Ensemble, taille int, k int64) Ensemble {
	var e Ensemble
	reste := parmi.Taille()
	for t := range NbTuilesMax {
		if taille == 0 {
			break
		}
		if !parmi.Contient(Tuile(t)) {
			continue
		}
		reste--
		// Les combinaisons qui prennent t : C(reste, taille−1).
		avec, _ := combinaisons(reste, taille-1)
		if k < avec {
			e.Ajouter(Tuile(t))
			taille--
		} else {
			k -= avec
		}
	}
	return e
}

// BilanExact compte les issues de donnes résolues à mains ouvertes ; son JSON est l'agrégat
// d'une part de « exact -n » ou « exact --toutes ».
type BilanExact struct {
	Donnes  int64 `json:"donnes"`
	J1      int64 `json:"j1"`      // gagnées par le joueur 1
	Nuls    int64 `json:"nuls"`    // nulles
	J2      int64 `json:"j2"`      // gagnées par le joueur 2
	Ouvreur int64 `json:"ouvreur"` // gagnées par le joueur qui ouvre
	Noeuds  int64 `json:"noeuds"`  // positions visitées pour trouver les issues
}

// Ajouter compte une donne par sa résolution ex.
func (b *BilanExact) Ajouter(ex Exacte) {
	b.Donnes++
	switch ex.Gagnant {
	case 1:
		b.J1++
	case 2:
		b.J2++
	default:
		b.Nuls++
	}
	if ex.Gagnant != 0 && ex.Gagnant == ex.Ouvreur {
		b.Ouvreur++
	}
	b.Noeuds += ex.Noeuds
}

// ajouter ajoute le bilan src à b.
func (b *BilanExact) ajouter(src *BilanExact) {
	b.Donnes += src.Donnes
	b.J1 += src.J1
	b.Nuls += src.Nuls
	b.J2 += src.J2
	b.Ouvreur += src.Ouvreur
	b.Noeuds += src.Noeuds
}

// Ouvreur renvoie le joueur (1 ou 2) qui ouvre la donne sous les règles r (Donne.Ouverture).
func (d Donne) Ouvreur(r Regles) int {
	_, j := d.Ouverture(r)
	return j
}

// ResoudreHasard résout n donnes tirées par r et les compte ; elle s'arrête quand le solveur
// est coupé (Surveiller).
func (b *BilanExact) ResoudreHasard(s *Solveur, r *rand.Rand, n int64) {
	for range n {
		if s.Coupe() {
			return
		}
		d := Distribuer(r, s.regles)
		b.Ajouter(s.resoudreIssue(d))
	}
}

// ResoudreToutes résout les donnes dont le joueur 1 tient sa k-ième main possible : toutes les
// mains du joueur 2 parmi les tuiles restantes. Elle s'arrête quand le solveur est coupé
// (Surveiller).
func (b *BilanExact) ResoudreToutes(s *Solveur, k int64) {
	jeu := Jeu(s.regles.Max)
	m1 := kiemeMain(jeu, s.regles.Main, k)
	reste := jeu.Sauf(m1)
	nb, _ := combinaisons(reste.Taille(), s.regles.Main)
	for j := range nb {
		if s.Coupe() {
			return
		}
		d := Donne{Mains: [2]Ensemble{m1, kiemeMain(reste, s.regles.Main, j)}}
		b.Ajouter(s.resoudreIssue(d))
	}
}

// resoudreIssue résout la donne d sans la ligne : l'issue et les positions visitées.
func (s *Solveur) resoudreIssue(d Donne) Exacte {
	avant := s.noeuds
	var t etat
	t.ouvrir(d, s.regles)
	p := PositionOuverte{Mains: t.mains, Gauche: t.gauche, Droite: t.droite, Trait: t.tour}
	res := Exacte{Gagnant: gagnantDe(s.Valeur(p), p.Trait), Ouvreur: 2 - t.tour}
	res.Noeuds = s.noeuds - avant
	return res
}

// gagnantDe traduit la valeur v d'une position pour le joueur au trait en gagnant : 1, 2 ou 0.
func gagnantDe(v, trait int) int {
	switch {
	case v > 0:
		return trait + 1
	case v < 0:
		return 2 - trait
	}
	return 0
}
