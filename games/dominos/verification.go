package dominos

import (
	"fmt"
	"math"
	"strings"
)

// Les vérifications des agrégats partiels : avant que « jeux fusionne » n'ajoute une part, ses
// comptes doivent pouvoir être vrais pour la plage de donnes ou de parties qu'elle couvre.

// compte est un compte nommé d'un agrégat.
type compte struct {
	nom string
	n   int64
}

// verifierComptes vérifie que les comptes sont positifs ou nuls et que leur somme, calculée
// sans dépassement, fait total.
func verifierComptes(total int64, nomTotal string, comptes ...compte) error {
	var somme int64
	var noms []string
	for _, c := range comptes {
		if c.n < 0 {
			return echec(CodeCompteNegatif, c.nom, c.n)
		}
		if c.n > math.MaxInt64-somme {
			return echec(CodeCompteDeborde, c.nom, c.n)
		}
		somme += c.n
		noms = append(noms, c.nom)
	}
	if somme != total {
		return echec(CodeSommeComptes, strings.Join(noms, " + "), somme, total, nomTotal)
	}
	return nil
}

// verifierParties vérifie le bilan d'une part qui a joué parties parties : victoires, nuls et défaites
// positifs ou nuls, dont la somme fait parties.
func (b *Bilan) verifierParties(parties int64) error {
	return verifierComptes(parties, "parties", compte{"victoires", b.Victoires}, compte{"nuls", b.Nuls}, compte{"defaites", b.Defaites})
}

// verifierPart vérifie les bilans d'une part d'un championnat qui a joué les parties numérotées
// de premiere à premiere+nombre−1 : une par rencontre, chacune du nombre de ses parties dans la
// plage, et le nombre de parties par place de la configuration.
func (c *Championnat) verifierPart(ref *Championnat, premiere, nombre int64) error {
	if c.ParPlace != ref.ParPlace {
		return echec(CodeParPlacePart, c.ParPlace, ref.ParPlace)
	}
	if len(c.Bilans) != len(ref.Rencontres) {
		return echec(CodeBilans, len(c.Bilans), len(ref.Rencontres))
	}
	for i := range c.Bilans {
		debut, fin := int64(i)*c.ParPlace, int64(i+1)*c.ParPlace
		dans := max(0, min(fin, premiere+nombre)-max(debut, premiere))
		if err := c.Bilans[i].verifierParties(dans); err != nil {
			return fmt.Errorf("bilans[%d] : %w", i, err)
		}
		if err := c.Bilans[i].verifierMatchs(0, dans); err != nil {
			return fmt.Errorf("bilans[%d] : %w", i, err)
		}
	}
	return nil
}

// verifierDonnes vérifie le bilan d'une part qui a résolu donnes donnes : des issues positives ou
// nulles qui en font le compte, des victoires de l'ouvreur au plus les parties gagnées, des
// positions visitées positives ou nulles.
func (b *BilanExact) verifierDonnes(donnes int64) error {
	if b.Donnes != donnes {
		return echec(CodeDonnesPart, b.Donnes, donnes)
	}
	if err := verifierComptes(donnes, "donnes", compte{"j1", b.J1}, compte{"nuls", b.Nuls}, compte{"j2", b.J2}); err != nil {
		return err
	}
	if b.Ouvreur < 0 || b.Ouvreur > b.J1+b.J2 {
		return echec(CodeOuvreur, b.Ouvreur, b.J1+b.J2)
	}
	if b.Noeuds < 0 {
		return echec(CodeNoeudsNegatif, b.Noeuds)
	}
	return nil
}

// Fusionner ajoute à b le bilan src, celui des items qui suivent ceux de b, lu d'une part : le
// total des positions visitées, seul compte que la plage ne borne pas, ne doit pas dépasser un
// int64.
func (b *BilanExact) Fusionner(src *BilanExact) error {
	if src.Noeuds > math.MaxInt64-b.Noeuds {
		return echec(CodeNoeudsDeborde, int64(math.MaxInt64))
	}
	b.ajouter(src)
	return nil
}

// Le contrat des parts (cli.Agregat) : chaque agrégat d'un calcul partagé se fusionne avec celui
// des items qui le suivent et se vérifie contre ce que sa plage d'items implique.

// Fusionner ajoute à b le bilan src, celui des parties qui suivent celles de b.
func (b *Bilan) Fusionner(src *Bilan) error {
	b.ajouter(src)
	return nil
}

// Verifier vérifie le bilan d'une part du tournoi cfg qui couvre les items [debut, fin).
func (b *Bilan) Verifier(cfg ConfigTournoi, debut, fin int64) error {
	parties := cfg.PartiesDesItems(debut, fin)
	if err := b.verifierParties(parties); err != nil {
		return err
	}
	return b.verifierMatchs(cfg.Match, parties)
}

// Fusionner ajoute à c les bilans de src, les lots qui suivent ceux de c du même championnat.
func (c *Championnat) Fusionner(src *Championnat) error {
	if len(src.Bilans) != len(c.Bilans) {
		return echec(CodeRencontres, len(src.Bilans), len(c.Bilans))
	}
	c.ajouter(src)
	return nil
}

// Verifier vérifie les bilans d'une part du championnat cfg qui couvre les lots [debut, fin).
func (c *Championnat) Verifier(cfg ConfigChampionnat, debut, fin int64) error {
	return c.verifierPart(cfg.Nouveau(), cfg.PremierePartie(debut), cfg.PartiesDesLots(debut, fin))
}

// Verifier vérifie le bilan d'une part du calcul calc qui couvre les items [debut, fin).
func (b *BilanExact) Verifier(calc CalculExact, debut, fin int64) error {
	return b.verifierDonnes(calc.Donnes(debut, fin))
}
