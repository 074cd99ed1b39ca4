package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/golden"
)

func movesGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", "moves", "golden", name), got)
}

func TestMovesGolden(t *testing.T) {
	t.Parallel()
	for _, golden := range []string{"setup.txt", "setup.json", "artisans.txt", "stack12.txt", "none.txt", "none.json"} {
		name, form, _ := strings.Cut(golden, ".")
		t.Run(golden, func(t *testing.T) {
			args := []string{"moves", filepath.Join("testdata", "moves", name+".yaml")}
			if form == "json" {
				args = append(args, "--json")
			}
			out, errOut, code := runYazid(t, args...)
			if code != 0 {
				t.Fatalf("exit %d; stderr %s", code, errOut)
			}
			movesGolden(t, golden, out)
		})
	}
}

// movesOut is docs/formats.md section 7, with the numbers kept as written.
type movesOut struct {
	Count    json.Number `json:"count"`
	Outcomes []struct {
		From  struct{ Col, Row int } `json:"from"`
		To    struct{ Col, Row int } `json:"to"`
		Tribe string                 `json:"tribe"`
		Moves json.Number            `json:"moves"`
	} `json:"outcomes"`
}

func TestMovesJSON(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file  string
		count string // counted apart: game's brute-force tests
	}{
		{"stack12.yaml", "12751954830"},
		{"none.yaml", "0"},
		{"setup.yaml", "1112"},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			out, errOut, code := runYazid(t, "moves", filepath.Join("testdata", "moves", tc.file), "--json")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			dec := json.NewDecoder(strings.NewReader(out))
			dec.UseNumber()
			dec.DisallowUnknownFields()
			var v movesOut
			if err := dec.Decode(&v); err != nil {
				t.Fatal(err)
			}
			if v.Count.String() != tc.count {
				t.Errorf("count: got %s, want %s", v.Count, tc.count)
			}
			if v.Outcomes == nil {
				t.Fatalf("outcomes: got null, want a list")
			}
			var sum int64
			order := "YWGBRP"
			for i, o := range v.Outcomes {
				n, err := o.Moves.Int64()
				if err != nil || n <= 0 || strings.ContainsAny(o.Moves.String(), ".eE") {
					t.Errorf("outcome %d: moves %q: want a positive integer", i, o.Moves)
				}
				sum += n
				if len(o.Tribe) != 1 || !strings.Contains(order, o.Tribe) {
					t.Errorf("outcome %d: tribe %q", i, o.Tribe)
				}
				if i > 0 {
					p := v.Outcomes[i-1]
					key := func(r, c int) int { return 10*r + c }
					a := []int{key(p.From.Row, p.From.Col), key(p.To.Row, p.To.Col), strings.Index(order, p.Tribe)}
					b := []int{key(o.From.Row, o.From.Col), key(o.To.Row, o.To.Col), strings.Index(order, o.Tribe)}
					if a[0] > b[0] || a[0] == b[0] && (a[1] > b[1] || a[1] == b[1] && a[2] >= b[2]) {
						t.Errorf("outcomes %d and %d out of order", i-1, i)
					}
				}
			}
			if c, _ := v.Count.Int64(); c != sum {
				t.Errorf("count %d, the outcomes add up to %d", c, sum)
			}
		})
	}
}

func TestMovesBadInput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		want []string
	}{
		{"no such file", []string{"moves", "testdata/moves/nothing.yaml"}, []string{"naqala: moves: testdata/moves/nothing.yaml: no such file or directory"}},
		{"no file", []string{"moves"}, []string{"moves: want one STATE file"}},
		{"two files", []string{"moves", "a.yaml", "b.yaml"}, []string{"got 2 arguments"}},
		{"bad flag", []string{"moves", "testdata/moves/setup.yaml", "--jsn"}, []string{"moves: unknown flag: --jsn"}},
		{"broken state", []string{"moves", "testdata/moves/broken.yaml"}, []string{
			"naqala: testdata/moves/broken.yaml:5: board: row 1, column 6: Workshop (W) needs the artisans expansion\n",
			"naqala: testdata/moves/broken.yaml:5: board: row 2, column 6: meeples on the Chasm, which never holds any\n",
			"naqala: testdata/moves/broken.yaml:5: board: row 5, column 1: Mountains (^n) on the Village: only Workshops carry them\n",
		}},
		{"broken state as JSON", []string{"moves", "testdata/moves/broken.yaml", "--json"}, []string{"Mountains (^n) on the Village"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runYazid(t, tc.args...)
			if code != 2 || out != "" {
				t.Fatalf("exit %d, want 2; stdout %q stderr %s", code, out, errOut)
			}
			for _, w := range tc.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr %q\nwant it to contain %q", errOut, w)
				}
			}
			for _, line := range strings.Split(strings.TrimSpace(errOut), "\n") {
				if !strings.HasPrefix(line, "naqala: ") {
					t.Errorf("a line without the program's name: %q", line)
				}
			}
		})
	}
}

func TestMovesStdin(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("testdata/moves/none.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var out, errb strings.Builder
	cmd := newRootCmd(testSystem(t).streams(&out, &errb), &out)
	cmd.SetIn(strings.NewReader(string(data)))
	cmd.SetArgs([]string{"moves", "-", "--json"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"count": 0`) || !strings.Contains(out.String(), `"outcomes": []`) {
		t.Errorf("got %s", out.String())
	}
}
