package sultan

import (
	"bytes"
	"encoding/json"
	"testing"
)

// FuzzRowsEventJSON: a rows or clean-up event's JSON either fails to
// decode or encodes back to itself; applied at the Sacred Place of a game
// whose rows are not tracked it is taken or refused, never a panic; a
// refused event changes nothing; a taken one leaves rows within their
// sizes and replays to the same table.
func FuzzRowsEventJSON(f *testing.F) {
	for _, s := range []string{
		`{"kind":"rows","rows":{"resources":null,"djinn_row":null}}`,
		`{"kind":"rows","rows":{"resources":["fish"],"djinn_row":["Enki","Utug","Leta"],"resources_unknown":8}}`,
		`{"kind":"rows","rows":{"resources":[],"djinn_row":["Enki"],"resources_unknown":9,"djinns_unknown":2}}`,
		`{"kind":"rows","rows":{"resources":null,"djinn_row":null,"resources_unknown":-3,"djinns_unknown":7}}`,
		`{"kind":"cleanup","rows":{"resources":["fakir","gold"],"djinn_row":[],"resources_unknown":7,"djinns_unknown":3}}`,
	} {
		f.Add([]byte(s))
	}
	g := turnGame(f)
	if _, err := g.PlayMove(mustMove(f, sacredMove)); err != nil {
		f.Fatal(err)
	}
	base := g.Log()
	f.Fuzz(func(t *testing.T, data []byte) {
		var e Event
		if json.Unmarshal(data, &e) != nil || (e.Kind != EventRows && e.Kind != EventCleanUp) {
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
		if again, _ := json.Marshal(back); !bytes.Equal(out, again) {
			t.Fatalf("got %s, want %s", again, out)
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
		st := g.State()
		if c := st.ResourceCount(); c < 0 || c > ResourceRowSize || len(st.KnownResources()) > c {
			t.Fatalf("the resource row: %d cards, %d known", c, len(st.KnownResources()))
		}
		if c := st.DjinnCount(); c < 0 || c > DjinnRowSize || len(st.KnownDjinns()) > c {
			t.Fatalf("the Djinn row: %d Djinns, %d known", c, len(st.KnownDjinns()))
		}
		r, err := Replay(g.Log())
		if err != nil || !r.State().Equal(st) {
			t.Fatalf("a taken event does not replay: %v", err)
		}
	})
}
