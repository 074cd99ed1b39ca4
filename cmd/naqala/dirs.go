package main

import "path/filepath"

// configDirEnv names the variable that sets the configuration directory
// itself, over every system default.
const configDirEnv = "NAQALA_CONFIG_DIR"

// userDirs holds what the default directories depend on: the operating
// system, the environment and the home directory ("" when unknown), so
// that tests can ask for another system's directories.
type userDirs struct {
	goos   string
	getenv func(string) string
	home   string
}

// config is naqala's configuration directory: $NAQALA_CONFIG_DIR when that
// is set to an absolute path; $XDG_CONFIG_HOME/naqala when that is set to
// an absolute path, on every system; else
// ~/Library/Application Support/naqala on macOS, %AppData%\naqala on
// Windows (both what os.UserConfigDir gives there) and ~/.config/naqala
// elsewhere (the XDG default). "" when none can be found.
func (d userDirs) config() string {
	if x := d.getenv(configDirEnv); filepath.IsAbs(x) {
		return filepath.Clean(x)
	}
	if x := d.getenv("XDG_CONFIG_HOME"); filepath.IsAbs(x) {
		return filepath.Join(x, "naqala")
	}
	switch d.goos {
	case "darwin", "ios":
		return d.inHome("Library", "Application Support", "naqala")
	case "windows":
		if a := d.getenv("AppData"); a != "" {
			return filepath.Join(a, "naqala")
		}
		return ""
	}
	return d.inHome(".config", "naqala")
}

// data is where saved games, the history and exported sheets live:
// $XDG_DATA_HOME/naqala when that is set to an absolute path; else
// ~/Library/Application Support/naqala on macOS, %LocalAppData%\naqala on
// Windows (a machine's own games do not roam) and ~/.local/share/naqala
// elsewhere (the XDG default). "" when none can be found.
func (d userDirs) data() string {
	if x := d.getenv("XDG_DATA_HOME"); filepath.IsAbs(x) {
		return filepath.Join(x, "naqala")
	}
	switch d.goos {
	case "darwin", "ios":
		return d.inHome("Library", "Application Support", "naqala")
	case "windows":
		for _, env := range []string{"LocalAppData", "AppData"} {
			if a := d.getenv(env); a != "" {
				return filepath.Join(a, "naqala")
			}
		}
		return ""
	}
	return d.inHome(".local", "share", "naqala")
}

// inHome joins elem to the home directory, or is "" without one.
func (d userDirs) inHome(elem ...string) string {
	if d.home == "" {
		return ""
	}
	return filepath.Join(append([]string{d.home}, elem...)...)
}
