package dominos

import (
	"strconv"
	"strings"

	"jeux/parametre"
)

// ChoixRegles sont les règles telles que la ligne de commande les donne : --max, --main,
// --decompte-2012, --pose écrite (« 2012 » ou « libre ») et --regles (« 2012 » ou « club »).
// PoseDonnee dit si --pose est donnée : les règles du club impliquent la pose libre, et refusent
// la pose de 2012 demandée.
type ChoixRegles struct {
	Max, Main    int
	Decompte2012 bool
	Pose         NomPose
	Variante     NomRegles
	PoseDonnee   bool
}

// Choix écrit les règles r comme la ligne de commande les donne : ChoixRegles.Regles les relit.
func (r Regles) Choix() ChoixRegles {
	c := ChoixRegles{Max: r.Max, Main: r.Main, Decompte2012: r.Decompte2012, Pose: NomPose(r.Pose.String()), Variante: Regles2012}
	if r.Club {
		c.Variante = ReglesClub
	}
	return c
}

// Regles lit les règles choisies, sans vérifier leurs bornes (Regles.Valider le fait) ; une
// pose inconnue est une *parametre.Erreur qui nomme --pose. Sous les règles du club, la pose est
// libre et le décompte x + y : --decompte-2012 ou --pose 2012 donnés sont refusés, l'erreur
// nommant l'option.
func (c ChoixRegles) Regles() (Regles, error) {
	pose, err := LirePose(string(c.Pose))
	if err != nil {
		return Regles{}, err
	}
	r := Regles{Max: c.Max, Main: c.Main, Decompte2012: c.Decompte2012, Pose: pose, Club: c.Variante == ReglesClub}
	if r.Club && !c.PoseDonnee {
		r.Pose = PoseLibre
	}
	return r, r.validerClub()
}

// ReglesParametre dit si la variante écrite v est un paramètre de la réponse : seulement club,
// pour que toute ligne qui reproduit un calcul sous les règles de 2012 reste telle qu'elle était.
func ReglesParametre(v NomRegles) bool { return v == ReglesClub }

// PoseParametre dit si la pose écrite pose est un paramètre de la réponse : seulement libre,
// pour que toute ligne qui reproduit un calcul sous la règle de 2012, la seule avant --pose,
// reste telle qu'elle était.
func PoseParametre(pose NomPose) bool { return pose == NomPose(PoseLibre.String()) }

// ChoixAffrontement est un affrontement tel que la ligne de commande le donne : --s1, --s2, le
// budget, donné (0 est refusé), et les règles ; pour un tournoi, Match, les points de chaque
// match, MatchDonne disant si --match est donnée (0 donné est refusé).
type ChoixAffrontement struct {
	S1, S2     NomStrategie
	Budget     int
	Match      int
	MatchDonne bool
	ChoixRegles
}

// Affrontement lit et vérifie l'affrontement choisi : la pose, le budget donné, puis
// Affrontement.Valider ; l'erreur est une *parametre.Erreur.
func (c ChoixAffrontement) Affrontement() (Affrontement, error) {
	regles, err := c.Regles()
	if err != nil {
		return Affrontement{}, err
	}
	a := Affrontement{S1: string(c.S1), S2: string(c.S2), Regles: regles, Budget: c.Budget}
	if err := validerBudgetDonne(a.Budget); err != nil {
		return a, err
	}
	return a, a.Valider()
}

// Tournoi lit et vérifie le tournoi de parties parties (-n) de l'affrontement choisi ;
// l'erreur est une *parametre.Erreur.
func (c ChoixAffrontement) Tournoi(parties int64) (ConfigTournoi, error) {
	a, err := c.Affrontement()
	if err != nil {
		return ConfigTournoi{}, err
	}
	cfg := ConfigTournoi{Affrontement: a, Parties: parties, Match: c.Match}
	if err := validerMatch(c.Match, c.MatchDonne, a.Regles); err != nil {
		return cfg, err
	}
	return cfg, cfg.Valider()
}

// ChoixChampionnat est un championnat tel que la ligne de commande le donne : les stratégies
// séparées par des virgules (--strategies), le budget, donné (0 est refusé), et les règles.
type ChoixChampionnat struct {
	Strategies string
	Budget     int
	ChoixRegles
}

// Championnat lit et vérifie le championnat choisi de parPlace parties par place (-n) : la pose,
// puis un nombre de parties d'au moins 1, le budget donné, et ConfigChampionnat.Valider sur les
// stratégies de la liste, chacune sans les blancs qui l'entourent et nommée en français (un nom
// anglais est lu comme le sien) ; l'erreur est une *parametre.Erreur.
func (c ChoixChampionnat) Championnat(parPlace int64) (ConfigChampionnat, error) {
	regles, err := c.Regles()
	if err != nil {
		return ConfigChampionnat{}, err
	}
	cfg := ConfigChampionnat{Regles: regles, Budget: c.Budget, ParPlace: parPlace}
	if parPlace < 1 {
		return cfg, &parametre.Erreur{Nom: "nombre", Valeur: strconv.FormatInt(parPlace, 10), Code: CodeParties}
	}
	if err := validerBudgetDonne(cfg.Budget); err != nil {
		return cfg, err
	}
	cfg.Strategies = nomsDe(c.Strategies)
	return cfg, cfg.Valider()
}

// ChoixExact est une commande « dominos exact » telle que la ligne de commande la donne : les
// règles, les mains (J1 et J2, telles qu'écrites, vides si elles ne sont pas données), --toutes,
// et -n (Nombre ; Tirees dit s'il est donné). MainDonnee dit si --main est donnée.
type ChoixExact struct {
	Regles         ChoixRegles
	J1, J2         string
	Toutes, Tirees bool
	Nombre         int64
	MainDonnee     bool
}

// MainParametre dit si --main est un paramètre de la réponse : toujours sans mains données ;
// avec elles, qui fixent la taille des mains, seulement quand --main est donnée, pour être
// vérifiée contre elles.
func (c ChoixExact) MainParametre() bool { return c.J1 == "" || c.MainDonnee }

// Calcul lit les règles et ce qui est demandé (modeDemande), vérifie le tout
// (ConfigExacte.Calcul) et renvoie le calcul, sans sa graine ; l'erreur est une *parametre.Erreur.
func (c ChoixExact) Calcul() (CalculExact, error) {
	regles, err := c.Regles.Regles()
	if err != nil {
		return CalculExact{}, err
	}
	mode, err := modeDemande(c.Toutes, c.Tirees, c.Nombre)
	if err != nil {
		return CalculExact{}, err
	}
	return ConfigExacte{Regles: regles, J1: c.J1, J2: c.J2, MainDonnee: c.MainDonnee, Mode: mode, Nombre: c.Nombre}.Calcul()
}

// ChoixJoue est une partie contre l'ordinateur telle que la ligne de commande la donne :
// ConfigJoue, les règles écrites ; MatchDonne dit si --match est donnée (0 donné est refusé).
type ChoixJoue struct {
	Contre     NomStrategie
	Place      int
	Conseil    bool
	Budget     int
	Match      int
	MatchDonne bool
	ChoixRegles
}

// Config lit la pose et les règles, le match, puis vérifie la partie (ConfigJoue.Valider) ;
// l'erreur est une *parametre.Erreur.
func (c ChoixJoue) Config() (ConfigJoue, error) {
	regles, err := c.Regles()
	if err != nil {
		return ConfigJoue{}, err
	}
	cfg := ConfigJoue{Contre: string(c.Contre), Place: c.Place, Conseil: c.Conseil, Budget: c.Budget, Regles: regles, Match: c.Match}
	if err := validerMatch(c.Match, c.MatchDonne, regles); err != nil {
		return cfg, err
	}
	return cfg, cfg.Valider()
}

// BudgetParametre dit si le budget est un paramètre de la réponse, donne disant s'il est donné :
// quand l'ordinateur tire des échantillons, et pour le conseil, celui de recherche, que le budget
// change quoi que joue l'ordinateur : avant chaque coup avec --conseil, et à la demande (« ? »)
// sans lui, si bien qu'un budget donné compte toujours.
func (c ChoixJoue) BudgetParametre(donne bool) bool {
	return TireEchantillons(string(c.Contre)) || c.Conseil || donne
}

// ChoixEquilibre est un calcul d'équilibre tel que la ligne de commande le donne : les règles,
// l'exploitabilité visée, le plafond d'itérations, les tirages et le budget, donné (0 est
// refusé).
type ChoixEquilibre struct {
	ChoixRegles
	Cible                       float64
	Iterations, Tirages, Budget int
}

// Config lit et vérifie le calcul choisi : la pose, puis ConfigEquilibre.Valider ; l'erreur est
// une *parametre.Erreur.
func (c ChoixEquilibre) Config() (ConfigEquilibre, error) {
	regles, err := c.Regles()
	if err != nil {
		return ConfigEquilibre{}, err
	}
	cfg := ConfigEquilibre{Regles: regles, Cible: c.Cible, Iterations: c.Iterations, Tirages: c.Tirages, Budget: c.Budget}
	return cfg, cfg.Valider()
}

// nomsDe sont les noms d'une liste de stratégies séparées par des virgules, chacun sans les
// blancs qui l'entourent, un nom anglais remplacé par le nom français qu'il désigne.
func nomsDe(liste string) []string {
	var noms []string
	for _, nom := range strings.Split(liste, ",") {
		nom = strings.TrimSpace(nom)
		if fr, err := lireNom("strategies", nom, Noms()); err == nil {
			nom = fr
		}
		noms = append(noms, nom)
	}
	return noms
}
