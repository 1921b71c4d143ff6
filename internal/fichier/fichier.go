package fichier

import (
	"errors"
	"io/fs"
	"strconv"
	"syscall"

	"jeux/internal/langue"
)

// causes gives the French wording of the system errors a file operation commonly meets: the one
// table of the toolkit.
var causes = append([]cause{
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
}, causesSysteme...)

// cause is a system error and its French wording.
type cause struct {
	err error
	fr  string
}

// TubeFerme reports whether err is a write to a pipe whose reader has gone (| head): EPIPE, or
// what Windows says in its place.
func TubeFerme(err error) bool {
	if errors.Is(err, syscall.EPIPE) {
		return true
	}
	for _, e := range tubeFermeSysteme {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// propre is an error of this package: it writes its text in either language.
type propre interface {
	error
	texte(l langue.Langue) string
}

// Traduire returns the French description of err, an error of a file operation, and true; or
// false for an error it does not know (neither a system error nor one of this package's).
func Traduire(err error) (string, bool) { return TraduireEn(langue.Francais, err) }

// TraduireEn is Traduire in the language l.
func TraduireEn(l langue.Langue, err error) (string, bool) {
	var p propre
	if errors.As(err, &p) {
		return p.texte(l), true
	}
	for _, c := range causes {
		if errors.Is(err, c.err) {
			return l.T(c.fr), true
		}
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return l.Sprintf("erreur système %d", int(errno)), true
	}
	return "", false
}

// Cause returns a short French description of err, an error of a file operation: «plus de place
// sur le disque» for ENOSPC, «c'est un dossier» for EISDIR, «c'est un tube nommé» for a named pipe
// refused by Lire, and so on. A system error it does not know is given by its number, any other
// error by its text, quoted so that it stays on one line.
func Cause(err error) string { return CauseEn(langue.Francais, err) }

// CauseEn is Cause in the language l: «no space left on the disk» for ENOSPC in English.
func CauseEn(l langue.Langue, err error) string {
	if t, ok := TraduireEn(l, err); ok {
		return t
	}
	return strconv.Quote(err.Error())
}

// CauseDe is the cause of err (Cause) as a value of a message: French, and written in the
// message's language by Texte.
type CauseDe struct{ Err error }

func (c CauseDe) Error() string { return Cause(c.Err) }

// Texte is the cause in the language l.
func (c CauseDe) Texte(l langue.Langue) string { return CauseEn(l, c.Err) }

// Erreur is an error met doing Action on the file Chemin. Its text is French and one line
// (Texte writes it in English); it unwraps to the system's error for errors.Is.
type Erreur struct {
	Action string // what could not be done, in French, e.g. «impossible d'écrire»; its English in the catalog
	Chemin string
	Err    error
}

// Error writes «action "chemin" : cause».
func (e *Erreur) Error() string { return e.Texte(langue.Francais) }

// Texte is the error in the language l.
func (e *Erreur) Texte(l langue.Langue) string {
	return l.Sprintf("%s %q : %s", l.T(e.Action), e.Chemin, CauseEn(l, e.Err))
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

// ErrPasOrdinaire is matched (errors.Is) by the refusal of a file that is not a regular one: a
// directory, a named pipe, a socket, a device.
var ErrPasOrdinaire = errors.New("pas un fichier ordinaire")

// PasOrdinaire is the refusal of a file that is not a regular one; its text names its kind.
type PasOrdinaire struct{ Mode fs.FileMode }

func (e *PasOrdinaire) Error() string { return e.texte(langue.Francais) }

func (e *PasOrdinaire) texte(l langue.Langue) string {
	if e.Mode.IsDir() {
		return l.T("c'est un dossier")
	}
	return l.Sprintf("c'est %s, pas un fichier ordinaire", l.T(e.Genre()))
}

// Genre names the kind of file: «un dossier», «un tube nommé», «une socket», «un périphérique».
func (e *PasOrdinaire) Genre() string {
	m := e.Mode
	switch {
	case m.IsDir():
		return "un dossier"
	case m&fs.ModeNamedPipe != 0:
		return "un tube nommé"
	case m&fs.ModeSocket != 0:
		return "une socket"
	case m&fs.ModeDevice != 0:
		return "un périphérique"
	}
	return "un fichier spécial"
}

// Is makes a directory match syscall.EISDIR as well as ErrPasOrdinaire.
func (e *PasOrdinaire) Is(cible error) bool {
	return cible == ErrPasOrdinaire || e.Mode.IsDir() && cible == syscall.EISDIR
}

// DuNoyau is the refusal of a regular file of a file system the kernel makes as it is read
// (proc, sysfs…): its size says nothing of what a read gives, which may block forever
// (/proc/kmsg). It matches ErrPasOrdinaire.
type DuNoyau struct{ Systeme string }

func (e *DuNoyau) Error() string { return e.texte(langue.Francais) }

func (e *DuNoyau) texte(l langue.Langue) string {
	return l.Sprintf("fichier du noyau (système %s), pas un fichier ordinaire d'un disque", e.Systeme)
}

func (e *DuNoyau) Is(cible error) bool { return cible == ErrPasOrdinaire }

// ErrTropGros is matched by the refusal of a file larger than the reader's bound.
var ErrTropGros = errors.New("fichier trop gros")

// TropGros is the refusal of a file of more than Max bytes.
type TropGros struct{ Max int64 }

func (e *TropGros) Error() string { return e.texte(langue.Francais) }

func (e *TropGros) texte(l langue.Langue) string {
	return l.Sprintf("fichier de plus de %s", taille(l, e.Max))
}

func (e *TropGros) Is(cible error) bool { return cible == ErrTropGros }

// taille writes a number of bytes in the largest binary unit that divides it, in the language l.
func taille(l langue.Langue, n int64) string {
	for _, u := range []struct {
		nom   string
		octet int64
	}{{"Gio", 1 << 30}, {"Mio", 1 << 20}, {"Kio", 1 << 10}} {
		if n >= u.octet && n%u.octet == 0 {
			return strconv.FormatInt(n/u.octet, 10) + " " + l.T(u.nom)
		}
	}
	return l.Sprintf("%d octets", n)
}

// ErrLectureSeule is the refusal to replace a file that may not be written: its permissions
// grant nobody the right to write it, or not this user.
var ErrLectureSeule = lectureSeule{}

type lectureSeule struct{}

func (e lectureSeule) Error() string              { return e.texte(langue.Francais) }
func (lectureSeule) texte(l langue.Langue) string { return l.T("fichier en lecture seule") }

// dossierAbsent is the refusal of an output whose directory does not exist.
type dossierAbsent struct{ dossier string }

func (e *dossierAbsent) Error() string { return e.texte(langue.Francais) }
func (e *dossierAbsent) Unwrap() error { return fs.ErrNotExist }
func (e *dossierAbsent) texte(l langue.Langue) string {
	return l.Sprintf("le dossier %q n'existe pas", e.dossier)
}

// pasUnDossier is the refusal of an output whose directory is a file.
type pasUnDossier struct{ dossier string }

func (e *pasUnDossier) Error() string { return e.texte(langue.Francais) }
func (e *pasUnDossier) Unwrap() error { return syscall.ENOTDIR }
func (e *pasUnDossier) texte(l langue.Langue) string {
	return l.Sprintf("%q n'est pas un dossier", e.dossier)
}
