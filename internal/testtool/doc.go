// Package testtool finds the programs some tests run (tmux, pdftotext,
// script): a test skips, saying which program is missing and where to get
// it, or fails when NAQALA_REQUIRE_TOOLS is set, as CI sets it, so that a
// CI run never skips a test silently.
package testtool
