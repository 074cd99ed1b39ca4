package solofile

import (
	"reflect"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// holdingsFile gives every optional holding of the player (naqala's
// extension of section 4), with the Artisans and Thieves in play.
var holdingsFile = "expansions: [artisans, thieves]\nboard: |\n" + boardFew + "\n" +
	"player: {coins: 3, viziers: 6, elders: 2, artisans: 1, fakirs: 3,\n" +
	"  merchandise: {fish: 2, Silk: 1}, items: [crown, jewels, Jewels], thieves: [Ziad]}\n"

// boardFew is board5 without its Viziers and Elders (yellow and white).
var boardFew = func() string {
	var b strings.Builder
	in := false
	for _, r := range board5 {
		switch {
		case r == '[' || r == ']':
			in = r == '['
		case in && (r == 'Y' || r == 'W'):
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}()

// TestHoldingsRead: each optional key is read into the engine's holdings,
// names in the catalogue's spelling.
func TestHoldingsRead(t *testing.T) {
	f, st, _, err := Load([]byte(holdingsFile), "s.yaml", sultan.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	p := st.Player
	var goods sultan.GoodsHeld
	goods[game.Fish], goods[game.Silk] = 2, 1
	var items sultan.ItemsHeld
	items[game.Crown], items[game.JewelsItem] = 1, 2
	if p.Viziers != 6 || p.Elders != 2 || p.Artisans != 1 || p.Fakirs != 3 || p.Goods != goods || p.Items != items ||
		!reflect.DeepEqual(p.Thieves, []string{"Ziad"}) {
		t.Errorf("got %+v", p)
	}
	if got := f.Player.NotGiven(f.Expansions); len(got) != 0 {
		t.Errorf("not given: %q, want none", got)
	}
}

// The twin: a file without the keys means what it always meant, nothing
// held, and names every holding as not given.
func TestHoldingsAbsent(t *testing.T) {
	f, st, _, err := Load([]byte("expansions: [artisans, thieves]\nboard: |\n"+board5+"\nplayer: {coins: 3}\n"), "s.yaml", sultan.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	p := st.Player
	if p.Viziers != 0 || p.Elders != 0 || p.Artisans != 0 || p.Fakirs != 0 || p.Goods.Total() != 0 || p.Items.Total() != 0 || p.Thieves != nil {
		t.Errorf("got %+v", p)
	}
	want := []string{"Viziers", "Elders", "Artisans", "Fakirs", "cards", "Items", "Thieves"}
	if got := f.Player.NotGiven(f.Expansions); !reflect.DeepEqual(got, want) {
		t.Errorf("not given: %q, want %q", got, want)
	}
	// Thieves are named only with their expansion.
	f, _, _, _ = Load([]byte("board: |\n"+board5+"\nplayer: {viziers: 0, fakirs: 1}\n"), "s.yaml", sultan.DefaultRules())
	want = []string{"Elders", "Artisans", "cards", "Items"}
	if got := f.Player.NotGiven(f.Expansions); !reflect.DeepEqual(got, want) {
		t.Errorf("not given: %q, want %q", got, want)
	}
}

// TestHoldingsBad: each key out of the box, of the wrong type, or an
// unknown name is a problem on its line, with a did-you-mean where one
// fits; each has a good twin that loads.
func TestHoldingsBad(t *testing.T) {
	head := "expansions: [artisans, thieves]\nboard: |\n" + board5 + "\n"
	tests := []struct {
		name, bad, good, want string
		x                     string // the expansions line, "" for head's
	}{
		{"viziers beyond the box", "player: {viziers: 17}", "player: {viziers: 3}", "s.yaml:8: player.viziers: 17, the box holds 16", ""},
		{"viziers with the board's", "player: {viziers: 4}", "player: {viziers: 3}", "s.yaml:8: player.viziers: 13 Viziers on the board and the player's 4 make 17, the box holds 16", ""},
		{"viziers on both sides with the board's", "player: {viziers: 2}\nyazid: {council: 2}", "player: {viziers: 2}\nyazid: {council: 1}", "s.yaml: player.viziers and yazid.council: 13 Viziers on the board, the player's 2 and Yazid's 2 make 17, the box holds 16", ""},
		{"viziers not a number", "player: {viziers: many}", "player: {viziers: 2}", `s.yaml:8: player.viziers: want a whole number, got "many"`, ""},
		{"viziers quoted", "player: {viziers: '2'}", "player: {viziers: 2}", `s.yaml:8: player.viziers: want a whole number, got "2"`, ""},
		{"elders negative", "player: {elders: -1}", "player: {elders: 0}", "s.yaml:8: player.elders: -1 must not be negative", ""},
		{"fakirs beyond the deck", "player: {fakirs: 19}", "player: {fakirs: 18}", "s.yaml:8: player.fakirs: 19, the deck holds 18", ""},
		{"fakirs with the row", "player: {fakirs: 18}\nresources: [fakir]", "player: {fakirs: 17}\nresources: [fakir]", "s.yaml:9: resources: 19 Fakirs in the row, with Yazid and with the player, the deck holds 18", ""},
		{"artisans without the expansion", "player: {artisans: 1}", "player: {artisans: 0}", "s.yaml:8: player.artisans: Artisans need the artisans expansion", "expansions: []\n"},
		{"merchandise an unknown good", "player: {merchandise: {fsh: 1}}", "player: {merchandise: {fish: 1}}", "s.yaml:8: player.merchandise.fsh: unknown good (did you mean fish?)", ""},
		{"merchandise a list", "player: {merchandise: [fish]}", "player: {merchandise: {fish: 1}}", "s.yaml:8: player.merchandise: want a mapping of goods to cards, such as {fish: 2, silk: 1}, got a list", ""},
		{"merchandise beyond the deck", "player: {merchandise: {ivory: 3}}", "player: {merchandise: {ivory: 2}}", "s.yaml:8: player.merchandise.ivory: 3, the deck holds 2", ""},
		{"merchandise in two spellings", "player: {merchandise: {fish: 1, Fish: 1}}", "player: {merchandise: {fish: 2}}", "s.yaml:8: player.merchandise.Fish: given twice", ""},
		{"merchandise not a number", "player: {merchandise: {fish: x}}", "player: {merchandise: {fish: 1}}", `s.yaml:8: player.merchandise.fish: want a whole number, got "x"`, ""},
		{"items unknown", "player: {items: [crwn]}", "player: {items: [crown]}", `s.yaml:8: player.items[0]: unknown Item "crwn" (did you mean crown?)`, ""},
		{"items a mapping", "player: {items: {crown: 1}}", "player: {items: [crown]}", "s.yaml:8: player.items: want a list of Item names, got a mapping", ""},
		{"items beyond the box", "player: {items: [crown, crown, crown]}", "player: {items: [crown, crown]}", "s.yaml:8: player.items.crown: 3, the box holds 2", ""},
		{"items without artisans", "player: {items: [crown]}", "player: {items: []}", "s.yaml:8: player.items.crown: Items need the artisans expansion", "expansions: [thieves]\n"},
		{"thieves unknown", "player: {thieves: [Zaid]}", "player: {thieves: [Ziad]}", `s.yaml:8: player.thieves[0]: unknown Thief "Zaid" (did you mean Ziad?)`, ""},
		{"thieves twice", "player: {thieves: [Ziad, ziad]}", "player: {thieves: [Ziad, Shaum]}", "s.yaml:8: player.thieves[1]: Ziad is held twice", ""},
		{"thieves a word", "player: {thieves: {Ziad: 1}}", "player: {thieves: [Ziad]}", "s.yaml:8: player.thieves: want a list of Thief names, got a mapping", ""},
		{"thieves without the expansion", "player: {thieves: [Ziad]}", "player: {thieves: []}", "s.yaml:8: player.thieves[0]: Ziad needs the thieves expansion", "expansions: [artisans]\n"},
		{"a misspelt key", "player: {vizier: 2}", "player: {viziers: 2}", "(did you mean viziers?)", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := head
			if tc.x != "" {
				h = strings.Replace(head, "expansions: [artisans, thieves]\n", tc.x, 1)
			}
			_, _, _, err := Load([]byte(h+tc.bad+"\n"), "s.yaml", sultan.DefaultRules())
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
			if _, _, _, err := Load([]byte(h+tc.good+"\n"), "s.yaml", sultan.DefaultRules()); err != nil {
				t.Errorf("twin: %v", err)
			}
		})
	}
}

// TestHoldingsRoundTrip: the file written reads back to the same file and
// the same state; FromState writes the holdings held and leaves out
// those at none (a file without them means none), and After keeps each
// key the file gave, at none too.
func TestHoldingsRoundTrip(t *testing.T) {
	f, st, _, err := Load([]byte(holdingsFile), "s.yaml", sultan.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	out, err := f.YAML()
	if err != nil {
		t.Fatal(err)
	}
	f2, st2, _, err := Load(out, "again", sultan.DefaultRules())
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !reflect.DeepEqual(f, f2) || !st.Equal(st2) {
		t.Errorf("round trip:\n%s", out)
	}
	out, err = FromState(st, f.Rules).YAML()
	if err != nil {
		t.Fatal(err)
	}
	_, st3, _, err := Load(out, "written", sultan.DefaultRules())
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !st.Equal(st3) {
		t.Errorf("FromState round trip:\n%s", out)
	}
	for _, k := range []string{"viziers: 6", "elders: 2", "artisans: 1", "fakirs: 3", "merchandise: {fish: 2, silk: 1}", "items: [jewels, jewels, crown]", "thieves: [Ziad]"} {
		if !strings.Contains(string(out), k) {
			t.Errorf("written without %q:\n%s", k, out)
		}
	}
	zero, zst, _, err := Load([]byte("expansions: [artisans, thieves]\nboard: |\n"+board5+"\nplayer: {viziers: 0, merchandise: {}, items: [], thieves: []}\n"), "z.yaml", sultan.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	out, _ = FromState(zst, nil).YAML()
	if strings.Contains(string(out), "viziers") || strings.Contains(string(out), "merchandise") {
		t.Errorf("FromState wrote holdings at none:\n%s", out)
	}
	after := zero.After(zst)
	if got := after.Player.NotGiven(after.Expansions); !reflect.DeepEqual(got, []string{"Elders", "Artisans", "Fakirs"}) {
		t.Errorf("after: not given %q", got)
	}
	out, _ = after.YAML()
	again, _, _, err := Load(out, "after", sultan.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	again.Player.Djinns, after.Player.Djinns = nil, nil // none either way: [] is written, read back as nil
	if !reflect.DeepEqual(again.Player, after.Player) {
		t.Errorf("after round trip: %v\n%s\n%#v\n%#v", err, out, again.Player, after.Player)
	}
}
