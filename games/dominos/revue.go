package dominos

import (
	"context"
	"math"

	"jeux/parametre"
)

// La revue d'une partie : pour chaque coup de la personne, le coup joué, le meilleur, et ce que
// le coup joué a coûté. Les valeurs viennent de la résolution exacte à mains ouvertes (Solveur) :
// +1 gagnée, 0 nulle, −1 perdue pour la personne sous le jeu parfait des deux côtés ; ou, avec
// la méthode recherche, de l'estimation de recherche (donnes tirées selon ce que la personne
// savait), l'issue moyenne sur ses donnes.

// MethodeRevue dit d'où viennent les valeurs d'une revue (--methode) : exact ou recherche.
type MethodeRevue string

// Les méthodes d'une revue.
const (
	RevueExacte    MethodeRevue = "exact"
	RevueRecherche MethodeRevue = "recherche"
)

func (m MethodeRevue) String() string { return string(m) }

// Set lit le nom d'une méthode.
func (m *MethodeRevue) Set(s string) error {
	if s == "search" {
		s = string(RevueRecherche)
	}
	v, err := lireNom("methode", s, m.Valeurs())
	if err == nil {
		*m = MethodeRevue(v)
	}
	return err
}

// Type est la sorte de valeur que montre l'aide : un texte.
func (MethodeRevue) Type() string { return "string" }

// Valeurs sont les méthodes : exact (par défaut) et recherche.
func (MethodeRevue) Valeurs() []string { return []string{string(RevueExacte), string(RevueRecherche)} }

// CodeRevueMain refuse la revue de mains trop grandes pour la résolution : la taille des mains,
// la plus grande permise.
const CodeRevueMain parametre.Code = "dominos.revue-main"

// ConfigRevue est une revue : la partie, la méthode et, pour recherche, le budget et la graine
// des donnes tirées (celles du conseil de la même position avec la même graine).
type ConfigRevue struct {
	Partie  *Enregistrement
	Methode MethodeRevue
	Budget  int
	Graine  uint64
}

// Valider refuse des mains que la résolution exacte, sur laquelle reposent les deux méthodes,
// ne tient pas, et un budget hors des bornes.
func (c ConfigRevue) Valider() error {
	if c.Partie.Regles.Main > MaxMainExacte {
		return erreurEntier("main", c.Partie.Regles.Main, CodeRevueMain, MaxMainExacte)
	}
	if c.Methode == RevueRecherche {
		if err := validerBudgetDonne(c.Budget); err != nil {
			return err
		}
		return validerBudget(c.Budget)
	}
	return nil
}

// ResultatRevue est la revue d'une partie : une ligne par coup posé de la personne (l'ouverture
// et les passes, forcées, n'en sont pas), puis le résumé. Note, Pire et les coups en texte
// (CoupRevu.Joue, CoupRevu.Meilleur) sont écrits par la ligne de commande.
type ResultatRevue struct {
	Jeu       Regles     `json:"-"`
	Regles    string     `json:"regles" rendu:"note"`
	Note      string     `json:"note" rendu:"note"` // where the values come from, and their units
	Methode   string     `json:"methode" titre:"méthode"`
	Budget    int        `json:"budget,omitempty" rendu:"-"` // deals drawn at each move (method recherche)
	Place     int        `json:"place" titre:"votre place"`
	Decisions int        `json:"decisions" titre:"coups à choix"`
	Precision float64    `json:"precision" titre:"précision (coups à choix joués au mieux)" rendu:"part"`
	Changes   int        `json:"issue_changee" titre:"coups qui changent l'issue"`
	Pire      string     `json:"pire" titre:"pire coup"`
	PireCoup  int        `json:"pire_coup" rendu:"-"` // the number in the game of the costliest move, 0 when none cost anything
	Coups     []CoupRevu `json:"coups" titre:"Vos coups" rendu:"complet"`
}

// Titre est l'intitulé de la première table.
func (*ResultatRevue) Titre() string { return "Revue de la partie" }

// CoupRevu est un coup de la personne : son numéro dans la partie (l'ouverture est le coup 1),
// le coup joué et le meilleur (le joué s'il est parmi les meilleurs, sinon le plus lourd des
// meilleurs), leurs valeurs, le coût (valeur du meilleur − valeur du joué, ≥ 0), et si le coup
// change l'issue.
type CoupRevu struct {
	Numero         int       `json:"numero" titre:"n°"`
	Joue           string    `json:"joue" titre:"joué"`
	Meilleur       string    `json:"meilleur" titre:"meilleur"`
	Permis         int       `json:"permis" titre:"coups permis"`
	Valeur         float64   `json:"valeur" titre:"valeur du joué" decimales:"2"`
	ValeurMeilleur float64   `json:"valeur_meilleur" titre:"valeur du meilleur" decimales:"2"`
	Cout           float64   `json:"cout" titre:"coût" decimales:"2"`
	Change         bool      `json:"change_issue" titre:"issue changée"`
	CoupJoue       Placement `json:"-"`
	CoupMeilleur   Placement `json:"-"`
	AuChoixJoue    bool      `json:"-"` // la tuile jouée se posait aux deux bouts : le bout compte
	AuChoixMeill   bool      `json:"-"`
}

// valeurCoup est un coup et sa valeur pour la personne.
type valeurCoup struct {
	c Placement
	v float64
}

// Revoir fait la revue de la partie ; ctx l'interrompt (son erreur est alors renvoyée). La
// configuration doit être valide (Valider).
func (c ConfigRevue) Revoir(ctx context.Context) (*ResultatRevue, error) {
	if err := c.Valider(); err != nil {
		panic("dominos: " + err.Error())
	}
	e := c.Partie
	res := &ResultatRevue{Jeu: e.Regles, Methode: string(c.Methode), Place: e.Place, Coups: []CoupRevu{}}
	if c.Methode == RevueRecherche {
		res.Budget = c.Budget
	}
	s := NouveauSolveur(e.Regles)
	s.Surveiller(ctx.Done())
	p := CommencerPartie(Donne{Mains: e.Journal.Mains}, e.Regles)
	var valeurs []ValeurCoup
	justes := 0
	pire := -1.0
	for k, coup := range e.Journal.Coups[1:] {
		numero := k + 2
		if coup.Joueur == e.Place && !coup.Passe {
			g, d := p.Bouts()
			var coups []valeurCoup
			if c.Methode == RevueRecherche {
				est := p.Position().Conseiller(c.Budget, c.Graine, ctx.Done())
				for _, x := range est {
					n := float64(x.Victoires + x.Nuls + x.Defaites)
					coups = append(coups, valeurCoup{Placement{x.Tuile, x.AGauche}, float64(x.Victoires-x.Defaites) / n})
				}
			} else {
				moi := e.Place - 1
				pos := PositionOuverte{Mains: [2]Ensemble{p.Main(1), p.Main(2)}, Gauche: g, Droite: d, Trait: moi}
				valeurs = s.ValeursCoups(pos, valeurs[:0])
				for _, x := range valeurs {
					coups = append(coups, valeurCoup{Placement{x.Tuile, x.AGauche}, float64(x.Valeur)})
				}
			}
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			joue := Placement{coup.Tuile, coup.AGauche}
			r := CoupRevu{Numero: numero, Permis: len(coups), CoupJoue: joue, AuChoixJoue: e.Regles.Pose == PoseLibre && auChoix(g, d, coup.Tuile)}
			best := 0
			for i, x := range coups {
				if x.v > coups[best].v {
					best = i
				}
				if memeCoup(x.c, joue, r.AuChoixJoue) {
					r.Valeur = x.v
				}
			}
			r.ValeurMeilleur = coups[best].v
			r.Cout = r.ValeurMeilleur - r.Valeur
			r.CoupMeilleur, r.AuChoixMeill = coups[best].c, e.Regles.Pose == PoseLibre && auChoix(g, d, coups[best].c.Tuile)
			if r.Cout == 0 {
				r.CoupMeilleur, r.AuChoixMeill = joue, r.AuChoixJoue
			}
			if c.Methode == RevueRecherche {
				// An estimate: the result changes when the outcome it rounds to does.
				r.Change = math.Round(r.ValeurMeilleur) > math.Round(r.Valeur)
			} else {
				r.Change = r.ValeurMeilleur > r.Valeur
			}
			if r.Permis > 1 {
				res.Decisions++
				if r.Cout == 0 {
					justes++
				}
			}
			if r.Change {
				res.Changes++
			}
			if r.Cout > 0 && r.Cout > pire {
				pire, res.PireCoup = r.Cout, numero
			}
			res.Coups = append(res.Coups, r)
		}
		var err error
		if coup.Passe {
			err = p.Passer()
		} else {
			err = p.Placer(Placement{coup.Tuile, coup.AGauche})
		}
		if err != nil {
			panic("dominos: revue d'une partie qui ne se rejoue pas : " + err.Error())
		}
	}
	res.Precision = 1 // no move with a choice: none was missed
	if res.Decisions > 0 {
		res.Precision = float64(justes) / float64(res.Decisions)
	}
	return res, nil
}

// memeCoup dit si le coup a du solveur est le coup joué b : la même tuile, au même bout quand
// elle se posait aux deux (sinon son seul coup, quel que soit le bout dit quand les deux bouts
// portent la même valeur).
func memeCoup(a, b Placement, auChoix bool) bool {
	return a.Tuile == b.Tuile && (!auChoix || a.AGauche == b.AGauche)
}
