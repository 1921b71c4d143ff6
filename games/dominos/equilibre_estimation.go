package dominos

import "math/rand/v2"

// EstimerInfos estime le nombre d'ensembles d'information de décision (des deux joueurs) du jeu
// à mains cachées sans construire son arbre, par l'estimateur de Knuth : chaque sonde tire une
// donne puis, à chaque décision, un coup au hasard ; une décision atteinte avec le poids W
// (le nombre de donnes fois le produit des nombres de coups sur le chemin) compte pour W / |I|,
// où |I| est le nombre de positions de son ensemble d'information (les mains adverses qui
// rejouent la même histoire publique). La somme sur un chemin est un estimateur sans biais du
// nombre d'ensembles ; la moyenne sur sondes chemins l'approche. De même, chaque case atteinte
// (décision ou fin de partie) compte pour W : la seconde valeur estime les cases de l'arbre.
func EstimerInfos(regles Regles, r *rand.Rand, sondes int) (infos, cases float64) {
	donnes, ok := NombreDonnes(regles)
	if !ok {
		return float64(1 << 62), float64(1 << 62)
	}
	for range sondes {
		p := depart(Distribuer(r, regles), regles)
		w := float64(donnes)
		for !p.terminale {
			infos += w / float64(tailleInfo(regles, &p))
			cases += w
			tuiles := p.coups
			w *= float64(len(tuiles))
			q := p.suite(tuiles[r.IntN(len(tuiles))])
			p = q
		}
		cases += w
	}
	return infos / float64(sondes), cases / float64(sondes)
}

// tailleInfo compte les positions de l'ensemble d'information du joueur au trait en p : les
// mains adverses, parmi les tuiles qu'il ne tient pas, avec lesquelles l'histoire publique de p
// se rejoue coup pour coup (l'ouverture par la plus forte tuile, chaque pose permise, chaque
// passe forcée, chaque tuile seule jouable posée).
func tailleInfo(regles Regles, p *position) int {
	j := p.t.tour
	reste := Jeu(regles.Max).Sauf(p.donne[j])
	n := 0
	var parmi func(depuis int, k int, acc Ensemble)
	parmi = func(depuis, k int, acc Ensemble) {
		if k == 0 {
			var d Donne
			d.Mains[j], d.Mains[1-j] = p.donne[j], acc
			if rejoue(d, p.histoire, regles) {
				n++
			}
			return
		}
		for t := depuis; t < NbTuiles(regles.Max); t++ {
			if reste.Contient(Tuile(t)) {
				a := acc
				a.Ajouter(Tuile(t))
				parmi(t+1, k-1, a)
			}
		}
	}
	parmi(0, regles.Main, Ensemble{})
	return n
}

// rejoue dit si l'histoire publique h (l'ouverture d'abord) se rejoue coup pour coup sur la
// donne d : la même ouverture, chaque pose permise, chaque passe forcée. Le joueur au trait
// garde alors sa main et les bouts : c'est la même décision, dans le même ensemble d'information.
func rejoue(d Donne, h []byte, regles Regles) bool {
	var t etat
	if byte(t.ouvrir(d, regles)) != h[0] {
		return false
	}
	for _, c := range h[1:] {
		if t.finie() {
			return false
		}
		jo := t.mains[t.tour].Et(t.ouverts)
		tu := Tuile(c &^ droiteCode)
		switch {
		case c == passeCode && jo.Vide():
			t.passes++
		case c != passeCode && jo.Contient(tu):
			pl := Placement{tu, c&droiteCode == 0}
			if !(regles.Pose == PoseLibre && auChoix(t.gauche, t.droite, tu)) {
				_, _, pl.AGauche = apresPose(t.gauche, t.droite, tu)
			}
			t.passes = 0
			t.placer(pl)
		default:
			return false
		}
		t.tour ^= 1
	}
	return true
}
