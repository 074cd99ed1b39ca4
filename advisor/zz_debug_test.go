package advisor

import (
	"os"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

func TestZZDebug(t *testing.T) {
	text, _ := os.ReadFile("/tmp/fl/board.txt")
	b, err := game.ParseBoard(string(text))
	if err != nil {
		t.Fatal(err)
	}
	st := fluteBeforeTable(t, true, nil)
	st.Board = b
	outs, _ := st.Board.MoveOutcomes()
	t.Log(bestPickUp(st.Board, outs, nil))
	for _, c := range fluteBeforeUses(st, outs) {
		t.Logf("%s %v", fluteBeforeWords(c.use, st), c.gain)
	}
	a := advise(t, st, 5)
	for _, m := range a.Moves {
		t.Logf("%v %v %v %v %q", m.From, m.To, m.Value, m.Plan.Before, m.Actions)
	}
}

func TestZZDebug2(t *testing.T) {
	text, _ := os.ReadFile("/tmp/fl/board.txt")
	b, _ := game.ParseBoard(string(text))
	st := fluteBeforeTable(t, true, nil)
	st.Board = b
	outs, _ := st.Board.MoveOutcomes()
	for _, c := range fluteBeforeUses(st, outs) {
		after := st.Clone()
		var tp sultan.TurnProgress
		sultan.UsePlannedPowerOn(&after, &tp, c.use, false)
		o := Options{Top: 5, Weights: DefaultWeights(), itemBefore: true, valueFrom: &st, onlyAt: c.touched}
		a, _, _, err := searchTable(after, o)
		t.Log(err, c.touched)
		for _, m := range a.Moves {
			t.Logf("%v %v %v %q", m.From, m.To, m.Value, m.Actions)
		}
	}
}
