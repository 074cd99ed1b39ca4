package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/naqala/naqala/internal/bgstats"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/sultan"
	"github.com/spf13/cobra"
)

// exportFormats are the formats naqala history --export writes.
var exportFormats = []string{"bgstats"}

// checkExportFlags refuses an --export without -o, an -o without
// --export and a format naqala does not write.
func checkExportFlags(format, output string) error {
	switch {
	case format == "" && output != "":
		return invalidInput(fmt.Errorf("history: -o %s: only with --export bgstats", output))
	case format == "":
		return nil
	case format != "bgstats":
		return invalidInput(fmt.Errorf("history: --export %q: naqala writes %v", format, exportFormats))
	case output == "":
		return invalidInput(fmt.Errorf("history: --export bgstats needs -o FILE (a .bgsplay file, or - for standard output)"))
	}
	return nil
}

// exportHistory writes every finished game of records as a BG Stats play
// file to output ("-" is standard output), atomically. With no finished
// game kept there is nothing to export: it writes nothing and fails as
// --link does (exit status 2).
func exportHistory(cmd *cobra.Command, c *Config, records []store.Record, output string, zone *time.Location) error {
	if len(records) == 0 {
		return invalidInput(fmt.Errorf("history: --export bgstats: no finished game kept yet in %s: nothing written", filetext.Text(c.DataDir)))
	}
	me := ""
	if len(c.Players) > 0 {
		me = c.Players[0]
	}
	f, err := bgstats.Export(records, bgstats.Options{Me: me, Zone: zone})
	if err != nil {
		return invalidInput(fmt.Errorf("history: %w", err))
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if output == "-" {
		_, err := cmd.OutOrStdout().Write(data)
		return err
	}
	target, mode, exists, err := fileTarget(output)
	if err != nil {
		return fmt.Errorf("history: %w", err)
	}
	if !exists {
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return fmt.Errorf("history: %w", err)
		}
	}
	if err := replaceFile(target, data, mode, exists); err != nil {
		return fmt.Errorf("history: cannot write %s: %w", output, err)
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "naqala: %s written to %s for BG Stats\n", sultan.Plural(len(f.Plays), "game", "games"), output)
	return nil
}
