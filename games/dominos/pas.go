package dominos

import (
	"math/rand/v2"
)

// PartiePas est une partie menée coup par coup de l'extérieur, par exemple une personne contre
// une stratégie : l'ouverture est jouée à la création, puis chaque coup est demandé au joueur au
// trait (Poser ou Passer) selon les mêmes règles que Jouer.
type PartiePas struct {
	t      etat
	regles Regles
	j      Journal
	vue    Vue
}

// CommencerPartie distribue la donne d et joue l'ouverture ; des règles invalides sont une
// erreur de programmation.
func CommencerPartie(d Donne, regles Regles) *PartiePas {
	if err := regles.Valider(); err != nil {
		panic("dominos: " + err.Error())
	}
	p := &PartiePas{regles: regles, j: Journal{Mains: d.Mains}}
	ouv := p.t.ouvrir(d, regles)
	p.j.Coups = append(p.j.Coups, Coup{Joueur: 2 - p.t.tour, Tuile: ouv, Pose: [2]int{ouv.Haut(), ouv.Bas()}})
	return p
}

// Trait renvoie le joueur qui doit jouer : 1 ou 2.
func (p *PartiePas) Trait() int { return p.t.tour + 1 }

// Finie dit si la partie est terminée.
func (p *PartiePas) Finie() bool { return p.t.finie() }

// Main renvoie la main du joueur j (1 ou 2).
func (p *PartiePas) Main(j int) Ensemble { return p.t.mains[j-1] }

// Jouables renvoie les tuiles que le joueur au trait peut poser.
func (p *PartiePas) Jouables() Ensemble { return p.t.mains[p.t.tour].Et(p.t.ouverts) }

// Bouts renvoie les valeurs aux deux bouts de la chaîne.
func (p *PartiePas) Bouts() (int, int) { return p.t.gauche, p.t.droite }

// Chaine renvoie la chaîne sur la table, de gauche à droite.
func (p *PartiePas) Chaine() [][2]int { return p.j.Chaine(len(p.j.Coups)) }

// Dernier renvoie le dernier coup joué (l'ouverture au début).
func (p *PartiePas) Dernier() Coup { return p.j.Coups[len(p.j.Coups)-1] }

// Vue renvoie ce que sait le joueur au trait, pour une stratégie qui tire au sort avec r ; elle
// appartient à la partie et change au coup suivant.
func (p *PartiePas) Vue(r *rand.Rand) *Vue {
	p.vue.Regles, p.vue.Hasard = p.regles, r
	p.t.remplirVue(&p.vue, p.Jouables())
	return &p.vue
}

// Poser pose la tuile t pour le joueur au trait, au bout que fixe la règle de 2012 ; une tuile
// qu'il ne peut pas poser, ou qui se pose aux deux bouts sous la pose libre (Placer dit alors le
// bout), est une erreur, et rien ne change.
func (p *PartiePas) Poser(t Tuile) error {
	switch {
	case p.Finie():
		return echec(CodeFinie)
	case !p.t.mains[p.t.tour].Contient(t):
		return echec(CodeHorsMain, t.Haut(), t.Bas())
	case !p.Jouables().Contient(t):
		return echec(CodeInjouable, t.Haut(), t.Bas(), p.t.gauche, p.t.droite)
	}
	if p.regles.Pose == PoseLibre && auChoix(p.t.gauche, p.t.droite, t) {
		return echec(CodeDeuxBouts, t.Haut(), t.Bas())
	}
	_, _, gauche := apresPose(p.t.gauche, p.t.droite, t)
	p.placer(Placement{t, gauche})
	return nil
}

// Placements renvoie les coups permis au joueur au trait (voir la fonction Placements).
func (p *PartiePas) Placements() []Placement {
	return Placements(p.Jouables(), p.t.gauche, p.t.droite, p.regles.Pose)
}

// Placer pose la tuile du coup c au bout qu'il dit, pour le joueur au trait : sous la règle de
// 2012, le seul bout qu'elle permet ; sous la pose libre, tout bout où la tuile convient. Un coup
// refusé est une erreur, et rien ne change.
func (p *PartiePas) Placer(c Placement) error {
	t := c.Tuile
	switch {
	case p.Finie():
		return echec(CodeFinie)
	case !p.t.mains[p.t.tour].Contient(t):
		return echec(CodeHorsMain, t.Haut(), t.Bas())
	case !p.Jouables().Contient(t):
		return echec(CodeInjouable, t.Haut(), t.Bas(), p.t.gauche, p.t.droite)
	}
	bout, code := p.t.droite, CodePasADroite
	if c.AGauche {
		bout, code = p.t.gauche, CodePasAGauche
	}
	_, _, permis := apresPose(p.t.gauche, p.t.droite, t)
	switch {
	case t.Haut() != bout && t.Bas() != bout:
		return echec(code, t.Haut(), t.Bas(), bout)
	case p.regles.Pose == Pose2012 && c.AGauche != permis:
		return echec(CodeGauche2012, t.Haut(), t.Bas())
	}
	p.placer(c)
	return nil
}

// placer joue le coup c, permis, pour le joueur au trait.
func (p *PartiePas) placer(c Placement) {
	g, pose := p.t.placer(c)
	p.j.Coups = append(p.j.Coups, Coup{Joueur: p.t.tour + 1, Tuile: c.Tuile, AGauche: g, Pose: pose})
	p.t.passes = 0
	p.t.tour ^= 1
}

// Passer fait passer le joueur au trait, qui ne doit avoir aucune tuile jouable.
func (p *PartiePas) Passer() error {
	switch {
	case p.Finie():
		return echec(CodeFinie)
	case !p.Jouables().Vide():
		return echec(CodePasseInterdite)
	}
	p.t.passes++
	p.t.absentes[p.t.tour] |= 1<<p.t.gauche | 1<<p.t.droite
	p.j.Coups = append(p.j.Coups, Coup{Joueur: p.t.tour + 1, Passe: true})
	p.t.tour ^= 1
	return nil
}

// Resultat renvoie l'issue de la partie, finie ou non : les totaux des mains et le gagnant.
func (p *PartiePas) Resultat() Resultat {
	r := p.t.resultat(p.regles)
	r.Tours = len(p.j.Coups)
	return r
}

// Position renvoie ce que sait le joueur au trait, comme « dominos conseil » le lit (l'ouverture
// comprise) ; une partie finie, ou dont les mains passent ce que recherche résout, n'a pas de
// position à conseiller (erreur de programmation).
func (p *PartiePas) Position() Position {
	pos := Position{
		Regles: p.regles, Chaine: Tuiles(p.Chaine()), Main: p.t.mains[p.t.tour], Adverse: p.t.mains[p.t.tour^1].Taille(),
		Absentes: p.t.absentes[p.t.tour^1], Ouverture: p.t.ouverture, AvecOuverture: true,
	}
	if err := pos.Valider(); err != nil {
		panic("dominos: position de partie refusée : " + err.Error())
	}
	return pos
}
