package game

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestParseGoodsList(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   string
		want map[Good]int
		err  CardsProblem
		part string
	}{
		{"empty", "", map[Good]int{}, 0, ""},
		{"only commas", " , ,", map[Good]int{}, 0, ""},
		{"one", "fish", map[Good]int{Fish: 1}, 0, ""},
		{"counted and not", "2 silk, fish", map[Good]int{Silk: 2, Fish: 1}, 0, ""},
		{"the same twice", "silk, 3 silk", map[Good]int{Silk: 4}, 0, ""},
		{"a count of 1", "1 ivory", map[Good]int{Ivory: 1}, 0, ""},
		{"a count of 0", "0 ivory", nil, CardsCount, "0 ivory"},
		{"a count below 0", "-2 ivory", nil, CardsCount, "-2 ivory"},
		{"an unknown good", "2 silks", nil, CardsNoGood, "silks"},
		{"a count alone", "2", nil, CardsNoGood, "2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseGoodsList(tc.in)
			if tc.err != 0 {
				var e *CardsError
				if !errors.As(err, &e) || e.Problem != tc.err || e.Part != tc.part {
					t.Fatalf("ParseGoodsList(%q): got %v, want problem %d in %q", tc.in, err, tc.err, tc.part)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var want [NumGoods]int
			for g, n := range tc.want {
				want[g] = n
			}
			if got != want {
				t.Errorf("ParseGoodsList(%q): got %v, want %v", tc.in, got, want)
			}
		})
	}
}

func TestParseItemsList(t *testing.T) {
	got, err := ParseItemsList("crown, 2 Flying Carpet, jewel")
	if err != nil {
		t.Fatal(err)
	}
	var want [NumItems]int
	want[Crown], want[FlyingCarpet], want[JewelsItem] = 1, 2, 1
	if got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	var e *CardsError
	if _, err := ParseItemsList("crown, silk"); !errors.As(err, &e) || e.Problem != CardsNoItem || e.Part != "silk" {
		t.Errorf("an item list with a good: got %v, want no item called silk", err)
	}
	if _, err := ParseItemsList("0 crown"); !errors.As(err, &e) || e.Problem != CardsCount {
		t.Errorf("0 crowns: got %v, want a count from 1", err)
	}
}

// writeCards writes counts as a player says them, for the round trip.
func writeCards(counts []int, name func(int) string) string {
	var parts []string
	for k, n := range counts {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, name(k)))
		}
	}
	return strings.Join(parts, ", ")
}

func FuzzParseCardsList(f *testing.F) {
	for _, s := range []string{"", "2 silk, fish", "0 ivory", "crown, 2 Flying Carpet", ",,", "2", "1 2 3", " 3  spice ,  "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, item := range []bool{false, true} {
			var counts []int
			var err error
			var name func(int) string
			if item {
				var c [NumItems]int
				c, err = ParseItemsList(s)
				counts, name = c[:], func(k int) string { return Item(k).String() }
			} else {
				var c [NumGoods]int
				c, err = ParseGoodsList(s)
				counts, name = c[:], func(k int) string { return Good(k).String() }
			}
			if err != nil {
				var e *CardsError
				if !errors.As(err, &e) || !strings.HasPrefix(err.Error(), "game: cards: ") {
					t.Fatalf("%q: an error of another kind: %v", s, err)
				}
				continue
			}
			big := false
			for _, n := range counts {
				big = big || n < 0 || n > 1<<40
			}
			if big {
				continue // counts past int's range wrap; no player says them
			}
			text := writeCards(counts, name)
			var again []int
			if item {
				c, err := ParseItemsList(text)
				if err != nil {
					t.Fatalf("%q writes %q: %v", s, text, err)
				}
				again = c[:]
			} else {
				c, err := ParseGoodsList(text)
				if err != nil {
					t.Fatalf("%q writes %q: %v", s, text, err)
				}
				again = c[:]
			}
			if fmt.Sprint(again) != fmt.Sprint(counts) {
				t.Fatalf("%q reads %v, writes %q, which reads %v", s, counts, text, again)
			}
		}
	})
}

// TestParseListsNamed: the other names given read ("Seide" for silk,
// folded: "fliegender teppich"), beside the files' names; the twin: a
// name not given is refused as ParseGoodsList refuses it.
func TestParseListsNamed(t *testing.T) {
	goods := map[string]Good{FoldName("Seide"): Silk}
	items := map[string]Item{FoldName("Fliegender Teppich"): FlyingCarpet}
	if g, err := ParseGoodsListNamed("2 seide, fish", goods); err != nil || g[Silk] != 2 || g[Fish] != 1 {
		t.Errorf("goods: got %v, %v", g, err)
	}
	if it, err := ParseItemsListNamed("Fliegender-Teppich, crown", items); err != nil || it[FlyingCarpet] != 1 || it[Crown] != 1 {
		t.Errorf("items: got %v, %v", it, err)
	}
	var e *CardsError
	if _, err := ParseGoodsListNamed("Fisch", goods); !errors.As(err, &e) || e.Problem != CardsNoGood || e.Part != "Fisch" {
		t.Errorf("a name not given: got %v", err)
	}
	if _, err := ParseGoodsList("seide"); err == nil {
		t.Error("ParseGoodsList read a name it was not given")
	}
}
