package advisor

import (
	"slices"
	"testing"
)

// BenchmarkAdviseTrackedAnunNak: tracked.yaml with Anun-Nak held, a
// Fakir to pay it and Yazid at five Assassins (one tile tried: r5 c4);
// BenchmarkAdviseStack12AnunNak, stack12.yaml so at six (three tiles).
func BenchmarkAdviseTrackedAnunNak(b *testing.B) { benchAnunNak(b, "tracked.yaml", 5) }
func BenchmarkAdviseStack12AnunNak(b *testing.B) { benchAnunNak(b, "stack12.yaml", 6) }

func benchAnunNak(b *testing.B, file string, assassins int) {
	st, rules := loadState(b, file)
	st.Player.Djinns = append(slices.Clone(st.Player.Djinns), "Anun-Nak")
	st.Player.Fakirs = max(st.Player.Fakirs, 1)
	st.Yazid.Assassins = assassins
	a := benchAdviseOn(b, st, rules)
	b.ReportMetric(float64(len(usesOf(a, "Anun-Nak"))), "anun-moves")
}
