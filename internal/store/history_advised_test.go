package store

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestRecordAdvised: a solo game played with advice keeps advised: true
// through its file; a record without the field (every older one) reads
// as played without.
func TestRecordAdvised(t *testing.T) {
	g := soloGame(200, 5, 1, game.NotLost, true)
	rec := NewRecord(g, scored(t, g), fixedTime)
	rec.Advised = true
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"advised":true`) {
		t.Errorf("no advised field: %s", data)
	}
	back, err := decodeRecord(data)
	if err != nil || !reflect.DeepEqual(back, rec) {
		t.Errorf("got %+v %v, want %+v back", back, err, rec)
	}
	// The twin: an old record, without the field, loads unadvised, and
	// an unadvised record writes no field.
	old, err := os.ReadFile("testdata/history/solo.json")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(old), "advised") {
		t.Fatal("the golden record already has the field")
	}
	back, err = decodeRecord(old)
	if err != nil || back.Advised {
		t.Errorf("old record: advised %v, %v", back.Advised, err)
	}
	rec.Advised = false
	if data, _ := json.Marshal(rec); strings.Contains(string(data), "advised") {
		t.Errorf("an unadvised record writes the field: %s", data)
	}
}

// TestRecordAdvisedMulti: the advisor plays solo games only; a
// multiplayer record saying advised is refused, naming the field.
func TestRecordAdvisedMulti(t *testing.T) {
	g := multiGame(30, 50, 50)
	rec := NewRecord(g, scored(t, g), fixedTime)
	if err := rec.Check(); err != nil {
		t.Fatal(err)
	}
	rec.Advised = true
	if err := rec.Check(); err == nil || !strings.Contains(err.Error(), "advised:") {
		t.Errorf("got %v, want advised refused", err)
	}
}
