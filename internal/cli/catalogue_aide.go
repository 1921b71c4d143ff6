package cli

import (
	"fmt"

	"jeux/internal/langue"
	"jeux/stats/plot"
)

// The English of the help of package cli: the commands it makes (fusionne, man, help), the
// shared options' usages, and the words of the usage lines.
var _ = langue.Enregistrer(map[string]string{
	"[options]":   "[flags]",
	"calcul":      "computing", // the progress bar's description
	"(inconnue)":  "(unknown)", // a version without build information
	"[commande…]": "[command…]",
	"FICHIER…":    "FILE…",
	"DOSSIER":     "DIRECTORY",
	"SHELL":       "SHELL",
	"décrit une commande : ce qu'elle fait, ses options, des exemples": "describes a command: what it does, its flags, examples",

	// jeux man
	"écrit une page de manuel par commande (jeux.1, jeux-bataille-stat.1, …) dans DOSSIER": "writes one manual page per command (jeux.1, jeux-bataille-stat.1, …) into DIRECTORY",
	"jeux man ~/.local/share/man/man1 && man jeux-bataille-stat":                           "jeux man ~/.local/share/man/man1 && man jeux-bataille-stat",
	"le dossier des pages": "the directory of the pages",

	// jeux fusionne
	"réunit les résultats partiels de --shard en le résultat d'une seule machine":                                              "merges the partial results of --shard into the result of a single machine",
	"recalcule K parts tirées au hasard et les compare à leurs fichiers, octet pour octet : K, K% ou toutes":                   "computes K parts drawn at random again and compares them with their files, byte for byte: K, K% or all",
	"graine du tirage des parts de --verifie (tirée au hasard et affichée sinon)":                                              "seed of the draw of the parts of --verify (drawn at random and shown otherwise)",
	"fichier de la clé secrète des parts (--cle de --shard) : une part sans signature, ou signée d'une autre clé, est refusée": "file of the parts' secret key (--key of --shard): a part without a signature, or signed with another key, is refused",
	"Les parts (fichiers, motifs comme part-*.json, ou - pour lire la liste des chemins sur l'entrée standard)\n" +
		"doivent venir du même calcul (version, commande, options, graine) et couvrir chaque item une fois.\n" +
		"La sortie est celle du calcul sur une seule machine, octet pour octet, dans le format de -F.\n" +
		"L'empreinte d'une part ne montre que qu'elle n'a pas été tronquée : n'importe qui peut la recalculer.\n" +
		"--verifie K recalcule K parts tirées au hasard (K%, ou toutes) et refuse une part qui diffère de son fichier ;\n" +
		"la sortie dit combien de parts ont été recalculées, et la graine du tirage.\n" +
		"--cle FICHIER refuse une part qui ne porte pas la signature (HMAC-SHA256) de cette clé, donnée aussi à --shard.": "The parts (files, patterns such as part-*.json, or - to read the list of paths on standard input)\n" +
		"must come from the same computation (version, command, flags, seed) and cover each item once.\n" +
		"The output is that of the computation on a single machine, byte for byte, in the format of -F.\n" +
		"A part's hash only shows that it was not truncated: anyone can compute it again.\n" +
		"--verify K computes K parts drawn at random again (K%, or all) and refuses a part that differs from its file;\n" +
		"the output says how many parts were computed again, and the seed of the draw.\n" +
		"--key FILE refuses a part that does not carry the signature (HMAC-SHA256) of this key, also given to --shard.",
	"parallel jeux rostam exhaustif -N 11 --shard {}/8 -o part-{}.json ::: $(seq 0 7)\njeux fusionne part-*.json\njeux fusionne --verifie 10% part-*.json": "parallel jeux one-colour exhaustive -N 11 --shard {}/8 -o part-{}.json ::: $(seq 0 7)\njeux merge part-*.json\njeux merge --verify 10% part-*.json",

	// --shard, -o and --cle of a shardable command
	usageShard:      "computes only part k of n (k/n, 0 ≤ k < n, or slurm in a job array) and writes its partial result in JSON, to be merged with “jeux merge”",
	usageSortiePart: "with --shard: file to write the part to (written whole or not at all)",
	usageClePart:    "with --shard: file of a secret key (at least 16 bytes) that signs the part (HMAC-SHA256), for “jeux merge --key”",

	// the shared options
	"graine du générateur aléatoire, affichée pour refaire le calcul (défaut : tirée au hasard)":                    "seed of the random generator, shown to redo the computation (default: drawn at random)",
	fmt.Sprintf("nombre de calculs menés en parallèle, de 1 à %d (variable d'environnement : WORKERS)", maxWorkers): fmt.Sprintf("computations run in parallel, from 1 to %d (environment variable: WORKERS)", maxWorkers),
	"nombre de parties simulées (au moins 1)": "games simulated (at least 1)",
	"mémoire que le calcul peut prendre, par exemple 4G ou 500M (défaut : variable " +
		"JEUX_MEMOIRE, et toujours au plus la mémoire disponible, la limite du cgroup et celle de l'espace d'adressage)": "memory the computation may take, for example 4G or 500M (default: variable " +
		"JEUX_MEMOIRE, and always at most the available memory, the cgroup's limit and the address space's)",
	"fichier du graphique : .png, .svg ou .pdf":                               "file of the chart: .png, .svg or .pdf",
	"début de l'axe horizontal du graphique (par défaut : celui des données)": "start of the chart's horizontal axis (default: that of the data)",
	"fin de l'axe horizontal du graphique (par défaut : celle des données ; pour la bataille, la durée que 99 % des parties finies ne dépassent pas)": "end of the chart's horizontal axis (default: that of the data; for War, the length that 99% of the finished games do not exceed)",
	"--%s : un nombre fini est attendu, pas %v":                       "--%s: a finite number is expected, not %v",
	"--%s et --%s : le début de l'axe doit précéder sa fin (%v ≥ %v)": "--%s and --%s: the start of the axis must come before its end (%v >= %v)",
	fmt.Sprintf("taille du graphique en pixels, LxH (chaque côté de %d à %d ; en SVG et PDF, la même taille à %d pixels par pouce)", plot.CoteMin, plot.CoteMax, plot.ParPouce): fmt.Sprintf("size of the chart in pixels, WxH (each side from %d to %d; in SVG and PDF, the same size at %d pixels per inch)", plot.CoteMin, plot.CoteMax, plot.ParPouce),
	"affiche la version, comme « jeux --version »": "shows the version, as “jeux --version” does",
})

// formatDeSortie is the usage of -F for the formats noms, in French; its English is registered
// with it, since the list varies from one command to another.
func formatDeSortie(noms string) string {
	fr := "format de sortie : " + noms
	langue.Enregistrer(map[string]string{fr: "output format: " + noms})
	return fr
}
