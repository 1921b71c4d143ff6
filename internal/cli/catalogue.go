package cli

import "jeux/internal/langue"

// The English of the texts of package cli, and of the codes every engine shares.
var _ = langue.Enregistrer(map[string]string{
	"jeux : %s":               "jeux: %s",
	"jeux : interrompu":       "jeux: interrupted",
	" ou ":                    " or ",
	"au moins %v est attendu": "at least %v is expected",
	"au plus %v est attendu":  "at most %v is expected",
	"de %v à %v est attendu":  "%v to %v is expected",
	"%s est attendu":          "%s is expected",
	"NOM :":                   "NAME:",
	"UTILISATION :":           "USAGE:",
	"DESCRIPTION :":           "DESCRIPTION:",
	"EXEMPLES :":              "EXAMPLES:",
	"COMMANDES :":             "COMMANDS:",
	"OPTIONS :":               "FLAGS:",
	"COMMANDE":                "COMMAND",
	"ENTIER":                  "INTEGER",
	"TEXTE":                   "TEXT",
	"NOMBRE":                  "NUMBER",
	"VOIR AUSSI":              "SEE ALSO",
	"Manuel de jeux":          "jeux manual",
	" (défaut : %s)":          " (default: %s)",
	"« %s help COMMANDE » ou « %s COMMANDE --help » décrit une commande.": "“%s help COMMAND” or “%s COMMAND --help” describes a command.",
	"option inconnue %s : « %s --help » liste les options acceptées":      "unknown flag %s: “%s --help” lists the accepted flags",
	"valeur %q invalide pour %s : %s":                                     "invalid value %q for %s: %s",
	"valeur %q invalide pour --%s : %s est attendu":                       "invalid value %q for --%s: %s is expected",
	"%s vaut %s : %s":    "%s is %s: %s",
	"%s : %s":            "%s: %s",
	"grandeur":           "quantity",
	"valeur":             "value",
	"commande : %s":      "command: %s",
	"affiche l'aide":     "shows the help",
	"affiche la version": "shows the version",
	"langue des messages : fr ou en (défaut : celle de LC_ALL, LC_MESSAGES ou LANG, sinon fr)": "language of the messages: fr or en (default: that of LC_ALL, LC_MESSAGES or LANG, else fr)",
})
