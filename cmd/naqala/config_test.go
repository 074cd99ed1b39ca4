package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/filetext"
)

// runConfig runs `naqala config --json` with the given environment and
// arguments, with XDG_CONFIG_HOME pointing at dir.
func runConfig(t *testing.T, dir string, env map[string]string, args ...string) (Config, string, int) {
	t.Helper()
	vars := []string{"XDG_CONFIG_HOME", dir}
	for k, v := range env {
		vars = append(vars, k, v)
	}
	var out, errb bytes.Buffer
	code := run(append(args, "config", "--json"), testSystem(t, vars...).streams(&out, &errb))
	var c Config
	if code == 0 {
		if err := json.Unmarshal(out.Bytes(), &c); err != nil {
			t.Fatalf("config --json: %v\n%s", err, out.String())
		}
	}
	return c, errb.String(), code
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestConfigPriority(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "naqala", "config.yaml"),
		"language: de\npaper: Letter\nrules:\n  thief_vp: 5\n  black_six: literal_rows\ndjinn_vp:\n  Ptah: 5\n")
	other := filepath.Join(dir, "other.yaml")
	writeFile(t, other, "paper: A4\nrules:\n  strike_order: lower_first\n")
	writeFile(t, filepath.Join(dir, "elsewhere", "config.yaml"), "paper: Letter\nlanguage: en\n")

	tests := []struct {
		name  string
		env   map[string]string
		args  []string
		check func(Config) string
	}{
		{"defaults", nil, []string{"--config", filepath.Join(dir, "empty.yaml")}, func(c Config) string {
			if c.Language != "en" || c.Paper != "A4" || c.Rules["thief_vp"] != "6" || c.Rules["black_six"] != "topmost_with_meeples" {
				return "want the built-in defaults"
			}
			return ""
		}},
		{"config file", nil, nil, func(c Config) string {
			if c.Language != "de" || c.Paper != "Letter" || c.Rules["thief_vp"] != "5" || c.DjinnVP["ptah"] != 5 {
				return "want the values of config.yaml"
			}
			if c.ScoringRules().Settings()["thief_vp"] != "5" || c.SoloRules().Settings()["black_six"] != "literal_rows" {
				return "want the typed rules to follow the file"
			}
			return ""
		}},
		{"--config instead of the default file", nil, []string{"--config", other}, func(c Config) string {
			if c.Language != "en" || c.Paper != "A4" || c.Rules["strike_order"] != "lower_first" || c.Rules["thief_vp"] != "6" {
				return "want other.yaml alone, config.yaml not read"
			}
			return ""
		}},
		{"no --config: the default file", nil, nil, func(c Config) string {
			if c.Rules["strike_order"] == "lower_first" || c.Rules["thief_vp"] != "5" {
				return "want config.yaml alone, other.yaml not read"
			}
			return ""
		}},
		{"NAQALA_CONFIG_DIR over XDG_CONFIG_HOME", map[string]string{"NAQALA_CONFIG_DIR": filepath.Join(dir, "elsewhere")}, nil, func(c Config) string {
			if c.Paper != "Letter" || c.Language != "en" || c.Rules["thief_vp"] != "6" {
				return "want elsewhere/config.yaml alone"
			}
			return ""
		}},
		{"environment over the file", map[string]string{"NAQALA_LANGUAGE": "en", "NAQALA_RULES_THIEF_VP": "7"}, nil, func(c Config) string {
			if c.Language != "en" || c.Rules["thief_vp"] != "7" || c.Paper != "Letter" {
				return "want the environment to win"
			}
			return ""
		}},
		{"a Djinn's VP from the environment", map[string]string{"NAQALA_DJINN_VP_GEB": "4"}, nil, func(c Config) string {
			if c.DjinnVP["geb"] != 4 || c.DjinnVP["ptah"] != 5 {
				return "want Geb 4 from the environment beside Ptah 5 from the file"
			}
			return ""
		}},
		{"flag over the environment", map[string]string{"NAQALA_LANGUAGE": "en"}, []string{"--lang", "de"}, func(c Config) string {
			if c.Language != "de" {
				return "want the flag to win"
			}
			return ""
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			xdg := dir
			if tc.name == "defaults" {
				xdg = t.TempDir()
				writeFile(t, filepath.Join(dir, "empty.yaml"), "{}\n")
			}
			c, stderr, code := runConfig(t, xdg, tc.env, tc.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if msg := tc.check(c); msg != "" {
				t.Errorf("%s: got %+v", msg, c)
			}
		})
	}
}

// wantProblems checks an exit status of 2 and stderr holding exactly the
// wanted lines, one per problem.
func wantProblems(t *testing.T, code int, stderr string, wants ...string) {
	t.Helper()
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	for _, want := range wants {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr %q lacks %q", stderr, want)
		}
	}
	if n := strings.Count(stderr, "\n"); n != len(wants) {
		t.Errorf("got %d lines, want %d (one per problem):\n%s", n, len(wants), stderr)
	}
}

func TestConfigErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	writeFile(t, bad, "language: fr\nrules:\n  strike_order: sideways\n  no_such_rule: 1\ndjinn_vp:\n  Ptha: 5\n")
	_, stderr, code := runConfig(t, dir, nil, "--config", bad)
	wantProblems(t, code, stderr,
		`naqala: config: `+bad+`:1: language "fr": want en or de`,
		`naqala: config: `+bad+`:3: rules.strike_order: unknown value "sideways"`,
		`naqala: config: `+bad+`:4: rules.no_such_rule: unknown rule variant`,
		`naqala: config: `+bad+`:6: djinn_vp.ptha: unknown Djinn (did you mean Ptah?)`)

	_, stderr, code = runConfig(t, dir, nil, "--config", filepath.Join(dir, "missing.yaml"))
	if code != 2 || !strings.Contains(stderr, "missing.yaml") {
		t.Errorf("missing file: exit %d, %q; want 2 naming the file", code, stderr)
	}
	writeFile(t, bad, "language: [\n")
	_, stderr, code = runConfig(t, dir, nil, "--config", bad)
	if code != 2 || !strings.Contains(stderr, "bad.yaml") {
		t.Errorf("broken YAML: exit %d, %q; want 2 naming the file", code, stderr)
	}
}

// TestConfigRuleVPBound: VP rules and Djinn VPs beyond 100 are refused in
// the configuration file and in NAQALA_* alike, so no score overflows.
func TestConfigRuleVPBound(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	writeFile(t, bad, "rules:\n  thief_vp: 4611686018427387904\n  lake_haurvatat_palm: 101\ndjinn_vp:\n  Ptah: 1000\n")
	_, stderr, code := runConfig(t, dir, nil, "--config", bad)
	wantProblems(t, code, stderr,
		`naqala: config: `+bad+`:3: rules.lake_haurvatat_palm: "101": want a whole number of VP, 0 to 100`,
		`naqala: config: `+bad+`:2: rules.thief_vp: "4611686018427387904": want a whole number of VP, 0 to 100`,
		`naqala: config: `+bad+`:5: djinn_vp.ptah: 1000: at most 100 VP`)
	t.Run("environment", func(t *testing.T) {
		_, stderr, code := runConfig(t, dir, map[string]string{"NAQALA_RULES_THIEF_VP": "4611686018427387904", "NAQALA_DJINN_VP_PTAH": "1000"})
		if code != 2 || !strings.Contains(stderr, "NAQALA_RULES_THIEF_VP: rules.thief_vp") || !strings.Contains(stderr, "NAQALA_DJINN_VP_PTAH: djinn_vp.ptah: 1000") {
			t.Errorf("exit %d, %q; want 2 naming thief_vp and djinn_vp.ptah", code, stderr)
		}
	})
	good := filepath.Join(dir, "good.yaml")
	writeFile(t, good, "rules:\n  thief_vp: 100\n  lake_haurvatat_palm: 100\ndjinn_vp:\n  Ptah: 100\n")
	if c, stderr, code := runConfig(t, dir, nil, "--config", good); code != 0 || c.Rules["thief_vp"] != "100" {
		t.Errorf("the twin: exit %d, %q, rules %v", code, stderr, c.Rules)
	}
}

// TestConfigWarnings: an unknown top-level key, and a djinn_vp entry for a
// Djinn whose VP the catalogue knows, are warned of once on stderr, naming
// the file, the line and the key; the configuration still loads and
// prints as before.
func TestConfigWarnings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "c.yaml")
	writeFile(t, file, "langauge: de\npaper: Letter\nwhatever: 1\ndjinn_vp:\n  Hagis: 3\n  Ptah: 5\n")
	c, stderr, code := runConfig(t, dir, nil, "--config", file)
	if code != 0 {
		t.Fatalf("exit %d, want 0: %s", code, stderr)
	}
	want := []string{
		"naqala: warning: config: " + file + `:1: "langauge": unknown key, ignored (did you mean language?)`,
		"naqala: warning: config: " + file + `:3: "whatever": unknown key, ignored`,
		"naqala: warning: config: " + file + ":5: djinn_vp.Hagis: ignored, the catalogue gives Hagis",
	}
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	if len(lines) != len(want) {
		t.Fatalf("got %d lines, want %d:\n%s", len(lines), len(want), stderr)
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("line %d: got %q, want %q...", i+1, lines[i], w)
		}
	}
	if strings.Contains(lines[1], "did you mean") {
		t.Errorf("no key is near whatever: got %q", lines[1])
	}
	if c.Language != "en" || c.Paper != "Letter" || c.DjinnVP["ptah"] != 5 {
		t.Errorf("got %+v, want the known keys read", c)
	}

	// The twin: a file of known keys (in any case) warns of nothing, and
	// the text output is what it was.
	writeFile(t, file, "Language: de\ndjinn_vp:\n  Ptah: 5\n")
	var out, errb bytes.Buffer
	sys := testSystem(t, "XDG_CONFIG_HOME", dir)
	if code := run([]string{"--config", file, "config"}, sys.streams(&out, &errb)); code != 0 || errb.Len() != 0 {
		t.Errorf("exit %d, stderr %q; want 0 and nothing", code, errb.String())
	}
	if !strings.HasPrefix(out.String(), "# read from "+file+"\nlanguage: de\n") {
		t.Errorf("config output changed:\n%s", out.String())
	}
}

// TestConfigWarnOnce: a command that reads the configuration more than
// once (score) warns once.
func TestConfigWarnOnce(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "naqala", "config.yaml"), "colour_: never\n")
	game := filepath.Join(dir, "g.yaml")
	writeFile(t, game, "players:\n  - {name: A}\n")
	sys := testSystem(t, "XDG_CONFIG_HOME", dir)
	var out, errb bytes.Buffer
	if code := run([]string{"score", game}, sys.streams(&out, &errb)); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if got := errb.String(); strings.Count(got, "\n") != 1 || !strings.Contains(got, `"colour_": unknown key, ignored (did you mean colour?)`) {
		t.Errorf("stderr %q, want one warning naming colour_", got)
	}
}

// Issue 9, item 14: numbers are whole or refused (2.5 was 2, a huge or
// NaN value -9223372036854775808), a key given twice (in any case) and a
// second document are refused, and every problem names the file and
// line, or the environment variable, and the key.
func TestConfigStrictValues(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "c.yaml")
	tests := []struct {
		name, text string
		want       []string
	}{
		{"a fraction", "start_coins: 2.5\n", []string{file + ":1: start_coins 2.5: want a whole number of coins"}},
		{"huge", "language: en\nstart_coins: 1e30\n", []string{file + ":2: start_coins 1e+30: want a whole number of coins, 0 to 1000000"}},
		{"huge whole", "start_coins: 99999999999999999999999\n", []string{file + ":1: start_coins"}},
		{"NaN", "start_coins: .nan\n", []string{file + ":1: start_coins NaN: want a whole number"}},
		{"a word", "start_coins: many\n", []string{file + `:1: start_coins "many": want a whole number`}},
		{"negative", "start_coins: -5\n", []string{file + ":1: start_coins -5: must not be negative"}},
		{"Djinn VP fraction", "djinn_vp:\n  Ptah: 2.5\n", []string{file + ":2: djinn_vp.ptah: 2.5: want a whole number of VP"}},
		{"Djinn VP NaN", "djinn_vp:\n  Ptah: .nan\n", []string{file + ":2: djinn_vp.ptah: NaN: want a whole number of VP"}},
		{"Djinn VP not a mapping", "djinn_vp: 5\n", []string{file + ":1: djinn_vp: want a mapping"}},
		{"rule twice", "rules:\n  thief_vp: 3\n  thief_vp: 4\n", []string{file + ":3: rules.thief_vp: given twice (first on line 2)"}},
		{"key twice in another case", "language: de\nLanguage: en\n", []string{file + ":2: language: given twice (first on line 1, as language; keys are read in any case)"}},
		{"rule twice in another case", "rules:\n  thief_vp: 3\n  Thief_VP: 4\n", []string{file + ":3: rules.thief_vp: given twice (first on line 2, as thief_vp; keys are read in any case)"}},
		{"second document", "language: de\n---\nlanguage: en\n", []string{file + ":2: a second YAML document"}},
		{"a list for a word", "language: [de]\n", []string{file + `:1: language: want a word, got a list`}},
		{"a mapping for a list", "players: {a: 1}\n", []string{file + `:1: players: want a list, got a mapping`}},
		{"a name too long", "players: [" + strings.Repeat("a", 41) + "]\n", []string{file + ":1: players[0]: 41 characters: a name has at most 40"}},
		{"a name with an escape", "players: [\"\\e[2J\"]\n", []string{file + `:1: players[0] "\x1b[2J": a name must hold only characters that print`}},
		{"paper", "paper: A5\n", []string{file + `:1: paper "A5": want A4 or Letter`}},
		{"colour", "colour: pink\n", []string{file + `:1: colour "pink": want auto, always or never`}},
		{"expansions", "expansions: [moon]\n", []string{file + `:1: expansions: unknown expansion "moon" (want artisans, thieves or whims)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			writeFile(t, file, tt.text)
			_, stderr, code := runConfig(t, dir, nil, "--config", file)
			want := make([]string, len(tt.want))
			for i, w := range tt.want {
				want[i] = "naqala: config: " + w
			}
			wantProblems(t, code, stderr, want...)
		})
	}
	t.Run("environment", func(t *testing.T) {
		writeFile(t, file, "start_coins: 30\n")
		_, stderr, code := runConfig(t, dir, map[string]string{"NAQALA_START_COINS": "2.5"}, "--config", file)
		wantProblems(t, code, stderr, `naqala: config: NAQALA_START_COINS: start_coins "2.5": want a whole number`)
	})
	t.Run("twins", func(t *testing.T) {
		for _, text := range []string{"start_coins: 30\n", "start_coins: 2.0\n", "start_coins: 1000000\n",
			"djinn_vp:\n  Ptah: 5\n", "language: de\n---\n", "players: [" + strings.Repeat("a", 40) + ", Aylin Öz]\n",
			"rules:\n  thief_vp: 3\n  black_six: literal_rows\n"} {
			writeFile(t, file, text)
			if _, stderr, code := runConfig(t, dir, nil, "--config", file); code != 0 {
				t.Errorf("%q: exit %d, %s", text, code, stderr)
			}
		}
	})
}

// FuzzConfigFile checks that no configuration file panics, that a bad one
// exits 2, and that every problem is one line that prints as itself and
// names the file.
func FuzzConfigFile(f *testing.F) {
	for _, s := range []string{"language: de\n", "start_coins: 2.5\n", "rules:\n  thief_vp: 3\n  Thief_vp: 4\n",
		"a: 1\n---\nb: 2\n", "djinn_vp: {Ptah: .nan}\n", "players: [\"\\e[2J\"]\n", "\"\\e]0;x\\a\": 1\n", "language: [\n"} {
		f.Add([]byte(s))
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "c.yaml")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		code := run([]string{"--config", path, "config"}, testSystem(t, "XDG_CONFIG_HOME", dir).streams(&out, &errb))
		if code != 0 && code != 2 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		for _, line := range strings.Split(strings.TrimSuffix(errb.String(), "\n"), "\n") {
			if line == "" {
				continue
			}
			if !filetext.Plain(line) || !strings.HasPrefix(line, "naqala: ") {
				t.Fatalf("a problem line %q", line)
			}
			if code == 2 && strings.HasPrefix(line, "naqala: config: ") && !strings.Contains(line, path) && !strings.Contains(line, "more problems") {
				t.Fatalf("a problem that does not name the file: %q", line)
			}
		}
	})
}

// TestConfigAdviceErrorsSayWhere: a bad advice.* key or value names the
// file and line it comes from, or its variable; the twin: good values
// read without a word.
func TestConfigAdviceErrorsSayWhere(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	writeFile(t, bad, "paper: A4\nadvice:\n  vizier_lead: lots\n  no_such_weight: 1\n")
	_, stderr, code := runConfig(t, dir, nil, "--config", bad)
	wantProblems(t, code, stderr,
		`naqala: config: `+bad+`:3: advice.vizier_lead: `,
		`naqala: config: `+bad+`:4: advice.no_such_weight: unknown`)
	t.Run("variable", func(t *testing.T) {
		_, stderr, code := runConfig(t, dir, map[string]string{"NAQALA_ADVICE_VIZIER_LEAD": "lots"})
		wantProblems(t, code, stderr, `naqala: config: NAQALA_ADVICE_VIZIER_LEAD: advice.vizier_lead: `)
	})

	good := filepath.Join(dir, "good.yaml")
	writeFile(t, good, "advice:\n  vizier_lead: 8\n")
	if _, stderr, code := runConfig(t, dir, nil, "--config", good); code != 0 {
		t.Errorf("good advice: exit %d, %s", code, stderr)
	}
}
