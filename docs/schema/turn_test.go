package schema_test

import (
	"encoding/json"
	"path/filepath"
	"testing"
)

// TestTurnSchema: what naqala turn --json prints (its golden outputs)
// takes the schema, and the state in it the solo state's.
func TestTurnSchema(t *testing.T) {
	s, solo := compile(t, "turn.schema.json"), compile(t, "solo.schema.json")
	paths := files(t, "cmd/naqala/testdata/turn/golden/*.json")
	if len(paths) == 0 {
		t.Fatal("no naqala turn output to check")
	}
	for _, path := range paths {
		data := read(t, path)
		if err := validate(s, data); err != nil {
			t.Errorf("%s: %v", filepath.Base(path), err)
		}
		var out struct {
			State json.RawMessage `json:"state"`
		}
		if err := json.Unmarshal(data, &out); err != nil {
			t.Fatal(err)
		}
		if out.State != nil {
			if err := validate(solo, out.State); err != nil {
				t.Errorf("%s: the state: %v", filepath.Base(path), err)
			}
		}
	}
	for _, bad := range []string{`{"refused": {"index": 0, "problem": "Move Last", "message": ""}}`, `{"applied": []}`} {
		if validate(s, []byte(bad)) == nil {
			t.Errorf("%s: the schema takes it", bad)
		}
	}
}
