// Package lignes writes the lines a command prints beside its result: the command line that
// goes on from it (replay a War deal that a search found, ask dominoes' advice again for a
// position met in a game, solve a deal with both hands open) and the progress line of a War
// search. Each is written as the command it names writes its own reproducing line, so that
// the two read the same.
package lignes

import (
	"fmt"
	"time"

	"jeux/games/bataille"
	"jeux/games/dominos"
	"jeux/internal/langue"
	"jeux/rendu"
)

// RejoueBataille is the command line that replays the deal m that a search under cfg found, with
// the names of the commands and options of the language l.
func RejoueBataille(l langue.Langue, cfg bataille.Config, m bataille.Meilleur) string {
	return fmt.Sprintf("jeux %s %s --%s delahaye --%s %s --%s %s --%s '%s' --%s '%s'", l.Commande("bataille"), l.Commande("rejoue"),
		l.Option("regles"), l.Option("ramassage-j1"), cfg.Ramassage[0], l.Option("ramassage-j2"), cfg.Ramassage[1],
		l.Option("j1"), m.J1, l.Option("j2"), m.J2)
}

// Record is the result of a War search with the command line that replays its best deal, and,
// for a search stopped by the clock, the one that gives the same result again.
type Record struct {
	// Refaire is the search's command line p with the budget it reached as --iterations in
	// place of --duree, and its seed; empty for a search by iterations, whose own line does.
	Refaire string `json:"refaire,omitempty" rendu:"note"`
	bataille.ResultatRecord
	Rejoue string `json:"rejoue" titre:"pour la rejouer"`
}

// NouveauRecord is the result r of a search under cfg, run by the command line p, with its
// replay line and, when it stopped on the clock, the line that redoes it, in the language l.
func NouveauRecord(l langue.Langue, cfg bataille.Config, r bataille.ResultatRecord, p rendu.Parametres) Record {
	rec := Record{ResultatRecord: r, Rejoue: RejoueBataille(l, cfg, r.Meilleur)}
	if r.IterationsAtteintes > 0 {
		opts := make([]rendu.Option, 0, len(p.Options))
		for _, o := range p.Options {
			if o.Nom == "duree" {
				o = rendu.Option{Nom: "iterations", Valeur: r.IterationsAtteintes}
			}
			opts = append(opts, o)
		}
		p.Options = opts
		rec.Refaire = l.Sprintf("pour refaire cette recherche : %s", p.LigneDeCommandeEn(l))
	}
	return rec
}

// Exhaustif is the outcome of every deal of a deck with the command line that replays its
// longest game.
type Exhaustif struct {
	bataille.ResultatExhaustif
	Rejoue *string `json:"rejoue" titre:"pour rejouer la plus longue"`
}

// NouvelExhaustif is the outcome r of an enumeration, with the replay line of its longest game
// (the names of the language l).
func NouvelExhaustif(l langue.Langue, r bataille.ResultatExhaustif) Exhaustif {
	e := Exhaustif{ResultatExhaustif: r}
	if r.J1Max != nil {
		s := fmt.Sprintf("jeux %s %s --%s delahaye --%s %s --%s '%s' --%s '%s'", l.Commande("bataille"), l.Commande("rejoue"),
			l.Option("regles"), l.Option("ramassage"), r.Ramassage, l.Option("j1"), *r.J1Max, l.Option("j2"), *r.J2Max)
		e.Rejoue = &s
	}
	return e
}

// SuiviRecord is the progress line of a War search, in the language l: its best deal so far, and
// how many deals it evaluated in the time ecoule, and how fast.
func SuiviRecord(l langue.Langue, m bataille.Meilleur, evaluations int64, ecoule time.Duration) string {
	etat := l.Sprintf("%d plis", m.Plis)
	if m.Infinie {
		etat = l.Sprintf("infinie (prépériode %d, période %d)", m.Preperiode, m.Periode)
	}
	vitesse := float64(evaluations) / ecoule.Seconds()
	return l.Sprintf("record : meilleure donne %s ; %d évaluations, %.0f par seconde", etat, evaluations, vitesse)
}

// ConseilDominos is the command line of « jeux dominos conseil » that gives again the advice of
// budget deals drawn from graine in the position p, with the names of the language l.
func ConseilDominos(l langue.Langue, p dominos.Position, budget int, graine uint64) string {
	chaine, main, passe, ouverture := p.Textes()
	opts := []rendu.Option{{Nom: "chaine", Valeur: chaine}, {Nom: "main", Valeur: main}, {Nom: "adverse", Valeur: int64(p.Adverse)},
		{Nom: "passe", Valeur: passe}, {Nom: "ouverture", Valeur: ouverture}, {Nom: "max", Valeur: int64(p.Regles.Max)},
		{Nom: "decompte-2012", Valeur: p.Regles.Decompte2012}}
	opts = append(opts, varianteOuPose(p.Regles)...)
	opts = append(opts, rendu.Option{Nom: "budget", Valeur: int64(budget)})
	return rendu.Parametres{Commande: "jeux dominos conseil", Options: opts, Graine: &graine}.LigneDeCommandeEn(l)
}

// ExactDominos is the command line of « jeux dominos exact » that solves the deal d of the
// rules r (the size of the hands is the hands'), with the names of the language l.
func ExactDominos(l langue.Langue, d dominos.Donne, r dominos.Regles) string {
	opts := []rendu.Option{{Nom: "j1", Valeur: dominos.TuilesDe(d.Mains[0]).String()}, {Nom: "j2", Valeur: dominos.TuilesDe(d.Mains[1]).String()},
		{Nom: "max", Valeur: int64(r.Max)}, {Nom: "decompte-2012", Valeur: r.Decompte2012}}
	opts = append(opts, varianteOuPose(r)...)
	return rendu.Parametres{Commande: "jeux dominos exact", Options: opts}.LigneDeCommandeEn(l)
}

// varianteOuPose is the option of the rules r past the counting: --regles club, which implies the
// free pose, or --pose libre, or nothing under the 2012 rules.
func varianteOuPose(r dominos.Regles) []rendu.Option {
	switch {
	case r.Club:
		return []rendu.Option{{Nom: "regles", Valeur: dominos.ReglesClub.String()}}
	case r.Pose == dominos.PoseLibre:
		return []rendu.Option{{Nom: "pose", Valeur: r.Pose.String()}}
	}
	return nil
}
