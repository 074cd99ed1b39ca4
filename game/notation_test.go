package game

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

func readBoard(t testing.TB, name string) *Board {
	t.Helper()
	text, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	b, err := ParseBoard(string(text))
	if err != nil {
		t.Fatalf("ParseBoard(%s): %v", name, err)
	}
	return b
}

func TestParseBoardExample(t *testing.T) {
	b := readBoard(t, "base.board")
	if b.Cols != 6 || b.Rows != 5 {
		t.Fatalf("size %dx%d, want 6x5", b.Cols, b.Rows)
	}
	tests := []struct {
		place Place
		token string
	}{
		{Place{1, 5}, "V[YWG]"},      // top row, first token
		{Place{3, 5}, "O[WGG]@1+pp"}, // meeples in canonical order
		{Place{5, 5}, "LM"},          // [] is no meeple
		{Place{3, 4}, "V@1+P"},       // owner and palace
		{Place{1, 1}, "LM[YWW]"},     // last line is row 1
		{Place{6, 1}, "S6[YWR]"},     // bottom right
		{Place{3, 3}, "S15[GBR]"},    // centre
		{Place{4, 2}, "V[GGR]"},      // row 2, column 4
		{Place{6, 4}, "O[YGG]"},      // row 4, column 6
		{Place{2, 2}, "O[WRR]"},      // row 2, column 2
		{Place{5, 3}, "SM[YGR]"},     // row 3, column 5
		{Place{1, 4}, "O[WWR]"},      // row 4, column 1
		{Place{2, 5}, "S6[BRR]"},     // row 5, column 2
		{Place{6, 5}, "S12[YWR]"},    // row 5, column 6
		{Place{4, 3}, "O[WBB]"},      // row 3, column 4
		{Place{3, 1}, "O[YYB]"},      // row 1, column 3
		{Place{1, 2}, "S10[YGB]"},    // row 2, column 1
	}
	for _, tc := range tests {
		if got := b.Tile(tc.place).Token(); got != tc.token {
			t.Errorf("%s: got %s, want %s", tc.place, got, tc.token)
		}
	}
	if err := b.Check(CheckOptions{Solo: true}); err != nil {
		t.Errorf("Check: %v", err)
	}
}

func TestBoardRoundTrip(t *testing.T) {
	b := readBoard(t, "base.board")
	again, err := ParseBoard(b.String())
	if err != nil {
		t.Fatal(err)
	}
	if !again.Equal(b) {
		t.Errorf("parse(write(b)) != b:\n%s", again)
	}
	if again.String() != b.String() {
		t.Errorf("write is not canonical:\n%s\n%s", again, b)
	}
}

// randomBoard builds a board of random tiles and pieces, not necessarily legal.
func randomBoard(r *rand.Rand) *Board {
	b := NewBoard(1+r.IntN(7), 1+r.IntN(8))
	for i := range b.Tiles {
		t := &b.Tiles[i]
		t.Type = TileType(r.IntN(NumTileTypes))
		for j := range t.Meeples {
			if r.IntN(3) == 0 {
				t.Meeples[j] = r.IntN(4)
			}
		}
		switch r.IntN(4) {
		case 1:
			t.Owner = Owner(1 + r.IntN(MaxPlayers))
		case 2:
			t.Owner = Yazid
		}
		t.Palms, t.Palaces, t.Tent = r.IntN(3), r.IntN(2), r.IntN(5) == 0
		if r.IntN(3) == 0 {
			t.Mountains = Edges(r.IntN(16))
		}
	}
	return b
}

func TestRoundTripProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 500; i++ {
		b := randomBoard(r)
		again, err := ParseBoard(b.String())
		if err != nil {
			t.Fatalf("ParseBoard(%q): %v", b.String(), err)
		}
		if !again.Equal(b) {
			t.Fatalf("parse(write(b)) != b:\n%s\n%s", b, again)
		}
	}
}

func TestParseBoardErrors(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"empty", "# nothing\n\n", []string{"board: no rows"}},
		{"unknown type", "V Q\nO SM", []string{`board: row 2, column 2: unknown tile type "Q"`}},
		{"lower-case type", "v O", []string{`row 1, column 1: unknown tile type "v"`}},
		{"unknown meeple", "V[YX] O", []string{`row 1, column 1: unknown meeple letter "X"`}},
		{"unclosed", "V[YW O", []string{`row 1, column 1: "V[YW": missing ']'`}},
		{"unknown owner", "V@7 O", []string{`row 1, column 1: unknown owner "@7"`}},
		{"missing owner", "V@ O", []string{`missing owner after '@'`}},
		{"unknown extra", "V@1+x O", []string{`unknown extra "x"`}},
		{"two tents", "V@1+tt O", []string{`two tents`}},
		{"trailing", "V[Y]Z O", []string{`unexpected "Z"`}},
		{"ragged", "V O SM\nO V", []string{"board: row 1 has 2 tiles, row 2 has 3"}},
		{"all reported", "Q V\nO Z", []string{`row 2, column 1: unknown tile type "Q"`, `row 1, column 2: unknown tile type "Z"`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseBoard(tc.text)
			if err == nil {
				t.Fatalf("got no error, want %q", tc.want)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %q, want it to contain %q", err, w)
				}
			}
		})
	}
}

func TestParseBoardAccepts(t *testing.T) {
	for _, text := range []string{
		"V O # comment",
		"V[] O[]",
		"V[RRYW]@Y O@1+ppt",
		"\n\nV O\n\n",
	} {
		if _, err := ParseBoard(text); err != nil {
			t.Errorf("ParseBoard(%q): %v", text, err)
		}
	}
}

func FuzzParseBoard(f *testing.F) {
	if text, err := os.ReadFile("testdata/base.board"); err == nil {
		f.Add(string(text))
	}
	for _, s := range []string{"V O", "V[YWG]@1+ppPt", "V[\nO", "@", "+", "S6[RRB]  O[GGW]@Y+pp", "V O\nV", "W[YG]@1+p^ne W^sw", "W^", "W+^n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, err := ParseBoard(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "board: ") {
				t.Fatalf("error without place: %v", err)
			}
			checkProblems(t, err)
			return
		}
		again, err := ParseBoard(b.String())
		if err != nil || !again.Equal(b) {
			t.Fatalf("parse(write(b)) != b for %q: %v", text, err)
		}
		_ = b.Check(CheckOptions{Solo: true})
	})
}
