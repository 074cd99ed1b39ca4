package advisor

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// BenchmarkAdviseSetupFlute: the setup board with the Enchanting Flute
// held and Yazid at five Assassins (every plan tried with its Flute
// uses).
func BenchmarkAdviseSetupFlute(b *testing.B) { benchFlute(b, "setup.yaml") }

// BenchmarkAdvisePowersFlute: powers.yaml with the Flute held and Yazid
// at five Assassins.
func BenchmarkAdvisePowersFlute(b *testing.B) { benchFlute(b, "powers.yaml") }

func benchFlute(b *testing.B, file string) {
	st, rules := loadState(b, file)
	st.Player.Items[game.EnchantingFlute] = 1
	st.Yazid.Assassins = 5
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
	used := 0
	for _, m := range a.Moves {
		if isFlute(m.Plan.Powers[max(len(m.Plan.Powers)-1, 0):]) {
			used++
		}
	}
	b.ReportMetric(float64(used), "flute-moves")
}
