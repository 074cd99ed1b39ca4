package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/scorefile"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/naqala/naqala/templates"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newSheetCmd)
}

func newSheetCmd(sys *system) *cobra.Command {
	var (
		blank      bool
		players    int
		expansions []string
		out        string
	)
	cmd := &cobra.Command{
		Use:   "sheet (--blank | FILE) [-o OUT]",
		Short: "Print a score sheet as PDF: a blank pad, or the filled sheet of a final-state file",
		Long: `Print a score sheet as PDF.

With --blank, an empty score pad to print for 1 (solo) to 5 players, with
the rows of the expansions in play. With a final-state FILE (as for
naqala score; "-" for standard input), the filled sheet of that game.
"-o -" writes the PDF to standard output.

Without -o the sheet goes to score-pad.pdf (a blank pad) or FILE's name
with .pdf, in the current directory, numbered (-2, -3 ...) rather than
replacing a file; -o - writes the PDF to standard output.

The language comes from --lang or the language setting, the paper from
--paper or the paper setting. A file sheet.txt in the configuration
directory replaces the built-in layout: the pad's rows top to bottom, one
a line, each "ROW [expansion=NAME] [label.LANG=TEXT] [hint.LANG=TEXT]",
with every ROW of coins, viziers, elders, artisans, djinns, palm_trees,
palaces, tiles, tent, cities, merchandise and items once; a layout with
problems is reported, one a line, and the built-in one used.`,
		Example: "  naqala sheet --blank\n  naqala sheet --blank -o pad.pdf\n" +
			"  naqala sheet --blank --players 3 --expansions artisans,whims --paper Letter --lang de -o block.pdf\n" +
			"  naqala sheet game.yaml -o game.pdf\n" +
			"  naqala sheet game.yaml -o - | lp",
		Args: func(cmd *cobra.Command, args []string) error {
			switch {
			case blank && len(args) > 0:
				return invalidInput(fmt.Errorf("sheet: --blank takes no FILE, got %q", args[0]))
			case !blank && len(args) != 1:
				return invalidInput(errors.New("sheet: want --blank or one final-state FILE"))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if !blank {
				f, res, err := scoreFile(sys, cmd, args[0])
				if err != nil {
					return err
				}
				pdf, err := filledSheet(sys, cmd, f, res)
				if err != nil {
					return err
				}
				return writeSheetOutput(cmd, out, defaultSheetName(args[0]), pdf)
			}
			c, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			x, err := expansionsFlag(cmd, expansions, c.ExpansionSet())
			if err != nil {
				return invalidInput(fmt.Errorf("sheet: %w", err))
			}
			if players < 1 || players > templates.MaxPlayers {
				return invalidInput(fmt.Errorf("sheet: --players %d: want 1 to %d", players, templates.MaxPlayers))
			}
			opts, err := sheetOptions(sys, cmd, c)
			if err != nil {
				return err
			}
			opts.Date = ""
			var buf bytes.Buffer
			if err := templates.BlankSheet(&buf, players, x, opts); err != nil {
				return invalidInput(err)
			}
			return writeSheetOutput(cmd, out, "score-pad", buf.Bytes())
		},
	}
	f := cmd.Flags()
	f.BoolVar(&blank, "blank", false, "print an empty score pad")
	f.IntVar(&players, "players", templates.MaxPlayers, "players on the blank pad, 1 (solo) to 5")
	f.StringSliceVar(&expansions, "expansions", nil, "expansions on the blank pad: artisans, thieves, whims (default: the expansions setting)")
	f.StringVarP(&out, "output", "o", "", "the PDF file to write, - for standard output (default: score-pad.pdf or FILE's name with .pdf)")
	addPaperFlag(cmd)
	return cmd
}

// addPaperFlag adds --paper, which overrides the paper setting.
func addPaperFlag(cmd *cobra.Command) {
	cmd.Flags().String("paper", "", "paper size: A4 or Letter (default: the paper setting)")
}

// sheetOptions gathers the language, paper, today's date and the layout
// for a sheet; a user template that does not parse is reported on stderr
// and the built-in layout is used.
func sheetOptions(sys *system, cmd *cobra.Command, c *Config) (templates.Options, error) {
	paper := c.Paper
	if f := cmd.Flags().Lookup("paper"); f != nil && f.Changed {
		paper = f.Value.String()
		switch strings.ToLower(paper) {
		case "a4", "letter":
		default:
			return templates.Options{}, invalidInput(fmt.Errorf("sheet: --paper %q: want A4 or Letter", paper))
		}
	}
	return baseSheetOptions(cmd.ErrOrStderr(), c, paper, sys.now()), nil
}

// baseSheetOptions gathers the options every sheet shares, for the CLI and
// the TUI alike: the language, paper, the date of now and the layout (the
// user's sheet.txt, with its problems reported on stderr).
func baseSheetOptions(stderr io.Writer, c *Config, paper string, now time.Time) templates.Options {
	tpl := loadSheetTemplate(stderr, sheetTemplateDir(c))
	return templates.Options{
		Lang:     c.Language,
		Paper:    paper,
		Date:     now.Format("2006-01-02"),
		Template: &tpl,
	}
}

// sheetTemplateDir is where a user's sheet.txt lives: beside the
// configuration file read, else the configuration directory.
func sheetTemplateDir(c *Config) string {
	if c.File() != "" {
		return filepath.Dir(c.File())
	}
	return c.Dir
}

// loadSheetTemplate reads the user's template from dir, warning on stderr
// (one line a problem) when it is unusable.
func loadSheetTemplate(stderr io.Writer, dir string) templates.Template {
	var fsys fs.FS
	if dir != "" {
		fsys = os.DirFS(dir)
	}
	tpl, warn := templates.Load(fsys)
	if warn != nil {
		for _, line := range strings.Split(warn.Error(), "\n") {
			if line = strings.TrimSpace(line); line != "" {
				line = strings.Replace(line, templates.TemplateFile, filetext.Text(filepath.Join(dir, templates.TemplateFile)), 1)
				fmt.Fprintf(stderr, "naqala: warning: %s\n", filetext.Line(line))
			}
		}
	}
	return tpl
}

// writeFilledSheet writes the filled sheet of the game of the final-state
// file f, scored res, to the PDF file out ("-" for standard output).
func writeFilledSheet(sys *system, cmd *cobra.Command, f scorefile.File, res scoring.Result, out string) error {
	pdf, err := filledSheet(sys, cmd, f, res)
	if err != nil {
		return err
	}
	return writeOutput(cmd, out, pdf)
}

// filledSheet is the PDF of the filled sheet of the game of the
// final-state file f, scored res.
func filledSheet(sys *system, cmd *cobra.Command, f scorefile.File, res scoring.Result) ([]byte, error) {
	g := f.Game
	c, err := loadConfig(sys, cmd)
	if err != nil {
		return nil, err
	}
	opts, err := sheetOptions(sys, cmd, c)
	if err != nil {
		return nil, err
	}
	opts.Variants = sheetVariants(c, f)
	warnUnprintableNames(cmd.ErrOrStderr(), g)
	var buf bytes.Buffer
	if err := templates.FilledSheet(&buf, g, res, opts); err != nil {
		return nil, invalidInput(err)
	}
	return buf.Bytes(), nil
}

// writeSheetOutput writes the sheet's PDF to out: "-" is standard output
// (writeOutput); "" is base.pdf in the current directory, or base-2.pdf,
// base-3.pdf ... when that exists, said on standard output.
func writeSheetOutput(cmd *cobra.Command, out, base string, pdf []byte) error {
	switch out {
	case stdioName:
		return writeOutput(cmd, out, pdf)
	case "":
		path, err := reserveSheetName(".", base)
		if err != nil {
			return err
		}
		if err := writeFileAtomic(path, pdf); err != nil {
			os.Remove(path)
			return err
		}
		fmt.Fprintf(cmd.OutOrStdout(), "Wrote %s\n", filetext.Text(path))
		return nil
	}
	return writeFileAtomic(out, pdf)
}

// defaultSheetName is the name, without .pdf, of the sheet of the
// final-state file at path: its own name without its extension.
func defaultSheetName(path string) string {
	base := filepath.Base(path)
	base = strings.TrimSuffix(base, filepath.Ext(base))
	if base == "" || base == "." || base == "-" || base == string(filepath.Separator) {
		return "score-sheet"
	}
	return base
}

// warnUnprintableNames warns on stderr of each player name with
// characters the sheet's font lacks, which the sheet prints as '?'.
func warnUnprintableNames(stderr io.Writer, g scoring.Game) {
	for i, p := range g.Players {
		if _, changed := templates.Printable(p.Name); changed {
			fmt.Fprintf(stderr, "naqala: sheet: player %d name %q: characters the PDF font lacks are printed as ?\n", i+1, p.Name)
		}
	}
}

// sheetVariants lists the rule variants of the game of the final-state
// file f that differ from the defaults, as "key=value": the scoring rules
// of the configuration and the file's rules block (f.Rules), and for a
// solo game the solo rules too.
func sheetVariants(c *Config, f scorefile.File) []string {
	soloRules := c.SoloRules()
	for k, v := range f.OtherRules {
		_, _ = soloRules.Set(k, v) // checked by the loader
	}
	return ruleVariants(f.Rules, soloRules, f.Game.Solo != nil)
}

// soloOnlyRules are the scoring variants that only change a solo game.
var soloOnlyRules = map[string]bool{scoring.KeySoloVizierBonus: true, scoring.KeySoloYazidArtisans: true}

// ruleVariants lists the scoring rules sr and, for a solo game, the solo
// rules yr that differ from the defaults, as "key=value", sorted; the
// scoring variants of solo games only are listed for a solo game only.
func ruleVariants(sr scoring.Rules, yr sultan.Rules, solo bool) []string {
	var out []string
	differ := func(got, def map[string]string) {
		for k, v := range got {
			if def[k] != v && (solo || !soloOnlyRules[k]) {
				out = append(out, k+"="+v)
			}
		}
	}
	differ(sr.Settings(), scoring.DefaultRules().Settings())
	if solo {
		differ(yr.Settings(), sultan.DefaultRules().Settings())
	}
	sort.Strings(out)
	return out
}

// writeFileAtomic writes data to path. A regular file (or a new one) is
// written through a partial file in the same directory (partial.go),
// renamed into place, so that a failure leaves no partial file; an
// existing file keeps its mode, and one without write permission is
// refused. A symlink at path is followed, so the file it points to is
// replaced and the link kept. An existing path that is not a regular file
// (a device such as /dev/stdout, a named pipe) is written to directly.
func writeFileAtomic(path string, data []byte) (err error) {
	fail := func(err error) error {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("sheet: cannot write %s: %w", filetext.Text(path), err)
	}
	target, mode := path, fs.FileMode(0o644)
	switch st, err := os.Stat(path); {
	case err == nil && st.IsDir():
		return fail(errors.New("is a directory"))
	case err == nil && !st.Mode().IsRegular():
		return writeFileDirect(path, data, fail)
	case err == nil:
		mode = st.Mode().Perm()
		if err := checkWritable(path, mode); err != nil {
			return fail(err)
		}
		if target, err = filepath.EvalSymlinks(path); err != nil {
			// A link the kernel follows but a path walk cannot (such
			// as /proc/self/fd/N): write through it.
			return writeFileDirect(path, data, fail)
		}
	case errors.Is(err, fs.ErrNotExist):
		target = danglingTarget(path)
	}
	removeDeadPartials(target)
	f, err := os.CreateTemp(filepath.Dir(target), partialPattern(target))
	if err != nil {
		return fail(err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	w := bufio.NewWriter(f)
	if _, err := w.Write(data); err != nil {
		return fail(err)
	}
	if err := w.Flush(); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Chmod(mode); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		return fail(err)
	}
	partialWritten(tmp)
	if err := os.Rename(tmp, target); err != nil {
		return fail(err)
	}
	return nil
}

// writeFileDirect writes data to the existing non-regular file at path
// (a device, a named pipe), which cannot be replaced.
func writeFileDirect(path string, data []byte, fail func(error) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fail(err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fail(err)
	}
	if err := f.Close(); err != nil {
		return fail(err)
	}
	return nil
}

// danglingTarget follows the symlinks at path, which does not exist, to
// the missing file a write through them creates; path itself when it is
// not a link.
func danglingTarget(path string) string {
	for range 40 {
		st, err := os.Lstat(path)
		if err != nil || st.Mode()&fs.ModeSymlink == 0 {
			return path
		}
		link, err := os.Readlink(path)
		if err != nil {
			return path
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(path), link)
		}
		path = link
	}
	return path
}
