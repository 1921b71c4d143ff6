package dominos

import (
	"cmp"
	"slices"
)

// La meilleure réponse exacte et l'évaluation de deux politiques, écrites sur le moteur des
// parties (etat) et sans rien de l'arbre qu'utilise CFR+ (equilibre.go) : elles ne partagent que
// la clé des ensembles d'information, par laquelle une politique se consulte.

// parcours joue toutes les donnes des règles, chacune avec son poids (toutes également
// probables), en suivant les coups forcés ; il appelle f à chaque décision.
type parcours struct {
	regles Regles
	vue    Vue

	// Fermé, arret abandonne le parcours : il est surveillé toutes les 1 024 positions, et coupe
	// le note ; les valeurs rendues ensuite ne valent rien.
	arret   <-chan struct{}
	visites int
	coupe   bool
}

// interrompu compte une position visitée et dit si le parcours est abandonné.
func (pc *parcours) interrompu() bool {
	pc.visites++
	if pc.visites&(1<<10-1) == 0 && !pc.coupe {
		pc.coupe = arrete(pc.arret)
	}
	return pc.coupe
}

// donnes renvoie toutes les donnes des règles.
func toutesLesDonnes(regles Regles) []Donne {
	jeu := Jeu(regles.Max)
	var l []Donne
	n1 := MainsJoueur1(regles)
	for k := range n1 {
		m1 := kiemeMain(jeu, regles.Main, k)
		reste := jeu.Sauf(m1)
		n2, _ := combinaisons(reste.Taille(), regles.Main)
		for j := range n2 {
			l = append(l, Donne{Mains: [2]Ensemble{m1, kiemeMain(reste, regles.Main, j)}})
		}
	}
	return l
}

// position est un état d'une partie à mains cachées : l'état du moteur, les mains distribuées
// et l'histoire publique.
type position struct {
	t         etat
	pose      RegleDePose
	donne     [2]Ensemble
	histoire  []byte
	jouables  Ensemble
	coups     []Placement // à une décision : les coups permis, dans l'ordre de Vue.Placements
	terminale bool
}

// avancer joue les coups forcés (passe sans tuile jouable, pose du seul coup permis) jusqu'à
// une décision ou la fin.
func (p *position) avancer() {
	for !p.t.finie() {
		jo := p.t.mains[p.t.tour].Et(p.t.ouverts)
		if jo.Vide() {
			p.t.passes++
			p.t.absentes[p.t.tour] |= 1<<p.t.gauche | 1<<p.t.droite
			p.histoire = append(p.histoire, passeCode)
			p.t.tour ^= 1
			continue
		}
		coups := Placements(jo, p.t.gauche, p.t.droite, p.pose)
		if len(coups) == 1 {
			p.jouer(coups[0])
			continue
		}
		p.jouables, p.coups = jo, coups
		return
	}
	p.terminale = true
}

// droiteCode marque, dans une histoire, la tuile qui se posait aux deux bouts sous la pose libre
// et qui est allée à droite (une tuile a un rang d'au plus 90 : le bit est libre).
const droiteCode = 0x80

// codeCoup renvoie le code du coup c dans une histoire, avant qu'il soit joué sur t : le rang de
// la tuile, marqué de droiteCode quand la pose libre l'a mise à droite alors qu'elle allait aux
// deux bouts.
func codeCoup(t *etat, pose RegleDePose, c Placement) byte {
	if pose == PoseLibre && !c.AGauche && auChoix(t.gauche, t.droite, c.Tuile) {
		return byte(c.Tuile) | droiteCode
	}
	return byte(c.Tuile)
}

// jouer joue le coup c pour le joueur au trait.
func (p *position) jouer(c Placement) {
	p.histoire = append(p.histoire, codeCoup(&p.t, p.pose, c))
	p.t.passes = 0
	p.t.placer(c)
	p.t.tour ^= 1
}

// suite renvoie la position après le coup c, coups forcés joués.
func (p *position) suite(c Placement) position {
	q := position{t: p.t, pose: p.pose, donne: p.donne, histoire: append([]byte(nil), p.histoire...)}
	q.jouer(c)
	q.avancer()
	return q
}

// depart renvoie la position d'une donne après l'ouverture et les coups forcés, sous la règle
// de pose des règles.
func depart(d Donne, regles Regles) position {
	p := position{donne: d.Mains, pose: regles.Pose}
	ouv := p.t.ouvrir(d, regles)
	p.histoire = []byte{byte(ouv)}
	p.avancer()
	return p
}

// gain renvoie l'issue d'une position terminale pour le joueur 1 : +1, 0 ou −1.
func (p *position) gain(regles Regles) float64 {
	switch p.t.resultat(regles).Gagnant {
	case 1:
		return 1
	case 2:
		return -1
	}
	return 0
}

// cle et vue : l'ensemble d'information du joueur au trait et sa vue.
func (p *position) cle() string { return cleInfo(p.t.tour, p.donne[p.t.tour], p.histoire) }

func (pc *parcours) vueDe(p *position) *Vue {
	pc.vue.Regles, pc.vue.Arret = pc.regles, pc.arret
	p.t.remplirVue(&pc.vue, p.jouables)
	return &pc.vue
}

// Evaluer renvoie l'espérance de l'issue pour le joueur 1 (+1 gagnée, 0 nulle, −1 perdue)
// quand le joueur 1 suit p1 et le joueur 2 suit p2, le hasard distribuant toutes les donnes.
func Evaluer(regles Regles, p1, p2 Politique) float64 {
	v, _ := EvaluerOuvreur(regles, p1, p2)
	return v
}

// EvaluerOuvreur renvoie, avec l'espérance de Evaluer, celle de l'issue pour le joueur qui
// ouvre (celui qui tient la plus forte tuile).
func EvaluerOuvreur(regles Regles, p1, p2 Politique) (joueur1, ouvreur float64) {
	return evaluerOuvreur(nil, regles, p1, p2)
}

// evaluerOuvreur est EvaluerOuvreur, abandonné (les valeurs ne valent rien) dès que arret est
// fermé.
func evaluerOuvreur(arret <-chan struct{}, regles Regles, p1, p2 Politique) (joueur1, ouvreur float64) {
	pc := &parcours{regles: regles, arret: arret}
	donnes := toutesLesDonnes(regles)
	for _, d := range donnes {
		if pc.coupe {
			break
		}
		p := depart(d, regles)
		v := pc.evaluer(&p, [2]Politique{p1, p2})
		joueur1 += v
		if d.Ouvreur(regles) == 2 {
			v = -v
		}
		ouvreur += v
	}
	n := float64(len(donnes))
	return joueur1 / n, ouvreur / n
}

func (pc *parcours) evaluer(p *position, pol [2]Politique) float64 {
	if pc.interrompu() {
		return 0
	}
	if p.terminale {
		return p.gain(pc.regles)
	}
	pr := pol[p.t.tour].Probabilites(p.cle(), pc.vueDe(p))
	v := 0.0
	for i, c := range p.coups {
		if pr[i] == 0 {
			continue
		}
		q := p.suite(c)
		v += float64(pr[i] * pc.evaluer(&q, pol))
	}
	return v
}

// MeilleureReponse renvoie ce que gagne en espérance le joueur j (0 : joueur 1, 1 : joueur 2),
// vu de lui (+1 gagnée, −1 perdue), s'il joue la meilleure réponse à la politique adverse
// (celle du joueur 1−j), connue de lui : à chaque ensemble d'information, le coup de meilleure
// espérance, les ensembles les plus profonds décidés d'abord.
func MeilleureReponse(regles Regles, j int, adverse Politique) float64 {
	return meilleureReponseA(nil, regles, j, adverse).total
}

// meilleureReponseA calcule la meilleure réponse du joueur j : ses choix et sa valeur. Elle est
// abandonnée (sa valeur ne vaut rien) dès que arret est fermé.
func meilleureReponseA(arret <-chan struct{}, regles Regles, j int, adverse Politique) *meilleureReponse {
	br := &meilleureReponse{parcours: parcours{regles: regles, arret: arret}, j: j, adverse: adverse,
		infos: map[string]*infoReponse{}, choix: map[string]int{}, memo: map[string]float64{}}
	donnes := toutesLesDonnes(regles)
	poids := 1 / float64(len(donnes))
	var departs []position
	for _, d := range donnes {
		p := depart(d, regles)
		br.recenser(&p, poids)
		departs = append(departs, p)
	}
	// Les ensembles d'information du joueur j, des plus longues histoires aux plus courtes :
	// les suites d'un ensemble ne passent que par des ensembles plus profonds, déjà décidés.
	var infos []*infoReponse
	for _, in := range br.infos {
		infos = append(infos, in)
	}
	slices.SortFunc(infos, func(a, b *infoReponse) int {
		return cmp.Or(cmp.Compare(len(b.positions[0].histoire), len(a.positions[0].histoire)), cmp.Compare(a.cle, b.cle))
	})
	for _, in := range infos {
		if br.coupe {
			return br
		}
		var meilleur float64
		choix := -1
		for i, c := range in.positions[0].coups {
			v := 0.0
			for k := range in.positions {
				q := in.positions[k].suite(c)
				v += float64(in.poids[k] * br.valeur(&q))
			}
			if choix < 0 || v > meilleur {
				meilleur, choix = v, i
			}
		}
		br.choix[in.cle] = choix
	}
	for k := range departs {
		br.total += float64(poids * br.valeur(&departs[k]))
	}
	return br
}

type meilleureReponse struct {
	parcours
	j       int
	adverse Politique
	infos   map[string]*infoReponse
	choix   map[string]int     // ensemble d'information du joueur j → indice du coup choisi
	memo    map[string]float64 // valeur d'une position (donne et histoire), ses décisions prises
	total   float64
}

// infoReponse est un ensemble d'information du joueur j : ses positions et le poids de chacune
// (probabilité de la donne × probabilité des coups adverses qui y mènent).
type infoReponse struct {
	cle       string
	positions []position
	poids     []float64
}

// recenser parcourt les suites de p, de poids w, et range les décisions du joueur j par
// ensemble d'information.
func (br *meilleureReponse) recenser(p *position, w float64) {
	if p.terminale || w == 0 || br.interrompu() {
		return
	}
	tuiles := p.coups
	if p.t.tour == br.j {
		cle := p.cle()
		in := br.infos[cle]
		if in == nil {
			in = &infoReponse{cle: cle}
			br.infos[cle] = in
		}
		in.positions = append(in.positions, *p)
		in.poids = append(in.poids, w)
		for _, c := range tuiles {
			q := p.suite(c)
			br.recenser(&q, w)
		}
		return
	}
	pr := br.adverse.Probabilites(p.cle(), br.vueDe(p))
	for i, c := range tuiles {
		q := p.suite(c)
		br.recenser(&q, w*pr[i])
	}
}

// valeur renvoie l'espérance de l'issue pour le joueur j depuis p, ses décisions suivant choix
// et l'adversaire sa politique.
func (br *meilleureReponse) valeur(p *position) float64 {
	if br.interrompu() {
		return 0
	}
	if p.terminale {
		g := p.gain(br.regles)
		if br.j == 1 {
			g = -g
		}
		return g
	}
	cle := string(append(append([]byte(nil), p.donne[0].octets()...), append(p.donne[1].octets(), p.histoire...)...))
	if v, ok := br.memo[cle]; ok {
		return v
	}
	tuiles := p.coups
	var v float64
	if p.t.tour == br.j {
		k, ok := br.choix[p.cle()]
		if !ok {
			panic("dominos: meilleure réponse — ensemble d'information non décidé")
		}
		q := p.suite(tuiles[k])
		v = br.valeur(&q)
	} else {
		pr := br.adverse.Probabilites(p.cle(), br.vueDe(p))
		for i, c := range tuiles {
			if pr[i] == 0 {
				continue
			}
			q := p.suite(c)
			v += float64(pr[i] * br.valeur(&q))
		}
	}
	br.memo[cle] = v
	return v
}

// octets écrit l'ensemble sur 16 octets.
func (e Ensemble) octets() []byte {
	b := make([]byte, 0, 16)
	for _, w := range e {
		for k := range 8 {
			b = append(b, byte(w>>(8*k)))
		}
	}
	return b
}
