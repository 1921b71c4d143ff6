package main

import "github.com/urfave/cli/v2"

func vergerCommand() *cli.Command {
	return &cli.Command{Name: "verger", Usage: "(en cours de construction)"}
}
