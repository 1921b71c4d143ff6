package main

import "github.com/urfave/cli/v2"

func batailleCommand() *cli.Command {
	return &cli.Command{Name: "bataille", Usage: "(en cours de construction)"}
}
