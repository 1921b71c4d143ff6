// Package fichier is the toolkit's one door to the disk. Every read is bounded and never blocks:
// a named pipe, a device or a file larger than its bound is refused before a byte is read (Lire,
// Ouvrir). Every write is atomic and goes only to a regular file: the data is written beside the
// target and renamed over it, and a target that is a device, a named pipe, a directory or a
// read-only file is refused (Ecrire, VerifierSortie). Errors are one line, French by Error
// and in either language by CauseEn and Erreur.Texte: the operating system's own messages are
// in English («no space left on device», «is a directory»), and the toolkit shows none of them
// to its users (Cause; their English, its own, is in catalogue.go).
package fichier
