package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"jeux/games/rostam"
	"jeux/parallel"
	"jeux/rendu"
	"jeux/stats"
)

// Flags of the rostam commands.
var (
	rostamCartesFlag = func(defaut int) *cli.IntFlag {
		return &cli.IntFlag{Name: "cartes", Aliases: []string{"N"}, Value: defaut, Usage: "nombre N de cartes (pair ; chaque joueur en reçoit N/2)"}
	}
	rostamTraceFlag  = &cli.BoolFlag{Name: "trace", Usage: "montre chaque pli : les deux cartes, le gagnant et la position obtenue"}
	rostamLimiteFlag = &cli.IntFlag{Name: "limite", Usage: "compare avec la méthode du rapport : une partie non finie après ce nombre de plis est « inconnue » (0 : sans comparaison)"}
	rostamClasseFlag = &cli.IntFlag{Name: "classe", Aliases: []string{"e"}, Usage: "largeur des classes de l'histogramme des durées (0 : choisie pour au plus 60 lignes)"}
	rostamMotsFlag   = &cli.BoolFlag{Name: "mots", Usage: "liste les mots des parties finies avec leur nombre de donnes (N ≤ 6)"}
	rostamToutesFlag = &cli.BoolFlag{Name: "toutes", Usage: "liste toutes les positions qui réalisent le mot (N ≤ 12)"}
	rostamCompteFlag = &cli.BoolFlag{Name: "compte", Usage: "compte les positions qui réalisent le mot (N ≤ 12)"}
	rostamDotFlag    = &cli.BoolFlag{Name: "dot", Usage: "écrit le graphe des inégalités au format Graphviz DOT"}
	rostamKFlag      = &cli.IntFlag{Name: "k", Value: 2, Usage: "K de la construction du théorème 2, N = 4K+2 cartes (2 à " + strconv.Itoa(rostamMaxK) + ")"}
)

// The limits the rostam commands enforce.
const (
	rostamMaxMots          = 6
	rostamMaxMotsDistincts = 12
	rostamMaxK             = (rostam.MaxN - 2) / 4
	// A longer word is echoed as typed rather than recompressed.
	rostamMaxCompresse = 100_000
)

func rostamCommand() *cli.Command {
	return &cli.Command{
		Name:  "rostam",
		Usage: "bataille à une couleur (rapport de S. Rostam) : parties infinies, énumération exhaustive, mots réalisables",
		Subcommands: []*cli.Command{
			{
				Name: "partie", Usage: "joue une position jusqu'à la fin ou jusqu'à la détection exacte d'un cycle",
				ArgsUsage: `"p1 / p2"`,
				Flags:     []cli.Flag{rostamTraceFlag, formatFlag},
				Action:    rostamPartie,
			},
			{
				Name: "profil", Usage: "le mot compressé d'une position (a : le joueur 1 gagne le pli, b : le joueur 2)",
				ArgsUsage: `"p1 / p2"`,
				Flags:     []cli.Flag{formatFlag},
				Action:    rostamProfil,
			},
			{
				Name: "simule", Usage: "donnes au hasard : gains de chaque joueur, parties infinies, durées des parties finies",
				Flags:  append([]cli.Flag{rostamCartesFlag(10), rostamLimiteFlag, rostamClasseFlag}, simulationFlags(1_000_000)...),
				Action: rostamSimule,
			},
			{
				Name: "exhaustif", Usage: "joue les N! donnes : gains, parties infinies, cycles distincts, mots distincts",
				Flags:  []cli.Flag{rostamCartesFlag(8), rostamMotsFlag, workersFlag, formatFlag},
				Action: rostamExhaustif,
			},
			{
				Name: "realisable", Usage: "le mot est-il le profil d'une partie entière ? (graphe des inégalités)",
				ArgsUsage: "MOT",
				Flags:     []cli.Flag{rostamToutesFlag, rostamCompteFlag, rostamDotFlag, formatFlag},
				Action:    rostamRealisable,
			},
			{
				Name: "infinie", Usage: "la partie infinie du théorème 2 pour N = 4K+2, comparée à la période 4·ppcm(K−1, K+1, 2K+1)",
				Flags:  []cli.Flag{rostamKFlag, formatFlag},
				Action: rostamInfinie,
			},
		},
	}
}

// lirePosition reads the single argument of partie and profil.
func lirePosition(c *cli.Context) (rostam.Position, error) {
	arg, err := argumentUnique(c, "position")
	if err != nil {
		return rostam.Position{}, err
	}
	p, err := rostam.ParsePosition(arg)
	if err != nil {
		return rostam.Position{}, erreurUsage("%v", err)
	}
	return p, nil
}

func texteGagnant(g int) string {
	if g == 0 {
		return "aucun (partie infinie)"
	}
	return "joueur " + strconv.Itoa(g)
}

func rostamPartie(c *cli.Context) error {
	p, err := lirePosition(c)
	if err != nil {
		return err
	}
	r := rostam.Joue(p)
	json := map[string]any{
		"N": p.N(), "position": p.String(), "gagnant": r.Gagnant, "plis": r.Plis, "infinie": r.Infinie,
		"preperiode": r.Preperiode, "periode": r.Periode, "type": r.Type(), "mot": r.Notation(),
	}
	s := rendu.Sortie{
		Notes: []string{"position : " + p.String()},
		Tableaux: []rendu.Tableau{{
			Titre:  "partie",
			Entete: []string{"N", "gagnant", "plis", "infinie", "prépériode", "période", "type", "mot"},
			Lignes: [][]string{{strconv.Itoa(p.N()), texteGagnant(r.Gagnant), strconv.Itoa(r.Plis), ouiNon(r.Infinie),
				strconv.Itoa(r.Preperiode), strconv.Itoa(r.Periode), r.Type(), r.Notation()}},
		}},
		JSON: json,
	}
	if c.Bool(rostamTraceFlag.Name) {
		t := rendu.Tableau{Titre: "déroulement", Entete: []string{"pli", "carte j1", "carte j2", "gagnant", "position après le pli"}}
		var trace []map[string]any
		for _, e := range rostam.Deroule(p, r.Plis) {
			t.Lignes = append(t.Lignes, []string{strconv.Itoa(e.Pli), strconv.Itoa(e.Carte1), strconv.Itoa(e.Carte2), string(e.Lettre), e.Apres.String()})
			trace = append(trace, map[string]any{"pli": e.Pli, "carte1": e.Carte1, "carte2": e.Carte2, "lettre": string(e.Lettre), "position": e.Apres.String()})
		}
		s.Tableaux = append([]rendu.Tableau{t}, s.Tableaux...)
		json["trace"] = trace
	}
	return ecrire(c, s)
}

func ouiNon(b bool) string {
	if b {
		return "oui"
	}
	return "non"
}

func rostamProfil(c *cli.Context) error {
	p, err := lirePosition(c)
	if err != nil {
		return err
	}
	r := rostam.Joue(p)
	return ecrire(c, rendu.Sortie{
		Tableaux: []rendu.Tableau{{Entete: []string{"position", "mot"}, Lignes: [][]string{{p.String(), r.Notation()}}}},
		JSON:     map[string]any{"position": p.String(), "N": p.N(), "infinie": r.Infinie, "mot": r.Notation()},
	})
}

// lireCartes reads -N, which must be even and within 2..max.
func lireCartes(c *cli.Context, max int, pourquoi string) (int, error) {
	n := c.Int("cartes")
	if n < 2 || n > max || n%2 != 0 {
		return 0, erreurUsage("-N/--cartes vaut %d : un nombre pair de cartes de 2 à %d est attendu (%s)", n, max, pourquoi)
	}
	return n, nil
}

func rostamSimule(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	n, err := lireCartes(c, rostam.MaxN-1, "chaque joueur reçoit N/2 cartes")
	if err != nil {
		return err
	}
	limite := c.Int(rostamLimiteFlag.Name)
	if limite < 0 {
		return erreurUsage("--limite vaut %d : un nombre de plis d'au moins 1 est attendu (0 : pas de comparaison)", limite)
	}
	classe := c.Int(rostamClasseFlag.Name)
	if classe < 0 {
		return erreurUsage("-e/--classe vaut %d : une largeur d'au moins 1 est attendue (0 : automatique)", classe)
	}
	sim, err := lireSimulation(c)
	if err != nil {
		return err
	}
	b, err := parallel.Run(c.Context, sim.N, sim.Graine, sim.options(c, 1<<12),
		func() *rostam.BilanSimulation { return &rostam.BilanSimulation{N: n, Limite: limite} },
		func(ch parallel.Chunk, acc *rostam.BilanSimulation) { acc.Simule(ch.Count, ch.Rand()) },
		func(dst, src *rostam.BilanSimulation) { dst.Fusionne(src) })
	if err != nil {
		return err
	}
	parts := [][2]any{{"joueur 1", b.J1}, {"joueur 2", b.J2}, {"parties infinies", b.Infinies}}
	gains := rendu.Tableau{Titre: fmt.Sprintf("%d donnes au hasard de %d cartes", b.Parties, n), Entete: []string{"issue", "parties", "part", "IC 95 %"}}
	ic := map[string]any{}
	partsJSON := map[string]any{}
	for i, cle := range []string{"j1", "j2", "infinies"} {
		k := parts[i][1].(int64)
		pr := stats.Proportion{Hits: k, Trials: b.Parties}
		lo, hi := pr.Wilson95()
		gains.Lignes = append(gains.Lignes, []string{parts[i][0].(string), rendu.Entier(k), rendu.Nombre(pr.Value(), 4), rendu.Intervalle(lo, hi, 4)})
		ic[cle] = []float64{lo, hi}
		partsJSON[cle] = pr.Value()
	}
	json := map[string]any{
		"N": n, "parties": b.Parties, "graine": sim.Graine, "j1": b.J1, "j2": b.J2, "infinies": b.Infinies,
		"parts": partsJSON, "ic95": ic, "durees": paires(&b.Durees), "periodes": paires(&b.Periodes),
	}
	s := rendu.Sortie{Notes: []string{sim.note()}, Tableaux: []rendu.Tableau{gains}, JSON: json}
	if limite > 0 {
		t := rendu.Tableau{
			Titre:  fmt.Sprintf("méthode du rapport : limite de %d plis (tableau B.2)", limite),
			Entete: []string{"issue", "parties", "part", "exact"},
		}
		t.Lignes = [][]string{
			{"joueur 1", rendu.Entier(b.J1Limite), part(b.J1Limite, b.Parties), part(b.J1, b.Parties)},
			{"joueur 2", rendu.Entier(b.J2Limite), part(b.J2Limite, b.Parties), part(b.J2, b.Parties)},
			{"inconnu", rendu.Entier(b.Inconnues), part(b.Inconnues, b.Parties), part(b.Infinies, b.Parties) + " infinies"},
		}
		s.Tableaux = append(s.Tableaux, t)
		s.Notes = append(s.Notes, fmt.Sprintf("parties finies de plus de %d plis, comptées « inconnues » par la limite : %d",
			limite, b.Inconnues-b.Infinies))
		json["limite"] = map[string]any{"limite": limite, "j1": b.J1Limite, "j2": b.J2Limite, "inconnues": b.Inconnues}
	}
	if b.Durees.Total() > 0 {
		r := b.Durees.Summary()
		s.Tableaux = append(s.Tableaux, rendu.Tableau{
			Titre:  "durées des parties finies (plis)",
			Entete: []string{"min", "max", "moyenne", "médiane", "mode", "ic95", "écart-type", "part paire"},
			Lignes: [][]string{{strconv.Itoa(r.Min), strconv.Itoa(r.Max), rendu.Nombre(r.Mean, 2), rendu.Nombre(r.Median, 1),
				strconv.Itoa(r.Mode), fmt.Sprintf("[%d ; %d]", r.IC95[0], r.IC95[1]), rendu.Nombre(r.StdDev, 2), rendu.Nombre(r.EvenShare, 4)}},
		}, histogramme("histogramme des durées des parties finies (tableau B.1)", "durée", &b.Durees, classe))
	}
	if b.Periodes.Total() > 0 {
		s.Tableaux = append(s.Tableaux, histogramme("périodes des parties infinies", "période", &b.Periodes, 1))
	}
	return ecrire(c, s)
}

func part(k, n int64) string { return rendu.Nombre(float64(k)/float64(n), 4) }

// paires lists a histogram as [[value, count], ...] for JSON.
func paires(h *stats.Histogram) [][2]int64 {
	l := [][2]int64{}
	h.Each(func(v int, n int64) { l = append(l, [2]int64{int64(v), n}) })
	return l
}

// histogramme groups a histogram in classes of the given width (0: at most 60 classes).
func histogramme(titre, nom string, h *stats.Histogram, largeur int) rendu.Tableau {
	if largeur == 0 {
		largeur = max(1, (h.Max()+59)/60)
	}
	t := rendu.Tableau{Titre: titre, Entete: []string{nom, "effectif", "part"}}
	h.Classes(largeur).Each(func(debut int, somme int64) {
		nomClasse := strconv.Itoa(debut)
		if largeur > 1 {
			nomClasse = fmt.Sprintf("%d–%d", debut, debut+largeur-1)
		}
		t.Lignes = append(t.Lignes, []string{nomClasse, rendu.Entier(somme), part(somme, h.Total())})
	})
	return t
}

func rostamExhaustif(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	n, err := lireCartes(c, rostam.MaxEnumeration, fmt.Sprintf("l'énumération joue les N! donnes, et %d! = %d", rostam.MaxEnumeration, rostam.Factorielle(rostam.MaxEnumeration)))
	if err != nil {
		return err
	}
	mots := c.Bool(rostamMotsFlag.Name)
	if mots && n > rostamMaxMots {
		return erreurUsage("--mots : la liste des mots est limitée à N ≤ %d (ici N = %d)", rostamMaxMots, n)
	}
	workers := c.Int(workersFlag.Name)
	if workers < 1 {
		return erreurUsage("-w/--workers (ou WORKERS) vaut %d : un entier d'au moins 1 est attendu", workers)
	}
	o := rostam.OptionsEnumeration{CompterMots: n <= rostamMaxMotsDistincts, ListerMots: mots}
	total := rostam.Factorielle(n)
	sim := simulation{N: total, Workers: workers}
	b, err := parallel.Run(c.Context, total, 0, sim.options(c, 1<<16),
		func() *rostam.Bilan { return rostam.NouveauBilan(n, o) },
		func(ch parallel.Chunk, acc *rostam.Bilan) { acc.Enumere(ch.First, ch.Count) },
		func(dst, src *rostam.Bilan) { dst.Fusionne(src) })
	if err != nil {
		return err
	}
	cycles := b.ListeCycles()
	motsDistincts := any(nil)
	texteMots := "non compté (N > " + strconv.Itoa(rostamMaxMotsDistincts) + ")"
	if o.CompterMots {
		motsDistincts = b.MotsDistincts
		texteMots = rendu.Entier(b.MotsDistincts)
	}
	finies := b.J1 + b.J2
	moyenne := b.Durees.Mean()
	longue := "—"
	if finies > 0 {
		longue = b.PositionMax().String()
	}
	bilan := rendu.Tableau{
		Titre:  fmt.Sprintf("les %d donnes de %d cartes", b.Donnes, n),
		Entete: []string{"donnes", "joueur 1", "joueur 2", "infinies", "part infinie", "durée max", "donne la plus longue", "durée moyenne", "mots distincts", "cycles distincts"},
		Lignes: [][]string{{rendu.Entier(b.Donnes), rendu.Entier(b.J1), rendu.Entier(b.J2), rendu.Entier(b.Infinies),
			rendu.Nombre(float64(b.Infinies)/float64(b.Donnes), 6), strconv.Itoa(b.DureeMax), longue, rendu.Nombre(moyenne, 4),
			texteMots, strconv.Itoa(len(cycles))}},
	}
	s := rendu.Sortie{Tableaux: []rendu.Tableau{bilan}}
	var cyclesJSON []map[string]any
	if len(cycles) > 0 {
		t := rendu.Tableau{Titre: "cycles distincts (chacun nommé par sa plus petite position)", Entete: []string{"position", "période", "type", "donnes"}}
		for _, cy := range cycles {
			t.Lignes = append(t.Lignes, []string{cy.Position.String(), strconv.Itoa(cy.Periode), cy.Type, rendu.Entier(cy.Donnes)})
			cyclesJSON = append(cyclesJSON, map[string]any{"position": cy.Position.String(), "periode": cy.Periode, "type": cy.Type, "donnes": cy.Donnes})
		}
		s.Tableaux = append(s.Tableaux, t)
	}
	json := map[string]any{
		"N": n, "donnes": b.Donnes, "j1": b.J1, "j2": b.J2, "infinies": b.Infinies,
		"duree_max": b.DureeMax, "donne_max": longue, "duree_moyenne": moyenne,
		"mots_distincts": motsDistincts, "cycles": append([]map[string]any{}, cyclesJSON...),
	}
	if mots {
		liste := b.ListeMots()
		t := rendu.Tableau{Titre: "mots des parties finies", Entete: []string{"mot", "donnes"}}
		var motsJSON []map[string]any
		for _, m := range liste {
			t.Lignes = append(t.Lignes, []string{m.String(), rendu.Entier(b.Mots[m])})
			motsJSON = append(motsJSON, map[string]any{"mot": m.String(), "donnes": b.Mots[m]})
		}
		s.Tableaux = append(s.Tableaux, t)
		json["mots"] = motsJSON
	}
	s.JSON = json
	return ecrire(c, s)
}

func rostamRealisable(c *cli.Context) error {
	arg, err := argumentUnique(c, "mot")
	if err != nil {
		return err
	}
	m, err := rostam.ParseMot(arg)
	if err != nil {
		return erreurUsage("%v", err)
	}
	v, err := rostam.Realisabilite(m)
	if err != nil {
		return erreurUsage("%v", err)
	}
	mot := strings.Join(strings.Fields(arg), "")
	if len(m) <= rostamMaxCompresse {
		mot = m.String()
	}
	toutes, compte := c.Bool(rostamToutesFlag.Name), c.Bool(rostamCompteFlag.Name)
	if (toutes || compte) && v.N > rostam.MaxExtensions {
		return erreurUsage("--toutes/--compte : le mot demande N = %d cartes ; l'énumération des positions est limitée à N ≤ %d", v.N, rostam.MaxExtensions)
	}
	if c.Bool(rostamDotFlag.Name) {
		_, err := fmt.Fprint(c.App.Writer, grapheDOT(v, mot))
		return err
	}
	json := map[string]any{
		"mot": mot, "N": v.N, "realisable": v.Realisable, "raison": v.Raison, "position": nil,
		"inegalites": texteInegalites(v.Inegalites),
	}
	position := "—"
	if v.Realisable {
		position = v.Position.String()
		json["position"] = position
	}
	if v.Cycle != nil {
		json["cycle"] = v.TexteCycle()
	}
	ligne := []string{mot, strconv.Itoa(v.N), ouiNon(v.Realisable), v.Raison, position}
	entete := []string{"mot", "N", "réalisable", "raison", "position (numérotation du rapport)"}
	if compte {
		k := v.CompteRealisations()
		json["compte"] = k
		entete = append(entete, "positions")
		ligne = append(ligne, rendu.Entier(k))
	}
	s := rendu.Sortie{Tableaux: []rendu.Tableau{{Titre: "réalisabilité", Entete: entete, Lignes: [][]string{ligne}}}}
	if toutes {
		t := rendu.Tableau{Titre: "positions qui réalisent le mot", Entete: []string{"position"}}
		positions := []string{}
		for _, p := range v.Toutes() {
			positions = append(positions, p.String())
			t.Lignes = append(t.Lignes, []string{p.String()})
		}
		json["positions"] = positions
		s.Tableaux = append(s.Tableaux, t)
	}
	s.JSON = json
	return ecrire(c, s)
}

func texteInegalites(l []rostam.Inegalite) []string {
	t := make([]string, len(l))
	for i, e := range l {
		t[i] = e.String()
	}
	return t
}

// grapheDOT writes the graph of inequalities: an arc xi -> xj for xi < xj, the cycle in red
// when there is one, each vertex labelled with its value when the word is realisable.
func grapheDOT(v rostam.Verdict, mot string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "digraph %q {\n", "mot "+mot)
	b.WriteString("  rankdir=LR;\n")
	valeurs := v.Valeurs()
	for i := 0; i < v.N; i++ {
		etiquette := fmt.Sprintf("x%d", i+1)
		if valeurs != nil {
			etiquette += fmt.Sprintf(" = %d", valeurs[i])
		}
		fmt.Fprintf(&b, "  x%d [label=%q];\n", i+1, etiquette)
	}
	rouge := map[[2]int]bool{}
	for i, x := range v.Cycle {
		rouge[[2]int{x, v.Cycle[(i+1)%len(v.Cycle)]}] = true
	}
	for _, e := range v.Inegalites {
		attr := ""
		if rouge[[2]int{e.Petit, e.Grand}] {
			attr = " [color=red]"
		}
		fmt.Fprintf(&b, "  x%d -> x%d%s;\n", e.Petit+1, e.Grand+1, attr)
	}
	b.WriteString("}\n")
	return b.String()
}

func rostamInfinie(c *cli.Context) error {
	if err := aucunArgument(c); err != nil {
		return err
	}
	k := c.Int(rostamKFlag.Name)
	if k < 2 || k > rostamMaxK {
		return erreurUsage("-k vaut %d : la construction du théorème 2 demande un entier K de 2 à %d (N = 4K+2 cartes)", k, rostamMaxK)
	}
	p := rostam.PositionInfinie(k)
	r := rostam.Joue(p)
	f := rostam.FormuleInfinie(k)
	return ecrire(c, rendu.Sortie{
		Tableaux: []rendu.Tableau{{
			Titre:  fmt.Sprintf("théorème 2, K = %d, N = %d", k, p.N()),
			Entete: []string{"position P'", "infinie", "prépériode", "période", "4·ppcm(K−1, K+1, 2K+1)", "accord", "type"},
			Lignes: [][]string{{p.String(), ouiNon(r.Infinie), strconv.Itoa(r.Preperiode), strconv.Itoa(r.Periode),
				strconv.FormatInt(f, 10), ouiNon(r.Infinie && int64(r.Periode) == f), r.Type()}},
		}},
		JSON: map[string]any{"k": k, "N": p.N(), "position": p.String(), "infinie": r.Infinie,
			"preperiode": r.Preperiode, "periode": r.Periode, "formule": f, "type": r.Type()},
	})
}
