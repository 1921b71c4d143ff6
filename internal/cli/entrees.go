package cli

import (
	"crypto/sha256"
	"encoding/hex"
	"jeux/internal/fichier"
)

// maxFichierEntree bounds a file an option names: a deal, the JSON of a search.
const maxFichierEntree = 1 << 20

// annEntree marks an option that names an input file (FichierEntree).
const annEntree = "jeux/fichier-entree"

// LireFichier reads the file that the option nom names (a regular file of at most 1 MiB, read
// through internal/fichier: a named pipe or a device is refused at once) and passes its bytes to
// lire; a file that cannot be read, or that lire refuses, is a usage error that names the option
// and the file. The contents of an input file (FichierEntree) are fingerprinted for the parts,
// and in a merge they must be those the parts were computed from.
func (c *Contexte) LireFichier(p any, lire func(b []byte) error) error {
	f := c.drapeau(p)
	nom, chemin := c.Langue().Option(f.Name), f.Value.String()
	b, err := fichier.Lire(chemin, maxFichierEntree)
	if err != nil {
		return ErreurUsage("--%s %q : %s", nom, chemin, fichier.CauseDe{Err: err})
	}
	if _, entree := f.Annotations[annEntree]; entree {
		h := sha256.Sum256(b)
		empreinte := hex.EncodeToString(h[:])
		if attendue, ok := c.entrees[f.Name]; ok && attendue != empreinte {
			return ErreurUsage("--%s %q : le fichier a changé depuis le calcul des parts (contenu d'empreinte %.12s…, les parts ont %.12s…)", nom, chemin, empreinte, attendue)
		}
		if c.entrees == nil {
			c.entrees = map[string]string{}
		}
		c.entrees[f.Name] = empreinte
	}
	if err := lire(b); err != nil {
		return ErreurUsage("--%s %q : %v", nom, chemin, err)
	}
	return nil
}
