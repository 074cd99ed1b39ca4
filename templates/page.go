package templates

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/jung-kurt/gofpdf"
	"github.com/naqala/naqala/labels"
)

// Page geometry in millimetres.
const (
	margin     = 14.0
	footerGap  = 8.0
	minFontPt  = 6.0
	ellipsis   = "…"
	lineWidth  = 0.25
	thickWidth = 0.5
)

// rgb is a colour.
type rgb struct{ r, g, b int }

// The sheet's colours: dark ink, the pad's sand and terracotta.
var (
	inkColour    = rgb{40, 30, 25}
	greyColour   = rgb{115, 105, 95}
	ruleColour   = rgb{170, 150, 125}
	titleColour  = rgb{125, 42, 20}
	headerFill   = rgb{239, 222, 190}
	stripeFill   = rgb{250, 245, 234}
	totalFill    = rgb{226, 198, 150}
	winnerColour = rgb{150, 60, 10}
	white        = rgb{255, 255, 255}
)

// doc is a PDF being drawn, with the printable area and the language.
type doc struct {
	pdf    *gofpdf.Fpdf
	lang   string
	p      labels.Printer // the words of lang
	date   string
	left   float64
	top    float64
	width  float64 // printable width
	bottom float64 // lowest y for content
}

// newDoc starts a byte-stable PDF: sorted catalogue, creation date from the
// options, embedded fonts.
func newDoc(opts Options, title string) (*doc, error) {
	size, err := opts.paperSize()
	if err != nil {
		return nil, err
	}
	lang, err := opts.lang()
	if err != nil {
		return nil, err
	}
	pdf := gofpdf.NewCustom(&gofpdf.InitType{OrientationStr: "P", UnitStr: "mm", SizeStr: size})
	pdf.SetCatalogSort(true)
	created := opts.creation()
	pdf.SetCreationDate(created)
	pdf.SetModificationDate(created)
	pdf.SetCompression(true)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetTitle(title, true)
	pdf.SetCreator("naqala", true)
	pdf.SetProducer("naqala (gofpdf)", true)
	addFonts(pdf)
	w, h := pdf.GetPageSize()
	d := &doc{pdf: pdf, lang: lang, p: labels.For(labels.Lang(lang)), date: strings.TrimSpace(opts.Date),
		left: margin, top: margin, width: w - 2*margin, bottom: h - margin - footerGap}
	pdf.SetFooterFunc(d.footer)
	return d, nil
}

// t is the label of key in the sheet's language.
func (d *doc) t(key string) string { return d.p.T(key) }

func (d *doc) footer() {
	p := d.pdf
	_, h := p.GetPageSize()
	y := h - margin - 3
	d.font("", 7, greyColour)
	p.SetXY(d.left, y)
	left := "naqala"
	if d.date != "" {
		left += " · " + d.date
	}
	p.CellFormat(d.width/2, 4, left, "", 0, "L", false, 0, "")
	p.SetXY(d.left+d.width/2, y)
	p.CellFormat(d.width/2, 4, fmt.Sprintf("%s %d", d.t("page"), p.PageNo()), "", 0, "R", false, 0, "")
}

// font sets the style ("" or "B"), size in points and colour of text.
func (d *doc) font(style string, size float64, c rgb) {
	d.pdf.SetFont(fontFamily, style, size)
	d.pdf.SetTextColor(c.r, c.g, c.b)
}

func (d *doc) fill(c rgb) { d.pdf.SetFillColor(c.r, c.g, c.b) }
func (d *doc) draw(c rgb) { d.pdf.SetDrawColor(c.r, c.g, c.b) }

// fit returns s at the largest size up to size that fits width w, cut with
// an ellipsis when even the smallest size is too wide; it leaves the font
// at the returned size.
func (d *doc) fit(s string, style string, size, w float64) (string, float64) {
	p := d.pdf
	for ; size > minFontPt; size -= 0.5 {
		p.SetFont(fontFamily, style, size)
		if p.GetStringWidth(s) <= w {
			return s, size
		}
	}
	size = minFontPt
	p.SetFont(fontFamily, style, size)
	if p.GetStringWidth(s) <= w {
		return s, size
	}
	// The longest start of s that fits with the ellipsis, measured once a
	// character: a width is the sum of its characters' widths, so the
	// work grows with the length of s, not its square.
	room := w - p.GetStringWidth(ellipsis)
	used, cut := 0.0, 0
	for cut < len(s) {
		r, n := utf8.DecodeRuneInString(s[cut:])
		if used += p.GetStringWidth(string(r)); used > room {
			break
		}
		cut += n
	}
	return s[:cut] + ellipsis, size
}

// cell writes s fitted into the box at x, y of width w and height h.
func (d *doc) cell(x, y, w, h float64, s, style string, size float64, c rgb, align string) {
	const pad = 1.2
	s, _ = d.fit(s, style, size, w-2*pad)
	d.pdf.SetTextColor(c.r, c.g, c.b)
	d.pdf.SetXY(x+pad, y)
	d.pdf.CellFormat(w-2*pad, h, s, "", 0, align, false, 0, "")
}

// heading writes a bold title line at the current y and returns the y
// below it.
func (d *doc) heading(y float64, s string, size float64) float64 {
	d.font("B", size, titleColour)
	d.pdf.SetXY(d.left, y)
	s, _ = d.fit(s, "B", size, d.width)
	d.pdf.CellFormat(d.width, size*0.45, s, "", 0, "L", false, 0, "")
	return y + size*0.45 + 1
}

// paragraph writes wrapped text from y and returns the y below it.
func (d *doc) paragraph(y float64, s string, size float64, c rgb) float64 {
	d.font("", size, c)
	lh := size * 0.42
	for _, line := range d.pdf.SplitText(s, d.width) {
		d.pdf.SetXY(d.left, y)
		d.pdf.CellFormat(d.width, lh, line, "", 0, "L", false, 0, "")
		y += lh
	}
	return y
}

// finish writes the PDF to w, or returns the first drawing error.
func (d *doc) finish(w io.Writer) error {
	if err := d.pdf.Error(); err != nil {
		return fmt.Errorf("templates: pdf: %w", err)
	}
	if err := d.pdf.Output(w); err != nil {
		return fmt.Errorf("templates: writing the pdf: %w", err)
	}
	return nil
}
