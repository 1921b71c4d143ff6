package dominos

import "jeux/parametre"

// Les codes des refus et des échecs du moteur (package parametre) : la ligne de commande leur
// donne leurs textes, en français et en anglais ; Args dit les valeurs que chaque texte attend.
// Ceux-ci sont les coups refusés d'une partie pas à pas (PartiePas), des *parametre.Echec.
const (
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

// Les refus des options (*parametre.Erreur) : ce qui est attendu de la valeur refusée.
const (
	CodeAdversePlus         parametre.Code = "dominos.adverse-plus"
	CodeAdversePossibles    parametre.Code = "dominos.adverse-possibles"
	CodeAdverseTrop         parametre.Code = "dominos.adverse-trop"
	CodeAdverseVide         parametre.Code = "dominos.adverse-vide"
	CodeBudget              parametre.Code = "dominos.budget"
	CodeBudgetDonne         parametre.Code = "dominos.budget-donne"
	CodeChaineAttendue      parametre.Code = "dominos.chaine-attendue"
	CodeChaineDouble        parametre.Code = "dominos.chaine-double"
	CodeChaineHorsJeu       parametre.Code = "dominos.chaine-hors-jeu"
	CodeChaineVide          parametre.Code = "dominos.chaine-vide"
	CodeCible               parametre.Code = "dominos.cible"
	CodeClubDecompte        parametre.Code = "dominos.club-decompte"
	CodeClubPose            parametre.Code = "dominos.club-pose"
	CodeDejaJ1              parametre.Code = "dominos.deja-j1"
	CodeDejaPosee           parametre.Code = "dominos.deja-posee"
	CodeDeuxMains           parametre.Code = "dominos.deux-mains"
	CodeDeuxStrategies      parametre.Code = "dominos.deux-strategies"
	CodeEquilibreDonnes     parametre.Code = "dominos.equilibre-donnes"
	CodeEquilibreDonnesTrop parametre.Code = "dominos.equilibre-donnes-trop"
	CodeEquilibreTaille     parametre.Code = "dominos.equilibre-taille"
	CodeIterations          parametre.Code = "dominos.iterations"
	CodeJointure            parametre.Code = "dominos.jointure"
	CodeMain                parametre.Code = "dominos.main"
	CodeMainAttendue        parametre.Code = "dominos.main-attendue"
	CodeMainExacte          parametre.Code = "dominos.main-exacte"
	CodeMainHorsJeu         parametre.Code = "dominos.main-hors-jeu"
	CodeMainTrop            parametre.Code = "dominos.main-trop"
	CodeMainVide            parametre.Code = "dominos.main-vide"
	CodeMainsDonnees        parametre.Code = "dominos.mains-donnees"
	CodeMainsRecherche      parametre.Code = "dominos.mains-recherche"
	CodeMainsSeules         parametre.Code = "dominos.mains-seules"
	CodeMatch               parametre.Code = "dominos.match"
	CodeMatchClub           parametre.Code = "dominos.match-club"
	CodeMax                 parametre.Code = "dominos.max"
	CodeMemeTaille          parametre.Code = "dominos.meme-taille"
	CodeOuvertureChaine     parametre.Code = "dominos.ouverture-chaine"
	CodeOuvertureClub       parametre.Code = "dominos.ouverture-club"
	CodeOuvertureForte      parametre.Code = "dominos.ouverture-forte"
	CodeOuvertureUne        parametre.Code = "dominos.ouverture-une"
	CodeParPlace            parametre.Code = "dominos.par-place"
	CodeParite              parametre.Code = "dominos.parite"
	CodeParties             parametre.Code = "dominos.parties"
	CodePasses              parametre.Code = "dominos.passes"
	CodePlace               parametre.Code = "dominos.place"
	CodePose                parametre.Code = "dominos.pose"
	CodeRechercheMain       parametre.Code = "dominos.recherche-main"
	CodeStrategieDouble     parametre.Code = "dominos.strategie-double"
	CodeStrategieInconnue   parametre.Code = "dominos.strategie-inconnue"
	CodeStrategieListe      parametre.Code = "dominos.strategie-liste"
	CodeStrategiesConnues   parametre.Code = "dominos.strategies-connues"
	CodeTirages             parametre.Code = "dominos.tirages"
	CodeToutesOuNombre      parametre.Code = "dominos.toutes-ou-nombre"
	CodeToutesTrop          parametre.Code = "dominos.toutes-trop"
	CodeToutesTropPlus      parametre.Code = "dominos.toutes-trop-plus"
	CodeTuileDouble         parametre.Code = "dominos.tuile-double"
	CodeTuileEcrite         parametre.Code = "dominos.tuile-ecrite"
	CodeTuileHorsJeu        parametre.Code = "dominos.tuile-hors-jeu"
	CodeValeurPasse         parametre.Code = "dominos.valeur-passe"
)

// Les échecs d'une part ou d'une fusion (*parametre.Echec) : des comptes qui ne tiennent pas.
const (
	CodeCompteNegatif   parametre.Code = "dominos.compte-negatif"    // le compte, sa valeur
	CodeCompteDeborde   parametre.Code = "dominos.compte-deborde"    // le compte, sa valeur
	CodeSommeComptes    parametre.Code = "dominos.somme-comptes"     // les comptes, leur somme, le total, son nom
	CodeParPlacePart    parametre.Code = "dominos.par-place-part"    // la valeur lue, celle attendue
	CodeBilans          parametre.Code = "dominos.bilans"            // les bilans lus, ceux attendus
	CodeDonnesPart      parametre.Code = "dominos.donnes-part"       // les donnes lues, celles de la part
	CodeOuvreur         parametre.Code = "dominos.ouvreur"           // la valeur lue, les donnes gagnées
	CodeNoeudsNegatif   parametre.Code = "dominos.noeuds-negatif"    // la valeur lue
	CodeNoeudsDeborde   parametre.Code = "dominos.noeuds-deborde"    // le plus grand int64
	CodeRencontres      parametre.Code = "dominos.rencontres"        // les rencontres lues, celles attendues
	CodePartiesComptees parametre.Code = "dominos.parties-comptees"  // les parties comptées, -n
	CodeMatchNuls       parametre.Code = "dominos.match-nuls"        // les nuls lus
	CodeMatchDonnes     parametre.Code = "dominos.match-donnes"      // les donnes lues, les matchs de la part
	CodeDonnesSansMatch parametre.Code = "dominos.donnes-sans-match" // les donnes lues
)
