package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"unicode/utf8"

	"github.com/naqala/naqala/internal/filetext"

	"github.com/spf13/cobra"
	"golang.org/x/term"
)

// stdioName is the file name that stands for standard input where a
// command reads a file, and for standard output where it writes one.
const stdioName = "-"

// stdinName is how messages name standard input.
const stdinName = "standard input"

// readInput reads the input file path, or cmd's standard input for "-",
// up to filetext.MaxSize bytes. name is how problems name the input (the
// path as filetext.Text prints it, or "standard input"); a failure names
// it too: "game.yaml: no such file or directory".
func readInput(cmd *cobra.Command, path string) (data []byte, name string, err error) {
	if path == stdioName {
		data, err = filetext.ReadAll(cmd.InOrStdin())
		name = stdinName
	} else {
		name = filetext.Text(path)
		if st, serr := os.Stat(path); serr == nil && st.IsDir() {
			return nil, name, fmt.Errorf("%s: is a directory", name)
		}
		data, err = filetext.ReadFile(path)
	}
	if err != nil {
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	return data, name, nil
}

// writeOutput writes data to the file path (writeFileAtomic), or to cmd's
// standard output for "-". Binary data (a PDF) is not sent to a terminal,
// where it would only garble the screen.
func writeOutput(cmd *cobra.Command, path string, data []byte) error {
	if path != stdioName {
		return writeFileAtomic(path, data)
	}
	out := cmd.OutOrStdout()
	if isTerminal(out) && isBinary(data) {
		return invalidInput(fmt.Errorf("%s: standard output is a terminal, where a PDF would garble the screen: redirect it to a file or a program", commandPath(cmd)))
	}
	if _, err := out.Write(data); err != nil {
		return fmt.Errorf("%s: writing to standard output: %w", commandPath(cmd), err)
	}
	return nil
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	if c, ok := w.(*checkedWriter); ok {
		w = c.w
	}
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// isBinary reports whether data is not text: not UTF-8, or holding NULs.
func isBinary(data []byte) bool {
	return !utf8.Valid(data) || bytes.IndexByte(data, 0) >= 0
}
