package dominos

import (
	"math/rand/v2"
	"sort"
)

// Rencontre est une place d'un championnat : la stratégie A en joueur 1 contre la stratégie B,
// données par leurs indices dans la liste des stratégies.
type Rencontre struct{ A, B int }

// Championnat compte les parties d'un championnat : chaque stratégie contre chaque autre, aux
// deux places, ParPlace parties par rencontre. Les parties sont numérotées à la suite et la
// partie k appartient à la rencontre k / ParPlace : une tranche de parties se joue sans rien
// savoir des autres, ce qui permet de la confier à n'importe quel fil de calcul. Son JSON,
// l'agrégat d'une part d'un championnat partagé entre machines, ne garde que les comptes.
type Championnat struct {
	Strategies []Description `json:"-"`
	ParPlace   int64         `json:"par_place"`
	Rencontres []Rencontre   `json:"-"`      // ligne par ligne : (0, 1), (0, 2), …, (1, 0), (1, 2), …
	Bilans     []Bilan       `json:"bilans"` // Bilans[i] : les issues de Rencontres[i] pour son joueur 1
	Budget     int           `json:"-"`      // échantillons par décision des stratégies qui en tirent
}

// NouveauChampionnat prépare un championnat sans partie jouée entre les stratégies données.
func NouveauChampionnat(strategies []Description, parPlace int64) *Championnat {
	c := &Championnat{Strategies: strategies, ParPlace: parPlace}
	for a := range strategies {
		for b := range strategies {
			if a != b {
				c.Rencontres = append(c.Rencontres, Rencontre{a, b})
			}
		}
	}
	c.Bilans = make([]Bilan, len(c.Rencontres))
	return c
}

// Parties renvoie le nombre de parties du championnat entier : ParPlace par rencontre.
func (c *Championnat) Parties() int64 { return c.ParPlace * int64(len(c.Rencontres)) }

// Jouer joue les parties numérotées de premiere à premiere+nombre−1, avec les donnes tirées
// par r, et les ajoute aux bilans de leurs rencontres. Chaque rencontre entamée reçoit des
// instances neuves de ses deux stratégies.
func (c *Championnat) Jouer(r *rand.Rand, regles Regles, premiere, nombre int64) {
	c.jouer(nil, regles, premiere, nombre, flots{lot: r})
}

// jouer est Jouer, chaque partie k tirant de f.partie(k) ; il s'arrête dès que arret est fermé.
func (c *Championnat) jouer(arret <-chan struct{}, regles Regles, premiere, nombre int64, f flots) {
	if premiere < 0 || nombre < 0 || premiere+nombre > c.Parties() {
		panic("dominos: parties hors du championnat")
	}
	for k, fin := premiere, premiere+nombre; k < fin; {
		i := k / c.ParPlace
		bout := min((i+1)*c.ParPlace, fin)
		rc := c.Rencontres[i]
		s := [2]Strategie{c.Strategies[rc.A].NouvelleAvec(c.Budget), c.Strategies[rc.B].NouvelleAvec(c.Budget)}
		if !c.Bilans[i].jouer(arret, regles, s, k, bout-k, f) {
			return
		}
		k = bout
	}
}

// ajouter ajoute à c les bilans de src, un autre morceau du même championnat.
func (c *Championnat) ajouter(src *Championnat) {
	if len(src.Bilans) != len(c.Bilans) {
		panic("dominos: fusion de deux championnats différents")
	}
	for i := range c.Bilans {
		c.Bilans[i].ajouter(&src.Bilans[i])
	}
}

// Face renvoie les issues de la stratégie a contre la stratégie b, aux deux places, du point
// de vue de a ; un bilan vide quand a = b.
func (c *Championnat) Face(a, b int) Bilan {
	var f Bilan
	for i, rc := range c.Rencontres {
		bl := c.Bilans[i]
		switch {
		case rc.A == a && rc.B == b:
			f.ajouter(&bl)
		case rc.A == b && rc.B == a:
			f.ajouter(&Bilan{Victoires: bl.Defaites, Nuls: bl.Nuls, Defaites: bl.Victoires})
		}
	}
	return f
}

// Classe est une ligne du classement d'un championnat.
type Classe struct {
	Strategie                 string
	Victoires, Nuls, Defaites int64   // contre toutes les autres stratégies, aux deux places
	Score                     float64 // (victoires + nuls/2) / parties
}

// Classement renvoie une ligne par stratégie, par score décroissant ; deux scores égaux gardent
// l'ordre des stratégies.
func (c *Championnat) Classement() []Classe {
	classement := make([]Classe, len(c.Strategies))
	for a, d := range c.Strategies {
		cl := Classe{Strategie: d.Nom}
		for b := range c.Strategies {
			if a == b {
				continue
			}
			f := c.Face(a, b)
			cl.Victoires += f.Victoires
			cl.Nuls += f.Nuls
			cl.Defaites += f.Defaites
		}
		cl.Score = (float64(cl.Victoires) + float64(float64(cl.Nuls)/2)) / float64(cl.Victoires+cl.Nuls+cl.Defaites)
		classement[a] = cl
	}
	sort.SliceStable(classement, func(i, j int) bool { return classement[i].Score > classement[j].Score })
	return classement
}
