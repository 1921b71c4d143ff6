package main

import "github.com/urfave/cli/v2"

func rostamCommand() *cli.Command {
	return &cli.Command{Name: "rostam", Usage: "(en cours de construction)"}
}
