package bataille

import (
	"context"
	"fmt"
)

// RecordPublie is a published record of open War (Delahaye's rules, both players picking up in
// the same order): its deck, its length in tricks and its deal as published, and where.
type RecordPublie struct {
	Couleurs, Valeurs int
	Ramassage         Ramassage
	Plis              int
	J1, J2            string // top first, as bataille_cpp's cartes_joueur1=[…] lines
	Auteur, Date      string
	Depot, Fichier    string // the repository and its file that hold the deal
}

// depotCourbet is the repository of the record holder's program, whose result files publish the
// deals: the last pair of each file is its longest game.
const depotCourbet = "legrosbuffle/bataille_cpp"

// RecordsPublies are the records of 32 and 52 cards, natural and optimised pick-up, as
// published. The files carry no date: 20 Feb 2025 for 5,610 is the date our sources give, the
// others only the year of the article the repository accompanies (Pour la Science 567, January
// 2025). The tests replay each deal to its length.
var RecordsPublies = []RecordPublie{
	{Couleurs: 4, Valeurs: 13, Ramassage: Naturelle, Plis: 5610,
		J1:     "7 4 10 12 11 9 8 1 2 6 13 2 6 2 11 6 1 13 1 11 5 12 5 12 4 7",
		J2:     "9 9 10 7 8 4 9 6 10 10 3 3 5 3 8 13 3 11 7 2 4 12 1 8 5 13",
		Auteur: "C. Courbet", Date: "2025-02-20", Depot: depotCourbet, Fichier: "results/c4v13_6243159.txt"},
	{Couleurs: 4, Valeurs: 13, Ramassage: Optimisee, Plis: 5174,
		J1:     "3 13 8 4 8 2 6 9 1 9 2 1 10 11 1 11 7 1 3 8 2 11 9 5 4 7",
		J2:     "13 10 3 13 5 6 7 6 5 6 12 13 10 9 4 5 12 8 7 10 11 3 2 12 12 4",
		Auteur: "C. Courbet", Date: "2025", Depot: depotCourbet, Fichier: "results/c4v13_opt_3183288941.txt"},
	{Couleurs: 4, Valeurs: 8, Ramassage: Naturelle, Plis: 2308,
		J1:     "5 5 1 4 6 1 8 3 6 5 3 7 8 2 2 8",
		J2:     "7 8 7 6 1 3 4 7 5 1 4 3 2 6 4 2",
		Auteur: "C. Courbet", Date: "2025", Depot: depotCourbet, Fichier: "results/c4v8_1052456920.txt"},
	{Couleurs: 4, Valeurs: 8, Ramassage: Optimisee, Plis: 1757,
		J1:     "2 8 8 5 6 4 1 5 1 6 4 6 2 1 7 8",
		J2:     "8 1 4 2 2 3 5 5 7 7 3 7 3 3 4 6",
		Auteur: "C. Courbet", Date: "2025", Depot: depotCourbet, Fichier: "results/c4v8_opt_203347430.txt"},
}

// Nom names the record as jeux's files of records do: "52-naturelle".
func (r RecordPublie) Nom() string {
	return fmt.Sprintf("%d-%s", r.Couleurs*r.Valeurs, r.Ramassage)
}

// Rejouer plays the published deal through the engine, under the record's rules.
func (r RecordPublie) Rejouer() (ResultatPartie, error) {
	return Rejoue(ConfigRejoue{Regles: Delahaye, Ramassage: [2]Ramassage{r.Ramassage, r.Ramassage},
		J1: r.J1, J2: r.J2, Couleurs: r.Couleurs, Valeurs: r.Valeurs}, 0, false)
}

// DonneFichier is a deal of jeux's own, read from a record's file (LireFichierRecord): the
// file's name, the deal and the rules it was found under.
type DonneFichier struct {
	Fichier string
	Donne
	Regles ChoixRegles
}

// LecteurRecords is what reads the file nom of a folder of records into *donnes: a deal of jeux's
// with its rules (LireFichierRecord). A file that is not a record (a list of parts, another
// command's output) is left out, and ecarte is told why.
func LecteurRecords(donnes *[]DonneFichier, ecarte func(nom string, err error)) func(nom string, b []byte) {
	return func(nom string, b []byte) {
		d, regles, err := LireFichierRecord(b)
		if err != nil {
			ecarte(nom, err)
			return
		}
		*donnes = append(*donnes, DonneFichier{Fichier: nom, Donne: d, Regles: regles})
	}
}

// Records sets each published record beside the engine's replay of its deal and jeux's own best
// for the same deck and pick-up.
type Records struct {
	// Dossier is where jeux's own records were read; Absent says it does not exist.
	Dossier string        `json:"dossier" titre:"dossier des records de jeux"`
	Absent  bool          `json:"dossier_absent" titre:"dossier absent"`
	Records []LigneRecord `json:"records" titre:"Records publiés de la bataille ouverte (règles delahaye)"`
}

// LigneRecord is one published record beside jeux's.
type LigneRecord struct {
	Record    string `json:"record"` // "52-naturelle"
	Couleurs  int    `json:"couleurs"`
	Valeurs   int    `json:"valeurs"`
	Ramassage string `json:"ramassage"`
	Publie    int    `json:"publie" titre:"publié (plis)"`
	// Rejoue is the length the engine finds for the published deal: the same rules give the
	// same length.
	Rejoue int `json:"rejoue" titre:"rejoué par jeux"`
	// Jeux is the longest finished game among the deals of the folder of records, nil if none.
	Jeux        *int   `json:"jeux" titre:"record de jeux"`
	FichierJeux string `json:"fichier_jeux" titre:"fichier de jeux"`
	Auteur      string `json:"auteur" titre:"publié par"`
	Date        string `json:"date" titre:"le"`
	Source      string `json:"source"`
	J1          string `json:"j1" titre:"donne publiée j1"`
	J2          string `json:"j2" titre:"donne publiée j2"`
}

// NouveauxRecords replays every published record and the deals of jeux read from dossier
// (absent: the folder does not exist), and keeps for each record the longest finished game of
// jeux's deals of the same deck, under Delahaye's rules with both players picking up in the
// record's order (of two deals of the same length, the first one of donnes). A deal of another
// deck or other rules is another record's, or none's. ctx cancelled stops the replays between
// two deals, with ctx's error.
func NouveauxRecords(ctx context.Context, dossier string, absent bool, donnes []DonneFichier) (Records, error) {
	res := Records{Dossier: dossier, Absent: absent}
	for _, r := range RecordsPublies {
		partie, err := r.Rejouer()
		if err != nil {
			panic("bataille: record publié " + r.Nom() + " : " + err.Error())
		}
		l := LigneRecord{Record: r.Nom(), Couleurs: r.Couleurs, Valeurs: r.Valeurs, Ramassage: r.Ramassage.String(),
			Publie: r.Plis, Rejoue: partie.Plis, Auteur: r.Auteur, Date: r.Date, Source: r.Depot + " " + r.Fichier,
			J1: r.J1, J2: r.J2}
		if absent {
			l.FichierJeux = "dossier absent"
		}
		for _, d := range donnes {
			if err := ctx.Err(); err != nil {
				return Records{}, err
			}
			plis, ok := r.memeRecord(d)
			if ok && (l.Jeux == nil || plis > *l.Jeux) {
				l.Jeux, l.FichierJeux = &plis, d.Fichier
			}
		}
		if l.Jeux == nil && !absent {
			l.FichierJeux = "aucun"
		}
		res.Records = append(res.Records, l)
	}
	return res, nil
}

// memeRecord replays d when it is a deal of r's deck found under r's rules: its length, and
// whether it counts (a game that never ends sets no length record).
func (r RecordPublie) memeRecord(d DonneFichier) (int, bool) {
	var cfg Config
	if err := d.Regles.Appliquer(&cfg); err != nil || cfg.Regles != Delahaye || cfg.Ramassage != [2]Ramassage{r.Ramassage, r.Ramassage} {
		return 0, false
	}
	c := ConfigRejoue{Regles: cfg.Regles, Ramassage: cfg.Ramassage, J1: EcrirePile(d.J1), J2: EcrirePile(d.J2),
		Couleurs: r.Couleurs, Valeurs: r.Valeurs}
	if c.Valider() != nil {
		return 0, false
	}
	p, err := Rejoue(c, 0, false)
	if err != nil || p.Infinie {
		return 0, false
	}
	return p.Plis, true
}
