// Package fichier says in French, on one line, what went wrong with a file: the operating
// system's own messages are in English («no space left on device», «is a directory»), and the
// toolkit shows none of them to its users.
package fichier
