package advisor

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// TestClassValuesExact: on random tables (Marid, Nekir and Echidna among
// the Djinns, rows tracked or not) every turn the advisor would try is
// worth, before Yazid's roll, exactly what its class says (played by
// sultan.PlayTurn and scored by scoring.Score), and no outcome's bound is
// below a turn of it: the search's order and pruning rest on both.
func TestClassValuesExact(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(5, 8))
	checked, assassins := 0, 0
	n := sample(24, 3)
	for i := range n {
		st, _ := randomState(t, rng, i%4 == 3)
		if i%3 == 0 {
			st.Player.Djinns = []string{[]string{"Marid", "Nekir", "Echidna"}[i%9/3]}
		}
		o := Options{Weights: DefaultWeights(), ScoringRules: scoring.DefaultRules(), ExactOnly: i%5 == 4}
		before, _, err := scoreOf(st, o)
		if err != nil {
			t.Fatal(err)
		}
		s := &searcher{st: st, o: o, before: before, marid: st.Player.HasDjinn(game.Marid), missing: map[string]bool{}}
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range outs {
			var info outcomeInfo
			bound, found, err := s.boundOutcome(x, &info)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.findPaths(x, &info); err != nil { // every path, bounded lazily or not
				t.Fatal(err)
			}
			m := st.Board.Tile(x.From).Meeples
			for _, p := range info.paths {
				moves, _ := placements(st.Board, x.From, p.Path, m, x.Tribe, SpreadLimit)
				for _, mv := range moves {
					v, err := s.values(mv)
					if err != nil {
						t.Fatal(err)
					}
					ps, sigs, _ := plansSig(st, mv)
					for j, plan := range ps {
						plan.Powers, plan.Thieves = v.powersOf(sigs[j])
						plan.Powers = planPowers(ps[j].Powers, plan.Powers) // Hagis, when a Palace is placed
						c, ok, err := try(st, plan, before, o)
						if err != nil {
							t.Fatal(err)
						}
						pv := v.of(sigs[j])
						if ok != pv.ok {
							t.Fatalf("state %d: %v: legal %v, class says %v", i, plan.Move, ok, pv.ok)
						}
						if !ok {
							continue
						}
						checked++
						if x.Tribe == game.Assassin {
							assassins++
						}
						if c.score != pv.score || c.est != pv.est || c.losesNow != pv.losesNow {
							t.Fatalf("state %d: %v %+v: score %d est %v loses %v, class says %+v", i, plan.Move, plan.Tribe, c.score, c.est, c.losesNow, pv)
						}
						if !found || c.bound > bound {
							t.Fatalf("state %d: %v: value %v above the outcome's bound %v", i, plan.Move, c.bound, bound)
						}
					}
				}
			}
		}
	}
	if checked < 1000*n/24 || assassins < 100*n/24 {
		t.Fatalf("only %d turns checked (%d Assassins): the test proves little", checked, assassins)
	}
}

// TestClassValuesCatchADifference is the negative twin: two turns whose
// values differ (3 Viziers taken against 3 Elders) are not of one class.
func TestClassValuesCatchADifference(t *testing.T) {
	st, _ := loadState(t, "setup.yaml")
	s := &searcher{st: st, missing: map[string]bool{}}
	a := game.Move{From: game.Place{Col: 1, Row: 1}, Drops: []game.Drop{{To: game.Place{Col: 2, Row: 1}, Tribe: game.Vizier}}}
	b := game.Move{From: game.Place{Col: 1, Row: 1}, Drops: []game.Drop{{To: game.Place{Col: 2, Row: 1}, Tribe: game.Elder}}}
	if s.classKey(a) == s.classKey(b) {
		t.Fatal("a Vizier and an Elder taken are of one class")
	}
}

// TestFreeClassKeyIsEveryMovesKey: an outcome freeClass says is of one
// class has every move, on every path and spread, of the class
// setFreeClassKey names without a path; the boundOutcome that reads it
// gives the bound every path gives.
func TestFreeClassKeyIsEveryMovesKey(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 3))
	free, pathClasses := 0, 0
	for i := range sample(30, 8) {
		st, _ := randomState(t, rng, i%4 == 3)
		o := Options{Weights: DefaultWeights(), ScoringRules: scoring.DefaultRules()}
		before, _, err := scoreOf(st, o)
		if err != nil {
			t.Fatal(err)
		}
		lazy := &searcher{st: st, o: o, before: before, missing: map[string]bool{}}
		slow := &searcher{st: st, o: o, before: before, missing: map[string]bool{}}
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range outs {
			var info outcomeInfo
			bound, found, err := lazy.boundOutcome(x, &info)
			if err != nil {
				t.Fatal(err)
			}
			if x.Tribe == game.Assassin {
				pathClasses += checkPathClasses(t, lazy, x)
			}
			if !lazy.freeClass(x, x.Tribe != game.Assassin) {
				continue
			}
			free++
			lazy.setFreeClassKey(x)
			want := string(lazy.key)
			if err := lazy.findPaths(x, &info); err != nil {
				t.Fatal(err)
			}
			if info.morePaths {
				t.Fatalf("state %d: %v: a free outcome has more than %d paths", i, x, PathLimit)
			}
			m := st.Board.Tile(x.From).Meeples
			for _, p := range info.paths {
				moves, _ := placements(st.Board, x.From, p.Path, m, x.Tribe, SpreadLimit)
				for _, mv := range moves {
					if got := lazy.classKey(mv); got != want {
						t.Fatalf("state %d: %v: class %q, the outcome's %q", i, mv, got, want)
					}
				}
			}
			slow.o.reference = true // every path and spread read
			var sinfo outcomeInfo
			sb, sfound, err := slow.boundOutcome(x, &sinfo)
			if err != nil {
				t.Fatal(err)
			}
			if sb != bound || sfound != found {
				t.Fatalf("state %d: %v: bound %v %v, every path's %v %v", i, x, bound, found, sb, sfound)
			}
		}
	}
	if free < 200 || pathClasses < 200 {
		t.Fatalf("only %d free outcomes, %d Assassins' paths: the test proves little", free, pathClasses)
	}
}

// checkPathClasses checks that every move along each path of outcome x
// that ends on a tile it had not visited is of the class setPathClassKey
// names from the path alone; it returns the paths checked.
func checkPathClasses(t *testing.T, s *searcher, x game.MoveOutcome) int {
	t.Helper()
	var info outcomeInfo
	if err := s.findPaths(x, &info); err != nil {
		t.Fatal(err)
	}
	checked := 0
	m := s.st.Board.Tile(x.From).Meeples
	for _, p := range info.paths {
		if !spreadFree(x.From, p.Path) {
			continue
		}
		s.setPathClassKey(x, p.Path)
		want := string(s.key)
		moves, _ := placements(s.st.Board, x.From, p.Path, m, x.Tribe, SpreadLimit)
		for _, mv := range moves {
			if got := s.classKey(mv); got != want {
				t.Fatalf("%v: class %q, its path's %q", mv, got, want)
			}
		}
		checked++
	}
	return checked
}

// TestFreeClassNeedsAShortStack is its negative twin: a stack of 4 or
// more can come back to a tile, and then some move of an outcome is of
// another class than setFreeClassKey names, so freeClass must not read
// such an outcome as one class.
func TestFreeClassNeedsAShortStack(t *testing.T) {
	st, _ := loadState(t, "stack10.yaml")
	s := &searcher{st: st, missing: map[string]bool{}}
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	other, otherPath := 0, 0
	for _, x := range outs {
		m := st.Board.Tile(x.From).Meeples
		if x.Tribe == game.Assassin && m.Total() > 3 {
			otherPath += pathsOfOtherClass(t, s, x)
		}
		if x.Tribe == game.Assassin || m.Total() <= 3 {
			continue
		}
		if s.freeClass(x, true) {
			t.Fatalf("%v: a stack of %d read as one free class", x, m.Total())
		}
		var info outcomeInfo
		if err := s.findPaths(x, &info); err != nil {
			t.Fatal(err)
		}
		s.setFreeClassKey(x)
		free := string(s.key)
		for _, p := range info.paths {
			moves, _ := placements(st.Board, x.From, p.Path, m, x.Tribe, SpreadLimit)
			for _, mv := range moves {
				if s.classKey(mv) != free {
					other++
				}
			}
		}
	}
	if other == 0 || otherPath == 0 {
		t.Fatalf("moves of another class than the free one: %d, than the path's on a path coming back to its last tile: %d; the twin shows nothing", other, otherPath)
	}
}

// pathsOfOtherClass counts the moves along the paths of outcome x that
// come back to their last tile whose class is not the one
// setPathClassKey would name: why it is asked only of the others.
func pathsOfOtherClass(t *testing.T, s *searcher, x game.MoveOutcome) int {
	t.Helper()
	var info outcomeInfo
	if err := s.findPaths(x, &info); err != nil {
		t.Fatal(err)
	}
	n := 0
	m := s.st.Board.Tile(x.From).Meeples
	for _, p := range info.paths {
		if spreadFree(x.From, p.Path) {
			continue
		}
		s.setPathClassKey(x, p.Path)
		want := string(s.key)
		moves, _ := placements(s.st.Board, x.From, p.Path, m, x.Tribe, SpreadLimit)
		for _, mv := range moves {
			if s.classKey(mv) != want {
				n++
			}
		}
	}
	return n
}

// TestFirstPlansAreEachSignaturesFirst: the plans listed for a class's
// values (firsts) are the first plan of each signature of the full list,
// in its order; the twin: some signature has more than one plan (the
// Assassins' kills that empty no tile), so listing all would try more.
func TestFirstPlansAreEachSignaturesFirst(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 1))
	var pl planner
	merged := 0
	for i := range sample(12, 4) {
		st, _ := randomState(t, rng, i%2 == 1)
		st.Player.Fakirs = i % 3
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range outs {
			paths, _, _ := st.Board.OutcomePaths(x.From, x.To, x.Tribe, 1)
			moves, _ := placements(st.Board, x.From, paths[0].Path, st.Board.Tile(x.From).Meeples, x.Tribe, 1)
			for _, mv := range moves {
				all, allSigs, _ := plansSig(st, mv)
				var want []string
				seen := map[planSig]bool{}
				for j, sg := range allSigs {
					if !seen[sg] {
						seen[sg] = true
						want = append(want, planText(all[j], sg))
					}
				}
				merged += len(all) - len(want)
				firsts, sigs, _ := pl.plansSig(st, mv, nil, nil, true)
				var got []string
				for j := range firsts {
					got = append(got, planText(firsts[j], sigs[j]))
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("state %d, %v:\nfirsts %v\nwant   %v", i, mv, got, want)
				}
			}
		}
	}
	if merged == 0 {
		t.Fatal("no signature had two plans: the twin shows nothing")
	}
}

// planText is a plan and its signature as text, the kill's victim
// written out (not its pointer).
func planText(p sultan.TurnPlan, sg planSig) string {
	kill := ""
	if p.Tribe.Kill != nil {
		kill = fmt.Sprintf("%+v", *p.Tribe.Kill)
	}
	tr := p.Tribe
	tr.Kill = nil
	return fmt.Sprintf("%v %v %+v kill %s %+v %+v", p.Move, p.Tent, tr, kill, p.Tile, sg)
}
