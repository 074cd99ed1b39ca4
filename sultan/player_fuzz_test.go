package sultan

import (
	"bytes"
	"encoding/json"
	"testing"
)

// FuzzTurnEventJSON: a turn event's JSON either fails to decode or
// decodes to an event that encodes and decodes back to itself; applied
// in the player's turn it is taken or refused, never a panic, and a
// refused event changes nothing.
func FuzzTurnEventJSON(f *testing.F) {
	for _, s := range []string{
		`{"kind":"move","move":"r1c1: r1c2 Y, r1c3 W, r1c4 W"}`,
		`{"kind":"move","move":"r1c1: r1c2 Y, r1c3 W, r1c2 W"}`,
		`{"kind":"control","control":{"tent":true}}`,
		`{"kind":"tribe","tribe_action":{"fakirs":1,"kill":{"col":3,"row":2,"meeple":"Y"}}}`,
		`{"kind":"tribe","tribe_action":{"cards":["fish","fakir"],"item":"crown","skip":true,"echidna":"elders"}}`,
		`{"kind":"tile_action","tile_action":{"djinn":"Enki","pay":"elder_fakir"}}`,
		`{"kind":"tile_action","tile_action":{"picks":[1,3],"cards":["silk"],"item":"jewels","coins":3,"skip":true}}`,
		`{"kind":"sale","sale":{"fish":1,"ivory":-1}}`,
		`{"kind":"player","player":{"goods":{"fish":2},"items":{"crown":1},"whims":1,"gain_thieves":["Ziad"]}}`,
	} {
		f.Add([]byte(s))
	}
	base := turnGame(f).Log()
	f.Fuzz(func(t *testing.T, data []byte) {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		var e Event
		if dec.Decode(&e) != nil {
			return
		}
		out, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("a decoded event does not encode: %v", err)
		}
		var back Event
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("an encoded event does not decode: %v\n%s", err, out)
		}
		again, _ := json.Marshal(back)
		if !bytes.Equal(out, again) {
			t.Fatalf("got %s, want %s", again, out)
		}
		if e.Kind == EventSetup {
			return
		}
		g, err := Replay(base)
		if err != nil {
			t.Fatal(err)
		}
		before, n := g.State(), len(g.Log())
		if _, err := g.Apply(e); err != nil {
			if !g.State().Equal(before) || len(g.Log()) != n {
				t.Fatalf("a refused event changed the game: %v", err)
			}
			return
		}
		if _, err := Replay(g.Log()); err != nil {
			t.Fatalf("a taken event does not replay: %v", err)
		}
	})
}
