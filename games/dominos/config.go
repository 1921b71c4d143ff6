package dominos

import (
	"math"
	"strconv"
	"strings"

	"jeux/parametre"
)

// erreurEntier refuse la valeur v de l'option nom : le code dit ce qui est attendu, args ses
// valeurs.
func erreurEntier(nom string, v int, code parametre.Code, args ...any) *parametre.Erreur {
	return &parametre.Erreur{Nom: nom, Valeur: strconv.Itoa(v), Code: code, Args: args}
}

// strategieConnue renvoie la stratégie nommée, ou une *parametre.Erreur au nom de l'option.
func strategieConnue(option, nom string) (Description, error) {
	d, err := Trouver(nom)
	if err != nil {
		return d, &parametre.Erreur{Nom: option, Valeur: strconv.Quote(nom), Code: CodeStrategieInconnue, Args: []any{strings.Join(Noms(), ", ")}}
	}
	return d, nil
}

// Affrontement oppose deux stratégies du catalogue, S1 en joueur 1 et S2 en joueur 2, sous des
// règles : c'est la configuration d'un tournoi et d'une partie montrée coup par coup.
type Affrontement struct {
	S1, S2 string // noms du catalogue
	Regles Regles
	Budget int // échantillons par décision des stratégies qui en tirent (recherche) ; 0 : leur réglage
}

// MaxBudget borne --budget : au-delà, une seule décision de recherche dure des secondes.
const MaxBudget = 100_000

// validerBudget vérifie le nombre d'échantillons par décision (0 : le réglage du catalogue).
func validerBudget(b int) error {
	if b < 0 || b > MaxBudget {
		return erreurEntier("budget", b, CodeBudget, MaxBudget)
	}
	return nil
}

// Valider vérifie les deux stratégies puis les règles ; l'erreur est une *parametre.Erreur.
func (a Affrontement) Valider() error {
	if _, err := strategieConnue("s1", a.S1); err != nil {
		return err
	}
	if _, err := strategieConnue("s2", a.S2); err != nil {
		return err
	}
	if err := validerBudget(a.Budget); err != nil {
		return err
	}
	if err := a.Regles.Valider(); err != nil {
		return err
	}
	for _, s := range [2]struct{ option, nom string }{{"s1", a.S1}, {"s2", a.S2}} {
		if err := mainJouable(s.option, s.nom, a.Regles); err != nil {
			return err
		}
	}
	return nil
}

// mainJouable vérifie que la stratégie nom, donnée par l'option option, sait jouer des mains
// de la taille des règles : recherche résout chaque échantillon à mains ouvertes, qui ne
// tiennent que MaxMainExacte tuiles chacune.
func mainJouable(option, nom string, r Regles) error {
	d, err := Trouver(nom)
	if err != nil {
		return nil // l'appelant nomme la stratégie inconnue
	}
	if _, ok := d.Nouvelle().(*Recherche); ok {
		return MainRecherche(option, r)
	}
	return nil
}

// MainRecherche vérifie que la stratégie recherche, donnée ou utilisée par l'option option,
// peut jouer les mains des règles r ; l'erreur est une *parametre.Erreur qui nomme --main.
func MainRecherche(option string, r Regles) error {
	if r.Main > MaxMainExacte {
		return erreurEntier("main", r.Main, CodeRechercheMain, NomOption(option), MaxMainExacte)
	}
	return nil
}

// strategies renvoie les deux stratégies, neuves ; un affrontement invalide est une erreur de
// programmation.
func (a Affrontement) strategies() [2]Strategie {
	if err := a.Valider(); err != nil {
		panic("dominos: " + err.Error())
	}
	d1, _ := Trouver(a.S1)
	d2, _ := Trouver(a.S2)
	return [2]Strategie{d1.NouvelleAvec(a.Budget), d2.NouvelleAvec(a.Budget)}
}

// ConfigChampionnat décrit un championnat : chaque stratégie contre chaque autre, aux deux
// places, ParPlace parties par place.
type ConfigChampionnat struct {
	Strategies []string // noms du catalogue, dans l'ordre des matrices ; vide : tout le catalogue
	Regles     Regles
	ParPlace   int64
	Budget     int // comme celui d'Affrontement
}

// Valider vérifie les stratégies (au moins deux, connues, distinctes), les règles et le nombre
// de parties, dont le total doit tenir dans un int64 ; l'erreur est une *parametre.Erreur.
func (c ConfigChampionnat) Valider() error {
	_, err := c.descriptions()
	if err != nil {
		return err
	}
	if err := c.Regles.Valider(); err != nil {
		return err
	}
	if err := validerBudget(c.Budget); err != nil {
		return err
	}
	for _, nom := range c.noms() {
		if err := mainJouable("strategies", nom, c.Regles); err != nil {
			return err
		}
	}
	k := int64(len(c.noms()))
	if maxi := math.MaxInt64 / (k * (k - 1)); c.ParPlace < 1 || c.ParPlace > maxi {
		return &parametre.Erreur{Nom: "nombre", Valeur: strconv.FormatInt(c.ParPlace, 10),
			Code: CodeParPlace, Args: []any{maxi, k}}
	}
	return nil
}

// noms renvoie les noms des stratégies, le catalogue entier quand la liste est vide.
func (c ConfigChampionnat) noms() []string {
	if len(c.Strategies) == 0 {
		return Noms()
	}
	return c.Strategies
}

func (c ConfigChampionnat) descriptions() ([]Description, error) {
	noms := c.noms()
	liste := strconv.Quote(strings.Join(noms, ","))
	var ds []Description
	vues := map[string]bool{}
	for _, nom := range noms {
		d, err := Trouver(nom)
		if err != nil {
			return nil, &parametre.Erreur{Nom: "strategies", Valeur: liste, Code: CodeStrategieListe, Args: []any{nom, strings.Join(Noms(), ", ")}}
		}
		if vues[nom] {
			return nil, &parametre.Erreur{Nom: "strategies", Valeur: liste, Code: CodeStrategieDouble, Args: []any{nom}}
		}
		vues[nom] = true
		ds = append(ds, d)
	}
	if len(ds) < 2 {
		return nil, &parametre.Erreur{Nom: "strategies", Valeur: liste, Code: CodeDeuxStrategies}
	}
	return ds, nil
}

// Nouveau prépare le championnat sans partie jouée ; une configuration invalide est une erreur
// de programmation.
func (c ConfigChampionnat) Nouveau() *Championnat {
	if err := c.Valider(); err != nil {
		panic("dominos: " + err.Error())
	}
	ds, _ := c.descriptions()
	ch := NouveauChampionnat(ds, c.ParPlace)
	ch.Budget = c.Budget
	return ch
}

// validerBudgetDonne refuse un budget donné à 0, que le moteur lirait comme le réglage du
// catalogue : l'utilisateur qui le donne demande de 1 à MaxBudget donnes par décision.
func validerBudgetDonne(b int) error {
	if b == 0 {
		return erreurEntier("budget", b, CodeBudgetDonne, MaxBudget)
	}
	return nil
}

// TireEchantillons dit si l'une des stratégies nommées dans les listes (séparées par des
// virgules) tire des échantillons : alors seulement le budget change la réponse.
func TireEchantillons(listes ...string) bool {
	for _, l := range listes {
		for _, nom := range strings.Split(l, ",") {
			if Reglee(strings.TrimSpace(nom)) {
				return true
			}
		}
	}
	return false
}

// ConfigJoue est une partie contre l'ordinateur : sa stratégie (Contre), la place de la
// personne au clavier (1 ou 2), le conseil de recherche avant chacun de ses coups, le budget de
// recherche, les règles, et Match, les points d'un match sous les règles du club (0 : une
// seule donne).
type ConfigJoue struct {
	Contre  string
	Place   int
	Conseil bool
	Budget  int
	Regles  Regles
	Match   int
}

// Affrontement est la partie vue par le moteur : la stratégie de l'ordinateur aux deux places.
func (c ConfigJoue) Affrontement() Affrontement {
	return Affrontement{S1: c.Contre, S2: c.Contre, Regles: c.Regles, Budget: c.Budget}
}

// Valider vérifie le budget, la stratégie, les règles, les mains que recherche résout (pour
// l'ordinateur ou pour le conseil), puis la place ; l'erreur est une *parametre.Erreur.
func (c ConfigJoue) Valider() error {
	if err := validerBudgetDonne(c.Budget); err != nil {
		return err
	}
	if _, err := Trouver(c.Contre); err != nil {
		return &parametre.Erreur{Nom: "contre", Valeur: strconv.Quote(c.Contre), Code: CodeStrategiesConnues, Args: []any{strings.Join(Noms(), ", ")}}
	}
	if err := c.Regles.Valider(); err != nil {
		return err
	}
	if Reglee(c.Contre) {
		if err := MainRecherche("contre", c.Regles); err != nil {
			return err
		}
	}
	if c.Conseil {
		if err := MainRecherche("conseil", c.Regles); err != nil {
			return err
		}
	}
	if err := c.Affrontement().Valider(); err != nil {
		return err
	}
	if c.Place != 1 && c.Place != 2 {
		return erreurEntier("place", c.Place, CodePlace)
	}
	return validerMatch(c.Match, c.Match != 0, c.Regles)
}
