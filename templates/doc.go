// Package templates holds the score-sheet layouts, embedded and
// overridable by the user, and renders them to PDF. It is the only package
// that imports gofpdf.
package templates

import _ "github.com/jung-kurt/gofpdf" // the PDF writer
