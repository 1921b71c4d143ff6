//go:build ignore

package main

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"
	"gonum.org/v1/plot/vg"

	"jeux/cache"
	"jeux/games/bataille"
	"jeux/parallel"
	"jeux/rendu"
	"jeux/stats"
	"jeux/stats/plot"
)

// Flags of the bataille commands, defined once.
var (
	batailleCouleursFlag = &cli.IntFlag{
		Name: "couleurs", Aliases: []string{"c"}, Value: 4,
		Usage: "nombre de couleurs du jeu de cartes (au moins 1)",
	}
	batailleValeursFlag = &cli.IntFlag{
		Name: "valeurs", Aliases: []string{"v"}, Value: 13,
		Usage: fmt.Sprintf("nombre de cartes dans chaque couleur (1 à %d ; le jeu a de 2 à %d cartes)", bataille.MaxValeurs, bataille.MaxCartes),
	}
	batailleReglesFlag = &cli.StringFlag{
		Name: "regles", Value: bataille.Paternault.String(),
		Usage: "règles : paternault (cartes cachées, ramassage au hasard) ou delahaye (bataille ouverte)",
	}
	batailleRamassageFlag = &cli.StringFlag{
		Name: "ramassage", Value: bataille.Naturelle.String(),
		Usage: "ordre de ramassage des deux joueuses, règles delahaye : naturelle, aleatoire ou optimisee",
	}
	batailleRamassageJ1Flag = &cli.StringFlag{
		Name:  "ramassage-j1",
		Usage: "ordre de ramassage de la joueuse 1 (remplace --ramassage pour elle)",
	}
	batailleRamassageJ2Flag = &cli.StringFlag{
		Name:  "ramassage-j2",
		Usage: "ordre de ramassage de la joueuse 2 (remplace --ramassage pour elle)",
	}
	batailleTraceFlag = &cli.BoolFlag{
		Name:  "trace",
		Usage: "affiche chaque pli : cartes, batailles, ramassage, taille des piles",
	}
	batailleSansCacheFlag = &cli.BoolFlag{
		Name:  "sans-cache",
		Usage: "ne lit ni n'écrit le cache des simulations",
	}
	batailleLargeurFlag = &cli.IntFlag{
		Name: "largeur", Aliases: []string{"e"}, Value: 10,
		Usage: "largeur des classes de l'histogramme, en plis (au moins 1)",
	}
	bataillePariteFlag = &cli.BoolFlag{
		Name:  "parite",
		Usage: "trace deux courbes : effectifs des durées paires et des durées impaires",
	}
	batailleJ1Flag = &cli.StringFlag{
		Name: "j1", Required: true,
		Usage: "pile de la joueuse 1, du dessus vers le dessous, ex. \"2 1 3 1 3 2\"",
	}
	batailleJ2Flag = &cli.StringFlag{
		Name: "j2", Required: true,
		Usage: "pile de la joueuse 2, du dessus vers le dessous",
	}
	bataillePlageCouleursFlag = &cli.StringFlag{
		Name: "couleurs", Aliases: []string{"c"}, Value: "1:6",
		Usage: "plage de nombres de couleurs A:B, bornes comprises",
	}
	bataillePlageValeursFlag = &cli.StringFlag{
		Name: "valeurs", Aliases: []string{"v"}, Value: "1:6",
		Usage: "plage de nombres de valeurs A:B, bornes comprises",
	}
)

// Default numbers of games: 100,000 games of 52 cards take about a second on one core, so does
// a multistat of 36 small decks at 10,000 games each.
const (
	batailleN          = 100_000
	batailleMultistatN = 10_000
	// batailleChunk keeps a chunk of the longest decks well under 100 ms.
	batailleChunk = 1024
)

func batailleJeuFlags() []cli.Flag {
	return []cli.Flag{batailleCouleursFlag, batailleValeursFlag}
}

func batailleReglesFlags() []cli.Flag {
	return []cli.Flag{batailleReglesFlag, batailleRamassageFlag, batailleRamassageJ1Flag, batailleRamassageJ2Flag}
}

func batailleSimulationFlags(defautN int64) []cli.Flag {
	f := append(batailleJeuFlags(), batailleReglesFlags()...)
	return append(append(f, simulationFlags(defautN)...), batailleSansCacheFlag)
}

func batailleCommand() *cli.Command {
	return &cli.Command{
		Name:  "bataille",
		Usage: "durée d'une partie de bataille : une partie, ou des statistiques sur beaucoup",
		Description: "Sans sous-commande, joue une seule partie et affiche sa durée en plis.\n" +
			"Les simulations (brut, stat, multistat, plot, compare) sont gardées en cache (variable JEUX_CACHE).",
		Flags: append(append(batailleJeuFlags(), batailleReglesFlags()...),
			batailleTraceFlag, graineFlag, formatFlag),
		Before: batailleOptionsAvant,
		Action: batailleUnePartie,
		Subcommands: []*cli.Command{
			{
				Name:   "brut",
				Usage:  "durées de N parties, en CSV « duree, effectif » (la durée 0 compte les parties infinies)",
				Flags:  append(append(append(batailleJeuFlags(), batailleReglesFlags()...), nombreFlag(batailleN), graineFlag, workersFlag), batailleSansCacheFlag),
				Action: batailleBrut,
			},
			{
				Name:   "stat",
				Usage:  "statistiques des durées de N parties",
				Flags:  batailleSimulationFlags(batailleN),
				Action: batailleStat,
			},
			{
				Name:  "multistat",
				Usage: "statistiques pour chaque jeu de A à B couleurs et de A à B valeurs",
				Flags: append(append([]cli.Flag{bataillePlageCouleursFlag, bataillePlageValeursFlag}, batailleReglesFlags()...),
					append(simulationFlags(batailleMultistatN), batailleSansCacheFlag)...),
				Action: batailleMultistat,
			},
			{
				Name:   "plot",
				Usage:  "graphique des durées (histogramme, ou courbes des durées paires et impaires)",
				Flags:  append(batailleSimulationFlags(batailleN), sortieFlag, batailleLargeurFlag, bataillePariteFlag),
				Action: bataillePlot,
			},
			{
				Name:   "compare",
				Usage:  "compare les règles paternault et delahaye (aleatoire, naturelle, optimisee) côte à côte",
				Flags:  append(batailleJeuFlags(), append(simulationFlags(batailleN), batailleSansCacheFlag)...),
				Action: batailleCompare,
			},
			{
				Name:   "rejoue",
				Usage:  "joue une donne choisie (valeurs ≥ 1, du dessus vers le dessous)",
				Flags:  append(batailleReglesFlags(), batailleJ1Flag, batailleJ2Flag, batailleTraceFlag, graineFlag, formatFlag),
				Action: batailleRejoue,
			},
			{
				Name:   "exact",
				Usage:  fmt.Sprintf("distribution exacte des durées (règles paternault, au plus %d cartes)", bataille.ExactMaxCartes),
				Flags:  append(batailleJeuFlags(), formatFlag),
				Action: batailleExact,
			},
			{
				Name:   "lscache",
				Usage:  "liste les simulations gardées en cache",
				Flags:  []cli.Flag{formatFlag},
				Action: batailleLscache,
			},
		},
	}
}

// batailleOptionsAvant refuses an option written before a subcommand's name, as in
// "jeux bataille -c 6 stat": the subcommand would silently read its own default instead.
func batailleOptionsAvant(c *cli.Context) error {
	options := c.LocalFlagNames()
	if len(options) == 0 || c.Command.Command(c.Args().First()) == nil {
		return nil
	}
	tiret := "--"
	if len(options[0]) == 1 {
		tiret = "-"
	}
	return erreurUsage("option %s%s placée avant la sous-commande %q : les options se placent après (jeux bataille %s [options])",
		tiret, options[0], c.Args().First(), c.Args().First())
}

// lireBatailleJeu reads -c and -v, naming the flags at fault.
func lireBatailleJeu(c *cli.Context) (bataille.Config, error) {
	cfg := bataille.Config{Couleurs: c.Int(batailleCouleursFlag.Name), Valeurs: c.Int(batailleValeursFlag.Name)}
	switch {
	case cfg.Couleurs < 1:
		return cfg, erreurUsage("-c/--couleurs vaut %d : au moins 1 couleur est attendue", cfg.Couleurs)
	case cfg.Valeurs < 1 || cfg.Valeurs > bataille.MaxValeurs:
		return cfg, erreurUsage("-v/--valeurs vaut %d : entre 1 et %d valeurs sont attendues", cfg.Valeurs, bataille.MaxValeurs)
	}
	if err := cfg.Valider(); err != nil {
		return cfg, erreurUsage("-c/--couleurs × -v/--valeurs : %v", err)
	}
	return cfg, nil
}

// lireBatailleRegles reads --regles and the pick-up modes into cfg.
func lireBatailleRegles(c *cli.Context, cfg *bataille.Config) error {
	r, err := bataille.LireRegles(c.String(batailleReglesFlag.Name))
	if err != nil {
		return erreurUsage("--regles : %v", err)
	}
	cfg.Regles = r
	ramassageDonne := false
	for k, f := range []*cli.StringFlag{batailleRamassageJ1Flag, batailleRamassageJ2Flag} {
		nom, option := c.String(batailleRamassageFlag.Name), "--ramassage"
		ramassageDonne = ramassageDonne || c.IsSet(batailleRamassageFlag.Name) || c.IsSet(f.Name)
		if c.IsSet(f.Name) {
			nom, option = c.String(f.Name), "--"+f.Name
		}
		m, err := bataille.LireRamassage(nom)
		if err != nil {
			return erreurUsage("%s : %v", option, err)
		}
		cfg.Ramassage[k] = m
	}
	if r == bataille.Paternault {
		if ramassageDonne {
			return erreurUsage("--ramassage ne s'applique qu'aux règles delahaye : les règles paternault ramassent toujours au hasard")
		}
		cfg.Ramassage = [2]bataille.Ramassage{bataille.Aleatoire, bataille.Aleatoire}
	}
	return nil
}

// lireBatailleConfig reads the deck and the rules.
func lireBatailleConfig(c *cli.Context) (bataille.Config, error) {
	cfg, err := lireBatailleJeu(c)
	if err != nil {
		return cfg, err
	}
	return cfg, lireBatailleRegles(c, &cfg)
}

// nomRegles names a rule set with its pick-up modes, e.g. "delahaye naturelle/optimisee".
func nomRegles(cfg bataille.Config) string {
	if cfg.Regles == bataille.Paternault {
		return cfg.Regles.String()
	}
	if cfg.Ramassage[0] == cfg.Ramassage[1] {
		return cfg.Regles.String() + " " + cfg.Ramassage[0].String()
	}
	return fmt.Sprintf("%s %s/%s", cfg.Regles, cfg.Ramassage[0], cfg.Ramassage[1])
}

// noteJeu describes the rules and the deck for the notes printed above a table.
func noteJeu(cfg bataille.Config) string {
	return fmt.Sprintf("règles : %s ; jeu de %d couleurs × %d valeurs", nomRegles(cfg), cfg.Couleurs, cfg.Valeurs)
}

// noteParties is the number of games simulated, for the notes.
func noteParties(s simulation) string { return fmt.Sprintf("%d parties", s.N) }

// cleBataille is the cache key of a simulation: every parameter that changes its result.
func cleBataille(cfg bataille.Config, s simulation) cache.Cle {
	return cache.Cle{Jeu: "bataille", Parametres: []cache.Parametre{
		{Nom: "regles", Valeur: cfg.Regles.String()},
		{Nom: "j1", Valeur: cfg.Ramassage[0].String()},
		{Nom: "j2", Valeur: cfg.Ramassage[1].String()},
		{Nom: "c", Valeur: strconv.Itoa(cfg.Couleurs)},
		{Nom: "v", Valeur: strconv.Itoa(cfg.Valeurs)},
		{Nom: "n", Valeur: strconv.FormatInt(s.N, 10)},
		{Nom: "g", Valeur: strconv.FormatUint(s.Graine, 10)},
	}}
}

// simulerBataille plays s.N games of cfg and returns their durations, an infinite game counted
// as bataille.DureeInfinie. The histogram is read from the cache when it is there, and stored in it
// otherwise, unless --sans-cache; a cache that cannot be read or written is reported on stderr
// and the simulation goes on without it.
func simulerBataille(c *cli.Context, cfg bataille.Config, s simulation) (*stats.Histogram, error) {
	stderr := c.App.ErrWriter
	dossier, err := cache.Dossier()
	avecCache := !c.Bool(batailleSansCacheFlag.Name)
	if avecCache && err != nil {
		fmt.Fprintf(stderr, "jeux : %v ; simulation sans cache\n", err)
		avecCache = false
	}
	cle := cleBataille(cfg, s)
	if avecCache {
		h, err := cache.Lire(dossier, cle)
		switch {
		case err == nil && h.Total() == s.N:
			return h, nil
		case err == nil:
			fmt.Fprintf(stderr, "jeux : cache corrompu : %s compte %d parties au lieu de %d ; nouveau calcul\n", cle.Fichier(), h.Total(), s.N)
		case errors.Is(err, cache.ErrCorrompue):
			fmt.Fprintf(stderr, "jeux : %v ; nouveau calcul\n", err)
		case !errors.Is(err, cache.ErrAbsente):
			fmt.Fprintf(stderr, "jeux : lecture du cache impossible (%v) ; nouveau calcul\n", err)
		}
	}
	h, err := parallel.Run(c.Context, s.N, s.Graine, s.options(c, batailleChunk),
		func() *stats.Histogram { return new(stats.Histogram) },
		func(ch parallel.Chunk, h *stats.Histogram) {
			bataille.NouveauMoteur(cfg).Durees(h, ch.Rand(), ch.Count)
		},
		(*stats.Histogram).Merge)
	if err != nil {
		return nil, err
	}
	if avecCache {
		if err := cache.Ecrire(dossier, cle, h); err != nil {
			fmt.Fprintf(stderr, "jeux : %v ; résultat non gardé en cache\n", err)
		}
	}
	return h, nil
}

// statBataille is the JSON object of stat (SPEC §2.4). The figures are null when no game ended.
type statBataille struct {
	Regles    string `json:"regles"`
	Couleurs  int    `json:"couleurs"`
	Valeurs   int    `json:"valeurs"`
	Parties   int64  `json:"parties"`
	Graine    uint64 `json:"graine"`
	Min       any    `json:"min"`
	Max       any    `json:"max"`
	Moyenne   any    `json:"moyenne"`
	Mediane   any    `json:"mediane"`
	Mode      any    `json:"mode"`
	IC95      any    `json:"ic95"`
	EcartType any    `json:"ecart_type"`
	PartPaire any    `json:"part_paire"`
	Infinies  int64  `json:"infinies"`

	finies *stats.Histogram
}

func nouvelleStatBataille(cfg bataille.Config, s simulation, h *stats.Histogram) statBataille {
	finies, infinies := bataille.SeparerInfinies(h)
	st := statBataille{Regles: cfg.Regles.String(), Couleurs: cfg.Couleurs, Valeurs: cfg.Valeurs,
		Parties: h.Total(), Graine: s.Graine, Infinies: infinies, finies: finies}
	if finies.Total() > 0 {
		r := finies.Summary()
		st.Min, st.Max, st.Moyenne, st.Mediane, st.Mode = r.Min, r.Max, r.Mean, r.Median, r.Mode
		st.IC95, st.EcartType, st.PartPaire = r.IC95, r.StdDev, r.EvenShare
	}
	return st
}

// lignes are the source's rows of figures, as "label, value" with the value written for people;
// a figure is "—" when no game ended.
func (st statBataille) lignes() [][2]string {
	l := [][2]string{{"parties", rendu.Entier(st.Parties)}}
	valeurs := []string{"—", "—", "—", "—", "—", "—", "—", "—", "—"}
	if st.finies.Total() > 0 {
		r := st.finies.Summary()
		valeurs = []string{strconv.Itoa(r.Min), strconv.Itoa(r.Max), rendu.Nombre(r.Mean, 1), rendu.Nombre(r.Median, 1),
			strconv.Itoa(r.Mode), rendu.Intervalle(float64(r.IC95[0]), float64(r.IC95[1]), 0), rendu.Nombre(r.StdDev, 1),
			rendu.Nombre(r.EvenShare, 4), st.finies.Parity()}
	}
	for i, nom := range []string{"plus courte partie", "plus longue partie", "moyenne", "médiane", "mode",
		"intervalle de confiance", "écart type", "part des durées paires", "parité la plus fréquente"} {
		l = append(l, [2]string{nom, valeurs[i]})
	}
	return append(l, [2]string{"parties infinies", rendu.Entier(st.Infinies)})
}

// lireBatailleSimulation reads everything a simulating command shares.
func lireBatailleSimulation(c *cli.Context) (bataille.Config, simulation, error) {
	if err := aucunArgument(c); err != nil {
		return bataille.Config{}, simulation{}, err
	}
	cfg, err := lireBatailleConfig(c)
	if err != nil {
		return cfg, simulation{}, err
	}
	s, err := lireSimulation(c)
	return cfg, s, err
}

func batailleBrut(c *cli.Context) error {
	cfg, s, err := lireBatailleSimulation(c)
	if err != nil {
		return err
	}
	h, err := simulerBataille(c, cfg, s)
	if err != nil {
		return err
	}
	if s.GraineTiree {
		fmt.Fprintln(c.App.ErrWriter, s.note()) // stdout holds the CSV alone
	}
	return stats.WriteCSV(c.App.Writer, h)
}

func batailleStat(c *cli.Context) error {
	cfg, s, err := lireBatailleSimulation(c)
	if err != nil {
		return err
	}
	h, err := simulerBataille(c, cfg, s)
	if err != nil {
		return err
	}
	st := nouvelleStatBataille(cfg, s, h)
	t := rendu.Tableau{Entete: []string{"indicateur", "valeur"}}
	for _, l := range st.lignes() {
		t.Lignes = append(t.Lignes, l[:])
	}
	return ecrire(c, rendu.Sortie{Notes: []string{noteJeu(cfg), noteParties(s), s.note()}, Tableaux: []rendu.Tableau{t}, JSON: st})
}

func batailleCompare(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	cfg, err := lireBatailleJeu(c)
	if err != nil {
		return err
	}
	s, err := lireSimulation(c)
	if err != nil {
		return err
	}
	type colonne struct {
		statBataille
		Ramassage [2]string `json:"ramassage"`
	}
	var colonnes []colonne
	t := rendu.Tableau{Titre: "Comparaison des règles", Entete: []string{""}}
	regles := []bataille.Config{{Regles: bataille.Paternault, Ramassage: [2]bataille.Ramassage{bataille.Aleatoire, bataille.Aleatoire}}}
	for _, m := range []bataille.Ramassage{bataille.Aleatoire, bataille.Naturelle, bataille.Optimisee} {
		regles = append(regles, bataille.Config{Regles: bataille.Delahaye, Ramassage: [2]bataille.Ramassage{m, m}})
	}
	for i, r := range regles {
		r.Couleurs, r.Valeurs = cfg.Couleurs, cfg.Valeurs
		h, err := simulerBataille(c, r, s)
		if err != nil {
			return err
		}
		st := nouvelleStatBataille(r, s, h)
		colonnes = append(colonnes, colonne{st, [2]string{r.Ramassage[0].String(), r.Ramassage[1].String()}})
		t.Entete = append(t.Entete, nomRegles(r))
		for k, l := range st.lignes() {
			if i == 0 {
				t.Lignes = append(t.Lignes, []string{l[0]})
			}
			t.Lignes[k] = append(t.Lignes[k], l[1])
		}
	}
	notes := []string{fmt.Sprintf("jeu de %d couleurs × %d valeurs ; %d parties par règle", cfg.Couleurs, cfg.Valeurs, s.N), s.note()}
	return ecrire(c, rendu.Sortie{Notes: notes, Tableaux: []rendu.Tableau{t}, JSON: colonnes})
}

// bataillePlage parses an inclusive range "A:B" (or a single number "A") of integers from 1 to
// maxi, with A ≤ B.
func bataillePlage(s string, maxi int) (int, int, error) {
	a, b, deux := strings.Cut(strings.TrimSpace(s), ":")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := lo, error(nil)
	if deux {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	switch {
	case err1 != nil || err2 != nil:
		return 0, 0, fmt.Errorf("plage %q : A:B attendu, deux entiers", s)
	case lo < 1 || hi > maxi || lo > hi:
		return 0, 0, fmt.Errorf("plage %q : A:B attendu avec 1 ≤ A ≤ B ≤ %d", s, maxi)
	}
	return lo, hi, nil
}

func batailleMultistat(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	c1, c2, err := bataillePlage(c.String(bataillePlageCouleursFlag.Name), bataille.MaxCartes)
	if err != nil {
		return erreurUsage("-c/--couleurs : %v", err)
	}
	v1, v2, err := bataillePlage(c.String(bataillePlageValeursFlag.Name), bataille.MaxValeurs)
	if err != nil {
		return erreurUsage("-v/--valeurs : %v", err)
	}
	if c2*v2 > bataille.MaxCartes {
		return erreurUsage("-c/--couleurs × -v/--valeurs : le plus grand jeu, %d × %d, dépasse %d cartes", c2, v2, bataille.MaxCartes)
	}
	var base bataille.Config
	if err := lireBatailleRegles(c, &base); err != nil {
		return err
	}
	s, err := lireSimulation(c)
	if err != nil {
		return err
	}
	figures := []struct {
		titre  string
		valeur func(h *stats.Histogram) string
	}{
		{"Moyennes", func(h *stats.Histogram) string { return rendu.Nombre(h.Mean(), 1) }},
		{"Modes", func(h *stats.Histogram) string { return strconv.Itoa(h.Mode()) }},
		{"Médianes", func(h *stats.Histogram) string { return rendu.Nombre(h.Median(), 1) }},
		{"Intervalles de confiance", func(h *stats.Histogram) string {
			lo, hi := h.Range95()
			return rendu.Intervalle(float64(lo), float64(hi), 0)
		}},
		{"Parité la plus fréquente", (*stats.Histogram).Parity},
	}
	tableaux := make([]rendu.Tableau, len(figures))
	for i, f := range figures {
		tableaux[i] = rendu.Tableau{Titre: f.titre, Entete: []string{"couleurs \\ valeurs"}}
		for v := v1; v <= v2; v++ {
			tableaux[i].Entete = append(tableaux[i].Entete, strconv.Itoa(v))
		}
	}
	var objets []statBataille
	for co := c1; co <= c2; co++ {
		for i := range tableaux {
			tableaux[i].Lignes = append(tableaux[i].Lignes, []string{strconv.Itoa(co)})
		}
		for v := v1; v <= v2; v++ {
			cfg := base
			cfg.Couleurs, cfg.Valeurs = co, v
			var finies *stats.Histogram // nil for a one-card deck
			if cfg.Valider() == nil {
				h, err := simulerBataille(c, cfg, s)
				if err != nil {
					return err
				}
				st := nouvelleStatBataille(cfg, s, h)
				objets = append(objets, st)
				finies = st.finies
			}
			for i, f := range figures {
				cellule := "—"
				if finies != nil && finies.Total() > 0 {
					cellule = f.valeur(finies)
				}
				l := &tableaux[i].Lignes[len(tableaux[i].Lignes)-1]
				*l = append(*l, cellule)
			}
		}
	}
	notes := []string{fmt.Sprintf("règles : %s ; %d parties par jeu", nomRegles(base), s.N), s.note()}
	return ecrire(c, rendu.Sortie{Notes: notes, Tableaux: tableaux, JSON: objets})
}

func bataillePlot(c *cli.Context) error {
	cfg, s, err := lireBatailleSimulation(c)
	if err != nil {
		return err
	}
	chemin := c.String(sortieFlag.Name)
	if err := plot.VerifierChemin(chemin); err != nil {
		return erreurUsage("-o/--sortie : %v", err)
	}
	largeur := c.Int(batailleLargeurFlag.Name)
	if largeur < 1 {
		return erreurUsage("-e/--largeur vaut %d : une largeur de classe d'au moins 1 pli est attendue", largeur)
	}
	h, err := simulerBataille(c, cfg, s)
	if err != nil {
		return err
	}
	finies, _ := bataille.SeparerInfinies(h)
	sousTitre := fmt.Sprintf("%d couleurs × %d valeurs, %s, %d parties", cfg.Couleurs, cfg.Valeurs, nomRegles(cfg), s.N)
	const axeX, axeY = "durée (nombre de plis)", "nombre de parties"
	g := plot.Histogramme(finies, largeur, "Durée d'une partie de bataille\n"+sousTitre, axeX, axeY)
	if c.Bool(bataillePariteFlag.Name) {
		g, err = plot.CourbesParite(finies, "Parité de la durée d'une partie de bataille\n"+sousTitre, axeX, axeY,
			"durées paires", "durées impaires")
		if err != nil {
			return err
		}
	}
	if err := plot.Enregistrer(g, 16*vg.Centimeter, 10*vg.Centimeter, chemin); err != nil {
		return err
	}
	return ecrire(c, rendu.Sortie{
		Notes: []string{noteJeu(cfg), noteParties(s), s.note(), "graphique écrit dans " + chemin},
		JSON:  map[string]any{"fichier": chemin, "parties": s.N, "graine": s.Graine},
	})
}

// resultatBataille is the JSON object of rejoue (SPEC §2.4).
type resultatBataille struct {
	Plis       int  `json:"plis"`
	Gagnant    int  `json:"gagnant"`
	Infinie    bool `json:"infinie"`
	Preperiode int  `json:"preperiode"`
	Periode    int  `json:"periode"`
}

// jouerBataille plays the deal j1/j2 with the random stream r, traced on stdout with --trace,
// and prints its result.
func jouerBataille(c *cli.Context, cfg bataille.Config, j1, j2 []int, r *rand.Rand, notes []string) error {
	f, err := lireFormat(c)
	if err != nil {
		return err
	}
	trace := c.Bool(batailleTraceFlag.Name)
	if trace && (f == rendu.JSON || f == rendu.CSV) {
		return erreurUsage("--trace écrit du texte : il se combine avec -F table ou markdown, pas avec -F %s", f)
	}
	m := bataille.NouveauMoteur(cfg)
	var suivi func(bataille.Pli)
	if trace {
		w := c.App.Writer
		fmt.Fprintf(w, "donne : %s / %s\n", batailleCartes(j1), batailleCartes(j2))
		suivi = func(p bataille.Pli) { batailleEcrirePli(w, p) }
	}
	res := m.Rejoue(j1, j2, r, suivi)
	if trace {
		if res.Infinie {
			fmt.Fprintf(c.App.Writer, "la position du début du pli %d revient : partie infinie\n", res.Preperiode+1)
		}
		fmt.Fprintln(c.App.Writer)
	}
	gagnant := "match nul"
	switch {
	case res.Infinie:
		gagnant = "aucune (partie infinie)"
	case res.Gagnant > 0:
		gagnant = fmt.Sprintf("joueuse %d", res.Gagnant)
	}
	t := rendu.Tableau{Entete: []string{"plis", "gagnante", "infinie", "prépériode", "période"},
		Lignes: [][]string{{strconv.Itoa(res.Plis), gagnant, batailleOuiNon(res.Infinie), strconv.Itoa(res.Preperiode), strconv.Itoa(res.Periode)}}}
	return ecrire(c, rendu.Sortie{Notes: notes, Tableaux: []rendu.Tableau{t},
		JSON: resultatBataille{res.Plis, res.Gagnant, res.Infinie, res.Preperiode, res.Periode}})
}

func batailleOuiNon(b bool) string {
	if b {
		return "oui"
	}
	return "non"
}

// batailleCartes writes a pile as "2 1 3".
func batailleCartes(pile []int) string {
	mots := make([]string, len(pile))
	for i, v := range pile {
		mots[i] = strconv.Itoa(v)
	}
	return strings.Join(mots, " ")
}

// batailleEcrirePli writes one trick of a trace, e.g.
// "pli 4 : 5 contre 5, bataille ; cachées 7 et 2 ; 9 contre 3 → la joueuse 1 ramasse 3 5 9 7 5 2 ; piles 30 / 22".
func batailleEcrirePli(w io.Writer, p bataille.Pli) {
	var parties []string
	for _, d := range p.Duels {
		if d.Cachees != [2]int{} {
			parties = append(parties, fmt.Sprintf("cachées %d et %d", d.Cachees[0], d.Cachees[1]))
		}
		if d.Cartes == [2]int{} {
			continue
		}
		duel := fmt.Sprintf("%d contre %d", d.Cartes[0], d.Cartes[1])
		if d.Cartes[0] == d.Cartes[1] {
			duel += ", bataille"
		}
		parties = append(parties, duel)
	}
	fin := fmt.Sprintf(" → la joueuse %d ramasse %s", p.Gagnant, batailleCartes(p.Ramasse))
	switch {
	case p.Gagnant == 0 && p.Piles == [2]int{}:
		fin = " ; plus de carte pour les deux joueuses : match nul"
	case p.Gagnant == 0:
		fin = fmt.Sprintf(" ; la joueuse %d n'a plus de carte : fin", 1+min(p.Piles[0], 1))
	}
	fmt.Fprintf(w, "pli %d : %s%s ; piles %d / %d\n", p.Numero, strings.Join(parties, " ; "), fin, p.Piles[0], p.Piles[1])
}

func batailleUnePartie(c *cli.Context) error {
	if c.NArg() > 0 {
		return sousCommandeInconnue(c)
	}
	cfg, err := lireBatailleConfig(c)
	if err != nil {
		return err
	}
	s := lireGraine(c)
	// The stream of the runner's first chunk: this game is the first one of "brut -g" with
	// the same seed.
	r := parallel.Chunk{Seed: s.Graine}.Rand()
	j1, j2 := bataille.NouveauMoteur(cfg).Donne(r)
	return jouerBataille(c, cfg, j1, j2, r, []string{noteJeu(cfg), s.note()})
}

func batailleRejoue(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	var cfg bataille.Config
	if err := lireBatailleRegles(c, &cfg); err != nil {
		return err
	}
	var piles [2][]int
	for k, f := range []*cli.StringFlag{batailleJ1Flag, batailleJ2Flag} {
		p, err := bataille.LireDonne(c.String(f.Name))
		if err != nil {
			return erreurUsage("--%s : %v", f.Name, err)
		}
		piles[k] = p
	}
	if err := bataille.VerifierDonne(piles[0], piles[1]); err != nil {
		return erreurUsage("--j1/--j2 : %v", err)
	}
	// Rejoue does not use the deck, but a Moteur needs a valid one: one of the deal's size.
	cfg.Couleurs, cfg.Valeurs = len(piles[0])+len(piles[1]), 1
	notes := []string{"règles : " + nomRegles(cfg)}
	s := lireGraine(c)
	if !cfg.Deterministe() {
		notes = append(notes, s.note())
	}
	return jouerBataille(c, cfg, piles[0], piles[1], parallel.Chunk{Seed: s.Graine}.Rand(), notes)
}

func batailleExact(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	cfg, err := lireBatailleJeu(c)
	if err != nil {
		return err
	}
	if cfg.Cartes() > bataille.ExactMaxCartes {
		return erreurUsage("-c/--couleurs × -v/--valeurs = %d cartes : le calcul exact accepte au plus %d cartes", cfg.Cartes(), bataille.ExactMaxCartes)
	}
	e, err := bataille.CalculeExact(cfg.Couleurs, cfg.Valeurs)
	if err != nil {
		return err
	}
	methode := "système (I − Q)t = 1 résolu par le paquet markov (gonum/mat)"
	if !e.MoyenneMarkov {
		methode = fmt.Sprintf("somme de la distribution : %d positions, trop pour une matrice dense (au plus %d)", e.Etats, bataille.ExactMaxEtatsMarkov)
	}
	notes := []string{
		fmt.Sprintf("règles : paternault ; jeu de %d couleurs × %d valeurs", cfg.Couleurs, cfg.Valeurs),
		fmt.Sprintf("chaîne de Markov sur les positions (les deux piles au début d'un pli) : %d positions", e.Etats),
		fmt.Sprintf("distribution propagée pli par pli jusqu'à une masse restante < %g (reste : %.3g)", bataille.ExactMasse, e.Reste),
		"moyenne : " + methode,
	}
	resume := rendu.Tableau{Entete: []string{"moyenne", "part des durées paires"},
		Lignes: [][]string{{rendu.Nombre(e.Moyenne, 6), rendu.Nombre(e.PartPaire(), 6)}}}
	dist := rendu.Tableau{Titre: "Distribution des durées", Entete: []string{"durée", "probabilité"}}
	paires := [][2]float64{}
	for d, p := range e.Distribution {
		if p > 0 {
			paires = append(paires, [2]float64{float64(d), p})
			dist.Lignes = append(dist.Lignes, []string{strconv.Itoa(d), strconv.FormatFloat(p, 'g', 12, 64)})
		}
	}
	return ecrire(c, rendu.Sortie{Notes: notes, Tableaux: []rendu.Tableau{resume, dist}, JSON: map[string]any{
		"part_paire": e.PartPaire(), "moyenne": e.Moyenne, "distribution": paires,
	}})
}

func batailleLscache(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	dossier, err := cache.Dossier()
	if err != nil {
		return err
	}
	entrees, err := cache.Lister(dossier, "bataille")
	if err != nil {
		return err
	}
	// An entry of lscache -F json.
	type entree struct {
		Regles    string    `json:"regles"`
		Ramassage [2]string `json:"ramassage"`
		Couleurs  uint64    `json:"couleurs"`
		Valeurs   uint64    `json:"valeurs"`
		Parties   uint64    `json:"parties"`
		Graine    uint64    `json:"graine"`
		Fichier   string    `json:"fichier"`
		Octets    int64     `json:"octets"`
	}
	objets := []entree{}
	for _, e := range entrees {
		k := e.Cle
		var nombres [4]uint64
		lisible := true
		for i, nom := range []string{"c", "v", "n", "g"} {
			n, err := strconv.ParseUint(k.Valeur(nom), 10, 64)
			nombres[i], lisible = n, lisible && err == nil
		}
		if lisible { // otherwise not a file this command wrote
			objets = append(objets, entree{k.Valeur("regles"), [2]string{k.Valeur("j1"), k.Valeur("j2")},
				nombres[0], nombres[1], nombres[2], nombres[3], e.Fichier, e.Octets})
		}
	}
	// File names sort 13 before 2: sort by the parameters' values instead.
	slices.SortFunc(objets, func(a, b entree) int {
		return cmp.Or(strings.Compare(a.Regles, b.Regles), strings.Compare(a.Ramassage[0], b.Ramassage[0]),
			strings.Compare(a.Ramassage[1], b.Ramassage[1]), cmp.Compare(a.Couleurs, b.Couleurs),
			cmp.Compare(a.Valeurs, b.Valeurs), cmp.Compare(a.Parties, b.Parties), cmp.Compare(a.Graine, b.Graine))
	})
	t := rendu.Tableau{Entete: []string{"règles", "ramassage j1", "ramassage j2", "couleurs", "valeurs", "parties", "graine", "octets"}}
	for _, e := range objets {
		t.Lignes = append(t.Lignes, []string{e.Regles, e.Ramassage[0], e.Ramassage[1], strconv.FormatUint(e.Couleurs, 10),
			strconv.FormatUint(e.Valeurs, 10), strconv.FormatUint(e.Parties, 10), strconv.FormatUint(e.Graine, 10), rendu.Entier(e.Octets)})
	}
	notes := []string{"dossier du cache : " + dossier}
	if len(objets) == 0 {
		notes = append(notes, "aucune simulation en cache")
	}
	return ecrire(c, rendu.Sortie{Notes: notes, Tableaux: []rendu.Tableau{t}, JSON: objets})
}
