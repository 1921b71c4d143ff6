// Package cli is what every command of jeux shares, written once: a command declares an
// options struct (Options: its fields bound to flags by Drapeaux, and the ones that change the
// answer), and an action that turns a Contexte into one result; a command whose work splits in
// items for --shard also gives a Calcul. The files, by concern:
//
//   - app.go: the application (App), its tree, Ctrl-C, exit statuses, help under every group;
//   - commande.go: building commands and groups, positional arguments, suggestions;
//   - options.go: the options struct and the flags bound to its fields, the shared options;
//   - contexte.go: what an action reads (seed, workers, -n, memory, parameters block);
//   - progression.go: the progress bar and the progress lines, on a terminal only;
//   - sortie.go: the result written in the format of -F, whole or not at all;
//   - erreurs.go: the one error type of a refused parameter (Refus), and the text of any error
//     in the run's language (TexteErreur: a Refus, a typed refusal of an engine, a langue.Phrase,
//     an error of internal/fichier); the values of a refusal that are errors are written in its
//     language too;
//   - entrees.go: the files options name, read through internal/fichier and fingerprinted;
//   - partage.go: --shard, the partial results, their computation version and their signature
//     (--cle); fusionne.go: jeux fusionne; verification.go: fusionne --verifie, parts computed
//     again and compared with their files;
//   - graphique.go: the chart's file and size; aide.go: help and man pages; completion.go:
//     jeux completion; version.go;
//   - catalogue*.go: the English of every text of the package.
package cli

// Names of the shared options.
const (
	OptFormat  = "format"
	OptWorkers = "workers"
	OptGraine  = "graine"
	OptNombre  = "nombre"
	OptSortie  = "sortie"
)

// Annotations of a command, read by the framework.
const (
	AnnFormats     = "jeux/formats"     // the formats -F accepts, comma-separated
	annObligatoire = "jeux/obligatoire" // on a flag: it must be given
	annGroupe      = "jeux/groupe"      // on a command: it only groups subcommands
)
