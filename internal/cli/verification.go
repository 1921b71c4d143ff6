package cli

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// A part's hash shows that it was not truncated, never that it was not forged: anyone can
// compute it again after an edit. As volunteer-computing projects check their results by
// computing some twice, fusionne --verifie K computes K parts again, drawn at random from a seed
// it prints, and compares each with its file. When f parts of P are forged, K random checks miss
// them all with probability C(P−f, K)/C(P, K) (docs/echelle.md gives a table).

// verification is what --verifie asks: a number of parts, a percentage of them or all, and the
// seed that draws them.
type verification struct {
	nombre   int64 // parts to compute again, or a percentage when pourcent
	pourcent bool
	toutes   bool
	graine   uint64
	tiree    bool // the seed was drawn, not given
	k        int  // the number of parts drawn, once the parts are counted
}

const attenduVerifie = "un nombre de parts K (entier en base 10), un pourcentage K% (de 0 à 100) ou « toutes » est attendu"

// lireVerifie reads the value of --verifie; nil when it is not given.
func lireVerifie(s string, donne bool) (*verification, error) {
	if !donne {
		return nil, nil
	}
	if s == "toutes" || s == "all" { // all: its English
		return &verification{toutes: true}, nil
	}
	chiffres, pourcent := strings.CutSuffix(s, "%")
	if chiffres == "" || strings.Trim(chiffres, "0123456789") != "" {
		return nil, ErreurUsage("--verifie vaut %q : %s", s, mot(attenduVerifie))
	}
	n, err := strconv.ParseInt(chiffres, 10, 64)
	if err != nil || pourcent && n > 100 {
		return nil, ErreurUsage("--verifie vaut %q : %s", s, mot(attenduVerifie))
	}
	return &verification{nombre: n, pourcent: pourcent}, nil
}

// parts is the number of parts to compute again among p: a percentage is rounded up, so that
// 1 % of a few parts checks one.
func (v *verification) parts(p int) (int, error) {
	switch {
	case v.toutes:
		return p, nil
	case v.pourcent:
		return int((v.nombre*int64(p) + 99) / 100), nil
	case v.nombre > int64(p):
		return 0, ErreurUsage("--verifie vaut %d : il n'y a que %d parts à recalculer (ou « toutes »)", v.nombre, p)
	}
	return int(v.nombre), nil
}

// recalculer computes again the parts drawn among parts (sorted in item order), each as --shard
// computed it, and refuses the first one whose file differs.
func (v *verification) recalculer(cc *Contexte, k partageable, cfg any, parts []part) error {
	n, err := v.parts(len(parts))
	if err != nil {
		return err
	}
	v.k = n
	if n > 0 && !k.reproductible(cfg) {
		return ErreurUsage("--verifie : une part de %s sans nombre d'évaluations fixé s'arrête à l'horloge, elle ne se recalcule pas à l'identique", parts[0].Commande)
	}
	tirage := rand.New(rand.NewPCG(v.graine, 0x6a657578)).Perm(len(parts))[:n]
	slices.Sort(tirage)
	if n > 0 {
		// The part is computed as its own --shard run computed it (a part of a split run is
		// whole or nothing), and never read from a cache.
		if err := cc.cmd.Flags().Set(OptShard, parts[0].Shard); err != nil {
			return ErreurUsage("part %q : shard %q invalide", parts[0].chemin, parts[0].Shard)
		}
		cc.recalcul = true
	}
	for _, i := range tirage {
		if err := cc.Context().Err(); err != nil {
			return err
		}
		if err := recalculerPart(cc, k, cfg, parts[i]); err != nil {
			return err
		}
	}
	return nil
}

// recalculerPart computes the items of p again and compares the part it makes with p's file:
// the same bytes, the build's version and the computation version being taken from the file
// (a part of another build of the same computation version is the same part).
func recalculerPart(cc *Contexte, k partageable, cfg any, p part) error {
	a, err := k.calculer(cc, cfg, p.Debut, p.Fin)
	cc.terminer()
	cc.barre = nil
	if err == nil {
		err = cc.Context().Err() // an interrupted computation is not compared
	}
	if err != nil {
		return err
	}
	brut, err := json.Marshal(a)
	if err != nil {
		return fmt.Errorf("part %q : agrégat recalculé impossible à écrire en JSON : %w", p.chemin, err)
	}
	q := p.Partiel
	q.Agregat = brut
	if sha256.Sum256(q.octets()) == p.fichier {
		return nil
	}
	lu, err := lirePart(p.chemin, true, nil)
	if err != nil {
		return err
	}
	var compact bytes.Buffer
	if json.Compact(&compact, lu.Agregat) == nil && bytes.Equal(compact.Bytes(), brut) {
		return ErreurUsage("part %q (items %d à %d) : recalculée, elle donne les mêmes nombres, mais son fichier n'est pas écrit comme jeux l'écrit", p.chemin, p.Debut, p.Fin)
	}
	return ErreurUsage("part %q (items %d à %d) : recalculée, elle diffère de son fichier : la part est fausse", p.chemin, p.Debut, p.Fin)
}
