package main

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestUserDirs(t *testing.T) {
	t.Parallel()
	const home = "/home/me"
	tests := []struct {
		name         string
		goos         string
		env          map[string]string
		home         string
		config, data string
	}{
		{"linux defaults (XDG)", "linux", nil, home,
			filepath.Join(home, ".config", "naqala"), filepath.Join(home, ".local", "share", "naqala")},
		{"linux XDG set", "linux", map[string]string{"XDG_CONFIG_HOME": "/x/cfg", "XDG_DATA_HOME": "/x/data"}, home,
			filepath.Join("/x/cfg", "naqala"), filepath.Join("/x/data", "naqala")},
		{"linux relative XDG is ignored (XDG spec)", "linux", map[string]string{"XDG_CONFIG_HOME": "cfg", "XDG_DATA_HOME": "data"}, home,
			filepath.Join(home, ".config", "naqala"), filepath.Join(home, ".local", "share", "naqala")},
		{"freebsd like linux", "freebsd", nil, home,
			filepath.Join(home, ".config", "naqala"), filepath.Join(home, ".local", "share", "naqala")},
		{"macOS", "darwin", nil, home,
			filepath.Join(home, "Library", "Application Support", "naqala"), filepath.Join(home, "Library", "Application Support", "naqala")},
		{"macOS honours XDG set", "darwin", map[string]string{"XDG_CONFIG_HOME": "/x/cfg"}, home,
			filepath.Join("/x/cfg", "naqala"), filepath.Join(home, "Library", "Application Support", "naqala")},
		{"windows", "windows", map[string]string{"AppData": `C:\Users\me\AppData\Roaming`, "LocalAppData": `C:\Users\me\AppData\Local`}, `C:\Users\me`,
			filepath.Join(`C:\Users\me\AppData\Roaming`, "naqala"), filepath.Join(`C:\Users\me\AppData\Local`, "naqala")},
		{"windows without LocalAppData", "windows", map[string]string{"AppData": `C:\Roaming`}, `C:\Users\me`,
			filepath.Join(`C:\Roaming`, "naqala"), filepath.Join(`C:\Roaming`, "naqala")},
		{"windows without AppData", "windows", nil, `C:\Users\me`, "", ""},
		{"no home", "linux", nil, "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := userDirs{goos: tt.goos, getenv: func(k string) string { return tt.env[k] }, home: tt.home}
			if got := d.config(); got != tt.config {
				t.Errorf("config: got %q, want %q", got, tt.config)
			}
			if got := d.data(); got != tt.data {
				t.Errorf("data: got %q, want %q", got, tt.data)
			}
		})
	}
}

// TestUserDirsMatchTheSystem: without XDG variables, the configuration
// directory of the process's system is os.UserConfigDir's on macOS and
// Windows, and XDG's default elsewhere. It reads the process's
// environment, so it does not run in parallel.
func TestUserDirsMatchTheSystem(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("XDG_DATA_HOME", "")
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip("no home directory")
	}
	want := filepath.Join(home, ".config", "naqala")
	switch runtime.GOOS {
	case "darwin", "windows":
		dir, err := os.UserConfigDir()
		if err != nil {
			t.Fatal(err)
		}
		want = filepath.Join(dir, "naqala")
	}
	if got := processSystem().configDir(); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestConfigDataDirDefault: naqala config names the data directory of the
// system when none is configured.
func TestConfigDataDirDefault(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	c, errs, code := runConfig(t, t.TempDir(), map[string]string{"XDG_DATA_HOME": data})
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if want := filepath.Join(data, "naqala"); c.DataDir != want {
		t.Errorf("data_dir: got %q, want %q", c.DataDir, want)
	}
}
