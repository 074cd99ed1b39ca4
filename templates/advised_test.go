package templates

import (
	"bytes"
	"strings"
	"testing"
)

// TestSheetAdvised: a solo game played with naqala's advice says so on
// its sheet, in the sheet's language; the twin, a game without advice,
// does not.
func TestSheetAdvised(t *testing.T) {
	for _, c := range []struct {
		lang, want string
	}{{"en", "Played with naqala's advice"}, {"de", "Mit naqalas Rat gespielt"}} {
		for _, advised := range []bool{true, false} {
			g, r, log := soloGame()
			log.Advised = advised
			var buf bytes.Buffer
			if err := FilledSheet(&buf, g, r, Options{Lang: c.lang, Date: "2026-11-22", SoloLog: log}); err != nil {
				t.Fatal(err)
			}
			text := pdfText(t, buf.Bytes())
			if strings.Contains(text, c.want) != advised {
				t.Errorf("%s, advised %v: the sheet reads\n%s", c.lang, advised, text)
			}
		}
	}
}
