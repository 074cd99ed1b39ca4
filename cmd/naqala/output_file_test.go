package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/internal/testtool"
)

// Issue 9, item 16: -o refuses a file without write permission, directly
// or through a symlink, and leaves it as it was; the twin, a writable
// file, is replaced.
func TestSheetReadOnlyOutput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "pad.pdf")
	link := filepath.Join(dir, "link.pdf")
	if err := os.Symlink("pad.pdf", link); err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{out, link} {
		writeFile(t, out, "old")
		if err := os.Chmod(out, 0o444); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := runSheet(t, "", "sheet", "--blank", "-o", target)
		if code != 1 || !strings.Contains(stderr, "naqala: sheet: cannot write "+target+": the file is read-only") {
			t.Errorf("%s: exit %d, stderr %q; want the read-only file refused", target, code, stderr)
		}
		if data, _ := os.ReadFile(out); string(data) != "old" {
			t.Errorf("%s: the read-only file was replaced", target)
		}
		if left := leftovers(t, dir, "pad.pdf", "link.pdf"); len(left) > 0 {
			t.Errorf("files left behind: %v", left)
		}
		// The twin: writable, it is replaced.
		if err := os.Chmod(out, 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := runSheet(t, "", "sheet", "--blank", "-o", target); code != 0 {
			t.Errorf("%s: writable: exit %d, %s", target, code, stderr)
		}
		if data, _ := os.ReadFile(out); !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Errorf("%s: the writable file was not replaced", target)
		}
	}
}

// killEnv makes the test binary run one sheet write and stop, whole but
// not renamed, for TestSheetKilledWrite to kill.
const killEnv = "NAQALA_TEST_KILL_WRITE"

// asNaqalaEnv makes the test binary run as naqala, the arguments after
// its name naqala's (TestMain): the tests that need naqala in a terminal
// run the test binary so (naqalaProgram), rather than each building the
// program, a link of the whole program.
const asNaqalaEnv = "NAQALA_TEST_AS_NAQALA"

// naqalaProgram is the program to run as naqala in another process and
// its environment: the test binary itself with asNaqalaEnv set, dir its
// configuration and data directories.
func naqalaProgram(t *testing.T, dir string) (bin string, env []string) {
	t.Helper()
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return bin, append(os.Environ(), asNaqalaEnv+"=1", "XDG_CONFIG_HOME="+dir, "XDG_DATA_HOME="+dir)
}

func TestMain(m *testing.M) {
	if os.Getenv(asNaqalaEnv) != "" {
		os.Exit(run(os.Args[1:], processSystem()))
	}
	if out := os.Getenv(killEnv); out != "" {
		partialWritten = func(tmp string) {
			fmt.Println(tmp)
			time.Sleep(time.Minute)
		}
		os.Exit(run([]string{"sheet", "--blank", "-o", out}, processSystem()))
	}
	// A developer's German locale must not change the golden files.
	for _, env := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		os.Unsetenv(env)
	}
	testtool.LessGC()
	os.Exit(m.Run())
}

// Issue 9, item 16: a naqala killed with -9 while writing -o leaves its
// partial file in plain sight, named after the target, and the next write
// to the target removes it; a partial file of a running naqala is left.
func TestSheetKilledWrite(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "pad.pdf")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), killEnv+"="+out, "XDG_CONFIG_HOME="+t.TempDir())
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("the writer said nothing: %v", err)
	}
	tmp := strings.TrimSpace(line)
	_ = cmd.Process.Kill() // SIGKILL: nothing runs after it
	_ = cmd.Wait()

	name := filepath.Base(tmp)
	want := fmt.Sprintf("pad.pdf.naqala-%d-", cmd.Process.Pid)
	if filepath.Dir(tmp) != dir || !strings.HasPrefix(name, want) || !strings.HasSuffix(name, ".partial") {
		t.Errorf("partial file %s, want %s%s...partial beside the target", tmp, dir+"/", want)
	}
	if left := leftovers(t, dir); len(left) != 1 || left[0] != name {
		t.Fatalf("after the kill: %v, want the partial file only", left)
	}
	// A partial file of a process still running (this one) is kept.
	mine := filepath.Join(dir, fmt.Sprintf("pad.pdf.naqala-%d-1.partial", os.Getppid()))
	writeFile(t, mine, "another naqala's")
	if code, _, stderr := runSheet(t, "", "sheet", "--blank", "-o", out); code != 0 {
		t.Fatalf("exit %d, %s", code, stderr)
	}
	if left := leftovers(t, dir, "pad.pdf"); len(left) != 1 || left[0] != filepath.Base(mine) {
		t.Errorf("after the next write: %v, want only the running naqala's partial file", left)
	}
}

// Issue 9, item 21: without -o, sheet writes a default name in the
// current directory - score-pad.pdf for a blank pad, the final-state
// file's name with .pdf for a filled sheet - never over an existing file,
// and says which; -o - writes the PDF to standard output.
func TestSheetDefaultOutput(t *testing.T) {
	// It changes the working directory, so it does not run in parallel.
	example, err := filepath.Abs(filepath.Join("..", "..", "examples", "full-5p.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"sheet", "--blank"}, "score-pad.pdf"},
		{[]string{"sheet", "--blank", "--players", "1"}, "score-pad-2.pdf"},
		{[]string{"sheet", example}, "full-5p.pdf"},
		{[]string{"sheet", example}, "full-5p-2.pdf"},
	} {
		code, stdout, stderr := runSheet(t, "", tt.args...)
		if code != 0 || stdout != "Wrote "+tt.want+"\n" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %s written", tt.args, code, stdout, stderr, tt.want)
		}
		if data, err := os.ReadFile(tt.want); err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Errorf("%q: %s is not a PDF (%v)", tt.args, tt.want, err)
		}
	}
	if left := leftovers(t, dir, "score-pad.pdf", "score-pad-2.pdf", "full-5p.pdf", "full-5p-2.pdf"); len(left) > 0 {
		t.Errorf("files left behind: %v", left)
	}

	// -o - writes to standard output, and no file.
	code, stdout, stderr := runSheet(t, "", "sheet", "--blank", "-o", "-")
	if code != 0 || !strings.HasPrefix(stdout, "%PDF-") || !strings.Contains(stdout, "%%EOF") {
		t.Errorf("-o -: exit %d, stderr %q, stdout %d bytes; want the PDF", code, stderr, len(stdout))
	}
	if left := leftovers(t, dir, "score-pad.pdf", "score-pad-2.pdf", "full-5p.pdf", "full-5p-2.pdf"); len(left) > 0 {
		t.Errorf("-o -: files written: %v", left)
	}
}
