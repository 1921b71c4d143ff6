package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"

	"jeux/parallel"
	"jeux/rendu"
)

// The flags shared by several commands, defined once.
var (
	graineFlag = &cli.Uint64Flag{
		Name: "graine", Aliases: []string{"g"}, DefaultText: "tirée au hasard",
		Usage: "graine du générateur aléatoire, affichée pour refaire le calcul",
	}
	// WORKERS is read by lireWorkers, not through EnvVars: urfave/cli v2 would store the variable's
	// value in this shared flag and carry it over to the next application built in the process.
	workersFlag = &cli.IntFlag{
		Name: "workers", Aliases: []string{"w"},
		Value: defaultWorkers(),
		Usage: "nombre de calculs menés en parallèle, au moins 1 (variable d'environnement : WORKERS)",
	}
	sortieFlag = &cli.StringFlag{
		Name: "sortie", Aliases: []string{"o"}, Required: true,
		Usage: "fichier du graphique : .png, .svg ou .pdf",
	}
	formatFlag = &cli.StringFlag{
		Name: "format", Aliases: []string{"F"}, Value: "table",
		Usage: "format de sortie : " + strings.Join(rendu.Formats, ", "),
	}
)

// nombreFlag is -n/--nombre; its default is each command's own, chosen so that it answers in
// about a second.
func nombreFlag(defaut int64) *cli.Int64Flag {
	return &cli.Int64Flag{
		Name: "nombre", Aliases: []string{"n"}, Value: defaut,
		Usage: "nombre de parties simulées (au moins 1)",
	}
}

// simulationFlags are the flags of every command that simulates: -n, -g, -w and -F.
func simulationFlags(defautN int64) []cli.Flag {
	return []cli.Flag{nombreFlag(defautN), graineFlag, workersFlag, formatFlag}
}

func defaultWorkers() int { return max(1, runtime.NumCPU()) }

// simulation holds the validated common flags of a simulating command.
type simulation struct {
	N           int64
	Graine      uint64
	GraineTiree bool // the seed was drawn at random, not given
	Workers     int
}

// lireSimulation reads and checks -n, -g and -w; a seed is drawn when -g is absent.
func lireSimulation(c *cli.Context) (simulation, error) {
	s := simulation{N: c.Int64("nombre")}
	if s.N < 1 {
		return s, erreurUsage("-n/--nombre vaut %d : un nombre de parties d'au moins 1 est attendu", s.N)
	}
	w, err := lireWorkers(c)
	if err != nil {
		return s, err
	}
	s.Workers = w
	g := lireGraine(c)
	s.Graine, s.GraineTiree = g.Graine, g.GraineTiree
	return s, nil
}

// lireGraine reads -g/--graine, or draws a seed when it is absent, for commands that play one
// game rather than simulate many.
func lireGraine(c *cli.Context) simulation {
	if c.IsSet(graineFlag.Name) {
		return simulation{Graine: c.Uint64(graineFlag.Name)}
	}
	return simulation{Graine: rand.Uint64(), GraineTiree: true}
}

// lireWorkers reads -w/--workers, or else the WORKERS environment variable, or else the number
// of CPUs.
func lireWorkers(c *cli.Context) (int, error) {
	w := c.Int(workersFlag.Name)
	if env, ok := os.LookupEnv("WORKERS"); ok && !c.IsSet(workersFlag.Name) {
		n, err := strconv.Atoi(strings.TrimSpace(env))
		if err != nil {
			return 0, erreurUsage("WORKERS vaut %q : un entier d'au moins 1 est attendu", env)
		}
		w = n
	}
	if w < 1 {
		return 0, erreurUsage("-w/--workers (ou WORKERS) vaut %d : un entier d'au moins 1 est attendu", w)
	}
	return w, nil
}

// note is the line that tells which seed was used, so that any run can be repeated.
func (s simulation) note() string {
	if s.GraineTiree {
		return fmt.Sprintf("graine : %d (tirée au hasard ; -g %d pour refaire ce calcul)", s.Graine, s.Graine)
	}
	return fmt.Sprintf("graine : %d", s.Graine)
}

// options are the runner's options for this simulation, with a progress bar on stderr when it is
// a terminal. chunk is the number of trials per chunk (0: the runner's default).
func (s simulation) options(c *cli.Context, chunk int64) parallel.Options {
	return parallel.Options{Workers: s.Workers, ChunkSize: chunk, Progress: progression(c, s.N)}
}

// progression returns a callback that advances a progress bar of total steps on stderr, or nil
// when stderr is not a terminal.
func progression(c *cli.Context, total int64) func(int64) {
	f, ok := c.App.ErrWriter.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	bar := progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(f),
		progressbar.OptionSetDescription("calcul"),
		progressbar.OptionShowCount(),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
	return func(n int64) { bar.Add64(n) }
}

// lireFormat reads -F/--format.
func lireFormat(c *cli.Context) (rendu.Format, error) {
	f, err := rendu.ParseFormat(c.String(formatFlag.Name))
	if err != nil {
		return 0, erreurUsage("-F/--format : %v", err)
	}
	return f, nil
}

// verifierFormat wraps the action of a command that takes -F so that a bad format is refused
// before any computation, rather than after a long one.
func verifierFormat(flags []cli.Flag, action cli.ActionFunc) cli.ActionFunc {
	if !slices.Contains(flags, cli.Flag(formatFlag)) {
		return action
	}
	return func(c *cli.Context) error {
		if _, err := lireFormat(c); err != nil {
			return err
		}
		return action(c)
	}
}

// ecrire renders s on stdout in the format chosen with -F.
func ecrire(c *cli.Context, s rendu.Sortie) error {
	f, err := lireFormat(c)
	if err != nil {
		return err
	}
	return rendu.Ecrire(c.App.Writer, f, s)
}

// usageError is a bad flag, value or argument: exit status 2 and one French line on stderr.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// erreurUsage reports a usage or input error; its message names the flag or the token and what
// is accepted.
func erreurUsage(format string, a ...any) error {
	return &usageError{msg: fmt.Sprintf(format, a...)}
}

// obligatoires records the flags declared Required, whose library check verifierObligatoires
// replaces (the flags are shared values: once turned off, the declaration is only found here).
var obligatoires = make(map[cli.Flag]bool)

// verifierObligatoires wraps action so that a missing required flag is a usage error naming it.
// The library's own check is turned off: it prints the help on stdout and an English message.
func verifierObligatoires(flags []cli.Flag, action cli.ActionFunc) cli.ActionFunc {
	var requises []cli.Flag
	for _, f := range flags {
		if r, ok := f.(cli.RequiredFlag); ok && r.IsRequired() {
			sf, ok := f.(*cli.StringFlag)
			if !ok {
				panic("jeux: option obligatoire d'un type non prévu : " + f.Names()[0])
			}
			sf.Required = false
			obligatoires[f] = true
		}
		if obligatoires[f] {
			requises = append(requises, f)
		}
	}
	if len(requises) == 0 {
		return action
	}
	return func(c *cli.Context) error {
		for _, f := range requises {
			if !c.IsSet(f.Names()[0]) {
				return erreurUsage("option %s obligatoire : %s", nomsOption(f), f.(cli.DocGenerationFlag).GetUsage())
			}
		}
		return action(c)
	}
}

// nomsOption writes a flag's names as the user types them: "--sortie/-o".
func nomsOption(f cli.Flag) string {
	var noms []string
	for _, n := range f.Names() {
		noms = append(noms, "-"+nomOption(n))
	}
	return strings.Join(noms, "/")
}

// sousCommandeInconnue is the action of a command that only groups subcommands.
func sousCommandeInconnue(c *cli.Context) error {
	if c.NArg() == 0 {
		return cli.ShowSubcommandHelp(c)
	}
	var noms []string
	for _, s := range c.Command.Subcommands {
		noms = append(noms, s.Name)
	}
	return erreurUsage("commande inconnue %q : commandes acceptées %s", c.Args().First(), strings.Join(noms, ", "))
}

var (
	reValeur   = regexp.MustCompile(`^invalid (?:value|boolean value) "(.*)" for flag -+([^:]+)`)
	reInconnue = regexp.MustCompile(`^flag provided but not defined: -+(.*)$`)
	reArgument = regexp.MustCompile(`^flag needs an argument: -+(.*)$`)
)

// onUsageError turns the command-line parser's English messages into French ones that name the
// flag and what it accepts.
func onUsageError(c *cli.Context, err error, _ bool) error {
	msg := err.Error()
	if m := reValeur.FindStringSubmatch(msg); m != nil {
		return erreurUsage("valeur %q invalide pour -%s : %s", m[1], nomOption(m[2]), attendu(c, m[2]))
	}
	if m := reInconnue.FindStringSubmatch(msg); m != nil {
		return erreurUsage("option inconnue -%s : « %s --help » liste les options acceptées", nomOption(m[1]), c.Command.HelpName)
	}
	if m := reArgument.FindStringSubmatch(msg); m != nil {
		return erreurUsage("l'option -%s attend une valeur : %s", nomOption(m[1]), attendu(c, m[1]))
	}
	return erreurUsage("ligne de commande invalide : %v", err)
}

func nomOption(name string) string {
	if len(name) > 1 {
		return "-" + name
	}
	return name
}

// attendu describes what a flag accepts, from its type.
func attendu(c *cli.Context, name string) string {
	for _, f := range c.Command.Flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			switch f.(type) {
			case *cli.IntFlag, *cli.Int64Flag:
				return "un entier est attendu"
			case *cli.UintFlag, *cli.Uint64Flag:
				return "un entier positif ou nul est attendu"
			case *cli.Float64Flag:
				return "un nombre décimal (avec un point) est attendu"
			case *cli.BoolFlag:
				return "true ou false est attendu"
			default:
				if u, ok := f.(cli.DocGenerationFlag); ok {
					return "attendu : " + u.GetUsage()
				}
			}
		}
	}
	return "voir « " + c.Command.HelpName + " --help »"
}
