package fichier

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"jeux/internal/langue"
)

// actionLire is what a read that failed could not do.
const actionLire = "lecture impossible de"

// Ouvrir opens chemin for reading: a regular file of at most max bytes, of a disk. It never
// blocks and reads nothing before it has checked: the path is looked at first, so that a device,
// or a file the kernel makes as it is read (/proc, /sys: DuNoyau), is not even opened; the file is then opened without waiting for a writer (O_NONBLOCK, which a named pipe
// put there meanwhile would otherwise need) and checked again by fstat, size included. The reader
// it returns fails with *TropGros if the file grows past max while it is read. Its errors are
// *Erreur, French and one line.
func Ouvrir(chemin string, max int64) (io.ReadCloser, error) {
	if info, err := os.Stat(chemin); err != nil {
		return nil, Envelopper(actionLire, chemin, err)
	} else if s := systemeDuNoyau(chemin); s != "" && info.Mode().IsRegular() {
		return nil, Envelopper(actionLire, chemin, &DuNoyau{Systeme: s})
	} else if err := verifierLu(info, max); err != nil {
		return nil, Envelopper(actionLire, chemin, err)
	}
	f, err := os.OpenFile(chemin, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, Envelopper(actionLire, chemin, err)
	}
	info, err := f.Stat()
	if err == nil {
		err = refuserDuNoyau(f)
	}
	if err == nil {
		err = verifierLu(info, max)
	}
	if err != nil {
		f.Close()
		return nil, Envelopper(actionLire, chemin, err)
	}
	return &borne{f: f, chemin: chemin, max: max, reste: max}, nil
}

// refuserDuNoyau refuses an open file of a file system the kernel makes as it is read. It goes
// through SyscallConn, not Fd, which would put the descriptor back in blocking mode.
func refuserDuNoyau(f *os.File) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var s string
	if err := rc.Control(func(fd uintptr) { s = systemeDuNoyauFd(fd) }); err != nil {
		return err
	}
	if s != "" {
		return &DuNoyau{Systeme: s}
	}
	return nil
}

// verifierLu refuses what Ouvrir does not read: anything but a regular file, or one of more
// than max bytes.
func verifierLu(info os.FileInfo, max int64) error {
	if !info.Mode().IsRegular() {
		return &PasOrdinaire{Mode: info.Mode()}
	}
	if info.Size() > max {
		return &TropGros{Max: max}
	}
	return nil
}

// borne reads a file of at most max bytes, reste of them still allowed.
type borne struct {
	f          *os.File
	chemin     string
	max, reste int64
}

func (b *borne) Read(p []byte) (int, error) {
	if int64(len(p)) > b.reste+1 {
		p = p[:b.reste+1]
	}
	n, err := b.f.Read(p)
	b.reste -= int64(n)
	if b.reste < 0 {
		return n, Envelopper(actionLire, b.chemin, &TropGros{Max: b.max})
	}
	if err != nil && err != io.EOF {
		err = Envelopper(actionLire, b.chemin, err)
	}
	return n, err
}

func (b *borne) Close() error { return b.f.Close() }

// Lire reads chemin whole: a regular file of at most max bytes, as Ouvrir opens it.
func Lire(chemin string, max int64) ([]byte, error) {
	r, err := Ouvrir(chemin, max)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// ParcourirDossier gives lire, in the order of their names, every file of dossier whose name
// ends in suffixe (folders left out), each read whole up to max bytes. absent says that the
// folder does not exist; an error met reading it or one of its files is returned as one French
// line, naming the file. ctx cancelled (Ctrl-C) stops the walk between two files, with ctx's
// error.
func ParcourirDossier(ctx context.Context, dossier, suffixe string, max int64, lire func(nom string, contenu []byte)) (absent bool, err error) {
	entrees, err := os.ReadDir(dossier)
	if errors.Is(err, fs.ErrNotExist) {
		return true, nil
	}
	if err != nil {
		return false, &dansDossier{err: err}
	}
	for _, e := range entrees {
		if err := ctx.Err(); err != nil {
			return false, err
		}
		if e.IsDir() || !strings.HasSuffix(e.Name(), suffixe) {
			continue
		}
		b, err := Lire(filepath.Join(dossier, e.Name()), max)
		if err != nil {
			return false, &dansDossier{nom: e.Name(), err: err}
		}
		lire(e.Name(), b)
	}
	return false, nil
}

// dansDossier is an error met by ParcourirDossier: reading the folder, or its file nom.
type dansDossier struct {
	nom string // "" for the folder itself
	err error
}

func (e *dansDossier) Error() string { return e.texte(langue.Francais) }
func (e *dansDossier) Unwrap() error { return e.err }
func (e *dansDossier) texte(l langue.Langue) string {
	if e.nom == "" {
		return CauseEn(l, e.err)
	}
	return l.Sprintf("%s : %s", e.nom, CauseEn(l, e.err))
}
