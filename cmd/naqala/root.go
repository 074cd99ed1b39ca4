package main

import (
	"io"

	"github.com/spf13/cobra"
)

// newRootCmd builds the command tree; every command writes to the given
// streams so that tests can run it in-process.
func newRootCmd(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "naqala",
		Short: "A table companion for Five Tribes: Sultan Yazid, scores and score sheets",
		Long: `naqala is a terminal companion for the board game Five Tribes.

It runs Sultan Yazid, the automa of the official solo variant, scores any
finished game (solo or 2-5 players, with Artisans, Thieves and Whims of the
Sultan), and prints score sheets.

Without a command it opens the home screen.`,
		Example:       "  naqala\n  naqala solo --expansions artisans\n  naqala score game.yaml\n  naqala help score",
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          unknownCommand, // suggest.go
		RunE:          runHome,        // the TUI home screen (tui.go)
		Version:       currentVersion().Line(),
	}
	root.SetVersionTemplate("naqala {{.Version}}\n")
	root.SetOut(stdout)
	root.SetErr(stderr)
	addConfigFlags(root)
	for _, add := range subcommands {
		root.AddCommand(add())
	}
	finishCommandTree(root) // commands.go
	usageErrorsExit2(root)  // usage.go: every misuse exits 2
	return root
}

// subcommands lists the constructors of the top-level commands; each
// command's file adds its own in an init function.
var subcommands []func() *cobra.Command
