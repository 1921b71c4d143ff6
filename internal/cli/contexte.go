package cli

import (
	"context"
	"fmt"
	"io"
	"jeux/internal/langue"
	"jeux/internal/memoire"
	"jeux/parallel"
	"jeux/rendu"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// maxWorkers bounds -w/WORKERS (see parallel.MaxWorkers).
const maxWorkers = parallel.MaxWorkers

// Contexte is what an action reads: its flags and arguments, the shared options, the context
// that Ctrl-C cancels.
type Contexte struct {
	app  *App
	cmd  *cobra.Command
	args []string
	// d and opts are the command's flags and the options struct they are bound to (nil for a
	// command built by the package-level Commande).
	d           *Drapeaux
	opts        Options
	format      rendu.Format
	graine      *uint64
	graineTiree bool
	// reproduitParLeResultat: see ReproduitParLeResultat.
	reproduitParLeResultat bool
	workers                int // -w or WORKERS, checked by verifier before the action
	barre                  *progressbar.ProgressBar
	// parametresDe, when set, is the contexte whose parameters the result carries: that of the
	// command whose parts fusionne merged.
	parametresDe *Contexte
	// entrees holds the SHA-256 of each input file read (FichierEntree), by option: those read
	// for a part, or, in a merge, those the parts were computed from.
	entrees map[string]string
	// recalcul is set when the computation is run again to check a part (fusionne --verifie).
	recalcul bool
	// verification, when set, is what fusionne --verifie checked: the output says it.
	verification *rendu.Verification
	// sansEffet are the options the chart drawn does not use (Tracer): refused when given, and
	// left out of the line that reproduces the result, which would otherwise give them.
	sansEffet []string
}

// Recalcul reports whether the computation runs again to check a part (fusionne --verifie): no
// cache may answer for it, or the check would trust what it checks.
func (c *Contexte) Recalcul() bool { return c.recalcul }

// Context is cancelled by Ctrl-C.
func (c *Contexte) Context() context.Context { return c.cmd.Context() }

// Donne reports whether the option of the field p was given on the command line (for a command
// built by the package-level Commande, p is the option's name).
func (c *Contexte) Donne(p any) bool { return c.drapeau(p).Changed }

// Communes are the shared options of the command as given (raw: -n unchecked); their fields
// addresses name the options, as a command's own fields do (c.Donne(&c.Communes().Nombre)).
func (c *Contexte) Communes() *Communes { return &c.d.communs }

func (c *Contexte) drapeau(p any) *pflag.Flag { return c.d.flag(p) }

// Arg is the i-th positional argument (the command's Args has checked their number).
func (c *Contexte) Arg(i int) string { return c.args[i] }

// Graine is -g, or a seed drawn at random and shown in the output's parameters.
func (c *Contexte) Graine() uint64 {
	if c.graine == nil {
		g := c.d.communs.Graine
		if !c.commune(OptGraine).Changed {
			g, c.graineTiree = rand.Uint64(), true
		}
		c.graine = &g
	}
	return *c.graine
}

// Workers is -w, or else the WORKERS environment variable, or else the number of CPUs. WORKERS
// is read only here: by a command that has -w, when -w is absent, and exactly as -w is read.
func (c *Contexte) Workers() (int, error) {
	w := c.d.communs.Workers
	source := "-w/--workers"
	if env, ok := os.LookupEnv("WORKERS"); ok && !c.commune(OptWorkers).Changed {
		n, err := lireEntier[int](env)
		if err != nil || n < 1 || n > maxWorkers {
			return 0, ErreurUsage("WORKERS vaut %q : un entier de 1 à %d est attendu (nombre de calculs menés en parallèle ; des chiffres de 0 à 9, sans espace)", env, maxWorkers)
		}
		w, source = n, "WORKERS"
	}
	if w < 1 || w > maxWorkers {
		return 0, ErreurUsage("%s vaut %d : un entier de 1 à %d est attendu", source, w, maxWorkers)
	}
	return w, nil
}

// Nombre is -n, checked.
func (c *Contexte) Nombre() (int64, error) {
	n := c.d.communs.Nombre
	if n < 1 {
		return 0, ErreurUsage("-n/--nombre vaut %d : un nombre de parties d'au moins 1 est attendu", n)
	}
	return n, nil
}

// verifierEnvironnement checks the shared settings read from the environment that every
// command reads: a setting the user gave and that cannot be read is refused, never ignored.
// WORKERS is not among them: only a command with -w reads it (Workers).
func verifierEnvironnement() error {
	if env := os.Getenv(memoire.Variable); env != "" {
		if _, err := memoire.LireTaille(env); err != nil {
			return ErreurUsage("%s : %v", memoire.Variable, err)
		}
	}
	return nil
}

// OptMemoire is the user's own limit on the memory of a computation.
const OptMemoire = "memoire"

// Memoire is the limit of --memoire, or else of JEUX_MEMOIRE, in bytes (0: none given).
func (c *Contexte) Memoire() (uint64, error) {
	if c.d.communes[OptMemoire] == nil {
		return 0, nil // a computation whose memory does not grow with its input
	}
	texte := c.d.communs.Memoire
	source := "--memoire"
	if texte == "" {
		source, texte = memoire.Variable, os.Getenv(memoire.Variable)
	}
	if texte == "" {
		return 0, nil
	}
	n, err := memoire.LireTaille(texte)
	if err != nil {
		return 0, ErreurUsage("%s : %v", source, err)
	}
	return n, nil
}

// Options are the parallel runner's options for total trials in chunks of chunk (0: the
// runner's default), with a progress bar when stderr is a terminal. The workers are those that
// verifier read and checked once, before the action.
func (c *Contexte) Options(total, chunk int64) parallel.Options {
	return parallel.Options{Workers: c.workers, ChunkSize: chunk, Progress: c.Progression(total)}
}

// Stdout is where a command that streams its output writes.
func (c *Contexte) Stdout() io.Writer { return c.cmd.OutOrStdout() }

// Stderr is where progress and warnings go.
func (c *Contexte) Stderr() io.Writer { return c.cmd.ErrOrStderr() }

// verifier checks what every command shares before any work: the format, the required options.
func (c *Contexte) verifier() error {
	if err := verifierEnvironnement(); err != nil {
		return err
	}
	if c.commune(OptWorkers) != nil {
		var err error
		if c.workers, err = c.Workers(); err != nil {
			return err
		}
	}
	if c.commune(OptMemoire) != nil {
		if _, err := c.Memoire(); err != nil {
			return err
		}
	}
	if f := c.commune(OptFormat); f != nil {
		format, err := rendu.LireFormat(f.Value.String())
		if err == nil && !slices.Contains(strings.Split(c.cmd.Annotations[AnnFormats], ","), format.String()) {
			err = fmt.Errorf("format %q refusé", format)
		}
		if err != nil {
			return ErreurUsage("-F/--format vaut %q : formats acceptés par %s : %s", f.Value.String(),
				Chemin(c.cmd), strings.ReplaceAll(c.cmd.Annotations[AnnFormats], ",", ", "))
		}
		c.format = format
	}
	var manque error
	c.cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if _, ok := f.Annotations[annObligatoire]; ok && !f.Changed && manque == nil {
			manque = ErreurUsage("option %s obligatoire : %s", NomsOptionEn(c.Langue(), f), f.Usage)
		}
	})
	return manque
}

// RefuserFormat is for a command whose result, given its options, is raw text: every -F but
// table is refused, with the reason.
func (c *Contexte) RefuserFormat(raison string) error { return c.refuserFormat(mot(raison)) }

// refuserFormat is RefuserFormat for a reason written in the refusal's language by itself.
func (c *Contexte) refuserFormat(raison langue.Texteur) error {
	if c.format != rendu.Table {
		return ErreurUsage("-F/--format vaut %q : %s ; seul le format table est accepté", c.format, raison)
	}
	return nil
}

// Parametres lists every option that changes the answer, with the seed and the arguments.
func (c *Contexte) Parametres() rendu.Parametres {
	p := rendu.Parametres{Commande: c.cmd.CommandPath(), Arguments: c.args, Version: Version(),
		Graine: c.graine, GraineTiree: c.graineTiree && !c.reproduitParLeResultat}
	if slices.Contains(c.sansEffet, OptGraine) {
		p.Graine, p.GraineTiree = nil, false // a chart that draws nothing at random
	}
	for _, f := range c.parametres() {
		p.Options = append(p.Options, rendu.Option{Nom: f.Name, Valeur: valeurTypee(f)})
	}
	return p
}

// parametres are the flags that change the answer of this run, in the order of the command's
// options: those its options struct lists, the shared ones that always do (-n, --taille), and a
// chart's range when given.
func (c *Contexte) parametres() []*pflag.Flag {
	var l []*pflag.Flag
	retenu := map[*pflag.Flag]bool{}
	for _, f := range c.d.parametres {
		retenu[f] = true
	}
	// A chart's range, when given (the data's range otherwise, which the other options fix).
	for _, nom := range []string{OptXmin, OptXmax} {
		if f := c.d.communes[nom]; f != nil && f.Changed {
			retenu[f] = true
		}
	}
	if c.opts != nil {
		for _, p := range c.opts.Parametres(c) {
			retenu[c.d.flag(p)] = true
		}
	}
	c.cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if retenu[f] && !slices.Contains(c.sansEffet, f.Name) {
			l = append(l, f)
		}
	})
	return l
}

// commune is the shared option nom of the command (-F, -g, -w, -n, -o, --shard, --memoire,
// --taille, --version), or nil when it has none.
func (c *Contexte) commune(nom string) *pflag.Flag { return c.d.communes[nom] }

func valeurTypee(f *pflag.Flag) any {
	s := f.Value.String()
	switch f.Value.Type() {
	case "int", "int64", "int32":
		v, _ := strconv.ParseInt(s, 10, 64)
		return v
	case "uint", "uint64", "uint32":
		v, _ := strconv.ParseUint(s, 10, 64)
		return v
	case "float64":
		v, _ := strconv.ParseFloat(s, 64)
		return v
	case "bool":
		return s == "true"
	}
	return s
}

// VersionDemandee reports whether --version was given, and prints it then.
func (c *Contexte) VersionDemandee() bool {
	if c.d.communs.Version {
		fmt.Fprint(c.Stdout(), c.cmd.Root().Version)
	}
	return c.d.communs.Version
}

// Chemin is the command being run, by its French names: « jeux verger seuil ».
func (c *Contexte) Chemin() string { return c.cmd.CommandPath() }

// Langue is the language of the run: every text for people is written in it.
func (c *Contexte) Langue() langue.Langue { return LangueDe(c.cmd) }

// Sprintf formats by the French format fr in the run's language (langue.Langue.Sprintf).
func (c *Contexte) Sprintf(fr string, a ...any) string { return c.Langue().Sprintf(fr, a...) }

// Stdin is what a command that reads its input (jeux dominos joue) reads.
func (c *Contexte) Stdin() io.Reader { return c.cmd.InOrStdin() }

// ReproduitParLeResultat says that the result carries its own reproducing line (a search
// stopped by the clock gives the budget it reached): the line of a drawn seed, which would not
// reproduce it, is left out.
func (c *Contexte) ReproduitParLeResultat() { c.reproduitParLeResultat = true }

// GraineTiree reports whether the seed was drawn at random rather than given.
func (c *Contexte) GraineTiree() bool { return c.graineTiree }

// Format is the format of -F (table for a command without it).
func (c *Contexte) Format() rendu.Format { return c.format }
