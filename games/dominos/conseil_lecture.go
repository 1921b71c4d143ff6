package dominos

import (
	"strconv"

	"jeux/parametre"
)

// BudgetConseil est --budget de « dominos conseil » tel que l'utilisateur le donne : un nombre de
// donnes, ou auto (des tours de TourAuto donnes jusqu'à distinguer le coup conseillé, au plus
// MaxBudgetAuto). C'est un cli.Vocabulaire : la complétion propose auto, et un texte qui n'est
// ni un entier ni auto est refusé en lisant la ligne de commande.
type BudgetConseil string

// BudgetAuto est le budget auto, écrit tel quel.
const BudgetAuto BudgetConseil = "auto"

func (b BudgetConseil) String() string { return string(b) }

// Set lit le budget : auto, ou un entier (ConfigConseil.Position en vérifie les bornes).
func (b *BudgetConseil) Set(s string) error {
	if s != string(BudgetAuto) {
		if _, err := strconv.Atoi(s); err != nil {
			return &parametre.Erreur{Nom: "budget", Valeur: strconv.Quote(s), Code: CodeBudgetAuto, Args: []any{MaxBudget, MaxBudgetAuto}}
		}
	}
	*b = BudgetConseil(s)
	return nil
}

// Type est la sorte de valeur de l'option : un entier, sauf auto ; les paramètres d'une sortie
// écrivent ainsi un budget donné en nombre comme avant auto.
func (b BudgetConseil) Type() string {
	if b == BudgetAuto {
		return "string"
	}
	return "int"
}

// Valeurs est ce que propose la complétion : auto.
func (BudgetConseil) Valeurs() []string { return []string{string(BudgetAuto)} }

// Lire renvoie le nombre de donnes et si le budget est auto (le nombre vaut alors TourAuto).
func (b BudgetConseil) Lire() (donnes int, auto bool) {
	if b == BudgetAuto {
		return TourAuto, true
	}
	n, _ := strconv.Atoi(string(b))
	return n, false
}

// LireChaineLibre lit une chaîne écrite tuile par tuile de gauche à droite, chaque tuile dans
// n'importe quel sens : « 6-6 5-6 2-5 » se lit 6:6 6:5 5:2. Le sens de chaque tuile est forcé
// (voir OrienterChaine), une tuile écrite deux fois refusée d'abord. L'erreur est une
// *parametre.Erreur au nom de l'option qui cite les tuiles telles qu'écrites.
func LireChaineLibre(option, texte string, max int) (Tuiles, error) {
	ch, err := LireChaine(option, texte, max)
	if err != nil {
		return nil, err
	}
	var vues Ensemble
	for _, t := range ch {
		tu := NouvelleTuile(t[0], t[1])
		if vues.Contient(tu) {
			return nil, &parametre.Erreur{Nom: option, Valeur: strconv.Quote(Pose(t).String()), Code: CodeChaineDouble}
		}
		vues.Ajouter(tu)
	}
	return OrienterChaine(option, ch, champsTuiles(texte))
}

// OrienterChaine tourne les tuiles de ch pour que chacune se joigne à la suivante. Le sens est
// forcé : la première tuile se tourne vers la valeur qu'elle partage avec la deuxième (une tuile
// qui partagerait ses deux valeurs avec elle serait la même), chaque suivante vers le bout libre
// de la précédente. Une chaîne qui ne se joint dans aucun sens est refusée en nommant les deux
// tuiles, par leur écriture dans ecrites (une par tuile de ch).
func OrienterChaine(option string, ch Tuiles, ecrites []string) (Tuiles, error) {
	ch = append(Tuiles(nil), ch...)
	if len(ch) < 2 {
		return ch, nil
	}
	a, b := ch[0], ch[1]
	switch {
	case a[1] == b[0] || a[1] == b[1]:
	case a[0] == b[0] || a[0] == b[1]:
		ch[0] = [2]int{a[1], a[0]}
	default:
		return nil, &parametre.Erreur{Nom: option, Valeur: strconv.Quote(ecrites[0] + " " + ecrites[1]), Code: CodeSansValeurCommune,
			Args: []any{ecrites[0], ecrites[1]}}
	}
	for i := 1; i < len(ch); i++ {
		libre, t := ch[i-1][1], ch[i]
		switch libre {
		case t[0]:
		case t[1]:
			ch[i] = [2]int{t[1], t[0]}
		default:
			return nil, &parametre.Erreur{Nom: option, Valeur: strconv.Quote(ecrites[i-1] + " " + ecrites[i]), Code: CodeBoutLibre,
				Args: []any{ecrites[i-1], ecrites[i], libre}}
		}
	}
	return ch, nil
}

// Les refus propres au conseil : le budget, la chaîne qui ne se joint dans aucun sens, et les
// comptes qu'une partie ne peut pas donner (leurs textes, dans le catalogue de la ligne de
// commande, disent ce qui ne va pas avec les comptes du joueur).
const (
	CodeBudgetAuto        parametre.Code = "dominos.budget-auto"         // MaxBudget, MaxBudgetAuto
	CodeSansValeurCommune parametre.Code = "dominos.sans-valeur-commune" // les deux tuiles écrites
	CodeBoutLibre         parametre.Code = "dominos.bout-libre"          // les deux tuiles écrites, le bout libre
	CodeDistribueesJeu    parametre.Code = "dominos.distribuees-jeu"     // la taille des mains, max, le nombre de tuiles du jeu
	CodeAdverseDeduitVide parametre.Code = "dominos.adverse-deduit-vide" // la taille des mains, le total, la main, la chaîne
	CodeAdverseDeduitTrop parametre.Code = "dominos.adverse-deduit-trop" // la taille des mains, la main, la chaîne, le reste
	CodeDistribuees       parametre.Code = "dominos.distribuees"         // la taille des mains, la main, la chaîne, le reste, --adverse
)

// comptes déduit ou vérifie le nombre de tuiles de l'adversaire par la taille des mains
// distribuées (c.Regles.Main) quand --adverse manque ou que --distribuees est donné : toute
// tuile distribuée est en main ou posée (docs/regles.md §2.4), si bien que l'adversaire en a
// 2 × distribuées − main − chaîne. Sans l'un ni l'autre, Position.Valider tire la taille des
// mains des comptes.
func (c ConfigConseil) comptes(p *Position) error {
	m, main, chaine := c.Regles.Main, p.Main.Taille(), len(p.Chaine)
	if !c.SansAdverse && !c.DistribueesDonnee {
		return nil
	}
	if m < 1 || 2*m > NbTuiles(p.Regles.Max) {
		return erreurEntier("distribuees", m, CodeDistribueesJeu, m, p.Regles.Max, NbTuiles(p.Regles.Max))
	}
	reste := 2*m - main - chaine
	switch {
	case c.SansAdverse && reste < 1:
		return erreurEntier("distribuees", m, CodeAdverseDeduitVide, m, 2*m, main, chaine)
	case c.SansAdverse && reste > m:
		return erreurEntier("distribuees", m, CodeAdverseDeduitTrop, m, main, chaine, reste)
	case c.SansAdverse:
		p.Adverse = reste
	case p.Adverse != reste:
		return erreurEntier("adverse", p.Adverse, CodeDistribuees, m, main, chaine, reste, p.Adverse)
	}
	return nil
}
