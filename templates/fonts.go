package templates

import (
	"bytes"
	_ "embed"

	"github.com/jung-kurt/gofpdf"
)

// The sheets print in DejaVu Sans (licence in fonts/LICENSE), cut down to
// Latin-1, Latin Extended-A and the punctuation and symbols the labels use,
// without hinting: the full fonts are 1.4 MB and take gofpdf twice as long
// to load; gofpdf subsets again to the glyphs a sheet uses.
var (
	//go:embed fonts/DejaVuSans.ttf
	fontRegular []byte
	//go:embed fonts/DejaVuSans-Bold.ttf
	fontBold []byte
	//go:embed fonts/LICENSE
	fontLicence string
)

// fontFamily is the name the sheets register the embedded font under.
const fontFamily = "dejavu"

// FontLicence returns the licence of the embedded DejaVu fonts.
func FontLicence() string { return fontLicence }

// addFonts gives pdf copies of the fonts: gofpdf pads the tables it cuts
// by appending to the bytes it is handed, which would write into the
// embedded fonts, shared by every sheet made at once (a data race).
func addFonts(pdf *gofpdf.Fpdf) {
	pdf.AddUTF8FontFromBytes(fontFamily, "", bytes.Clone(fontRegular))
	pdf.AddUTF8FontFromBytes(fontFamily, "B", bytes.Clone(fontBold))
}
