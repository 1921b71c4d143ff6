package dominos

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"jeux/parametre"
)

// L'équilibre des petits jeux à mains cachées, par CFR+ (Tammelin, 2014) : regrets
// contrefactuels tronqués à zéro (regret-matching+), mises à jour alternées des deux joueurs et
// moyenne des stratégies pondérée par le numéro de l'itération. L'arbre du jeu est construit une
// fois, à plat : une case par décision ou par fin de partie.

// MaxInfosEquilibre et MaxCasesEquilibre bornent le nombre d'ensembles d'information (des deux
// joueurs) et de cases de l'arbre d'un équilibre, estimés : le double-4 à trois tuiles (8 924
// ensembles, 363 000 cases) et le double-8 à deux tuiles (2 604 ensembles, un million de cases)
// passent en moins de 20 s ; le double-4 à quatre tuiles (231 902 ensembles, 6,9 millions de
// cases) demanderait des heures, le double-12 à deux tuiles (18 millions de cases) des Go.
const (
	MaxInfosEquilibre = 100_000
	MaxCasesEquilibre = 4_000_000
)

// MainsEstimables borne le nombre de mains adverses que l'estimation de la taille d'un jeu
// énumère à chaque décision sondée : le double-12 à deux tuiles (3 916 mains) s'estime en
// moins d'une seconde.
const MainsEstimables = 5_000

// noeudCFR est une case de l'arbre : une décision du joueur Joueur (0 ou 1) à l'ensemble
// d'information Info, dont les Nb suites sont aux cases Premier, Premier+1…, ou une fin de
// partie (Joueur −1) d'issue Gain pour le joueur 1.
type noeudCFR struct {
	joueur  int8
	nb      int8
	info    int32
	premier int32
	gain    float64
}

// ArbreCFR est l'arbre du jeu à mains cachées d'un jeu de règles : les décisions, les fins, et
// les ensembles d'information de chaque joueur (leurs clés et leur nombre de coups).
type ArbreCFR struct {
	regles  Regles
	noeuds  []noeudCFR
	suites  []int32 // les suites d'une décision k : suites[premier … premier+nb−1]
	racines []int32 // une par donne, toutes également probables
	cles    [2][]string
	coups   [2][]int8
	index   [2]map[string]int32
}

// Infos renvoie le nombre d'ensembles d'information de décision de chaque joueur.
func (a *ArbreCFR) Infos() [2]int { return [2]int{len(a.cles[0]), len(a.cles[1])} }

// Noeuds renvoie le nombre de cases de l'arbre (décisions et fins).
func (a *ArbreCFR) Noeuds() int { return len(a.noeuds) }

// ConstruireArbre construit l'arbre du jeu ; ctx l'interrompt.
func ConstruireArbre(ctx context.Context, regles Regles) (*ArbreCFR, error) {
	a := &ArbreCFR{regles: regles, index: [2]map[string]int32{{}, {}}}
	for i, d := range toutesLesDonnes(regles) {
		if i%256 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		p := depart(d, regles)
		a.racines = append(a.racines, a.construire(&p))
	}
	return a, nil
}

// construire ajoute la position p et ses suites, et renvoie sa case.
func (a *ArbreCFR) construire(p *position) int32 {
	k := int32(len(a.noeuds))
	if p.terminale {
		a.noeuds = append(a.noeuds, noeudCFR{joueur: -1, gain: p.gain(a.regles)})
		return k
	}
	j := p.t.tour
	cle := p.cle()
	info, ok := a.index[j][cle]
	tuiles := p.coups
	if !ok {
		info = int32(len(a.cles[j]))
		a.index[j][cle] = info
		a.cles[j] = append(a.cles[j], cle)
		a.coups[j] = append(a.coups[j], int8(len(tuiles)))
	}
	a.noeuds = append(a.noeuds, noeudCFR{joueur: int8(j), nb: int8(len(tuiles)), info: info})
	// Chaque suite occupe tout un sous-arbre : leurs cases, connues une fois construites, sont
	// rangées ensemble dans suites.
	enfants := make([]int32, len(tuiles))
	for i, c := range tuiles {
		q := p.suite(c)
		enfants[i] = a.construire(&q)
	}
	a.noeuds[k].premier = int32(len(a.suites))
	a.suites = append(a.suites, enfants...)
	return k
}

// CFR est l'état d'un calcul de CFR+ sur un arbre.
type CFR struct {
	arbre      *ArbreCFR
	regrets    [2][][]float64
	sommes     [2][][]float64
	courante   [2][][]float64
	iterations int
}

// NouveauCFR prépare CFR+ sur l'arbre a.
func NouveauCFR(a *ArbreCFR) *CFR {
	c := &CFR{arbre: a}
	for j := range 2 {
		for _, n := range a.coups[j] {
			c.regrets[j] = append(c.regrets[j], make([]float64, n))
			c.sommes[j] = append(c.sommes[j], make([]float64, n))
			c.courante[j] = append(c.courante[j], make([]float64, n))
		}
	}
	return c
}

// Iterations renvoie le nombre d'itérations faites.
func (c *CFR) Iterations() int { return c.iterations }

// Iterer fait n itérations de CFR+ ; ctx les interrompt.
func (c *CFR) Iterer(ctx context.Context, n int) error {
	poids := 1 / float64(len(c.arbre.racines))
	for range n {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		c.iterations++
		for j := range 2 {
			c.strategieCourante(j)
			c.strategieCourante(1 - j)
			for _, r := range c.arbre.racines {
				c.parcourir(r, j, 1, poids)
			}
			// Regret-matching+ : les regrets négatifs sont ramenés à zéro.
			for _, r := range c.regrets[j] {
				for a := range r {
					r[a] = max(r[a], 0)
				}
			}
		}
	}
	return nil
}

// strategieCourante calcule la stratégie du joueur j proportionnelle à ses regrets positifs.
func (c *CFR) strategieCourante(j int) {
	for i, r := range c.regrets[j] {
		s := c.courante[j][i]
		total := 0.0
		for _, x := range r {
			total += x
		}
		for a := range s {
			if total > 0 {
				s[a] = r[a] / total
			} else {
				s[a] = 1 / float64(len(s))
			}
		}
	}
}

// parcourir renvoie la valeur de la case k pour le joueur j (son issue espérée), piJ étant la
// probabilité que j y joue et piAutres celle du hasard et de l'adversaire ; aux décisions de j,
// elle ajoute les regrets contrefactuels, et aux décisions de l'autre, pondérée par l'itération,
// la stratégie moyenne de l'autre.
func (c *CFR) parcourir(k int32, j int, piJ, piAutres float64) float64 {
	n := &c.arbre.noeuds[k]
	if n.joueur < 0 {
		if j == 0 {
			return n.gain
		}
		return -n.gain
	}
	s := c.courante[n.joueur][n.info]
	enfants := c.arbre.suites[n.premier : n.premier+int32(n.nb)]
	if int(n.joueur) != j {
		// La stratégie moyenne d'un joueur est celle à laquelle l'autre vient de répondre : avec
		// des mises à jour alternées, le premier joueur d'une itération est mis à jour avant que
		// le second ne lui réponde, et moyenner sa stratégie d'avant la mise à jour laisse son
		// exploitabilité bloquée (1,3·10⁻⁴ en double-3 à trois tuiles, mesuré). piAutres porte
		// le hasard, le même pour toutes les donnes : il ne change pas les proportions.
		somme := c.sommes[n.joueur][n.info]
		t := float64(c.iterations)
		v := 0.0
		for a, e := range enfants {
			if s[a] > 0 {
				somme[a] += float64(t * piAutres * s[a])
				v += float64(s[a] * c.parcourir(e, j, piJ, piAutres*s[a]))
			}
		}
		return v
	}
	var valeurs [NbTuilesMax / 2]float64
	v := 0.0
	for a, e := range enfants {
		valeurs[a] = c.parcourir(e, j, piJ*s[a], piAutres)
		v += float64(s[a] * valeurs[a])
	}
	r := c.regrets[j][n.info]
	for a := range enfants {
		r[a] += float64(piAutres * (valeurs[a] - v))
	}
	return v
}

// Moyenne renvoie la stratégie moyenne de CFR+ comme politique des deux joueurs.
func (c *CFR) Moyenne() *PolitiqueCFR {
	p := &PolitiqueCFR{index: c.arbre.index}
	for j := range 2 {
		for _, s := range c.sommes[j] {
			total := 0.0
			for _, x := range s {
				total += x
			}
			pr := make([]float64, len(s))
			for a := range s {
				if total > 0 {
					pr[a] = s[a] / total
				} else {
					pr[a] = 1 / float64(len(s))
				}
			}
			p.probas[j] = append(p.probas[j], pr)
		}
	}
	return p
}

// PolitiqueCFR est une stratégie tirée de CFR+, pour les deux joueurs.
type PolitiqueCFR struct {
	index  [2]map[string]int32
	probas [2][][]float64
}

// Probabilites renvoie la distribution des coups à l'ensemble d'information cle.
func (p *PolitiqueCFR) Probabilites(cle string, v *Vue) []float64 {
	j := int(cle[0])
	i, ok := p.index[j][cle]
	if !ok {
		panic(fmt.Sprintf("dominos: ensemble d'information inconnu de l'équilibre (joueur %d)", j+1))
	}
	return p.probas[j][i]
}

// Exploitabilite renvoie, pour la politique p des deux joueurs, ce que gagne la meilleure
// réponse au joueur 2 (br1, vu du joueur 1) et au joueur 1 (br2, vu du joueur 2), et
// l'exploitabilité (br1 + br2) / 2, nulle pour un équilibre de Nash exact.
func Exploitabilite(regles Regles, p Politique) (br1, br2, expl float64) {
	return exploitabilite(nil, regles, p)
}

// exploitabilite est Exploitabilite, abandonnée (les valeurs ne valent rien) dès que arret est
// fermé.
func exploitabilite(arret <-chan struct{}, regles Regles, p Politique) (br1, br2, expl float64) {
	br1 = meilleureReponseA(arret, regles, 0, p).total
	br2 = meilleureReponseA(arret, regles, 1, p).total
	return br1, br2, (br1 + br2) / 2
}

// ConfigEquilibre décrit un calcul d'équilibre : les règles, l'exploitabilité visée, le
// plafond d'itérations, et pour juger les stratégies du catalogue le nombre d'appels qui
// estiment la distribution des coups d'une stratégie qui tire au sort, et le budget de
// recherche.
type ConfigEquilibre struct {
	Regles     Regles
	Cible      float64
	Iterations int
	Tirages    int
	Budget     int
}

// EstimationInfos est l'estimation du nombre d'ensembles d'information et de cases de l'arbre
// d'un jeu de règles : 200 sondes de l'estimateur de Knuth (16 au-delà d'un million de donnes, où chaque sonde coûte
// plus), d'une graine fixe.
func EstimationInfos(regles Regles) (infos, cases float64) {
	sondes := 200
	if n, ok := NombreDonnes(regles); !ok || n > 1_000_000 {
		sondes = 16
	}
	return EstimerInfos(regles, rand.New(rand.NewPCG(2026, 21)), sondes)
}

// Valider vérifie la configuration : le budget, donné (0 est refusé), puis les règles et les
// réglages de CFR+ ; un jeu trop grand est refusé avec l'estimation du nombre de ses ensembles
// d'information. L'erreur est une *parametre.Erreur.
func (c ConfigEquilibre) Valider() error {
	if err := validerBudgetDonne(c.Budget); err != nil {
		return err
	}
	if err := c.Regles.Valider(); err != nil {
		return err
	}
	switch {
	case !(c.Cible > 0 && c.Cible < 1):
		return &parametre.Erreur{Nom: "cible", Valeur: strconv.FormatFloat(c.Cible, 'g', -1, 64), Code: CodeCible}
	case c.Iterations < 1 || c.Iterations > 100_000_000:
		return erreurEntier("iterations", c.Iterations, CodeIterations)
	case c.Tirages < 1 || c.Tirages > 1_000_000:
		return erreurEntier("tirages", c.Tirages, CodeTirages)
	}
	if err := validerBudget(c.Budget); err != nil {
		return err
	}
	// Chaque sonde de l'estimation énumère, à chaque décision, les mains adverses : au-delà de
	// MainsEstimables, elle durerait des minutes (double-12 à 6 tuiles : 580 s). L'arbre ayant une
	// case par donne au moins, le nombre de donnes suffit alors à refuser.
	donnes, ok := NombreDonnes(c.Regles)
	adverses, ok2 := combinaisons(NbTuiles(c.Regles.Max)-c.Regles.Main, c.Regles.Main)
	if !ok || !ok2 || donnes > MaxCasesEquilibre && adverses > MainsEstimables {
		if !ok {
			return &parametre.Erreur{Nom: "max main", Valeur: "", Code: CodeEquilibreDonnesTrop, Args: []any{c.Regles.Max, c.Regles.Main, MaxCasesEquilibre}}
		}
		return &parametre.Erreur{Nom: "max main", Valeur: "",
			Code: CodeEquilibreDonnes, Args: []any{c.Regles.Max, c.Regles.Main, float64(donnes), MaxCasesEquilibre}}
	}
	if infos, cases := EstimationInfos(c.Regles); infos > MaxInfosEquilibre || cases > MaxCasesEquilibre {
		return &parametre.Erreur{Nom: "max main", Valeur: "",
			Code: CodeEquilibreTaille, Args: []any{c.Regles.Max, c.Regles.Main, infos, cases, MaxInfosEquilibre, MaxCasesEquilibre}}
	}
	return nil
}

// CalculerEquilibre construit l'arbre, fait des itérations de CFR+ jusqu'à l'exploitabilité
// visée (vérifiée après 10, 20, 40… itérations) ou au plafond, puis juge chaque stratégie du
// catalogue contre l'équilibre. ctx l'interrompt.
func CalculerEquilibre(ctx context.Context, cfg ConfigEquilibre) (*ResultatEquilibre, error) {
	if err := cfg.Valider(); err != nil {
		panic("dominos: " + err.Error())
	}
	a, err := ConstruireArbre(ctx, cfg.Regles)
	if err != nil {
		return nil, err
	}
	c := NouveauCFR(a)
	var eq *PolitiqueCFR
	var br1, br2, expl float64
	for pas := 10; ; pas *= 2 {
		n := min(pas, cfg.Iterations-c.Iterations())
		if err := c.Iterer(ctx, n); err != nil {
			return nil, err
		}
		eq = c.Moyenne()
		br1, br2, expl = exploitabilite(ctx.Done(), cfg.Regles, eq)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if expl <= cfg.Cible || c.Iterations() >= cfg.Iterations {
			break
		}
	}
	v, vOuv := evaluerOuvreur(ctx.Done(), cfg.Regles, eq, eq)
	infos := a.Infos()
	res := &ResultatEquilibre{
		Jeu: cfg.Regles, Cible: cfg.Cible, Tirages: cfg.Tirages,
		Donnes: int64(len(a.racines)), Infos1: infos[0], Infos2: infos[1], Noeuds: a.Noeuds(),
		Iterations: c.Iterations(), Valeur: v, ValeurOuvreur: vOuv,
		BR1: br1, BR2: br2, Exploitabilite: expl, Atteinte: expl <= cfg.Cible,
	}
	for _, d := range Catalogue() {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		s := NouvellePolitique(d.NouvelleAvec(cfg.Budget), cfg.Regles, cfg.Tirages)
		f := FaceEquilibre{Strategie: d.Nom}
		f.EnJ1, _ = evaluerOuvreur(ctx.Done(), cfg.Regles, s, eq)
		enJ2, _ := evaluerOuvreur(ctx.Done(), cfg.Regles, eq, s)
		f.EnJ2 = -enJ2
		f.Moyenne = (f.EnJ1 + f.EnJ2) / 2
		f.ContreJ2 = meilleureReponseA(ctx.Done(), cfg.Regles, 0, s).total
		f.ContreJ1 = meilleureReponseA(ctx.Done(), cfg.Regles, 1, s).total
		f.Exploitabilite = (f.ContreJ1 + f.ContreJ2) / 2
		res.Strategies = append(res.Strategies, f)
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return res, nil
}
