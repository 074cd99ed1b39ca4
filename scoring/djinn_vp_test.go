package scoring

import (
	"testing"

	"github.com/naqala/naqala/game"
)

func TestHeldDjinnOf(t *testing.T) {
	jafaar, _ := game.LookupDjinn("Jafaar")
	ptah, _ := game.LookupDjinn("Ptah")
	for _, tc := range []struct {
		name string
		d    game.Djinn
		vps  map[string]int
		want HeldDjinn
	}{
		{"the catalogue's VP", jafaar, nil, HeldDjinn{Name: "Jafaar", VP: 6, VPKnown: true}},
		{"the catalogue's VP before the user's", jafaar, map[string]int{"Jafaar": 9}, HeldDjinn{Name: "Jafaar", VP: 6, VPKnown: true}},
		{"the user's VP", ptah, map[string]int{"Ptah": 7}, HeldDjinn{Name: "Ptah", VP: 7, VPKnown: true}},
		{"nobody's VP", ptah, map[string]int{"Geb": 7}, HeldDjinn{Name: "Ptah", VP: 0, VPKnown: false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := HeldDjinnOf(tc.d, tc.vps); got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}
