package templates

import (
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
)

// fitByCutting is fit as it was: the brute force it must agree with,
// cutting one character at a time.
func fitByCutting(d *doc, s, style string, size, w float64) (string, float64) {
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
	r := []rune(s)
	for len(r) > 0 && p.GetStringWidth(string(r)+ellipsis) > w {
		r = r[:len(r)-1]
	}
	return string(r) + ellipsis, size
}

func TestFitAgreesWithCutting(t *testing.T) {
	d, err := newDoc(Options{}, "t")
	if err != nil {
		t.Fatal(err)
	}
	d.pdf.AddPage()
	rng := rand.New(rand.NewPCG(1, 2))
	letters := []rune("aiWM .-Öß名😀")
	for i := range 500 {
		n := rng.IntN(60)
		var b strings.Builder
		for range n {
			b.WriteRune(letters[rng.IntN(len(letters))])
		}
		s := b.String()
		w := float64(rng.IntN(80)) + 0.5
		size := 6 + float64(rng.IntN(10))
		got, gotSize := d.fit(s, "", size, w)
		want, wantSize := fitByCutting(d, s, "", size, w)
		if got != want || gotSize != wantSize {
			t.Fatalf("case %d: fit(%q, %v, %v) = %q at %v, want %q at %v", i, s, size, w, got, gotSize, want, wantSize)
		}
	}
}

// Issue 9, item 12: fitting a long name takes work in proportion to its
// length, not its square: cutting a name of 20,000 characters one at a
// time allocated gigabytes.
func TestFitLinear(t *testing.T) {
	d, err := newDoc(Options{}, "t")
	if err != nil {
		t.Fatal(err)
	}
	d.pdf.AddPage()
	for _, n := range []int{2_000, 20_000} {
		name := strings.Repeat("Ahmed ", n/6)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		got, _ := d.fit(name, "B", 9, 30)
		runtime.ReadMemStats(&after)
		if !strings.HasSuffix(got, ellipsis) || len(got) > 100 {
			t.Errorf("%d characters: got %q, want a short cut name", n, got)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > uint64(1000*n) {
			t.Errorf("%d characters: fit allocated %d bytes, want at most %d", n, alloc, 1000*n)
		}
	}
}

func BenchmarkFitLongName(b *testing.B) {
	d, err := newDoc(Options{}, "t")
	if err != nil {
		b.Fatal(err)
	}
	d.pdf.AddPage()
	name := strings.Repeat("Ahmed ", 100_000/6)
	for b.Loop() {
		d.fit(name, "B", 9, 30)
	}
}
