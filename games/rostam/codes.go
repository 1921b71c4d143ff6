package rostam

import "jeux/parametre"

// The codes of rostam's refusals, failures and sentences: the engine returns them with their
// values (parametre.Erreur, parametre.Echec, Phrase), and the command line gives them their
// texts, in French and in English (commandes/rostam/catalogue.go).

// The codes of the parameters refused: a position or a word as typed, a number of cards, an option.
const (
	CodeBarre            parametre.Code = "rostam.position.barre"
	CodePileVide         parametre.Code = "rostam.position.pile-vide"
	CodeCarteIllisible   parametre.Code = "rostam.position.carte"
	CodeNombreCartes     parametre.Code = "rostam.position.nombre"
	CodeCarteHors        parametre.Code = "rostam.position.hors"
	CodeCarteDouble      parametre.Code = "rostam.position.double"
	CodeFermanteSeule    parametre.Code = "rostam.mot.fermante"
	CodeMotVide          parametre.Code = "rostam.mot.vide"
	CodeNonFermee        parametre.Code = "rostam.mot.non-fermee"
	CodeGroupeVide       parametre.Code = "rostam.mot.groupe-vide"
	CodeCaractere        parametre.Code = "rostam.mot.caractere"
	CodeTropDeLettres    parametre.Code = "rostam.mot.lettres"
	CodeChapeau          parametre.Code = "rostam.mot.chapeau"
	CodeExposantGrand    parametre.Code = "rostam.mot.exposant-grand"
	CodeExposantNul      parametre.Code = "rostam.mot.exposant-nul"
	CodeMotCartes        parametre.Code = "rostam.mot.cartes"
	CodeExtensions       parametre.Code = "rostam.realisable.extensions"
	CodeNEnumeration     parametre.Code = "rostam.exhaustif.n"
	CodeItems            parametre.Code = "rostam.items"
	CodeVoies            parametre.Code = "rostam.exhaustif.voies"
	CodeCyclesNommes     parametre.Code = "rostam.exhaustif.cycles"
	CodeUneListe         parametre.Code = "rostam.exhaustif.une-liste"
	CodeListeMots        parametre.Code = "rostam.exhaustif.liste-mots"
	CodeListeInfinies    parametre.Code = "rostam.exhaustif.liste-infinies"
	CodeJusqua           parametre.Code = "rostam.plot.jusqua"
	CodePositionsN       parametre.Code = "rostam.positions.n"
	CodePositions64      parametre.Code = "rostam.positions.64-bits"
	CodePositionsMinutes parametre.Code = "rostam.positions.minutes"
	CodePositionsHeures  parametre.Code = "rostam.positions.heures"
	CodeCartesSimulation parametre.Code = "rostam.simule.cartes"
	CodeLimite           parametre.Code = "rostam.simule.limite"
	CodeLargeur          parametre.Code = "rostam.simule.largeur"
	CodeNombreDonnes     parametre.Code = "rostam.simule.nombre"
	CodeK                parametre.Code = "rostam.infinie.k"
	CodeNCycle           parametre.Code = "rostam.cycle.n"
	CodeNCyclePetit      parametre.Code = "rostam.cycle.petit"
	CodePubliee          parametre.Code = "rostam.publie.n"
)

// The codes of the sentences of results, which the command line writes in the user's language (Phrase).
const (
	CodeSansCycle            parametre.Code = "rostam.cycle.sans"
	CodeMethodeSpivey        parametre.Code = "rostam.cycle.spivey"
	CodeMethodeRecherche     parametre.Code = "rostam.cycle.recherche"
	CodeSpiveyConfirmee      parametre.Code = "rostam.positions.spivey-confirmee"
	CodeSpiveyRefutee        parametre.Code = "rostam.positions.spivey-refutee"
	CodeSpiveyContreTheoreme parametre.Code = "rostam.positions.spivey-theoreme-contredit"
	CodeSpiveyTheoreme       parametre.Code = "rostam.positions.spivey-theoreme"
	CodeAutantDeAEtDeB       parametre.Code = "rostam.realisable.autant"
	CodePileVideAvant        parametre.Code = "rostam.realisable.pile-vide"
	CodeGrapheCycle          parametre.Code = "rostam.realisable.cycle"
	CodeGrapheSansCycle      parametre.Code = "rostam.realisable.sans-cycle"
)

// The codes of the failures: a computation that cannot go on, a part whose figures cannot be true.
const (
	CodeSansSeries               parametre.Code = "rostam.cycle.sans-series"
	CodeFusionCartes             parametre.Code = "rostam.fusion.cartes"
	CodeFusionMotsDistincts      parametre.Code = "rostam.fusion.mots-distincts"
	CodeFusionCycles             parametre.Code = "rostam.fusion.cycles"
	CodeFusionMots               parametre.Code = "rostam.fusion.mots"
	CodeFusionSuite              parametre.Code = "rostam.fusion.suite"
	CodeFusionPositions          parametre.Code = "rostam.fusion.positions"
	CodeVerifN                   parametre.Code = "rostam.verification.n"
	CodeVerifItems               parametre.Code = "rostam.verification.items"
	CodeVerifSansCycles          parametre.Code = "rostam.verification.sans-cycles"
	CodeVerifPositions           parametre.Code = "rostam.verification.positions"
	CodeVerifFiniesInfinies      parametre.Code = "rostam.verification.finies-infinies"
	CodeVerifPeriodePositions    parametre.Code = "rostam.verification.periode-positions"
	CodeVerifSommePeriodes       parametre.Code = "rostam.verification.somme-periodes"
	CodeVerifPeriodesInfinies    parametre.Code = "rostam.verification.periodes-infinies"
	CodeVerifCyclesEcartes       parametre.Code = "rostam.verification.cycles-ecartes"
	CodeVerifOrdre               parametre.Code = "rostam.verification.ordre"
	CodeVerifCyclePositions      parametre.Code = "rostam.verification.cycle-positions"
	CodeVerifCycle               parametre.Code = "rostam.verification.cycle"
	CodeVerifCarteN              parametre.Code = "rostam.verification.carte-n"
	CodeVerifJoue                parametre.Code = "rostam.verification.joue"
	CodeVerifMinimale            parametre.Code = "rostam.verification.minimale"
	CodeVerifParPeriodePositions parametre.Code = "rostam.verification.par-periode-positions"
	CodeVerifNegatif             parametre.Code = "rostam.verification.negatif"
	CodeVerifDebordement         parametre.Code = "rostam.verification.debordement"
	CodeVerifOptions             parametre.Code = "rostam.verification.options"
	CodeVerifListerMots          parametre.Code = "rostam.verification.lister-mots"
	CodeVerifDonnes              parametre.Code = "rostam.verification.donnes"
	CodeVerifIssues              parametre.Code = "rostam.verification.issues"
	CodeVerifDurees              parametre.Code = "rostam.verification.durees"
	CodeVerifMotsDistincts       parametre.Code = "rostam.verification.mots-distincts"
	CodeVerifPeriodeDonnes       parametre.Code = "rostam.verification.periode-donnes"
	CodeVerifDureeMaxSansFinie   parametre.Code = "rostam.verification.duree-max-sans-finie"
	CodeVerifDonneMaxHors        parametre.Code = "rostam.verification.donne-max-hors"
	CodeVerifDonneMax            parametre.Code = "rostam.verification.donne-max"
	CodeVerifCycleDonnes         parametre.Code = "rostam.verification.cycle-donnes"
	CodeVerifParPeriodeDonnes    parametre.Code = "rostam.verification.par-periode-donnes"
	CodeVerifSimulation          parametre.Code = "rostam.verification.simulation"
	CodeVerifParties             parametre.Code = "rostam.verification.parties"
	CodeVerifHistoDurees         parametre.Code = "rostam.verification.histo-durees"
	CodeVerifHistoPeriodes       parametre.Code = "rostam.verification.histo-periodes"
	CodeVerifLimite              parametre.Code = "rostam.verification.limite"
	CodeVerifCanoniquesSansMots  parametre.Code = "rostam.verification.canoniques-sans-mots"
	CodeVerifCanoniques          parametre.Code = "rostam.verification.canoniques"
	CodeVerifCanoniqueRang       parametre.Code = "rostam.verification.canonique-rang"
	CodeVerifCanonique           parametre.Code = "rostam.verification.canonique"
)

// Phrase is a sentence of a result as a code and its values, which the command line writes in the
// user's language: why no cycle is known, how a cycle was found, what Spivey's conjecture says.
type Phrase struct {
	Code parametre.Code
	Args []any
}
