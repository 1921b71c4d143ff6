package dominos

import "jeux/parametre"

// Les codes des refus et des échecs du moteur (package parametre) : la ligne de commande leur
// donne leurs textes, en français et en anglais ; Args dit les valeurs que chaque texte attend.
const (
	// Un coup refusé d'une partie pas à pas (PartiePas), des *parametre.Echec.
	CodeFinie          parametre.Code = "dominos.finie"           // pas de valeur
	CodeHorsMain       parametre.Code = "dominos.hors-main"       // la tuile : haut, bas
	CodeInjouable      parametre.Code = "dominos.injouable"       // la tuile, puis les deux bouts
	CodeDeuxBouts      parametre.Code = "dominos.deux-bouts"      // la tuile
	CodePasAGauche     parametre.Code = "dominos.pas-a-gauche"    // la tuile, puis le bout gauche
	CodePasADroite     parametre.Code = "dominos.pas-a-droite"    // la tuile, puis le bout droit
	CodeGauche2012     parametre.Code = "dominos.gauche-2012"     // la tuile
	CodePasseInterdite parametre.Code = "dominos.passe-interdite" // pas de valeur
)

// echec est l'échec de code c et de valeurs args.
func echec(c parametre.Code, args ...any) error { return &parametre.Echec{Code: c, Args: args} }
