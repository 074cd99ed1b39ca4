package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The advised turn records only what happened at the table: Enter takes
// an advised step only where the screen says what it takes, never a
// hidden draw, never a skip.

// planMove is a legal move of tribe tr from from to to on v's board.
func planMove(t *testing.T, v *soloHost, from, to game.Place, tr game.Tribe) game.Move {
	t.Helper()
	b := v.g.Board()
	paths, _, err := b.OutcomePaths(from, to, tr, 10)
	if err != nil || len(paths) == 0 {
		t.Fatalf("no path %v -> %v of %v: %v", from, to, tr, err)
	}
	return game.PathMove(from, paths[0].Path, anyOrder(t, b, from, paths[0].Path, tr))
}

// itemKey is the prompt's key of the Item it, as the options list it.
func itemKey(t *testing.T, o sultan.TurnOptions, it game.Item) string {
	t.Helper()
	i := slices.Index(o.Items, it)
	if i < 0 {
		t.Fatalf("%v not among %v", it, o.Items)
	}
	return optionKey(i)
}

// TestPrefillHiddenItemAsked: in an advised turn the Artisans' and the
// Workshop's Item are hidden draws: the screen asks which Item was drawn
// and shows the advice's Jewels as an estimate; Enter records no Item and
// says to type the Item drawn (it said "Enter takes no Item", a skip
// that Enter never is).
// The twin: the Item chosen (a Crown, a Chest) is recorded, not the
// advised Jewels, and the advice goes on guiding the turn.
func TestPrefillHiddenItemAsked(t *testing.T) {
	x := game.Expansions{Artisans: true}
	set := withTiles(t, x, 0, map[game.Place]string{at(5, 1): "V[P]", at(6, 1): "W[P]"})
	v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	plan := sultan.TurnPlan{Move: planMove(t, v, at(5, 1), at(6, 1), game.Artisan),
		Tribe: sultan.TribeChoice{Item: "jewels"}, Tile: sultan.TileChoice{Item: "jewels", Pay: sultan.PayArtisan}}
	v.pf.start(plan)
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter) // the start and last tiles
	for range 3 {
		if o, _ := v.pm.turnOptions(); o.Step != sultan.TurnControl {
			break
		}
		pressKeys(v, tcell.KeyEnter) // the Camel, as advised
	}
	o, ok := v.pm.turnOptions()
	if !ok || o.Step != sultan.TurnTribe || o.Tribe != game.Artisan {
		t.Fatalf("want the Artisans' Item: %+v (%s)", o, v.Message())
	}
	screen := stepRegion(drawScreen(t, v, screenWidth, screenHeight))
	for _, want := range []string{"Choose the Item you drew", "valued as Jewels", "type its key (s: none drawn)"} {
		if !strings.Contains(joined(screen), want) {
			t.Errorf("the Artisans' step: no %q in\n%s", want, screen)
		}
	}
	if strings.Contains(joined(screen), "as a Jewels") {
		t.Errorf("the Artisans' step says \"as a Jewels\":\n%s", screen)
	}
	if strings.Contains(screen, "Enter takes it") {
		t.Errorf("the Artisans' step offers Enter:\n%s", screen)
	}
	n := len(v.g.Log())
	pressKeys(v, tcell.KeyEnter)
	if tp, _ := v.g.Turn(); len(tp.Items) != 0 || len(v.g.Log()) != n || v.Message() != "the Item is the one you drew: type its key (s: none drawn)" {
		t.Fatalf("Enter recorded an Item not drawn: %v (%s)", tp.Items, v.Message())
	}
	typeText(v, itemKey(t, o, game.Crown))
	if tp, _ := v.g.Turn(); !slices.Equal(tp.Items, []game.Item{game.Crown}) {
		t.Fatalf("the Crown chosen: Items %v (%s)", tp.Items, v.Message())
	}
	o, ok = v.pm.turnOptions()
	if !ok || o.Step != sultan.TurnTile || o.Type != game.Workshop {
		t.Fatalf("want the Workshop's Item: %+v (%s)", o, v.Message())
	}
	screen = stepRegion(drawScreen(t, v, screenWidth, screenHeight))
	if !strings.Contains(joined(screen), "Choose the Item you drew") || strings.Contains(screen, "Enter takes it") {
		t.Errorf("the Workshop's step, the advice kept, asks the draw:\n%s", screen)
	}
	n = len(v.g.Log())
	pressKeys(v, tcell.KeyEnter)
	if tp, _ := v.g.Turn(); len(tp.Items) != 1 || len(v.g.Log()) != n || !strings.Contains(v.Message(), "type its key") {
		t.Fatalf("Enter at the Workshop recorded an Item not drawn: %v (%s)", tp.Items, v.Message())
	}
	typeText(v, itemKey(t, o, game.Chest))
	if tp, _ := v.g.Turn(); !slices.Equal(tp.Items, []game.Item{game.Crown, game.Chest}) {
		t.Errorf("the Chest chosen: Items %v (%s)", tp.Items, v.Message())
	}
}

// TestPrefillHiddenItemGerman: the German screen asks the draw too.
func TestPrefillHiddenItemGerman(t *testing.T) {
	x := game.Expansions{Artisans: true}
	set := withTiles(t, x, 0, map[game.Place]string{at(5, 1): "V[P]", at(6, 1): "W[P]"})
	v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	v.cfg.Language, v.bv.Lang = "de", "de"
	toPlayerTurn(t, v)
	plan := sultan.TurnPlan{Move: planMove(t, v, at(5, 1), at(6, 1), game.Artisan), Tribe: sultan.TribeChoice{Item: "jewels"}}
	v.pf.start(plan)
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	if o, ok := v.pm.turnOptions(); !ok || o.Tribe != game.Artisan || o.Step != sultan.TurnTribe {
		t.Fatalf("want the Artisans' Item: %+v (%s)", o, v.Message())
	}
	screen := joined(stepRegion(drawScreen(t, v, screenWidth, screenHeight)))
	if !strings.Contains(screen, "Den gezogenen Gegenstand wählen") || strings.Contains(screen, "Enter übernimmt es") {
		t.Errorf("the German Artisans' step:\n%s", screen)
	}
}

// TestPrefillSacredPlaceEnter: at a Sacred Place whose row is not
// tracked, the advice (no Djinn) says to press s: Enter does what the
// prompt says (the row's Djinns typed), never skips the purchase. The
// twin: s skips it, as advised.
func TestPrefillSacredPlaceEnter(t *testing.T) {
	for _, key := range []string{"\n", "s"} {
		v, _ := newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		v.pf.start(killPlan(t))
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter) // start, last, the kill
		if o, ok := v.pm.turnOptions(); !ok || o.Step != sultan.TurnTile {
			t.Fatalf("want the Sacred Place: %+v (%s)", o, v.Message())
		}
		screen := stepRegion(drawScreen(t, v, screenWidth, screenHeight))
		if !strings.Contains(screen, "Advised: skip the tile action: press s") || !strings.Contains(screen, "Enter (or d) types them") {
			t.Errorf("the Sacred Place's advice:\n%s", screen)
		}
		if strings.Contains(screen, "Enter takes it") {
			t.Errorf("Enter takes the skip:\n%s", screen)
		}
		n := len(v.g.Log())
		typeText(v, key)
		if key == "\n" {
			if v.mode != modePrompt || len(v.g.Log()) != n {
				t.Errorf("Enter: mode %d, log %d -> %d, want the row's Djinns typed (%s)", v.mode, n, len(v.g.Log()), v.Message())
			}
			continue
		}
		if tp, _ := v.g.Turn(); tp.Step != sultan.TurnDone && tp.Step != sultan.TurnSale || tp.Djinn != "" {
			t.Errorf("s: step %v, Djinn %q (%s)", tp.Step, tp.Djinn, v.Message())
		}
	}
}

// TestPrefillBuildersEnter: the Builders' step says what Enter takes,
// once: the advised 2 Fakirs (the prompt no longer says "Enter none"),
// and Enter adds them. The twin: 0 adds none, the Fakirs kept.
func TestPrefillBuildersEnter(t *testing.T) {
	for _, key := range []string{"\n", "0"} {
		set := func(s *sultan.Setup) {
			withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 2): "V[BB]"})(s)
			s.Player.Fakirs = 2
		}
		v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		plan := sultan.TurnPlan{Move: planMove(t, v, at(1, 2), at(2, 3), game.Builder), Tribe: sultan.TribeChoice{Fakirs: 2}}
		v.pf.start(plan)
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter) // start, last, path
		o, ok := v.pm.turnOptions()
		if !ok || o.Tribe != game.Builder || o.MaxFakirs != 2 {
			t.Fatalf("want the Builders' Fakirs: %+v (%s)", o, v.Message())
		}
		screen := joined(stepRegion(drawScreen(t, v, screenWidth, screenHeight)))
		for _, want := range []string{"Advised: 2 Fakirs added: Builders", "Enter the advised 2"} {
			if !strings.Contains(screen, want) {
				t.Errorf("no %q in\n%s", want, screen)
			}
		}
		if strings.Contains(screen, "Enter none") {
			t.Errorf("Enter has two meanings:\n%s", screen)
		}
		typeText(v, key)
		want := 0
		if key == "0" {
			want = 2
		}
		if got := v.g.Player().Fakirs; got != want {
			t.Errorf("%q: Fakirs left %d, want %d (%s)", key, got, want, v.Message())
		}
	}
}

// TestPrefillSaleKeys: an advised sale is Enter's, the prompt says so,
// and s alone sells nothing. The twin, no sale advised: Enter alone
// sells nothing, as the prompt says.
func TestPrefillSaleKeys(t *testing.T) {
	for _, sell := range []bool{true, false} {
		set := func(s *sultan.Setup) {
			withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 2): "V[BB]"})(s)
			s.Player.Goods[game.Fish], s.Player.Goods[game.Wheat] = 1, 1
		}
		v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		plan := sultan.TurnPlan{Move: planMove(t, v, at(1, 2), at(2, 3), game.Builder), Tile: sultan.TileChoice{Skip: true}}
		if sell {
			plan.Sale[game.Fish], plan.Sale[game.Wheat] = 1, 1
		}
		v.pf.start(plan)
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter) // start, last, path
		typeText(v, "s")                                             // no card bought at the market, as advised
		if !sell {
			// No sale advised: the turn goes on to the clean-up, whose s
			// opens the sale (TestSaleAtTheCleanUp).
			if v.Step() != stepCleanup || !keyOn(v, key('s')) {
				t.Errorf("no sale advised: step %s, s on %v (%s)", v.Step(), keyOn(v, key('s')), v.Message())
			}
			typeText(v, "s")
		}
		if o, ok := v.pm.turnOptions(); !ok || o.Step != sultan.TurnSale {
			t.Fatalf("want the sale: %+v (%s)", o, v.Message())
		}
		screen := joined(stepRegion(drawScreen(t, v, screenWidth, screenHeight)))
		if got := strings.Contains(screen, "Enter alone: no sale"); got == sell {
			t.Errorf("sell %v: the prompt's Enter alone no sale %v:\n%s", sell, got, screen)
		}
		coins := v.g.Player().Coins
		typeText(v, "s")
		if v.g.Player().Coins != coins {
			t.Errorf("sell %v: s sold for %d coins", sell, v.g.Player().Coins-coins)
		}
		if sell && v.Step() != stepCleanup {
			t.Errorf("s: step %s, want the clean-up (%s)", v.Step(), v.Message())
		}
	}
}
