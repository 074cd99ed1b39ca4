package templates

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/golden"
	"github.com/naqala/naqala/internal/testtool"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
)

// sheetCase is one sheet the golden and text tests render.
type sheetCase struct {
	name   string
	render func(w *bytes.Buffer) error
	// For the text check: the game's rows and players, or players < 0 for
	// a blank pad.
	game scoring.Game
	res  scoring.Result
	lang string
	log  *SoloLog
	x    game.Expansions
	// variants given in the options
	variants []string
}

func sheetCases() []sheetCase {
	mg, mr := multiGame()
	bg, br := baseGame()
	sg, sr, log := soloGame()
	lg, lr := lostSoloGame()
	_, _, longLog := soloGameRounds(60)
	filled := func(name string, g scoring.Game, r scoring.Result, opts Options) sheetCase {
		return sheetCase{name: name, game: g, res: r, lang: opts.Lang, log: opts.SoloLog, x: g.Expansions, variants: opts.Variants,
			render: func(w *bytes.Buffer) error { return FilledSheet(w, g, r, opts) }}
	}
	blank := func(name string, players int, x game.Expansions, opts Options) sheetCase {
		return sheetCase{name: name, lang: opts.Lang, x: x, res: scoring.Result{Players: make([]scoring.PlayerResult, players)},
			render: func(w *bytes.Buffer) error { return BlankSheet(w, players, x, opts) }}
	}
	variants := []string{"artisans_majority=strict", "double_strike=rows"}
	return []sheetCase{
		filled("multi-de-a4", mg, mr, Options{Lang: "de", Paper: "A4", Date: "2026-11-22", Variants: variants}),
		filled("multi-en-letter", mg, mr, Options{Lang: "en", Paper: "Letter", Date: "2026-11-22", Variants: variants}),
		filled("base-en-a4", bg, br, Options{Lang: "en", Date: "22 Nov 2026"}),
		filled("solo-log-en-letter", sg, sr, Options{Lang: "en", Paper: "letter", Date: "2026-11-22", SoloLog: log}),
		filled("solo-log-de-a4", sg, sr, Options{Lang: "de", Paper: "a4", Date: "2026-11-22", SoloLog: log}),
		filled("solo-lost-de-a4", lg, lr, Options{Lang: "de", Date: "2026-11-21"}),
		filled("solo-long-log-en-a4", sg, sr, Options{Lang: "en", Date: "2026-11-22", SoloLog: longLog}),
		filled("solo-empty-log-de-a4", lg, lr, Options{Lang: "de", Date: "2026-11-22", SoloLog: &SoloLog{}}),
		blank("blank-5-all-en-a4", 5, game.Expansions{Artisans: true, Thieves: true, Whims: true}, Options{Lang: "en"}),
		blank("blank-4-base-de-letter", 4, game.Expansions{}, Options{Lang: "de", Paper: "Letter"}),
		blank("blank-1-artisans-de-a4", 1, game.Expansions{Artisans: true}, Options{Lang: "de", Date: "2026-11-22"}),
	}
}

func TestGoldenPDFs(t *testing.T) {
	for _, c := range sheetCases() {
		t.Run(c.name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := c.render(&a); err != nil {
				t.Fatal(err)
			}
			if err := c.render(&b); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatal("two renderings differ: the output is not byte-stable")
			}
			path := filepath.Join("testdata", c.name+".pdf")
			golden.Check(t, path, a.Bytes())
		})
	}
}

// pdfText extracts the text of a PDF with pdftotext -layout.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	bin := testtool.Need(t, "pdftotext")
	cmd := exec.Command(bin, "-layout", "-enc", "UTF-8", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// TestSheetText checks the text of every sheet: the title, every row's
// label with its numbers in player order, the totals and ranks, names,
// winners, the date, the variants, survival and title, and the log.
func TestSheetText(t *testing.T) {
	for _, c := range sheetCases() {
		t.Run(c.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := c.render(&buf); err != nil {
				t.Fatal(err)
			}
			text := pdfText(t, buf.Bytes())
			lines := strings.Split(text, "\n")
			defer func() {
				if t.Failed() {
					t.Logf("the text of the sheet:\n%s", text)
				}
			}()
			lang := c.lang
			blank := c.res.Players[0].Name == ""
			has := func(what, s string) {
				t.Helper()
				if !strings.Contains(text, s) {
					t.Errorf("%s %q not in the text", what, s)
				}
			}
			// rowValues finds the first line starting with label and returns
			// the fields after it.
			rowValues := func(label string) []string {
				t.Helper()
				for _, l := range lines {
					if rest, ok := strings.CutPrefix(strings.TrimSpace(l), label); ok && (rest == "" || rest[0] == ' ') {
						return strings.Fields(rest)
					}
				}
				t.Errorf("row %q not in the text", label)
				return nil
			}
			rows := Builtin().RowsFor(c.x, c.res.Players)
			for _, r := range rows {
				label := r.Label(lang, c.x)
				has("hint", r.Hint(lang, c.x))
				var want []string
				if !blank {
					for _, p := range c.res.Players {
						want = append(want, strconv.Itoa(p.Categories[r.Category]))
					}
				}
				if got := rowValues(label); strings.Join(got, " ") != strings.Join(want, " ") {
					t.Errorf("row %s: got %v, want %v", label, got, want)
				}
			}
			// Rows of expansions not in play are absent.
			for _, r := range Builtin().Rows {
				if !c.x.Has(r.Expansion) {
					for _, l := range lines {
						if strings.HasPrefix(strings.TrimSpace(l), r.Label(lang, c.x)+" ") {
							t.Errorf("row %s of an expansion not in play is printed", r.Label(lang, c.x))
						}
					}
				}
			}
			var totals, ranks []string
			if !blank {
				for _, p := range c.res.Players {
					totals = append(totals, strconv.Itoa(p.Total))
					ranks = append(ranks, strconv.Itoa(p.Rank))
					for _, word := range strings.Fields(p.Name) {
						has("name", word)
					}
				}
			}
			if got := rowValues(label(lang, "total")); strings.Join(got, " ") != strings.Join(totals, " ") {
				t.Errorf("totals: got %v, want %v", got, totals)
			}
			if len(c.res.Players) > 1 {
				if got := rowValues(label(lang, "rank")); strings.Join(got, " ") != strings.Join(ranks, " ") {
					t.Errorf("ranks: got %v, want %v", got, ranks)
				}
			}
			if c.res.Solo == nil && !blank {
				key := "winner"
				if len(c.res.Winners) > 1 {
					key = "winners"
				}
				has("winners", label(lang, key)+": "+strings.Join(c.res.Winners, ", "))
				has("chart", label(lang, "chart.title"))
				if len(c.variants) > 0 {
					has("variants", label(lang, "variants")+": "+strings.Join(c.variants, ", "))
				} else {
					has("variants", label(lang, "variants")+": "+label(lang, "variants_none"))
				}
			}
			if s := c.res.Solo; s != nil {
				if s.Survived {
					has("survival", label(lang, "survived"))
					has("mode", label(lang, "hard_mode"))
				} else {
					has("loss", "✗ "+label(lang, "lost"))
					has("reason", labels.For(labels.Lang(lang)).Loss(s.Reason))
					has("mode", label(lang, "normal_mode"))
				}
				has("council", label(lang, "yazid_council")+": "+strconv.Itoa(c.game.Solo.Council))
				for _, b := range titleBands {
					for _, word := range strings.Fields(strings.ReplaceAll(labels.For(labels.Lang(lang)).Title(b), "-", "- ")) {
						has("title", word)
					}
				}
			}
			if c.log != nil && len(c.log.Rounds) == 0 {
				has("empty log", label(lang, "log.empty"))
			}
			if c.log != nil && len(c.log.Rounds) > 0 {
				has("log title", label(lang, "log.title"))
				for _, r := range c.log.Rounds {
					want := strconv.Itoa(r.Round) + " " + strconv.Itoa(r.White) + "/" + strconv.Itoa(r.Black)
					found := false
					for _, l := range lines {
						l = strings.ReplaceAll(l, " / ", "/")
						if f := strings.Fields(l); len(f) >= 6 && strings.Join(f[:2], " ") == want {
							found = true
							tail := strings.Join(f[len(f)-4:], " ")
							if wantTail := strings.Join([]string{strconv.Itoa(r.CoinsPaid), strconv.Itoa(r.Council),
								strconv.Itoa(r.Assassins), strconv.Itoa(r.Djinns)}, " "); tail != wantTail {
								t.Errorf("round %d: got %q, want %q at the end", r.Round, tail, wantTail)
							}
						}
					}
					if !found {
						t.Errorf("round %d (%s) not in the log", r.Round, want)
					}
				}
				// The table's header (not the chart's legend): every word
				// of every column's label whole, none cut with an ellipsis.
				hi := -1
				for i, l := range lines {
					if f := strings.Fields(l); len(f) > 1 && f[0] == label(lang, "round") && f[1] == label(lang, "dice") {
						hi = i
						break
					}
				}
				if hi < 1 || hi+1 >= len(lines) {
					t.Fatalf("no header line of the log table")
				}
				header := strings.Fields(strings.Join(lines[hi-1:hi+2], " "))
				for _, key := range []string{"round", "dice", "targets", "captures", "coins_paid", "council", "assassins", "yazid_djinns"} {
					for _, w := range strings.Fields(label(lang, key)) {
						if !slices.Contains(header, w) {
							t.Errorf("log column %q: %q not in the table's header %q", key, w, header)
						}
					}
				}
				if strings.Contains(strings.Join(header, " "), ellipsis) {
					t.Errorf("a header of the log table is cut: %q", header)
				}
			}
		})
	}
}

func TestSheetErrors(t *testing.T) {
	mg, mr := multiGame()
	six := mr
	six.Players = append(append([]scoring.PlayerResult{}, mr.Players...), mr.Players[0])
	tests := []struct {
		name   string
		render func(w *bytes.Buffer) error
		want   string // "" : no error
	}{
		{"five players", func(w *bytes.Buffer) error { return FilledSheet(w, mg, mr, Options{}) }, ""},
		{"six players", func(w *bytes.Buffer) error { return FilledSheet(w, mg, six, Options{}) }, "6 players, at most 5"},
		{"no players", func(w *bytes.Buffer) error { return FilledSheet(w, mg, scoring.Result{}, Options{}) }, "no players"},
		{"paper letter", func(w *bytes.Buffer) error { return FilledSheet(w, mg, mr, Options{Paper: "LETTER"}) }, ""},
		{"paper A3", func(w *bytes.Buffer) error { return FilledSheet(w, mg, mr, Options{Paper: "A3"}) }, `paper "A3": want A4 or Letter`},
		{"language de", func(w *bytes.Buffer) error { return FilledSheet(w, mg, mr, Options{Lang: "de"}) }, ""},
		{"language fr", func(w *bytes.Buffer) error { return FilledSheet(w, mg, mr, Options{Lang: "fr"}) }, `language "fr": want one of de, en`},
		{"blank 5", func(w *bytes.Buffer) error { return BlankSheet(w, 5, game.Expansions{}, Options{}) }, ""},
		{"blank 6", func(w *bytes.Buffer) error { return BlankSheet(w, 6, game.Expansions{}, Options{}) }, "6 players: want 1 to 5"},
		{"blank 1", func(w *bytes.Buffer) error { return BlankSheet(w, 1, game.Expansions{}, Options{}) }, ""},
		{"blank 0", func(w *bytes.Buffer) error { return BlankSheet(w, 0, game.Expansions{}, Options{}) }, "0 players: want 1 to 5"},
		{"blank bad paper", func(w *bytes.Buffer) error { return BlankSheet(w, 2, game.Expansions{}, Options{Paper: "legal"}) }, "paper \"legal\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			err := tt.render(&buf)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("got error %v, want none", err)
				}
				if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
					t.Errorf("got %q..., want a PDF", buf.Bytes()[:min(buf.Len(), 8)])
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "templates: ") {
				t.Fatalf("got error %v, want one containing %q", err, tt.want)
			}
			if buf.Len() != 0 {
				t.Errorf("got %d bytes written on error, want none", buf.Len())
			}
		})
	}
}

type failingWriter struct{}

var errDiskFull = errors.New("disk full")

func (failingWriter) Write([]byte) (int, error) { return 0, errDiskFull }

func TestWriteErrorIsReturned(t *testing.T) {
	mg, mr := multiGame()
	err := FilledSheet(failingWriter{}, mg, mr, Options{})
	if !errors.Is(err, errDiskFull) {
		t.Errorf("got %v, want the writer's error", err)
	}
	if err := BlankSheet(failingWriter{}, 3, game.Expansions{}, Options{}); !errors.Is(err, errDiskFull) {
		t.Errorf("blank: got %v, want the writer's error", err)
	}
}

// The creation date follows Options.Date, so the same game on another day
// gives other bytes, and the same day the same bytes.
func TestCreationDate(t *testing.T) {
	tests := []struct{ date, want string }{
		{"2026-11-22", "D:20261122000000"},
		{"2026-11-22 18:30", "D:20261122183000"},
		{"22 Nov 2026", "D:20000101000000"},
		{"", "D:20000101000000"},
	}
	for _, tt := range tests {
		t.Run(tt.date, func(t *testing.T) {
			var buf bytes.Buffer
			if err := BlankSheet(&buf, 2, game.Expansions{}, Options{Date: tt.date}); err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(buf.Bytes(), []byte("/CreationDate ("+tt.want)) {
				t.Errorf("got no /CreationDate (%s", tt.want)
			}
		})
	}
}

func TestBudget(t *testing.T) {
	const maxBytes = 150 * 1024
	for _, c := range sheetCases() {
		var buf bytes.Buffer
		if err := c.render(&buf); err != nil {
			t.Fatal(err)
		}
		if buf.Len() > maxBytes {
			t.Errorf("%s: %d bytes, budget %d", c.name, buf.Len(), maxBytes)
		}
	}
}

func BenchmarkFilledSheet(b *testing.B) {
	mg, mr := multiGame()
	sg, sr, log := soloGame()
	for _, bc := range []struct {
		name   string
		render func(w *bytes.Buffer) error
	}{
		{"multi5", func(w *bytes.Buffer) error { return FilledSheet(w, mg, mr, Options{Lang: "de", Date: "2026-11-22"}) }},
		{"solo_log", func(w *bytes.Buffer) error {
			return FilledSheet(w, sg, sr, Options{Lang: "en", Date: "2026-11-22", SoloLog: log})
		}},
		{"blank5", func(w *bytes.Buffer) error { return BlankSheet(w, 5, mg.Expansions, Options{}) }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var buf bytes.Buffer
			for b.Loop() {
				buf.Reset()
				if err := bc.render(&buf); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(buf.Len()), "pdf-bytes")
		})
	}
}

// TestPrintable: characters the embedded fonts lack become '?'.
func TestPrintable(t *testing.T) {
	tests := []struct {
		in, want string
		changed  bool
	}{
		{"Chiara Maria-Theresa von Übersee", "Chiara Maria-Theresa von Übersee", false},
		{"Łukasz Żółć – ★ …", "Łukasz Żółć – ★ …", false},
		{"Алиса", "?????", true},
		{"Ζωή 2", "??? 2", true},
		{"李雷 Li", "?? Li", true},
		{"", "", false},
	}
	for _, tt := range tests {
		if got, changed := Printable(tt.in); got != tt.want || changed != tt.changed {
			t.Errorf("Printable(%q): got %q, %v, want %q, %v", tt.in, got, changed, tt.want, tt.changed)
		}
	}
}

// TestSheetNamesInOtherScripts: a name in a script the fonts lack prints
// as '?', so tied winners in Cyrillic and CJK still show on the sheet.
func TestSheetNamesInOtherScripts(t *testing.T) {
	r := ranked(
		player("Алиса", 61, 13, 10, 0, 24, 9, 5, 52, 0, 0, 38, 0),
		player("李雷", 61, 13, 10, 0, 24, 9, 5, 52, 0, 0, 38, 0),
		player("Ben", 48, 2, 16, 0, 11, 3, 10, 81, 0, 0, 41, 0),
	)
	var buf bytes.Buffer
	if err := FilledSheet(&buf, scoring.Game{Players: make([]scoring.Player, 3)}, r, Options{}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, buf.Bytes())
	for _, want := range []string{"Winners: ?????, ??", "?????", "Ben"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q not in the text:\n%s", want, text)
		}
	}
	if r.Players[0].Name != "Алиса" || r.Winners[0] != "Алиса" {
		t.Errorf("the caller's result was changed: %v %v", r.Players[0].Name, r.Winners)
	}
}
