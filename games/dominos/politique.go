package dominos

import (
	"hash/fnv"
	"math/rand/v2"
)

// Le jeu à mains cachées, vu comme un jeu sous forme extensive (docs/regles.md §2) : le hasard
// distribue (toutes les donnes de Distribuer également probables), l'ouverture est forcée, un
// joueur sans tuile jouable passe d'office et un joueur qui n'en a qu'une la pose. Les seules
// décisions sont celles d'un joueur qui a au moins deux tuiles jouables ; il sait alors sa main
// distribuée et la suite publique des coups (tuiles posées et passes) : c'est son ensemble
// d'information.

// passeCode est le code d'une passe dans une histoire ; une tuile y est codée par son rang.
const passeCode = 0xff

// cleInfo écrit la clé de l'ensemble d'information du joueur j (0 ou 1) qui a reçu la main
// main et voit l'histoire publique histoire (l'ouverture d'abord).
func cleInfo(j int, main Ensemble, histoire []byte) string {
	b := make([]byte, 0, 17+len(histoire))
	b = append(b, byte(j))
	for _, w := range main {
		for k := range 8 {
			b = append(b, byte(w>>(8*k)))
		}
	}
	return string(append(b, histoire...))
}

// Politique dit comment un joueur choisit : la probabilité de chaque coup permis, dans l'ordre de
// Vue.Placements (les tuiles dans l'ordre des mains, la gauche avant la droite d'une tuile qui
// se pose aux deux bouts sous la pose libre), à un ensemble d'information de décision. La vue est celle que le
// moteur des parties donnerait au joueur ; cle identifie l'ensemble d'information.
type Politique interface {
	Probabilites(cle string, v *Vue) []float64
}

// PolitiqueStrategie fait d'une stratégie du catalogue une politique : une stratégie
// déterministe donne tout au coup qu'elle choisit, hasard le même poids à chaque tuile, et une
// stratégie qui tire au sort (anticipation, recherche) la fréquence de chaque coup sur Tirages
// appels, avec un générateur propre à l'ensemble d'information (la même politique à chaque
// évaluation). Les probabilités sont gardées par ensemble d'information.
type PolitiqueStrategie struct {
	S       Strategie
	Tirages int
	Regles  Regles
	memo    map[string][]float64
}

// Aleatoire est une stratégie dont le coup dépend du générateur de la vue.
type Aleatoire interface {
	Aleatoire() bool
}

// Aleatoire : anticipation tire des mains adverses.
func (*Anticipation) Aleatoire() bool { return true }

// Aleatoire : recherche tire des mains adverses.
func (*Recherche) Aleatoire() bool { return true }

// NouvellePolitique fait une politique de la stratégie s ; tirages est le nombre d'appels qui
// estiment la fréquence des coups d'une stratégie aléatoire.
func NouvellePolitique(s Strategie, regles Regles, tirages int) *PolitiqueStrategie {
	return &PolitiqueStrategie{S: s, Tirages: tirages, Regles: regles, memo: map[string][]float64{}}
}

// Probabilites renvoie la distribution des coups de la stratégie à l'ensemble cle.
func (p *PolitiqueStrategie) Probabilites(cle string, v *Vue) []float64 {
	if pr, ok := p.memo[cle]; ok {
		return pr
	}
	coups := v.Placements()
	pr := make([]float64, len(coups))
	index := func(c Placement) int {
		for i, u := range coups {
			if u == c {
				return i
			}
		}
		panic("dominos: la stratégie a choisi une tuile injouable")
	}
	_, uniforme := p.S.(Hasard)
	_, alea := p.S.(Aleatoire)
	switch {
	case uniforme:
		// hasard tire la tuile, puis le bout à pile ou face s'il a le choix.
		n := float64(v.Jouables.Taille())
		for i, c := range coups {
			pr[i] = 1 / n
			if i > 0 && coups[i-1].Tuile == c.Tuile || i+1 < len(coups) && coups[i+1].Tuile == c.Tuile {
				pr[i] /= 2
			}
		}
	case alea:
		// Un générateur tiré de la clé : la même distribution quel que soit l'ordre de visite.
		h := fnv.New64a()
		h.Write([]byte(cle))
		w := *v
		w.Hasard = rand.New(rand.NewPCG(h.Sum64(), uint64(len(cle))))
		for range p.Tirages {
			pr[index(ChoisirPlacement(p.S, &w))] += 1 / float64(p.Tirages)
		}
	default:
		pr[index(ChoisirPlacement(p.S, v))] = 1
	}
	p.memo[cle] = pr
	return pr
}
