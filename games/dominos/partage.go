package dominos

import (
	"context"
	"math/rand/v2"
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
// entier ; opt.ChunkSize est fixé ici. ctx l'interrompt en moins d'une seconde, même au milieu
// d'une donne.
func (c CalculExact) Calculer(ctx context.Context, opt parallel.Options, debut, fin int64) (*BilanExact, error) {
	if c.Mode == ExacteUne {
		b := new(BilanExact)
		if debut < fin {
			s, rendre := solveurPour(c.Regles, ctx.Done())
			defer rendre()
			d := c.DonneUnique()
			b.Ajouter(s.Resoudre(d))
		}
		return b, ctx.Err()
	}
	n, graine := fin, uint64(0)
	opt.ChunkSize = 1
	if c.Mode == ExactesHasard {
		n, graine, opt.ChunkSize = c.Nombre, c.Graine, DonnesParItem
	}
	return parallel.RunRange(ctx, n, graine, opt, debut, fin,
		func() *BilanExact { return new(BilanExact) },
		func(ch parallel.Chunk, b *BilanExact) {
			s, rendre := solveurPour(c.Regles, ctx.Done())
			defer rendre()
			if c.Mode == ExactesHasard {
				b.ResoudreHasard(s, ch.Rand(), ch.Count)
			} else {
				b.ResoudreToutes(s, ch.First)
			}
		},
		(*BilanExact).ajouter)
}

// Resultat renvoie le résultat à montrer du bilan b de tous les items : la donne et sa ligne
// (ExacteUne), ou les parts de chaque issue ; ctx interrompt la résolution de la donne.
func (c CalculExact) Resultat(ctx context.Context, b BilanExact) (any, error) {
	if c.Mode != ExacteUne {
		return NouveauResultatExactes(c.Regles, c.Mode == ExactesToutes, b), nil
	}
	d := c.DonneUnique()
	ex, err := ResoudreDonne(ctx, d, c.Regles)
	if err != nil {
		return nil, err
	}
	return NouveauResultatExact(d, c.Regles, ex), nil
}

// ResoudreDonne résout la donne d à mains ouvertes sous les règles r, dont la taille des mains
// doit être celle de d et au plus MaxMainExacte ; ctx l'interrompt (son erreur est alors
// renvoyée).
func ResoudreDonne(ctx context.Context, d Donne, r Regles) (Exacte, error) {
	s, rendre := solveurPour(r, ctx.Done())
	defer rendre()
	ex := s.Resoudre(d)
	return ex, ctx.Err()
}

// solveurs garde un solveur (et sa table de 1 Mio) par worker et par règles.
var solveurs sync.Map // Regles → *sync.Pool

// solveurPour prête un solveur des règles r, qui abandonne dès que arret est fermé ; la
// fonction renvoyée le rend.
func solveurPour(r Regles, arret <-chan struct{}) (*Solveur, func()) {
	p, _ := solveurs.LoadOrStore(r, &sync.Pool{New: func() any { return NouveauSolveur(r) }})
	pool := p.(*sync.Pool)
	s := pool.Get().(*Solveur)
	s.Surveiller(arret)
	return s, func() { s.Surveiller(nil); pool.Put(s) }
}

// Une suite de parties (un tournoi, un championnat) est coupée en items de travail, chacun une
// plage contiguë de parties. Deux façons de tirer au sort, fixées par le seul nombre de parties
// (jamais par -w) :
//   - à partir de SeuilLots parties, les lots historiques : TailleLot parties par item, qui
//     tirent toutes du flot de leur item ; ce sont les tirages de tous les résultats publiés
//     (docs/dominos.md, resultats/dominos-*), qui restent identiques ;
//   - en deçà, chaque partie k tire de son propre flot (graine, k) : les items ne sont qu'un
//     regroupement, au plus ItemsParties, si bien que quelques parties lentes (recherche) se
//     répartissent sur tous les cœurs. La partie 0 y tire du même flot que le premier lot : la
//     partie de « dominos partie » reste la première de tout tournoi de même graine.

// TailleLot est le nombre de parties d'un lot : un paquet reste sous 50 ms environ, même avec
// anticipation (~70 µs la partie).
const TailleLot = 512

// SeuilLots est le nombre de parties à partir duquel les parties se tirent par lots : 64 lots
// au moins, de quoi occuper les cœurs d'une machine ordinaire.
const SeuilLots = 64 * TailleLot

// ItemsParties borne le nombre d'items d'une suite de moins de SeuilLots parties.
const ItemsParties = 512

// TailleItem renvoie le nombre de parties d'un item de travail d'une suite de n parties.
func TailleItem(n int64) int64 {
	if n >= SeuilLots {
		return TailleLot
	}
	return max(1, (n+ItemsParties-1)/ItemsParties)
}

// flots donne le générateur de chaque partie d'un item : celui du lot pour toutes, ou celui de
// la partie k, tiré de la graine.
type flots struct {
	lot    *rand.Rand
	graine uint64
}

// flotsItem renvoie les flots des parties de l'item ch d'une suite de n parties.
func flotsItem(ch parallel.Chunk, n int64) flots {
	if n >= SeuilLots {
		return flots{lot: ch.Rand()}
	}
	return flots{graine: ch.Seed}
}

func (f flots) partie(k int64) *rand.Rand {
	if f.lot != nil {
		return f.lot
	}
	return parallel.Chunk{Seed: f.graine, Index: int(k)}.Rand()
}

// Lots renvoie le nombre d'items de travail du championnat c.
func (c ConfigChampionnat) Lots() int64 {
	n := c.Nouveau().Parties()
	return parallel.Chunks(n, TailleItem(n))
}

// PartiesDesLots renvoie le nombre de parties des items [debut, fin) du championnat c.
func (c ConfigChampionnat) PartiesDesLots(debut, fin int64) int64 {
	n := c.Nouveau().Parties()
	return parallel.Trials(n, TailleItem(n), debut, fin)
}

// PremierePartie renvoie le numéro de la première partie de l'item debut du championnat c.
func (c ConfigChampionnat) PremierePartie(debut int64) int64 {
	return debut * TailleItem(c.Nouveau().Parties())
}

// JouerLots joue les items [debut, fin) du championnat c de graine graine, chaque partie avec le
// flot qu'elle a dans le championnat entier ; opt.ChunkSize est fixé ici. ctx l'interrompt en
// moins d'une seconde, même au milieu d'un item.
func JouerLots(ctx context.Context, c ConfigChampionnat, graine uint64, opt parallel.Options, debut, fin int64) (*Championnat, error) {
	n := c.Nouveau().Parties()
	opt.ChunkSize = TailleItem(n)
	return parallel.RunRange(ctx, n, graine, opt, debut, fin, c.Nouveau,
		func(ch parallel.Chunk, acc *Championnat) {
			acc.jouer(ctx.Done(), c.Regles, ch.First, ch.Count, flotsItem(ch, n))
		},
		(*Championnat).ajouter)
}

// Resultat renvoie le résultat du championnat c dont total compte tous les lots ; un total
// d'un autre nombre de rencontres est une erreur.
func (c ConfigChampionnat) Resultat(total *Championnat) (*ResultatChampionnat, error) {
	ch := c.Nouveau()
	if err := ch.Fusionner(total); err != nil {
		return nil, err
	}
	return NouveauResultatChampionnat(ch, c.Regles), nil
}

// JouerChampionnat joue tous les lots du championnat c de graine graine et renvoie son
// résultat : celui des mêmes lots joués en parts (JouerLots) puis rassemblés.
func JouerChampionnat(ctx context.Context, c ConfigChampionnat, graine uint64, opt parallel.Options) (*ResultatChampionnat, error) {
	total, err := JouerLots(ctx, c, graine, opt, 0, c.Lots())
	if err != nil {
		return nil, err
	}
	return c.Resultat(total)
}
