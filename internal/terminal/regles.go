package terminal

import (
	"jeux/games/dominos"
	"jeux/internal/langue"
)

// ReglesDominos writes the variant played, for a note and the head of a game, in the language l:
// the set, the hands and the counting, and the club rules when they are played.
func ReglesDominos(l langue.Langue, r dominos.Regles) string {
	decompte := "x + y"
	if r.Decompte2012 {
		decompte = "2·x (2012)"
	}
	pose := ""
	if r.Pose == dominos.PoseLibre {
		pose = l.T(", pose libre (le joueur choisit le bout)")
	}
	if r.Club {
		return l.Sprintf("règles du club (le plus fort double ouvre, qui se vide gagne, partie bloquée à la main la plus légère) : double-%d (%d tuiles), mains de %d tuiles, décompte %s%s",
			r.Max, dominos.NbTuiles(r.Max), r.Main, decompte, pose)
	}
	return l.Sprintf("règles : double-%d (%d tuiles), mains de %d tuiles, décompte %s%s",
		r.Max, dominos.NbTuiles(r.Max), r.Main, decompte, pose)
}
