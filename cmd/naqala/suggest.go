package main

import (
	"fmt"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/spf13/cobra"
)

// unknownCommand is the Args of the root command: naqala takes no
// arguments, so one is a mistyped command, named with the nearest (exit
// status 2).
func unknownCommand(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	return invalidInput(fmt.Errorf("unknown command %q%s", args[0], didYouMean(cmd, args[0])))
}

// rootFlagError reports a flag the root does not know after an argument
// as the mistyped command the argument is ("naqala histroy --json"); other
// flag errors are left as they are.
func rootFlagError(c *cobra.Command, err error) error {
	if c == c.Root() {
		if args := c.Flags().Args(); len(args) > 0 {
			return unknownCommand(c, args)
		}
	}
	return err
}

// didYouMean names the subcommand of cmd nearest to typed (game.Suggest,
// the one did-you-mean of naqala), or the only one it begins, as
// " (did you mean score?)"; else it lists them: " (want roll, resolve or
// odds)".
func didYouMean(cmd *cobra.Command, typed string) string {
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() {
			names = append(names, c.Name())
			names = append(names, c.Aliases...)
		}
	}
	best := game.Suggest(typed, names)
	if best == "" && typed != "" {
		var prefixed []string
		for _, n := range names {
			if strings.HasPrefix(n, strings.ToLower(typed)) {
				prefixed = append(prefixed, n)
			}
		}
		if len(prefixed) == 1 {
			best = prefixed[0]
		}
	}
	if best != "" {
		return fmt.Sprintf(" (did you mean %s?)", best)
	}
	return fmt.Sprintf(" (want %s)", orList(names))
}

// orList joins words as "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
