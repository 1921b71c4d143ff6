package dominos

import (
	"fmt"
	"slices"
	"strings"

	jeu "jeux/games/dominos"
	"jeux/internal/langue"
	"jeux/internal/terminal"
)

// parler writes, in the language l, the sentences of the result v that the engine leaves to the
// command line: the note of the rules, a title, a verdict, a method, a situation, the move
// advised. It returns v.
func parler(l langue.Langue, v any) any {
	switch r := v.(type) {
	case *jeu.ResultatTournoi:
		r.Regles = terminal.ReglesDominos(l, r.Jeu)
		r.Intitule = face(l, r.S1, r.S2)
		if r.Match > 0 {
			r.Intitule = l.Sprintf("%s (joueur 1) contre %s (joueur 2), en matchs de %d points", r.S1, r.S2, r.Match)
		}
		r.Signe.Verdict = verdict(l, r.Signe.Gagnant, r.S1, r.S2)
	case *jeu.ResultatChampionnat:
		r.Regles = terminal.ReglesDominos(l, r.Jeu)
	case *jeu.ResultatPartie:
		r.Regles = terminal.ReglesDominos(l, r.Jeu)
		r.Intitule = face(l, r.S1, r.S2)
	case *jeu.ResultatStrategies:
		for i, s := range r.Strategies {
			r.Strategies[i].Description = l.T(s.Resume)
			if s.Bout != "" {
				r.Strategies[i].Description = l.Sprintf("%s ; pose libre : %s", l.T(s.Resume), l.T(s.Bout))
			}
		}
	case *jeu.ResultatExact:
		r.Regles = terminal.ReglesDominos(l, r.Jeu)
	case *jeu.ResultatExactes:
		r.Regles = terminal.ReglesDominos(l, r.Jeu)
	case *jeu.ResultatEquilibre:
		r.Regles = terminal.ReglesDominos(l, r.Jeu)
		r.Methode = l.Sprintf("CFR+ (regret-matching+, mises à jour alternées, moyenne pondérée par l'itération) jusqu'à une exploitabilité de %g ; "+
			"exploitabilité = (BR₁ + BR₂) / 2, BR étant le gain d'une meilleure réponse exacte ; "+
			"les stratégies qui tirent au sort (hasard excepté, uniforme) sont estimées par %d appels par ensemble d'information", r.Cible, r.Tirages)
	case *jeu.ResultatRevue:
		parlerRevue(l, r)
	case *jeu.ResultatConseil:
		r.Regles = terminal.ReglesDominos(l, r.Jeu)
		r.Situation = situation(l, r)
		r.Conseil = l.T("passer")
		if !r.Passe {
			r.Conseil = coupConseil(l, r.Coups[r.Meilleur])
		}
		r.Arret = arret(l, r)
	}
	return v
}

// face is the title of a game or a tournament: which strategy plays which seat.
func face(l langue.Langue, s1, s2 string) string {
	return l.Sprintf("%s (joueur 1) contre %s (joueur 2)", s1, s2)
}

// verdict says which player of a tournament wins significantly more often, if one does.
func verdict(l langue.Langue, gagnant int, s1, s2 string) string {
	switch gagnant {
	case 1:
		return l.Sprintf("%s (joueur 1) gagne significativement plus souvent", s1)
	case 2:
		return l.Sprintf("%s (joueur 2) gagne significativement plus souvent", s2)
	}
	return l.T("différence non significative au seuil de 5 %")
}

// coupConseil names a move of an advice: its tile, and the value it goes on when it goes on
// either end.
func coupConseil(l langue.Langue, c jeu.CoupConseil) string {
	if c.Cote == "" {
		return c.Tuile.String()
	}
	return l.Sprintf("%s sur le %d", c.Tuile, c.Sur)
}

// arret says why the automatic budget stopped: the move advised stands apart from every other,
// or the others left are the same as it on every deal, or the cap was reached before.
func arret(l langue.Langue, r *jeu.ResultatConseil) string {
	if !r.Auto || r.Passe {
		return ""
	}
	if r.Separe {
		return l.Sprintf("budget auto : %d donnes tirées, par tours de %d ; le coup conseillé se distingue de chaque autre", r.Donnes, jeu.TourAuto)
	}
	var flous, pareils []string
	for i, c := range r.Coups {
		switch {
		case !r.Comparaison[i].Indiscernable:
		case slices.Contains(r.Identiques, i):
			pareils = append(pareils, coupConseil(l, c))
		default:
			flous = append(flous, coupConseil(l, c))
		}
	}
	if len(flous) > 0 {
		return l.Sprintf("budget auto : plafond de %d donnes atteint sans distinguer le coup conseillé de %s", r.Plafond, strings.Join(flous, ", "))
	}
	return l.Sprintf("budget auto : %d donnes tirées, par tours de %d ; %s : même issue que le coup conseillé sur chaque donne", r.Donnes, jeu.TourAuto, strings.Join(pareils, ", "))
}

// situation is the position of an advice in one line: the chain and its ends, the hand, the
// opponent's count, the values he passed on and the opening.
func situation(l langue.Langue, r *jeu.ResultatConseil) string {
	g, d := r.Chaine[0][0], r.Chaine[len(r.Chaine)-1][1]
	format := "chaîne %s (bouts %d et %d) ; votre main : %s ; l'adversaire a %d tuiles"
	if r.Adverse == 1 {
		format = "chaîne %s (bouts %d et %d) ; votre main : %s ; l'adversaire a %d tuile"
	}
	s := l.Sprintf(format, r.Chaine, g, d, r.Main, r.Adverse)
	if len(r.Passes) > 0 {
		v := make([]string, len(r.Passes))
		for i, x := range r.Passes {
			v[i] = fmt.Sprint(x)
		}
		s += l.Sprintf(", il a passé sur %s", strings.Join(v, ", "))
	}
	if r.Ouverture != nil {
		s += l.Sprintf(" ; ouverture %s", r.Ouverture)
	}
	return s
}
