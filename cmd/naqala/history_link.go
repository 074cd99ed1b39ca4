package main

import (
	"fmt"
	"strconv"
	"time"

	"github.com/naqala/naqala/internal/bgstats"
	"github.com/naqala/naqala/internal/store"
	"github.com/spf13/cobra"
)

// linkedGame is the game `naqala history --link [N]` names: N counts the
// games as the history lists them, oldest first, from 1; no N is the
// newest.
func linkedGame(records []store.Record, args []string) (int, error) {
	if len(records) == 0 {
		return 0, invalidInput(fmt.Errorf("history: --link: no finished game kept yet"))
	}
	if len(args) == 0 {
		return len(records), nil
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 1 || n > len(records) {
		return 0, invalidInput(fmt.Errorf("history: --link %s: want a game number from 1 to %d (the games as naqala history lists them, oldest first)", args[0], len(records)))
	}
	return n, nil
}

// printLink prints the BG Stats push-play link of game n of records.
func printLink(cmd *cobra.Command, records []store.Record, n int, zone *time.Location) error {
	link, err := bgstats.Link(records[n-1], bgstats.Options{Zone: zone})
	if err != nil {
		return invalidInput(fmt.Errorf("history: --link %d: %w", n, err))
	}
	r := records[n-1]
	fmt.Fprintf(cmd.ErrOrStderr(), "naqala: game %d of %d (%s, %s): open this link on the phone with BG Stats\n",
		n, len(records), r.Date.In(zone).Format("2006-01-02 15:04"), r.Kind)
	_, err = fmt.Fprintln(cmd.OutOrStdout(), link)
	return err
}
