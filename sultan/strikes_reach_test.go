package sultan

import (
	"testing"

	"github.com/naqala/naqala/game"
)

// Reaches says, roll by roll, what Hits counts: on every tile, the rolls
// that reach it are its hits; a tile no roll reads (a Chasm) none.
func TestStrikesReachesAsHits(t *testing.T) {
	for _, spec := range []string{full, `
YYG - GYW - WRB YRW
WWR GBY - RGW BBG -
- YBW GRB WBB - WWG
BGY RRW YBW - WRB BRR
YWW - BYY WGR GWB RYW`} {
		b := grid(t, base, spec)
		for _, rules := range []Rules{DefaultRules(), {StrikeOrder: LowerFirst, BlackSix: LiteralRows}} {
			st := NewStrikes(b, rules)
			hits := st.Hits(nil)
			for i := range b.Tiles {
				p := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
				n := 0
				for w := 1; w <= 6; w++ {
					for k := 1; k <= 6; k++ {
						if st.Reaches(Roll{White: w, Black: k}, p) {
							n++
						}
					}
				}
				if n != hits[i] {
					t.Errorf("%s: %d rolls reach it, %d hits", p, n, hits[i])
				}
			}
		}
	}
}
