package main

import (
	"io"
	"os"
	"runtime"
	"time"

	"github.com/naqala/naqala/selfplay"
)

// system is what the commands take from the machine they run on: the
// standard streams, the environment, the user's home directory, the
// operating system, the clock, the time zone and the self-play policies
// (a test hands in a quick one). main hands them the process's own
// (processSystem); a test hands its own, so that tests share nothing and
// run in parallel (as cli/cli's cmdutil.Factory and iostreams.IOStreams).
type system struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	lookupEnv      func(key string) (string, bool)
	home           string // "" when unknown
	goos           string
	now            func() time.Time
	zone           *time.Location // where dates are shown
	// newPolicy gives a self-play policy by name (selfplay.NewPolicy).
	newPolicy func(name string, ctx selfplay.Context) (selfplay.Policy, error)
}

// processSystem is the system of the running process.
func processSystem() *system {
	home, _ := os.UserHomeDir()
	return &system{
		stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr,
		lookupEnv: os.LookupEnv, home: home, goos: runtime.GOOS, now: time.Now, zone: time.Local,
		newPolicy: selfplay.NewPolicy,
	}
}

// getenv is the value of the environment variable key, "" when unset.
func (s *system) getenv(key string) string {
	v, _ := s.lookupEnv(key)
	return v
}

// dirs are the user's directories on this system (dirs.go).
func (s *system) dirs() userDirs {
	return userDirs{goos: s.goos, getenv: s.getenv, home: s.home}
}

// configDir is the configuration directory (userDirs.config).
func (s *system) configDir() string { return s.dirs().config() }

// dataDir is the data directory (userDirs.data), or naqala-data in the
// working directory when the system has none.
func (s *system) dataDir() string {
	if d := s.dirs().data(); d != "" {
		return d
	}
	return "naqala-data"
}
