package dominos

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"

	"jeux/parametre"
)

// Regles fixe une variante du jeu.
type Regles struct {
	Max          int         // plus grande valeur d'une demi-tuile : jeu double-Max (1..12)
	Main         int         // nombre de tuiles distribuées à chaque joueur
	Decompte2012 bool        // compter 2·x par tuile restante, comme le programme de 2012, au lieu de x + y
	Pose         RegleDePose // où va une tuile qui se pose aux deux bouts
	// Club : les règles d'un club (docs/regles.md §2.5) : le plus fort double ouvre, qui se
	// vide gagne, la partie bloquée va à la main la plus légère ; elles vont avec la pose libre
	// et le décompte x + y.
	Club bool
}

// RegleDePose dit où va une tuile qui se pose aux deux bouts de la chaîne (docs/regles.md §2.2).
type RegleDePose uint8

const (
	// Pose2012 est la règle du programme de 2012 (positionne) : le bout gauche s'il convient.
	Pose2012 RegleDePose = iota
	// PoseLibre laisse le joueur choisir le bout : un coup est alors une tuile et un bout.
	PoseLibre
)

// String écrit la règle comme --pose la prend : « 2012 » ou « libre ».
func (p RegleDePose) String() string {
	if p == PoseLibre {
		return "libre"
	}
	return "2012"
}

// LirePose lit la valeur de --pose ; l'erreur est une *parametre.Erreur qui nomme --pose.
func LirePose(s string) (RegleDePose, error) {
	switch s {
	case "2012":
		return Pose2012, nil
	case "libre":
		return PoseLibre, nil
	}
	return Pose2012, &parametre.Erreur{Nom: "pose", Valeur: strconv.Quote(s), Code: CodePose}
}

// Placement est un coup : une tuile et le bout de la chaîne où elle va.
type Placement struct {
	Tuile   Tuile
	AGauche bool
}

// Sur renvoie la valeur sur laquelle le coup se pose, la chaîne allant de g à d : celle du bout
// où il va.
func (p Placement) Sur(g, d int) int {
	if p.AGauche {
		return g
	}
	return d
}

// auChoix dit si la tuile t se pose aux deux bouts g et d, et que ce soit deux coups différents :
// sous la pose libre, c'est le seul cas où le joueur choisit le bout. Quand g ≠ d, seule la
// tuile [g:d] est dans ce cas ; quand g = d, les deux bouts mènent à la même position (à
// l'ordre près), un seul coup.
func auChoix(g, d int, t Tuile) bool {
	x, y := int(hautDe[t]), int(basDe[t])
	return g != d && (x == g || y == g) && (x == d || y == d)
}

// Placements renvoie les coups permis par les tuiles jouables jo sur une chaîne de bouts g et d :
// dans l'ordre des mains, la tuile seule sur le bout que fixe la règle de 2012, ou, sous la
// pose libre, la tuile qui se pose aux deux bouts deux fois, à gauche puis à droite.
func Placements(jo Ensemble, g, d int, pose RegleDePose) []Placement {
	out := make([]Placement, 0, jo.Taille()+1)
	for t := range jo.Decroissant() {
		if pose == PoseLibre && auChoix(g, d, t) {
			out = append(out, Placement{t, true}, Placement{t, false})
			continue
		}
		_, _, gauche := apresPose(g, d, t)
		out = append(out, Placement{t, gauche})
	}
	return out
}

// Placements renvoie les coups permis au joueur de la vue (voir la fonction Placements).
func (v *Vue) Placements() []Placement {
	return Placements(v.Jouables, v.Gauche, v.Droite, v.Regles.Pose)
}

// ReglesStandard sont celles du dossier de 2012 : double-6, dix tuiles chacun, décompte x + y.
var ReglesStandard = Regles{Max: 6, Main: 10}

// NbTuiles renvoie le nombre de tuiles du jeu double-max.
func NbTuiles(max int) int { return (max + 1) * (max + 2) / 2 }

// Valider vérifie que les deux mains tiennent dans le jeu ; l'erreur est une *parametre.Erreur qui
// nomme --max ou --main.
func (r Regles) Valider() error {
	if r.Max < 1 || r.Max > MaxValeur {
		return erreurEntier("max", r.Max, CodeMax, MaxValeur)
	}
	// Main > n/2 plutôt que 2·Main > n, qui déborde pour une main de 2⁶² tuiles.
	if n := NbTuiles(r.Max); r.Main < 1 || r.Main > n/2 {
		return erreurEntier("main", r.Main, CodeMain, r.Max, n, n/2)
	}
	if r.Pose > PoseLibre {
		_, err := LirePose(strconv.Itoa(int(r.Pose)))
		return err
	}
	return r.validerClub()
}

// validerClub refuse, sous les règles du club, ce qui les contredit : le décompte de 2012 ou la
// pose de 2012 ; l'erreur est une *parametre.Erreur qui nomme l'option.
func (r Regles) validerClub() error {
	switch {
	case !r.Club:
	case r.Decompte2012:
		return &parametre.Erreur{Nom: "decompte-2012", Valeur: "true", Code: CodeClubDecompte}
	case r.Pose != PoseLibre:
		return &parametre.Erreur{Nom: "pose", Valeur: strconv.Quote(r.Pose.String()), Code: CodeClubPose}
	}
	return nil
}

// Points renvoie le total d'une main selon le décompte des règles.
func (r Regles) Points(main Ensemble) int {
	pts := &pointsXY
	if r.Decompte2012 {
		pts = &points2012
	}
	s := 0
	for m, w := range main {
		for ; w != 0; w &= w - 1 {
			s += int(pts[m*64+bits.TrailingZeros64(w)])
		}
	}
	return s
}

// Donne est la distribution d'une partie : Mains[0] au joueur 1, Mains[1] au joueur 2.
type Donne struct {
	Mains [2]Ensemble
}

// Distribuer tire les deux mains sans remise, celle du joueur 1 d'abord, comme la fonction
// distribue de 2012 ; les tuiles restantes ne servent pas.
func Distribuer(r *rand.Rand, regles Regles) Donne {
	var sac [NbTuilesMax]Tuile
	n := NbTuiles(regles.Max)
	for i := range n {
		sac[i] = Tuile(i)
	}
	var d Donne
	for j := range 2 {
		for range regles.Main {
			k := r.IntN(n)
			d.Mains[j].Ajouter(sac[k])
			n--
			sac[k] = sac[n]
		}
	}
	return d
}

// Coup est une ligne du déroulement d'une partie : une pose ou une passe.
type Coup struct {
	Joueur  int  // 1 ou 2
	Passe   bool // le joueur n'avait aucune tuile jouable
	Tuile   Tuile
	AGauche bool   // la tuile a été posée au bout gauche de la chaîne
	Pose    [2]int // les valeurs de la tuile de gauche à droite, telle qu'elle est posée
}

// Journal garde une partie entière pour l'afficher coup par coup.
type Journal struct {
	Mains [2]Ensemble // les mains distribuées
	Coups []Coup      // l'ouverture puis chaque tour
}

// Chaine renvoie la chaîne sur la table après les k premiers coups, de gauche à droite.
func (j *Journal) Chaine(k int) [][2]int {
	var ch [][2]int
	for _, c := range j.Coups[:k] {
		switch {
		case c.Passe:
		case c.AGauche:
			ch = append([][2]int{c.Pose}, ch...)
		default:
			ch = append(ch, c.Pose)
		}
	}
	return ch
}

// Resultat est l'issue d'une partie.
type Resultat struct {
	Gagnant int         // 1 ou 2, 0 pour une partie nulle
	Points  [2]int      // totaux des mains restantes, selon le décompte
	Restes  [2]Ensemble // les mains à la fin
	Tours   int         // nombre de coups, ouverture et passes comprises
}

// table est une partie en cours ; un tournoi réutilise la même pour chaque donne, ce qui évite
// toute allocation par partie (la Vue passée aux stratégies en fait partie).
type table struct {
	etat
	vue Vue
}

// etat est la position d'une partie.
type etat struct {
	mains          [2]Ensemble
	posees         Ensemble
	gauche, droite int
	ouverts        Ensemble  // les tuiles qui portent la valeur d'un bout
	tour           int       // 0 ou 1 : le joueur qui doit jouer
	passes         int       // passes consécutives
	absentes       [2]uint16 // bit v : le joueur a passé avec v à un bout, il n'a donc aucune tuile v
	ouverture      Tuile
}

// bouts fixe les valeurs aux deux bouts de la chaîne.
func (t *etat) bouts(g, d int) {
	t.gauche, t.droite = g, d
	t.ouverts = avecValeur[g].Ou(avecValeur[d])
}

// apresPose applique la règle de positionne (2012) : la tuile va à gauche si l'une de ses
// valeurs y correspond, sinon à droite, et le bout couvert prend son autre valeur. Elle renvoie
// les nouveaux bouts et le côté.
func apresPose(g, d int, t Tuile) (int, int, bool) {
	x, y := int(hautDe[t]), int(basDe[t])
	if x == g || y == g {
		return x + y - g, d, true
	}
	return g, x + y - d, false
}

// poser retire la tuile de la main du joueur au trait et la place selon apresPose ; elle
// renvoie le côté et la pose (les valeurs de la tuile de gauche à droite sur la chaîne).
func (t *etat) poser(d Tuile) (aGauche bool, pose [2]int) {
	t.mains[t.tour].Retirer(d)
	t.posees.Ajouter(d)
	g0, d0 := t.gauche, t.droite
	g, dr, gauche := apresPose(g0, d0, d)
	t.bouts(g, dr)
	if gauche {
		return true, [2]int{g, g0}
	}
	return false, [2]int{d0, dr}
}

// placer retire la tuile de la main du joueur au trait et la pose au bout que dit p, où elle
// doit convenir ; elle renvoie le côté et la pose.
func (t *etat) placer(p Placement) (aGauche bool, pose [2]int) {
	t.mains[t.tour].Retirer(p.Tuile)
	t.posees.Ajouter(p.Tuile)
	g0, d0 := t.gauche, t.droite
	somme := int(hautDe[p.Tuile]) + int(basDe[p.Tuile])
	if p.AGauche {
		t.bouts(somme-g0, d0)
		return true, [2]int{somme - g0, g0}
	}
	t.bouts(g0, somme-d0)
	return false, [2]int{d0, somme - d0}
}

// ouvrir distribue la donne et fait poser la tuile qui ouvre sous les règles r (Donne.Ouverture)
// par son détenteur.
func (t *etat) ouvrir(d Donne, r Regles) Tuile {
	t.mains = d.Mains
	t.posees = Ensemble{}
	t.passes = 0
	t.absentes = [2]uint16{}
	a, j := d.Ouverture(r)
	t.tour = j - 1
	t.mains[t.tour].Retirer(a)
	t.posees.Ajouter(a)
	t.ouverture = a
	t.bouts(a.Haut(), a.Bas())
	t.tour ^= 1
	return a
}

// remplirVue écrit dans v ce que sait le joueur au trait, dont jo sont les tuiles jouables ; les
// règles et le générateur de la vue ne changent pas.
func (t *etat) remplirVue(v *Vue, jo Ensemble) {
	v.Main, v.Jouables, v.Gauche, v.Droite, v.Posees = t.mains[t.tour], jo, t.gauche, t.droite, t.posees
	v.Adverse, v.Absentes, v.Ouverture = t.mains[t.tour^1].Taille(), t.absentes[t.tour^1], t.ouverture
}

// finie dit si la partie est terminée : une main vide ou deux passes de suite.
func (t *etat) finie() bool {
	return t.passes >= 2 || t.mains[0].Vide() || t.mains[1].Vide()
}

// resultat compte les points restants et désigne le gagnant : le total le plus faible, ou, sous
// les règles du club, le joueur qui s'est vidé quels que soient les points (docs/regles.md §2.5).
func (t *etat) resultat(regles Regles) Resultat {
	res := Resultat{Restes: t.mains}
	res.Points[0], res.Points[1] = regles.Points(t.mains[0]), regles.Points(t.mains[1])
	switch {
	case regles.Club && t.mains[0].Vide():
		res.Gagnant = 1
	case regles.Club && t.mains[1].Vide():
		res.Gagnant = 2
	case res.Points[0] < res.Points[1]:
		res.Gagnant = 1
	case res.Points[0] > res.Points[1]:
		res.Gagnant = 2
	}
	return res
}

// Jouer joue la donne jusqu'au bout, strat[0] pour le joueur 1 et strat[1] pour le joueur 2 ;
// r sert aux stratégies qui tirent au hasard. Si j n'est pas nil, la partie y est consignée.
func Jouer(d Donne, regles Regles, strat [2]Strategie, r *rand.Rand, j *Journal) Resultat {
	return new(table).jouer(d, regles, strat, r, j)
}

func (t *table) jouer(d Donne, regles Regles, strat [2]Strategie, r *rand.Rand, j *Journal) Resultat {
	ouv := t.ouvrir(d, regles)
	t.vue.Regles, t.vue.Hasard = regles, r
	tours := 1
	if j != nil {
		j.Mains = d.Mains
		j.Coups = append(j.Coups[:0], Coup{Joueur: 2 - t.tour, Tuile: ouv, Pose: [2]int{ouv.Haut(), ouv.Bas()}})
	}
	for !t.finie() {
		tours++
		main := t.mains[t.tour]
		jo := main.Et(t.ouverts)
		if jo.Vide() {
			t.passes++
			t.absentes[t.tour] |= 1<<t.gauche | 1<<t.droite
			if j != nil {
				j.Coups = append(j.Coups, Coup{Joueur: t.tour + 1, Passe: true})
			}
			t.tour ^= 1
			continue
		}
		v := &t.vue
		t.remplirVue(v, jo)
		var c Placement
		if regles.Pose == Pose2012 {
			// The 2012 rule places the tile itself: the strategy's choice is the move.
			c.Tuile = strat[t.tour].Choisir(v)
		} else {
			c = ChoisirPlacement(strat[t.tour], v)
		}
		if !jo.Contient(c.Tuile) {
			panic(fmt.Sprintf("dominos: la stratégie du joueur %d a choisi %v, qui n'est pas jouable", t.tour+1, c.Tuile))
		}
		t.passes = 0
		var g bool
		var pose [2]int
		if regles.Pose == Pose2012 {
			g, pose = t.poser(c.Tuile)
		} else {
			g, pose = t.placer(c)
		}
		if j != nil {
			j.Coups = append(j.Coups, Coup{Joueur: t.tour + 1, Tuile: c.Tuile, AGauche: g, Pose: pose})
		}
		t.tour ^= 1
	}
	res := t.resultat(regles)
	res.Tours = tours
	return res
}

// Bilan compte les issues d'un tournoi du point de vue du joueur 1 ; son JSON est l'agrégat
// d'une part d'un tournoi partagé entre machines.
type Bilan struct {
	Victoires int64 `json:"victoires"`
	Nuls      int64 `json:"nuls"`
	Defaites  int64 `json:"defaites"`
	// Donnes counts the hands played when the games are matches (ConfigTournoi.Match); it is
	// zero, and left out of the JSON, otherwise.
	Donnes int64 `json:"donnes,omitempty"`
}

// Parties renvoie le nombre de parties comptées.
func (b *Bilan) Parties() int64 { return b.Victoires + b.Nuls + b.Defaites }

// ajouter ajoute le bilan src à b.
func (b *Bilan) ajouter(src *Bilan) {
	b.Victoires += src.Victoires
	b.Nuls += src.Nuls
	b.Defaites += src.Defaites
	b.Donnes += src.Donnes
}

// Tournoi joue n parties de donnes tirées par r, s1 en joueur 1 et s2 en joueur 2, et les
// ajoute au bilan. Des règles invalides sont une erreur de programmation : elle panique.
func (b *Bilan) Tournoi(r *rand.Rand, regles Regles, s1, s2 Strategie, n int64) {
	if err := regles.Valider(); err != nil {
		panic("dominos: " + err.Error())
	}
	b.jouer(nil, regles, [2]Strategie{s1, s2}, 0, n, flots{lot: r})
}

// jouer joue les parties numérotées de premiere à premiere+n−1, la partie k tirant sa donne et
// les coups au hasard de f.partie(k), et les ajoute au bilan. Elle s'arrête, et renvoie false,
// dès que arret est fermé : une partie de recherche coupée rend vite des coups quelconques.
func (b *Bilan) jouer(arret <-chan struct{}, regles Regles, strat [2]Strategie, premiere, n int64, f flots) bool {
	t := new(table)
	t.vue.Arret = arret
	for k := premiere; k < premiere+n; k++ {
		// Looked at every 16 games, a few microseconds of the fast strategies: a searching
		// player looks at arret itself, within its game (Vue.Arret).
		if (k-premiere)&15 == 0 && arrete(arret) {
			return false
		}
		r := f.partie(k)
		switch t.jouer(Distribuer(r, regles), regles, strat, r, nil).Gagnant {
		case 1:
			b.Victoires++
		case 2:
			b.Defaites++
		default:
			b.Nuls++
		}
	}
	return true
}
