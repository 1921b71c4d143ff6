// Package cli is what every command of jeux shares: a command is built by Commande (or
// Partagee, when its work splits into items for --shard) from its flags and an action that
// turns a Contexte into one result; the format, the workers, the seed, the progress bar,
// Ctrl-C, the parameters block, the French errors and help are written here once.
package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"jeux/internal/fichier"
	"jeux/internal/memoire"
	"jeux/internal/texte"
	"jeux/parallel"
	"jeux/rendu"
)

// Every command is built by commande: its flags are declared on it, and its action turns a
// contexte (the flags, read through typed accessors) into one result, which the framework
// renders in the format of -F. What every command shares is written once, here: the format,
// the workers, the seed, the progress bar, Ctrl-C, the parameters block, the errors.

// Names of the shared options.
const (
	OptFormat  = "format"
	OptWorkers = "workers"
	OptGraine  = "graine"
	OptNombre  = "nombre"
	OptSortie  = "sortie"
)

// maxWorkers bounds -w/WORKERS (see parallel.MaxWorkers).
const maxWorkers = parallel.MaxWorkers

// Annotations of a command, read by the framework.
const (
	AnnFormats     = "jeux/formats"     // the formats -F accepts, comma-separated
	annObligatoire = "jeux/obligatoire" // on a flag: it must be given
	annHorsParam   = "jeux/hors-param"  // on a flag: it does not change the answer
	annGroupe      = "jeux/groupe"      // on a command: it only groups subcommands
)

// Action computes a command's result from its flags; a nil result prints nothing.
type Action func(c *Contexte) (any, error)

// Commande builds, the old way (flags read by name), a command that computes one result. Its
// flags are added by the caller; by
// default it takes no positional argument.
func Commande(use, court string, a Action) *cobra.Command {
	return commande(nil, use, court, nil, nil, a)
}

// Commande builds a command that computes one result from its options o (nil: none of its own),
// whose flags o.Lier declares, bound to o's fields; by default it takes no positional argument.
func (app *App) Commande(use, court string, o Options, a Action) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: court, Args: SansArgument}
	d := nouveauxDrapeaux(cmd)
	d.opts = o
	if o != nil {
		o.Lier(d)
	}
	app.drapeaux[cmd] = d
	return commande(app, use, court, d, o, a, cmd)
}

func commande(app *App, use, court string, d *Drapeaux, o Options, a Action, cmds ...*cobra.Command) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: court, Args: SansArgument}
	if len(cmds) > 0 {
		cmd = cmds[0]
	}
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		c := &Contexte{app: app, cmd: cmd, args: args, d: d, opts: o}
		defer c.terminer()
		if err := c.verifier(); err != nil {
			return err
		}
		res, err := a(c)
		if err != nil {
			return c.erreur(err)
		}
		if res == nil {
			return nil
		}
		return c.ecrire(res)
	}
	return cmd
}

// Groupe builds a command that only groups subcommands.
func Groupe(use, court string, sous ...*cobra.Command) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: court, Args: cobra.ArbitraryArgs, RunE: sousCommandeInconnue}
	cmd.AddCommand(sous...)
	annoter(cmd, annGroupe, "oui")
	return cmd
}

// EstGroupe reports whether cmd only groups subcommands (run alone, it prints its help).
func EstGroupe(cmd *cobra.Command) bool { return cmd.Annotations[annGroupe] != "" || !cmd.HasParent() }

// AvecFormat gives cmd the -F option with the formats it can produce (all of them by default,
// csv-fr wherever csv is: rendu.Acceptes).
func AvecFormat(cmd *cobra.Command, formats ...rendu.Format) *cobra.Command {
	var noms []string
	for _, f := range rendu.Acceptes(formats...) {
		noms = append(noms, f.String())
	}
	cmd.Flags().StringP(OptFormat, "F", "table", "format de sortie : "+strings.Join(noms, ", "))
	Choix(cmd, OptFormat, noms...)
	HorsParametres(cmd, OptFormat)
	annoter(cmd, AnnFormats, strings.Join(noms, ","))
	return cmd
}

// AvecSimulation gives cmd -n (with its default), -g, -w and -F.
func AvecSimulation(cmd *cobra.Command, defautN int64) *cobra.Command {
	cmd.Flags().Int64P(OptNombre, "n", defautN, "nombre de parties simulées (au moins 1)")
	AvecGraine(cmd)
	AvecWorkers(cmd)
	return AvecFormat(cmd)
}

// AvecGraine gives cmd -g/--graine.
func AvecGraine(cmd *cobra.Command) {
	cmd.Flags().Uint64P(OptGraine, "g", 0, "graine du générateur aléatoire, affichée pour refaire le calcul (défaut : tirée au hasard)")
}

// AvecWorkers gives cmd -w/--workers.
func AvecWorkers(cmd *cobra.Command) {
	cmd.Flags().IntP(OptWorkers, "w", max(1, runtime.NumCPU()),
		fmt.Sprintf("nombre de calculs menés en parallèle, de 1 à %d (variable d'environnement : WORKERS)", maxWorkers))
	HorsParametres(cmd, OptWorkers)
}

// AvecSortie gives cmd -o/--sortie, a file that must be given.
func AvecSortie(cmd *cobra.Command, usage string) {
	cmd.Flags().StringP(OptSortie, "o", "", usage)
	Obligatoire(cmd, OptSortie)
	HorsParametres(cmd, OptSortie)
}

// Choix makes the shell complete the option nom with the given values.
func Choix(cmd *cobra.Command, nom string, valeurs ...string) {
	if err := cmd.RegisterFlagCompletionFunc(nom, cobra.FixedCompletions(valeurs, cobra.ShellCompDirectiveNoFileComp)); err != nil {
		panic("jeux: " + err.Error())
	}
}

func Obligatoire(cmd *cobra.Command, noms ...string) {
	for _, n := range noms {
		annoterOption(cmd, n, annObligatoire)
	}
}

func HorsParametres(cmd *cobra.Command, noms ...string) {
	for _, n := range noms {
		annoterOption(cmd, n, annHorsParam)
	}
}

// conditions holds, for an option that changes the answer only in some configurations, the
// test that says whether it does (ParametreSi).
var conditions = map[*pflag.Flag]func(c *Contexte) bool{}

// ParametreSi makes the option nom a parameter of the answer only when applique says so: an
// option that does not apply to the chosen configuration is left out of the parameters block
// and of the reproducing command line. Several conditions on one option must all hold.
func ParametreSi(cmd *cobra.Command, nom string, applique func(c *Contexte) bool) {
	f := cmd.Flags().Lookup(nom)
	if f == nil {
		panic("jeux: option inconnue " + nom)
	}
	if avant, ok := conditions[f]; ok {
		conditions[f] = func(c *Contexte) bool { return avant(c) && applique(c) }
		return
	}
	conditions[f] = applique
}

// estParametre says whether the flag changes the answer of this run.
func (c *Contexte) estParametre(f *pflag.Flag) bool {
	if _, hors := f.Annotations[annHorsParam]; hors || f.Name == "help" || f.Name == OptGraine {
		return false
	}
	if applique, ok := conditions[f]; ok {
		return applique(c)
	}
	return true
}

func annoterOption(cmd *cobra.Command, nom, ann string) {
	f := cmd.Flags().Lookup(nom)
	if f == nil {
		panic("jeux: option inconnue " + nom)
	}
	if f.Annotations == nil {
		f.Annotations = map[string][]string{}
	}
	f.Annotations[ann] = []string{"oui"}
}

func annoter(cmd *cobra.Command, cle, valeur string) {
	if cmd.Annotations == nil {
		cmd.Annotations = map[string]string{}
	}
	cmd.Annotations[cle] = valeur
}

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
	workers     int // -w or WORKERS, checked by verifier before the action
	barre       *progressbar.ProgressBar
	// parametresDe, when set, is the contexte whose parameters the result carries: that of the
	// command whose parts fusionne merged.
	parametresDe *Contexte
	// entrees holds the SHA-256 of each input file read (FichierEntree), by option: those read
	// for a part, or, in a merge, those the parts were computed from.
	entrees map[string]string
}

// Context is cancelled by Ctrl-C.
func (c *Contexte) Context() context.Context { return c.cmd.Context() }

func (c *Contexte) option(nom string) *pflag.Flag {
	f := c.cmd.Flags().Lookup(nom)
	if f == nil {
		panic("jeux: " + c.cmd.CommandPath() + " n'a pas d'option " + nom)
	}
	return f
}

// Int, Int64, Uint64, Float, Bool and Chaine read an option of the command.
func (c *Contexte) Int(nom string) int {
	v, err := strconv.Atoi(c.option(nom).Value.String())
	if err != nil {
		panic("jeux: option " + nom + " non entière")
	}
	return v
}

func (c *Contexte) Int64(nom string) int64 {
	v, err := strconv.ParseInt(c.option(nom).Value.String(), 10, 64)
	if err != nil {
		panic("jeux: option " + nom + " non entière")
	}
	return v
}

func (c *Contexte) Uint64(nom string) uint64 {
	v, err := strconv.ParseUint(c.option(nom).Value.String(), 10, 64)
	if err != nil {
		panic("jeux: option " + nom + " non entière")
	}
	return v
}

func (c *Contexte) Float(nom string) float64 {
	v, err := strconv.ParseFloat(c.option(nom).Value.String(), 64)
	if err != nil {
		panic("jeux: option " + nom + " non décimale")
	}
	return v
}

func (c *Contexte) Bool(nom string) bool { return c.option(nom).Value.String() == "true" }

func (c *Contexte) Chaine(nom string) string { return c.option(nom).Value.String() }

// Donne reports whether the option of the field p was given on the command line (for a command
// built by the package-level Commande, p is the option's name).
func (c *Contexte) Donne(p any) bool { return c.drapeau(p).Changed }

// Communes are the shared options of the command as given (raw: -n unchecked); their fields
// addresses name the options, as a command's own fields do (c.Donne(&c.Communes().Nombre)).
func (c *Contexte) Communes() *Communes { return &c.d.communs }

// NomOption is the option of the field p as the user types it: « -c/--couleurs ».
func (c *Contexte) NomOption(p any) string { return NomsOption(c.drapeau(p)) }

func (c *Contexte) drapeau(p any) *pflag.Flag {
	if nom, ok := p.(string); ok {
		return c.option(nom)
	}
	return c.d.flag(p)
}

// ChaineDonnee is the option as given on the command line, or "" when it was not given: its
// default is then the engine's to choose.
func (c *Contexte) ChaineDonnee(nom string) string {
	if !c.Donne(nom) {
		return ""
	}
	return c.Chaine(nom)
}

// Arg is the i-th positional argument (the command's Args has checked their number).
func (c *Contexte) Arg(i int) string { return c.args[i] }

// Graine is -g, or a seed drawn at random and shown in the output's parameters.
func (c *Contexte) Graine() uint64 {
	if c.graine == nil {
		var g uint64
		if c.d != nil {
			g = c.d.communs.Graine
		} else {
			g = c.Uint64(OptGraine)
		}
		if !c.commune(OptGraine).Changed {
			g, c.graineTiree = rand.Uint64(), true
		}
		c.graine = &g
	}
	return *c.graine
}

// Workers is -w, or else the WORKERS environment variable, or else the number of CPUs.
func (c *Contexte) Workers() (int, error) {
	var w int
	if c.d != nil {
		w = c.d.communs.Workers
	} else {
		w = c.Int(OptWorkers)
	}
	source := "-w/--workers"
	if env, ok := os.LookupEnv("WORKERS"); ok && !c.commune(OptWorkers).Changed {
		n, err := strconv.Atoi(strings.TrimSpace(env))
		if err != nil {
			return 0, ErreurUsage("WORKERS vaut %q : un entier de 1 à %d est attendu", env, maxWorkers)
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
	var n int64
	if c.d != nil {
		n = c.d.communs.Nombre
	} else {
		n = c.Int64(OptNombre)
	}
	if n < 1 {
		return 0, ErreurUsage("-n/--nombre vaut %d : un nombre de parties d'au moins 1 est attendu", n)
	}
	return n, nil
}

// verifierEnvironnement checks the shared settings read from the environment, for every command
// whether it uses them or not: a setting the user gave and that cannot be read is refused, never
// ignored.
func verifierEnvironnement() error {
	if env, ok := os.LookupEnv("WORKERS"); ok {
		if n, err := strconv.Atoi(strings.TrimSpace(env)); err != nil || n < 1 || n > maxWorkers {
			return ErreurUsage("WORKERS vaut %q : un entier de 1 à %d est attendu (nombre de calculs menés en parallèle)", env, maxWorkers)
		}
	}
	if env := os.Getenv(memoire.Variable); env != "" {
		if _, err := memoire.LireTaille(env); err != nil {
			return ErreurUsage("%s : %v", memoire.Variable, err)
		}
	}
	return nil
}

// OptMemoire is the user's own limit on the memory of a computation.
const OptMemoire = "memoire"

// AvecMemoire gives cmd --memoire, for a computation whose memory grows with its input.
func AvecMemoire(cmd *cobra.Command) {
	cmd.Flags().String(OptMemoire, "", "mémoire que le calcul peut prendre, par exemple 4G ou 500M (défaut : variable "+
		memoire.Variable+", et toujours au plus la mémoire disponible, la limite du cgroup et celle de l'espace d'adressage)")
	HorsParametres(cmd, OptMemoire)
}

// Memoire is the limit of --memoire, or else of JEUX_MEMOIRE, in bytes (0: none given).
func (c *Contexte) Memoire() (uint64, error) {
	var texte string
	if c.d != nil {
		if c.d.communes[OptMemoire] == nil {
			return 0, nil // a computation whose memory does not grow with its input
		}
		texte = c.d.communs.Memoire
	} else {
		texte = c.Chaine(OptMemoire)
	}
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

// Progression returns a callback that advances a progress bar of total steps on stderr, or nil
// when stderr is not a terminal. The bar is erased when the command ends, Ctrl-C included.
func (c *Contexte) Progression(total int64) func(int64) {
	f, ok := c.cmd.ErrOrStderr().(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) || c.barre != nil {
		return nil
	}
	c.barre = progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(f),
		progressbar.OptionSetDescription("calcul"),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
	return func(n int64) { c.barre.Add64(n) }
}

func (c *Contexte) terminer() {
	if c.barre != nil {
		c.barre.Clear()
	}
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
				c.cmd.CommandPath(), strings.ReplaceAll(c.cmd.Annotations[AnnFormats], ",", ", "))
		}
		c.format = format
	}
	var manque error
	c.cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if _, ok := f.Annotations[annObligatoire]; ok && !f.Changed && manque == nil {
			manque = ErreurUsage("option %s obligatoire : %s", NomsOption(f), f.Usage)
		}
	})
	return manque
}

// RefuserFormat is for a command whose result, given its options, is raw text: every -F but
// table is refused, with the reason.
func (c *Contexte) RefuserFormat(raison string) error {
	if c.format != rendu.Table {
		return ErreurUsage("-F/--format vaut %q : %s ; seul le format table est accepté", c.format, raison)
	}
	return nil
}

// Parametres lists every option that changes the answer, with the seed and the arguments.
func (c *Contexte) Parametres() rendu.Parametres {
	p := rendu.Parametres{Commande: c.cmd.CommandPath(), Arguments: c.args, Version: Version(),
		Graine: c.graine, GraineTiree: c.graineTiree}
	for _, f := range c.parametres() {
		p.Options = append(p.Options, rendu.Option{Nom: f.Name, Valeur: valeurTypee(f)})
	}
	return p
}

// parametres are the flags that change the answer of this run, in the order of the command's
// options: those its options struct lists, and the shared ones that always do (-n, --taille).
func (c *Contexte) parametres() []*pflag.Flag {
	var l []*pflag.Flag
	if c.d == nil {
		c.cmd.Flags().VisitAll(func(f *pflag.Flag) {
			if c.estParametre(f) {
				l = append(l, f)
			}
		})
		return l
	}
	retenu := map[*pflag.Flag]bool{}
	for _, f := range c.d.parametres {
		retenu[f] = true
	}
	if c.opts != nil {
		for _, p := range c.opts.Parametres(c) {
			retenu[c.d.flag(p)] = true
		}
	}
	c.cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if retenu[f] {
			l = append(l, f)
		}
	})
	return l
}

// commune is the shared option nom of the command (-F, -g, -w, -n, -o, --shard, --memoire,
// --taille, --version), or nil when it has none.
func (c *Contexte) commune(nom string) *pflag.Flag {
	if c.d != nil {
		return c.d.communes[nom]
	}
	return c.cmd.Flags().Lookup(nom)
}

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

// ecrire renders the result in the chosen format. rendu writes a result whole, in one go, so
// that an error leaves nothing half-written on stdout; a result's rendu.Flux (a trace) is
// written as it is produced, and Ctrl-C or a write error stops it midway.
func (c *Contexte) ecrire(res any) error {
	if _, texte := res.(rendu.Texte); texte {
		if err := c.RefuserFormat("la sortie de " + c.cmd.CommandPath() + " est un texte"); err != nil {
			return err
		}
	}
	p := c.Parametres()
	if c.parametresDe != nil {
		p = c.parametresDe.Parametres()
	}
	s := &sortie{w: c.Stdout()}
	err := rendu.EcrireResultat(c.Context(), s, c.format, p, res)
	if s.err != nil {
		return ErreurEcriture(s.err)
	}
	return err
}

// sortie is stdout, remembering its first write error: that error is told apart from the
// producer's (an interruption).
type sortie struct {
	w   io.Writer
	err error
}

func (s *sortie) Write(b []byte) (int, error) {
	n, err := s.w.Write(b)
	if err != nil && s.err == nil {
		s.err = err
	}
	return n, err
}

// ErreurEcriture says in French why stdout could not be written (a closed pipe is passed on:
// Executer says nothing of it).
func ErreurEcriture(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, syscall.EPIPE):
		return err
	}
	if cause, ok := fichier.Traduire(err); ok {
		return fmt.Errorf("écriture du résultat impossible : %s", cause)
	}
	return fmt.Errorf("écriture du résultat impossible")
}

// maxFichierEntree bounds a file an option names: a deal, the JSON of a search.
const maxFichierEntree = 1 << 20

// annEntree marks an option that names an input file (FichierEntree).
const annEntree = "jeux/fichier-entree"

// FichierEntree marks (the old way) the option nom of cmd as naming an input file, read by LireFichier: a
// part of a sharded run records the SHA-256 of its contents, so that fusionne refuses parts
// computed from different files of the same name.
func FichierEntree(cmd *cobra.Command, nom string) { annoterOption(cmd, nom, annEntree) }

// LireFichier reads the file that the option nom names (a regular file of at most 1 MiB, read
// through internal/fichier: a named pipe or a device is refused at once) and passes its bytes to
// lire; a file that cannot be read, or that lire refuses, is a usage error that names the option
// and the file. The contents of an input file (FichierEntree) are fingerprinted for the parts,
// and in a merge they must be those the parts were computed from.
func (c *Contexte) LireFichier(p any, lire func(b []byte) error) error {
	f := c.drapeau(p)
	nom, chemin := f.Name, f.Value.String()
	b, err := fichier.Lire(chemin, maxFichierEntree)
	if err != nil {
		return ErreurUsage("--%s %q : %s", nom, chemin, fichier.Cause(err))
	}
	if _, entree := f.Annotations[annEntree]; entree {
		h := sha256.Sum256(b)
		empreinte := hex.EncodeToString(h[:])
		if attendue, ok := c.entrees[nom]; ok && attendue != empreinte {
			return ErreurUsage("--%s %q : le fichier a changé depuis le calcul des parts (contenu d'empreinte %.12s…, les parts ont %.12s…)", nom, chemin, empreinte, attendue)
		}
		if c.entrees == nil {
			c.entrees = map[string]string{}
		}
		c.entrees[nom] = empreinte
	}
	if err := lire(b); err != nil {
		return ErreurUsage("--%s %q : %v", nom, chemin, err)
	}
	return nil
}

// Refus is a bad flag, value or argument: exit status 2 and one French line on stderr.
type Refus struct{ msg string }

func (e *Refus) Error() string { return e.msg }

// ErreurUsage reports a usage or input error; its message names the flag or the token and what
// is accepted. Every value echoed in it stays on one line.
func ErreurUsage(format string, a ...any) error {
	return &Refus{msg: UneLigne(fmt.Sprintf(format, a...))}
}

// erreurParametre is the error type of every engine's configuration check: the parameter (an
// option's long name, or an argument's name), the value it was given, and what is accepted.
type erreurParametre interface {
	error
	Parametre() (nom, valeur, attendu string)
}

// erreur turns an engine's refusal of its configuration into a usage error that names the
// option as the user typed it; any other error is passed on.
func (c *Contexte) erreur(err error) error {
	var p erreurParametre
	if !errors.As(err, &p) {
		return err
	}
	nom, valeur, attendu := p.Parametre()
	// A parameter may be a pair of options, "couleurs × valeurs": each word that names an
	// option is written as the user types it.
	mots := strings.Fields(nom)
	for i, m := range mots {
		f := c.cmd.Flags().Lookup(m)
		if f == nil && len(m) == 1 {
			f = c.cmd.Flags().ShorthandLookup(m)
		}
		if f != nil {
			mots[i] = NomsOption(f)
		}
	}
	if valeur == "" {
		// A value that cannot be written on one line (a deal read from a file): the reason only.
		return ErreurUsage("%s : %s", strings.Join(mots, " "), attendu)
	}
	return ErreurUsage("%s vaut %s : %s", strings.Join(mots, " "), valeur, attendu)
}

// NomsOption writes a flag's names as the user types them: "-o/--sortie".
func NomsOption(f *pflag.Flag) string {
	if f.Shorthand == f.Name {
		return "-" + f.Name
	}
	if f.Shorthand != "" {
		return "-" + f.Shorthand + "/--" + f.Name
	}
	return "--" + f.Name
}

// UneLigne keeps a message on one line whatever it echoes (texte.UneLigne).
func UneLigne(s string) string { return texte.UneLigne(s) }

// SansArgument refuses positional arguments, naming the subcommands when there are some.
func SansArgument(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	return argumentInattendu(cmd, args[0])
}

func argumentInattendu(cmd *cobra.Command, arg string) error {
	if noms := sousCommandes(cmd); len(noms) > 0 {
		cmd.SuggestionsMinimumDistance = 2
		if proches := cmd.SuggestionsFor(arg); len(proches) > 0 {
			return ErreurUsage("commande inconnue %q : vouliez-vous dire %s ? (commandes acceptées %s)", arg,
				strings.Join(proches, " ou "), strings.Join(noms, ", "))
		}
		return ErreurUsage("commande inconnue %q : commandes acceptées %s", arg, strings.Join(noms, ", "))
	}
	return ErreurUsage("argument inattendu %q : %s ne prend pas d'argument (« %s --help »)", arg, cmd.CommandPath(), cmd.CommandPath())
}

// Argument is the Args of a command that takes exactly one positional argument.
func Argument(nom string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		switch {
		case len(args) == 0:
			return ErreurUsage("%s attend un argument : %s", cmd.CommandPath(), nom)
		case len(args) > 1:
			return ErreurUsage("argument en trop %q : %s attend un seul argument (%s) ; mettez-le entre guillemets s'il contient des espaces", args[1], cmd.CommandPath(), nom)
		}
		return nil
	}
}

func sousCommandes(cmd *cobra.Command) []string {
	var noms []string
	for _, s := range cmd.Commands() {
		if !s.Hidden && s.Name() != "help" {
			noms = append(noms, s.Name())
		}
	}
	return noms
}

// sousCommandeInconnue is the action of a command that only groups subcommands.
func sousCommandeInconnue(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return cmd.Help()
	}
	return argumentInattendu(cmd, args[0])
}

// erreurOption turns the flag parser's errors into French ones that name the option and what
// it accepts.
func erreurOption(cmd *cobra.Command, err error) error {
	var inconnue *pflag.NotExistError
	var sansValeur *pflag.ValueRequiredError
	var invalide *pflag.InvalidValueError
	var syntaxe *pflag.InvalidSyntaxError
	switch {
	case errors.As(err, &inconnue):
		nom := "--" + inconnue.GetSpecifiedName()
		if courts := inconnue.GetSpecifiedShortnames(); courts != "" {
			nom = "-" + inconnue.GetSpecifiedName()
		}
		if c := inconnue.GetSpecifiedShortnames(); c != "" && c[0] >= '0' && c[0] <= '9' {
			return ErreurUsage("%s : un nombre négatif n'est pas accepté ici (« %s --help » dit ce qui l'est)", nom, cmd.CommandPath())
		}
		if nom == "-F" || nom == "--format" {
			return ErreurUsage("%s : %s n'a pas de format de sortie (il écrit un fichier ou un texte à lui)", nom, cmd.CommandPath())
		}
		return ErreurUsage("option inconnue %s : « %s --help » liste les options acceptées", nom, cmd.CommandPath())
	case errors.As(err, &sansValeur):
		return ErreurUsage("l'option %s attend une valeur : %s", NomsOption(sansValeur.GetFlag()), attendu(sansValeur.GetFlag()))
	case errors.As(err, &invalide):
		return ErreurUsage("valeur %q invalide pour %s : %s", invalide.GetValue(), NomsOption(invalide.GetFlag()), attendu(invalide.GetFlag()))
	case errors.As(err, &syntaxe):
		return ErreurUsage("option mal écrite %q : « %s --help » liste les options acceptées", syntaxe.GetSpecifiedFlag(), cmd.CommandPath())
	}
	return ErreurUsage("ligne de commande invalide")
}

// attendu describes what a flag accepts, from its type.
func attendu(f *pflag.Flag) string {
	switch f.Value.Type() {
	case "int", "int64", "int32":
		return "un entier est attendu"
	case "uint", "uint64", "uint32":
		return "un entier positif ou nul est attendu"
	case "float64":
		return "un nombre décimal (avec un point) est attendu"
	case "bool":
		return "true ou false est attendu"
	}
	return "attendu : " + f.Usage
}

// version is the version stamped by the Makefile (-ldflags "-X jeux/internal/cli.version=…",
// from git describe); empty for a plain go build, which falls back on the build information.
var version string

// Version is the version stamped at build time, or else the module version recorded in the
// binary's build information.
func Version() string {
	if version != "" {
		return version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok || info.Main.Version == "" {
		return "(inconnue)"
	}
	return info.Main.Version
}

// AvecVersion gives a game's command the --version of its source program, with the short
// letter the source used (-V for bataille, -v for verger): it prints TexteVersion and stops.
func AvecVersion(cmd *cobra.Command, lettre string) {
	cmd.Flags().BoolP("version", lettre, false, "affiche la version, comme « jeux --version »")
	HorsParametres(cmd, "version")
}

// VersionDemandee reports whether --version was given, and prints it then.
func (c *Contexte) VersionDemandee() bool {
	if c.d != nil {
		if c.d.communs.Version {
			fmt.Fprint(c.Stdout(), c.cmd.Root().Version)
		}
		return c.d.communs.Version
	}
	f := c.cmd.Flags().Lookup("version")
	if f == nil || f.Value.String() != "true" {
		return false
	}
	fmt.Fprint(c.Stdout(), c.cmd.Root().Version)
	return true
}

// Commande is the command being run.
func (c *Contexte) Commande() *cobra.Command { return c.cmd }

// GraineTiree reports whether the seed was drawn at random rather than given.
func (c *Contexte) GraineTiree() bool { return c.graineTiree }

// Format is the format of -F (table for a command without it).
func (c *Contexte) Format() rendu.Format { return c.format }
