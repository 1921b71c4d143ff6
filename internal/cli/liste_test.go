package cli

import (
	"bytes"
	"context"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"jeux/parallel"
)

// erreurLecture is a reader that fails after its text.
type erreurLecture struct{ r io.Reader }

func (e erreurLecture) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err == io.EOF {
		return n, io.ErrUnexpectedEOF
	}
	return n, err
}

// The list of parts on stdin is read within its bounds; what falls outside is refused on one
// line naming the line, before it fills the memory.
func TestLireListe(t *testing.T) {
	long := strings.Repeat("a", maxLigneListe+1)
	cas := []struct {
		nom, texte string
		lecteur    io.Reader
		want       []string
		refus      string
	}{
		{nom: "simple", texte: "a.json\n  b.json \r\n\n\nc.json", want: []string{"a.json", "b.json", "c.json"}},
		{nom: "vide", texte: "", want: nil},
		{nom: "ligne au plus juste", texte: strings.Repeat("b", maxLigneListe) + "\n", want: []string{strings.Repeat("b", maxLigneListe)}},
		{nom: "ligne trop longue", texte: "a\n" + long + "\n", refus: "entrée standard, ligne 2 : plus de 4096 octets"},
		{nom: "ligne sans fin", texte: strings.Repeat("x", 200_000), refus: "ligne 1 : plus de 4096 octets"},
		{nom: "octet nul", texte: "a\nb\x00c\n", refus: "ligne 2 : octet nul"},
		{nom: "deux fois", texte: "a\nb\n a\n", refus: `lignes 1 et 3 : la part "a" deux fois`},
		{nom: "erreur de lecture", lecteur: erreurLecture{strings.NewReader("a\nb")}, refus: "ligne 2 : lecture impossible"},
	}
	for _, c := range cas {
		r := c.lecteur
		if r == nil {
			r = strings.NewReader(c.texte)
		}
		l, err := lireListe(context.Background(), r, "entrée standard")
		switch {
		case c.refus == "" && (err != nil || !slices.Equal(l, c.want)):
			t.Errorf("%s : %q, %v ; attendu %q", c.nom, l, err, c.want)
		case c.refus != "" && (err == nil || !strings.Contains(err.Error(), c.refus) || strings.Contains(err.Error(), "\n")):
			t.Errorf("%s : %v ; attendu un refus contenant %q", c.nom, err, c.refus)
		}
		if _, refus := err.(*Refus); err != nil && !refus {
			t.Errorf("%s : %T, un refus (statut 2) attendu", c.nom, err)
		}
	}
}

// More parts than a computation has shards, or more bytes than the bound, are refused without
// reading further (the bounds made small here: the production ones are checked to be those the
// messages state).
func TestLireListeBornee(t *testing.T) {
	var b bytes.Buffer
	for i := range 101 {
		b.WriteString(strconv.Itoa(i) + "\n")
	}
	if _, err := lireListeBornee(&b, "entrée standard", 100, 1<<20); err == nil || !strings.Contains(err.Error(), "ligne 101 : plus de 100 parts") {
		t.Errorf("101 parts sur 100 : %v", err)
	}
	if _, err := lireListeBornee(infini{new(int)}, "entrée standard", 1<<20, 10_000); err == nil || !strings.Contains(err.Error(), "liste de plus de 10000 octets") {
		t.Errorf("liste sans fin : %v", err)
	}
	if maxListe != 64<<20 || parallel.MaxShards != 1<<20 || maxLigneListe != 4096 {
		t.Errorf("bornes de la liste changées : revoir TestLireListe et la doc")
	}
}

// infini is an endless stream of distinct lines.
type infini struct{ i *int }

func (f infini) Read(p []byte) (int, error) {
	*f.i++
	return copy(p, strconv.Itoa(*f.i)+"\n"), nil
}

// A list whose reader blocks (sleep 30 | jeux fusionne -) is left as soon as the context is
// cancelled.
func TestLireListeInterrompue(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	ctx, annuler := context.WithCancel(context.Background())
	fini := make(chan error, 1)
	go func() { _, err := lireListe(ctx, r, "entrée standard"); fini <- err }()
	time.Sleep(50 * time.Millisecond)
	annuler()
	select {
	case err := <-fini:
		if err != context.Canceled {
			t.Errorf("lecture interrompue : %v, context.Canceled attendu", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("lecture de la liste non interrompue")
	}
}

// FuzzLireListe: whatever the bytes, the list is read or refused on one line, and every path
// read is a trimmed, non-empty line without a NUL byte, given once.
func FuzzLireListe(f *testing.F) {
	for _, s := range []string{"a.json\nb.json\n", "  a \r\n\n", "a\na\n", "a\x00b", strings.Repeat("c", 5000), "\n\n\n", "é.json\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		l, err := lireListeBornee(bytes.NewReader(b), "entrée standard", 1000, 1<<20)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("refus sur plusieurs lignes : %q", err)
			}
			return
		}
		vus := map[string]bool{}
		for _, c := range l {
			if c == "" || c != strings.TrimSpace(c) || strings.ContainsRune(c, 0) || len(c) > maxLigneListe || vus[c] {
				t.Fatalf("chemin %q lu dans %q", c, b)
			}
			vus[c] = true
		}
	})
}
