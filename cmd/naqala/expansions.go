package main

import (
	"fmt"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/spf13/cobra"
)

// expansionsFlag reads cmd's --expansions, names (comma-separated, the
// flag given more than once adding to them), for every command that takes
// it: configured when the flag is not given; no name at all (--expansions
// "") is the base game. An expansion named twice (artisans,artisans;
// artisans and Artisans) is a mistake in the command line, not a choice,
// and refused. Problems start "--expansions: ".
func expansionsFlag(cmd *cobra.Command, names []string, configured game.Expansions) (game.Expansions, error) {
	if !cmd.Flags().Changed("expansions") {
		return configured, nil
	}
	seen := map[string]bool{}
	for _, n := range names {
		for _, part := range strings.Split(n, ",") {
			part = strings.ToLower(strings.TrimSpace(part))
			switch {
			case part == "":
			case seen[part]:
				return game.Expansions{}, fmt.Errorf("--expansions: %s named twice", part)
			}
			seen[part] = true
		}
	}
	x, err := game.ParseExpansions(names)
	if err != nil {
		// The game's words, under this flag's prefix alone.
		return game.Expansions{}, fmt.Errorf("--expansions: %s", strings.TrimPrefix(err.Error(), "game: "))
	}
	return x, nil
}
