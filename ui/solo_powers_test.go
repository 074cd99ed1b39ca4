package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// powersSetup: r1c2 V[W] moves to r1c3 O[W], taking 2 Elders and leaving
// r1c2 empty; the player holds Enki and Anun-Nak, and Kumarbi, which
// does nothing in solo.
func powersSetup(t testing.TB) func(*sultan.Setup) {
	tiles := withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
	return func(s *sultan.Setup) {
		tiles(s)
		s.Player.Djinns = []string{"Enki", "Anun-Nak", "Kumarbi"}
	}
}

// TestGuidedPowers: p lists only the powers usable now, with their cost
// and effect; a key past the
// list and a tile not listed are refused and change nothing; Enki's
// single payment is taken by itself and its Oasis typed; Anun-Nak's
// meeples are typed and the power played; Esc leaves the prompt.
func TestGuidedPowers(t *testing.T) {
	v, _ := newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "p")
	if v.mode == modePower || !v.msgErr || !strings.Contains(v.Message(), "no Djinn power, Magic Item or Thief can be used now") {
		t.Fatalf("p before the move: mode %d, %q", v.mode, v.Message())
	}
	typeText(v, "1213")
	if v.g.Player().Elders != 2 || v.Step() != stepCleanup {
		t.Fatalf("after the move: %+v, step %s (%s)", v.g.Player(), v.Step(), v.Message())
	}
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "p a Djinn's power, Magic Item or Thief (2 now)") {
		t.Errorf("no hint at clean-up:\n%s", screen)
	}
	typeText(v, "p")
	if v.mode != modePower {
		t.Fatalf("p: mode %d (%s)", v.mode, v.Message())
	}
	screen := drawScreen(t, v, 80, 24)
	for _, want := range []string{"1 Anun-Nak (1 Elder): 3 meeples from the bag onto an empty tile",
		"2 Enki (1 Elder): a Palm Tree on any Oasis"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the list lacks %q:\n%s", want, screen)
		}
	}
	n := len(v.g.Log())
	typeText(v, "3")
	if !v.msgErr || !strings.Contains(v.Message(), "not one of the options") || len(v.g.Log()) != n {
		t.Fatalf("a key past the list: %q", v.Message())
	}
	// Enki: the one payment by itself, a tile not an Oasis refused.
	typeText(v, "2")
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "r4c1") || !strings.Contains(screen, "Type the tile's row and column") {
		t.Errorf("Enki's tiles:\n%s", screen)
	}
	typeText(v, "12")
	if !v.msgErr || !strings.Contains(v.Message(), "not one of the tiles listed") || len(v.g.Log()) != n {
		t.Fatalf("a tile not listed: %q", v.Message())
	}
	typeText(v, "41")
	if v.g.Board().Tile(at(4, 1)).Palms != 1 || v.g.Player().Elders != 1 || v.mode != modeMenu {
		t.Fatalf("Enki: %s, %+v, mode %d (%s)", v.g.Board().Tile(at(4, 1)).Token(), v.g.Player(), v.mode, v.Message())
	}
	if !strings.Contains(v.Message(), "Enki used.") {
		t.Errorf("message %q", v.Message())
	}
	// Anun-Nak: the empty tiles listed, the meeples typed.
	typeText(v, "p1")
	if o, _ := v.pw.option(); o.Power != "Anun-Nak" {
		t.Fatalf("got %+v", o)
	}
	typeText(v, "12")
	screen = drawScreen(t, v, 80, 24)
	if !strings.Contains(screen, "The meeple(s), 3 at most") {
		t.Errorf("Anun-Nak's meeples:\n%s", screen)
	}
	typeText(v, "yw")
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || !strings.Contains(v.Message(), "it takes 3 meeples: 2 typed") || v.mode != modePower {
		t.Fatalf("2 meeples: %q", v.Message())
	}
	typeText(v, "g")
	pressKeys(v, tcell.KeyEnter)
	if m := v.g.Board().Tile(at(1, 2)).Meeples; m.Total() != 3 || m[game.Merchant] != 1 {
		t.Fatalf("Anun-Nak: %s (%s)", v.g.Board().Tile(at(1, 2)).Token(), v.Message())
	}
	tp, _ := v.g.Turn()
	if len(tp.Powers) != 2 {
		t.Errorf("the turn's powers: %v", tp.Powers)
	}
	// Nothing is left: p says so, and undo takes Anun-Nak back.
	typeText(v, "p")
	if v.mode == modePower || !v.msgErr {
		t.Errorf("p with nothing usable: mode %d, %q", v.mode, v.Message())
	}
	typeText(v, "uu") // the clean-up step, then the power
	if v.g.Board().Tile(at(1, 2)).Meeples.Total() != 0 {
		t.Errorf("undo: %s", v.g.Board().Tile(at(1, 2)).Token())
	}
}

// TestGuidedPowerEscape: Esc leaves the power prompt without a change.
func TestGuidedPowerEscape(t *testing.T) {
	v, _ := newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1213")
	n := len(v.g.Log())
	typeText(v, "p2")
	pressKeys(v, tcell.KeyEscape)
	if v.mode != modeMenu || len(v.g.Log()) != n {
		t.Fatalf("Esc: mode %d, %d events (want %d)", v.mode, len(v.g.Log()), n)
	}
}

// TestGuidedThieves: at a Sacred Place with Thieves the power prompt
// lists the Thieves to buy instead of a Djinn, paid as one; in a later
// turn a Thief held is listed after its tribe's action and takes from
// Yazid.
func TestGuidedThieves(t *testing.T) {
	x := game.Expansions{Thieves: true}
	v, _ := newTestSolo(t, withTiles(t, x, 2, map[game.Place]string{at(1, 3): "O[W]", at(1, 5): "SM[GB]"}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1314")
	if o, ok := v.pm.turnOptions(); !ok || o.Step != sultan.TurnTile {
		t.Fatalf("after the move: %+v (%s)", o, v.Message())
	}
	pressKeys(v, tcell.KeyEscape) // the face-up Thief not entered: every one that can lie there
	typeText(v, "p")
	screen := drawScreen(t, v, 80, 24)
	if !strings.Contains(screen, "2 the Thief you take: Ziad (paid as a Djinn): instead of a Djinn") {
		t.Fatalf("the Thieves to buy:\n%s", screen)
	}
	typeText(v, "2")
	if p := v.g.Player(); !p.HasThief("Ziad") || p.Elders != 2 || v.Step() != stepCleanup {
		t.Fatalf("Ziad bought: %+v, step %s (%s)", p, v.Step(), v.Message())
	}

	// A later turn: the Viziers taken, Ziad takes one of Yazid's.
	held := withTiles(t, x, 0, map[game.Place]string{at(1, 2): "V[Y]", at(1, 3): "O[Y]"})
	v, _ = newTestSolo(t, func(s *sultan.Setup) { held(s); s.Player.Thieves = []string{"Ziad"} }, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "p")
	if v.mode == modePower {
		t.Fatalf("Ziad listed before the Viziers' action")
	}
	typeText(v, "1213")
	council := v.g.Yazid().Council
	typeText(v, "p")
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "1 Ziad (no cost): Yazid discards a Vizier of his Council, you take it") {
		t.Fatalf("Ziad:\n%s", screen)
	}
	typeText(v, "1")
	if p, y := v.g.Player(), v.g.Yazid(); p.Viziers != 3 || y.Council != council-1 || p.HasThief("Ziad") {
		t.Fatalf("Ziad used: %+v, Council %d (%s)", p, y.Council, v.Message())
	}
}

// FuzzParseFrom: the Flute's meeples typed either fail with the format
// or give tiles of digits 1-9, a letter each, at most as many as typed.
func FuzzParseFrom(f *testing.F) {
	for _, s := range []string{"41W 52G", "41w,52g", "4", "41", "WW", "", "99Z 11Y 12y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ks, err := parseFrom(s)
		if err != nil {
			if !strings.Contains(err.Error(), "41W 52G") {
				t.Fatalf("got %v", err)
			}
			return
		}
		if len(ks) == 0 || len(ks) > len(s)/3 {
			t.Fatalf("%q: got %v", s, ks)
		}
		for _, k := range ks {
			if k.Row < 1 || k.Row > 9 || k.Col < 1 || k.Col > 9 || len([]rune(k.Meeple)) != 1 {
				t.Fatalf("%q: got %+v", s, k)
			}
		}
	})
}

func TestParseFrom(t *testing.T) {
	ks, err := parseFrom("41w, 52G")
	if err != nil || len(ks) != 2 || ks[0].Place != at(4, 1) || ks[0].Meeple != "W" || ks[1].Place != at(5, 2) {
		t.Fatalf("got %+v, %v", ks, err)
	}
	for _, bad := range []string{"4W", "412W", "41", "", "x"} {
		if _, err := parseFrom(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestGuidedFlyingCarpet: before the move, p lists the Flying Carpet; its
// move is typed in the text form and played, the last meeple far from
// the tile before it.
func TestGuidedFlyingCarpet(t *testing.T) {
	x := game.Expansions{Artisans: true}
	tiles := withTiles(t, x, 0, map[game.Place]string{at(1, 2): "V[W]"})
	v, _ := newTestSolo(t, func(s *sultan.Setup) { tiles(s); s.Player.Items[game.FlyingCarpet] = 1 }, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "p")
	screen := drawScreen(t, v, 80, 24)
	if v.mode != modePower || !strings.Contains(screen, "1 Flying Carpet (Magic Item, then discarded): the move") {
		t.Fatalf("the Carpet before the move:\n%s", screen)
	}
	typeText(v, "1")
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "The move, in its text form") {
		t.Fatalf("the Carpet's move:\n%s", screen)
	}
	n := len(v.g.Log())
	typeText(v, "r1c2: r1c3 W")
	pressKeys(v, tcell.KeyEnter)
	if !v.msgErr || !strings.Contains(v.Message(), "with no Elder") || len(v.g.Log()) != n {
		t.Fatalf("no Elder on r1c3: %q", v.Message())
	}
	for range "r1c2: r1c3 W" {
		pressKeys(v, tcell.KeyBackspace2)
	}
	typeText(v, "r1c2: r1c4 W")
	pressKeys(v, tcell.KeyEnter)
	tp, ok := v.g.Turn()
	if !ok || tp.Last() != at(1, 4) || v.g.Player().Elders != 2 || v.g.Player().Items[game.FlyingCarpet] != 0 {
		t.Fatalf("the Carpet's move: %+v (%s)", tp, v.Message())
	}
}

// TestGuidedPowerTent: Leta with a Camel and the Tent both left asks
// which, at 80x24; t places the Tent, c a Camel. Twin: with no Tent in
// play (no Artisans) Leta places a Camel without asking.
func TestGuidedPowerTent(t *testing.T) {
	arts := game.Expansions{Artisans: true}
	for _, tc := range []struct {
		name  string
		x     game.Expansions
		keys  string // after the tile
		ask   bool
		tent  bool
		camel int // the player's Camels left after Leta
	}{
		{name: "t: the Tent", x: arts, keys: "t", ask: true, tent: true, camel: 8},
		{name: "c: a Camel", x: arts, keys: "c", ask: true, camel: 7},
		{name: "no Tent in play: a Camel, unasked", x: game.Expansions{}, camel: 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tiles := withTiles(t, tc.x, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
			v, _ := newTestSolo(t, func(s *sultan.Setup) { tiles(s); s.Player.Djinns = []string{"Leta"} }, sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			typeText(v, "1213")
			if tc.x.Artisans {
				typeText(v, "c") // the emptied Oasis: a Camel
			}
			if v.g.Player().Camels != 8 {
				t.Fatalf("after the move: %+v (%s)", v.g.Player(), v.Message())
			}
			typeText(v, "p1") // Leta; 2 Elders, no Fakir: the one way to pay
			typeText(v, "12") // the Village the move emptied
			screen := drawScreen(t, v, 80, 24)
			asked := strings.Contains(screen, "Place a Camel or the Tent there:") && strings.Contains(screen, "t the Tent")
			if asked != tc.ask {
				t.Fatalf("asked %v, want %v:\n%s", asked, tc.ask, screen)
			}
			n := len(v.g.Log())
			if tc.ask {
				typeText(v, "x")
				if !v.msgErr || len(v.g.Log()) != n || v.mode != modePower {
					t.Fatalf("x: %q", v.Message())
				}
				typeText(v, tc.keys)
			}
			tile := v.g.Board().Tile(at(1, 2))
			if tile.Owner != 1 || tile.Tent != tc.tent || v.g.Player().Camels != tc.camel || v.mode != modeMenu {
				t.Fatalf("got %s, %d Camels, mode %d (%s)", tile.Token(), v.g.Player().Camels, v.mode, v.Message())
			}
		})
	}
}

// TestThiefMomentBeforeOasis: with Ziad usable after the Viziers'
// action, the Oasis's Palm Tree waits for the Thief's moment: the prompt
// says so (en, de); Ziad used, the Palm Tree is placed; the twin: Enter
// goes on without Ziad, the Palm Tree is placed and Ziad is kept, no
// longer usable this turn.
func TestThiefMomentBeforeOasis(t *testing.T) {
	x := game.Expansions{Thieves: true}
	held := withTiles(t, x, 0, map[game.Place]string{at(1, 2): "V[Y]", at(1, 3): "O[Y]"})
	want := map[string]string{"en": "p uses your Thief now, before the tile action", "de": "p setzt deinen Dieb jetzt ein"}
	for _, lang := range []string{"en", "de"} {
		for _, use := range []bool{true, false} {
			v, _ := newTestSolo(t, func(s *sultan.Setup) { held(s); s.Player.Thieves = []string{"Ziad"} }, sultan.Roll{White: 1, Black: 1})
			v.cfg.Language, v.bv.Lang = lang, lang
			toPlayerTurn(t, v)
			typeText(v, "1213")
			if o, ok := v.pm.turnOptions(); !ok || o.Step != sultan.TurnTile || !o.ByItself {
				t.Fatalf("%s: after the move: %+v (%s)", lang, o, v.Message())
			}
			if screen := drawScreen(t, v, 80, 24); !strings.Contains(strings.Join(strings.Fields(screen), " "), want[lang]) {
				t.Fatalf("%s: the Thief's moment:\n%s", lang, screen)
			}
			if use {
				typeText(v, "p1")
			} else {
				pressKeys(v, tcell.KeyEnter)
			}
			palms := v.g.Board().Tile(game.Place{Col: 3, Row: 1}).Palms
			tp, ok := v.g.Turn()
			if p := v.g.Player(); palms != 1 || p.HasThief("Ziad") != !use || !ok || !tp.Complete() {
				t.Fatalf("%s, Ziad used %v: %d Palm Trees, %+v (%s)", lang, use, palms, p, v.Message())
			}
			if !use && len(v.pw.list()) != 0 {
				t.Errorf("%s: Ziad still listed after the tile action", lang)
			}
		}
	}
}

// TestPowersNameTheTent: the power prompt's effects say what the
// Artisans text allows (artisans-of-naqala.de.txt: the Burning Scimitar
// puts "eines deiner Kamele (oder dein Zelt)" on the emptied tile, the
// Tempest Talisman moves "eines deiner Kamele oder dein Zelt", and a
// Tent is a Camel for every rule, so Leta's and Utug's too): the
// Scimitar and the Talisman listed at 80x24 name the Tent (en, de); Leta
// and Utug name it with Artisans. The twins: without Artisans Leta and
// Utug place a Camel only, and Enki's Palm Tree names no Tent.
func TestPowersNameTheTent(t *testing.T) {
	words := map[string][2]string{"en": {"Tent", "Camel"}, "de": {"Zelt", "Kamel"}}
	for _, lang := range []string{"en", "de"} {
		tent, camel := words[lang][0], words[lang][1]
		tiles := withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{at(1, 2): "V[W]", at(1, 3): "O[W]"})
		v, _ := newTestSolo(t, func(s *sultan.Setup) {
			tiles(s)
			s.Player.Items[game.BurningScimitar], s.Player.Items[game.TempestTalisman] = 1, 1
		}, sultan.Roll{White: 1, Black: 1})
		v.cfg.Language, v.bv.Lang = lang, lang
		toPlayerTurn(t, v)
		typeText(v, "1213")
		typeText(v, "c") // the emptied Oasis: a Camel, for the Talisman to move
		typeText(v, "p")
		if v.mode != modePower {
			t.Fatalf("%s: p: mode %d (%s)", lang, v.mode, v.Message())
		}
		screen := drawScreen(t, v, screenWidth, screenHeight)
		for _, it := range []game.Item{game.BurningScimitar, game.TempestTalisman} {
			line := powerEffect(lang, powerChoice{PowerOption: sultan.PowerOption{Power: it.Key(), Item: true}}, true)
			if !strings.Contains(line, tent) || !strings.Contains(line, camel) {
				t.Errorf("%s: %s: %q names no %s or no %s", lang, it, line, tent, camel)
			}
			if first := strings.Fields(line)[0]; !strings.Contains(screen, first) {
				t.Errorf("%s: the list lacks %s's effect %q:\n%s", lang, it, line, screen)
			}
		}
		if !strings.Contains(screen, tent) {
			t.Errorf("%s: the list names no %s:\n%s", lang, tent, screen)
		}
		for _, tc := range []struct {
			power     string
			artisans  bool
			wantTent  bool
			wantCamel bool
		}{
			{"Leta", true, true, true}, {"Utug", true, true, true},
			{"Leta", false, false, true}, {"Utug", false, false, true},
			{"Enki", true, false, false},
		} {
			line := powerEffect(lang, powerChoice{PowerOption: sultan.PowerOption{Power: tc.power}}, tc.artisans)
			if strings.Contains(line, tent) != tc.wantTent || strings.Contains(line, camel) != tc.wantCamel {
				t.Errorf("%s: %s, Artisans %v: %q; want the %s %v, a %s %v", lang, tc.power, tc.artisans, line, tent, tc.wantTent, camel, tc.wantCamel)
			}
		}
	}
}
