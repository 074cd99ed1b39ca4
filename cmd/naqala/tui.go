package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/bgstats"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/templates"
	"github.com/naqala/naqala/ui"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newSoloCmd, newResumeCmd)
}

// exitAfterDrawEnv makes the TUI leave after its first frame, to time the
// start-up as a whole process.
const exitAfterDrawEnv = "NAQALA_EXIT_AFTER_FIRST_DRAW"

// uiConfig hands the configuration down to the TUI as plain values.
func uiConfig(c *Config) ui.Config {
	return ui.Config{
		Language:     c.Language,
		Colour:       c.Colour,
		NoColor:      c.Colour == "never",
		Mouse:        c.Mouse,
		DataDir:      c.DataDir,
		Paper:        c.Paper,
		Players:      c.Players,
		Expansions:   c.ExpansionSet(),
		StartCoins:   c.StartCoins,
		SoloRules:    c.SoloRules(),
		ScoringRules: c.ScoringRules(),
		Rules:        c.Rules,
		DjinnVP:      c.DjinnVP,
		Advice:       c.AdviceWeights(),
	}
}

// newTUI builds the TUI for the configuration of cmd.
func newTUI(sys *system, cmd *cobra.Command) (*ui.App, *Config, error) {
	c, err := loadConfig(sys, cmd)
	if err != nil {
		return nil, nil, err
	}
	deps := ui.Deps{
		Clock:              sys.now,
		SaveConfig:         func(nc ui.Config) error { return saveUIConfig(c, nc) },
		ExitAfterFirstDraw: sys.getenv(exitAfterDrawEnv) != "",
		BGStatsLink: func(r history.Record) (string, error) {
			return bgstats.Link(r, bgstats.Options{Zone: sys.zone})
		},
	}
	if c.DataDir != "" {
		st := store.Open(c.DataDir, sys.now)
		deps.Store = store.Lockers{Store: st}
		deps.Baselines = st.Baselines
		deps.WritePDF = func(g scoring.Game, r scoring.Result, log *templates.SoloLog) (string, error) {
			return writeTUISheet(c, g, r, log, sys.now())
		}
	}
	return ui.NewApp(uiConfig(c), deps), c, nil
}

// homeRunner opens the home screen: `naqala` without arguments.
func homeRunner(sys *system) func(cmd *cobra.Command, args []string) error {
	return func(cmd *cobra.Command, args []string) error {
		app, _, err := newTUI(sys, cmd)
		if err != nil {
			return err
		}
		return app.Run()
	}
}

func newSoloCmd(sys *system) *cobra.Command {
	var hard bool
	var expansions []string
	var seed uint64
	cmd := &cobra.Command{
		Use:     "solo",
		Short:   "Start a new solo game against Sultan Yazid in the TUI",
		Example: "  naqala solo\n  naqala solo --hard --expansions artisans,whims --seed 42",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			app, c, err := newTUI(sys, cmd)
			if err != nil {
				return err
			}
			x, err := expansionsFlag(cmd, expansions, c.ExpansionSet())
			if err != nil {
				return invalidInput(fmt.Errorf("solo: %w", err))
			}
			if err := app.OpenTerminal(); err != nil {
				return err
			}
			app.NewSolo(ui.SoloOptions{Hard: hard, Expansions: x, Seed: seed, HasSeed: cmd.Flags().Changed("seed")})
			return app.Run()
		},
	}
	cmd.Flags().BoolVar(&hard, "hard", false, "hard mode: start with 20 coins instead of 25")
	cmd.Flags().StringSliceVar(&expansions, "expansions", nil, "expansions in play: artisans, thieves, whims")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed for Yazid's dice and a dealt board (repeatable games)")
	return cmd
}

func newResumeCmd(sys *system) *cobra.Command {
	return &cobra.Command{
		Use:     "resume [FILE]",
		Short:   "Resume the last saved solo game, or the one in FILE",
		Example: "  naqala resume\n  naqala resume ~/backup/naqala-game.json",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			app, c, err := newTUI(sys, cmd)
			if err != nil {
				return err
			}
			st := store.Open(c.DataDir, sys.now)
			path := ""
			if len(args) == 1 {
				path = args[0]
				if path == stdioName {
					return invalidInput(errors.New("resume: a game is saved back to its file after every step, which standard input cannot be: give the save's file"))
				}
			} else if path, err = st.Latest(); errors.Is(err, store.ErrNoSave) {
				return invalidInput(fmt.Errorf("resume: no saved game in %s (naqala solo starts one)", st.SavesDir()))
			} else if err != nil {
				return err
			}
			// A save that is gone, with its backup kept, offers the backup.
			if _, err := os.Stat(path); err != nil {
				if _, berr := os.Stat(store.BackupPath(path)); berr != nil {
					return invalidInput(fmt.Errorf("resume: %w", err))
				}
			}
			// A link to a save is that save: locked and saved as itself.
			if real, err := filepath.EvalSymlinks(path); err == nil {
				path = real
			}
			// A game open in another naqala, or that cannot be locked, is
			// refused before the terminal is taken over.
			probe, err := st.LockSave(path)
			if err != nil {
				return invalidInput(fmt.Errorf("resume: %w", err))
			}
			if err := probe.Release(); err != nil {
				return err
			}
			// Then the terminal: a naqala that cannot have one touches no
			// save and leaves no lock.
			if err := app.OpenTerminal(); err != nil {
				return err
			}
			if err := app.Resume(path); err != nil {
				app.Close()
				return invalidInput(fmt.Errorf("resume: %w", err))
			}
			return app.Run()
		},
	}
}

// writeTUISheet writes the filled score sheet of a game finished in the
// TUI to sheets/ in the data directory and returns the file.
func writeTUISheet(c *Config, g scoring.Game, r scoring.Result, log *templates.SoloLog, now time.Time) (string, error) {
	var buf bytes.Buffer
	// The TUI owns the terminal: a broken sheet.txt falls back to the
	// built-in layout without a warning (naqala sheet shows them).
	opts := baseSheetOptions(io.Discard, c, c.Paper, now)
	opts.Variants = ruleVariants(c.ScoringRules(), c.SoloRules(), g.Solo != nil)
	opts.SoloLog = log
	if err := templates.FilledSheet(&buf, g, r, opts); err != nil {
		return "", err
	}
	dir := filepath.Join(c.DataDir, "sheets")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("sheet: %w", err)
	}
	path, err := reserveSheetName(dir, "naqala-"+now.Format("20060102-150405"))
	if err != nil {
		return "", err
	}
	if err := writeFileAtomic(path, buf.Bytes()); err != nil {
		os.Remove(path)
		return "", err
	}
	return path, nil
}

// reserveSheetName creates the empty file dir/base.pdf, or base-2.pdf,
// base-3.pdf ... when that exists, so that two sheets written in the same
// second do not overwrite each other, and returns it.
func reserveSheetName(dir, base string) (string, error) {
	for i := 1; ; i++ {
		name := base + ".pdf"
		if i > 1 {
			name = fmt.Sprintf("%s-%d.pdf", base, i)
		}
		path := filepath.Join(dir, name)
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) && i < 1000 {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("sheet: %w", err)
		}
		if err := f.Close(); err != nil {
			os.Remove(path)
			return "", fmt.Errorf("sheet: %w", err)
		}
		return path, nil
	}
}
