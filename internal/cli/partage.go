package cli

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"reflect"

	"github.com/spf13/cobra"

	"jeux/internal/fichier"
	"jeux/parallel"

	"jeux/internal/langue"
)

// A long computation is a fixed list of W work items whose outcomes are integer aggregates:
// the one-machine run computes the items [0, W) and derives its result from their aggregate;
// `--shard k/n` computes the items ⌊k·W/n⌋ to ⌊(k+1)·W/n⌋ and writes their aggregate as a
// partial result; `jeux fusionne` checks that the parts belong together and tile [0, W), adds
// them in item order and derives the result exactly as the one-machine run does. The scheduler
// (Slurm, Kubernetes, GNU parallel) distributes the parts; jeux never coordinates.

// formatPartiel names the layout of a partial result; a merge refuses any other.
const formatPartiel = "jeux-partiel/1"

// Agregat is the one contract of the parts: the aggregate of a computation split in work items,
// a value whose JSON holds only integers, which every shardable engine result implements.
type Agregat[C, A any] interface {
	// Fusionner adds src, the aggregate of the items that follow, to the receiver.
	Fusionner(src A) error
	// Verifier checks, before it is merged, the aggregate of a part of the computation cfg that
	// claims the items [debut, fin): what the computation implies (counts non-negative, totals
	// consistent, the number of deals or games of the range, maxima the rules allow). A hash
	// only shows that a file was not truncated or edited by hand; this shows that its figures
	// can be true.
	Verifier(cfg C, debut, fin int64) error
}

// Calcul is a command's computation split into work items; C is its configuration, read from
// the flags and checked once per run, and A its aggregate.
type Calcul[C any, A Agregat[C, A]] struct {
	// Version is the computation's version, a constant of its engine (at least 1): a part records
	// it, and fusionne merges only the parts of the version this program computes, whatever build
	// wrote them.
	Version int
	// Lire reads the configuration from the flags and checks it, once per run: before any work,
	// and in fusionne before the first part is checked.
	Lire func(c *Contexte) (C, error)
	// Items gives the number of work items.
	Items func(cfg C) int64
	// Calcule computes the aggregate of the items [debut, fin).
	Calcule func(c *Contexte, cfg C, debut, fin int64) (A, error)
	// Resultat derives the command's result from the aggregate of every item.
	Resultat func(c *Contexte, cfg C, total A) (any, error)
	// Aleatoire, when set, says whether the configuration draws random numbers, and so whether
	// a part needs -g; when nil, every command with -g needs it.
	Aleatoire func(cfg C) bool
	// Reproductible, when set, says whether a part of the configuration can be computed again
	// to the same aggregate (a search stopped by the clock cannot), and so checked by fusionne
	// --verifie; when nil, every part can.
	Reproductible func(cfg C) bool
}

// partageable is what fusionne needs of a command, whatever its configuration's and its
// aggregate's types.
type partageable interface {
	lire(b []byte) (any, error)
	configuration(c *Contexte) (any, error)
	items(cfg any) int64
	aleatoire(d *Drapeaux, cfg any) bool
	version() int
	reproductible(cfg any) bool
	calculer(c *Contexte, cfg any, debut, fin int64) (any, error)
	verifier(cfg any, debut, fin int64, a any) error
	fusionner(dst, src any) error
	finir(c *Contexte, cfg, total any) (any, error)
}

func (k Calcul[C, A]) lire(b []byte) (any, error) {
	var a A
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&a); err != nil {
		return nil, erreurJSON(err)
	}
	if any(a) == nil || reflect.ValueOf(a).Kind() == reflect.Pointer && reflect.ValueOf(a).IsNil() {
		return nil, langue.Errorf("agrégat vide (null)")
	}
	return a, nil
}

func (k Calcul[C, A]) configuration(c *Contexte) (any, error) { return k.Lire(c) }

func (k Calcul[C, A]) items(cfg any) int64 { return k.Items(cfg.(C)) }

func (k Calcul[C, A]) version() int { return k.Version }

func (k Calcul[C, A]) reproductible(cfg any) bool {
	return k.Reproductible == nil || k.Reproductible(cfg.(C))
}

func (k Calcul[C, A]) calculer(c *Contexte, cfg any, debut, fin int64) (any, error) {
	return k.Calcule(c, cfg.(C), debut, fin)
}

// aleatoire says whether the computation of cmd under cfg draws random numbers: then every part
// must draw them from the same seed, given with -g and recorded in the part.
func (k Calcul[C, A]) aleatoire(d *Drapeaux, cfg any) bool {
	return d.communes[OptGraine] != nil && (k.Aleatoire == nil || k.Aleatoire(cfg.(C)))
}

func (k Calcul[C, A]) verifier(cfg any, debut, fin int64, a any) error {
	return a.(A).Verifier(cfg.(C), debut, fin)
}

func (k Calcul[C, A]) fusionner(dst, src any) error { return dst.(A).Fusionner(src.(A)) }

func (k Calcul[C, A]) finir(c *Contexte, cfg, total any) (any, error) {
	return k.Resultat(c, cfg.(C), total.(A))
}

// Partagee builds a command whose computation can be split with --shard k/n: its options o, its
// computation k.
func Partagee[C any, A Agregat[C, A]](app *App, use, court string, o Options, k Calcul[C, A]) *cobra.Command {
	if k.Version < 1 {
		panic("cli: " + use + " : Calcul sans version de calcul (Version ≥ 1, une constante de son moteur)")
	}
	cmd := app.Commande(use, court, o, actionPartagee(k))
	annoter(cmd, annPartage, "oui") // Preparer adds --shard and -o after the command's own options
	app.partageables[cmd] = k
	return cmd
}

// actionPartagee computes the whole, or with --shard the part asked for.
func actionPartagee[C any, A Agregat[C, A]](k Calcul[C, A]) Action {
	return func(c *Contexte) (any, error) {
		cfg, err := k.Lire(c)
		if err != nil {
			return nil, err
		}
		w := k.Items(cfg)
		if !c.commune(OptShard).Changed {
			if c.commune(OptSortie).Changed {
				return nil, ErreurUsage("-o/--sortie : sans --shard, le résultat s'écrit sur la sortie standard (-o est le fichier d'une part)")
			}
			if c.commune(OptCle).Changed {
				return nil, ErreurUsage("--cle sans --shard : la clé signe une part")
			}
			total, err := k.Calcule(c, cfg, 0, w)
			if err != nil {
				return nil, err
			}
			return k.Resultat(c, cfg, total)
		}
		return nil, calculerPart(c, k, cfg, w)
	}
}

const (
	OptShard   = "shard"
	annPartage = "jeux/partage"
)

// Partiel is a partial result: what it is part of, which items it covers, and their aggregate.
type Partiel struct {
	Format string `json:"format"`
	// Version is the build that computed the part, for information: parts merge whatever builds
	// computed them, when their computation versions agree.
	Version string `json:"version"`
	// VersionCalcul is the version of the computation (Calcul.Version), absent from the parts
	// written before it existed, which are of version 1.
	VersionCalcul int      `json:"version_calcul,omitempty"`
	Commande      string   `json:"commande"`
	Arguments     []string `json:"arguments,omitempty"`
	// Options holds every option that changes the answer, as typed.
	Options map[string]string `json:"options"`
	Graine  *uint64           `json:"graine,omitempty"`
	// Entrees holds the SHA-256 of the contents of every input file the command read, by option
	// (FichierEntree): a path says nothing of what the file held. Absent when there is none, so
	// that a part of a command without input files is written as format jeux-partiel/1 always was.
	Entrees   map[string]string `json:"entrees,omitempty"`
	Empreinte string            `json:"empreinte"` // of everything above: the computation
	Shard     string            `json:"shard"`
	Debut     int64             `json:"debut"`
	Fin       int64             `json:"fin"`
	Items     int64             `json:"items"`
	Agregat   json.RawMessage   `json:"agregat"`
	// Signature is the HMAC-SHA256 of the document, without it and without Controle, under the
	// key of --cle: absent when the part was written without a key.
	Signature string `json:"signature,omitempty"`
	// Controle is the SHA-256 of the whole document without it: it shows that the part was not
	// truncated or damaged, not that it was not forged, for anyone can compute it again.
	Controle string `json:"controle"`
}

func calculerPart[C any, A Agregat[C, A]](c *Contexte, k Calcul[C, A], cfg C, w int64) error {
	if c.format.String() != "json" && c.commune(OptFormat).Changed {
		return ErreurUsage("-F/--format vaut %q : avec --shard, la sortie est un résultat partiel en JSON", c.format)
	}
	sh, err := parallel.ParseShard(c.d.communs.Shard, os.Getenv)
	if err != nil {
		return ErreurUsage("--shard %v", err)
	}
	if k.aleatoire(c.d, cfg) && !c.commune(OptGraine).Changed {
		return ErreurUsage("--shard demande -g/--graine : toutes les parts doivent tirer les mêmes nombres")
	}
	var cle []byte
	if c.commune(OptCle).Changed {
		if cle, err = lireCle(c.d.communs.Cle); err != nil {
			return err
		}
	}
	sortie := c.d.communs.Sortie
	if sortie != "" {
		if err := fichier.VerifierSortie(sortie); err != nil {
			return ErreurUsage("-o/--sortie : %v", err)
		}
	}
	debut, fin := sh.Items(w)
	agregat, err := k.Calcule(c, cfg, debut, fin)
	if err != nil {
		return err
	}
	brut, err := json.Marshal(agregat)
	if err != nil {
		return fmt.Errorf("part : agrégat impossible à écrire en JSON : %w", err)
	}
	p := c.partiel(k.Version)
	p.Shard, p.Debut, p.Fin, p.Items, p.Agregat = sh.String(), debut, fin, w, brut
	if cle != nil {
		p.Signature = p.signature(cle)
	}
	b := p.octets()
	if sortie == "" {
		_, err := c.Stdout().Write(b)
		return ErreurEcriture(err)
	}
	return fichier.EcrireOctets(sortie, b)
}

// partiel is the description of the computation the command is running, of version version.
func (c *Contexte) partiel(version int) Partiel {
	p := c.Parametres()
	d := Partiel{Format: formatPartiel, Version: p.Version, VersionCalcul: version, Commande: p.Commande, Arguments: p.Arguments,
		Options: map[string]string{}, Graine: p.Graine}
	for _, f := range c.parametres() {
		d.Options[f.Name] = f.Value.String()
		if _, entree := f.Annotations[annEntree]; entree && f.Value.String() != "" {
			h, lu := c.entrees[f.Name]
			if !lu {
				panic("jeux: " + c.cmd.CommandPath() + " --" + f.Name + " : fichier d'entrée lu sans LireFichier")
			}
			if d.Entrees == nil {
				d.Entrees = map[string]string{}
			}
			d.Entrees[f.Name] = h
		}
	}
	d.Empreinte = d.empreinte()
	return d
}

func (p Partiel) empreinte() string {
	q := Partiel{Format: p.Format, Version: p.Version, VersionCalcul: p.VersionCalcul, Commande: p.Commande, Arguments: p.Arguments, Options: p.Options, Graine: p.Graine, Entrees: p.Entrees}
	b, _ := json.Marshal(q)
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// calcul is the fingerprint of the computation the part belongs to, whatever build computed it
// and in whatever version: the parts of one merge share it, and their versions are compared
// apart, so that a refusal can name them.
func (p Partiel) calcul() string {
	p.Version, p.VersionCalcul = "", 0
	return p.empreinte()
}

// versionCalcul is the part's computation version: 1 when the part records none, as those
// computed before versions existed.
func (p Partiel) versionCalcul() int {
	if p.VersionCalcul == 0 {
		return 1
	}
	return p.VersionCalcul
}

// octets are the bytes of the file of the part p, its hash computed: fusionne --verifie writes
// a part computed again as --shard wrote it, and compares the files.
func (p Partiel) octets() []byte {
	p.Controle = p.controle()
	b, _ := json.MarshalIndent(p, "", "  ")
	return append(b, '\n')
}

// signature is the HMAC-SHA256 of the part under cle.
func (p Partiel) signature(cle []byte) string {
	p.Controle, p.Signature = "", ""
	b, _ := json.Marshal(p)
	m := hmac.New(sha256.New, cle)
	m.Write(b)
	return hex.EncodeToString(m.Sum(nil))
}

// signee reports whether the part's signature is that of cle.
func (p Partiel) signee(cle []byte) bool {
	s, err := hex.DecodeString(p.Signature)
	if err != nil {
		return false
	}
	attendue, _ := hex.DecodeString(p.signature(cle))
	return hmac.Equal(s, attendue)
}

// Bounds of the key of --cle: a secret of at least 128 bits, in a small file.
const (
	minCle = 16
	maxCle = 4096
)

// lireCle reads the key of --cle from its file, through internal/fichier.
func lireCle(chemin string) ([]byte, error) {
	b, err := fichier.Lire(chemin, maxCle)
	if err != nil {
		return nil, ErreurUsage("--cle %q : %s", chemin, fichier.CauseDe{Err: err})
	}
	if len(b) < minCle {
		return nil, ErreurUsage("--cle %q : %d octets, une clé d'au moins %d octets est attendue (head -c 32 /dev/urandom > cle)", chemin, len(b), minCle)
	}
	return b, nil
}

func (p Partiel) controle() string {
	p.Controle = ""
	b, _ := json.Marshal(p)
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// avecShard gives a shardable command --shard and -o.
func avecShard(cmd *cobra.Command, d *Drapeaux) {
	cmd.Flags().StringVar(&d.communs.Shard, OptShard, "", usageShard)
	cmd.Flags().StringVarP(&d.communs.Sortie, OptSortie, "o", "", usageSortiePart)
	cmd.Flags().StringVar(&d.communs.Cle, OptCle, "", usageClePart)
	d.commune(OptShard)
	d.commune(OptSortie)
	d.commune(OptCle)
}

const (
	usageShard      = "calcule seulement la part k de n (k/n, 0 ≤ k < n, ou slurm dans un job array) et écrit son résultat partiel en JSON, à réunir avec « jeux fusionne »"
	usageSortiePart = "avec --shard : fichier où écrire la part (écrit en entier ou pas du tout)"
	usageClePart    = "avec --shard : fichier d'une clé secrète (au moins 16 octets) qui signe la part (HMAC-SHA256), pour « jeux fusionne --cle »"
	OptCle          = "cle"
)
