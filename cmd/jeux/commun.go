package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"jeux/parallel"
	"jeux/rendu"
)

// Every command is built by commande: its flags are declared on it, and its action turns a
// contexte (the flags, read through typed accessors) into one result, which the framework
// renders in the format of -F. What every command shares is written once, here: the format,
// the workers, the seed, the progress bar, Ctrl-C, the parameters block, the errors.

// Names of the shared options.
const (
	optFormat  = "format"
	optWorkers = "workers"
	optGraine  = "graine"
	optNombre  = "nombre"
	optSortie  = "sortie"
)

// maxWorkers bounds -w/WORKERS (see parallel.MaxWorkers).
const maxWorkers = parallel.MaxWorkers

// Annotations of a command, read by the framework.
const (
	annFormats     = "jeux/formats"     // the formats -F accepts, comma-separated
	annObligatoire = "jeux/obligatoire" // on a flag: it must be given
	annHorsParam   = "jeux/hors-param"  // on a flag: it does not change the answer
)

// action computes a command's result from its flags; a nil result prints nothing.
type action func(c *contexte) (any, error)

// commande builds a command that computes one result. Its flags are added by the caller; by
// default it takes no positional argument.
func commande(use, court string, a action) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: court, Args: sansArgument}
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		c := &contexte{cmd: cmd, args: args}
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

// groupe builds a command that only groups subcommands.
func groupe(use, court string, sous ...*cobra.Command) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: court, Args: cobra.ArbitraryArgs, RunE: sousCommandeInconnue}
	cmd.AddCommand(sous...)
	return cmd
}

// avecFormat gives cmd the -F option with the formats it can produce (all four by default).
func avecFormat(cmd *cobra.Command, formats ...rendu.Format) *cobra.Command {
	if len(formats) == 0 {
		formats = []rendu.Format{rendu.Table, rendu.Markdown, rendu.CSV, rendu.JSON}
	}
	var noms []string
	for _, f := range formats {
		noms = append(noms, f.String())
	}
	cmd.Flags().StringP(optFormat, "F", "table", "format de sortie : "+strings.Join(noms, ", "))
	choix(cmd, optFormat, noms...)
	horsParametres(cmd, optFormat)
	annoter(cmd, annFormats, strings.Join(noms, ","))
	return cmd
}

// avecSimulation gives cmd -n (with its default), -g, -w and -F.
func avecSimulation(cmd *cobra.Command, defautN int64) *cobra.Command {
	cmd.Flags().Int64P(optNombre, "n", defautN, "nombre de parties simulées (au moins 1)")
	avecGraine(cmd)
	avecWorkers(cmd)
	return avecFormat(cmd)
}

// avecGraine gives cmd -g/--graine.
func avecGraine(cmd *cobra.Command) {
	cmd.Flags().Uint64P(optGraine, "g", 0, "graine du générateur aléatoire, affichée pour refaire le calcul (défaut : tirée au hasard)")
}

// avecWorkers gives cmd -w/--workers.
func avecWorkers(cmd *cobra.Command) {
	cmd.Flags().IntP(optWorkers, "w", max(1, runtime.NumCPU()),
		fmt.Sprintf("nombre de calculs menés en parallèle, de 1 à %d (variable d'environnement : WORKERS)", maxWorkers))
	horsParametres(cmd, optWorkers)
}

// avecSortie gives cmd -o/--sortie, a file that must be given.
func avecSortie(cmd *cobra.Command, usage string) {
	cmd.Flags().StringP(optSortie, "o", "", usage)
	obligatoire(cmd, optSortie)
	horsParametres(cmd, optSortie)
}

// choix makes the shell complete the option nom with the given values.
func choix(cmd *cobra.Command, nom string, valeurs ...string) {
	if err := cmd.RegisterFlagCompletionFunc(nom, cobra.FixedCompletions(valeurs, cobra.ShellCompDirectiveNoFileComp)); err != nil {
		panic("jeux: " + err.Error())
	}
}

func obligatoire(cmd *cobra.Command, noms ...string) {
	for _, n := range noms {
		annoterOption(cmd, n, annObligatoire)
	}
}

func horsParametres(cmd *cobra.Command, noms ...string) {
	for _, n := range noms {
		annoterOption(cmd, n, annHorsParam)
	}
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

// contexte is what an action reads: its flags and arguments, the shared options, the context
// that Ctrl-C cancels.
type contexte struct {
	cmd         *cobra.Command
	args        []string
	format      rendu.Format
	graine      *uint64
	graineTiree bool
	barre       *progressbar.ProgressBar
	// parametresDe, when set, is the contexte whose parameters the result carries: that of the
	// command whose parts fusionne merged.
	parametresDe *contexte
}

// Context is cancelled by Ctrl-C.
func (c *contexte) Context() context.Context { return c.cmd.Context() }

func (c *contexte) option(nom string) *pflag.Flag {
	f := c.cmd.Flags().Lookup(nom)
	if f == nil {
		panic("jeux: " + c.cmd.CommandPath() + " n'a pas d'option " + nom)
	}
	return f
}

// Int, Int64, Uint64, Float, Bool and Chaine read an option of the command.
func (c *contexte) Int(nom string) int {
	v, err := strconv.Atoi(c.option(nom).Value.String())
	if err != nil {
		panic("jeux: option " + nom + " non entière")
	}
	return v
}

func (c *contexte) Int64(nom string) int64 {
	v, err := strconv.ParseInt(c.option(nom).Value.String(), 10, 64)
	if err != nil {
		panic("jeux: option " + nom + " non entière")
	}
	return v
}

func (c *contexte) Uint64(nom string) uint64 {
	v, err := strconv.ParseUint(c.option(nom).Value.String(), 10, 64)
	if err != nil {
		panic("jeux: option " + nom + " non entière")
	}
	return v
}

func (c *contexte) Float(nom string) float64 {
	v, err := strconv.ParseFloat(c.option(nom).Value.String(), 64)
	if err != nil {
		panic("jeux: option " + nom + " non décimale")
	}
	return v
}

func (c *contexte) Bool(nom string) bool { return c.option(nom).Value.String() == "true" }

func (c *contexte) Chaine(nom string) string { return c.option(nom).Value.String() }

// Donne reports whether the option was given on the command line.
func (c *contexte) Donne(nom string) bool { return c.option(nom).Changed }

// Arg is the i-th positional argument (the command's Args has checked their number).
func (c *contexte) Arg(i int) string { return c.args[i] }

// Graine is -g, or a seed drawn at random and shown in the output's parameters.
func (c *contexte) Graine() uint64 {
	if c.graine == nil {
		g := c.Uint64(optGraine)
		if !c.Donne(optGraine) {
			g, c.graineTiree = rand.Uint64(), true
		}
		c.graine = &g
	}
	return *c.graine
}

// Workers is -w, or else the WORKERS environment variable, or else the number of CPUs.
func (c *contexte) Workers() (int, error) {
	w := c.Int(optWorkers)
	source := "-w/--workers"
	if env, ok := os.LookupEnv("WORKERS"); ok && !c.Donne(optWorkers) {
		n, err := strconv.Atoi(strings.TrimSpace(env))
		if err != nil {
			return 0, erreurUsage("WORKERS vaut %q : un entier de 1 à %d est attendu", env, maxWorkers)
		}
		w, source = n, "WORKERS"
	}
	if w < 1 || w > maxWorkers {
		return 0, erreurUsage("%s vaut %d : un entier de 1 à %d est attendu", source, w, maxWorkers)
	}
	return w, nil
}

// Nombre is -n, checked.
func (c *contexte) Nombre() (int64, error) {
	n := c.Int64(optNombre)
	if n < 1 {
		return 0, erreurUsage("-n/--nombre vaut %d : un nombre de parties d'au moins 1 est attendu", n)
	}
	return n, nil
}

// Options are the parallel runner's options for total trials in chunks of chunk (0: the
// runner's default), with a progress bar when stderr is a terminal.
func (c *contexte) Options(total, chunk int64) (parallel.Options, error) {
	w, err := c.Workers()
	if err != nil {
		return parallel.Options{}, err
	}
	return parallel.Options{Workers: w, ChunkSize: chunk, Progress: c.Progression(total)}, nil
}

// Progression returns a callback that advances a progress bar of total steps on stderr, or nil
// when stderr is not a terminal. The bar is erased when the command ends, Ctrl-C included.
func (c *contexte) Progression(total int64) func(int64) {
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

func (c *contexte) terminer() {
	if c.barre != nil {
		c.barre.Clear()
	}
}

// Stdout is where a command that streams its output writes.
func (c *contexte) Stdout() io.Writer { return c.cmd.OutOrStdout() }

// Stderr is where progress and warnings go.
func (c *contexte) Stderr() io.Writer { return c.cmd.ErrOrStderr() }

// verifier checks what every command shares before any work: the format, the required options.
func (c *contexte) verifier() error {
	if f := c.cmd.Flags().Lookup(optFormat); f != nil {
		format, err := rendu.ParseFormat(f.Value.String())
		if err == nil && !slices.Contains(strings.Split(c.cmd.Annotations[annFormats], ","), format.String()) {
			err = fmt.Errorf("format %q refusé", format)
		}
		if err != nil {
			return erreurUsage("-F/--format vaut %q : formats acceptés par %s : %s", f.Value.String(),
				c.cmd.CommandPath(), strings.ReplaceAll(c.cmd.Annotations[annFormats], ",", ", "))
		}
		c.format = format
	}
	var manque error
	c.cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if _, ok := f.Annotations[annObligatoire]; ok && !f.Changed && manque == nil {
			manque = erreurUsage("option %s obligatoire : %s", nomsOption(f), f.Usage)
		}
	})
	return manque
}

// refuserFormat is for a command whose result, given its options, is raw text: every -F but
// table is refused, with the reason.
func (c *contexte) RefuserFormat(raison string) error {
	if c.format != rendu.Table {
		return erreurUsage("-F/--format vaut %q : %s ; seul le format table est accepté", c.format, raison)
	}
	return nil
}

// parametres lists every option that changes the answer, with the seed and the arguments.
func (c *contexte) parametres() rendu.Parametres {
	p := rendu.Parametres{Commande: c.cmd.CommandPath(), Arguments: c.args, Version: version(),
		Graine: c.graine, GraineTiree: c.graineTiree}
	c.cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if _, hors := f.Annotations[annHorsParam]; hors || f.Name == "help" || f.Name == optGraine {
			return
		}
		p.Options = append(p.Options, rendu.Option{Nom: f.Name, Valeur: valeurTypee(f)})
	})
	return p
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

// ecrire renders the result in the chosen format, whole, then writes it in one go: an error
// leaves nothing half-written on stdout.
func (c *contexte) ecrire(res any) error {
	if _, texte := res.(rendu.Texte); texte {
		if err := c.RefuserFormat("la sortie de " + c.cmd.CommandPath() + " est un texte"); err != nil {
			return err
		}
	}
	p := c.parametres()
	if c.parametresDe != nil {
		p = c.parametresDe.parametres()
	}
	var b bytes.Buffer
	if err := rendu.EcrireResultat(&b, c.format, p, res); err != nil {
		return err
	}
	_, err := c.Stdout().Write(b.Bytes())
	return erreurEcriture(err)
}

// erreurEcriture says in French why stdout could not be written.
func erreurEcriture(err error) error {
	var errno syscall.Errno
	switch {
	case err == nil:
		return nil
	case errors.Is(err, syscall.EPIPE):
		return err
	case errors.As(err, &errno):
		return fmt.Errorf("écriture du résultat impossible : %s", texteErrno(errno))
	}
	return fmt.Errorf("écriture du résultat impossible")
}

// texteErrno names the system errors a user may meet when writing.
func texteErrno(e syscall.Errno) string {
	switch e {
	case syscall.ENOSPC:
		return "plus de place sur le disque"
	case syscall.EACCES, syscall.EPERM:
		return "permission refusée"
	case syscall.EISDIR:
		return "c'est un dossier"
	case syscall.ENOENT:
		return "dossier inexistant"
	case syscall.ENOTDIR:
		return "un élément du chemin n'est pas un dossier"
	case syscall.EROFS:
		return "système de fichiers en lecture seule"
	case syscall.EDQUOT:
		return "quota dépassé"
	}
	return fmt.Sprintf("erreur système %d", int(e))
}

// lireFichierBorne reads a regular file of at most max bytes: a FIFO, a device or a huge file
// is refused before it can block or fill the memory.
func lireFichierBorne(chemin string, max int64) ([]byte, error) {
	f, err := os.OpenFile(chemin, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("fichier absent ou illisible")
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("pas un fichier ordinaire")
	}
	if fi.Size() > max {
		return nil, fmt.Errorf("fichier de plus de %d octets", max)
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil || int64(len(b)) > max {
		return nil, fmt.Errorf("fichier illisible")
	}
	return b, nil
}

// usageError is a bad flag, value or argument: exit status 2 and one French line on stderr.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// erreurUsage reports a usage or input error; its message names the flag or the token and what
// is accepted. Every value echoed in it stays on one line.
func erreurUsage(format string, a ...any) error {
	return &usageError{msg: uneLigne(fmt.Sprintf(format, a...))}
}

// erreurParametre is the error type of every engine's configuration check: the parameter (an
// option's long name, or an argument's name), the value it was given, and what is accepted.
type erreurParametre interface {
	error
	Parametre() (nom, valeur, attendu string)
}

// erreur turns an engine's refusal of its configuration into a usage error that names the
// option as the user typed it; any other error is passed on.
func (c *contexte) erreur(err error) error {
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
			mots[i] = nomsOption(f)
		}
	}
	return erreurUsage("%s vaut %s : %s", strings.Join(mots, " "), valeur, attendu)
}

// nomsOption writes a flag's names as the user types them: "-o/--sortie".
func nomsOption(f *pflag.Flag) string {
	if f.Shorthand == f.Name {
		return "-" + f.Name
	}
	if f.Shorthand != "" {
		return "-" + f.Shorthand + "/--" + f.Name
	}
	return "--" + f.Name
}

// uneLigne keeps a message on one line whatever it echoes.
func uneLigne(s string) string {
	if !strings.ContainsAny(s, "\n\r") {
		return s
	}
	q := strconv.Quote(s)
	return q[1 : len(q)-1]
}

// sansArgument refuses positional arguments, naming the subcommands when there are some.
func sansArgument(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	return argumentInattendu(cmd, args[0])
}

func argumentInattendu(cmd *cobra.Command, arg string) error {
	if noms := sousCommandes(cmd); len(noms) > 0 {
		return erreurUsage("commande inconnue %q : commandes acceptées %s", arg, strings.Join(noms, ", "))
	}
	return erreurUsage("argument inattendu %q : %s ne prend pas d'argument (« %s --help »)", arg, cmd.CommandPath(), cmd.CommandPath())
}

// argument is the Args of a command that takes exactly one positional argument.
func argument(nom string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		switch {
		case len(args) == 0:
			return erreurUsage("%s attend un argument : %s", cmd.CommandPath(), nom)
		case len(args) > 1:
			return erreurUsage("argument en trop %q : %s attend un seul argument (%s) ; mettez-le entre guillemets s'il contient des espaces", args[1], cmd.CommandPath(), nom)
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
		if nom == "-F" || nom == "--format" {
			return erreurUsage("%s : %s n'a pas de format de sortie (il écrit un fichier ou un texte à lui)", nom, cmd.CommandPath())
		}
		return erreurUsage("option inconnue %s : « %s --help » liste les options acceptées", nom, cmd.CommandPath())
	case errors.As(err, &sansValeur):
		return erreurUsage("l'option %s attend une valeur : %s", nomsOption(sansValeur.GetFlag()), attendu(sansValeur.GetFlag()))
	case errors.As(err, &invalide):
		return erreurUsage("valeur %q invalide pour %s : %s", invalide.GetValue(), nomsOption(invalide.GetFlag()), attendu(invalide.GetFlag()))
	case errors.As(err, &syntaxe):
		return erreurUsage("option mal écrite %q : « %s --help » liste les options acceptées", syntaxe.GetSpecifiedFlag(), cmd.CommandPath())
	}
	return erreurUsage("ligne de commande invalide")
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

// preparer gives every command of the tree the shared behaviour: French errors and help,
// output on the given writers, no suggestions, flags anywhere on the line.
func preparer(app *cobra.Command, stdout, stderr io.Writer) {
	app.SetOut(stdout)
	app.SetErr(stderr)
	app.SilenceErrors = true
	app.SilenceUsage = true
	app.DisableSuggestions = true
	app.CompletionOptions.DisableDefaultCmd = true
	app.SetFlagErrorFunc(erreurOption)
	app.PersistentFlags().BoolP("help", "h", false, "affiche l'aide")
	app.Flags().Bool("version", false, "affiche la version")
	app.SetVersionTemplate("jeux {{.Version}}\n")
	app.SetHelpFunc(aide)
	app.SetHelpCommand(aideCommand())
	var parcourir func(*cobra.Command)
	parcourir = func(cmd *cobra.Command) {
		if cmd.Annotations[annPartage] != "" {
			avecShard(cmd)
		}
		cmd.Flags().SortFlags = false
		cmd.DisableFlagsInUseLine = true
		for _, s := range cmd.Commands() {
			parcourir(s)
		}
	}
	parcourir(app)
}
