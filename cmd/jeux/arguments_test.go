package main

import (
	"io"
	"slices"
	"testing"

	"github.com/urfave/cli/v2"
)

func TestReordonner(t *testing.T) {
	app := newApp(io.Discard, io.Discard)
	app.Commands = append(app.Commands, &cli.Command{
		Name: "essai",
		Subcommands: []*cli.Command{{
			Name:  "feuille",
			Flags: []cli.Flag{&cli.BoolFlag{Name: "trace"}, &cli.IntFlag{Name: "nombre", Aliases: []string{"n"}}, formatFlag},
		}},
	})
	tests := []struct{ in, want []string }{
		{[]string{"jeux", "essai", "feuille", "4 1 / 2 3", "--trace", "-F", "json"},
			[]string{"jeux", "essai", "feuille", "--trace", "-F", "json", "--", "4 1 / 2 3"}},
		{[]string{"jeux", "essai", "feuille", "-n", "3", "x", "-n=4", "y"},
			[]string{"jeux", "essai", "feuille", "-n", "3", "-n=4", "--", "x", "y"}},
		{[]string{"jeux", "essai", "feuille", "x", "--", "-n", "5"},
			[]string{"jeux", "essai", "feuille", "--", "x", "-n", "5"}},
		{[]string{"jeux", "essai", "feuille", "-F", "json"},
			[]string{"jeux", "essai", "feuille", "-F", "json"}},
		// A group of subcommands, an unknown command and the bare program are left alone.
		{[]string{"jeux", "essai", "x", "-n", "3"}, []string{"jeux", "essai", "x", "-n", "3"}},
		{[]string{"jeux", "inconnue", "x", "-n"}, []string{"jeux", "inconnue", "x", "-n"}},
		{[]string{"jeux"}, []string{"jeux"}},
	}
	for _, tt := range tests {
		if got := reordonner(app, tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("reordonner(%q) = %q ; attendu %q", tt.in, got, tt.want)
		}
	}
}

func TestReordonnerOptionsAvantArgument(t *testing.T) {
	app := newApp(io.Discard, io.Discard)
	app.Commands = append(app.Commands, &cli.Command{Name: "essai", Flags: []cli.Flag{&cli.StringFlag{Name: "s1"}}})
	in := []string{"jeux", "essai", "--s1", "pire", "x"}
	want := []string{"jeux", "essai", "--s1", "pire", "--", "x"}
	if got := reordonner(app, in); !slices.Equal(got, want) {
		t.Errorf("reordonner(%q) = %q ; attendu %q", in, got, want)
	}
}
