package dominos

import (
	"math/bits"
	"math/rand/v2"
	"strconv"

	"jeux/parametre"
)

// Vue est ce qu'un joueur sait de la partie quand il doit choisir une tuile.
type Vue struct {
	Main           Ensemble   // sa main
	Jouables       Ensemble   // les tuiles de sa main qui se posent (jamais vide)
	Gauche, Droite int        // les valeurs aux deux bouts de la chaîne
	Posees         Ensemble   // les tuiles déjà sur la table
	Adverse        int        // le nombre de tuiles de l'adversaire
	Absentes       uint16     // bit v : l'adversaire a passé avec v à un bout, il n'a aucune tuile v
	Ouverture      Tuile      // la tuile qui a ouvert : la plus forte des deux mains distribuées
	Regles         Regles     // la variante jouée
	Hasard         *rand.Rand // le générateur de la partie, pour les stratégies qui tirent au sort

	// Arret, fermé (ctx.Done()), dit que le calcul est abandonné : une stratégie longue
	// (recherche) rend alors au plus vite un coup jouable quelconque. nil : jamais.
	Arret <-chan struct{}
}

// arrete dit si arret (Vue.Arret, ou le ctx.Done() d'un calcul) est fermé.
func arrete(arret <-chan struct{}) bool {
	select {
	case <-arret:
		return true
	default:
		return false
	}
}

// Strategie choisit la tuile à poser parmi v.Jouables. La vue appartient au moteur, qui la
// remplit avant chaque appel : la stratégie la lit sans la modifier ni la garder.
type Strategie interface {
	Choisir(v *Vue) Tuile
}

// ChoixDuBout est une stratégie qui sait, sous la pose libre, choisir le bout d'une tuile qui se
// pose aux deux (docs/regles.md §2.2) : AGauche est appelée juste après Choisir, avec la même
// vue, quand la tuile choisie t est dans ce cas. Une stratégie qui ne l'implémente pas pose
// à gauche, comme le programme de 2012.
type ChoixDuBout interface {
	AGauche(v *Vue, t Tuile) bool
}

// ChoisirPlacement demande son coup à la stratégie s : la tuile, puis, si la pose est libre et
// que la tuile se pose aux deux bouts, le bout ; sinon le bout que fixe la règle de 2012.
func ChoisirPlacement(s Strategie, v *Vue) Placement {
	t := s.Choisir(v)
	if v.Regles.Pose == PoseLibre && auChoix(v.Gauche, v.Droite, t) {
		gauche := true
		if b, ok := s.(ChoixDuBout); ok {
			gauche = b.AGauche(v, t)
		}
		return Placement{t, gauche}
	}
	_, _, gauche := apresPose(v.Gauche, v.Droite, t)
	return Placement{t, gauche}
}

// meilleurBout pose t (qui se pose aux deux bouts de v) de chaque côté, compte score sur les
// nouveaux bouts et la main restante, et dit si la gauche fait au moins aussi bien.
func meilleurBout(v *Vue, t Tuile, score func(g, d int, reste Ensemble) int) bool {
	reste := v.Main
	reste.Retirer(t)
	somme := t.Haut() + t.Bas()
	return score(somme-v.Gauche, v.Droite, reste) >= score(v.Gauche, somme-v.Droite, reste)
}

// Pire pose la dernière tuile jouable dans l'ordre de la main, la plus faible.
type Pire struct{}

// Choisir renvoie la plus faible des tuiles jouables.
func (Pire) Choisir(v *Vue) Tuile { return v.Jouables.PlusFaible() }

// AGauche : pire s'en tient au bout gauche, celui du programme de 2012 ; son critère, le rang de
// la tuile, ne dit rien des bouts.
func (Pire) AGauche(*Vue, Tuile) bool { return true }

// Hasard pose une tuile jouable tirée uniformément.
type Hasard struct{}

// Choisir tire une des tuiles jouables avec v.Hasard.
func (Hasard) Choisir(v *Vue) Tuile { return v.Jouables.Kieme(v.Hasard.IntN(v.Jouables.Taille())) }

// AGauche : hasard tire le bout à pile ou face avec v.Hasard.
func (Hasard) AGauche(v *Vue, _ Tuile) bool { return v.Hasard.IntN(2) == 0 }

// PlusDePoints pose la tuile jouable de plus grand x + y, la première dans l'ordre de la main
// en cas d'égalité.
type PlusDePoints struct{}

// Choisir renvoie la tuile jouable la plus lourde.
func (PlusDePoints) Choisir(v *Vue) Tuile { return plusLourde(v.Jouables) }

// AGauche : plus_de_points choisit le bout après lequel sa tuile jouable la plus lourde est la
// plus lourde (il pourra continuer de se défaire de ses points), la gauche à égalité.
func (PlusDePoints) AGauche(v *Vue, t Tuile) bool {
	return meilleurBout(v, t, func(g, d int, reste Ensemble) int {
		jo := reste.Et(avecValeur[g].Ou(avecValeur[d]))
		if jo.Vide() {
			return -1
		}
		c := plusLourde(jo)
		return c.Haut() + c.Bas()
	})
}

// plusLourde renvoie la tuile de plus grand x + y, la plus forte en cas d'égalité.
func plusLourde(e Ensemble) Tuile {
	best, pts := Tuile(0), -1
	for m := 1; m >= 0; m-- {
		for w := e[m]; w != 0; {
			b := 63 - bits.LeadingZeros64(w)
			w &^= 1 << b
			t := Tuile(m*64 + b)
			if p := int(hautDe[t]) + int(basDe[t]); p > pts {
				best, pts = t, p
			}
		}
	}
	return best
}

// PlusPresent pose la tuile jouable dont les valeurs sont les plus fréquentes dans la main
// (occ[x] + occ[y], un double comptant deux demi-tuiles), la première dans l'ordre de la main
// en cas d'égalité.
type PlusPresent struct{}

// Choisir renvoie la tuile jouable aux valeurs les plus présentes.
func (PlusPresent) Choisir(v *Vue) Tuile {
	best, score := Tuile(0), -1
	for t := range v.Jouables.Decroissant() {
		if s := occurrences(v.Main, t.Haut()) + occurrences(v.Main, t.Bas()); s > score {
			best, score = t, s
		}
	}
	return best
}

// AGauche : plus_present choisit le bout qui laisse sur la chaîne les valeurs les plus présentes
// dans sa main restante (occ[g] + occ[d] des nouveaux bouts), la gauche à égalité.
func (PlusPresent) AGauche(v *Vue, t Tuile) bool {
	return meilleurBout(v, t, func(g, d int, reste Ensemble) int {
		return occurrences(reste, g) + occurrences(reste, d)
	})
}

// occurrences compte les demi-tuiles de la main qui montrent v (le double v:v compte deux fois).
func occurrences(main Ensemble, v int) int {
	n := main.Et(avecValeur[v]).Taille()
	if main.Contient(NouvelleTuile(v, v)) {
		n++
	}
	return n
}

// Description présente une stratégie du catalogue.
type Description struct {
	Nom      string           // le nom donné en ligne de commande
	Resume   string           // une ligne en français
	Nouvelle func() Strategie // une instance neuve (certaines stratégies gardent des tampons)
	Bout     string           // sous la pose libre, où elle pose une tuile qui va aux deux bouts
}

// Catalogue renvoie les stratégies connues, dans l'ordre où on les présente.
func Catalogue() []Description {
	return []Description{
		{"pire", "pose la tuile jouable la plus faible dans l'ordre lexicographique",
			func() Strategie { return Pire{} }, "à gauche, comme le programme de 2012 (son critère, le rang de la tuile, ne dit rien des bouts)"},
		{"hasard", "pose une tuile jouable tirée au hasard",
			func() Strategie { return Hasard{} }, "un bout tiré à pile ou face"},
		{"plus_de_points", "pose la tuile jouable qui vaut le plus de points (x + y)",
			func() Strategie { return PlusDePoints{} }, "le bout après lequel sa tuile jouable la plus lourde est la plus lourde, la gauche à égalité"},
		{"plus_present", "pose la tuile jouable dont les valeurs sont les plus présentes dans la main",
			func() Strategie { return PlusPresent{} }, "le bout qui laisse les valeurs les plus présentes dans sa main restante, la gauche à égalité"},
		{"bloqueur", "pose une tuile lourde, les doubles d'abord, en gardant des réponses et en fermant les bouts où l'adversaire a passé",
			func() Strategie { return Bloqueur{} }, "le bout de meilleur score : réponses gardées en main, bouts où l'adversaire a passé ; la gauche à égalité"},
		{"anticipation", "tire au sort les mains adverses possibles et finit la partie pour chaque coup, puis garde le meilleur",
			func() Strategie { return &Anticipation{Echantillons: EchantillonsAnticipation} },
			"chaque bout essayé comme un coup, le meilleur écart sur les fins tirées (jouées selon la règle de 2012)"},
		{"recherche", "tire au sort les mains adverses compatibles avec ce qu'elle a vu, résout chaque donne exactement et joue le coup au meilleur total",
			func() Strategie { return &Recherche{Budget: BudgetRecherche} },
			"chaque bout essayé comme un coup et résolu sous la pose libre, la meilleure issue totale"},
	}
}

// NouvelleAvec renvoie une instance neuve de la stratégie, avec budget échantillons par décision
// si elle en tire (Reglable) et si budget > 0 ; sinon avec son réglage du catalogue.
func (d Description) NouvelleAvec(budget int) Strategie {
	s := d.Nouvelle()
	if r, ok := s.(Reglable); ok && budget > 0 {
		r.FixerBudget(budget)
	}
	return s
}

// Reglee dit si la stratégie nommée tire un nombre d'échantillons réglable (Reglable) : --budget
// change alors ses coups.
func Reglee(nom string) bool {
	d, err := Trouver(nom)
	if err != nil {
		return false
	}
	_, ok := d.Nouvelle().(Reglable)
	return ok
}

// Noms renvoie les noms des stratégies connues.
func Noms() []string {
	var noms []string
	for _, d := range Catalogue() {
		noms = append(noms, d.Nom)
	}
	return noms
}

// Trouver renvoie la description de la stratégie nommée, ou une *parametre.Erreur qui liste les
// noms connus.
func Trouver(nom string) (Description, error) {
	for _, d := range Catalogue() {
		if d.Nom == nom {
			return d, nil
		}
	}
	noms := Noms()
	args := make([]any, len(noms))
	for i, n := range noms {
		args[i] = n
	}
	return Description{}, &parametre.Erreur{Nom: "strategie", Valeur: strconv.Quote(nom), Code: parametre.Parmi, Args: args}
}
