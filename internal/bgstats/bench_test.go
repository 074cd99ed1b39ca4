package bgstats

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
)

// BenchmarkExport1000: a history of 1,000 games (solo and 4-player) to
// the JSON of a play file.
func BenchmarkExport1000(b *testing.B) {
	var rs []store.Record
	for i := range 1000 {
		r := store.Record{Date: time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Hour), Kind: store.KindMulti, Expansions: []string{"artisans"}}
		for j, n := range []string{"Aylin", "Bora", "Cem", "Dilek"} {
			var c scoring.Categories
			c[scoring.CategoryCoins] = 100 + j
			r.Players = append(r.Players, store.PlayerRecord{Name: n, Rank: 4 - j, Total: 100 + j, Categories: c})
		}
		r.Winners = []string{"Dilek"}
		if i%2 == 0 {
			var c scoring.Categories
			c[scoring.CategoryCoins] = 180
			r = store.Record{Date: r.Date, Kind: store.KindSolo, Players: []store.PlayerRecord{{Name: "Aylin", Rank: 1, Total: 180, Categories: c}},
				Winners: []string{"Aylin"}, Solo: &store.SoloRecord{Survived: true, Reason: game.NotLost, Title: scoring.TitleFor(180)}}
		}
		rs = append(rs, r)
	}
	b.ReportAllocs()
	for b.Loop() {
		f, err := Export(rs, Options{Me: "Aylin"})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := json.Marshal(f); err != nil {
			b.Fatal(err)
		}
	}
}
