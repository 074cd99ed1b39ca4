package main

import (
	"io"

	"github.com/spf13/cobra"
)

// newRootCmd builds the command tree on sys; every command reads and
// writes sys's streams (standard output through stdout, which run
// watches for failures) and its environment, so that tests can run it
// in-process, each on a system of its own.
func newRootCmd(sys *system, stdout io.Writer) *cobra.Command {
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
		Args:          unknownCommand,  // suggest.go
		RunE:          homeRunner(sys), // the TUI home screen (tui.go)
		Version:       currentVersion().Line(),
	}
	root.SetVersionTemplate("naqala {{.Version}}\n")
	root.SetIn(sys.stdin)
	root.SetOut(stdout)
	root.SetErr(sys.stderr)
	addConfigFlags(root)
	for _, add := range subcommands {
		root.AddCommand(add(sys))
	}
	finishCommandTree(root) // commands.go
	usageErrorsExit2(root)  // usage.go: every misuse exits 2
	return root
}

// subcommands lists the constructors of the top-level commands; each
// command's file adds its own in an init function.
var subcommands []func(*system) *cobra.Command
