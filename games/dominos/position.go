package dominos

import (
	"context"
	"encoding/binary"
	"hash/fnv"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"

	"jeux/parametre"
)

// Position est ce que sait le joueur au trait à un moment de la partie (docs/regles.md §2.4) :
// la chaîne, sa main, le nombre de tuiles de l'adversaire, les valeurs sur lesquelles
// l'adversaire a passé et, quand on la connaît, la tuile qui a ouvert. C'est ce que lit
// « dominos conseil » et ce que conseille « dominos joue » ; Vue en fait la vue d'une stratégie.
type Position struct {
	// Regles : la variante ; Main, la taille des mains distribuées, est celle que disent les
	// comptes : (main + adverse + chaîne) / 2, toute tuile distribuée étant en main ou posée.
	Regles        Regles
	Chaine        Tuiles   // les tuiles posées, de gauche à droite, chacune telle qu'elle est posée
	Main          Ensemble // la main du joueur au trait
	Adverse       int      // le nombre de tuiles de l'adversaire
	Absentes      uint16   // bit v : l'adversaire a passé avec v à un bout, il n'a aucune tuile v
	Ouverture     Tuile    // la tuile qui a ouvert, quand AvecOuverture
	AvecOuverture bool     // sans elle, rien ne borne les tuiles de l'adversaire par le haut
}

// ConfigConseil décrit une commande « dominos conseil » telle que la ligne de commande la
// donne : les règles, la position telle qu'écrite (Chaine tuile par tuile dans n'importe quel
// sens, Main et Ouverture tuile par tuile, Passe les valeurs séparées par des virgules,
// Ouverture vide si on ne la donne pas) et le budget de recherche, donné (0 est refusé), ou
// auto (Auto ; Budget est alors la taille d'un tour). La taille des mains de Regles
// (--distribuees) ne sert que quand Adverse manque (SansAdverse : il s'en déduit) ou qu'elle est
// donnée (DistribueesDonnee : Adverse doit s'accorder avec elle) ; sinon les comptes de la
// position la donnent.
type ConfigConseil struct {
	Regles                         ChoixRegles
	Chaine, Main, Passe, Ouverture string
	Adverse                        int
	Budget                         int
	Auto                           bool
	SansAdverse, DistribueesDonnee bool
}

// Position lit et vérifie la position ; l'erreur est une *parametre.Erreur qui nomme l'option
// fautive (« budget », « pose », « max », « chaine », « main », « adverse », « passe »,
// « ouverture », « distribuees »).
func (c ConfigConseil) Position() (Position, error) {
	if err := validerBudgetDonne(c.Budget); err != nil {
		return Position{}, err
	}
	regles, err := c.Regles.Regles()
	if err != nil {
		return Position{}, err
	}
	p := Position{Regles: regles, Adverse: c.Adverse}
	if err := validerBudget(c.Budget); err != nil {
		return p, err
	}
	if p.Regles.Max < 1 || p.Regles.Max > MaxValeur {
		return p, erreurEntier("max", p.Regles.Max, CodeMax, MaxValeur)
	}
	if p.Chaine, err = LireChaineLibre("chaine", c.Chaine, p.Regles.Max); err != nil {
		return p, err
	}
	if p.Main, err = LireMain("main", c.Main, p.Regles.Max); err != nil {
		return p, err
	}
	if p.Absentes, err = lirePasses(c.Passe, p.Regles.Max); err != nil {
		return p, err
	}
	if strings.TrimSpace(c.Ouverture) != "" {
		o, err := LireMain("ouverture", c.Ouverture, p.Regles.Max)
		if err != nil {
			return p, err
		}
		if o.Taille() != 1 {
			return p, &parametre.Erreur{Nom: "ouverture", Valeur: strconv.Quote(c.Ouverture), Code: CodeOuvertureUne}
		}
		p.Ouverture, p.AvecOuverture = o.PlusForte(), true
	}
	if err := c.comptes(&p); err != nil {
		return p, err
	}
	return p, p.Valider()
}

// LireChaine lit une chaîne écrite tuile par tuile de gauche à droite, chacune telle qu'elle est
// posée : « 6-6 6-5 5-2 » (x-y ou x:y, séparées par des espaces ou des virgules), dans le jeu
// double-max. Elle ne vérifie que l'écriture et les valeurs : Position.Valider vérifie que les
// tuiles se joignent. L'erreur est une *parametre.Erreur au nom de l'option qui cite la tuile.
func LireChaine(option, texte string, max int) (Tuiles, error) {
	champs := champsTuiles(texte)
	if len(champs) == 0 {
		return nil, &parametre.Erreur{Nom: option, Valeur: strconv.Quote(texte), Code: CodeChaineAttendue}
	}
	ch := make(Tuiles, 0, len(champs))
	for _, c := range champs {
		x, y, err := lireTuile(option, c, max)
		if err != nil {
			return nil, err
		}
		ch = append(ch, [2]int{x, y})
	}
	return ch, nil
}

// lirePasses lit --passe : des valeurs de 0 à max séparées par des virgules, ou rien.
func lirePasses(texte string, max int) (uint16, error) {
	var abs uint16
	if strings.TrimSpace(texte) == "" {
		return 0, nil
	}
	for _, c := range strings.Split(texte, ",") {
		c = strings.TrimSpace(c)
		v, err := strconv.Atoi(c)
		if err != nil || c == "" || c[0] == '+' || v < 0 || v > max {
			return 0, &parametre.Erreur{Nom: "passe", Valeur: strconv.Quote(texte), Code: CodePasses, Args: []any{max}}
		}
		abs |= 1 << v
	}
	return abs, nil
}

// Valider vérifie que la position peut se présenter dans une partie des règles : une chaîne
// d'au moins une tuile dont les voisines se joignent, une main d'au moins une tuile, aucune
// tuile deux fois, un adversaire qui a encore des tuiles (sinon la partie est finie), des
// comptes paires (les deux mains distribuées ont la même taille et aucune tuile ne se pioche :
// main + adverse + chaîne = 2 × la taille des mains, aucune main n'en tenant plus), des mains
// que recherche résout, des passes et une ouverture du jeu (la plus forte tuile des deux mains
// ouvre : elle est sur la chaîne et aucune tuile posée ou en main n'est plus forte), et assez de
// tuiles possibles pour la main adverse. Elle fixe Regles.Main. L'erreur est une *parametre.Erreur.
func (p *Position) Valider() error {
	r := p.Regles
	if r.Max < 1 || r.Max > MaxValeur {
		return erreurEntier("max", r.Max, CodeMax, MaxValeur)
	}
	if r.Pose > PoseLibre {
		_, err := LirePose(strconv.Itoa(int(r.Pose)))
		return err
	}
	if err := r.validerClub(); err != nil {
		return err
	}
	jeu := Jeu(r.Max)
	if len(p.Chaine) == 0 {
		return &parametre.Erreur{Nom: "chaine", Valeur: `""`, Code: CodeChaineVide}
	}
	var posees Ensemble
	for i, t := range p.Chaine {
		if t[0] < 0 || t[1] < 0 || t[0] > r.Max || t[1] > r.Max {
			return &parametre.Erreur{Nom: "chaine", Valeur: strconv.Quote(Tuiles(p.Chaine).String()), Code: CodeChaineHorsJeu, Args: []any{Pose(t), r.Max, r.Max}}
		}
		tu := NouvelleTuile(t[0], t[1])
		if posees.Contient(tu) {
			return &parametre.Erreur{Nom: "chaine", Valeur: strconv.Quote(Pose(t).String()), Code: CodeChaineDouble}
		}
		posees.Ajouter(tu)
		if i > 0 && p.Chaine[i-1][1] != t[0] {
			return &parametre.Erreur{Nom: "chaine", Valeur: strconv.Quote(p.Chaine.String()), Code: CodeJointure, Args: []any{Pose(p.Chaine[i-1]), Pose(t), p.Chaine[i-1][1], t[0]}}
		}
	}
	if p.Main.Vide() {
		return &parametre.Erreur{Nom: "main", Valeur: `""`, Code: CodeMainVide}
	}
	if hors := p.Main.Sauf(jeu); !hors.Vide() {
		t := hors.PlusForte()
		return &parametre.Erreur{Nom: "main", Valeur: strconv.Quote(Pose{t.Haut(), t.Bas()}.String()), Code: CodeMainHorsJeu, Args: []any{r.Max}}
	}
	if commun := p.Main.Et(posees); !commun.Vide() {
		t := commun.PlusForte()
		return &parametre.Erreur{Nom: "main", Valeur: strconv.Quote(Pose{t.Haut(), t.Bas()}.String()), Code: CodeDejaPosee}
	}
	if p.Adverse < 1 {
		return erreurEntier("adverse", p.Adverse, CodeAdverseVide)
	}
	main, chaine := p.Main.Taille(), len(p.Chaine)
	if libres := NbTuiles(r.Max) - main - chaine; p.Adverse > libres {
		return erreurEntier("adverse", p.Adverse, CodeAdverseTrop, r.Max, NbTuiles(r.Max), main, chaine, libres)
	}
	total := main + p.Adverse + chaine
	if total%2 != 0 {
		return erreurEntier("adverse", p.Adverse, CodeParite, main, p.Adverse, chaine, total)
	}
	r.Main = total / 2
	if main > r.Main {
		return erreurEntier("main", main, CodeMainTrop, r.Main)
	}
	if p.Adverse > r.Main {
		return erreurEntier("adverse", p.Adverse, CodeAdversePlus, r.Main)
	}
	if r.Main > MaxMainExacte {
		return erreurEntier("main", main, CodeMainsRecherche, r.Main, MaxMainExacte)
	}
	if p.Absentes>>(r.Max+1) != 0 {
		return &parametre.Erreur{Nom: "passe", Valeur: strconv.Itoa(bits.Len16(p.Absentes) - 1), Code: CodeValeurPasse, Args: []any{r.Max}}
	}
	if p.AvecOuverture {
		o := p.Ouverture
		ouv := strconv.Quote(Pose{o.Haut(), o.Bas()}.String())
		if int(o) >= NbTuiles(r.Max) || !posees.Contient(o) {
			return &parametre.Erreur{Nom: "ouverture", Valeur: ouv, Code: CodeOuvertureChaine}
		}
		if plus := posees.Ou(p.Main).Sauf(permisesParOuverture(o, r)); !plus.Vide() {
			t, code := plus.PlusForte(), CodeOuvertureForte
			if r.Club {
				t, code = plusForteClub(plus), CodeOuvertureClub
			}
			return &parametre.Erreur{Nom: "ouverture", Valeur: ouv, Code: code, Args: []any{t.Haut(), t.Bas()}}
		}
	}
	p.Regles = r
	if n := PossiblesAdverses(p.Vue(nil)).Taille(); n < p.Adverse {
		return erreurEntier("adverse", p.Adverse, CodeAdversePossibles, n)
	}
	return nil
}

// Vue renvoie la vue du joueur au trait, pour une stratégie qui tire au sort avec r. La position
// doit être valide (Valider).
func (p Position) Vue(r *rand.Rand) *Vue {
	g, d := p.Chaine[0][0], p.Chaine[len(p.Chaine)-1][1]
	v := &Vue{Main: p.Main, Gauche: g, Droite: d, Adverse: p.Adverse, Absentes: p.Absentes, Regles: p.Regles, Hasard: r}
	v.Jouables = p.Main.Et(avecValeur[g].Ou(avecValeur[d]))
	for _, t := range p.Chaine {
		v.Posees.Ajouter(NouvelleTuile(t[0], t[1]))
	}
	v.Ouverture = Tuile(NbTuilesMax - 1)
	if p.AvecOuverture {
		v.Ouverture = p.Ouverture
	}
	return v
}

// Tirages renvoie le générateur des échantillons du conseil de la position avec la graine
// graine : un PCG semé par la graine et une empreinte de ce que la vue contient (règles, bouts,
// tuiles posées, main, taille de la main adverse, passes, ouverture), si bien que la même
// position, rencontrée dans « dominos joue » ou écrite pour « dominos conseil », tire les mêmes
// donnes.
func (p Position) Tirages(graine uint64) *rand.Rand {
	v := p.Vue(nil)
	h := fnv.New128a()
	var b []byte
	for _, x := range []uint64{graine, uint64(v.Regles.Max), uint64(v.Regles.Main), uint64(v.Regles.Pose), uint64(v.Gauche), uint64(v.Droite),
		v.Posees[0], v.Posees[1], v.Main[0], v.Main[1], uint64(v.Adverse), uint64(v.Absentes), uint64(v.Ouverture)} {
		b = binary.LittleEndian.AppendUint64(b, x)
	}
	if v.Regles.Decompte2012 {
		b = append(b, 1)
	}
	if v.Regles.Club {
		b = append(b, 2) // after the 2012 rules' bytes: their draws stay what they were
	}
	h.Write(b)
	s := h.Sum(nil)
	return rand.New(rand.NewPCG(binary.LittleEndian.Uint64(s[:8]), binary.LittleEndian.Uint64(s[8:])))
}

// Conseiller renvoie l'estimation de recherche, budget donnes tirées de Tirages(graine), de
// chaque coup jouable de la position (voir Recherche.Estimer), ou rien si aucune tuile ne se pose
// (le joueur passe). arret, fermé, abandonne le calcul, dont le résultat ne vaut alors rien. La
// position doit être valide (Valider).
func (p Position) Conseiller(budget int, graine uint64, arret <-chan struct{}) []Estimation {
	v := p.Vue(p.Tirages(graine))
	if v.Jouables.Vide() {
		return nil
	}
	v.Arret = arret
	return (&Recherche{Budget: budget}).Estimer(v)
}

// Conseil est le conseil de recherche dans la position p, tiré de graine avec budget donnes
// par coup, avec ses lignes (NouveauResultatConseil) ; ctx l'interrompt (son erreur est alors
// renvoyée).
func (p Position) Conseil(ctx context.Context, budget int, graine uint64) (*ResultatConseil, error) {
	return p.ConseilAuto(ctx, budget, false, graine)
}

// ConseilAuto est Conseil, avec le budget auto quand auto (Position.Estimer).
func (p Position) ConseilAuto(ctx context.Context, budget int, auto bool, graine uint64) (*ResultatConseil, error) {
	e := p.Estimer(budget, auto, graine, ctx.Done())
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return NouveauResultatConseil(p, e, auto), nil
}

// Meilleure renvoie l'indice du coup que recherche jouerait parmi les estimations : le meilleur
// solde (victoires − défaites), le premier à solde égal.
func Meilleure(est []Estimation) int {
	best := 0
	for i, e := range est {
		if e.Victoires-e.Defaites > est[best].Victoires-est[best].Defaites {
			best = i
		}
	}
	return best
}

// Textes écrit la position comme « dominos conseil » la lit : la chaîne (--chaine), la main
// (--main), les valeurs où l'adversaire a passé (--passe, vide sans passe) et l'ouverture
// (--ouverture, vide si inconnue).
func (p Position) Textes() (chaine, main, passe, ouverture string) {
	var passes []string
	for abs := p.Absentes; abs != 0; abs &= abs - 1 {
		passes = append(passes, strconv.Itoa(bits.TrailingZeros16(abs)))
	}
	if p.AvecOuverture {
		ouverture = Pose{p.Ouverture.Haut(), p.Ouverture.Bas()}.String()
	}
	return p.Chaine.String(), TuilesDe(p.Main).String(), strings.Join(passes, ","), ouverture
}
