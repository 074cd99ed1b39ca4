package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// usageErrorsExit2 makes every usage error of the command tree under
// root invalid input, exit status 2 with one line naming the command: a
// flag cobra cannot parse, arguments a command does not take, an unknown
// command or help topic. It covers the help and completion commands cobra
// adds, so it runs after every command was added.
func usageErrorsExit2(root *cobra.Command) {
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	// Inherited by every command; at the root, a flag after an unknown
	// word is that word mistyped as a command (suggest.go).
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageError(c, rootFlagError(c, err))
	})
	for _, c := range root.Commands() {
		if c.Name() == "help" {
			c.Run = nil
			c.RunE = helpTopic
		}
	}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if !c.Runnable() && c.HasSubCommands() {
			// A group of commands (completion): without a subcommand its
			// help; with an unknown one, a usage error, not the help and 0.
			c.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
			if c.Args == nil {
				c.Args = cobra.NoArgs
			}
		}
		if check := c.Args; check != nil {
			c.Args = func(c *cobra.Command, args []string) error {
				if err := check(c, args); err != nil {
					return usageError(c, err)
				}
				return nil
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// usageError marks err, a misuse of command c, as invalid input naming
// the command: "history: unknown flag: --jsn".
func usageError(c *cobra.Command, err error) error {
	var ee *exitError
	if errors.As(err, &ee) {
		return err
	}
	if c.HasParent() {
		err = fmt.Errorf("%s: %w", commandPath(c), err)
	}
	return invalidInput(err)
}

// helpTopic is naqala help [COMMAND]: an unknown command is a usage error.
func helpTopic(c *cobra.Command, args []string) error {
	cmd, _, err := c.Root().Find(args)
	if err != nil || cmd == nil || (len(args) > 0 && cmd == c.Root()) {
		return invalidInput(fmt.Errorf("help: unknown command %q (naqala help lists them)", strings.Join(args, " ")))
	}
	cmd.InitDefaultHelpFlag()
	return cmd.Help()
}
