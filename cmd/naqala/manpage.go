package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/naqala/naqala/internal/filetext"
	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

func init() {
	subcommands = append(subcommands, newManCmd)
}

func newManCmd(sys *system) *cobra.Command {
	return &cobra.Command{
		Use:   "man DIR",
		Short: "Write naqala's manual pages (section 1) into DIR",
		Long: `Write a manual page for naqala and for each of its commands into DIR
(created if missing): naqala.1, naqala-score.1, naqala-yazid-odds.1 ...
Put them where man looks, such as ~/.local/share/man/man1 or
/usr/local/share/man/man1; the release archives hold them already.

The pages are dated by SOURCE_DATE_EPOCH when it is set, else by the
commit the binary was built from, else today.`,
		Example: "  naqala man ~/.local/share/man/man1 && man naqala\n  naqala man /tmp/naqala-man",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return invalidInput(fmt.Errorf("man: want one DIR, got %d arguments", len(args)))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if dir == stdioName {
				return invalidInput(fmt.Errorf("man: %s is standard output, and the pages are one file each: want a directory", dir))
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return fmt.Errorf("man: %w", err)
			}
			when, err := manDate(sys.getenv("SOURCE_DATE_EPOCH"), currentVersion(), sys.now())
			if err != nil {
				return invalidInput(err)
			}
			root := cmd.Root()
			root.DisableAutoGenTag = true
			header := &doc.GenManHeader{
				Title:   "NAQALA",
				Section: "1",
				Source:  "naqala " + currentVersion().Version,
				Manual:  "naqala manual",
				Date:    &when,
			}
			return writeManTree(root, header, dir)
		},
	}
}

// writeManTree writes the page of c and of each command and help topic
// under it into dir, named as cobra's doc.GenManTree names them
// (naqala-yazid-odds.1, naqala-environment.1). Each
// page is written whole to a temporary file in dir and renamed over its
// name: a page is never left half written (a full disk), and a link of
// that name is replaced, not written through.
func writeManTree(c *cobra.Command, header *doc.GenManHeader, dir string) error {
	for _, sub := range c.Commands() {
		// The help topics (naqala help environment) get pages too.
		if !sub.IsAvailableCommand() && !sub.IsAdditionalHelpTopicCommand() {
			continue
		}
		if err := writeManTree(sub, header, dir); err != nil {
			return err
		}
	}
	var page bytes.Buffer
	h := *header
	if err := doc.GenMan(c, &h, &page); err != nil {
		return fmt.Errorf("man: %w", err)
	}
	name := strings.ReplaceAll(c.CommandPath(), " ", "-") + "." + header.Section
	if err := replaceEntry(dir, name, page.Bytes()); err != nil {
		return fmt.Errorf("man: cannot write %s: %w", filetext.Text(filepath.Join(dir, name)), err)
	}
	return nil
}

// replaceEntry makes dir/name a regular file holding data (mode 0644),
// atomically: a temporary file in dir, synced, renamed over the name.
func replaceEntry(dir, name string, data []byte) (err error) {
	f, err := os.CreateTemp(dir, "."+name+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Chmod(0o644); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), filepath.Join(dir, name))
}

// manDate is the date the manual pages carry: SOURCE_DATE_EPOCH (seconds
// since 1970, the reproducible-builds convention) when set and not
// negative, else the date
// of the commit built, else now.
func manDate(epoch string, v buildVersion, now time.Time) (time.Time, error) {
	if epoch = strings.TrimSpace(epoch); epoch != "" {
		sec, err := strconv.ParseInt(epoch, 10, 64)
		if err != nil {
			return time.Time{}, fmt.Errorf("man: SOURCE_DATE_EPOCH %q: want whole seconds since 1970", epoch)
		}
		// Before 1970 is goreleaser's zero time for a repository it could
		// not read: no date at all.
		if sec >= 0 {
			return time.Unix(sec, 0).UTC(), nil
		}
	}
	if t, err := time.Parse(time.RFC3339, v.Date); err == nil {
		return t.UTC(), nil
	}
	return now, nil
}
