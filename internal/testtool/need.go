package testtool

import (
	"os"
	"os/exec"
	"testing"
)

// Packages names the Debian package of each program a test may need.
var Packages = map[string]string{
	"tmux":      "tmux",
	"pdftotext": "poppler-utils",
	"pdftoppm":  "poppler-utils",
	"script":    "bsdutils",
}

// Need returns the path of program, or skips t when it is not installed;
// with NAQALA_REQUIRE_TOOLS=1 in the environment it fails t instead.
func Need(t testing.TB, program string) string {
	t.Helper()
	path, err := exec.LookPath(program)
	if err == nil {
		return path
	}
	msg := program + " is not installed (Debian: apt-get install " + Packages[program] + ")"
	if os.Getenv("NAQALA_REQUIRE_TOOLS") == "1" {
		t.Fatalf("%s; NAQALA_REQUIRE_TOOLS=1 forbids skipping", msg)
	}
	t.Skip(msg)
	return ""
}
