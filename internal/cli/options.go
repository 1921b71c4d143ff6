package cli

import (
	"fmt"
	"runtime"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"jeux/rendu"
	"jeux/stats/plot"
)

// Options is what a command declares: a struct whose fields its flags are bound to, and which of
// them change the answer. A command reads its options from the struct, never a flag by name.
type Options interface {
	// Lier declares the command's flags on d, each bound to a field of the struct.
	Lier(d *Drapeaux)
	// Parametres lists the fields (pointers, as given to Lier) that change the answer for the
	// values of this run: they make the parameters block, the reproducing command line and the
	// fingerprint of a part. An option that does not apply here is left out.
	Parametres(c *Contexte) []any
}

// Communes are the options every command may share, declared by the Drapeaux methods Format,
// Graine, Workers, Nombre, Sortie, Memoire, Graphique and Version, and read through Contexte.
type Communes struct {
	Format  string
	Graine  uint64
	Workers int
	Nombre  int64
	Sortie  string
	Shard   string
	Cle     string
	Memoire string
	Taille  string
	Version bool
	// Xmin and Xmax are the range of a chart's x-axis (Graphique), each used when given.
	Xmin, Xmax float64
}

// Drapeaux declares a command's flags, each bound to a field: it remembers which flag each field
// is, so that a command names its options by their fields.
type Drapeaux struct {
	cmd     *cobra.Command
	opts    Options
	champs  map[any]*pflag.Flag
	communs Communes
	// communes are the flags of the shared options declared, by name.
	communes map[string]*pflag.Flag
	// parametres are the shared options that change the answer whenever they are declared.
	parametres []*pflag.Flag
}

func nouveauxDrapeaux(cmd *cobra.Command) *Drapeaux {
	return &Drapeaux{cmd: cmd, champs: map[any]*pflag.Flag{}, communes: map[string]*pflag.Flag{}}
}

func (d *Drapeaux) lier(p any, nom string) *pflag.Flag {
	f := d.cmd.Flags().Lookup(nom)
	if f == nil {
		panic("cli: option " + nom + " non déclarée")
	}
	if _, deja := d.champs[p]; deja {
		panic("cli: champ lié deux fois, à --" + nom)
	}
	d.champs[p] = f
	return f
}

// Int binds --nom (and -court, when not empty) to *p; its default is *p.
func (d *Drapeaux) Int(p *int, nom, court, usage string) {
	varEntier(d.cmd.Flags(), p, nom, court, *p, usage)
	d.lier(p, nom)
}

// Int64 binds --nom to *p; its default is *p.
func (d *Drapeaux) Int64(p *int64, nom, court, usage string) {
	varEntier(d.cmd.Flags(), p, nom, court, *p, usage)
	d.lier(p, nom)
}

// Uint64 binds --nom to *p; its default is *p.
func (d *Drapeaux) Uint64(p *uint64, nom, court, usage string) {
	varEntier(d.cmd.Flags(), p, nom, court, *p, usage)
	d.lier(p, nom)
}

// Float binds --nom to *p; its default is *p.
func (d *Drapeaux) Float(p *float64, nom, court, usage string) {
	d.cmd.Flags().Float64VarP(p, nom, court, *p, usage)
	d.lier(p, nom)
}

// Bool binds --nom to *p; its default is *p.
func (d *Drapeaux) Bool(p *bool, nom, court, usage string) {
	d.cmd.Flags().BoolVarP(p, nom, court, *p, usage)
	d.lier(p, nom)
}

// Chaine binds --nom to *p; its default is *p. When valeurs are given, the shell completes the
// option with them (the command still checks the value).
func (d *Drapeaux) Chaine(p *string, nom, court, usage string, valeurs ...string) {
	d.cmd.Flags().StringVarP(p, nom, court, *p, usage)
	d.lier(p, nom)
	if len(valeurs) > 0 {
		Choix(d.cmd, nom, valeurs...)
	}
}

// Vocabulaire is an engine's enumerated choice (rules, pick-up, strategy…): a pflag.Value whose
// zero or constructed value is its default, that lists the names it accepts (for the help, the
// completion and the refusal) and whose Set refuses any other name with a *parametre.Erreur.
type Vocabulaire interface {
	pflag.Value
	Valeurs() []string
}

// Choix binds --nom to the engine's choice v; its default is v's value. The shell completes it
// with v.Valeurs(); a value it refuses names the option and the accepted names.
func (d *Drapeaux) Choix(v Vocabulaire, nom, court, usage string) {
	d.cmd.Flags().VarP(v, nom, court, usage)
	d.lier(v, nom)
	Choix(d.cmd, nom, v.Valeurs()...)
}

// Entree binds --nom, the path of an input file read by Contexte.LireFichier, to *p: a part of a
// sharded run records the SHA-256 of its contents, so that fusionne refuses parts computed from
// different files of the same name.
func (d *Drapeaux) Entree(p *string, nom, court, usage string) {
	d.Chaine(p, nom, court, usage)
	f := d.flag(p)
	if f.Annotations == nil {
		f.Annotations = map[string][]string{}
	}
	f.Annotations[annEntree] = []string{"oui"}
}

// Obligatoire makes the options of the fields p required.
func (d *Drapeaux) Obligatoire(p ...any) {
	for _, q := range p {
		f := d.flag(q)
		if f.Annotations == nil {
			f.Annotations = map[string][]string{}
		}
		f.Annotations[annObligatoire] = []string{"oui"}
	}
}

// Cacher leaves the option of the field p out of the help (an old spelling kept for scripts).
func (d *Drapeaux) Cacher(p any) { d.flag(p).Hidden = true }

// commune records the shared option nom just declared, and binds its field.
func (d *Drapeaux) commune(nom string) *pflag.Flag {
	f := d.cmd.Flags().Lookup(nom)
	d.communes[nom] = f
	champ := map[string]any{OptFormat: &d.communs.Format, OptGraine: &d.communs.Graine, OptWorkers: &d.communs.Workers,
		OptNombre: &d.communs.Nombre, OptSortie: &d.communs.Sortie, OptShard: &d.communs.Shard, OptMemoire: &d.communs.Memoire,
		OptTaille: &d.communs.Taille, OptXmin: &d.communs.Xmin, OptXmax: &d.communs.Xmax, "version": &d.communs.Version, OptCle: &d.communs.Cle}[nom]
	d.champs[champ] = f
	return f
}

func (d *Drapeaux) flag(p any) *pflag.Flag {
	f, ok := d.champs[p]
	if !ok {
		panic(fmt.Sprintf("cli: champ %T non lié à une option", p))
	}
	return f
}

// Format gives the command -F with the formats it can produce (all of them by default, csv-fr
// wherever csv is: rendu.Acceptes), the first being the default.
func (d *Drapeaux) Format(formats ...rendu.Format) {
	d.FormatDefaut(rendu.Table, formats...)
}

// FormatDefaut is Format with a default other than table (raw data: CSV).
func (d *Drapeaux) FormatDefaut(defaut rendu.Format, formats ...rendu.Format) {
	var noms []string
	for _, f := range rendu.Acceptes(formats...) {
		noms = append(noms, f.String())
	}
	d.communs.Format = defaut.String()
	d.cmd.Flags().StringVarP(&d.communs.Format, OptFormat, "F", defaut.String(), formatDeSortie(strings.Join(noms, ", ")))
	d.commune(OptFormat)
	Choix(d.cmd, OptFormat, noms...)
	annoter(d.cmd, AnnFormats, strings.Join(noms, ","))
}

// Graine gives the command -g/--graine.
func (d *Drapeaux) Graine() {
	varEntier(d.cmd.Flags(), &d.communs.Graine, OptGraine, "g", 0, "graine du générateur aléatoire, affichée pour refaire le calcul (défaut : tirée au hasard)")
	d.commune(OptGraine)
}

// Workers gives the command -w/--workers.
func (d *Drapeaux) Workers() {
	d.communs.Workers = max(1, runtime.NumCPU())
	varEntier(d.cmd.Flags(), &d.communs.Workers, OptWorkers, "w", d.communs.Workers,
		fmt.Sprintf("nombre de calculs menés en parallèle, de 1 à %d (variable d'environnement : WORKERS)", maxWorkers))
	d.commune(OptWorkers)
}

// Nombre gives the command -n/--nombre with its default: the number of games, a parameter.
func (d *Drapeaux) Nombre(defaut int64, usage string) {
	if usage == "" {
		usage = "nombre de parties simulées (au moins 1)"
	}
	d.communs.Nombre = defaut
	varEntier(d.cmd.Flags(), &d.communs.Nombre, OptNombre, "n", defaut, usage)
	d.parametres = append(d.parametres, d.commune(OptNombre))
}

// Simulation gives the command -n (with its default), -g, -w and -F.
func (d *Drapeaux) Simulation(defautN int64) {
	d.Nombre(defautN, "")
	d.Graine()
	d.Workers()
	d.Format()
}

// Sortie gives the command -o/--sortie, a file that must be given.
func (d *Drapeaux) Sortie(usage string) {
	d.cmd.Flags().StringVarP(&d.communs.Sortie, OptSortie, "o", "", usage)
	f := d.commune(OptSortie)
	f.Annotations = map[string][]string{annObligatoire: {"oui"}}
}

// Memoire gives the command --memoire, for a computation whose memory grows with its input.
func (d *Drapeaux) Memoire() {
	d.cmd.Flags().StringVar(&d.communs.Memoire, OptMemoire, "", "mémoire que le calcul peut prendre, par exemple 4G ou 500M (défaut : variable "+
		"JEUX_MEMOIRE, et toujours au plus la mémoire disponible, la limite du cgroup et celle de l'espace d'adressage)")
	d.commune(OptMemoire)
}

// Graphique gives a plot command -o/--sortie, the chart's file (defaut, in the current
// folder), and --taille, its size in pixels, a parameter.
func (d *Drapeaux) Graphique(defaut string) {
	d.communs.Sortie = defaut
	d.cmd.Flags().StringVarP(&d.communs.Sortie, OptSortie, "o", defaut, "fichier du graphique : .png, .svg ou .pdf")
	d.communs.Taille = plot.TailleDefaut
	d.cmd.Flags().StringVar(&d.communs.Taille, OptTaille, plot.TailleDefaut, fmt.Sprintf("taille du graphique en pixels, LxH (chaque côté de %d à %d ; en SVG et PDF, la même taille à %d pixels par pouce)", plot.CoteMin, plot.CoteMax, plot.ParPouce))
	d.commune(OptSortie)
	d.parametres = append(d.parametres, d.commune(OptTaille))
	d.cmd.Flags().Float64Var(&d.communs.Xmin, OptXmin, 0, "début de l'axe horizontal du graphique (par défaut : celui des données)")
	d.cmd.Flags().Float64Var(&d.communs.Xmax, OptXmax, 0, "fin de l'axe horizontal du graphique (par défaut : celle des données ; pour la bataille, la durée que 99 % des parties finies ne dépassent pas)")
	d.commune(OptXmin)
	d.commune(OptXmax)
	d.Format()
}

// GraphiqueSansPlage is Graphique for a chart whose x-axis names things (strategies, decks)
// rather than numbers: --xmin and --xmax are still read, to be refused by name when given, but
// the help does not offer them.
func (d *Drapeaux) GraphiqueSansPlage(defaut string) {
	d.Graphique(defaut)
	d.communes[OptXmin].Hidden = true
	d.communes[OptXmax].Hidden = true
}

// Version gives a game's command the --version of its source program, with the short letter
// the source used (-V for bataille, -v for verger): it prints the version and stops.
func (d *Drapeaux) Version(lettre string) {
	d.cmd.Flags().BoolVarP(&d.communs.Version, "version", lettre, false, "affiche la version, comme « jeux --version »")
	d.commune("version")
}

// Avec adds to the options o the shared options that communes declares (-F, -n, -g, -w, …).
func Avec(o Options, communes func(d *Drapeaux)) Options { return avec{o, communes} }

type avec struct {
	Options
	communes func(d *Drapeaux)
}

func (a avec) Lier(d *Drapeaux) {
	if a.Options != nil {
		a.Options.Lier(d)
	}
	a.communes(d)
}

func (a avec) Parametres(c *Contexte) []any {
	if a.Options == nil {
		return nil
	}
	return a.Options.Parametres(c)
}
