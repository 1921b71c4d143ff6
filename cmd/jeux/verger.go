//go:build ignore

package main

import (
	"bufio"
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"
	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"

	"jeux/games/verger"
	"jeux/parallel"
	"jeux/rendu"
	"jeux/stats"
	"jeux/stats/plot"
)

// Flags of the verger commands. The game's size has its own defaults per command (the original
// box, or the source's small game for markov and graphe), so those flags are built by a function.
var (
	vergerPanierFlag = &cli.StringFlag{
		Name: "panier", Aliases: []string{"p"}, Value: "max",
		Usage: "stratégie du panier : max, min, random, meilleure, pire (toutes : chacune)",
	}
	vergerStrategieFlag = &cli.StringFlag{
		Name: "panier", Aliases: []string{"p"}, Value: "max",
		Usage: "stratégie du panier : max, min, random, meilleure ou pire",
	}
	vergerPanierFruitsFlag = &cli.IntFlag{
		Name: "panier-fruits", Value: verger.Originale.PanierFruits,
		Usage: "fruits cueillis par le panier (1 pour la variante « Mon premier verger »)",
	}
	vergerExactFlag = &cli.BoolFlag{
		Name:  "exact",
		Usage: "calcul en fractions exactes (math/big), affichées en plus des décimales",
	}
	vergerGraphiqueFlag = &cli.StringFlag{
		Name: "graphique", Value: "strategies",
		Usage: "strategies (probabilité selon le corbeau, par stratégie), probabilites (carte arbres × fruits) ou seuils (corbeau minimal)",
	}
)

// vergerTailleFlags are -a, -f and (unless sansCorbeau) -c with the given defaults.
func vergerTailleFlags(arbres, fruits, corbeau int, sansCorbeau bool) []cli.Flag {
	f := []cli.Flag{
		&cli.IntFlag{Name: "arbres", Aliases: []string{"a"}, Value: arbres,
			Usage: fmt.Sprintf("nombre d'arbres, donc de faces « arbre » du dé (1 à %d)", verger.MaxArbres)},
		&cli.IntFlag{Name: "fruits", Aliases: []string{"f"}, Value: fruits, Usage: "fruits par arbre (au moins 1)"},
	}
	if !sansCorbeau {
		f = append(f, &cli.IntFlag{Name: "corbeau", Aliases: []string{"c"}, Value: corbeau,
			Usage: "pièces du puzzle du corbeau (au moins 1)"})
	}
	return f
}

const (
	// vergerSimuleN games answer in about a second: a game of the original box takes 2 µs.
	vergerSimuleN = 500_000
	// vergerMaxMarkov bounds the matrix that markov prints: beyond, a table is unreadable.
	vergerMaxMarkov = 60
	// vergerMaxGraphe bounds the DOT graph; Graphviz still lays out a few thousand nodes.
	vergerMaxGraphe = 5000
	// vergerCarte is the side of the source's heat maps: 1 to 10 trees, 1 to 10 fruits.
	vergerCarte = 10
)

func vergerCommand() *cli.Command {
	o := verger.Originale
	petit := vergerTailleFlags(2, 2, 2, false)
	return &cli.Command{
		Name:  "verger",
		Usage: "probabilité exacte de gagner au Verger, selon la stratégie du panier",
		UsageText: "jeux verger [-a 4 -f 10 -c 9] [-p max|min|random|meilleure|pire|toutes] [--panier-fruits 2] [--exact]\n" +
			"jeux verger seuil|markov|simule|plot|graphe [options]",
		Flags:  append(vergerTailleFlags(o.Arbres, o.Fruits, o.Corbeau, false), vergerPanierFlag, vergerPanierFruitsFlag, vergerExactFlag, formatFlag),
		Action: vergerProbabilite,
		Subcommands: []*cli.Command{
			{
				Name:      "seuil",
				Usage:     "le plus petit corbeau qui donne plus d'une chance sur deux de gagner",
				UsageText: "jeux verger seuil [-a 4 -f 10] [-p max] [--exact]",
				Flags:     append(vergerTailleFlags(o.Arbres, o.Fruits, 0, true), vergerPanierFlag, vergerPanierFruitsFlag, vergerExactFlag, formatFlag),
				Action:    vergerSeuil,
			},
			{
				Name:      "markov",
				Usage:     "la chaîne de Markov absorbante : matrice de transition et probabilité de gagner de chaque état, par (I − Q)B = R",
				UsageText: "jeux verger markov [-a 2 -f 2 -c 2] [-p max]",
				Flags:     append(petit, vergerStrategieFlag, vergerPanierFruitsFlag, formatFlag),
				Action:    vergerMarkov,
			},
			{
				Name:      "simule",
				Usage:     "estimation par parties tirées au hasard, avec son intervalle à 95 %, à côté de la valeur exacte",
				UsageText: "jeux verger simule [-n 500000] [-g GRAINE] [-a 4 -f 10 -c 9] [-p max]",
				Flags:     append(vergerTailleFlags(o.Arbres, o.Fruits, o.Corbeau, false), append([]cli.Flag{vergerPanierFlag, vergerPanierFruitsFlag}, simulationFlags(vergerSimuleN)...)...),
				Action:    vergerSimule,
			},
			{
				Name:      "plot",
				Usage:     "les graphiques de la source : stratégies comparées, carte des probabilités, carte des seuils",
				UsageText: "jeux verger plot -o FICHIER.{png,svg,pdf} [--graphique strategies|probabilites|seuils] [-a 4 -f 10 -c 9] [-p max]",
				Flags:     append(vergerTailleFlags(o.Arbres, o.Fruits, o.Corbeau, false), sortieFlag, vergerGraphiqueFlag, vergerStrategieFlag, vergerPanierFruitsFlag, workersFlag),
				Action:    vergerPlot,
			},
			{
				Name:      "graphe",
				Usage:     "le graphe des états au format Graphviz (DOT), comme dans la source",
				UsageText: "jeux verger graphe [-a 2 -f 2 -c 2] [-p max] | dot -Tpng > graphe.png",
				Flags:     append(vergerTailleFlags(2, 2, 2, false), vergerStrategieFlag, vergerPanierFruitsFlag),
				Action:    vergerGraphe,
			},
		},
	}
}

// vergerLireConfig reads and checks the game's flags; toutes is accepted when the command can
// show every strategy, and gives them all. Without -c (seuil) the raven is set to one piece.
func vergerLireConfig(c *cli.Context, toutesPermis, avecCorbeau bool) (verger.Config, []verger.Strategie, error) {
	cfg := verger.Config{
		Arbres:       c.Int("arbres"),
		Fruits:       c.Int("fruits"),
		Corbeau:      1,
		PanierFruits: c.Int(vergerPanierFruitsFlag.Name),
	}
	if avecCorbeau {
		cfg.Corbeau = c.Int("corbeau")
	}
	var strategies []verger.Strategie
	nom := c.String(vergerPanierFlag.Name)
	if nom == "toutes" && toutesPermis {
		strategies = verger.Strategies
	} else {
		s, err := verger.ParseStrategie(nom)
		if err != nil {
			permis := "max, min, random, meilleure, pire"
			if toutesPermis {
				permis += " ou toutes"
			}
			return cfg, nil, erreurUsage("-p/--panier : stratégie %q inconnue ; stratégies acceptées : %s", nom, permis)
		}
		strategies = []verger.Strategie{s}
	}
	cfg.Strategie = strategies[0]
	if err := cfg.Valider(); err != nil {
		var ec *verger.ErreurConfig
		if errors.As(err, &ec) {
			option := map[string]string{"arbres": "-a/--arbres", "fruits": "-f/--fruits", "corbeau": "-c/--corbeau", "panier-fruits": "--panier-fruits"}[ec.Champ]
			return cfg, nil, erreurUsage("%s vaut %d : %s est attendu", option, ec.Valeur, ec.Permis)
		}
		return cfg, nil, err
	}
	return cfg, strategies, nil
}

// vergerVerifierMemoire refuses, before anything is allocated, a computation that would not fit
// in the memory available.
func vergerVerifierMemoire(cfg verger.Config, strategies []verger.Strategie, exact, complet bool) error {
	dispo := memoireDisponible()
	for _, s := range strategies {
		cfg.Strategie = s
		b := verger.Estimer(cfg, exact, complet)
		if b.Octets <= dispo {
			continue
		}
		taille := "plus de 2³¹ répartitions des fruits"
		if b.Vecteurs < math.MaxInt64 {
			taille = fmt.Sprintf("%d répartitions des fruits × %d pièces = %s positions", b.Vecteurs, cfg.Corbeau, vergerGrand(b.Positions))
		}
		besoin := "trop pour être indexé"
		if b.Octets < math.MaxInt64 {
			besoin = "environ " + vergerOctets(b.Octets)
		}
		return erreurUsage("configuration trop grande (-a %d -f %d -c %d, -p %v) : %s, %s de mémoire pour %s disponibles",
			cfg.Arbres, cfg.Fruits, cfg.Corbeau, s, taille, besoin, vergerOctets(dispo))
	}
	return nil
}

// memoireDisponible reads MemAvailable from /proc/meminfo; elsewhere it assumes 4 GiB.
func memoireDisponible() int64 {
	const defaut = 4 << 30
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return defaut
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		champs := strings.Fields(sc.Text())
		if len(champs) >= 2 && champs[0] == "MemAvailable:" {
			if ko, err := strconv.ParseInt(champs[1], 10, 64); err == nil {
				return ko << 10
			}
		}
	}
	return defaut
}

func vergerOctets(n int64) string {
	switch {
	case n >= 1<<30:
		return rendu.Nombre(float64(n)/(1<<30), 1) + " Gio"
	case n >= 1<<20:
		return rendu.Nombre(float64(n)/(1<<20), 1) + " Mio"
	}
	return rendu.Nombre(float64(n)/(1<<10), 1) + " kio"
}

func vergerGrand(n int64) string {
	if n == math.MaxInt64 {
		return "plus de 9·10¹⁸"
	}
	return rendu.Entier(n)
}

// vergerDecrire is the note line that states the game.
func vergerDecrire(cfg verger.Config) string {
	return fmt.Sprintf("verger : %s de %s, corbeau de %s, panier de %s, dé de %d faces",
		vergerNombre(cfg.Arbres, "arbre"), vergerNombre(cfg.Fruits, "fruit"), vergerNombre(cfg.Corbeau, "pièce"),
		vergerNombre(cfg.PanierFruits, "fruit"), cfg.Arbres+2)
}

// vergerNombre writes a count with its noun, singular for one.
func vergerNombre(n int, nom string) string {
	if n > 1 {
		nom += "s"
	}
	return strconv.Itoa(n) + " " + nom
}

// vergerJSON is one answer of `jeux verger` in JSON (SPEC §4.2).
type vergerJSON struct {
	Arbres       int     `json:"arbres"`
	Fruits       int     `json:"fruits"`
	Corbeau      int     `json:"corbeau"`
	Strategie    string  `json:"strategie"`
	Probabilite  float64 `json:"probabilite"`
	Fraction     *string `json:"fraction"`
	DureeMoyenne float64 `json:"duree_moyenne"`
}

func vergerProbabilite(c *cli.Context) error {
	if c.NArg() > 0 {
		return sousCommandeInconnue(c)
	}
	cfg, strategies, err := vergerLireConfig(c, true, true)
	if err != nil {
		return err
	}
	exact := c.Bool(vergerExactFlag.Name)
	if err := vergerVerifierMemoire(cfg, strategies, exact, false); err != nil {
		return err
	}
	entete := []string{"Stratégie", "Probabilité de gagner", "Durée moyenne (lancers)"}
	if exact {
		entete = []string{"Stratégie", "Probabilité de gagner", "Fraction exacte", "Durée moyenne (lancers)"}
	}
	var lignes [][]string
	var objets []vergerJSON
	// One step per layer of pieces; the bar only shows on a terminal, and only matters for the
	// large or exact computations that take more than a second.
	avance := progression(c, int64(cfg.Corbeau*len(strategies)))
	suivi := func() {
		if avance != nil {
			avance(1)
		}
	}
	for _, s := range strategies {
		cfg.Strategie = s
		res, err := verger.CalculerSuivi(c.Context, cfg, exact, suivi)
		if err != nil {
			return err
		}
		o := vergerJSON{cfg.Arbres, cfg.Fruits, cfg.Corbeau, s.String(), res.Probabilite, nil, res.DureeMoyenne}
		ligne := []string{s.String(), rendu.Nombre(res.Probabilite, 6)}
		if exact {
			f := res.Fraction.RatString()
			o.Fraction = &f
			ligne = append(ligne, f)
		}
		lignes = append(lignes, append(ligne, rendu.Nombre(res.DureeMoyenne, 2)))
		objets = append(objets, o)
	}
	sortie := rendu.Sortie{
		Notes:    []string{vergerDecrire(cfg)},
		Tableaux: []rendu.Tableau{{Entete: entete, Lignes: lignes}},
		JSON:     unOuTous(objets),
	}
	return ecrire(c, sortie)
}

// unOuTous is the JSON of one strategy's result, or the array of every strategy's with -p toutes.
func unOuTous[T any](objets []T) any {
	if len(objets) == 1 {
		return objets[0]
	}
	return objets
}

func vergerSeuil(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	cfg, strategies, err := vergerLireConfig(c, true, false)
	if err != nil {
		return err
	}
	exact := c.Bool(vergerExactFlag.Name)
	// The threshold's size is not known in advance; one piece is enough to size the layers.
	if err := vergerVerifierMemoire(cfg, strategies, exact, false); err != nil {
		return err
	}
	type seuilJSON struct {
		Strategie   string   `json:"strategie,omitempty"`
		Corbeau     int      `json:"corbeau"`
		Probabilite float64  `json:"probabilite"`
		Fraction    *string  `json:"fraction,omitempty"`
		Courbe      []string `json:"-"`
	}
	var objets []seuilJSON
	var tableaux []rendu.Tableau
	for _, s := range strategies {
		cfg.Strategie = s
		r, err := verger.Seuil(c.Context, cfg, exact)
		if err != nil {
			return err
		}
		o := seuilJSON{Corbeau: r.Corbeau, Probabilite: r.Probabilite}
		if len(strategies) > 1 {
			o.Strategie = s.String()
		}
		if exact {
			f := r.Fraction.RatString()
			o.Fraction = &f
		}
		objets = append(objets, o)
		// The curve up to the threshold, to see how it is crossed.
		cfg.Corbeau = r.Corbeau
		res, err := verger.Calculer(c.Context, cfg, false)
		if err != nil {
			return err
		}
		var lignes [][]string
		for i, p := range res.ParCorbeau {
			lignes = append(lignes, []string{strconv.Itoa(i + 1), rendu.Nombre(p, 6)})
		}
		tableaux = append(tableaux, rendu.Tableau{
			Titre:  fmt.Sprintf("Stratégie %v : %d pièces suffisent (probabilité %s)", s, r.Corbeau, rendu.Nombre(r.Probabilite, 6)),
			Entete: []string{"Pièces du corbeau", "Probabilité de gagner"},
			Lignes: lignes,
		})
	}
	sortie := rendu.Sortie{
		Notes: []string{fmt.Sprintf("verger : %s de %s, panier de %s ; plus petit corbeau donnant plus d'une chance sur deux",
			vergerNombre(cfg.Arbres, "arbre"), vergerNombre(cfg.Fruits, "fruit"), vergerNombre(cfg.PanierFruits, "fruit"))},
		Tableaux: tableaux,
		JSON:     unOuTous(objets),
	}
	return ecrire(c, sortie)
}

// vergerConstruireGraphe builds the chain of a configuration small enough to be shown.
func vergerConstruireGraphe(c *cli.Context, limite int) (*verger.Graphe, error) {
	cfg, _, err := vergerLireConfig(c, false, true)
	if err != nil {
		return nil, err
	}
	if n := verger.Estimer(cfg, false, false).Positions; n > int64(limite) {
		return nil, erreurUsage("configuration trop grande pour « %s » : %s positions (au plus %d) ; réduire -a, -f ou -c",
			c.Command.HelpName, vergerGrand(n), limite)
	}
	return verger.NouveauGraphe(c.Context, cfg, limite)
}

func vergerMarkov(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	g, err := vergerConstruireGraphe(c, vergerMaxMarkov)
	if err != nil {
		return err
	}
	pr, err := g.Probabilites(c.Context)
	if err != nil {
		return err
	}
	n := g.Len()
	etats := make([]string, n)
	for i := range n {
		etats[i] = g.Libelle(i)
	}
	cellules := make([][]string, n)
	for i := range cellules {
		cellules[i] = make([]string, n+1)
		cellules[i][0] = etats[i]
		for j := 1; j <= n; j++ {
			cellules[i][j] = "0"
		}
	}
	for _, t := range g.Transitions {
		cellules[t.De][t.Vers+1] = t.Probabilite.RatString()
	}
	cellules[g.Defaite()][g.Defaite()+1] = "1"
	cellules[g.Victoire()][g.Victoire()+1] = "1"

	probabilites := make(map[string]float64, n)
	var lignes [][]string
	for i := range n {
		probabilites[etats[i]] = pr.Chaine[i]
		lignes = append(lignes, []string{etats[i], rendu.Nombre(pr.Chaine[i], 12), rendu.Nombre(pr.Recurrence[i], 12)})
	}
	// Both are float64 computations of the same numbers by different routes: they agree to
	// rounding, far below this.
	if pr.Ecart > 1e-9 {
		return fmt.Errorf("la chaîne et la récurrence diffèrent de %g : calcul incohérent", pr.Ecart)
	}
	return ecrire(c, rendu.Sortie{
		Notes: []string{
			vergerDecrire(g.Config) + ", stratégie " + g.Config.Strategie.String(),
			"dé réduit aux faces utiles (la face d'un arbre vide est relancée), comme dans la source",
			fmt.Sprintf("écart maximal entre (I − Q)B = R et la récurrence : %.1e", pr.Ecart),
		},
		Tableaux: []rendu.Tableau{
			{Titre: "Matrice de transition (ligne : état de départ)", Entete: append([]string{"de \\ vers"}, etats...), Lignes: cellules},
			{Titre: "Probabilité de gagner depuis chaque état", Entete: []string{"État", "Chaîne (I − Q)B = R", "Récurrence"}, Lignes: lignes},
		},
		JSON: struct {
			Etats        []string           `json:"etats"`
			Probabilites map[string]float64 `json:"probabilites"`
		}{etats, probabilites},
	})
}

func vergerGraphe(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	g, err := vergerConstruireGraphe(c, vergerMaxGraphe)
	if err != nil {
		return err
	}
	_, err = c.App.Writer.Write(vergerDOT(g))
	return err
}

// vergerDOT writes the graph as the source does: nodes named A, B, … (then AA, AB, …) labelled
// with their state, one rank per advance from the start (Config.Avancement), the final states last.
func vergerDOT(g *verger.Graphe) []byte {
	var b bytes.Buffer
	b.WriteString("digraph {\n")
	nom := func(i int) string {
		s := ""
		for i++; i > 0; i = (i - 1) / 26 {
			s = string(rune('A'+(i-1)%26)) + s
		}
		return s
	}
	libelle := map[int]string{g.Defaite(): "💀", g.Victoire(): "🎉"}
	for i := range g.Len() {
		l, ok := libelle[i]
		if !ok {
			l = g.Libelle(i)
		}
		fmt.Fprintf(&b, "  %s[label=\"%s\\n%s\", shape=circle];\n", nom(i), nom(i), l)
	}
	b.WriteString("\n")
	niveau := func(i int) int {
		if i >= len(g.Etats) {
			return math.MaxInt
		}
		return g.Config.Avancement(g.Etats[i])
	}
	for i := 0; i < g.Len(); {
		j := i
		var noms []string
		for ; j < g.Len() && niveau(j) == niveau(i); j++ {
			noms = append(noms, nom(j)+";")
		}
		fmt.Fprintf(&b, "  {rank=same; %s}\n", strings.Join(noms, " "))
		i = j
	}
	b.WriteString("\n")
	for _, t := range g.Transitions {
		fmt.Fprintf(&b, "  %s -> %s[label=\"%s\"];\n", nom(t.De), nom(t.Vers), t.Probabilite.RatString())
	}
	fmt.Fprintf(&b, "\n  %s -> %s[label=\"1\"];\n", nom(g.Defaite()), nom(g.Defaite()))
	fmt.Fprintf(&b, "  %s -> %s[label=\"1\"];\n}\n", nom(g.Victoire()), nom(g.Victoire()))
	return b.Bytes()
}

func vergerSimule(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	cfg, strategies, err := vergerLireConfig(c, true, true)
	if err != nil {
		return err
	}
	sim, err := lireSimulation(c)
	if err != nil {
		return err
	}
	if err := vergerVerifierMemoire(cfg, strategies, false, true); err != nil {
		return err
	}
	type simuleJSON struct {
		Strategie    string     `json:"strategie"`
		Parties      int64      `json:"parties"`
		Graine       uint64     `json:"graine"`
		Victoires    int64      `json:"victoires"`
		Estimation   float64    `json:"estimation"`
		IC95         [2]float64 `json:"ic95"`
		Probabilite  float64    `json:"probabilite"`
		DureeSimulee float64    `json:"duree_simulee"`
		DureeMoyenne float64    `json:"duree_moyenne"`
	}
	var objets []simuleJSON
	var lignes [][]string
	for _, s := range strategies {
		cfg.Strategie = s
		exact, err := verger.Calculer(c.Context, cfg, false)
		if err != nil {
			return err
		}
		joueur, err := verger.NouveauJoueur(c.Context, cfg)
		if err != nil {
			return err
		}
		b, err := parallel.Run(c.Context, sim.N, sim.Graine, sim.options(c, 0),
			func() *verger.Bilan { return new(verger.Bilan) },
			func(ch parallel.Chunk, b *verger.Bilan) { b.Simuler(joueur, ch.Rand(), ch.Count) },
			(*verger.Bilan).Fusionner)
		if err != nil {
			return err
		}
		p := stats.Proportion{Hits: b.Victoires, Trials: b.Parties}
		lo, hi := p.Wilson95()
		duree := b.DureeMoyenne()
		objets = append(objets, simuleJSON{s.String(), b.Parties, sim.Graine, b.Victoires, p.Value(), [2]float64{lo, hi},
			exact.Probabilite, duree, exact.DureeMoyenne})
		dedans := "oui"
		if exact.Probabilite < lo || exact.Probabilite > hi {
			dedans = "non"
		}
		lignes = append(lignes, []string{s.String(), rendu.Nombre(p.Value(), 4), rendu.Intervalle(lo, hi, 4),
			rendu.Nombre(exact.Probabilite, 4), dedans, rendu.Nombre(duree, 2), rendu.Nombre(exact.DureeMoyenne, 2)})
	}
	sortie := rendu.Sortie{
		Notes: []string{sim.note(), vergerDecrire(cfg), fmt.Sprintf("%d parties par stratégie", sim.N)},
		Tableaux: []rendu.Tableau{{
			Entete: []string{"Stratégie", "Estimation", "IC 95 % (Wilson)", "Exacte", "Exacte dans l'IC", "Lancers (simulés)", "Lancers (exacts)"},
			Lignes: lignes,
		}},
		JSON: unOuTous(objets),
	}
	return ecrire(c, sortie)
}

func vergerPlot(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	cfg, _, err := vergerLireConfig(c, false, true)
	if err != nil {
		return err
	}
	chemin := c.String(sortieFlag.Name)
	if err := plot.VerifierChemin(chemin); err != nil {
		return erreurUsage("-o/--sortie : %v", err)
	}
	workers := c.Int(workersFlag.Name)
	if workers < 1 {
		return erreurUsage("-w/--workers (ou WORKERS) vaut %d : un entier d'au moins 1 est attendu", workers)
	}
	var p *gonumplot.Plot
	switch g := c.String(vergerGraphiqueFlag.Name); g {
	case "strategies":
		if err := vergerVerifierMemoire(cfg, verger.Strategies, false, false); err != nil {
			return err
		}
		p, err = vergerCourbes(c, cfg)
	case "probabilites", "seuils":
		grand := cfg
		grand.Arbres, grand.Fruits = vergerCarte, vergerCarte
		if err := vergerVerifierMemoire(grand, []verger.Strategie{cfg.Strategie}, false, false); err != nil {
			return err
		}
		p, err = vergerCartes(c, cfg, g == "seuils", workers)
	default:
		return erreurUsage("--graphique : %q inconnu ; graphiques acceptés : strategies, probabilites, seuils", g)
	}
	if err != nil {
		return err
	}
	return plot.Enregistrer(p, 7*vg.Inch, 5.5*vg.Inch, chemin)
}

// vergerCourbes is the source's first chart: the probability of winning against the number of
// raven pieces, one curve per strategy.
func vergerCourbes(c *cli.Context, cfg verger.Config) (*gonumplot.Plot, error) {
	var courbes []plot.Courbe
	for _, s := range verger.Strategies {
		cfg.Strategie = s
		res, err := verger.Calculer(c.Context, cfg, false)
		if err != nil {
			return nil, err
		}
		x := make([]float64, len(res.ParCorbeau))
		for i := range x {
			x[i] = float64(i + 1)
		}
		courbes = append(courbes, plot.Courbe{Nom: s.String(), X: x, Y: res.ParCorbeau})
	}
	titre := fmt.Sprintf("Verger : %s de %s, panier de %s",
		vergerNombre(cfg.Arbres, "arbre"), vergerNombre(cfg.Fruits, "fruit"), vergerNombre(cfg.PanierFruits, "fruit"))
	p, err := plot.Courbes(titre, "pièces du corbeau", "probabilité de gagner", courbes, 0.5)
	if err != nil {
		return nil, err
	}
	// A probability axis from 0 to 1 by tenths, and every number of pieces on the other.
	p.Y.Min, p.Y.Max = 0, 1
	var y, x gonumplot.ConstantTicks
	for i := 0; i <= 10; i++ {
		y = append(y, gonumplot.Tick{Value: float64(i) / 10, Label: rendu.Nombre(float64(i)/10, 1)})
	}
	pas := max(1, cfg.Corbeau/20)
	for k := 1; k <= cfg.Corbeau; k++ {
		t := gonumplot.Tick{Value: float64(k)}
		if k%pas == 0 || k == 1 {
			t.Label = strconv.Itoa(k)
		}
		x = append(x, t)
	}
	p.Y.Tick.Marker, p.X.Tick.Marker = y, x
	return p, nil
}

// vergerCartes draws the source's heat maps over 1–10 trees × 1–10 fruits: the probability of
// winning with cfg.Corbeau pieces, or the smallest raven above one chance in two. Each cell is one
// chunk of the parallel runner, so the chart is the same whatever the number of workers.
func vergerCartes(c *cli.Context, cfg verger.Config, seuils bool, workers int) (*gonumplot.Plot, error) {
	n := vergerCarte * vergerCarte
	// One chunk per cell; a cell's error (an interruption) is carried to the merge, not dropped.
	type cellules struct {
		valeurs map[int]float64
		err     error
	}
	res, err := parallel.Run(c.Context, int64(n), 0, parallel.Options{Workers: workers, ChunkSize: 1, Progress: progression(c, int64(n))},
		func() *cellules { return &cellules{valeurs: map[int]float64{}} },
		func(ch parallel.Chunk, v *cellules) {
			k := int(ch.First)
			cellule := cfg
			cellule.Arbres, cellule.Fruits = k/vergerCarte+1, k%vergerCarte+1
			if seuils {
				r, err := verger.Seuil(c.Context, cellule, false)
				v.valeurs[k], v.err = float64(r.Corbeau), err
				return
			}
			r, err := verger.Calculer(c.Context, cellule, false)
			v.valeurs[k], v.err = r.Probabilite, err
		},
		func(dst, src *cellules) {
			maps.Copy(dst.valeurs, src.valeurs)
			dst.err = cmp.Or(dst.err, src.err)
		})
	if err == nil {
		err = res.err
	}
	if err != nil {
		return nil, err
	}
	valeurs := res.valeurs
	carte := plot.CarteChaleur{AxeX: "fruits par arbre", AxeY: "arbres"}
	for i := 1; i <= vergerCarte; i++ {
		carte.Colonnes = append(carte.Colonnes, float64(i))
		carte.Lignes = append(carte.Lignes, float64(i))
	}
	carte.Valeurs = make([][]float64, vergerCarte)
	for a := range vergerCarte {
		carte.Valeurs[a] = make([]float64, vergerCarte)
		for f := range vergerCarte {
			carte.Valeurs[a][f] = valeurs[a*vergerCarte+f]
		}
	}
	if seuils {
		carte.Titre = fmt.Sprintf("Plus petit corbeau donnant plus d'une chance sur deux (%v, panier de %d)", cfg.Strategie, cfg.PanierFruits)
		carte.Texte = func(v float64) string { return strconv.Itoa(int(v)) }
	} else {
		carte.Titre = fmt.Sprintf("Probabilité de gagner avec %s du corbeau (%v, panier de %d)", vergerNombre(cfg.Corbeau, "pièce"), cfg.Strategie, cfg.PanierFruits)
	}
	return carte.Plot()
}
