package templates

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/testtool"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/sultan"
)

// TestLogListsEveryPartOfACapture: the log page lists what each capture
// gave Yazid as the engine reported it: a round-2 capture "GPP" names
// his 2 Artisans and the Merchant's card (it listed nothing), in en and
// de. The twin: with solo_artisans to_bag the Artisans go to the bag,
// and the log says so, not that Yazid has them.
func TestLogListsEveryPartOfACapture(t *testing.T) {
	none := 0
	gpp := sultan.Capture{Place: game.Place{Col: 3, Row: 2}, Meeples: "GPP", Artisans: 2,
		Merchants: 1, CardsTaken: []string{"Spice"}, FakirsKept: &none}
	toBag := gpp
	toBag.Artisans, toBag.ArtisansToBag = 0, 2
	for _, c := range []struct {
		lang          string
		cap           sultan.Capture
		want, wantNot []string
	}{
		{"en", gpp, []string{"GPP:", "Artisans +2", "cards Spice"}, []string{"to the bag"}},
		{"de", gpp, []string{"GPP:", "Kunstschmiede +2", "Karten Gewürz"}, []string{"Beutel"}},
		{"en", toBag, []string{"GPP:", "Artisans to the bag 2", "cards Spice"}, []string{"Artisans +2"}},
		{"de", toBag, []string{"GPP:", "Kunstschmiede in den Beutel 2"}, []string{"Kunstschmiede +2"}},
	} {
		g, r, log := soloGameRounds(2)
		turn := sultan.Turn{Targets: []sultan.Target{{Place: c.cap.Place, How: sultan.Rolled}},
			Captures: []sultan.Capture{c.cap}}
		log.Rounds[1].Captures = labels.For(labels.Lang(c.lang)).TurnCaptures(turn)
		var buf bytes.Buffer
		if err := FilledSheet(&buf, g, r, Options{Lang: c.lang, Date: "2026-11-28", SoloLog: log}); err != nil {
			t.Fatal(err)
		}
		text := strings.Join(strings.Fields(pdfRawText(t, buf.Bytes())), " ")
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q not in the log:\n%s", c.lang, w, text)
			}
		}
		for _, w := range c.wantNot {
			if strings.Contains(text, w) {
				t.Errorf("%s: %q in the log:\n%s", c.lang, w, text)
			}
		}
	}
}

// pdfRawText is the text of a PDF in the order it is drawn (pdftotext
// -raw): a cell's wrapped lines follow each other, not the next column.
func pdfRawText(t *testing.T, pdf []byte) string {
	t.Helper()
	cmd := exec.Command(testtool.Need(t, "pdftotext"), "-raw", "-enc", "UTF-8", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}
