package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestHelpEnvironmentNamesEveryVariable: every environment variable the
// program's code reads is in naqala help environment; a name no code
// reads is not.
func TestHelpEnvironmentNamesEveryVariable(t *testing.T) {
	t.Parallel()
	var out, errb bytes.Buffer
	if code := run([]string{"help", "environment"}, testSystem(t).streams(&out, &errb)); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	read := map[string]bool{"LC_ALL": true, "LC_MESSAGES": true, "LANG": true} // locale.go, by a list
	getenv := regexp.MustCompile(`[gG]etenv\("([A-Z_]+)"\)|Env = "([A-Z_]+)"`)
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range getenv.FindAllStringSubmatch(string(src), -1) {
			read[m[1]+m[2]] = true
		}
	}
	delete(read, "AppData") // Windows' own, behind %AppData%
	delete(read, "LocalAppData")
	delete(read, exitAfterDrawEnv) // the tests' own hook
	for name := range read {
		if !strings.Contains(out.String(), name) {
			t.Errorf("naqala help environment does not name %s, which the code reads", name)
		}
	}
	if strings.Contains(out.String(), "NAQALA_NO_SUCH") {
		t.Error("the topic names a variable nobody reads")
	}
}

func TestHelpExitCodes(t *testing.T) {
	t.Parallel()
	var out, errb bytes.Buffer
	if code := run([]string{"help", "exit-codes"}, testSystem(t).streams(&out, &errb)); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"\n0 ", "\n1 ", "\n2 ", "\n3 ", "naqala yazid resolve"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("naqala help exit-codes lacks %q:\n%s", want, out.String())
		}
	}
}
