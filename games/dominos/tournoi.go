package dominos

import (
	"context"
	"strconv"

	"jeux/parallel"
	"jeux/parametre"
	"jeux/stats"
)

// ConfigTournoi décrit un tournoi : l'affrontement, joué Parties fois, chaque partie sur une
// donne tirée de la graine ; ou, quand Match est au-dessus de 0 (sous les règles du club),
// Parties matchs en Match points, chacun sur des donnes tirées de sa graine (docs/regles.md §2.5).
type ConfigTournoi struct {
	Affrontement
	Parties int64
	Match   int
}

// Valider vérifie l'affrontement et le nombre de parties ; l'erreur est une *parametre.Erreur.
func (c ConfigTournoi) Valider() error {
	if err := c.Affrontement.Valider(); err != nil {
		return err
	}
	if c.Parties < 1 {
		return &parametre.Erreur{Nom: "nombre", Valeur: strconv.FormatInt(c.Parties, 10), Code: CodeParties}
	}
	return validerMatch(c.Match, c.Match != 0, c.Regles)
}

// Items renvoie le nombre d'items de travail du tournoi (voir TailleItem).
func (c ConfigTournoi) Items() int64 { return parallel.Chunks(c.Parties, TailleItem(c.Parties)) }

// PartiesDesItems renvoie le nombre de parties des items [debut, fin) : ce qu'une part qui les
// couvre doit avoir compté.
func (c ConfigTournoi) PartiesDesItems(debut, fin int64) int64 {
	return parallel.Trials(c.Parties, TailleItem(c.Parties), debut, fin)
}

// JouerTournoi joue les items [debut, fin) du tournoi c de graine graine, chaque partie avec le
// flot qu'elle a dans le tournoi entier, et renvoie leur bilan ; opt.ChunkSize est fixé ici. ctx
// l'interrompt en moins d'une seconde, même au milieu d'un item. Une configuration invalide est
// une erreur de programmation.
func JouerTournoi(ctx context.Context, c ConfigTournoi, graine uint64, opt parallel.Options, debut, fin int64) (*Bilan, error) {
	if err := c.Valider(); err != nil {
		panic("dominos: " + err.Error())
	}
	opt.ChunkSize = TailleItem(c.Parties)
	return parallel.RunRange(ctx, c.Parties, graine, opt, debut, fin,
		func() *Bilan { return new(Bilan) },
		func(ch parallel.Chunk, b *Bilan) {
			if c.Match > 0 {
				b.jouerMatchs(ctx.Done(), c.Regles, c.strategies(), c.Match, ch.First, ch.Count, flotsItem(ch, c.Parties))
				return
			}
			b.jouer(ctx.Done(), c.Regles, c.strategies(), ch.First, ch.Count, flotsItem(ch, c.Parties))
		},
		(*Bilan).ajouter)
}

// Resultat renvoie le résultat du tournoi de graine graine dont b compte toutes les parties ;
// un bilan d'un autre nombre de parties est une erreur.
func (c ConfigTournoi) Resultat(graine uint64, b Bilan) (*ResultatTournoi, error) {
	if b.Parties() != c.Parties {
		return nil, echec(CodePartiesComptees, b.Parties(), c.Parties)
	}
	res := NouveauResultatTournoi(c.Affrontement, graine, b)
	if c.Match > 0 {
		// A match is never drawn: won or lost, and the hands it took.
		res.Match, res.Donnes = c.Match, b.Donnes
		res.Issues = []stats.Issue{stats.NouvelleIssue("matchs gagnés", b.Victoires, b.Parties()),
			stats.NouvelleIssue("matchs perdus", b.Defaites, b.Parties())}
	}
	return res, nil
}
