package main

import "github.com/spf13/cobra"

// vergerCommand stands for the verger commands while they move to typed results (issue 10); the
// conversion deletes this file.
func vergerCommand() *cobra.Command {
	return groupe("verger", "(en cours de conversion)")
}
