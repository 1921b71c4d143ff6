package main

import "github.com/spf13/cobra"

// dominosCommand stands for the dominos commands while they move to typed results (issue 10); the
// conversion deletes this file.
func dominosCommand() *cobra.Command {
	return groupe("dominos", "(en cours de conversion)")
}
