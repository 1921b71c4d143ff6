package dominos

import (
	jeu "jeux/games/dominos"
	"jeux/internal/cli"
	"jeux/internal/langue"
	"jeux/parametre"
)

// The English of the club rules' options, texts and refusals (docs/regles.md §2.5).
var (
	_ = langue.EnregistrerOptions(map[string]string{"regles": "rules", "match": "match"})
	_ = langue.Enregistrer(map[string]string{
		"points d'un match": "points of a match", "matchs gagnés": "matches won", "matchs perdus": "matches lost",
		"--%s : le fichier d'une partie tient une donne, pas un match (--%s)": "--%s: a game file holds one hand, not a match (--%s)",
		"%s (joueur 1) contre %s (joueur 2), en matchs de %d points":          "%s (player 1) against %s (player 2), in matches to %d points",
		usageMatchTournoi: "each game of the tournament is a match under the club rules (--rules club): hands until a player reaches this number of points (at least 1); the table counts the matches won; without --match, each game is one hand",
		usageMatchJoue:    "plays a match under the club rules (--rules club): hands until a player reaches this number of points (at least 1); without --match, a single hand",
		usageRegles: "rules: 2012 (those of the 2012 program) or club (the highest double opens, the player who goes out wins, " +
			"a blocked game goes to the lighter hand; free placement and x + y scoring)",
	})
	_ = cli.Codes(map[parametre.Code][2]string{
		jeu.CodeClubDecompte: {"les règles du club comptent x + y : --decompte-2012 ne s'y applique pas",
			"the club rules count x + y: --scoring-2012 does not apply to them"},
		jeu.CodeClubPose: {"les règles du club laissent le joueur choisir le bout (pose libre) : --pose 2012 ne s'y applique pas",
			"the club rules let the player choose the end (free placement): --placement 2012 does not apply to them"},
		jeu.CodeOuvertureClub: {"sous les règles du club, le plus fort double ouvre, sinon la tuile la plus lourde ; or %d:%d, posée ou en main, aurait ouvert",
			"under the club rules, the highest double opens, else the heaviest tile; but %d:%d, laid or in hand, would have opened"},
		jeu.CodeMatch: {"un nombre de points d'au moins 1 est attendu",
			"a number of points of at least 1 is expected"},
		jeu.CodeMatchNuls:       {"nuls vaut %d : un match n'est jamais nul", "nuls is %d: a match is never drawn"},
		jeu.CodeMatchDonnes:     {"donnes vaut %d : au moins une par match, la part en compte %d", "the count of hands is %d: at least one per match, the part counts %d"},
		jeu.CodeDonnesSansMatch: {"donnes vaut %d : un tournoi sans --match ne les compte pas", "the count of hands is %d: a tournament without --match does not count them"},
		jeu.CodeMatchClub: {"un match se joue sous les règles du club : ajoutez --regles club",
			"a match is played under the club rules: add --rules club"},
	})
)
