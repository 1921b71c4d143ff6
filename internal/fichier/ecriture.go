package fichier

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// PrefixeTemporaire starts the name of the temporary file that Ecrire writes beside its target
// and renames over it; one left behind by a killed run is recognised by it.
const PrefixeTemporaire = ".ecriture-"

// Actions of a write that failed.
const (
	actionEcrire        = "impossible d'écrire"
	actionEcrireDossier = "impossible d'écrire dans le dossier"
)

// VerifierSortie checks, before any work, that a file can be written at chemin: a target that
// exists must be a regular file that may be written, and its directory must exist and take a new
// file. Its errors are *Erreur, French and one line.
func VerifierSortie(chemin string) error {
	cible, _, err := preparer(chemin)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(cible), PrefixeTemporaire+"*")
	if err != nil {
		return Envelopper(actionEcrireDossier, filepath.Dir(cible), err)
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// Ecrire writes chemin whole or not at all: ecrire fills a temporary file beside it, which is
// then renamed over it, and whatever fails, neither a partial file nor the temporary file is
// left. The target is checked first, and again just before the rename: when it exists it must
// be a regular file that may be written (VerifierSortie), and it keeps its permissions; a new
// file is readable by everyone (0644). A symbolic link is followed: the file it points to is
// replaced, the link kept. Its errors are *Erreur, French and one line.
func Ecrire(chemin string, ecrire func(w io.Writer) error) (err error) {
	cible, mode, err := preparer(chemin)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(cible), PrefixeTemporaire+"*")
	if err != nil {
		return Envelopper(actionEcrireDossier, filepath.Dir(cible), err)
	}
	defer func() {
		if err != nil {
			os.Remove(f.Name())
		}
	}()
	err = ecrire(f)
	// A temporary file is private (0600); the file it becomes is not.
	if err == nil {
		err = f.Chmod(mode)
	}
	if errFermeture := f.Close(); err == nil {
		err = errFermeture
	}
	if err != nil {
		return Envelopper(actionEcrire, chemin, err)
	}
	// A device or a named pipe put in place while the data was written is not replaced either.
	if _, err = verifierCible(chemin, cible); err != nil {
		return err
	}
	return Envelopper(actionEcrire, chemin, renommer(f.Name(), cible))
}

// preparer checks what writing chemin needs but the right to create a file: the file it
// replaces, cible, and the directory that holds it. It returns cible and the permissions of the
// new file.
func preparer(chemin string) (string, fs.FileMode, error) {
	cible, err := resoudre(chemin)
	if err != nil {
		return "", 0, err
	}
	mode, err := verifierCible(chemin, cible)
	if err != nil {
		return "", 0, err
	}
	dossier := filepath.Dir(cible)
	info, err := os.Stat(dossier)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", 0, &Erreur{Action: actionEcrire, Chemin: chemin, Err: &dossierAbsent{dossier}}
	case errors.Is(err, syscall.ENOTDIR):
		return "", 0, &Erreur{Action: actionEcrire, Chemin: chemin, Err: &pasUnDossier{premierFichier(dossier)}}
	case err != nil:
		return "", 0, Envelopper(actionEcrireDossier, dossier, err)
	case !info.IsDir():
		return "", 0, &Erreur{Action: actionEcrire, Chemin: chemin, Err: &pasUnDossier{dossier}}
	}
	return cible, mode, nil
}

// premierFichier returns the first element of the path chemin that exists and is not a
// directory (chemin itself when none is found).
func premierFichier(chemin string) string {
	for d := chemin; ; d = filepath.Dir(d) {
		if info, err := os.Stat(d); err == nil && !info.IsDir() {
			chemin = d
		}
		if filepath.Dir(d) == d {
			return chemin
		}
	}
}

// EcrireOctets writes b to chemin as Ecrire does.
func EcrireOctets(chemin string, b []byte) error {
	return Ecrire(chemin, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}

// resoudre returns the file that writing chemin replaces: chemin itself, or the file a symbolic
// link at chemin points to.
func resoudre(chemin string) (string, error) {
	info, err := os.Lstat(chemin)
	if err != nil || info.Mode()&fs.ModeSymlink == 0 {
		return chemin, nil
	}
	cible, err := filepath.EvalSymlinks(chemin)
	if err != nil {
		return "", Envelopper(actionEcrire, chemin, err)
	}
	return cible, nil
}

// verifierCible checks the file that writing chemin replaces, cible: absent, or a regular file
// that may be written. It returns the permissions the new file takes.
func verifierCible(chemin, cible string) (fs.FileMode, error) {
	info, err := os.Stat(cible)
	switch {
	case errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR):
		return 0o644, nil // the directory is checked on its own
	case err != nil:
		return 0, Envelopper(actionEcrire, chemin, err)
	case !info.Mode().IsRegular():
		return 0, &Erreur{Action: actionEcrire, Chemin: chemin, Err: &PasOrdinaire{Mode: info.Mode()}}
	case info.Mode().Perm()&0o222 == 0 || !inscriptible(cible):
		return 0, &Erreur{Action: actionEcrire, Chemin: chemin, Err: ErrLectureSeule}
	}
	return info.Mode().Perm(), nil
}

// renommer renames ancien to nouveau like os.Rename, but names a directory in the way by
// syscall.EISDIR («c'est un dossier») where os.Rename says «file exists».
func renommer(ancien, nouveau string) error {
	err := os.Rename(ancien, nouveau)
	if err == nil {
		return nil
	}
	if info, errStat := os.Stat(nouveau); errStat == nil && info.IsDir() {
		return &os.LinkError{Op: "rename", Old: ancien, New: nouveau, Err: syscall.EISDIR}
	}
	return err
}
