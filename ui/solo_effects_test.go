package ui

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// hostOnly are the host's methods that change the game or save it:
// only the host calls them (soloHost.do carries out a controller's
// effect).
var hostOnly = []string{"apply", "mark", "save", "do", "Undo", "Redo"}

// gameChanges are the methods of sultan.Game that change the game.
var gameChanges = []string{"Apply", "Undo", "Redo", "RollDice", "RecordRoll", "Outbid", "Resolve", "SetTile",
	"ChangePlayer", "ChangeYazid", "SetRows", "CleanUp", "End", "PlayMove", "Control", "Tribe", "TileAction", "Sell", "UsePower"}

// mayChange are the types and functions of the solo screen that may
// change the game or save it: the host, and the shell that opens the
// screen and keeps its file.
var mayChange = map[string]bool{"soloHost": true, "newSoloHost": true, "soloFlow": true, "soloSaves": true}

// controllerChanges lists the calls of src's functions, outside
// mayChange, that change the game or save it (hostOnly on anything,
// gameChanges on a game named g, the save hooks), as "func: call".
func controllerChanges(fs *token.FileSet, f *ast.File) []string {
	host, game := map[string]bool{}, map[string]bool{}
	for _, n := range hostOnly {
		host[n] = true
	}
	for _, n := range gameChanges {
		game[n] = true
	}
	named := func(e ast.Expr) string {
		switch x := e.(type) {
		case *ast.Ident:
			return x.Name
		case *ast.SelectorExpr:
			return x.Sel.Name
		}
		return ""
	}
	var out []string
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		owner := fd.Name.Name
		if fd.Recv != nil {
			t := fd.Recv.List[0].Type
			if s, ok := t.(*ast.StarExpr); ok {
				t = s.X
			}
			owner = named(t)
		}
		if mayChange[owner] {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			s, ok := c.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			name, on := s.Sel.Name, named(s.X)
			if host[name] || game[name] && on == "g" || on == "hooks" && (name == "save" || name == "saveIn") {
				out = append(out, fmt.Sprintf("%s %s: %s.%s", fs.Position(c.Pos()), fd.Name.Name, on, name))
			}
			return true
		})
	}
	return out
}

// TestControllersReturnEffects: no controller of the solo screen changes
// the game or saves it: it returns an effect, which the host alone
// carries out (soloHost.do), saving once.
func TestControllersReturnEffects(t *testing.T) {
	g := reflect.TypeOf(&sultan.Game{})
	for _, n := range gameChanges {
		if _, ok := g.MethodByName(n); !ok {
			t.Errorf("sultan.Game has no method %s: gameChanges is out of date", n)
		}
	}
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fs := token.NewFileSet()
	var bad []string
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") || !strings.HasPrefix(name, "solo_") && name != "binding.go" {
			continue
		}
		f, err := parser.ParseFile(fs, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		bad = append(bad, controllerChanges(fs, f)...)
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Errorf("a controller changes the game itself: %s", b)
	}
}

// TestControllerChangesFound is the twin: a controller that applies an
// event, saves, or calls the game's Apply is found; the host's own calls
// are not.
func TestControllerChangesFound(t *testing.T) {
	src := `package ui
func (ys *yazidSteps) rollKey() { ys.h.apply(stepPending, e); ys.h.g.Apply(e) }
func (re *roundEnd) key() effect { return play(stepPending, func() { re.h.save() }) }
func roundBindings(v *soloHost) { v.Undo(); v.hooks.save(nil, nil) }
func (v *soloHost) do(e effect) { v.apply(e.step); v.g.Apply(e); v.save() }
func (ys *yazidSteps) preview() { ys.h.g.Preview(); ys.h.g.Len() }
`
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, "src.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := controllerChanges(fs, f)
	want := []string{"rollKey: h.apply", "rollKey: g.Apply", "key: h.save", "roundBindings: v.Undo", "roundBindings: hooks.save"}
	if len(got) != len(want) {
		t.Fatalf("found %q, want %q", got, want)
	}
	for i, w := range want {
		if !strings.HasSuffix(got[i], w) {
			t.Errorf("found %q, want it to end in %q", got[i], w)
		}
	}
}

// TestSoloOneSavePerAnsweredDecision plays two scripted rounds by keys
// (the roll, Yazid's turn and his checklist, the move, the turn's
// prompts, the clean-up, an undo and a redo) and counts the saves of
// every key: a key that changes the log saves once, never more; no key
// saves twice.
func TestSoloOneSavePerAnsweredDecision(t *testing.T) {
	v, sg := newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 3})
	answered := 0
	for i, ev := range formKeys("\n\n\na\n1213\n\nuuurr\n\n\n\na\n") {
		n, saves := v.g.Len(), sg.saves
		v.key(ev)
		got := sg.saves - saves
		if got > 1 {
			t.Errorf("key %d (%s): %d saves, want at most 1", i, keyName(ev), got)
		}
		if v.g.Len() != n {
			answered++
			if got != 1 {
				t.Errorf("key %d (%s) changed the log (%d to %d events): %d saves, want 1", i, keyName(ev), n, v.g.Len(), got)
			}
		}
	}
	if answered < 6 {
		t.Errorf("%d keys answered a decision, want the round's (at least 6): %s", answered, v.Message())
	}
	// The twin: a cursor key changes nothing and saves nothing.
	saves := sg.saves
	v.key(tcell.NewEventKey(tcell.KeyUp, 0, 0))
	if sg.saves != saves {
		t.Errorf("a cursor key saved %d times", sg.saves-saves)
	}
}

// TestSoloKeysReplayNothing: no key of a scripted round replays the log
// (sultan.Replays), the move's last key, Yazid's turn, an undo and a
// redo included; the screen reopened on the saved game, undone steps
// and all, replays nothing either. The twin: the shell's restore of the
// save is one replay, and is counted.
func TestSoloKeysReplayNothing(t *testing.T) {
	v, sg := newTestSolo(t, powersSetup(t), sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 3})
	for i, ev := range formKeys("\n\n\na\n1213\nuuurr\n\n\n\na\nu") {
		n := sultan.Replays()
		v.key(ev)
		v.refresh()
		if got := sultan.Replays() - n; got != 0 {
			t.Errorf("key %d (%s): %d replays of the log, want none", i, keyName(ev), got)
		}
	}
	n := sultan.Replays()
	g, err := sultan.Restore(sg.log, v.g.RedoLog())
	if err != nil {
		t.Fatal(err)
	}
	if got := sultan.Replays() - n; got != 1 {
		t.Errorf("the restore: %d replays, want 1", got)
	}
	n = sultan.Replays()
	w := newSoloHost(g, nil, v.cfg, sg.ui, soloHooks{})
	if got := sultan.Replays() - n; got != 0 {
		t.Errorf("the screen reopened: %d replays, want none", got)
	}
	if w.Step() != v.Step() || len(w.ui.Redo) == 0 || w.Message() != "" {
		t.Errorf("reopened at %s with %d steps to redo (%q), want %s and the undone step", w.Step(), len(w.ui.Redo), w.Message(), v.Step())
	}
}

// phaseCalls lists the calls of Phase() in f's functions but screenAgrees
// (which checks a save against the phases the game kept, the setup's
// included), as "func: call".
func phaseCalls(fs *token.FileSet, f *ast.File) []string {
	var out []string
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || fd.Name.Name == "screenAgrees" {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				if s, ok := c.Fun.(*ast.SelectorExpr); ok && s.Sel.Name == "Phase" && len(c.Args) == 0 {
					out = append(out, fmt.Sprintf("%s %s: Phase()", fs.Position(c.Pos()), fd.Name.Name))
				}
			}
			return true
		})
	}
	return out
}

// TestNoRoundScriptedOnPhase: the screen reads what comes next from the
// engine's pending decision (sultan.Game.Pending), never from the game's
// phase; the twin finds a call of Phase() in a controller.
func TestNoRoundScriptedOnPhase(t *testing.T) {
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fs := token.NewFileSet()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fs, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range phaseCalls(fs, f) {
			t.Errorf("the round scripted on the phase: %s", c)
		}
	}
	src := `package ui
func (pm *playerMenu) goesOn() { if pm.h.g.Phase() == sultan.PlayerFirst {} }
func screenAgrees(g *sultan.Game) { g.Phase() }
`
	f, err := parser.ParseFile(fs, "src.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := phaseCalls(fs, f); len(got) != 1 || !strings.HasSuffix(got[0], "goesOn: Phase()") {
		t.Errorf("twin: found %q, want goesOn's call only", got)
	}
}

// TestSoloEffectThatFollowsSavesOnce: an effect and the one that follows
// it (a tile's meeples revealed, then the move that asked them) are one
// key: both applied, one save, after the last. The twin: the first one
// refused, nothing follows and nothing is saved.
func TestSoloEffectThatFollowsSavesOnce(t *testing.T) {
	v, sg := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	n, saves := v.g.Len(), sg.saves
	followed := false
	v.do(effect{events: []sultan.Event{sultan.RollEvent(sultan.Roll{White: 1, Black: 1})}, step: stepPending,
		next: func() effect {
			followed = true
			return kept(nil)
		}})
	if !followed || v.g.Len() != n+1 || sg.saves-saves != 1 {
		t.Errorf("followed %v, %d events applied, %d saves: want the effect that follows, 1 event, 1 save", followed, v.g.Len()-n, sg.saves-saves)
	}
	n, saves, followed = v.g.Len(), sg.saves, false
	v.do(effect{events: []sultan.Event{sultan.RollEvent(sultan.Roll{White: 1, Black: 1})}, step: stepPending,
		next: func() effect {
			followed = true
			return kept(nil)
		}})
	if followed || v.g.Len() != n || sg.saves != saves {
		t.Errorf("a second roll: followed %v, %d events applied, %d saves: want none", followed, v.g.Len()-n, sg.saves-saves)
	}
}

// TestSoloUnknownTileEditIsItsReveal: the meeples typed in the edit of a
// tile still to be asked, the rest of it as it stands, are its reveal
// (sultan.EventReveal, told in the log as the table's), not an edit. The
// twins: such a tile edited beyond its meeples, and a tile known, stay
// edits.
func TestSoloUnknownTileEditIsItsReveal(t *testing.T) {
	v := newUnknownSolo(t, sultan.Roll{White: 6, Black: 5})
	for _, ev := range formKeys("\n\n\na\n") {
		v.key(ev)
	}
	if v.Step() != stepPlayer {
		t.Fatalf("step %s, message %q", v.Step(), v.Message())
	}
	edit := func(p game.Place, change func(*game.Tile)) sultan.Event {
		t.Helper()
		tile := v.g.Board().Tile(p)
		change(&tile)
		typeText(v, "e")
		v.ui.Cursor = p
		pressKeys(v, tcell.KeyEnter, tcell.KeyCtrlU)
		typeText(v, tile.Token())
		pressKeys(v, tcell.KeyEnter)
		if v.msgErr || v.g.Board().Tile(p).Token() != tile.Token() {
			t.Fatalf("%v set to %s: %q", p, tile.Token(), v.Message())
		}
		log := v.g.Log()
		return log[len(log)-1]
	}
	meeples := func(s string) func(*game.Tile) {
		return func(tile *game.Tile) {
			m, err := game.ParseMeeples(s)
			if err != nil {
				t.Fatal(err)
			}
			tile.Meeples = m
		}
	}
	r1c1 := game.Place{Col: 1, Row: 1}
	if e := edit(r1c1, meeples("YWW")); e.Kind != sultan.EventReveal || v.unknownTiles()[r1c1] {
		t.Errorf("an unknown tile's meeples: got a %s event, still unknown %v", e.Kind, v.unknownTiles()[r1c1])
	}
	if got := v.log.lines[len(v.log.lines)-1]; !strings.Contains(got, "r1c1 holds YWW") {
		t.Errorf("the log: got %q, want the reveal", got)
	}
	r1c2 := game.Place{Col: 2, Row: 1}
	more := func(tile *game.Tile) {
		meeples("RBG")(tile)
		tile.Owner = 1 // the player's Camel
	}
	if e := edit(r1c2, more); e.Kind != sultan.EventTile || v.unknownTiles()[r1c2] {
		t.Errorf("an unknown tile edited beyond its meeples: got a %s event, still unknown %v", e.Kind, v.unknownTiles()[r1c2])
	}
	if e := edit(game.Place{Col: 1, Row: 2}, meeples("YG")); e.Kind != sultan.EventTile {
		t.Errorf("a known tile's meeples: got a %s event, want a tile edit", e.Kind)
	}
}
