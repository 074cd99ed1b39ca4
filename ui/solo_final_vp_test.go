package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// ptahFinal is the final form of an Artisans game whose player holds
// Ptah (reference section 4: VP ?) and Jafaar, with the settings' VPs.
func ptahFinal(t *testing.T, lang string, vps map[string]int) *SoloFinalView {
	t.Helper()
	set := func(s *sultan.Setup) {
		withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{})(s)
		s.Player.Djinns = []string{"Ptah", "Jafaar"}
	}
	v, _ := newTestSolo(t, set, sultan.Roll{White: 1, Black: 1})
	cfg := DefaultConfig()
	cfg.NoColor, cfg.Language, cfg.DjinnVP = true, lang, vps
	return newSoloFinalView(v.Game(), cfg, cardTally{})
}

// rowOf is the form's line labelled label, -1 for none.
func rowOf(f *SoloFinalView, label string) int {
	return slices.IndexFunc(f.fields, func(fl finalField) bool { return fl.label == label })
}

// heldVP is the VP the scored game gives the player's Djinn name.
func heldVP(g scoring.Game, name string) (int, bool) {
	for _, d := range g.Players[0].Djinns {
		if d.Name == name {
			return d.VP, d.VPKnown
		}
	}
	return 0, false
}

// TestFinalAsksUnknownDjinnVP: a Djinn whose VP the catalogue lacks is
// asked in the final form, on a line of its own right after the Djinns,
// empty: the score waits for it (no VP assumed) and says which line to
// type, not the settings 12 keys away. Typed, it scores and goes with
// the game scored. The twins: a VP the settings know, and a Djinn of the
// catalogue (Jafaar), ask nothing.
func TestFinalAsksUnknownDjinnVP(t *testing.T) {
	f := ptahFinal(t, "en", nil)
	row := rowOf(f, "Ptah VP (its card)")
	if djinns := rowOf(f, "Djinns (names, commas)"); row < 0 || row != djinns+1 || f.fields[row].value != "" {
		t.Fatalf("the Ptah VP line: at %d (Djinns at %d), fields %+v", row, djinns, f.fields)
	}
	if rowOf(f, "Jafaar VP (its card)") >= 0 {
		t.Errorf("a Djinn of the catalogue asked")
	}
	screen := drawScreen(t, f, screenWidth, screenHeight)
	for _, want := range []string{"Ptah VP (its card)", "Ptah: type the VP printed on its card (the line Ptah VP (its card))"} {
		if !strings.Contains(joined(screen), want) {
			t.Errorf("no %q in\n%s", want, screen)
		}
	}
	if strings.Contains(screen, "settings") {
		t.Errorf("the form sends the player to the settings:\n%s", screen)
	}
	var done *scoring.Game
	f.onDone = func(g scoring.Game, _ scoring.Result) { done = &g }
	pressKeys(f, tcell.KeyCtrlD)
	if done != nil || !f.msgErr {
		t.Fatalf("scored with Ptah's VP unknown: %+v", done)
	}
	f.row = row
	typeText(f, "7")
	pressKeys(f, tcell.KeyCtrlD)
	if done == nil {
		t.Fatalf("Ptah's VP typed, not scored: %q %q", f.msg, f.problem)
	}
	if vp, known := heldVP(*done, "Ptah"); vp != 7 || !known {
		t.Errorf("Ptah scored %d (known %v), want 7", vp, known)
	}

	f = ptahFinal(t, "en", map[string]int{"Ptah": 5})
	if rowOf(f, "Ptah VP (its card)") >= 0 || f.problem != "" {
		t.Errorf("the settings know Ptah's VP: asked (%q)", f.problem)
	}
	done = nil
	f.onDone = func(g scoring.Game, _ scoring.Result) { done = &g }
	pressKeys(f, tcell.KeyCtrlD)
	if done == nil {
		t.Fatalf("not scored: %q", f.msg)
	}
	if vp, _ := heldVP(*done, "Ptah"); vp != 5 {
		t.Errorf("Ptah scored %d, want the settings' 5", vp)
	}
}

// TestFinalDjinnVPFollowsTheNames: a Djinn typed into the Djinns' line
// gets its VP line (Geb, in German), one typed away loses it, the VP
// typed for another kept; the cursor stays on the line it was on.
func TestFinalDjinnVPFollowsTheNames(t *testing.T) {
	f := ptahFinal(t, "de", nil)
	djinns := rowOf(f, tr("de", "ui.final.djinns"))
	f.row = djinns + 1
	typeText(f, "4")
	f.row = djinns
	typeText(f, ", Geb")
	if got := rowOf(f, "Geb SP (Karte)"); got != djinns+2 || f.row != djinns {
		t.Fatalf("Geb typed: its line at %d, want %d; cursor %d", got, djinns+2, f.row)
	}
	if !strings.Contains(drawScreen(t, f, screenWidth, screenHeight), "Geb SP (Karte)") {
		t.Errorf("the German form does not ask Geb's SP")
	}
	coins := rowOf(f, tr("de", "ui.final.coins"))
	f.fields[djinns].value = "Jafaar, Geb"
	f.row = coins
	typeText(f, "1")
	if rowOf(f, "Ptah SP (Karte)") >= 0 || rowOf(f, "Geb SP (Karte)") != djinns+1 {
		t.Errorf("Ptah typed away: fields %+v", f.fields)
	}
	f.fields[djinns].value = "Ptah, Jafaar, Geb"
	typeText(f, "\b")
	if r := rowOf(f, "Ptah SP (Karte)"); r < 0 || f.fields[r].value != "" {
		t.Errorf("Ptah back: its line %d, want it asked again, empty", r)
	}
}
