package dominos

import "strings"

// Les réglages par défaut des commandes : ce que la ligne de commande propose quand
// l'utilisateur ne dit rien.
const (
	// PartiesTournoi est le nombre de parties d'un tournoi : à la taille de la source, il répond
	// en un dixième de seconde avec les stratégies de 2012 (quelques secondes avec anticipation,
	// environ 70 µs la partie).
	PartiesTournoi = 100_000
	// PartiesParPlace est le nombre de parties par place de chaque paire d'un championnat :
	// environ 2 s sur deux cœurs.
	PartiesParPlace = 1_000
)

// NouveauChoixAffrontement est l'affrontement par défaut d'un tournoi et d'une partie :
// plus_de_points contre hasard, au budget de recherche, sous les règles standard.
func NouveauChoixAffrontement() ChoixAffrontement {
	return ChoixAffrontement{S1: "plus_de_points", S2: "hasard", Budget: BudgetRecherche, ChoixRegles: ReglesStandard.Choix()}
}

// NouveauChoixChampionnat est le championnat par défaut : tout le catalogue, au budget de
// recherche, sous les règles standard.
func NouveauChoixChampionnat() ChoixChampionnat {
	return ChoixChampionnat{Strategies: strings.Join(Noms(), ","), Budget: BudgetRecherche, ChoixRegles: ReglesStandard.Choix()}
}

// NouveauChoixJoue est la partie par défaut contre l'ordinateur : recherche, la personne en
// joueur 1, sous les règles standard.
func NouveauChoixJoue() ChoixJoue {
	return ChoixJoue{Contre: "recherche", Place: 1, Budget: BudgetRecherche, ChoixRegles: ReglesStandard.Choix()}
}

// NouveauChoixExact est la résolution par défaut : une donne tirée, sous les règles standard.
func NouveauChoixExact() ChoixExact { return ChoixExact{Regles: ReglesStandard.Choix()} }

// NouvelleConfigConseil est le conseil par défaut : la position reste à donner, sous les règles
// standard, au budget de recherche.
func NouvelleConfigConseil() ConfigConseil {
	return ConfigConseil{Regles: ReglesStandard.Choix(), Budget: BudgetRecherche}
}

// NouveauChoixEquilibre est l'équilibre par défaut : le double-3 à mains de 3 tuiles, CFR+
// jusqu'à une exploitabilité de 1e-6 ou 100 000 itérations, 32 appels par ensemble
// d'information pour les stratégies qui tirent au sort, au budget de recherche.
func NouveauChoixEquilibre() ChoixEquilibre {
	return ChoixEquilibre{ChoixRegles: Regles{Max: 3, Main: 3}.Choix(), Cible: 1e-6, Iterations: 100_000, Tirages: 32, Budget: BudgetRecherche}
}

// TireEchantillons dit si l'une des deux stratégies tire des échantillons : alors seulement le
// budget change la réponse.
func (c ChoixAffrontement) TireEchantillons() bool {
	return TireEchantillons(string(c.S1), string(c.S2))
}

// TireEchantillons dit si l'une des stratégies de la liste tire des échantillons.
func (c ChoixChampionnat) TireEchantillons() bool {
	return TireEchantillons(strings.Join(nomsDe(c.Strategies), ","))
}
