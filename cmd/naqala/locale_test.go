package main

import (
	"path/filepath"
	"testing"
)

// TestMain (output_file_test.go) runs the tests in a neutral locale: a
// developer's German LANG must not turn the English golden files German.

func TestLocaleLanguage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		env    map[string]string
		system []string // the system's UI languages (Windows)
		want   string
	}{
		{"nothing set", nil, nil, "en"},
		{"LANG German", map[string]string{"LANG": "de_DE.UTF-8"}, nil, "de"},
		{"LANG Austrian with modifier", map[string]string{"LANG": "de_AT@euro"}, nil, "de"},
		{"LANG bare de", map[string]string{"LANG": "de"}, nil, "de"},
		{"LANG English", map[string]string{"LANG": "en_GB.UTF-8"}, nil, "en"},
		{"LANG C", map[string]string{"LANG": "C.UTF-8"}, nil, "en"},
		{"LANG French", map[string]string{"LANG": "fr_FR.UTF-8"}, nil, "en"},
		{"Lower Sorbian in Germany is not German", map[string]string{"LANG": "dsb_DE.UTF-8"}, nil, "en"},
		{"LC_MESSAGES over LANG", map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "de_CH.UTF-8"}, nil, "de"},
		{"LC_MESSAGES English over German LANG", map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "C"}, nil, "en"},
		{"LC_ALL over both", map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LC_ALL": "de_DE.UTF-8"}, nil, "de"},
		{"LC_ALL English over German", map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LC_ALL": "POSIX"}, nil, "en"},
		{"empty LC_ALL is not set", map[string]string{"LC_ALL": "", "LANG": "de_DE.UTF-8"}, nil, "de"},
		{"Windows German UI, no variable", nil, []string{"de-DE", "en-US"}, "de"},
		{"Windows Swiss German UI", nil, []string{"de-CH"}, "de"},
		{"Windows English UI first", nil, []string{"en-US", "de-DE"}, "en"},
		{"LANG over the Windows UI", map[string]string{"LANG": "en_US.UTF-8"}, []string{"de-DE"}, "en"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := localeLanguage(func(k string) string { return tt.env[k] }, func() []string { return tt.system })
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestLocaleChoosesLanguage: a German locale speaks German when no
// language is configured; the configuration file, NAQALA_LANGUAGE and
// --lang each win over it.
func TestLocaleChoosesLanguage(t *testing.T) {
	t.Parallel()
	lang := func(t *testing.T, env map[string]string, config string, args ...string) string {
		t.Helper()
		dir := t.TempDir()
		if config != "" {
			writeFile(t, filepath.Join(dir, "naqala", "config.yaml"), config)
		}
		c, errs, code := runConfig(t, dir, env, args...)
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errs)
		}
		return c.Language
	}
	t.Run("German LANG, nothing configured", func(t *testing.T) {
		if got := lang(t, map[string]string{"LANG": "de_DE.UTF-8"}, ""); got != "de" {
			t.Errorf("got %q, want de", got)
		}
	})
	t.Run("negative twin: English LANG", func(t *testing.T) {
		if got := lang(t, map[string]string{"LANG": "en_US.UTF-8"}, ""); got != "en" {
			t.Errorf("got %q, want en", got)
		}
	})
	t.Run("the configuration file wins", func(t *testing.T) {
		if got := lang(t, map[string]string{"LANG": "de_DE.UTF-8"}, "language: en\n"); got != "en" {
			t.Errorf("got %q, want en", got)
		}
	})
	t.Run("NAQALA_LANGUAGE wins", func(t *testing.T) {
		if got := lang(t, map[string]string{"LC_ALL": "de_DE.UTF-8", "NAQALA_LANGUAGE": "en"}, ""); got != "en" {
			t.Errorf("got %q, want en", got)
		}
	})
	t.Run("--lang wins", func(t *testing.T) {
		if got := lang(t, map[string]string{"LANG": "de_DE.UTF-8"}, "", "--lang", "en"); got != "en" {
			t.Errorf("got %q, want en", got)
		}
	})
}
