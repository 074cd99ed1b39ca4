package advisor

import (
	"github.com/naqala/naqala/game"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// The budgets (docs/advice.md): a setup board in at most 2 ms, a board
// with a 10-meeple stack in at most 50 ms, any board in at most 200 ms.
func benchAdvise(b *testing.B, file string) {
	st, rules := loadState(b, file)
	benchAdviseOn(b, st, rules)
}

// benchAdviseOn times the top 5 moves' advice on st, reporting its
// allocations and outcomes; it returns the last advice.
func benchAdviseOn(b *testing.B, st sultan.State, rules sultan.Rules) Advice {
	o := Options{Top: 5, Weights: DefaultWeights(), Rules: rules}
	b.ReportAllocs()
	var a Advice
	for b.Loop() {
		var err error
		if a, err = Advise(st, o); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(a.Searched), "searched")
	b.ReportMetric(float64(a.Total), "outcomes")
	return a
}

func BenchmarkAdviseSetup(b *testing.B)   { benchAdvise(b, "setup.yaml") }
func BenchmarkAdviseTracked(b *testing.B) { benchAdvise(b, "tracked.yaml") }
func BenchmarkAdviseMidgame(b *testing.B) { benchAdvise(b, "midgame.yaml") }
func BenchmarkAdviseStack12(b *testing.B) { benchAdvise(b, "stack12.yaml") }
func BenchmarkAdviseStack10(b *testing.B) { benchAdvise(b, "stack10.yaml") }

// BenchmarkAdvisePowers: a mid-game board with every power the plan
// tries held (powers.yaml): within the 200 ms of any board.
func BenchmarkAdvisePowers(b *testing.B) { benchAdvise(b, "powers.yaml") }

// BenchmarkAdvisePowersIblis is BenchmarkAdvisePowers with Iblis held
// too: its kills that leave more than one meeple have a plan for each
// tribe left.
func BenchmarkAdvisePowersIblis(b *testing.B) {
	st, rules := loadState(b, "powers.yaml")
	st.Player.Djinns = append(st.Player.Djinns, "Iblis")
	benchAdviseOn(b, st, rules)
}

// BenchmarkOutbidSetup: the advice on outbidding a roll on the setup
// board (two searches, the roll resolved): the TUI asks it off the
// screen's thread.
func BenchmarkOutbidSetup(b *testing.B) {
	st, rules := loadState(b, "setup.yaml")
	o := Options{Weights: DefaultWeights(), Rules: rules}
	roll := sultan.Roll{White: 3, Black: 2}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Outbid(st, roll, o); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAdviseStack120: all 120 meeples of the box on one tile; the
// work budget must stop the search within the 200 ms bound.
func BenchmarkAdviseStack120(b *testing.B) { benchAdvise(b, "stack120.yaml") }

// BenchmarkAdvisePowersHorn is BenchmarkAdvisePowers with the row down
// to its first 4 cards, the Horn of Plenty held or not: the Merchants'
// moves have their plans with the Horn too.
func BenchmarkAdvisePowersHorn(b *testing.B) {
	for _, held := range []bool{false, true} {
		b.Run(map[bool]string{false: "not_held", true: "held"}[held], func(b *testing.B) {
			st, rules := loadState(b, "powers.yaml")
			st.Resources = st.Resources[:4]
			if held {
				st.Player.Items[game.HornOfPlenty] = 1
			}
			benchAdviseOn(b, st, rules)
		})
	}
}
