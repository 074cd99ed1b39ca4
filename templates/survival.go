package templates

import (
	"strconv"
	"strings"

	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
)

// titleBands are the solo titles (as scoring gives them) in the order of
// their score bands (rules reference section 10: up to 190, 191-220,
// 221-250, 251 and more).
var titleBands = []string{scoring.TitleIznogoud, scoring.TitleJafaar, scoring.TitleAlRachid, scoring.TitleSaladin}

const survivalH = 24.0

// drawSurvival draws the solo box under the pad: survived or lost and why,
// the mode, the Viziers against Yazid's Council, and the title bands with
// the one reached filled. A nil r draws the blank fields of the pad.
func (d *doc) drawSurvival(y float64, g scoring.Game, r *scoring.Result) float64 {
	p := d.pdf
	x0, w := d.left, d.width
	half := w * 0.45

	d.draw(inkColour)
	p.SetLineWidth(thickWidth)
	p.Rect(x0, y, w, survivalH, "D")
	p.SetLineWidth(lineWidth)

	// Left half: survival (and why it was lost), the mode, the Viziers
	// against the Council.
	head, colour := d.t("survival")+": ", inkColour
	var lines []string
	switch {
	case r == nil:
		head += "□ " + d.t("survived") + "   □ " + d.t("lost")
		lines = []string{"□ " + d.t("normal_mode") + "   □ " + d.t("hard_mode"),
			d.t("yazid_council") + ": ______   " + d.t("your_viziers") + ": ______"}
	case r.Solo.Survived:
		head += "✓ " + d.t("survived")
		colour = rgb{20, 110, 50}
	default:
		head += "✗ " + d.t("lost")
		colour = rgb{170, 30, 20}
		lines = append(lines, d.p.Loss(r.Solo.Reason))
	}
	if r != nil {
		mode := d.t("normal_mode")
		if g.Solo != nil && g.Solo.Hard {
			mode = d.t("hard_mode")
		}
		council := d.t("yazid_council") + ": "
		if g.Solo != nil {
			council += strconv.Itoa(g.Solo.Council)
		}
		if len(g.Players) > 0 {
			council += "   ·   " + d.t("your_viziers") + ": " + strconv.Itoa(g.Players[0].Viziers)
		}
		lines = append(lines, mode, council)
	}
	d.cell(x0+1, y+1.5, half-2, 7, head, "B", 11, colour, "L")
	ly := y + 8.5
	lh := (survivalH - 10) / float64(max(len(lines), 3))
	for i, l := range lines {
		c := inkColour
		if i == 0 && r != nil && !r.Solo.Survived {
			c = colour
		}
		d.cell(x0+1, ly, half-2, lh, l, "", 9, c, "L")
		ly += lh
	}

	// Right half: the title bands.
	reached := ""
	if r != nil && r.Solo.Survived {
		reached = r.Solo.Title
	}
	bx := x0 + half
	d.cell(bx, y+0.8, w-half, 5, d.t("title_bands"), "B", 8, greyColour, "L")
	bandW := (w - half - 2) / float64(len(titleBands))
	for i, b := range titleBands {
		cx := bx + float64(i)*bandW
		if b == reached {
			d.fill(totalFill)
			d.draw(winnerColour)
			p.SetLineWidth(thickWidth)
			p.Rect(cx+0.4, y+6, bandW-0.8, survivalH-7.5, "FD")
			p.SetLineWidth(lineWidth)
		} else {
			d.draw(ruleColour)
			p.Rect(cx+0.4, y+6, bandW-0.8, survivalH-7.5, "D")
		}
		style, c := "", inkColour
		if b == reached {
			style, c = "B", winnerColour
		}
		d.multiFit(cx+0.4, y+7, bandW-0.8, 9, d.p.Title(b), style, 8, c)
		d.cell(cx+0.4, y+17, bandW-0.8, 4.5, d.t("band."+labels.TitleKey(b)), "", 7, greyColour, "C")
	}
	return y + survivalH
}

// multiFit writes s centred on up to three lines in the box, shrinking the
// font until it fits.
func (d *doc) multiFit(x, y, w, h float64, s, style string, size float64, c rgb) {
	p := d.pdf
	for ; size >= minFontPt; size -= 0.5 {
		p.SetFont(fontFamily, style, size)
		lines, ok := d.wrap(s, w-1.6, false)
		if !ok || len(lines) > 3 {
			lines, ok = d.wrap(s, w-1.6, true)
		}
		lh := size * 0.42
		if ok && len(lines) <= 3 && float64(len(lines))*lh <= h {
			p.SetTextColor(c.r, c.g, c.b)
			ly := y + (h-float64(len(lines))*lh)/2
			for _, l := range lines {
				p.SetXY(x+0.8, ly)
				p.CellFormat(w-1.6, lh, l, "", 0, "C", false, 0, "")
				ly += lh
			}
			return
		}
	}
	d.cell(x, y, w, h, s, style, minFontPt, c, "C")
}

// wrap breaks s into lines no wider than w at the current font, at spaces
// and, with hyphens, after hyphens; ok is false when a single word is
// wider than w.
func (d *doc) wrap(s string, w float64, hyphens bool) (lines []string, ok bool) {
	p := d.pdf
	var words []string
	for _, f := range strings.Fields(s) {
		for {
			i := strings.Index(f, "-")
			if !hyphens || i < 0 || i == len(f)-1 {
				break
			}
			words = append(words, f[:i+1])
			f = f[i+1:]
		}
		words = append(words, f)
	}
	ok = true
	cur := ""
	for _, word := range words {
		if p.GetStringWidth(word) > w {
			ok = false
		}
		next := word
		if cur != "" {
			sep := " "
			if strings.HasSuffix(cur, "-") {
				sep = ""
			}
			next = cur + sep + word
		}
		if cur != "" && p.GetStringWidth(next) > w {
			lines = append(lines, cur)
			cur = word
			continue
		}
		cur = next
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines, ok
}
