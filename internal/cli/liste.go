package cli

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"strings"

	"jeux/internal/fichier"
	"jeux/parallel"
)

// Bounds of a list of paths read on stdin (jeux fusionne -): a path of at most maxLigneListe
// bytes (PATH_MAX), at most parallel.MaxShards of them, maxListe bytes in all. What a computation
// splits into fits far within them; random bytes or an endless « yes » are refused before they
// fill the memory.
const (
	maxLigneListe = 4096
	maxListe      = 64 << 20
)

// lireListe reads a list of paths, one a line (blank lines skipped, spaces around a path
// trimmed), from r, which may block: the read runs aside, and ctx cancelled (Ctrl-C, SIGTERM)
// returns at once with ctx's error. quoi names the source in the messages.
func lireListe(ctx context.Context, r io.Reader, quoi string) ([]string, error) {
	type lu struct {
		chemins []string
		err     error
	}
	fini := make(chan lu, 1)
	go func() {
		l, err := lireListeBornee(r, quoi, parallel.MaxShards, maxListe)
		fini <- lu{l, err}
	}()
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case res := <-fini:
		return res.chemins, res.err
	}
}

// lireListeBornee reads the list of lireListe, within its bounds (at most maxParts paths,
// maxOctets bytes): a line too long, a list too long, a NUL byte (never in a path), a path given
// twice, or a read that fails is refused, naming the line.
func lireListeBornee(r io.Reader, quoi string, maxParts, maxOctets int) ([]string, error) {
	var chemins []string
	vus := map[string]int{}
	br := bufio.NewReaderSize(io.LimitReader(r, int64(maxOctets)+1), 64<<10)
	total := 0
	for ligne := 1; ; ligne++ {
		l, err := br.ReadSlice('\n')
		total += len(l)
		switch {
		case total > maxOctets:
			return nil, ErreurUsage("%s : liste de plus de %d octets : un chemin de part par ligne est attendu, %d parts au plus", mot(quoi), maxOctets, maxParts)
		case len(bytes.TrimRight(l, "\r\n")) > maxLigneListe || errors.Is(err, bufio.ErrBufferFull):
			// The reader's buffer is larger than a line may be: only an overlong line fills it.
			return nil, ErreurUsage("%s, ligne %d : plus de %d octets : un chemin de part par ligne est attendu", mot(quoi), ligne, maxLigneListe)
		case err != nil && err != io.EOF:
			return nil, ErreurUsage("%s, ligne %d : lecture impossible : %s", mot(quoi), ligne, fichier.CauseDe{Err: err})
		case bytes.IndexByte(l, 0) >= 0:
			return nil, ErreurUsage("%s, ligne %d : octet nul : un chemin de part par ligne est attendu (pas un fichier binaire)", mot(quoi), ligne)
		}
		if c := strings.TrimSpace(string(l)); c != "" {
			if avant, deja := vus[c]; deja {
				return nil, ErreurUsage("%s, lignes %d et %d : la part %q deux fois", mot(quoi), avant, ligne, c)
			}
			if len(chemins) == maxParts {
				return nil, ErreurUsage("%s, ligne %d : plus de %d parts : un calcul se partage en %d au plus", mot(quoi), ligne, maxParts, maxParts)
			}
			vus[c] = ligne
			chemins = append(chemins, c)
		}
		if err == io.EOF {
			return chemins, nil
		}
	}
}
