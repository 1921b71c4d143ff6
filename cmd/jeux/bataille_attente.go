package main

import "github.com/spf13/cobra"

// batailleCommand stands for the bataille commands while they move to typed results (issue 10); the
// conversion deletes this file.
func batailleCommand() *cobra.Command {
	return groupe("bataille", "(en cours de conversion)")
}
