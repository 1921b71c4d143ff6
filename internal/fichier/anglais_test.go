package fichier

import (
	"io/fs"
	"syscall"
	"testing"

	"jeux/internal/langue"
)

// The errors of a file in English, and the same in French (worked by hand).
func TestErreursEnAnglais(t *testing.T) {
	lecture := &Erreur{Action: actionLire, Chemin: "x.json", Err: &fs.PathError{Op: "open", Path: "x.json", Err: syscall.ENOENT}}
	gros := &Erreur{Action: actionLire, Chemin: "y", Err: &TropGros{Max: 1 << 20}}
	for _, c := range []struct {
		err    error
		en, fr string
	}{
		{lecture, `cannot read "x.json": no such file or directory`, `lecture impossible de "x.json" : fichier ou dossier absent`},
		{gros, `cannot read "y": file of more than 1 MiB`, `lecture impossible de "y" : fichier de plus de 1 Mio`},
		{&Erreur{Action: actionEcrire, Chemin: "z", Err: &dossierAbsent{"d"}}, `cannot write "z": the directory "d" does not exist`, `impossible d'écrire "z" : le dossier "d" n'existe pas`},
	} {
		e := c.err.(*Erreur)
		if got := e.Texte(langue.Anglais); got != c.en {
			t.Errorf("en anglais : %q, attendu %q", got, c.en)
		}
		if got := c.err.Error(); got != c.fr {
			t.Errorf("en français : %q, attendu %q", got, c.fr)
		}
	}
	for err, en := range map[error]string{
		syscall.ENOSPC:                        "no space left on the disk",
		&PasOrdinaire{Mode: fs.ModeNamedPipe}: "it is a named pipe, not a regular file",
		&TropGros{Max: 1000}:                  "file of more than 1000 bytes",
		syscall.Errno(4095):                   "system error 4095",
	} {
		if got := CauseEn(langue.Anglais, err); got != en {
			t.Errorf("CauseEn(%v) = %q, attendu %q", err, got, en)
		}
	}
	if got := Cause(&PasOrdinaire{Mode: fs.ModeNamedPipe}); got != "c'est un tube nommé, pas un fichier ordinaire" {
		t.Errorf("Cause d'un tube : %q", got)
	}
}
