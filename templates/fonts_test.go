package templates

import (
	"bytes"
	"sync"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestSheetsAtOnce: sheets made at once (the CLI's tests in parallel, a
// sheet written while another is) share nothing gofpdf writes: under
// -race this found gofpdf padding the embedded fonts in place. Each sheet
// is the one made alone, and the embedded fonts do not change.
func TestSheetsAtOnce(t *testing.T) {
	regular, bold := bytes.Clone(fontRegular), bytes.Clone(fontBold)
	opts := Options{Date: "2026-11-28"}
	var alone bytes.Buffer
	if err := BlankSheet(&alone, 3, game.Expansions{}, opts); err != nil {
		t.Fatal(err)
	}
	const n = 4
	out := make([]bytes.Buffer, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { errs[i] = BlankSheet(&out[i], 3, game.Expansions{}, opts) })
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil || !bytes.Equal(out[i].Bytes(), alone.Bytes()) {
			t.Errorf("sheet %d: %v, %d bytes, want the %d bytes made alone", i, errs[i], out[i].Len(), alone.Len())
		}
	}
	if !bytes.Equal(fontRegular, regular) || !bytes.Equal(fontBold, bold) {
		t.Error("making sheets changed the embedded fonts")
	}
}
