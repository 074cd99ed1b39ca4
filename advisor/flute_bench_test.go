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

// BenchmarkAdviseSetupFluteBefore and BenchmarkAdvisePowersFluteBefore:
// the boards as they are (Yazid at no Assassin) with the Flute held:
// its uses before the move searched (flute_before); BenchmarkAdviseSetup
// and BenchmarkAdvisePowers without it.
func BenchmarkAdviseSetupFluteBefore(b *testing.B)  { benchFluteAt(b, "setup.yaml", 1, 0) }
func BenchmarkAdvisePowersFluteBefore(b *testing.B) { benchFluteAt(b, "powers.yaml", 1, 0) }

func benchFlute(b *testing.B, file string, flutes int) { benchFluteAt(b, file, flutes, 5) }

func benchFluteAt(b *testing.B, file string, flutes, assassins int) {
	st, rules := loadState(b, file)
	st.Player.Items[game.EnchantingFlute] = flutes
	st.Yazid.Assassins = assassins
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
