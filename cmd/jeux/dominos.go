package main

import "github.com/urfave/cli/v2"

func dominosCommand() *cli.Command {
	return &cli.Command{Name: "dominos", Usage: "(en cours de construction)"}
}
