package fichier

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"syscall"
)

// causes gives the French wording of the system errors a file operation commonly meets.
var causes = []struct {
	err error
	fr  string
}{
	{syscall.ENOSPC, "plus de place sur le disque"},
	{syscall.EDQUOT, "quota de disque dépassé"},
	{syscall.EROFS, "système de fichiers en lecture seule"},
	{syscall.EISDIR, "c'est un dossier"},
	{syscall.ENOTDIR, "un élément du chemin n'est pas un dossier"},
	{syscall.ENAMETOOLONG, "nom trop long"},
	{syscall.ELOOP, "trop de liens symboliques"},
	{syscall.EPIPE, "tube fermé par le lecteur"},
	{syscall.EMFILE, "trop de fichiers ouverts"},
	{syscall.ENFILE, "trop de fichiers ouverts"},
	{syscall.EIO, "erreur d'entrée-sortie"},
	{syscall.ENOTEMPTY, "dossier non vide"},
	{syscall.EXDEV, "autre système de fichiers"},
	{syscall.EBUSY, "ressource occupée"},
	{syscall.ETXTBSY, "fichier occupé"},
	{syscall.EFBIG, "fichier trop gros"},
	{syscall.ENXIO, "périphérique absent"},
	{syscall.EINVAL, "argument invalide"},
	{fs.ErrPermission, "permission refusée"},
	{fs.ErrNotExist, "fichier ou dossier absent"},
	{fs.ErrExist, "existe déjà"},
	{fs.ErrClosed, "fichier déjà fermé"},
}

// Cause returns a short French description of err, an error of a file operation: «plus de place
// sur le disque» for ENOSPC, «c'est un dossier» for EISDIR, and so on. A system error it does not
// know is given by its number, any other error by its text, quoted so that it stays on one line.
func Cause(err error) string {
	for _, c := range causes {
		if errors.Is(err, c.err) {
			return c.fr
		}
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return "erreur système " + strconv.Itoa(int(errno))
	}
	return strconv.Quote(err.Error())
}

// Erreur is an error met doing Action on the file Chemin. Its text is French and one line; it
// unwraps to the system's error for errors.Is.
type Erreur struct {
	Action string // what could not be done, e.g. «écriture impossible», «lecture du cache impossible»
	Chemin string
	Err    error
}

// Error writes «action "chemin" : cause».
func (e *Erreur) Error() string {
	return fmt.Sprintf("%s %q : %s", e.Action, e.Chemin, Cause(e.Err))
}

// Unwrap returns the system's error.
func (e *Erreur) Unwrap() error { return e.Err }

// Envelopper returns err as an *Erreur for action on chemin, or nil when err is nil.
func Envelopper(action, chemin string, err error) error {
	if err == nil {
		return nil
	}
	return &Erreur{Action: action, Chemin: chemin, Err: err}
}

// Renommer renames ancien to nouveau like os.Rename, but names a directory in the way by
// syscall.EISDIR («c'est un dossier») where os.Rename says «file exists».
func Renommer(ancien, nouveau string) error {
	err := os.Rename(ancien, nouveau)
	if err == nil {
		return nil
	}
	if info, errStat := os.Stat(nouveau); errStat == nil && info.IsDir() {
		return &os.LinkError{Op: "rename", Old: ancien, New: nouveau, Err: syscall.EISDIR}
	}
	return err
}
