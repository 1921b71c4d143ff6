package dominos

import "math/bits"

// Bloqueur pose la tuile la plus lourde en pesant aussi ce qui suit : un double (qui ne se
// place que sur sa valeur) part en priorité, un coup qui laisse au joueur une réponse aux
// bouts est préféré, et un bout que l'adversaire n'a pas (il a passé dessus) est recherché.
type Bloqueur struct{}

// Poids du score de Bloqueur, réglés sur des tournois de 100 000 parties contre
// plus_de_points : chaque point de la tuile compte 4, un double 8, chaque tuile de la main
// restante qui se posera sur les nouveaux bouts 3, chaque bout sur lequel l'adversaire a passé 10.
const (
	poidsPoint   = 4
	poidsDouble  = 8
	poidsReponse = 3
	poidsBlocage = 10
)

// Choisir renvoie la tuile jouable de meilleur score, la première dans l'ordre de la main en
// cas d'égalité.
func (Bloqueur) Choisir(v *Vue) Tuile {
	best, score := Tuile(0), -1<<30
	libre := v.Regles.Pose == PoseLibre
	for t := range v.Jouables.Decroissant() {
		g, d, _ := apresPose(v.Gauche, v.Droite, t)
		reste := v.Main
		reste.Retirer(t)
		s := poidsPoint * (t.Haut() + t.Bas())
		if t.Double() {
			s += poidsDouble
		}
		// The two ends written out, not through scoreBouts: this loop is the tournament's hot path.
		bouts := poidsReponse*reste.Et(avecValeur[g].Ou(avecValeur[d])).Taille() +
			poidsBlocage*(int(v.Absentes>>g&1)+int(v.Absentes>>d&1))
		if libre && auChoix(v.Gauche, v.Droite, t) {
			bouts = max(bouts, scoreBouts(v, v.Gauche, t.Haut()+t.Bas()-v.Droite, reste))
		}
		s += bouts
		if s > score {
			best, score = t, s
		}
	}
	return best
}

// AGauche : bloqueur compte son score aux deux bouts possibles (réponses gardées en main, bouts
// sur lesquels l'adversaire a passé) et prend le meilleur, la gauche à égalité ; Choisir a déjà
// compté la tuile au meilleur de ses deux bouts.
func (Bloqueur) AGauche(v *Vue, t Tuile) bool {
	return meilleurBout(v, t, func(g, d int, reste Ensemble) int { return scoreBouts(v, g, d, reste) })
}

// scoreBouts est la part du score de Bloqueur qui dépend des bouts laissés : les tuiles de la
// main restante qui s'y poseront, les bouts sur lesquels l'adversaire a passé.
func scoreBouts(v *Vue, g, d int, reste Ensemble) int {
	return poidsReponse*reste.Et(avecValeur[g].Ou(avecValeur[d])).Taille() +
		poidsBlocage*(int(v.Absentes>>g&1)+int(v.Absentes>>d&1))
}

// Anticipation essaie chaque tuile jouable sur des mains adverses tirées au sort parmi les
// tuiles qu'elle ne voit pas (en écartant les valeurs sur lesquelles l'adversaire a passé),
// termine chaque partie en jouant plus_de_points des deux côtés, et garde la tuile qui laisse
// le meilleur écart de points. L'écart, plutôt que la seule issue, départage mieux les coups
// sur peu d'échantillons : 54,8 % de victoires contre 51,9 % face à plus_de_points avec 10
// échantillons (20 000 parties).
type Anticipation struct {
	Echantillons int // nombre de mains adverses tirées pour chaque décision
	sac          [NbTuilesMax]Tuile
	dernier      Placement // le coup que Choisir vient de retenir, pour AGauche
}

// EchantillonsAnticipation est le nombre d'échantillons de la stratégie du catalogue : assez
// pour battre nettement plus_de_points, assez peu pour qu'un championnat reste de l'ordre de
// quelques secondes.
const EchantillonsAnticipation = 10

// Choisir renvoie la tuile jouable au meilleur écart total sur les échantillons, la première
// dans l'ordre de la main en cas d'égalité. Sous la pose libre, la tuile qui se pose aux deux
// bouts est essayée à chacun, comme deux coups ; ses fins de partie tirées se jouent, elles,
// selon la règle de 2012 (un modèle de la suite, qui reste rapide).
func (a *Anticipation) Choisir(v *Vue) Tuile {
	libre := v.Regles.Pose == PoseLibre
	if v.Jouables.Taille() == 1 && !(libre && auChoix(v.Gauche, v.Droite, v.Jouables.PlusForte())) {
		return v.Jouables.PlusForte()
	}
	possibles := Jeu(v.Regles.Max).Sauf(v.Main).Sauf(v.Posees)
	for abs := v.Absentes; abs != 0; abs &= abs - 1 {
		possibles = possibles.Sauf(avecValeur[bits.TrailingZeros16(abs)])
	}
	// Tout se joue dans l'ordre par poids : mains, sac et candidats y sont convertis une fois.
	n := 0
	for t := range possibles.Decroissant() {
		a.sac[n] = Tuile(versPoids[t])
		n++
	}
	main := enPoids(v.Main)
	var cands [NbTuilesMax/2 + 1]Placement
	var scores [NbTuilesMax/2 + 1]int
	nc := 0
	for _, c := range Placements(v.Jouables, v.Gauche, v.Droite, v.Regles.Pose) {
		cands[nc] = c
		nc++
	}
	pts := &pointsXYPoids
	if v.Regles.Decompte2012 {
		pts = &points2012Poids
	}
	r := v.Hasard
	for range a.Echantillons {
		var adv Ensemble
		for i := range v.Adverse {
			k := i + r.IntN(n-i)
			a.sac[i], a.sac[k] = a.sac[k], a.sac[i]
			adv.Ajouter(a.sac[i])
		}
		for i, c := range cands[:nc] {
			moi := main
			moi.Retirer(Tuile(versPoids[c.Tuile]))
			g, d := boutsApres(v.Gauche, v.Droite, c)
			m, l := finirParPoids([2]Ensemble{moi, adv}, g, d, 1, pts)
			scores[i] += l - m
		}
	}
	best := 0
	for i := 1; i < nc; i++ {
		if scores[i] > scores[best] {
			best = i
		}
	}
	a.dernier = cands[best]
	return cands[best].Tuile
}

// AGauche : anticipation pose la tuile au bout dont les fins tirées ont donné le meilleur écart
// (celui que Choisir vient de retenir), la gauche à égalité.
func (a *Anticipation) AGauche(v *Vue, t Tuile) bool {
	if a.dernier.Tuile != t {
		a.Choisir(v)
	}
	return a.dernier.Tuile != t || a.dernier.AGauche
}

// boutsApres renvoie les bouts de la chaîne g, d après le coup c.
func boutsApres(g, d int, c Placement) (int, int) {
	somme := c.Tuile.Haut() + c.Tuile.Bas()
	if c.AGauche {
		return somme - g, d
	}
	return g, somme - d
}

// enPoids convertit un ensemble dans l'ordre par poids.
func enPoids(e Ensemble) Ensemble {
	var p Ensemble
	for t := range e.Decroissant() {
		p.Ajouter(Tuile(versPoids[t]))
	}
	return p
}

// finirParPoids termine une partie dont les mains sont dans l'ordre par poids, tour au trait,
// chaque joueur posant sa tuile jouable la plus lourde (plus_de_points : la plus forte dans cet
// ordre), et renvoie les totaux des deux mains comptés avec pts.
func finirParPoids(mains [2]Ensemble, g, d, tour int, pts *[128]uint8) (int, int) {
	ouverts := avecValeurPoids[g].Ou(avecValeurPoids[d])
	// Une main vide (le coup essayé était la dernière tuile) finit la partie tout de suite.
	for passes := 0; passes < 2 && !mains[0].Vide() && !mains[1].Vide(); tour ^= 1 {
		jo := mains[tour].Et(ouverts)
		if jo.Vide() {
			passes++
			continue
		}
		passes = 0
		c := jo.PlusForte()
		mains[tour].Retirer(c)
		x, y := int(hautDe[depuisPoids[c]]), int(basDe[depuisPoids[c]])
		if x == g || y == g {
			g = x + y - g
		} else {
			d = x + y - d
		}
		ouverts = avecValeurPoids[g].Ou(avecValeurPoids[d])
	}
	return total(mains[0], pts), total(mains[1], pts)
}

// total additionne les points des tuiles d'un ensemble selon la table pts (indexée comme lui).
func total(e Ensemble, pts *[128]uint8) int {
	s := 0
	for m, w := range e {
		for ; w != 0; w &= w - 1 {
			s += int(pts[m*64+bits.TrailingZeros64(w)])
		}
	}
	return s
}
