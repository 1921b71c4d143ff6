//go:build ignore

package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"jeux/games/dominos"
	"jeux/parallel"
	"jeux/rendu"
	"jeux/stats"
)

// Flags of the dominos commands, defined once.
var (
	dominosMaxFlag = &cli.IntFlag{
		Name: "max", Value: dominos.ReglesStandard.Max,
		Usage: fmt.Sprintf("jeu double-MAX : plus grande valeur d'une demi-tuile (1 à %d)", dominos.MaxValeur),
	}
	dominosMainFlag = &cli.IntFlag{
		Name: "main", Value: dominos.ReglesStandard.Main,
		Usage: "nombre de tuiles de chaque main (les deux mains doivent tenir dans le jeu)",
	}
	dominosDecompteFlag = &cli.BoolFlag{
		Name:  "decompte-2012",
		Usage: "compter 2·x par tuile restante, comme le programme de 2012, au lieu de x + y",
	}
	dominosS1Flag = &cli.StringFlag{
		Name: "s1", Value: "plus_de_points",
		Usage: "stratégie du joueur 1 (" + strings.Join(dominos.Noms(), ", ") + ")",
	}
	dominosS2Flag = &cli.StringFlag{
		Name: "s2", Value: "hasard",
		Usage: "stratégie du joueur 2 (" + strings.Join(dominos.Noms(), ", ") + ")",
	}
	dominosStrategiesFlag = &cli.StringFlag{
		Name:  "strategies",
		Usage: "stratégies du championnat, séparées par des virgules (absent : toutes)",
	}
)

// Default numbers of games: a tournament of the source's size answers in a tenth of a second
// with the 2012 strategies (a few seconds with anticipation, about 70 µs a game); a
// championship plays that many games per seating of each pair, about 2 s on two cores.
const (
	dominosTournoiN     = 100_000
	dominosChampionnatN = 5_000
	// dominosChunk keeps a chunk under about 50 ms even with anticipation (~70 µs a game).
	dominosChunk = 512
)

func dominosReglesFlags() []cli.Flag {
	return []cli.Flag{dominosMaxFlag, dominosMainFlag, dominosDecompteFlag}
}

func dominosCommand() *cli.Command {
	return &cli.Command{
		Name:  "dominos",
		Usage: "tournois de stratégies au jeu de dominos à deux joueurs (dossier de 2012)",
		Subcommands: []*cli.Command{
			{
				Name:      "tournoi",
				Usage:     "oppose deux stratégies sur -n parties : victoires, nuls et défaites du joueur 1",
				UsageText: "jeux dominos tournoi --s1 plus_de_points --s2 hasard [-n 100000] [--decompte-2012]",
				Flags:     append([]cli.Flag{dominosS1Flag, dominosS2Flag}, append(dominosReglesFlags(), simulationFlags(dominosTournoiN)...)...),
				Action:    dominosTournoi,
			},
			{
				Name:      "championnat",
				Usage:     "chaque stratégie contre chaque autre, aux deux places : matrice des victoires et classement",
				UsageText: "jeux dominos championnat [-n 5000 parties par place] [--strategies pire,hasard,…]",
				Flags:     append([]cli.Flag{dominosStrategiesFlag}, append(dominosReglesFlags(), simulationFlags(dominosChampionnatN)...)...),
				Action:    dominosChampionnat,
			},
			{
				Name:      "partie",
				Usage:     "une partie coup par coup, affichée comme le programme de 2012",
				UsageText: "jeux dominos partie --s1 plus_de_points --s2 hasard [-g GRAINE]",
				Flags:     append([]cli.Flag{dominosS1Flag, dominosS2Flag, graineFlag, formatFlag}, dominosReglesFlags()...),
				Action:    dominosPartie,
			},
			{
				Name:   "strategies",
				Usage:  "les stratégies connues, une ligne chacune",
				Flags:  []cli.Flag{formatFlag},
				Action: dominosStrategies,
			},
		},
	}
}

// lireRegles reads and checks --max, --main and --decompte-2012.
func lireRegles(c *cli.Context) (dominos.Regles, error) {
	r := dominos.Regles{
		Max:          c.Int(dominosMaxFlag.Name),
		Main:         c.Int(dominosMainFlag.Name),
		Decompte2012: c.Bool(dominosDecompteFlag.Name),
	}
	if r.Max < 1 || r.Max > dominos.MaxValeur {
		return r, erreurUsage("--max vaut %d : un entier de 1 à %d est attendu", r.Max, dominos.MaxValeur)
	}
	if n := dominos.NbTuiles(r.Max); r.Main < 1 || 2*r.Main > n {
		return r, erreurUsage("--main vaut %d : le jeu double-%d a %d tuiles, chaque main en prend de 1 à %d",
			r.Main, r.Max, n, n/2)
	}
	return r, nil
}

// lireStrategie reads the strategy named by the flag.
func lireStrategie(c *cli.Context, f *cli.StringFlag) (dominos.Description, error) {
	return trouverStrategie("--"+f.Name, c.String(f.Name))
}

func trouverStrategie(option, nom string) (dominos.Description, error) {
	d, err := dominos.Trouver(nom)
	if err != nil {
		return d, erreurUsage("%s : stratégie %q inconnue ; stratégies connues : %s",
			option, nom, strings.Join(dominos.Noms(), ", "))
	}
	return d, nil
}

// decrireRegles is the note line that states the variant played.
func decrireRegles(r dominos.Regles) string {
	decompte := "x + y"
	if r.Decompte2012 {
		decompte = "2·x (2012)"
	}
	return fmt.Sprintf("règles : double-%d (%d tuiles), mains de %d tuiles, décompte %s",
		r.Max, dominos.NbTuiles(r.Max), r.Main, decompte)
}

// lireAffrontement reads the two players' strategies (--s1, --s2) and the rules.
func lireAffrontement(c *cli.Context) (s1, s2 dominos.Description, regles dominos.Regles, err error) {
	if s1, err = lireStrategie(c, dominosS1Flag); err != nil {
		return
	}
	if s2, err = lireStrategie(c, dominosS2Flag); err != nil {
		return
	}
	regles, err = lireRegles(c)
	return
}

// pourcent writes a share as a percentage with two decimals.
func pourcent(x float64) string { return rendu.Nombre(100*x, 2) + " %" }

func dominosTournoi(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	s1, s2, regles, err := lireAffrontement(c)
	if err != nil {
		return err
	}
	sim, err := lireSimulation(c)
	if err != nil {
		return err
	}
	b, err := parallel.Run(c.Context, sim.N, sim.Graine, sim.options(c, dominosChunk),
		func() *dominos.Bilan { return new(dominos.Bilan) },
		func(ch parallel.Chunk, b *dominos.Bilan) {
			b.Tournoi(ch.Rand(), regles, s1.Nouvelle(), s2.Nouvelle(), ch.Count)
		},
		(*dominos.Bilan).Fusionner)
	if err != nil {
		return err
	}

	ligne := func(issue string, k int64) []string {
		p := stats.Proportion{Hits: k, Trials: b.Parties()}
		lo, hi := p.Wilson95()
		return []string{issue, rendu.Entier(k), pourcent(p.Value()), rendu.Intervalle(100*lo, 100*hi, 2)}
	}
	z, p := stats.SignTest(b.Victoires, b.Defaites)
	verdict := "différence non significative au seuil de 5 %"
	switch {
	case p < 0.05 && z > 0:
		verdict = s1.Nom + " (joueur 1) gagne significativement plus souvent"
	case p < 0.05:
		verdict = s2.Nom + " (joueur 2) gagne significativement plus souvent"
	}
	return ecrire(c, rendu.Sortie{
		Notes: []string{
			sim.note(),
			decrireRegles(regles),
			fmt.Sprintf("joueur 1 : %s ; joueur 2 : %s ; %d parties", s1.Nom, s2.Nom, b.Parties()),
		},
		Tableaux: []rendu.Tableau{
			{
				Titre:  fmt.Sprintf("Résultats de %s (joueur 1) contre %s", s1.Nom, s2.Nom),
				Entete: []string{"Issue", "Parties", "Part", "IC 95 % (Wilson, en %)"},
				Lignes: [][]string{
					ligne("victoires", b.Victoires),
					ligne("nuls", b.Nuls),
					ligne("défaites", b.Defaites),
				},
			},
			{
				Titre:  "Victoires contre défaites (test du signe, nuls écartés)",
				Entete: []string{"z", "p", "Verdict"},
				Lignes: [][]string{{rendu.Nombre(z, 2), valeurP(p), verdict}},
			},
		},
		JSON: struct {
			S1        string `json:"s1"`
			S2        string `json:"s2"`
			Parties   int64  `json:"parties"`
			Graine    uint64 `json:"graine"`
			Victoires int64  `json:"victoires"`
			Nuls      int64  `json:"nuls"`
			Defaites  int64  `json:"defaites"`
		}{s1.Nom, s2.Nom, b.Parties(), sim.Graine, b.Victoires, b.Nuls, b.Defaites},
	})
}

// valeurP writes a p-value; below 1e-15 its floating-point value means nothing.
func valeurP(p float64) string {
	if p < 1e-15 {
		return "< 1e-15"
	}
	return fmt.Sprintf("%.3g", p)
}

// classe is one line of the championship ranking in JSON.
type classe struct {
	Strategie string  `json:"strategie"`
	Victoires int64   `json:"victoires"`
	Nuls      int64   `json:"nuls"`
	Defaites  int64   `json:"defaites"`
	Score     float64 `json:"score"`
}

// lireListeStrategies reads the comma-separated list of --strategies: at least two known,
// distinct names (spaces around a name are ignored).
func lireListeStrategies(liste string) ([]dominos.Description, error) {
	var strats []dominos.Description
	vues := map[string]bool{}
	for _, nom := range strings.Split(liste, ",") {
		d, err := trouverStrategie("--strategies", strings.TrimSpace(nom))
		if err != nil {
			return nil, err
		}
		if vues[d.Nom] {
			return nil, erreurUsage("--strategies : %q est donnée deux fois", d.Nom)
		}
		vues[d.Nom] = true
		strats = append(strats, d)
	}
	if len(strats) < 2 {
		return nil, erreurUsage("--strategies : au moins deux stratégies sont attendues, séparées par des virgules")
	}
	return strats, nil
}

func dominosChampionnat(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	strats := dominos.Catalogue()
	if liste := c.String(dominosStrategiesFlag.Name); c.IsSet(dominosStrategiesFlag.Name) {
		var err error
		if strats, err = lireListeStrategies(liste); err != nil {
			return err
		}
	}
	regles, err := lireRegles(c)
	if err != nil {
		return err
	}
	sim, err := lireSimulation(c)
	if err != nil {
		return err
	}

	n := sim.N
	total := dominos.NouveauChampionnat(strats, n).Parties()
	opt := parallel.Options{Workers: sim.Workers, ChunkSize: dominosChunk, Progress: progression(c, total)}
	ch, err := parallel.Run(c.Context, total, sim.Graine, opt,
		func() *dominos.Championnat { return dominos.NouveauChampionnat(strats, n) },
		func(tr parallel.Chunk, acc *dominos.Championnat) { acc.Jouer(tr.Rand(), regles, tr.First, tr.Count) },
		(*dominos.Championnat).Fusionner)
	if err != nil {
		return err
	}

	noms := make([]string, len(strats))
	for a, d := range strats {
		noms[a] = d.Nom
	}
	matrice := rendu.Tableau{
		Titre:  "Part de victoires de la ligne contre la colonne (les deux places)",
		Entete: append([]string{"Stratégie"}, noms...),
	}
	victoires := make([][]int64, len(strats))
	nuls := make([][]int64, len(strats))
	for a := range strats {
		ligne := []string{noms[a]}
		victoires[a] = make([]int64, len(strats))
		nuls[a] = make([]int64, len(strats))
		for b := range strats {
			f := ch.Face(a, b)
			victoires[a][b], nuls[a][b] = f.Victoires, f.Nuls
			if a == b {
				ligne = append(ligne, "—")
				continue
			}
			ligne = append(ligne, pourcent(float64(f.Victoires)/float64(f.Parties())))
		}
		matrice.Lignes = append(matrice.Lignes, ligne)
	}
	var classement []classe
	for _, cl := range ch.Classement() {
		classement = append(classement, classe(cl))
	}
	rang := rendu.Tableau{
		Titre:  "Classement (score = (victoires + nuls/2) / parties)",
		Entete: []string{"Rang", "Stratégie", "Victoires", "Nuls", "Défaites", "Score"},
	}
	for i, cl := range classement {
		rang.Lignes = append(rang.Lignes, []string{
			rendu.Entier(int64(i + 1)), cl.Strategie, rendu.Entier(cl.Victoires), rendu.Entier(cl.Nuls),
			rendu.Entier(cl.Defaites), pourcent(cl.Score),
		})
	}
	return ecrire(c, rendu.Sortie{
		Notes: []string{
			sim.note(),
			decrireRegles(regles),
			fmt.Sprintf("%d parties par place, %d par paire de stratégies", n, 2*n),
		},
		Tableaux: []rendu.Tableau{matrice, rang},
		JSON: struct {
			Parties    int64     `json:"parties"`
			Graine     uint64    `json:"graine"`
			Strategies []string  `json:"strategies"`
			Victoires  [][]int64 `json:"victoires"`
			Nuls       [][]int64 `json:"nuls"`
			Classement []classe  `json:"classement"`
		}{n, sim.Graine, noms, victoires, nuls, classement},
	})
}

func dominosPartie(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	s1, s2, regles, err := lireAffrontement(c)
	if err != nil {
		return err
	}
	format, err := lireFormat(c)
	if err != nil {
		return err
	}
	sim := lireGraine(c)
	// The stream of chunk 0: the game shown is the first one of « tournoi » with the same seed.
	r := parallel.Chunk{Seed: sim.Graine}.Rand()
	var j dominos.Journal
	res := dominos.Jouer(dominos.Distribuer(r, regles), regles,
		[2]dominos.Strategie{s1.Nouvelle(), s2.Nouvelle()}, r, &j)
	if format == rendu.JSON {
		return rendu.Ecrire(c.App.Writer, format, rendu.Sortie{JSON: partieJSON(sim.Graine, s1.Nom, s2.Nom, &j, res)})
	}
	return ecrirePartie(c.App.Writer, sim.note(), s1.Nom, s2.Nom, regles, &j, res)
}

// main2012 writes a hand as Python printed the 2012 program's lists: [[6, 6], [5, 1]].
func main2012(main dominos.Ensemble) string {
	var parts []string
	for _, t := range main.Tuiles() {
		parts = append(parts, t.String())
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func chaine2012(ch [][2]int) string {
	var parts []string
	for _, p := range ch {
		parts = append(parts, fmt.Sprintf("[%d, %d]", p[0], p[1]))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// ecrirePartie prints the game with the 2012 program's lines (its print statements put two
// spaces after each colon), framed by the seed, the strategies and the totals.
func ecrirePartie(w io.Writer, note, s1, s2 string, regles dominos.Regles, j *dominos.Journal, res dominos.Resultat) error {
	var b strings.Builder
	fmt.Fprintln(&b, note)
	fmt.Fprintln(&b, decrireRegles(regles))
	fmt.Fprintf(&b, "joueur 1 : %s ; joueur 2 : %s\n", s1, s2)
	fmt.Fprintln(&b, "----Nouvelle partie----")
	fmt.Fprintln(&b, "La main du Joueur 1 : ", main2012(j.Mains[0]))
	fmt.Fprintln(&b, "La main du Joueur 2 : ", main2012(j.Mains[1]))
	fmt.Fprintln(&b)
	for k, coup := range j.Coups {
		if coup.Passe {
			fmt.Fprintf(&b, "Joueur %d passe.\n", coup.Joueur)
			continue
		}
		fmt.Fprintf(&b, "Joueur %d joue :  %s\n", coup.Joueur, chaine2012(j.Chaine(k+1)))
	}
	fmt.Fprintln(&b, "La main du Joueur 1 : ", main2012(res.Restes[0]))
	fmt.Fprintln(&b, "La main du Joueur 2 : ", main2012(res.Restes[1]))
	fmt.Fprintf(&b, "Points : joueur 1 = %d, joueur 2 = %d\n", res.Points[0], res.Points[1])
	if res.Gagnant == 0 {
		fmt.Fprintln(&b, "Partie nulle.")
	} else {
		fmt.Fprintf(&b, "le joueur %d gagne.\n", res.Gagnant)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// coupJSON is one line of a game in the JSON output of partie.
type coupJSON struct {
	Joueur int      `json:"joueur"`
	Passe  bool     `json:"passe"`
	Tuile  []int    `json:"tuile,omitempty"`
	Cote   string   `json:"cote,omitempty"`
	Chaine [][2]int `json:"chaine"`
}

func tuilesJSON(e dominos.Ensemble) [][2]int {
	out := [][2]int{}
	for _, t := range e.Tuiles() {
		out = append(out, [2]int{t.Haut(), t.Bas()})
	}
	return out
}

func partieJSON(graine uint64, s1, s2 string, j *dominos.Journal, res dominos.Resultat) any {
	coups := make([]coupJSON, len(j.Coups))
	for k, c := range j.Coups {
		cj := coupJSON{Joueur: c.Joueur, Passe: c.Passe, Chaine: j.Chaine(k + 1)}
		if !c.Passe {
			cj.Tuile = []int{c.Tuile.Haut(), c.Tuile.Bas()}
			cj.Cote = "droite"
			if c.AGauche {
				cj.Cote = "gauche"
			}
		}
		coups[k] = cj
	}
	return struct {
		Graine  uint64      `json:"graine"`
		S1      string      `json:"s1"`
		S2      string      `json:"s2"`
		Mains   [2][][2]int `json:"mains"`
		Coups   []coupJSON  `json:"coups"`
		Restes  [2][][2]int `json:"restes"`
		Points  [2]int      `json:"points"`
		Gagnant int         `json:"gagnant"`
	}{graine, s1, s2,
		[2][][2]int{tuilesJSON(j.Mains[0]), tuilesJSON(j.Mains[1])},
		coups,
		[2][][2]int{tuilesJSON(res.Restes[0]), tuilesJSON(res.Restes[1])},
		res.Points, res.Gagnant}
}

func dominosStrategies(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	t := rendu.Tableau{Entete: []string{"Stratégie", "Description"}}
	type ligne struct {
		Nom         string `json:"nom"`
		Description string `json:"description"`
	}
	var js []ligne
	for _, d := range dominos.Catalogue() {
		t.Lignes = append(t.Lignes, []string{d.Nom, d.Resume})
		js = append(js, ligne{d.Nom, d.Resume})
	}
	return ecrire(c, rendu.Sortie{Tableaux: []rendu.Tableau{t}, JSON: js})
}
