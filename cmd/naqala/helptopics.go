package main

import "github.com/spf13/cobra"

func init() {
	subcommands = append(subcommands, newEnvironmentTopic, newExitCodesTopic)
}

// A help topic is a command without a Run: cobra lists it under
// "Additional help topics" and `naqala help NAME` prints it, as gh does.

func newEnvironmentTopic(sys *system) *cobra.Command {
	return &cobra.Command{
		Use: "environment",
		// Read as naqala help environment: no flags to list.
		DisableFlagsInUseLine: true,
		Short:                 "Environment variables naqala reads",
		Example:               "  naqala help environment\n  NAQALA_CONFIG_DIR=/tmp/cfg naqala config",
		Long: `Environment variables naqala reads, in the order of the configuration
(built-in defaults, the configuration file, NAQALA_* variables, flags:
each overrides the one before).

NAQALA_CONFIG_DIR
    The configuration directory, holding config.yaml. An absolute path;
    it wins over XDG_CONFIG_HOME. --config FILE reads FILE instead of
    the directory's config.yaml.

XDG_CONFIG_HOME
    With an absolute path, the configuration directory is
    $XDG_CONFIG_HOME/naqala. Otherwise ~/.config/naqala (Linux and
    others), ~/Library/Application Support/naqala (macOS) or
    %AppData%\naqala (Windows).

XDG_DATA_HOME
    With an absolute path, saved games and the history live in
    $XDG_DATA_HOME/naqala. Otherwise ~/.local/share/naqala,
    ~/Library/Application Support/naqala or %LocalAppData%\naqala.
    The data_dir key, NAQALA_DATA_DIR and --data-dir override it.

NAQALA_<KEY>
    Any configuration key, upper case with "." as "_": NAQALA_LANGUAGE,
    NAQALA_PAPER, NAQALA_DATA_DIR, NAQALA_COLOUR, NAQALA_MOUSE,
    NAQALA_PLAYERS, NAQALA_EXPANSIONS, NAQALA_START_COINS,
    NAQALA_RULES_<VARIANT> (NAQALA_RULES_THIEF_VP=5),
    NAQALA_ADVICE_<WEIGHT>. naqala config lists every key and where its
    value comes from.

NAQALA_DJINN_VP_<DJINN>
    The VP of a Djinn whose VP the catalogue lacks: NAQALA_DJINN_VP_PTAH=5.

NO_COLOR
    Set to anything: no colour on any screen (as --no-color).

LC_ALL, LC_MESSAGES, LANG
    Without a configured language, the first of these that is set picks
    German for a German locale (de_DE.UTF-8) and English otherwise. On
    Windows, with none set, the user's preferred display language does.

GOGC
    Go's garbage collector target. naqala selfplay runs at 400 unless
    it is set (less CPU, more memory).

SOURCE_DATE_EPOCH
    Seconds since 1970: the date naqala man writes into the manual pages.

NAQALA_REQUIRE_TOOLS
    For the test suite: 1 makes a test fail, not skip, when a program it
    needs (tmux, pdftotext, script) is missing. CI sets it.`,
	}
}

func newExitCodesTopic(sys *system) *cobra.Command {
	return &cobra.Command{
		Use:                   "exit-codes",
		DisableFlagsInUseLine: true,
		Short:                 "What naqala's exit status means",
		Example:               "  naqala help exit-codes\n  naqala score game.yaml; echo $?",
		Long: `naqala's exit status:

0   success. A lost solo game that was scored, a Yazid turn that loses
    the game, a player's turn that waits for a decision: all succeed.
1   something failed that is not the input's fault: a file that cannot
    be written, a damaged save, a terminal that cannot be opened.
2   invalid input: a file, an event, a flag or an argument the command
    cannot take. One line per problem on standard error, each naming the
    file, line and field; naqala turn also prints {"refused": ...} on
    standard output. Nothing is changed.
3   naqala yazid resolve: the roll needs the player's choice of a tile
    and no --choose answers it; the candidates are printed.

Errors go to standard error, one line each, prefixed "naqala: ".`,
	}
}
