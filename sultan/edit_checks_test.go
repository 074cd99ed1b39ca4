package sultan

import (
	"strings"
	"testing"
)

// TestEditsRunTheSetupChecks: an edit that would leave a table New refuses
// is refused itself, and stays out of the log.
func TestEditsRunTheSetupChecks(t *testing.T) {
	start := func(t *testing.T) *Game {
		s := NewSetup(grid(t, base, full), base, false, DefaultRules())
		s.DjinnRow = []string{"Enki", "Utug", "Leta"}
		// 16 Viziers on the board: the box is full.
		g, err := New(s)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	tests := []struct {
		name string
		edit func(g *Game) error
		want string
		log  int // the events logged: the setup and the edits taken
	}{
		{"a tile with a Vizier past the box", func(g *Game) error {
			// A Vizier of 1,5 goes to the Council, then comes back on
			// 5,5: the board alone holds 16, with the Council 17.
			if err := g.SetTile(pl(1, 5), "V[YG]"); err != nil {
				return err
			}
			if err := g.ChangeYazid(YazidChange{Council: 1}); err != nil {
				return err
			}
			return g.SetTile(pl(5, 5), "LM[WRBY]")
		},
			"sultan: tile row 5, column 5 = LM[WRBY]: yazid.council: 16 Viziers on the board and Yazid's 1 make 17, the box holds 16", 3},
		{"a Vizier to each side past the box", func(g *Game) error {
			if err := g.SetTile(pl(1, 5), "V[G]"); err != nil {
				return err
			}
			if err := g.ChangeYazid(YazidChange{Council: 1}); err != nil {
				return err
			}
			return g.ChangePlayer(PlayerChange{Viziers: 2})
		},
			"sultan: player event: player.viziers and yazid.council: 14 Viziers on the board, the player's 2 and Yazid's 1 make 17, the box holds 16", 3},
		{"an Artisans Djinn in a base game", func(g *Game) error { return g.ChangePlayer(PlayerChange{GainDjinns: []string{"Ptah"}}) },
			"sultan: player event: player.djinns[0]: Ptah needs the artisans expansion", 1},
		{"a Djinn face up in the row", func(g *Game) error { return g.ChangePlayer(PlayerChange{GainDjinns: []string{"Utug"}}) },
			"sultan: player event: djinn_row[1]: Utug is already at player.djinns[0]", 1},
		{"a Vizier to the player past the box", func(g *Game) error { return g.ChangePlayer(PlayerChange{Viziers: 1}) },
			"sultan: player event: player.viziers: 16 Viziers on the board and the player's 1 make 17, the box holds 16", 1},
		{"a Vizier to the Council past the box", func(g *Game) error { return g.ChangeYazid(YazidChange{Council: 1}) },
			"sultan: yazid event: yazid.council: 16 Viziers on the board and Yazid's 1 make 17, the box holds 16", 1},
		{"a camel to Yazid", func(g *Game) error { return g.ChangeYazid(YazidChange{Camels: 1}) },
			"sultan: yazid event: yazid.camels: 12, Yazid has 11", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := start(t)
			err := tc.edit(g)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v\nwant %q", err, tc.want)
			}
			if n := len(g.Log()); n != tc.log {
				t.Errorf("the refused edit entered the log: %d events, want %d", n, tc.log)
			}
			if _, err := New(SetupOf(g.State(), g.Rules())); err != nil {
				t.Errorf("the table left does not start a game: %v", err)
			}
		})
	}
}

// TestEditsWithinTheChecks is the twin: edits that keep the table good are
// taken, and the state they leave starts a new game.
func TestEditsWithinTheChecks(t *testing.T) {
	s := NewSetup(grid(t, base, full), base, false, DefaultRules())
	s.DjinnRow = []string{"Enki", "Utug", "Leta"}
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	must(t, g.SetTile(pl(1, 5), "V[G]"))
	must(t, g.ChangeYazid(YazidChange{Council: 1}))
	must(t, g.ChangePlayer(PlayerChange{Viziers: 1, GainDjinns: []string{"Nekir"}}))
	must(t, g.SetRows(Rows{DjinnRow: []string{"Enki", "Leta"}}))
	must(t, g.ChangePlayer(PlayerChange{GainDjinns: []string{"Utug"}}))
	if _, err := New(SetupOf(g.State(), g.Rules())); err != nil {
		t.Fatalf("the edited table does not start a game: %v", err)
	}
}
