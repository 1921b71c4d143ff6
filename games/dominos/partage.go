package dominos

import (
	"context"
	"sync"

	"jeux/parallel"
)

// « dominos exact » est une liste fixe d'items de travail : une donne, des paquets de
// DonnesParItem donnes tirées au hasard, ou les mains possibles du joueur 1 (--toutes) ; une
// part, calculée ailleurs, en résout une plage contiguë, fusionnée dans l'ordre des items.

// ModeExact dit ce que résout « dominos exact ».
type ModeExact int

const (
	// ExacteUne résout une donne, donnée ou tirée, et montre sa ligne de jeu parfait.
	ExacteUne ModeExact = iota
	// ExactesHasard résout des donnes tirées au hasard.
	ExactesHasard
	// ExactesToutes résout chaque donne du jeu.
	ExactesToutes
)

// CalculExact est un calcul de « dominos exact ».
type CalculExact struct {
	Regles Regles // avec la taille des mains données, s'il y en a
	Mode   ModeExact
	Nombre int64  // donnes tirées (ExactesHasard)
	Graine uint64 // la graine des tirages (ExactesHasard, et ExacteUne sans mains données)
	Donne  *Donne // la donne donnée (ExacteUne), nil pour la tirer de la graine
}

// Aleatoire dit si le calcul tire des donnes, et prend donc une graine : des donnes tirées au
// hasard, ou une seule donne qui n'est pas donnée.
func (c CalculExact) Aleatoire() bool {
	return c.Mode == ExactesHasard || c.Mode == ExacteUne && c.Donne == nil
}

// Items renvoie le nombre d'items de travail du calcul.
func (c CalculExact) Items() int64 {
	switch c.Mode {
	case ExactesToutes:
		return MainsJoueur1(c.Regles)
	case ExactesHasard:
		return parallel.Chunks(c.Nombre, DonnesParItem)
	}
	return 1
}

// Donnes renvoie le nombre de donnes que résolvent les items [debut, fin).
func (c CalculExact) Donnes(debut, fin int64) int64 {
	switch c.Mode {
	case ExactesToutes:
		return (fin - debut) * MainsJoueur2(c.Regles)
	case ExactesHasard:
		return parallel.Trials(c.Nombre, DonnesParItem, debut, fin)
	}
	return fin - debut
}

// Unites renvoie ce que compte la progression de Calculer sur les items [debut, fin) : des
// donnes (ExactesHasard) ou des items.
func (c CalculExact) Unites(debut, fin int64) int64 {
	if c.Mode == ExactesHasard {
		return c.Donnes(debut, fin)
	}
	return fin - debut
}

// DonneUnique renvoie la donne de ExacteUne : celle donnée, sinon la première donne que tire
// ExactesHasard de la même graine.
func (c CalculExact) DonneUnique() Donne {
	if c.Donne != nil {
		return *c.Donne
	}
	return Distribuer(parallel.Chunk{Seed: c.Graine}.Rand(), c.Regles)
}

// Calculer résout les items [debut, fin), chacun avec le flot aléatoire qu'il a dans le calcul
// entier ; opt.ChunkSize est fixé ici.
func (c CalculExact) Calculer(ctx context.Context, opt parallel.Options, debut, fin int64) (*BilanExact, error) {
	if c.Mode == ExacteUne {
		b := new(BilanExact)
		if debut < fin {
			s, rendre := solveurPour(c.Regles)
			defer rendre()
			d := c.DonneUnique()
			b.Ajouter(d, s.Resoudre(d))
		}
		return b, nil
	}
	n, graine := fin, uint64(0)
	opt.ChunkSize = 1
	if c.Mode == ExactesHasard {
		n, graine, opt.ChunkSize = c.Nombre, c.Graine, DonnesParItem
	}
	return parallel.RunRange(ctx, n, graine, opt, debut, fin,
		func() *BilanExact { return new(BilanExact) },
		func(ch parallel.Chunk, b *BilanExact) {
			s, rendre := solveurPour(c.Regles)
			defer rendre()
			if c.Mode == ExactesHasard {
				b.ResoudreHasard(s, ch.Rand(), ch.Count)
			} else {
				b.ResoudreToutes(s, ch.First)
			}
		},
		(*BilanExact).Fusionner)
}

// Resultat renvoie le résultat à montrer du bilan b de tous les items : la donne et sa ligne
// (ExacteUne), ou les parts de chaque issue.
func (c CalculExact) Resultat(b BilanExact) any {
	if c.Mode != ExacteUne {
		return NouveauResultatExactes(c.Regles, c.Mode == ExactesToutes, b)
	}
	s, rendre := solveurPour(c.Regles)
	defer rendre()
	d := c.DonneUnique()
	return NouveauResultatExact(d, c.Regles, s.Resoudre(d))
}

// solveurs garde un solveur (et sa table de 1 Mio) par worker et par règles.
var solveurs sync.Map // Regles → *sync.Pool

// solveurPour prête un solveur des règles r ; la fonction renvoyée le rend.
func solveurPour(r Regles) (*Solveur, func()) {
	p, _ := solveurs.LoadOrStore(r, &sync.Pool{New: func() any { return NouveauSolveur(r) }})
	pool := p.(*sync.Pool)
	s := pool.Get().(*Solveur)
	return s, func() { pool.Put(s) }
}

// TailleLot est le nombre de parties d'un item de travail d'un championnat : un paquet reste
// sous 50 ms environ, même avec anticipation (~70 µs la partie).
const TailleLot = 512

// Lots renvoie le nombre d'items de travail du championnat c.
func (c ConfigChampionnat) Lots() int64 { return parallel.Chunks(c.Nouveau().Parties(), TailleLot) }

// PartiesDesLots renvoie le nombre de parties des items [debut, fin) du championnat c.
func (c ConfigChampionnat) PartiesDesLots(debut, fin int64) int64 {
	return parallel.Trials(c.Nouveau().Parties(), TailleLot, debut, fin)
}

// JouerLots joue les items [debut, fin) du championnat c, chacun avec le flot aléatoire qu'il a
// dans le championnat entier de graine graine ; opt.ChunkSize est fixé ici.
func JouerLots(ctx context.Context, c ConfigChampionnat, graine uint64, opt parallel.Options, debut, fin int64) (*Championnat, error) {
	opt.ChunkSize = TailleLot
	return parallel.RunRange(ctx, c.Nouveau().Parties(), graine, opt, debut, fin, c.Nouveau,
		func(tr parallel.Chunk, acc *Championnat) { acc.Jouer(tr.Rand(), c.Regles, tr.First, tr.Count) },
		(*Championnat).Fusionner)
}
