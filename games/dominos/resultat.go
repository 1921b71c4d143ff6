package dominos

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"

	"jeux/parallel"
	"jeux/stats"
)

// Les résultats des commandes : des valeurs simples à étiquettes json, dont tous les formats de
// sortie sont tirés (le paquet rendu décrit les étiquettes titre, rendu et decimales).

// SeuilSignificatif est le seuil du test du signe sous lequel un tournoi désigne un vainqueur.
const SeuilSignificatif = 0.05

// Les phrases des résultats (la note des règles, un titre, un verdict, une situation) sont
// écrites par la ligne de commande dans la langue de l'utilisateur : le moteur laisse ces champs
// vides et garde ce qu'il faut pour les écrire dans des champs hors JSON (Jeu, les règles).

// ResultatTournoi est le bilan d'un tournoi du point de vue du joueur 1. Les comptes restent au
// premier niveau du JSON (les clés de docs/dominos.md, graine comprise) et les tables les montrent avec leurs parts
// dans Issues.
type ResultatTournoi struct {
	Jeu       Regles        `json:"-"`
	Regles    string        `json:"regles" rendu:"note"`
	S1        string        `json:"s1" titre:"joueur 1"`
	S2        string        `json:"s2" titre:"joueur 2"`
	Parties   int64         `json:"parties" titre:"parties"`
	Match     int           `json:"match,omitempty" titre:"points d'un match"`
	Donnes    int64         `json:"donnes,omitempty" titre:"donnes jouées"`
	Graine    uint64        `json:"graine" rendu:"-"`
	Victoires int64         `json:"victoires" rendu:"-"`
	Nuls      int64         `json:"nuls" rendu:"-"`
	Defaites  int64         `json:"defaites" rendu:"-"`
	Issues    []stats.Issue `json:"issues" titre:"Issues du joueur 1 (intervalle de confiance de Wilson à 95 %)"`
	Signe     TestSigne     `json:"test_signe" titre:"Victoires contre défaites (test du signe, nuls écartés)"`
	Intitule  string        `json:"-"`
}

// Titre est l'intitulé de la première table, que la ligne de commande écrit (Intitule).
func (r *ResultatTournoi) Titre() string { return r.Intitule }

// TestSigne compare victoires et défaites, nuls écartés : z, sa valeur p bilatérale et le
// verdict au seuil SeuilSignificatif. Gagnant est le joueur qui gagne significativement plus
// souvent (1 ou 2), 0 quand la différence n'est pas significative ; Verdict le dit en une phrase,
// écrite par la ligne de commande.
type TestSigne struct {
	Z       float64 `json:"z" decimales:"2"`
	P       float64 `json:"p" chiffres:"3"`
	Gagnant int     `json:"gagnant" rendu:"-"`
	Verdict string  `json:"verdict"`
}

// NouveauResultatTournoi rassemble le tournoi a, joué avec la graine graine et compté dans b.
func NouveauResultatTournoi(a Affrontement, graine uint64, b Bilan) *ResultatTournoi {
	issue := func(nom string, k int64) stats.Issue { return stats.NouvelleIssue(nom, k, b.Parties()) }
	return &ResultatTournoi{
		Jeu: a.Regles,
		S1:  a.S1, S2: a.S2,
		Parties: b.Parties(), Graine: graine,
		Victoires: b.Victoires, Nuls: b.Nuls, Defaites: b.Defaites,
		Issues: []stats.Issue{issue("victoires", b.Victoires), issue("nuls", b.Nuls), issue("défaites", b.Defaites)},
		Signe:  b.testSigne(),
	}
}

// testSigne applique le test du signe aux victoires et défaites du joueur 1 contre le joueur 2.
func (b Bilan) testSigne() TestSigne {
	z, p := stats.SignTest(b.Victoires, b.Defaites)
	t := TestSigne{Z: z, P: p}
	switch {
	case p < SeuilSignificatif && z > 0:
		t.Gagnant = 1
	case p < SeuilSignificatif:
		t.Gagnant = 2
	}
	return t
}

// ResultatChampionnat est un championnat : chaque stratégie contre chaque autre, aux deux
// places. La ligne a, colonne b de chaque matrice est la stratégie a contre la stratégie b
// (numérotées comme dans Strategies), les deux places ensemble ; la diagonale est vide.
type ResultatChampionnat struct {
	Jeu        Regles       `json:"-"`
	Regles     string       `json:"regles" rendu:"note"`
	ParPlace   int64        `json:"parties" titre:"parties par place"`
	ParPaire   int64        `json:"parties_par_paire" titre:"parties par paire de stratégies"`
	Strategies []string     `json:"strategies" rendu:"-"`
	Parts      [][]*float64 `json:"parts" titre:"Part de victoires de la ligne contre la colonne (les deux places)" rendu:"part" etiquettes:"strategies"`
	Classement []Classement `json:"classement" titre:"Classement (score = (victoires + nuls/2) / parties)"`
	Paires     []Paire      `json:"paires" titre:"Chaque paire, les deux places ensemble (test du signe, nuls écartés)"`
	Victoires  [][]int64    `json:"victoires" titre:"Victoires de la ligne contre la colonne" etiquettes:"strategies"`
	Nuls       [][]int64    `json:"nuls" titre:"Parties nulles entre la ligne et la colonne" etiquettes:"strategies"`
}

// Paire est le face-à-face de deux stratégies d'un championnat, les deux places ensemble, vu de
// la première : ses victoires, les nuls, ses défaites, et le test du signe des victoires contre
// les défaites.
type Paire struct {
	A         string  `json:"a" titre:"stratégie"`
	B         string  `json:"b" titre:"contre"`
	Victoires int64   `json:"victoires"`
	Nuls      int64   `json:"nuls"`
	Defaites  int64   `json:"defaites" titre:"défaites"`
	Z         float64 `json:"z" decimales:"2"`
	P         float64 `json:"p" chiffres:"3"`
}

// Classement est une ligne du classement d'un championnat.
type Classement struct {
	Rang      int     `json:"rang"`
	Strategie string  `json:"strategie" titre:"stratégie"`
	Victoires int64   `json:"victoires"`
	Nuls      int64   `json:"nuls"`
	Defaites  int64   `json:"defaites" titre:"défaites"`
	Score     float64 `json:"score" rendu:"part"`
}

// NouveauResultatChampionnat rassemble le championnat ch, joué avec les règles regles.
func NouveauResultatChampionnat(ch *Championnat, regles Regles) *ResultatChampionnat {
	k := len(ch.Strategies)
	res := &ResultatChampionnat{
		Jeu:      regles,
		ParPlace: ch.ParPlace, ParPaire: 2 * ch.ParPlace,
		Parts: make([][]*float64, k), Victoires: make([][]int64, k), Nuls: make([][]int64, k),
	}
	for a, d := range ch.Strategies {
		res.Strategies = append(res.Strategies, d.Nom)
		res.Parts[a], res.Victoires[a], res.Nuls[a] = make([]*float64, k), make([]int64, k), make([]int64, k)
		for b := range ch.Strategies {
			if a == b {
				continue
			}
			f := ch.Face(a, b)
			part := float64(f.Victoires) / float64(f.Parties())
			res.Parts[a][b], res.Victoires[a][b], res.Nuls[a][b] = &part, f.Victoires, f.Nuls
		}
	}
	for a := range ch.Strategies {
		for b := a + 1; b < k; b++ {
			f := ch.Face(a, b)
			z, p := stats.SignTest(f.Victoires, f.Defaites)
			res.Paires = append(res.Paires, Paire{res.Strategies[a], res.Strategies[b], f.Victoires, f.Nuls, f.Defaites, z, p})
		}
	}
	for i, cl := range ch.Classement() {
		res.Classement = append(res.Classement, Classement{i + 1, cl.Strategie, cl.Victoires, cl.Nuls, cl.Defaites, cl.Score})
	}
	return res
}

// Tuiles est une suite de tuiles tenues ou posées, chacune par ses deux valeurs : le JSON
// l'écrit en tableaux, les tables et le CSV en notation des dominos.
type Tuiles [][2]int

// String écrit les tuiles en notation des dominos, séparées par des espaces : 6:6 5:1.
func (t Tuiles) String() string {
	parts := make([]string, len(t))
	for i, p := range t {
		parts[i] = Pose(p).String()
	}
	return strings.Join(parts, " ")
}

// TuilesDe renvoie les tuiles de l'ensemble e dans l'ordre des mains, chacune écrite x:y, x ≥ y.
func TuilesDe(e Ensemble) Tuiles {
	t := Tuiles{}
	for _, tu := range e.Tuiles() {
		t = append(t, [2]int{tu.Haut(), tu.Bas()})
	}
	return t
}

// Pose est une tuile telle qu'elle est posée : ses valeurs de gauche à droite sur la chaîne.
type Pose [2]int

// String écrit la tuile en notation des dominos : 6:1.
func (p Pose) String() string { return fmt.Sprintf("%d:%d", p[0], p[1]) }

// ResultatPartie est une partie, coup par coup.
type ResultatPartie struct {
	Jeu     Regles          `json:"-"`
	Regles  string          `json:"regles" rendu:"note"`
	S1      string          `json:"s1" titre:"joueur 1"`
	S2      string          `json:"s2" titre:"joueur 2"`
	Gagnant int             `json:"gagnant" titre:"gagnant (0 : partie nulle)"`
	Tours   int             `json:"tours" titre:"coups (ouverture et passes comprises)"`
	Joueurs [2]JoueurPartie `json:"joueurs" titre:"Mains"`
	Coups   []CoupPartie    `json:"coups" titre:"Coups" rendu:"complet"`
	// Intitule est le titre de la première table, que la ligne de commande écrit.
	Intitule string `json:"-"`
}

// Titre est l'intitulé de la première table (Intitule).
func (p *ResultatPartie) Titre() string { return p.Intitule }

// JoueurPartie est le côté d'un joueur : la main distribuée, la main finale et ses points.
type JoueurPartie struct {
	Joueur    int    `json:"joueur"`
	Strategie string `json:"strategie" titre:"stratégie"`
	Main      Tuiles `json:"main" titre:"main distribuée"`
	Reste     Tuiles `json:"reste" titre:"main finale"`
	Points    int    `json:"points"`
}

// CoupPartie est une ligne d'une partie : l'ouverture, une tuile posée (Tuile, du côté Cote,
// gauche ou droite) ou une passe, et la chaîne sur la table après le coup.
type CoupPartie struct {
	Coup   int    `json:"coup"`
	Joueur int    `json:"joueur"`
	Passe  bool   `json:"passe"`
	Tuile  *Pose  `json:"tuile,omitempty"`
	Cote   string `json:"cote,omitempty" titre:"côté"`
	Chaine Tuiles `json:"chaine" titre:"chaîne"`
}

// Partie distribue avec r et joue une partie de a en la consignant coup par coup ; ctx
// l'interrompt en moins d'une seconde (son erreur est alors renvoyée). Un affrontement invalide
// est une erreur de programmation.
func (a Affrontement) Partie(ctx context.Context, r *rand.Rand) (*ResultatPartie, error) {
	p := a.partie(ctx.Done(), Distribuer(r, a.Regles), r)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return p, nil
}

// PremierePartie est la première partie du tournoi de graine graine, celle du flux du morceau 0,
// consignée coup par coup (Partie).
func (a Affrontement) PremierePartie(ctx context.Context, graine uint64) (*ResultatPartie, error) {
	return a.Partie(ctx, parallel.Chunk{Seed: graine}.Rand())
}

// partie joue la donne d de a ; r sert aux stratégies qui tirent au hasard, arret (fermé)
// abandonne la partie.
func (a Affrontement) partie(arret <-chan struct{}, d Donne, r *rand.Rand) *ResultatPartie {
	var j Journal
	t := new(table)
	t.vue.Arret = arret
	res := t.jouer(d, a.Regles, a.strategies(), r, &j)
	p := &ResultatPartie{Jeu: a.Regles, S1: a.S1, S2: a.S2, Gagnant: res.Gagnant, Tours: res.Tours}
	for i, nom := range [2]string{a.S1, a.S2} {
		p.Joueurs[i] = JoueurPartie{i + 1, nom, TuilesDe(j.Mains[i]), TuilesDe(res.Restes[i]), res.Points[i]}
	}
	for k, c := range j.Coups {
		cp := CoupPartie{Coup: k + 1, Joueur: c.Joueur, Passe: c.Passe, Chaine: Tuiles(j.Chaine(k + 1))}
		if cp.Chaine == nil {
			cp.Chaine = Tuiles{}
		}
		if !c.Passe {
			pose := Pose(c.Pose)
			cp.Tuile, cp.Cote = &pose, "droite"
			switch {
			case k == 0:
				cp.Cote = "ouverture"
			case c.AGauche:
				cp.Cote = "gauche"
			}
		}
		p.Coups = append(p.Coups, cp)
	}
	return p
}

// ResultatStrategies liste les stratégies du catalogue.
type ResultatStrategies struct {
	Strategies []LigneStrategie `json:"strategies" titre:"Stratégies"`
}

// LigneStrategie est une stratégie du catalogue : Description est son résumé et, sous la pose
// libre, où elle pose une tuile qui va aux deux bouts (Bout), en une phrase que la ligne de
// commande écrit.
type LigneStrategie struct {
	Nom         string `json:"nom" titre:"stratégie"`
	Description string `json:"description"`
	Resume      string `json:"-"`
	Bout        string `json:"-"`
}

// Strategies liste le catalogue ; sous la pose libre, chaque ligne dit aussi où la stratégie pose
// une tuile qui va aux deux bouts (Bout, vide sinon).
func Strategies(pose RegleDePose) *ResultatStrategies {
	res := &ResultatStrategies{}
	for _, d := range Catalogue() {
		l := LigneStrategie{Nom: d.Nom, Resume: d.Resume}
		if pose == PoseLibre {
			l.Bout = d.Bout
		}
		res.Strategies = append(res.Strategies, l)
	}
	return res
}

// ResultatExact est une donne résolue à mains ouvertes : son issue sous le jeu parfait des deux
// côtés, les totaux à la fin d'une ligne de jeu parfait, cette ligne et le nombre de positions
// visitées pour trouver l'issue.
type ResultatExact struct {
	Jeu     Regles         `json:"-"`
	Regles  string         `json:"regles" rendu:"note"`
	Egalite string         `json:"egalite" rendu:"note"`
	Gagnant int            `json:"gagnant" titre:"gagnant sous le jeu parfait (0 : nul)"`
	Noeuds  int64          `json:"noeuds" titre:"positions visitées"`
	Joueurs [2]JoueurExact `json:"joueurs" titre:"Mains"`
	Ligne   []CoupExact    `json:"ligne" titre:"Une ligne de jeu parfait" rendu:"complet"`
}

// JoueurExact est le côté d'un joueur : la main distribuée, celle qui lui reste à la fin de la
// ligne et ses points.
type JoueurExact struct {
	Joueur int    `json:"joueur"`
	Main   Tuiles `json:"main" titre:"main distribuée"`
	Reste  Tuiles `json:"reste" titre:"main en fin de ligne"`
	Points int    `json:"points" titre:"points en fin de ligne"`
}

// Titre est l'intitulé de la première table.
func (r *ResultatExact) Titre() string { return "Donne résolue à mains ouvertes" }

// CoupExact est un coup d'une ligne de jeu parfait : la tuile posée (telle qu'elle est posée,
// de gauche à droite) ou une passe, et les bouts de la chaîne après le coup.
type CoupExact struct {
	Coup   int    `json:"coup"`
	Joueur int    `json:"joueur"`
	Passe  bool   `json:"passe"`
	Tuile  *Pose  `json:"tuile,omitempty"`
	Cote   string `json:"cote,omitempty" titre:"côté"`
	Gauche int    `json:"gauche" titre:"bout gauche"`
	Droite int    `json:"droite" titre:"bout droit"`
}

// EgaliteExacte dit comment la ligne choisit entre coups d'égale valeur.
const EgaliteExacte = "entre coups de même issue, la ligne pose la tuile la plus lourde (x + y), puis la première dans l'ordre des mains"

// NouveauResultatExact rassemble la résolution ex de la donne d sous les règles regles.
func NouveauResultatExact(d Donne, regles Regles, ex Exacte) *ResultatExact {
	r := &ResultatExact{Jeu: regles, Egalite: EgaliteExacte, Gagnant: ex.Gagnant, Noeuds: ex.Noeuds}
	for i := range 2 {
		r.Joueurs[i] = JoueurExact{i + 1, TuilesDe(d.Mains[i]), TuilesDe(ex.Restes[i]), ex.Points[i]}
	}
	g, dr := 0, 0
	for k, c := range ex.Ligne.Coups {
		ce := CoupExact{Coup: k + 1, Joueur: c.Joueur, Passe: c.Passe}
		if !c.Passe {
			pose := Pose(c.Pose)
			ce.Tuile = &pose
			switch {
			case k == 0:
				ce.Cote, g, dr = "ouverture", c.Pose[0], c.Pose[1]
			case c.AGauche:
				ce.Cote, g = "gauche", c.Pose[0]
			default:
				ce.Cote, dr = "droite", c.Pose[1]
			}
		}
		ce.Gauche, ce.Droite = g, dr
		r.Ligne = append(r.Ligne, ce)
	}
	return r
}

// ResultatExactes est le bilan de donnes résolues à mains ouvertes : toutes celles d'un petit
// jeu (les comptes sont exacts), ou un échantillon tiré au hasard (les parts viennent avec
// leur intervalle de Wilson à 95 %).
type ResultatExactes struct {
	Jeu        Regles        `json:"-"`
	Regles     string        `json:"regles" rendu:"note"`
	Methode    string        `json:"methode" titre:"donnes"`
	Donnes     int64         `json:"donnes" titre:"donnes résolues"`
	J1         int64         `json:"j1" rendu:"-"`
	Nuls       int64         `json:"nuls" rendu:"-"`
	J2         int64         `json:"j2" rendu:"-"`
	Ouvreur    int64         `json:"ouvreur" rendu:"-"`
	Noeuds     float64       `json:"noeuds_par_donne" titre:"positions visitées par donne" decimales:"1"`
	Issues     []stats.Issue `json:"issues" titre:"Issues sous le jeu parfait, mains ouvertes (intervalle de Wilson à 95 %)"`
	ParOuvreur []stats.Issue `json:"par_ouvreur" titre:"Les mêmes, du côté du joueur qui ouvre"`
}

// Titre est l'intitulé de la première table.
func (r *ResultatExactes) Titre() string { return "Donnes résolues à mains ouvertes" }

// NouveauResultatExactes rassemble le bilan b ; toutes dit s'il compte toutes les donnes.
func NouveauResultatExactes(regles Regles, toutes bool, b BilanExact) *ResultatExactes {
	methode := "tirées au hasard"
	if toutes {
		methode = "toutes"
	}
	issue := func(nom string, k int64) stats.Issue { return stats.NouvelleIssue(nom, k, b.Donnes) }
	decisives := b.J1 + b.J2
	return &ResultatExactes{
		Jeu: regles, Methode: methode, Donnes: b.Donnes,
		J1: b.J1, Nuls: b.Nuls, J2: b.J2, Ouvreur: b.Ouvreur,
		Noeuds:     float64(b.Noeuds) / float64(b.Donnes),
		Issues:     []stats.Issue{issue("gagnées par le joueur 1", b.J1), issue("nulles", b.Nuls), issue("gagnées par le joueur 2", b.J2)},
		ParOuvreur: []stats.Issue{issue("gagnées par l'ouvreur", b.Ouvreur), issue("nulles", b.Nuls), issue("gagnées par l'autre", decisives-b.Ouvreur)},
	}
}

// ResultatEquilibre est l'équilibre d'un petit jeu à mains cachées : sa valeur, la qualité de
// l'approximation (l'exploitabilité par une meilleure réponse exacte), la taille du jeu, et
// chaque stratégie du catalogue jugée contre l'équilibre. Une issue vaut +1 gagnée, 0 nulle,
// −1 perdue.
type ResultatEquilibre struct {
	Jeu            Regles          `json:"-"`
	Cible          float64         `json:"-"`
	Tirages        int             `json:"-"`
	Regles         string          `json:"regles" rendu:"note"`
	Methode        string          `json:"methode" rendu:"note"`
	Donnes         int64           `json:"donnes"`
	Infos1         int             `json:"infos_j1" titre:"ensembles d'information du joueur 1"`
	Infos2         int             `json:"infos_j2" titre:"ensembles d'information du joueur 2"`
	Noeuds         int             `json:"noeuds" titre:"cases de l'arbre (décisions et fins)"`
	Iterations     int             `json:"iterations" titre:"itérations de CFR+"`
	Valeur         float64         `json:"valeur" titre:"valeur pour le joueur 1 (nulle par symétrie)" decimales:"8"`
	ValeurOuvreur  float64         `json:"valeur_ouvreur" titre:"valeur pour le joueur qui ouvre" decimales:"8"`
	BR1            float64         `json:"br1" titre:"gain d'une meilleure réponse du joueur 1" chiffres:"3"`
	BR2            float64         `json:"br2" titre:"gain d'une meilleure réponse du joueur 2" chiffres:"3"`
	Exploitabilite float64         `json:"exploitabilite" titre:"exploitabilité (BR₁ + BR₂) / 2" chiffres:"3"`
	Atteinte       bool            `json:"cible_atteinte" titre:"exploitabilité visée atteinte"`
	Strategies     []FaceEquilibre `json:"strategies" titre:"Chaque stratégie contre l'équilibre (issue espérée, de son point de vue) et contre sa meilleure réponse"`
}

// FaceEquilibre est une stratégie du catalogue jugée contre l'équilibre : son issue espérée
// quand elle joue le joueur 1 et l'équilibre le joueur 2, l'inverse, leur moyenne ; ce que
// gagne une meilleure réponse contre elle à chaque place, et son exploitabilité, la moyenne.
type FaceEquilibre struct {
	Strategie      string  `json:"strategie" titre:"stratégie"`
	EnJ1           float64 `json:"en_j1" titre:"en joueur 1" decimales:"4"`
	EnJ2           float64 `json:"en_j2" titre:"en joueur 2" decimales:"4"`
	Moyenne        float64 `json:"moyenne" decimales:"4"`
	ContreJ1       float64 `json:"br_contre_j1" titre:"meilleure réponse contre elle en joueur 1" decimales:"4"`
	ContreJ2       float64 `json:"br_contre_j2" titre:"meilleure réponse contre elle en joueur 2" decimales:"4"`
	Exploitabilite float64 `json:"exploitabilite" titre:"exploitabilité" decimales:"4"`
}

// ResultatConseil est le conseil de recherche pour une position : la position lue, le nombre de
// donnes tirées et, pour chaque coup jouable, les issues de ces donnes jouées au mieux des deux
// côtés après lui, l'intervalle de sa part de victoires et son écart apparié au coup conseillé
// (voir Estimations) ; le coup conseillé est celui que recherche jouerait. Separe dit qu'aucun
// coup n'est indiscernable de lui. Sans tuile jouable, le joueur passe et aucune donne n'est
// tirée. La situation, le coup conseillé (Conseil) et l'arrêt du budget auto (Arret) sont des
// phrases que la ligne de commande écrit. Comparaison est l'incertitude de chaque coup, dans
// l'ordre de Coups ; Auto dit que le budget est auto, Plafond est alors MaxBudgetAuto.
type ResultatConseil struct {
	Jeu         Regles            `json:"-"`
	Regles      string            `json:"regles" rendu:"note"`
	Situation   string            `json:"situation" rendu:"note"`
	Arret       string            `json:"arret,omitempty" rendu:"note"`
	Chaine      Tuiles            `json:"chaine" rendu:"-"`
	Main        Tuiles            `json:"main" rendu:"-"`
	Adverse     int               `json:"adverse" rendu:"-"`
	Passes      []int             `json:"passes" rendu:"-"`
	Ouverture   *Pose             `json:"ouverture" rendu:"-"`
	Donnes      int               `json:"donnes" titre:"donnes tirées, chacune jouée au mieux des deux côtés"`
	Passe       bool              `json:"passe" titre:"aucune tuile jouable : vous passez"`
	Conseil     string            `json:"conseil" titre:"coup conseillé"`
	Separe      bool              `json:"separe" titre:"conseillé distinct de chaque autre coup (écart apparié, 95 %)"`
	Coups       []CoupConseil     `json:"coups" titre:"Issues des donnes tirées, coup par coup" rendu:"complet"`
	Comparaison []ComparaisonCoup `json:"comparaison" titre:"Chaque coup comparé au conseillé sur les mêmes donnes" rendu:"complet"`
	// Meilleur est l'indice du coup conseillé dans Coups (sans objet quand Passe). Identiques
	// sont les coups qui ont eu la même issue que le conseillé sur chaque donne (l'arrêt du
	// budget auto les laisse indiscernables).
	Meilleur   int   `json:"-"`
	Auto       bool  `json:"budget_auto" rendu:"-"`
	Plafond    int   `json:"plafond,omitempty" rendu:"-"`
	Identiques []int `json:"-"`
}

// Titre est l'intitulé de la première table.
func (r *ResultatConseil) Titre() string { return "Conseil de recherche" }

// CoupConseil est un coup jouable et ses issues sur les donnes tirées : la tuile (x:y, x ≥ y),
// la valeur sur laquelle elle se pose (Sur), le bout quand elle se pose aux deux (pose libre :
// gauche ou droite, gardé pour le JSON), les comptes et leurs parts.
type CoupConseil struct {
	Tuile     Pose    `json:"tuile"`
	Cote      string  `json:"cote,omitempty" rendu:"-"`
	Sur       int     `json:"sur" titre:"sur"`
	Victoires int     `json:"victoires"`
	Nuls      int     `json:"nuls"`
	Defaites  int     `json:"defaites" titre:"défaites"`
	Gagnees   float64 `json:"gagnees" titre:"gagnées" rendu:"part"`
	Nulles    float64 `json:"nulles" rendu:"part"`
	Perdues   float64 `json:"perdues" rendu:"part"`
	Conseille bool    `json:"conseille" titre:"conseillé"`
}

// ComparaisonCoup est l'incertitude d'un coup jouable (voir Estimations) : l'intervalle de
// Wilson à 95 % de sa part gagnée, son écart apparié au coup conseillé (l'issue moyenne du coup
// moins celle du conseillé sur les mêmes donnes, de −2 à 2, 0 pour le conseillé) et
// l'intervalle à 95 % de cet écart, et s'il est indiscernable du conseillé : cet intervalle
// contient 0.
type ComparaisonCoup struct {
	Tuile         Pose             `json:"tuile"`
	Sur           int              `json:"sur" titre:"sur"`
	IC95          stats.Intervalle `json:"ic95_wilson" titre:"gagnées, IC 95 % (Wilson)" rendu:"part"`
	Ecart         float64          `json:"ecart" titre:"écart au conseillé" decimales:"3"`
	EcartIC95     stats.Intervalle `json:"ecart_ic95" titre:"écart, IC 95 %" decimales:"3"`
	Indiscernable bool             `json:"indiscernable"`
}

// NouveauResultatConseil rassemble le conseil e (Position.Estimer) de la position p ; auto dit
// que ses donnes sont celles du budget auto.
func NouveauResultatConseil(p Position, e Estimations, auto bool) *ResultatConseil {
	main := TuilesDe(p.Main)
	r := &ResultatConseil{Jeu: p.Regles, Chaine: p.Chaine, Main: main, Adverse: p.Adverse, Passes: []int{}, Coups: []CoupConseil{},
		Comparaison: []ComparaisonCoup{}, Auto: auto}
	if auto {
		r.Plafond = MaxBudgetAuto
	}
	for abs := p.Absentes; abs != 0; abs &= abs - 1 {
		r.Passes = append(r.Passes, bits.TrailingZeros16(abs))
	}
	if p.AvecOuverture {
		o := Pose{p.Ouverture.Haut(), p.Ouverture.Bas()}
		r.Ouverture = &o
	}
	if len(e.Coups) == 0 {
		r.Passe = true
		return r
	}
	g, d := p.Chaine[0][0], p.Chaine[len(p.Chaine)-1][1]
	r.Donnes = e.Donnes
	best := e.Meilleur()
	for i, x := range e.Coups {
		c := CoupConseil{Tuile: Pose{x.Tuile.Haut(), x.Tuile.Bas()}, Sur: Placement{x.Tuile, x.AGauche}.Sur(g, d),
			Victoires: x.Victoires, Nuls: x.Nuls, Defaites: x.Defaites, Conseille: i == best}
		if x.AuChoix {
			c.Cote = "droite"
			if x.AGauche {
				c.Cote = "gauche"
			}
		}
		if r.Donnes > 0 {
			n := float64(r.Donnes)
			c.Gagnees, c.Nulles, c.Perdues = float64(x.Victoires)/n, float64(x.Nuls)/n, float64(x.Defaites)/n
		}
		k := ComparaisonCoup{Tuile: c.Tuile, Sur: c.Sur, Indiscernable: e.Indiscernable(i),
			IC95: stats.IntervalleWilson(stats.Proportion{Hits: int64(x.Victoires), Trials: int64(r.Donnes)})}
		k.Ecart, k.EcartIC95 = e.Ecart(i, best)
		if i != best && e.Identique(i) {
			r.Identiques = append(r.Identiques, i)
		}
		r.Coups = append(r.Coups, c)
		r.Comparaison = append(r.Comparaison, k)
	}
	r.Separe = e.Separe()
	r.Meilleur = best
	return r
}
