package advisor

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// BenchmarkAdviseSetupFlute: the setup board with the Enchanting Flute
// held and Yazid at five Assassins (a tile of two a loss: the Flute's
// uses tried); BenchmarkAdviseSetupFiveAssassins, the same without the
// Flute.
func BenchmarkAdviseSetupFlute(b *testing.B)         { benchFlute(b, "setup.yaml", 1) }
func BenchmarkAdviseSetupFiveAssassins(b *testing.B) { benchFlute(b, "setup.yaml", 0) }

// BenchmarkAdvisePowersFlute: powers.yaml with the Flute held and Yazid
// at five Assassins; BenchmarkAdvisePowersFiveAssassins, the same
// without the Flute.
func BenchmarkAdvisePowersFlute(b *testing.B)         { benchFlute(b, "powers.yaml", 1) }
func BenchmarkAdvisePowersFiveAssassins(b *testing.B) { benchFlute(b, "powers.yaml", 0) }

func benchFlute(b *testing.B, file string, flutes int) {
	st, rules := loadState(b, file)
	st.Player.Items[game.EnchantingFlute] = flutes
	st.Yazid.Assassins = 5
	a := benchAdviseOn(b, st, rules)
	used, before := 0, 0
	for _, m := range a.Moves {
		if n := len(m.Plan.Powers); n > 0 && isFlute(m.Plan.Powers[n-1:]) {
			used++
		}
		if isFlute(m.Plan.Before) {
			before++
		}
	}
	b.ReportMetric(float64(used), "flute-moves")
	b.ReportMetric(float64(before), "flute-before-moves")
}
