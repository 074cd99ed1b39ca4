package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// A new user's audit of a whole solo game (the tests of this file).

// TestCleanupAtTheEndRefillsNothing: the last clean-up, the game ending,
// says that nothing is refilled and that the final holdings come next;
// it said "Refill the resource row ..." (and to put out a Thief) as in
// any round. The round going on still says to refill (the twin).
func TestCleanupAtTheEndRefillsNothing(t *testing.T) {
	end := stepLine{"A side placed its last camel: the game ends now. Enter ends it and checks the Viziers.", lineBad}
	checkSteps(t, []stepCase{
		{"the end, with the Thieves", cleanupStep{lang: "en", thieves: true, end: sultan.EndYazidCamels}, 0, []stepLine{
			{"No refill: the game ends here. Next you enter your final holdings.", lineNormal}, end}},
		{"the end in German", cleanupStep{lang: "de", end: sultan.EndYazidCamels}, 0, []stepLine{
			{"Kein Auffüllen: die Partie endet hier. Danach gibst du deinen Besitz am Ende ein.", lineNormal},
			{"Eine Seite hat ihr letztes Kamel gesetzt: die Partie endet jetzt. Enter beendet sie und prüft die Wesire.", lineBad}}},
		{"the round goes on: the refill", cleanupStep{lang: "en", thieves: true}, 0, []stepLine{
			{"Refill the resource row to 9 cards and the Djinns to 3 face up.", lineNormal},
			{"Put out a Thief if none is face up.", lineNormal},
			{"Enter  next round", lineHeading}}},
	})
}

// TestPlayerHoldsThieves: the "You hold" line of the player's turn names
// the Thieves held, as it names the Djinns; without the Thieves it says
// nothing of them (the twin).
func TestPlayerHoldsThieves(t *testing.T) {
	checkSteps(t, []stepCase{
		{"a Thief held", playerStep{lang: "en", djinns: []string{"Enki"}, thieves: []string{"Ziad", "Quafat"}, withThieves: true}, 0, []stepLine{
			{"1-9 1-9  your move: the start tile's row, then its column; or m and arrows", lineHeading},
			{"a  advice: the best moves   p  Djinn powers, Magic Items, Thieves", lineHeading},
			{"e  edit any tile   h  coins, meeples, cards, Djinns   y  Yazid's pieces", lineHeading},
			{"Enter  your turn is done: clean-up", lineHeading},
			{"You hold: coins 0, Viziers 0, Elders 0, Fakirs 0, Artisans 0; Djinns: Enki; Thieves: Ziad, Quafat.", lineNormal}}},
		{"none held, in German", playerStep{lang: "de", withThieves: true}, 0, []stepLine{
			{"1-9 1-9  dein Zug: Reihe, dann Spalte des Startplättchens; oder m und Pfeile", lineHeading},
			{"a  Rat: die besten Züge   p  Dschinn-Kräfte, Zaubergegenstände, Diebe", lineHeading},
			{"e  Plättchen ändern   h  Gold, Meeples, Karten, Dschinn   y  Yazids Figuren", lineHeading},
			{"Enter  dein Zug ist fertig: Aufräumen", lineHeading},
			{"Du hast: Gold 0, Wesire 0, Älteste 0, Fakire 0, Kunstschmiede 0; Dschinn: keine; Diebe: keine.", lineNormal}}},
	})
	hold := func(v *soloHost) string {
		for _, l := range v.pm.view(false).lines(200) {
			if strings.HasPrefix(l.text, "You hold:") {
				return l.text
			}
		}
		return ""
	}
	x := game.Expansions{Thieves: true}
	v, _ := newTestSolo(t, func(s *sultan.Setup) {
		withTiles(t, x, 0, map[game.Place]string{})(s)
		s.Player.Thieves = []string{"Ziad"}
	}, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	if got := hold(v); !strings.HasSuffix(got, "; Djinns: none; Thieves: Ziad.") {
		t.Errorf("with Ziad held: %q", got)
	}
	v, _ = newTestSolo(t, withTiles(t, game.Expansions{}, 0, map[game.Place]string{}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	if got := hold(v); strings.Contains(got, "Thieves") || got == "" {
		t.Errorf("without the Thieves: %q", got)
	}
}

// chooseOnEmpty starts a game whose roll 2,2 strikes r2 c2, emptied: the
// player chooses Yazid's target in column 2 (r1, r3, r4, r5). The cursor
// was left on r4 c2 before, as a move leaves it.
func chooseOnEmpty(t *testing.T) *soloHost {
	t.Helper()
	v, _ := newTestSolo(t, func(s *sultan.Setup) {
		b := soloBoard(t)
		empty, err := game.ParseToken("O")
		if err != nil {
			t.Fatal(err)
		}
		*b.At(at(2, 2)) = empty
		*s = sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules())
	}, sultan.Roll{White: 2, Black: 2})
	v.ui.Cursor = at(4, 2)
	pressKeys(v, tcell.KeyEnter) // the roll asks the choice at once
	if v.Step() != stepChoose {
		t.Fatalf("step %s (%s), want the choice of Yazid's target", v.Step(), v.Message())
	}
	return v
}

// TestChooseTargetLikeElsewhere: the choice of Yazid's target lists its
// tiles as everything else says them (r1 c2, not "row 1, column 2"), and
// the cursor starts on the first tile listed, wherever it was before.
func TestChooseTargetLikeElsewhere(t *testing.T) {
	v := chooseOnEmpty(t)
	screen := drawScreen(t, v, 80, 24)
	listed := regexp.MustCompile(`(?m)^\s+>? ?(r\d c\d): `).FindAllStringSubmatch(screen, -1)
	var tiles []string
	for _, m := range listed {
		tiles = append(tiles, m[1])
	}
	if strings.Join(tiles, ", ") != "r1 c2, r3 c2, r4 c2, r5 c2" || strings.Contains(screen, "column 2;") {
		t.Errorf("the tiles listed:\n%s", screen)
	}
	if v.ui.Cursor != at(1, 2) || !strings.Contains(screen, "Now on r1 c2") {
		t.Errorf("the cursor starts on %v, want r1 c2, the first listed:\n%s", v.ui.Cursor, screen)
	}
}

// TestChooseTargetByDigits: the tile's row and column typed choose it
// among those listed, as the guided entry takes a tile; a tile not listed
// is refused with the reason and changes nothing.
func TestChooseTargetByDigits(t *testing.T) {
	v := chooseOnEmpty(t)
	n := len(v.g.Log())
	typeText(v, "2")
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "Typed: r2 c_") {
		t.Errorf("the row typed is not shown:\n%s", screen)
	}
	typeText(v, "2")
	if v.Step() != stepChoose || !v.msgErr || !strings.Contains(v.Message(), "r2 c2 (Oasis) is not one of the tiles marked ?") ||
		len(v.ui.Answers) != 0 || len(v.g.Log()) != n {
		t.Fatalf("r2 c2, not listed: step %s, message %q, answers %v", v.Step(), v.Message(), v.ui.Answers)
	}
	typeText(v, "35")
	if v.Step() != stepChoose || !v.msgErr || len(v.ui.Answers) != 0 {
		t.Fatalf("r3 c5, not listed: step %s, message %q, answers %v", v.Step(), v.Message(), v.ui.Answers)
	}
	typeText(v, "4")
	pressKeys(v, tcell.KeyBackspace2)
	typeText(v, "32")
	if got := resolvedOn(v); v.Step() != stepChecklist || len(got) != 1 || got[0] != at(3, 2) {
		t.Fatalf("r3 c2 typed: step %s, Yazid played on %v (%s)", v.Step(), got, v.Message())
	}
}

// TestBuyThiefNamesTheOneTaken: at a Sacred Place the Thieves to buy are
// listed as the Thief the player takes, not as "the face-up Thief" (the
// program does not know which one lies face up).
func TestBuyThiefNamesTheOneTaken(t *testing.T) {
	x := game.Expansions{Thieves: true}
	v, _ := newTestSolo(t, withTiles(t, x, 2, map[game.Place]string{at(1, 3): "O[W]", at(1, 5): "SM[GB]"}), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1314")
	pressKeys(v, tcell.KeyEscape) // the face-up Thief not entered: every one that can lie there
	typeText(v, "p")
	screen := drawScreen(t, v, 80, 24)
	if strings.Contains(screen, "face-up") || !strings.Contains(screen, "2 the Thief you take: Ziad (paid as a Djinn): instead of a Djinn\n") ||
		!strings.Contains(screen, "A Thief bought now is used from your next turn on.") {
		t.Errorf("the Thieves to buy:\n%s", screen)
	}
	de := powerChoice{PowerOption: sultan.PowerOption{Power: "Ziad", Name: "Ziad"}, Buy: true}
	if got := powerName("de", de) + ": " + powerEffect("de", de, false); got != "der Dieb, den du nimmst: Ziad: statt eines Dschinns" {
		t.Errorf("in German: %q", got)
	}
	// The twin: a Thief held and used is named as itself.
	if got := powerName("en", powerChoice{PowerOption: sultan.PowerOption{Power: "Ziad", Name: "Ziad"}}); got != "Ziad" {
		t.Errorf("a Thief held: %q", got)
	}

	// The twin: powers without a Thief to buy have no note of one.
	v, _ = newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "1213")
	typeText(v, "p")
	if screen := drawScreen(t, v, 80, 24); v.mode != modePower || strings.Contains(screen, "Thief bought") || strings.Contains(screen, "Thief you take") {
		t.Errorf("no Thief to buy:\n%s", screen)
	}
}

// TestChooseTargetAdvised: a in the choice of Yazid's target puts the
// cursor on the tile the advice says limits the damage (advisor.Redirect),
// says so, and marks the game as played with advice; Enter takes it. The
// twin: a target chosen without a leaves the game unadvised.
func TestChooseTargetAdvised(t *testing.T) {
	v := chooseOnEmpty(t)
	roll, _ := v.g.CurrentRoll()
	want, err := advisor.Redirect(v.g.State(), roll, v.g.Rules(), advisor.DefaultWeights(), nil)
	if err != nil {
		t.Fatal(err)
	}
	typeText(v, "a")
	screen := drawScreen(t, v, 80, 24)
	if v.ui.Cursor != want || !v.ui.Advised || !strings.Contains(screen, "Advice: "+want.Short()) {
		t.Fatalf("after a: cursor %v (advice %v), advised %v:\n%s", v.ui.Cursor, want, v.ui.Advised, screen)
	}
	pressKeys(v, tcell.KeyEnter)
	if v.at.askingFakirs {
		typeText(v, "0") // his Merchant's card: no Fakir
	}
	if got := resolvedOn(v); len(got) != 1 || got[0] != want {
		t.Errorf("Yazid played on %v, want the advised %v (step %s, %s)", got, want, v.Step(), v.Message())
	}
	plain := chooseOnEmpty(t)
	pressKeys(plain, tcell.KeyTab, tcell.KeyEnter)
	if plain.ui.Advised || len(resolvedOn(plain)) != 1 {
		t.Errorf("chosen without advice: advised %v, played on %v", plain.ui.Advised, resolvedOn(plain))
	}
}

// TestDiceOutbidAdvised: a on Yazid's dice asks the advice whether to
// outbid (advisor.Outbid, off the screen's thread in the app): with 5
// Assassins in front of Yazid and the roll on a tile of 2, letting it
// strike loses, and the advice says to outbid; the game is marked as
// played with advice. The twin: the roll on a tile of 2 Elders and a
// Merchant is let strike, the advice naming all it takes (it said
// "nothing of yours").
func TestDiceOutbidAdvised(t *testing.T) {
	dice := func(roll sultan.Roll) *soloHost {
		v, _ := newTestSolo(t, func(s *sultan.Setup) {
			// Four Assassins off the board, for the five beside it.
			b := soloBoard(t)
			b.At(at(5, 2)).Meeples[game.Assassin] = 0 // S6[RRB]
			b.At(at(2, 6)).Meeples[game.Assassin] = 0 // SM[BRR]
			*s = sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules())
			s.Yazid.Assassins = 5
		}, roll)
		pressKeys(v, tcell.KeyEnter)
		if v.Step() != stepDice {
			t.Fatalf("step %s (%s), want Yazid's dice", v.Step(), v.Message())
		}
		typeText(v, "a")
		return v
	}
	v := dice(sultan.Roll{White: 2, Black: 2}) // r2 c2 O[RRW]
	if !strings.Contains(v.Message(), "Advice: outbid with o (4 coins); otherwise the roll loses the game.") || !v.ui.Advised {
		t.Errorf("a losing roll: message %q, advised %v", v.Message(), v.ui.Advised)
	}
	if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, "otherwise the roll loses the game") {
		t.Errorf("the advice is not on the screen:\n%s", screen)
	}
	v = dice(sultan.Roll{White: 6, Black: 3}) // r3 c6 V[WWG]
	if !strings.Contains(v.Message(), "Advice: let the roll strike with Enter (it takes 2 Elders, 1 Merchant, 1 card, a Djinn); outbidding costs 9 coins.") {
		t.Errorf("a roll taking two Elders and a Merchant: message %q", v.Message())
	}
}

// resolvedOn are the tiles chosen for Yazid's last turn played, nil
// while none is.
func resolvedOn(v *soloHost) []game.Place {
	log := v.g.Log()
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Kind == sultan.EventResolve {
			return log[i].Choices
		}
	}
	return nil
}
