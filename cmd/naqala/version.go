package main

import (
	"fmt"
	"io"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/naqala/naqala"
	"github.com/naqala/naqala/templates"
	"github.com/spf13/cobra"
)

// The release build sets these (goreleaser's -X ldflags); a build from
// source leaves them empty and the Go build information tells instead.
var (
	version string // the release, "1.2.0" or "v1.2.0"
	commit  string // the full commit hash
	date    string // the commit's date, RFC 3339
)

// buildVersion is what naqala version tells about the binary.
type buildVersion struct {
	// Version is the release or module version ("v1.2.0", a pseudo-version
	// for go install ...@commit), or "devel" for a build of a work tree.
	Version string `json:"version"`
	// Commit is the commit built, "" when unknown.
	Commit string `json:"commit"`
	// Date is the commit's date (RFC 3339), "" when unknown.
	Date string `json:"date"`
	// Modified says the work tree had changes the commit lacks.
	Modified bool `json:"modified"`
	// Go is the Go release that built the binary.
	Go string `json:"go"`
	// Platform is the system and architecture, "linux/amd64".
	Platform string `json:"platform"`
}

// pseudoVersion matches the tail of a module pseudo-version: the commit's
// time (UTC, yyyymmddhhmmss) and its 12-digit abbreviated hash.
var pseudoVersion = regexp.MustCompile(`[.-](\d{14})-([0-9a-f]{12})(\+incompatible)?$`)

// readBuildVersion gathers the version from the release build's values
// (ldVersion, ldCommit, ldDate), which win, and the Go build information
// info (nil when the binary has none): the module version, the version
// control settings of a build in a work tree, or the commit and date a
// pseudo-version carries.
func readBuildVersion(info *debug.BuildInfo, ldVersion, ldCommit, ldDate string) buildVersion {
	v := buildVersion{Version: "devel", Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}
	if info != nil {
		if info.GoVersion != "" {
			v.Go = info.GoVersion
		}
		if mv := info.Main.Version; mv != "" && mv != "(devel)" {
			v.Version = mv
			if m := pseudoVersion.FindStringSubmatch(mv); m != nil {
				v.Commit = m[2]
				if t, err := time.Parse("20060102150405", m[1]); err == nil {
					v.Date = t.Format(time.RFC3339)
				}
			}
		}
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				v.Commit = s.Value
			case "vcs.time":
				v.Date = s.Value
			case "vcs.modified":
				v.Modified = s.Value == "true"
			}
		}
	}
	if ldVersion != "" {
		v.Version = ldVersion
		if c := ldVersion[0]; c >= '0' && c <= '9' {
			v.Version = "v" + ldVersion
		}
	}
	// goreleaser fills in "none" and the zero time when it cannot read the
	// repository (a snapshot of a clone without a remote): not facts.
	if ldCommit != "" && ldCommit != "none" {
		v.Commit = ldCommit
	}
	if t, err := time.Parse(time.RFC3339, ldDate); err == nil && t.Year() > 1 {
		v.Date = ldDate
	}
	return v
}

// currentVersion is the version of the running binary.
func currentVersion() buildVersion {
	info, _ := debug.ReadBuildInfo()
	return readBuildVersion(info, version, commit, date)
}

// shortCommit abbreviates a commit hash to 12 digits, as Go's
// pseudo-versions do.
func shortCommit(c string) string {
	if len(c) > 12 {
		return c[:12]
	}
	return c
}

// Line is the one-line form naqala --version prints:
// "v1.2.0 (3f2a1b9c8d7e, 2026-11-23, go1.26.8 linux/amd64)".
func (v buildVersion) Line() string {
	parts := []string{}
	if v.Commit != "" {
		c := shortCommit(v.Commit)
		if v.Modified {
			c += ", modified"
		}
		parts = append(parts, c)
	}
	if v.Date != "" {
		d, _, _ := strings.Cut(v.Date, "T")
		parts = append(parts, d)
	}
	parts = append(parts, v.Go+" "+v.Platform)
	return fmt.Sprintf("%s (%s)", v.Version, strings.Join(parts, ", "))
}

// write prints the version for a person, one fact a line.
func (v buildVersion) write(w io.Writer) error {
	var t textTable
	t.add("naqala", v.Version)
	if v.Commit != "" {
		c := v.Commit
		if v.Modified {
			c += " (modified)"
		}
		t.add("commit", c)
	}
	if v.Date != "" {
		t.add("date", v.Date)
	}
	t.add("go", v.Go+" "+v.Platform)
	t.add("licence", "MIT (naqala version --licences shows every licence)")
	return t.write(w)
}

// licenceTexts is what naqala version --licences prints: naqala's own
// licence, the licence of the fonts the score sheets embed and the
// notices of the modules linked in.
func licenceTexts() string {
	var b strings.Builder
	rule := strings.Repeat("=", 72)
	section := func(title, text string) {
		fmt.Fprintf(&b, "%s\n%s\n%s\n\n%s\n", rule, title, rule, strings.TrimRight(text, "\n"))
	}
	section("naqala (LICENSE)", naqala.Licence)
	b.WriteString("\n")
	section("DejaVu fonts, embedded in the PDF score sheets (LICENSE.DejaVu)", templates.FontLicence())
	b.WriteString("\n")
	b.WriteString(naqala.ThirdPartyNotices)
	return b.String()
}

func init() {
	subcommands = append(subcommands, newVersionCmd)
}

func newVersionCmd(sys *system) *cobra.Command {
	var asJSON, licences bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print naqala's version, or with --licences every licence it ships",
		Long: `Print naqala's version: the release or module version, the commit and its
date, and the Go release and platform it was built with (naqala --version
prints the same on one line).

With --licences, print naqala's licence, the licence of the DejaVu fonts
the score sheets embed, and the notices of every module linked in.`,
		Example: "  naqala version\n  naqala version --json\n  naqala version --licences | less",
		Args:    noArguments,
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			switch {
			case licences && asJSON:
				return invalidInput(fmt.Errorf("version: --licences and --json: choose one"))
			case licences:
				_, err := io.WriteString(out, licenceTexts())
				return err
			case asJSON:
				return writeJSON(out, currentVersion())
			}
			return currentVersion().write(out)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().BoolVar(&licences, "licences", false, "print every licence naqala ships")
	cmd.Flags().BoolVar(&licences, "licenses", false, "the same as --licences")
	_ = cmd.Flags().MarkHidden("licenses")
	return cmd
}
