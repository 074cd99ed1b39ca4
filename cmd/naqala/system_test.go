package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/selfplay"
)

// testSystem is a machine of the test's own for run: no standard input,
// standard output and error discarded (streams sets them), an
// environment of env alone (names and values in turn: "NAQALA_LANGUAGE",
// "de"), a home directory of its own (t.TempDir, which holds the
// configuration and data directories, so that no test reads the user's
// files or another test's), Linux, the real clock and dates in UTC (so
// that golden files do not depend on the machine's time zone). Tests on systems of
// their own share nothing and can run in parallel.
func testSystem(t testing.TB, env ...string) *system {
	t.Helper()
	if len(env)%2 != 0 {
		t.Fatalf("testSystem: %q: want names and values in turn", env)
	}
	vars := map[string]string{}
	for i := 0; i < len(env); i += 2 {
		vars[env[i]] = env[i+1]
	}
	return &system{
		stdin:  bytes.NewReader(nil),
		stdout: io.Discard,
		stderr: io.Discard,
		lookupEnv: func(key string) (string, bool) {
			v, ok := vars[key]
			return v, ok
		},
		home:      t.TempDir(),
		goos:      "linux",
		now:       time.Now,
		zone:      time.UTC,
		newPolicy: selfplay.NewPolicy,
	}
}

// streams is s writing standard output to stdout and standard error to
// stderr.
func (s *system) streams(stdout, stderr io.Writer) *system {
	c := *s
	c.stdout, c.stderr = stdout, stderr
	return &c
}

// input is s reading data as standard input.
func (s *system) input(data []byte) *system {
	c := *s
	c.stdin = bytes.NewReader(data)
	return &c
}

// TestTestSystemIsItsOwn: a test's system reads neither the process's
// environment nor the user's directories (so tests run in parallel), and
// two tests' systems share no directory.
func TestTestSystemIsItsOwn(t *testing.T) {
	// It sets the process's environment, so it does not run in parallel.
	t.Setenv("NAQALA_LANGUAGE", "de")
	t.Setenv("XDG_CONFIG_HOME", "/nowhere")
	a, b := testSystem(t), testSystem(t, "NAQALA_LANGUAGE", "en")
	if _, ok := a.lookupEnv("NAQALA_LANGUAGE"); ok {
		t.Error("testSystem reads the process's environment")
	}
	if got := b.getenv("NAQALA_LANGUAGE"); got != "en" {
		t.Errorf("got %q, want en", got)
	}
	if a.configDir() == b.configDir() || a.dataDir() == b.dataDir() {
		t.Errorf("two systems share a directory: %s, %s", a.configDir(), a.dataDir())
	}
	var out bytes.Buffer
	if code := run([]string{"config", "--json"}, a.streams(&out, io.Discard)); code != 0 || !bytes.Contains(out.Bytes(), []byte(`"language": "en"`)) {
		t.Errorf("exit %d, config %s: want English from a system without NAQALA_LANGUAGE", code, out.String())
	}
}

// runOn runs naqala in-process on sys and returns the exit status and
// what it wrote.
func runOn(sys *system, args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = run(args, sys.streams(&out, &errs))
	return code, out.String(), errs.String()
}

// TestConfigEnvironment: the configuration reads NAQALA_* from the
// system's environment as viper's AutomaticEnv read the process's: a
// list split at commas, a rule's key, a variable set empty taken for
// unset; a variable of no key is not read.
func TestConfigEnvironment(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		env  map[string]string
		want func(c Config) bool
	}{
		{"a value", map[string]string{"NAQALA_LANGUAGE": "de"}, func(c Config) bool { return c.Language == "de" }},
		{"negative twin: empty is unset", map[string]string{"NAQALA_LANGUAGE": ""}, func(c Config) bool { return c.Language == "en" }},
		{"a list", map[string]string{"NAQALA_EXPANSIONS": "artisans,whims", "NAQALA_PLAYERS": "Ann,Ben"}, func(c Config) bool {
			return strings.Join(c.Expansions, " ") == "artisans whims" && strings.Join(c.Players, " ") == "Ann Ben"
		}},
		{"a rule", map[string]string{"NAQALA_RULES_STRIKE_ORDER": "lower_first"}, func(c Config) bool { return c.Rules["strike_order"] == "lower_first" }},
		{"an advice weight", map[string]string{"NAQALA_ADVICE_VIZIER_LEAD": "7"}, func(c Config) bool { return c.Advice["vizier_lead"] == "7" }},
		{"no key, not read", map[string]string{"NAQALA_RULES": "x", "NAQALA_COLOR": "never"}, func(c Config) bool { return c.Colour == "auto" && c.Rules["strike_order"] != "x" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, errs, code := runConfig(t, t.TempDir(), tt.env)
			if code != 0 || !tt.want(c) {
				t.Errorf("exit %d (%s): got %+v", code, errs, c)
			}
		})
	}
}
