package cli

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"jeux/internal/fichier"
	"jeux/internal/langue"
	"jeux/parallel"
	"jeux/rendu"
	"maps"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// erreurJSON says in French why an aggregate could not be read: encoding/json's messages are
// English.
func erreurJSON(err error) error {
	var champ *json.UnmarshalTypeError
	var syntaxe *json.SyntaxError
	switch {
	case errors.As(err, &champ):
		return langue.Errorf("le champ %q n'a pas le type attendu (%s lu)", champ.Field, champ.Value)
	case errors.As(err, &syntaxe):
		return langue.Errorf("JSON mal formé (octet %d)", syntaxe.Offset)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return langue.Errorf("champ inconnu %s", strings.TrimPrefix(err.Error(), "json: unknown field "))
	}
	if strings.HasPrefix(err.Error(), "json: ") || strings.Contains(err.Error(), "unexpected") {
		return langue.Errorf("JSON illisible")
	}
	return err // an aggregate's own UnmarshalJSON speaks French
}

// maxPartiel bounds the size of a partial result read by fusionne, checked before it is read:
// the parts a computation writes take a few hundred KiB at most, and what a JSON aggregate
// becomes in memory can be ten times its size.
const maxPartiel = 32 << 20

// optionsFusionne are fusionne's own options: none changes the result, only what is checked.
type optionsFusionne struct {
	Verifie            string
	GraineVerification uint64
	Cle                string
}

func (o *optionsFusionne) Lier(d *Drapeaux) {
	d.Format()
	d.Chaine(&o.Verifie, OptVerifie, "", "recalcule K parts tirées au hasard et les compare à leurs fichiers, octet pour octet : K, K% ou toutes")
	d.Uint64(&o.GraineVerification, OptGraineVerification, "", "graine du tirage des parts de --verifie (tirée au hasard et affichée sinon)")
	d.Chaine(&o.Cle, OptCle, "", "fichier de la clé secrète des parts (--cle de --shard) : une part sans signature, ou signée d'une autre clé, est refusée")
	d.Workers()
}

func (o *optionsFusionne) Parametres(*Contexte) []any { return nil }

const (
	OptVerifie            = "verifie"
	OptGraineVerification = "graine-verification"
)

func (app *App) FusionneCommand() *cobra.Command {
	o := &optionsFusionne{}
	cmd := app.Commande("fusionne FICHIER…", "réunit les résultats partiels de --shard en le résultat d'une seule machine", o, func(c *Contexte) (any, error) {
		v, err := lireVerifie(o.Verifie, c.Donne(&o.Verifie))
		if err != nil {
			return nil, err
		}
		if v != nil {
			v.graine, v.tiree = o.GraineVerification, !c.Donne(&o.GraineVerification)
			if v.tiree {
				v.graine = rand.Uint64()
			}
		} else if c.Donne(&o.GraineVerification) {
			return nil, ErreurUsage("--graine-verification sans --verifie : elle tire les parts à recalculer")
		}
		var cle []byte
		if c.Donne(&o.Cle) {
			if cle, err = lireCle(o.Cle); err != nil {
				return nil, err
			}
		}
		chemins, err := cheminsParts(c)
		if err != nil {
			return nil, err
		}
		return fusionner(c, chemins, v, cle)
	})
	cmd.Args = cobra.ArbitraryArgs
	cmd.Long = "Les parts (fichiers, motifs comme part-*.json, ou - pour lire la liste des chemins sur l'entrée standard)\n" +
		"doivent venir du même calcul (version, commande, options, graine) et couvrir chaque item une fois.\n" +
		"La sortie est celle du calcul sur une seule machine, octet pour octet, dans le format de -F.\n" +
		"L'empreinte d'une part ne montre que qu'elle n'a pas été tronquée : n'importe qui peut la recalculer.\n" +
		"--verifie K recalcule K parts tirées au hasard (K%, ou toutes) et refuse une part qui diffère de son fichier ;\n" +
		"la sortie dit combien de parts ont été recalculées, et la graine du tirage.\n" +
		"--cle FICHIER refuse une part qui ne porte pas la signature (HMAC-SHA256) de cette clé, donnée aussi à --shard."
	cmd.Example = "parallel jeux rostam exhaustif -N 11 --shard {}/8 -o part-{}.json ::: $(seq 0 7)\njeux fusionne part-*.json\njeux fusionne --verifie 10% part-*.json"
	return cmd
}

// cheminsParts lists the files named by the arguments: paths, glob patterns, or - for a list
// of paths on stdin.
func cheminsParts(c *Contexte) ([]string, error) {
	if len(c.args) == 0 {
		return nil, ErreurUsage("jeux fusionne attend des fichiers de parts (ou - pour en lire la liste sur l'entrée standard)")
	}
	var chemins []string
	for _, a := range c.args {
		if a == "-" {
			l, err := lireListe(c.Context(), c.cmd.InOrStdin(), "entrée standard")
			if err != nil {
				return nil, err
			}
			chemins = append(chemins, l...)
			continue
		}
		if strings.ContainsAny(a, "*?[") {
			m, err := filepath.Glob(a)
			if err != nil || len(m) == 0 {
				return nil, ErreurUsage("motif %q : aucun fichier ne correspond", a)
			}
			chemins = append(chemins, m...)
			continue
		}
		chemins = append(chemins, a)
	}
	if len(chemins) == 0 {
		return nil, ErreurUsage("jeux fusionne : aucune part à réunir")
	}
	return chemins, nil
}

// part is a partial result read by fusionne, without its aggregate: the parts are checked
// together first, then read again one at a time to add their aggregates.
type part struct {
	chemin string
	Partiel
	fichier [sha256.Size]byte // of the file's bytes: the second reading must find the same
}

// lirePart reads the part at chemin and checks it on its own: its format, its hashes, its range.
// The part keeps its aggregate only when agregat is true. With a key (--cle), a part must carry
// the signature of that key.
func lirePart(chemin string, agregat bool, cle []byte) (part, error) {
	r, err := fichier.Ouvrir(chemin, maxPartiel)
	if err != nil {
		return part{}, ErreurUsage("part %q : %s", chemin, fichier.CauseDe{Err: err})
	}
	defer r.Close()
	h := sha256.New()
	lu := io.TeeReader(r, h)
	var p Partiel
	d := json.NewDecoder(lu)
	d.DisallowUnknownFields()
	err = d.Decode(&p)
	if err == nil {
		_, err = io.Copy(io.Discard, lu)
	}
	var lecture *fichier.Erreur
	switch {
	case errors.As(err, &lecture):
		return part{}, ErreurUsage("part %q : %s", chemin, fichier.CauseDe{Err: err})
	case err != nil:
		return part{}, ErreurUsage("part %q : JSON invalide ou tronqué", chemin)
	case p.Format != formatPartiel:
		return part{}, ErreurUsage("part %q : format %q, %q attendu", chemin, p.Format, formatPartiel)
	case p.Controle != p.controle() || p.Empreinte != p.empreinte():
		return part{}, ErreurUsage("part %q : empreinte invalide (fichier tronqué ou modifié à la main)", chemin)
	case p.VersionCalcul < 0:
		return part{}, ErreurUsage("part %q : version de calcul %d, un entier positif attendu", chemin, p.VersionCalcul)
	case p.Debut < 0 || p.Fin < p.Debut || p.Fin > p.Items:
		return part{}, ErreurUsage("part %q : items [%d, %d) hors de [0, %d)", chemin, p.Debut, p.Fin, p.Items)
	case cle != nil && p.Signature == "":
		return part{}, ErreurUsage("part %q : sans signature, alors que --cle est donnée (une part signée s'écrit avec --shard … --cle)", chemin)
	case cle != nil && !p.signee(cle):
		return part{}, ErreurUsage("part %q : signature invalide pour la clé de --cle (part modifiée, ou signée d'une autre clé)", chemin)
	}
	if !agregat {
		p.Agregat = nil
	}
	q := part{chemin: chemin, Partiel: p}
	h.Sum(q.fichier[:0])
	return q, nil
}

// fusionner merges the parts at chemins. It holds one aggregate at a time besides the total: the
// parts are read a first time to check that they belong together, tile the items and describe the
// computation the command's options ask for; they are then read again in item order, each
// aggregate checked and added to the total before the next is read.
func fusionner(c *Contexte, chemins []string, v *verification, cle []byte) (any, error) {
	var parts []part
	for _, ch := range chemins {
		if err := c.Context().Err(); err != nil {
			return nil, err
		}
		p, err := lirePart(ch, false, cle)
		if err != nil {
			return nil, err
		}
		if len(parts) > 0 && p.calcul() != parts[0].calcul() {
			return nil, ErreurUsage("part %q : d'un autre calcul que %q (%s)", p.chemin, parts[0].chemin, difference(parts[0].Partiel, p.Partiel))
		}
		parts = append(parts, p)
	}
	k, cible, err := commandeDesParts(c, parts[0])
	if err != nil {
		return nil, err
	}
	// The build that computed a part does not count, only the version of its computation.
	for _, p := range parts {
		if v := p.versionCalcul(); v != k.version() {
			return nil, ErreurUsage("part %q : version de calcul %d de %s, ce programme calcule la version %d : refaites la part avec ce programme, ou fusionnez avec un programme de la version %d", p.chemin, v, p.Commande, k.version(), v)
		}
	}
	sort.SliceStable(parts, func(i, j int) bool {
		if parts[i].Debut != parts[j].Debut {
			return parts[i].Debut < parts[j].Debut
		}
		return parts[i].Fin < parts[j].Fin
	})
	if err := verifierPavage(c.Langue(), parts); err != nil {
		return nil, err
	}
	premiere := parts[0]
	if err := verifierEntrees(cible, premiere); err != nil {
		return nil, err
	}
	cc, err := contexteDesParts(c, cible, premiere)
	if err != nil {
		return nil, err
	}
	// The configuration is read once, from the options the parts record, as the command reads
	// it: what the parts claim is checked against what those options ask for.
	cfg, err := k.configuration(cc)
	if err != nil {
		return nil, ErreurUsage("part %q : %v", premiere.chemin, uneLigne{err})
	}
	if w := k.items(cfg); premiere.Items != w {
		return nil, ErreurUsage("part %q : %d items en tout, les options de %s en demandent %d", premiere.chemin, premiere.Items, premiere.Commande, w)
	}
	if premiere.Graine == nil && k.aleatoire(c.app.drapeaux[cible], cfg) {
		return nil, ErreurUsage("part %q : sans graine, alors que %s tire des nombres au hasard : une part d'un calcul aléatoire porte sa graine (-g)", premiere.chemin, premiere.Commande)
	}
	var total any
	var entiers uint64
	for _, entete := range parts {
		if err := c.Context().Err(); err != nil {
			return nil, err
		}
		p, err := lirePart(entete.chemin, true, cle)
		if err != nil {
			return nil, err
		}
		if p.fichier != entete.fichier {
			return nil, ErreurUsage("part %q : le fichier a changé pendant la fusion", p.chemin)
		}
		if err := ajouterEntiers(&entiers, p.Agregat); err != nil {
			return nil, ErreurUsage("part %q : agrégat invalide : %v", p.chemin, err)
		}
		a, err := k.lire(p.Agregat)
		if err != nil {
			return nil, ErreurUsage("part %q : agrégat invalide : %v", p.chemin, err)
		}
		if err := k.verifier(cfg, p.Debut, p.Fin, a); err != nil {
			return nil, ErreurUsage("part %q (items %d à %d) : %v", p.chemin, p.Debut, p.Fin, uneLigne{err})
		}
		if p.Debut == p.Fin && total != nil {
			continue
		}
		if total == nil {
			total = a
		} else if err := k.fusionner(total, a); err != nil {
			return nil, ErreurUsage("part %q : %v", p.chemin, err)
		}
	}
	if v != nil {
		if err := v.recalculer(cc, k, cfg, parts); err != nil {
			return nil, err
		}
		c.verification = &rendu.Verification{Recalculees: v.k, Parts: len(parts), Graine: v.graine, GraineTiree: v.tiree}
	}
	res, err := k.finir(cc, cfg, total)
	var refus *Refus
	switch {
	case err == nil:
	case errors.As(err, &refus) || errors.Is(err, context.Canceled):
		return nil, err
	default:
		// Every part was checked: a total the result cannot be drawn from comes from them.
		return nil, ErreurUsage("parts %q à %q : %v", parts[0].chemin, parts[len(parts)-1].chemin, uneLigne{err})
	}
	c.parametresDe = cc
	return res, nil
}

// commandeDesParts finds the command that computed the part p and its computation.
func commandeDesParts(c *Contexte, p part) (partageable, *cobra.Command, error) {
	mots := strings.Fields(p.Commande)
	racine := c.cmd.Root()
	if len(mots) < 2 || mots[0] != racine.Name() {
		return nil, nil, ErreurUsage("part %q : commande %q, une commande de %s attendue", p.chemin, p.Commande, racine.Name())
	}
	cible, reste, err := racine.Find(mots[1:])
	k, ok := c.app.partageables[cible]
	if !ok || err != nil || len(reste) > 0 {
		return nil, nil, ErreurUsage("part %q : la commande %q ne se partage pas", p.chemin, p.Commande)
	}
	return k, cible, nil
}

// verifierEntrees checks that the part p records the fingerprint of every input file its
// command was given, and of those only.
func verifierEntrees(cible *cobra.Command, p part) error {
	var manque error
	attendues := map[string]bool{}
	cible.Flags().VisitAll(func(f *pflag.Flag) {
		if _, entree := f.Annotations[annEntree]; !entree || p.Options[f.Name] == "" {
			return
		}
		attendues[f.Name] = true
		if _, ok := p.Entrees[f.Name]; !ok && manque == nil {
			manque = ErreurUsage("part %q : sans l'empreinte du contenu de --%s %q : la part ne dit pas de quel fichier elle est partie", p.chemin, f.Name, p.Options[f.Name])
		}
	})
	if manque != nil {
		return manque
	}
	for nom := range p.Entrees {
		if !attendues[nom] {
			return ErreurUsage("part %q : empreinte d'un fichier --%s que la commande n'a pas lu", p.chemin, nom)
		}
	}
	return nil
}

// ajouterEntiers adds to *somme the absolute values of the integers of an aggregate's JSON, and
// refuses a number that is not a 64-bit integer. A merge adds the parts' counts field by field,
// so when the integers of every part add up to at most 2⁶³−1, no sum of the merge, in whatever
// aggregate, can overflow; a forged part that would make one overflow is refused here. brut is
// valid JSON (it was decoded as a json.RawMessage): a number is whatever starts with - or a digit
// outside a string.
func ajouterEntiers(somme *uint64, brut json.RawMessage) error {
	dansChaine := false
	for i := 0; i < len(brut); i++ {
		o := brut[i]
		switch {
		case dansChaine && o == '\\':
			i++
		case o == '"':
			dansChaine = !dansChaine
		case dansChaine || o != '-' && (o < '0' || o > '9'):
		default:
			j := i + 1
			for j < len(brut) && strings.IndexByte("0123456789.eE+-", brut[j]) >= 0 {
				j++
			}
			v, err := strconv.ParseInt(string(brut[i:j]), 10, 64)
			if err != nil {
				return langue.Errorf("nombre %s : un entier de 64 bits est attendu", brut[i:j])
			}
			a := uint64(v)
			if v < 0 {
				a = uint64(-(v + 1)) + 1
			}
			if a > math.MaxInt64-*somme {
				return langue.Errorf("ses nombres, ajoutés à ceux des parts qui la précèdent, dépassent 2⁶³−1 : une somme de la fusion déborderait")
			}
			*somme += a
			i = j - 1
		}
	}
	return nil
}

// verifierPavage checks that the parts, sorted, cover [0, W) exactly once; otherwise it names
// the parts at fault and the commands that compute the missing ones.
func verifierPavage(l langue.Langue, parts []part) error {
	w := parts[0].Items
	fin := int64(0)
	var manques [][2]int64
	for i, p := range parts {
		if p.Items != w {
			return ErreurUsage("part %q : %d items, les autres en ont %d", p.chemin, p.Items, w)
		}
		if p.Debut < fin {
			autre := parts[i-1]
			if p.Debut == autre.Debut && p.Fin == autre.Fin {
				return ErreurUsage("parts %q et %q : la même part %s deux fois", autre.chemin, p.chemin, p.Shard)
			}
			return ErreurUsage("parts %q (%s) et %q (%s) : items [%d, %d) comptés deux fois", autre.chemin, autre.Shard, p.chemin, p.Shard, p.Debut, min(fin, p.Fin))
		}
		if p.Debut > fin {
			manques = append(manques, [2]int64{fin, p.Debut})
		}
		fin = p.Fin
	}
	if fin < w {
		manques = append(manques, [2]int64{fin, w})
	}
	if len(manques) == 0 {
		return nil
	}
	return ErreurUsage("%s", texteManques(l, parts, manques))
}

// texteManques says which items are missing and, when every part has the same n, how many
// shards are missing of the n and the exact commands that compute them (the first few: a list
// of thousands helps nobody).
func texteManques(l langue.Langue, parts []part, manques [][2]int64) string {
	n := int64(-1)
	presentes := map[int64]bool{}
	for _, p := range parts {
		sh, err := parallel.ParseShard(p.Shard, func(string) string { return "" })
		if err != nil || (n >= 0 && sh.N != n) {
			n = -1
			break
		}
		n = sh.N
		presentes[sh.K] = true
	}
	var jointes [][2]int64 // ranges that only present empty parts separate are one
	for _, m := range manques {
		if l := len(jointes); l > 0 && jointes[l-1][1] == m[0] {
			jointes[l-1][1] = m[1]
		} else {
			jointes = append(jointes, m)
		}
	}
	manques = jointes
	var plages []string
	for i, m := range manques {
		if i == maxCommandesManquantes {
			plages = append(plages, l.Sprintf("… (%d plages en tout)", len(manques)))
			break
		}
		plages = append(plages, fmt.Sprintf("[%d, %d)", m[0], m[1]))
	}
	msg := l.Sprintf("items manquants %s", strings.Join(plages, ", "))
	if n < 0 {
		return msg
	}
	var commandes []string
	// The missing shards beyond the first commands, as ranges of k: an empty shard, present or
	// not, does not break a range.
	var autres [][2]int64
	ouverte := false
	nombre := int64(0)
	for k := range n {
		if a, b := (parallel.Shard{K: k, N: n}).Items(parts[0].Items); a == b {
			continue // an empty shard adds nothing: the merge does without it
		}
		if presentes[k] {
			ouverte = false
			continue
		}
		nombre++
		switch {
		case nombre <= maxCommandesManquantes:
			commandes = append(commandes, commandePart(parts[0].Partiel, parallel.Shard{K: k, N: n}))
		case ouverte:
			autres[len(autres)-1][1] = k
		default:
			autres, ouverte = append(autres, [2]int64{k, k}), true
		}
	}
	msg += l.Sprintf(" ; %d part(s) manquante(s) sur %d : à calculer : %s", nombre, n, strings.Join(commandes, l.T(" ; ")))
	if len(autres) > 0 {
		var ks []string
		for _, a := range autres {
			if a[0] == a[1] {
				ks = append(ks, strconv.FormatInt(a[0], 10))
			} else {
				ks = append(ks, l.Sprintf("%d à %d", a[0], a[1]))
			}
		}
		msg += l.Sprintf(" ; et de même --shard k/%d pour les parts non vides de k = %s", n, strings.Join(ks, ", "))
	}
	return msg
}

// maxCommandesManquantes bounds the missing ranges and the commands a refused merge writes out
// in full.
const maxCommandesManquantes = 5

func commandePart(p Partiel, sh parallel.Shard) string {
	l := []string{p.Commande}
	for _, a := range p.Arguments {
		l = append(l, "'"+a+"'")
	}
	noms := slices.Sorted(mapsKeys(p.Options))
	for _, n := range noms {
		l = append(l, "--"+n+"="+p.Options[n])
	}
	if p.Graine != nil {
		l = append(l, fmt.Sprintf("--graine %d", *p.Graine))
	}
	l = append(l, "--shard "+sh.String(), fmt.Sprintf("-o part-%d.json", sh.K))
	return strings.Join(l, " ")
}

func mapsKeys(m map[string]string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// difference names what differs between the computations of two parts (a value of a refusal,
// written in its language).
func difference(a, b Partiel) *langue.Phrase {
	switch {
	case a.Commande != b.Commande:
		return langue.Errorf("commandes %q et %q", a.Commande, b.Commande)
	case (a.Graine == nil) != (b.Graine == nil) || a.Graine != nil && *a.Graine != *b.Graine:
		return langue.Errorf("graines différentes")
	case !slices.Equal(a.Arguments, b.Arguments):
		return langue.Errorf("arguments différents")
	}
	for k, v := range a.Options {
		if b.Options[k] != v {
			return langue.Errorf("option --%s : %q et %q", k, v, b.Options[k])
		}
	}
	for k, v := range a.Entrees {
		if b.Entrees[k] != v {
			return langue.Errorf("contenus différents du fichier --%s", k)
		}
	}
	if len(a.Entrees) != len(b.Entrees) {
		return langue.Errorf("fichiers d'entrée différents")
	}
	return langue.Errorf("options différentes")
}

// contexteDesParts is the contexte of the command that computed the parts, with its options set
// as they were, so that its result and its parameters are those of the one-machine run.
func contexteDesParts(c *Contexte, cible *cobra.Command, p part) (*Contexte, error) {
	cible.SetContext(c.Context())
	cible.InitDefaultHelpFlag()
	fs := cible.Flags()
	for nom, v := range p.Options {
		f := fs.Lookup(nom)
		if f == nil {
			return nil, ErreurUsage("part %q : option --%s inconnue de %s", p.chemin, nom, p.Commande)
		}
		if err := f.Value.Set(v); err != nil {
			return nil, ErreurUsage("part %q : valeur %q invalide pour --%s", p.chemin, v, nom)
		}
		f.Changed = v != f.DefValue
	}
	cc := &Contexte{app: c.app, cmd: cible, args: p.Arguments, format: c.format, entrees: maps.Clone(p.Entrees), workers: c.workers}
	if d := c.app.drapeaux[cible]; d != nil {
		cc.d, cc.opts = d, d.opts
	}
	if p.Graine != nil {
		if err := fs.Set(OptGraine, fmt.Sprint(*p.Graine)); err != nil {
			return nil, ErreurUsage("part %q : graine invalide", p.chemin)
		}
		cc.Graine()
	}
	return cc, nil
}
