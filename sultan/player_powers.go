package sultan

import (
	"fmt"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
)

// The activated Djinn powers and the Magic Items the player uses during
// the turn (the cheat sheet), one event each (docs/turn.md). A power comes
// at any point of the player's turn, before the move too, outside the
// control step; a Djinn's once a turn; a Magic Item is discarded when
// used, and one Magic Item a turn.

// EventPower records a Djinn's power or a Magic Item used.
const EventPower EventKind = "power"

// The ways to pay a power of 1 Elder or 1 Fakir (cheat sheet), beside the
// Sacred Place's.
const (
	PayElder Payment = "elder" // 1 Elder
	PayFakir Payment = "fakir" // 1 Fakir
)

// PowerUse is a power used and its choices; only the fields the power
// takes may be set. Its JSON form is {"power": "Enki", "pay": "fakir",
// "at": {"col": 2, "row": 3}}.
type PowerUse struct {
	// Power: the Djinn's name or the Magic Item's key.
	Power string `json:"power"`
	// Pay: the cost of a Djinn's power; may be left out when one way only
	// is affordable.
	Pay Payment `json:"pay,omitempty"`
	// At: the tile the power acts on.
	At *game.Place `json:"at,omitempty"`
	// To: where the Tempest Talisman moves the Camel from At.
	To *game.Place `json:"to,omitempty"`
	// Meeples: letters: the 3 drawn from the bag (Anun-Nak), the 1 or 2
	// removed (Burning Scimitar), the second victim (Iblis).
	Meeples string `json:"meeples,omitempty"`
	// Djinn: kept of the 3 drawn (Sibittis), taken (Fabulous Lamp).
	Djinn string `json:"djinn,omitempty"`
	// Item: taken from the discard pile (Rebirth Ring).
	Item string `json:"item,omitempty"`
	// Card: drawn from the resource pile (Sloar).
	Card string `json:"card,omitempty"`
	// From: the meeples moved onto At (Enchanting Flute), at most 5.
	From []Kill `json:"from,omitempty"`
	// Row: the resource row as it stands after the Horn of Plenty, front
	// first (tracked row only).
	Row []string `json:"row,omitempty"`
	// Move: the move made with the Flying Carpet, in JSON its text form.
	Move *game.Move `json:"move,omitempty"`
	// Tent: the Tent instead of a Camel (Leta, Utug, Kohdiah).
	Tent bool `json:"tent,omitempty"`

	// unread is why the Move's text did not read: RefuseUnreadMove.
	unread error
}

func (u PowerUse) clone() PowerUse {
	if u.At != nil {
		p := *u.At
		u.At = &p
	}
	if u.To != nil {
		p := *u.To
		u.To = &p
	}
	u.From = slices.Clone(u.From)
	u.Row = cloneStrings(u.Row)
	if u.Move != nil {
		m := cloneMove(*u.Move)
		u.Move = &m
	}
	return u
}

// PowerEvent records a power used.
func PowerEvent(u PowerUse) Event {
	u = u.clone()
	return Event{Kind: EventPower, Power: &u}
}

// UsePower uses a Djinn's power or a Magic Item in the player's turn.
func (g *Game) UsePower(u PowerUse) (TurnProgress, error) { return g.applyTurn(PowerEvent(u)) }

// What a power takes beside its cost, for the checks and the UI.
const (
	needTile    = 1 << iota // At
	needTo                  // To
	needMeeples             // Meeples
	needDjinn               // Djinn
	needItem                // Item
	needCard                // Card
	needFrom                // From
	needMove                // Move
)

// power is a power the engine plays: a Djinn (item false) or a Magic Item.
type power struct {
	name  string // the Djinn's catalogue name, the Item's key, the Thief's name
	thief bool   // a Thief (player_thieves.go)
	item  game.Item
	pays  []Payment // a Djinn's cost, nil for none
	needs int
	tent  bool // places a Camel, or the Tent instead (Leta, Utug, Kohdiah)
	// needsNow, when set, says what the power takes on this table
	// instead of needs.
	needsNow func(st *State, t *TurnProgress) int
	// usable reports, for the options, whether the power can be used now
	// (beside its cost); may is the reason when it cannot.
	usable func(st *State, t *TurnProgress) bool
	// tiles lists the tiles At may be (needTile).
	tiles func(st *State, t *TurnProgress) []game.Place
	play  func(st *State, t *TurnProgress, u PowerUse, what string) error
}

var (
	oneOf = []Payment{PayElder, PayFakir}
	twoOf = []Payment{PayElders, PayElderFakir}
)

// powers are the powers the engine plays, Djinns first (cheat sheet).
var powers = []power{
	{name: "Anun-Nak", pays: oneOf, needs: needTile | needMeeples, usable: anunNakUsable, tiles: emptyTiles, play: anunNak},
	{name: "Bouraq", pays: oneOf, needs: needTile, usable: palacesLeft, tiles: tilesOf(game.Village), play: bouraq},
	{name: "Enki", pays: oneOf, needs: needTile, usable: palmsLeft, tiles: tilesOf(game.Oasis), play: enki},
	{name: "Hagis", pays: oneOf, needs: needTile, usable: palacePlaced, tiles: palaceMoves, play: hagis},
	{name: "Iblis", pays: oneOf, needs: needMeeples, usable: iblisUsable, play: iblis},
	{name: "Kandicha", pays: []Payment{}, usable: func(_ *State, t *TurnProgress) bool { return len(t.kills()) > t.KandichaDone },
		needsNow: kandichaNeeds, play: kandicha},
	{name: "Lamia", pays: oneOf, needs: needTile, usable: palmPlaced, tiles: palmMoves, play: lamia},
	{name: "Leta", pays: twoOf, needs: needTile, tent: true, usable: camelLeft, tiles: emptyTiles, play: leta},
	{name: "Sibittis", pays: twoOf, needs: needDjinn, usable: djinnInDeck, play: sibittis},
	{name: "Sloar", pays: []Payment{PayFakir}, needs: needCard, play: sloar},
	{name: "Utug", pays: twoOf, needs: needTile, tent: true, usable: camelLeft, tiles: meepleOnlyTiles, play: utug},

	{name: game.BurningScimitar.Key(), item: game.BurningScimitar, needs: needTile | needMeeples, tiles: meepleTiles, play: scimitar},
	{name: game.FabulousLamp.Key(), item: game.FabulousLamp, needs: needDjinn, usable: lampUsable, play: lamp},
	{name: game.EnchantingFlute.Key(), item: game.EnchantingFlute, needs: needTile | needFrom, tiles: fluteTiles, play: flute},
	{name: game.RebirthRing.Key(), item: game.RebirthRing, needs: needItem, play: ring},
	{name: game.TempestTalisman.Key(), item: game.TempestTalisman, needs: needTile | needTo, tiles: camelTiles, play: talisman},
	{name: game.HornOfPlenty.Key(), item: game.HornOfPlenty, play: horn},
	{name: game.FlyingCarpet.Key(), item: game.FlyingCarpet, needs: needMove, play: carpet},
}

// isItem reports whether the power is a Magic Item's.
func (pw power) isItem() bool { return pw.pays == nil }

// needsOn is what the power takes on st.
func (pw power) needsOn(st *State, t *TurnProgress) int {
	if pw.needsNow != nil {
		return pw.needsNow(st, t)
	}
	return pw.needs
}

// Words names the power: the Djinn, or the Item as printed.
func (pw power) words() string {
	if pw.isItem() {
		return pw.item.String()
	}
	return pw.name
}

// lookupPower finds a power by a Djinn's name (any spelling) or an Item's
// key or name.
func lookupPower(name string) (power, bool) {
	if th, ok := game.LookupThief(name); ok {
		return thiefPower(th), true
	}
	if d, ok := game.LookupDjinn(name); ok {
		name = d.Name
	} else if it, err := game.ParseItem(name); err == nil {
		name = it.Key()
	}
	for _, pw := range powers {
		if pw.name == name {
			return pw, true
		}
	}
	return power{}, false
}

// held reports whether the player holds the power's Djinn or Item.
func (pw power) held(p Holdings) bool {
	if pw.thief {
		return p.HasThief(pw.name)
	}
	if pw.isItem() {
		return p.Items[pw.item] > 0
	}
	return p.HasDjinn(pw.name)
}

// powerTime is the reason a power cannot be used at this point of the
// turn, "" when it can. A Djinn's power or a Magic Item comes at any
// point of the player's turn, before the move too (Artisans: "irgendwann
// im Verlauf des Spiels während deines Zuges"); the Flying Carpet makes
// the move; the control of an emptied tile comes first.
func (t *TurnProgress) powerTime(pw power) string {
	switch {
	case t.Step == TurnControl:
		return "control the emptied tile first"
	case pw.name == game.FlyingCarpet.Key() && t.Step != TurnMove:
		return "it is used for the move, and the move is entered"
	case pw.thief:
		th, _ := game.LookupThief(pw.name)
		return thiefTime(t, th)
	}
	return ""
}

// itemUsed names the Magic Item used this turn, "" when none was.
func (t *TurnProgress) itemUsed() string {
	for _, name := range t.Powers {
		if pw, ok := lookupPower(name); ok && pw.isItem() {
			return pw.words()
		}
	}
	return ""
}

// powerNow is why the held power pw cannot be used now, and the words of
// the refusal; "" when it can (its cost and tiles aside).
func (t *TurnProgress) powerNow(st *State, pw power) (BlockReason, string) {
	if why := t.powerTime(pw); why != "" {
		return BlockTime, why
	}
	switch {
	case pw.name == "Kandicha":
		// Kandicha: "Jedes Mal, wenn deine Meuchelmörder zuschlagen":
		// once for each meeple killed (Iblis kills two).
		if t.KandichaDone > 0 && t.KandichaDone >= len(t.kills()) {
			return BlockUsed, "it acted on each kill of this turn already (once a kill)"
		}
	case !pw.isItem() && slices.Contains(t.Powers, pw.name):
		return BlockUsed, "used already this turn (once a turn)"
	case pw.isItem() && t.itemUsed() != "":
		// Artisans: "Du darfst in jedem Spielzug nur einen Magischen
		// Gegenstand nutzen."
		return BlockItem, fmt.Sprintf("one Magic Item a turn, and you used the %s this turn", t.itemUsed())
	}
	if pw.usable != nil && !pw.usable(st, t) {
		if pw.thief {
			th, _ := game.LookupThief(pw.name)
			return BlockNothing, thiefReason(st, t, th)
		}
		return BlockNothing, pw.notNowWords()
	}
	return "", ""
}

// usePower plays a power with the player's choices (cheat sheet).
func (t *TurnProgress) usePower(st *State, u PowerUse) error {
	what := "power " + u.Power
	pw, ok := lookupPower(u.Power)
	if !ok {
		if _, known := game.LookupDjinn(u.Power); known {
			return fmt.Errorf("sultan: %s: the engine does not play this power (docs/turn.md)", what)
		}
		return fmt.Errorf("sultan: %s: no Djinn or Magic Item of that name", what)
	}
	what = "power " + pw.words()
	p := &st.Player
	why, words := t.powerNow(st, pw)
	switch {
	case why == BlockTime:
		return fmt.Errorf("%w: %s: %s", ErrWrongPhase, what, words)
	case !pw.held(*p) && pw.isItem():
		return fmt.Errorf("sultan: %s: you hold no %s", what, pw.words())
	case !pw.held(*p):
		return fmt.Errorf("sultan: %s: you do not hold %s", what, pw.name)
	case why != "":
		return fmt.Errorf("sultan: %s: %s", what, words)
	case u.Tent && !pw.tent:
		return fmt.Errorf("sultan: %s: the Tent is not a choice of %s", what, pw.words())
	}
	needs := pw.needsOn(st, t)
	refuse := func(field string, need int, set bool) error {
		if set && needs&need == 0 {
			return fmt.Errorf("sultan: %s: %s is not a choice of %s", what, field, pw.words())
		}
		if !set && needs&need != 0 {
			return fmt.Errorf("sultan: %s: name %s", what, field)
		}
		return nil
	}
	for _, e := range []error{
		refuse("the tile", needTile, u.At != nil),
		refuse("the tile the Camel goes to", needTo, u.To != nil),
		refuse("the meeples", needMeeples, u.Meeples != ""),
		refuse("the Djinn", needDjinn, u.Djinn != ""),
		refuse("the Item", needItem, u.Item != ""),
		refuse("the card", needCard, u.Card != ""),
		refuse("the meeples moved", needFrom, u.From != nil),
		refuse("the move", needMove, u.Move != nil),
	} {
		if e != nil {
			return e
		}
	}
	if u.Row != nil && !(pw.isItem() && pw.item == game.HornOfPlenty) {
		return fmt.Errorf("sultan: %s: the row is not a choice of %s", what, pw.words())
	}
	if pw.isItem() {
		if u.Pay != "" {
			return fmt.Errorf("sultan: %s: a Magic Item costs nothing", what)
		}
	} else if len(pw.pays) == 0 {
		if u.Pay != "" {
			return fmt.Errorf("sultan: %s: %s costs nothing", what, pw.name)
		}
	} else {
		pay, err := choosePayment(what, u.Pay, *p, 0, pw.pays...)
		if err != nil {
			return err
		}
		pay.pay(p)
	}
	if u.At != nil && pw.tiles != nil && !slices.Contains(pw.tiles(st, t), *u.At) {
		return fmt.Errorf("sultan: %s: %s", what, pw.tileWords(st, *u.At))
	}
	if err := pw.play(st, t, u, what); err != nil {
		return err
	}
	switch {
	case pw.isItem():
		// Artisans: a Magic Item is discarded once used.
		p.Items[pw.item]--
	case pw.thief:
		// Thieves: a Thief used goes back to the box.
		p.Thieves = slices.DeleteFunc(cloneStrings(p.Thieves), func(n string) bool {
			th, ok := game.LookupThief(n)
			return ok && th.Name == pw.name
		})
		st.Unseen.ThievesBoxed = append(cloneStrings(st.Unseen.ThievesBoxed), pw.name)
	}
	t.Powers = append(slices.Clone(t.Powers), pw.name)
	t.advance(st)
	return nil
}

// notNowWords says why a held power cannot be used now.
func (pw power) notNowWords() string {
	switch pw.name {
	case "Anun-Nak":
		return "the bag holds fewer than 3 meeples (every other meeple is on the board or held)"
	case "Bouraq":
		return "the 10 Palaces are all on the board"
	case "Enki":
		return "the 12 Palm Trees are all on the board"
	case "Hagis":
		return "it moves a Palace placed this turn (on the Village, by Bouraq or by Shaum), and none was"
	case "Lamia":
		return "it moves a Palm Tree placed this turn (on the Oasis, by Enki or by Shaum), and none was"
	case "Iblis":
		return "it kills a second meeple where this turn's Assassins killed (no kill, or nothing is left there)"
	case "Leta", "Utug":
		return "no Camel or Tent left to place"
	case "Kandicha":
		return "it acts on this turn's Assassins' kill, and there was none"
	case "Sibittis", game.FabulousLamp.Key():
		return "no Djinn is left to take"
	}
	return "not usable now"
}

// tileWords says why a tile is not one the power acts on.
func (pw power) tileWords(st *State, p game.Place) string {
	if !st.Board.Contains(p) {
		return fmt.Sprintf("%s is off the board", p.Short())
	}
	want := map[string]string{
		"Anun-Nak":                 "an empty tile (no meeple, Camel, Palm Tree or Palace)",
		"Leta":                     "an empty tile (no meeple, Camel, Palm Tree or Palace)",
		"Bouraq":                   "a Village",
		"Enki":                     "an Oasis",
		"Hagis":                    "a tile next to a Palace placed this turn, not forbidden",
		"Lamia":                    "a tile next to a Palm Tree placed this turn, not forbidden",
		"Utug":                     "a tile with only meeples (no Camel, Palm Tree or Palace)",
		"Kohdiah":                  "a tile Yazid controls",
		"Shaum":                    "a tile Yazid controls with a Palm Tree or a Palace",
		game.BurningScimitar.Key(): "a tile with meeples",
		game.EnchantingFlute.Key(): "a tile that can hold meeples, next to one with meeples",
		game.TempestTalisman.Key(): "a tile with one of your Camels or your Tent",
	}[pw.name]
	return fmt.Sprintf("%s is not %s", p.Short(), want)
}

// The tiles the powers act on.

func allTiles(st *State, keep func(game.Place, game.Tile) bool) []game.Place {
	b := st.Board
	var out []game.Place
	for i, tile := range b.Tiles {
		p := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		if !tile.Type.Forbidden() && keep(p, tile) {
			out = append(out, p)
		}
	}
	return out
}

// emptyTiles: no meeple, Camel, Tent, Palm Tree or Palace (Anun-Nak, Leta).
func emptyTiles(st *State, _ *TurnProgress) []game.Place {
	return allTiles(st, func(_ game.Place, t game.Tile) bool {
		return t.Meeples.Empty() && t.Owner == game.NoOwner && t.Palms == 0 && t.Palaces == 0
	})
}

// meepleOnlyTiles: meeples and nothing else (Utug).
func meepleOnlyTiles(st *State, _ *TurnProgress) []game.Place {
	return allTiles(st, func(_ game.Place, t game.Tile) bool {
		return !t.Meeples.Empty() && t.Owner == game.NoOwner && t.Palms == 0 && t.Palaces == 0
	})
}

// meepleTiles: any meeple (Burning Scimitar).
func meepleTiles(st *State, _ *TurnProgress) []game.Place {
	return allTiles(st, func(_ game.Place, t game.Tile) bool { return !t.Meeples.Empty() })
}

func tilesOf(tt game.TileType) func(*State, *TurnProgress) []game.Place {
	return func(st *State, _ *TurnProgress) []game.Place {
		return allTiles(st, func(_ game.Place, t game.Tile) bool { return t.Type == tt })
	}
}

// Hagis and Lamia move a piece the turn placed (cheat sheet: "When
// placing a Palace, you may drop it on any neighboring Tile instead"):
// the Village's Palace or Bouraq's, the Oasis's Palm Tree or Enki's, the
// piece Shaum takes from Yazid (player_thieves.go). Its
// new tile surrounds it (8 neighbours by default); a tile next to two
// such pieces moves the one placed last.

func palacesOf(t game.Tile) int { return t.Palaces }
func palmsOf(t game.Tile) int   { return t.Palms }

// placedNextTo is the latest of the places at, still holding a piece,
// that p surrounds (p not itself).
func placedNextTo(st *State, at []game.Place, pieces func(game.Tile) int, p game.Place) (game.Place, bool) {
	for i := len(at) - 1; i >= 0; i-- {
		q := at[i]
		if q != p && abs(p.Col-q.Col) <= 1 && abs(p.Row-q.Row) <= 1 && pieces(st.Board.Tile(q)) > 0 {
			return q, true
		}
	}
	return game.Place{}, false
}

func anyPlaced(st *State, at []game.Place, pieces func(game.Tile) int) bool {
	return slices.ContainsFunc(at, func(q game.Place) bool { return pieces(st.Board.Tile(q)) > 0 })
}

func palacePlaced(st *State, t *TurnProgress) bool { return anyPlaced(st, t.PalacesAt, palacesOf) }
func palmPlaced(st *State, t *TurnProgress) bool   { return anyPlaced(st, t.PalmsAt, palmsOf) }

func palaceMoves(st *State, t *TurnProgress) []game.Place {
	return allTiles(st, func(p game.Place, _ game.Tile) bool {
		_, ok := placedNextTo(st, t.PalacesAt, palacesOf, p)
		return ok
	})
}

func palmMoves(st *State, t *TurnProgress) []game.Place {
	return allTiles(st, func(p game.Place, _ game.Tile) bool {
		_, ok := placedNextTo(st, t.PalmsAt, palmsOf, p)
		return ok
	})
}

// camelTiles: the player's Camels and Tent (Tempest Talisman: "eines
// deiner Kamele oder dein Zelt").
func camelTiles(st *State, _ *TurnProgress) []game.Place {
	return allTiles(st, func(_ game.Place, t game.Tile) bool { return t.Owner == 1 })
}

// fluteTiles: a tile next to (orthogonally) one with meeples.
func fluteTiles(st *State, _ *TurnProgress) []game.Place {
	return allTiles(st, func(p game.Place, _ game.Tile) bool {
		for _, q := range orthogonal(st.Board, p) {
			if hasMeeples(st.Board.Tile(q)) {
				return true
			}
		}
		return false
	})
}

func orthogonal(b *game.Board, p game.Place) []game.Place {
	var out []game.Place
	for _, q := range []game.Place{{Col: p.Col, Row: p.Row - 1}, {Col: p.Col - 1, Row: p.Row}, {Col: p.Col + 1, Row: p.Row}, {Col: p.Col, Row: p.Row + 1}} {
		if b.Contains(q) {
			out = append(out, q)
		}
	}
	return out
}

// When the powers can be used.

func palacesLeft(st *State, _ *TurnProgress) bool {
	_, n := piecesOnBoard(st.Board)
	return n < game.Palaces
}

func palmsLeft(st *State, _ *TurnProgress) bool {
	n, _ := piecesOnBoard(st.Board)
	return n < game.PalmTrees
}

// camelLeft: a Camel or the Tent to place (Artisans: a Tent is a Camel
// for every rule, "Wann immer sich eine Regel oder ein Effekt auf
// „Kamele" bezieht, schließt dies Zelte mit ein").
func camelLeft(st *State, _ *TurnProgress) bool { return st.Player.Camels > 0 || st.TentToPlace() }

// iblisUsable: a kill this turn, and a second victim where it was: its
// tile, or in front of Yazid (his Viziers, Elders or Artisans).
func iblisUsable(st *State, t *TurnProgress) bool {
	if t.Kill == nil || t.IblisKill != nil {
		return false
	}
	if t.Kill.Yazid {
		return yazidHolds(st.Yazid, game.Vizier)+yazidHolds(st.Yazid, game.Elder)+yazidHolds(st.Yazid, game.Artisan) > 0
	}
	return !st.Board.Tile(t.Kill.Place).Meeples.Empty()
}

// kills lists the meeples the turn's Assassins killed: the kill, then
// Iblis's.
func (t *TurnProgress) kills() []Kill {
	var out []Kill
	for _, k := range []*Kill{t.Kill, t.IblisKill} {
		if k != nil {
			out = append(out, *k)
		}
	}
	return out
}

// djinnsFree is how many Djinns in play are in nobody's hands and not
// face up: the deck.
func djinnsFree(st *State) int {
	return game.DjinnsInPlay(st.Expansions) - len(st.Player.Djinns) - st.Yazid.Djinns - len(st.DjinnRow)
}

func djinnInDeck(st *State, _ *TurnProgress) bool { return djinnsFree(st) > 0 }

func lampUsable(st *State, _ *TurnProgress) bool { return djinnsFree(st) > 0 || len(st.DjinnRow) > 0 }

// The powers' effects.

// anunNakUsable: the bag holds the 3 meeples Anun-Nak draws (bag.go).
func anunNakUsable(st *State, _ *TurnProgress) bool { return st.bagHolds(AnunNakDraw) }

// anunNak: 3 meeples drawn from the bag onto an empty tile, each one the
// bag holds.
func anunNak(st *State, _ *TurnProgress, u PowerUse, what string) error {
	ms, err := parseMeeples(st, u.Meeples, what)
	if err != nil {
		return err
	}
	if len(ms) != AnunNakDraw {
		return powerError(what, PowerError{Problem: PowerMeeplesNamed, Want: AnunNakDraw, Got: len(ms), At: *u.At}, "3 meeples are drawn, %d named", len(ms))
	}
	if err := st.fromBag(ms, what); err != nil {
		return err
	}
	tile := st.Board.At(*u.At)
	for _, m := range ms {
		tile.Meeples[m]++
	}
	return nil
}

// parseMeeples reads meeple letters ("YWG"), spaces and commas ignored.
func parseMeeples(st *State, s, what string) ([]game.Tribe, error) {
	var out []game.Tribe
	for _, r := range s {
		if r == ' ' || r == ',' {
			continue
		}
		tr, err := game.ParseTribe(string(r))
		if err != nil {
			return nil, powerError(what, PowerError{Problem: PowerMeepleLetter, Name: string(r)}, "%v", err)
		}
		if tr == game.Artisan && !st.Expansions.Artisans {
			return nil, powerError(what, PowerError{Problem: PowerNoArtisans}, "Artisans need the artisans expansion")
		}
		out = append(out, tr)
	}
	return out, nil
}

// bouraq: a Palace on any Village; Monkir pays.
func bouraq(st *State, t *TurnProgress, u PowerUse, _ string) error {
	st.Board.At(*u.At).Palaces++
	t.PalacesAt = append(slices.Clone(t.PalacesAt), *u.At)
	if st.Player.HasDjinn(monkir) {
		t.Coins.Monkir++
		st.Player.Coins++
	}
	return nil
}

// enki: a Palm Tree on any Oasis.
func enki(st *State, t *TurnProgress, u PowerUse, _ string) error {
	st.Board.At(*u.At).Palms++
	t.PalmsAt = append(slices.Clone(t.PalmsAt), *u.At)
	return nil
}

// hagis: a Palace placed this turn goes to a neighbouring tile.
func hagis(st *State, t *TurnProgress, u PowerUse, _ string) error {
	from, _ := placedNextTo(st, t.PalacesAt, palacesOf, *u.At)
	st.Board.At(from).Palaces--
	st.Board.At(*u.At).Palaces++
	return nil
}

// lamia: a Palm Tree placed this turn goes to a neighbouring tile.
func lamia(st *State, t *TurnProgress, u PowerUse, _ string) error {
	from, _ := placedNextTo(st, t.PalmsAt, palmsOf, *u.At)
	st.Board.At(from).Palms--
	st.Board.At(*u.At).Palms++
	return nil
}

// iblis: a second meeple killed on the tile of the kill; Nekir paid for
// the kill already. Emptying the tile gives control. After a kill in
// front of Yazid, the second is in front of him too (cheat sheet: "or
// kill 2 Elders and/or Viziers from the same opponent"; his Artisans
// with them, as the Artisans rules kill them like Viziers and Elders).
func iblis(st *State, t *TurnProgress, u PowerUse, what string) error {
	ms, err := parseMeeples(st, u.Meeples, what)
	if err != nil {
		return err
	}
	if t.Kill.Yazid {
		if len(ms) != 1 {
			return powerError(what, PowerError{Problem: PowerMeeplesNamed, Want: 1, Got: len(ms)}, "one more meeple is killed, %d named", len(ms))
		}
		if why := inFrontOfYazid(st.Yazid, ms[0]); why != "" {
			problem := PowerNoneInFront
			if !inFrontTribe(ms[0]) {
				problem = PowerNotInFront
			}
			return powerError(what, PowerError{Problem: problem, Tribe: ms[0], Yazid: st.Yazid}, "%s", why)
		}
		killInFront(&st.Yazid, ms[0])
		t.IblisKill = &Kill{Yazid: true, Meeple: string(ms[0].Letter())}
		return nil
	}
	at := t.Kill.Place
	tile := st.Board.At(at)
	switch {
	case len(ms) != 1:
		return powerError(what, PowerError{Problem: PowerMeeplesNamed, Want: 1, Got: len(ms), At: at}, "one more meeple is killed, %d named", len(ms))
	case tile.Meeples[ms[0]] == 0:
		return powerError(what, PowerError{Problem: PowerNoMeeple, At: at, Tribe: ms[0]}, "%s holds no %s", at.Short(), ms[0])
	}
	tile.Meeples[ms[0]]--
	t.IblisKill = &Kill{Place: at, Meeple: string(ms[0].Letter())}
	t.controlIfEmptied(st, at, t.Step)
	return nil
}

// controlCamel puts one of the player's Camels on p, or the Tent (tent,
// or when the Tent is all that is left to place): Leta, Utug, Kohdiah.
func (t *TurnProgress) controlCamel(st *State, p game.Place, tent bool, what string) error {
	camel, tentOK := controlChoices(st)
	switch {
	case tent && !tentOK:
		return powerError(what, PowerError{Problem: PowerNoTent}, "no Tent to place (it stands on the board, or needs the artisans expansion)")
	case !tent && !camel && tentOK:
		tent = true
	case !tent && !camel:
		return powerError(what, PowerError{Problem: PowerNoCamel}, "no Camel left to place")
	}
	tile := st.Board.At(p)
	tile.Owner, tile.Tent = 1, tent
	if tent {
		t.Tent = &p
		return nil
	}
	st.Player.Camels--
	t.Camels = append(slices.Clone(t.Camels), p)
	return nil
}

func leta(st *State, t *TurnProgress, u PowerUse, what string) error {
	return t.controlCamel(st, *u.At, u.Tent, what)
}

func utug(st *State, t *TurnProgress, u PowerUse, what string) error {
	return t.controlCamel(st, *u.At, u.Tent, what)
}

// takeDjinn gives the player a Djinn from the deck (not face up, nobody's)
// or, with fromRow, the tracked row; Ba'al pays.
func (t *TurnProgress) takeDjinn(st *State, name string, fromRow bool, what string) error {
	d, ok := game.LookupDjinn(name)
	switch {
	case !ok:
		msg := fmt.Sprintf("unknown Djinn %q", name)
		s := game.SuggestDjinn(name)
		if s != "" {
			msg += fmt.Sprintf(" (did you mean %s?)", s)
		}
		return powerError(what, PowerError{Problem: PowerUnknownDjinn, Name: name, Suggest: s}, "%s", msg)
	case !st.Expansions.Has(d.Expansion):
		return powerError(what, PowerError{Problem: PowerDjinnExpansion, Name: d.Name, Expansion: d.Expansion}, "%s needs the %s expansion", d.Name, d.Expansion)
	case st.Player.HasDjinn(d.Name):
		return powerError(what, PowerError{Problem: PowerDjinnHeld, Name: d.Name}, "you already hold %s", d.Name)
	}
	if i := slices.Index(st.DjinnRow, d.Name); i >= 0 {
		if !fromRow {
			return powerError(what, PowerError{Problem: PowerDjinnFaceUp, Name: d.Name}, "%s is face up, not in the deck", d.Name)
		}
		st.DjinnRow = slices.Delete(slices.Clone(st.DjinnRow), i, i+1)
	} else if djinnsFree(st) <= 0 {
		return powerError(what, PowerError{Problem: PowerDeckEmpty}, "no Djinn is left in the deck")
	}
	if st.Player.HasDjinn(game.Baal) {
		t.Coins.Baal++
		st.Player.Coins++
	}
	st.Player.Djinns = append(cloneStrings(st.Player.Djinns), d.Name)
	return nil
}

// sibittis: 1 of the top 3 Djinns of the deck kept (the player says which).
func sibittis(st *State, t *TurnProgress, u PowerUse, what string) error {
	return t.takeDjinn(st, u.Djinn, false, what)
}

// sloar: the top card of the resource pile (the player says which).
func sloar(st *State, t *TurnProgress, u PowerUse, what string) error {
	rs, err := parseCards(st, []string{u.Card}, what)
	if err != nil {
		return err
	}
	t.takeCard(st, rs[0])
	return nil
}

// scimitar: 1 or 2 meeples removed from a tile (2 when it holds 2);
// emptying a tile nobody owns gives control.
func scimitar(st *State, t *TurnProgress, u PowerUse, what string) error {
	ms, err := parseMeeples(st, u.Meeples, what)
	if err != nil {
		return err
	}
	tile := st.Board.At(*u.At)
	if want := min(2, tile.Meeples.Total()); len(ms) != want {
		return powerError(what, PowerError{Problem: PowerMeeplesNamed, Want: want, Got: len(ms), At: *u.At}, "it removes %s from %s, %d named", Plural(want, "meeple", "meeples"), u.At.Short(), len(ms))
	}
	for _, m := range ms {
		if tile.Meeples[m] == 0 {
			return powerError(what, PowerError{Problem: PowerNoMeeple, At: *u.At, Tribe: m}, "%s holds no more %s", u.At.Short(), m)
		}
		tile.Meeples[m]--
	}
	t.controlIfEmptied(st, *u.At, t.Step)
	return nil
}

// lamp: a face-up Djinn, or the first of the deck (the player says which).
func lamp(st *State, t *TurnProgress, u PowerUse, what string) error {
	return t.takeDjinn(st, u.Djinn, true, what)
}

// flute: up to 5 meeples from orthogonally adjacent tiles onto At; no
// tile is controlled by it.
func flute(st *State, _ *TurnProgress, u PowerUse, what string) error {
	if len(u.From) == 0 || len(u.From) > 5 {
		return powerError(what, PowerError{Problem: PowerFluteMeeples, Got: len(u.From)}, "1 to 5 meeples are moved, %d named", len(u.From))
	}
	b := st.Board
	for i, k := range u.From {
		m, err := game.ParseTribe(k.Meeple)
		if err != nil {
			return powerError(what, PowerError{Problem: PowerMeepleLetter, Index: i + 1, Name: k.Meeple}, "meeple %d: %v", i+1, err)
		}
		if !slices.Contains(orthogonal(b, *u.At), k.Place) {
			return powerError(what, PowerError{Problem: PowerNotNext, Index: i + 1, From: k.Place, At: *u.At}, "meeple %d: %s is not next to %s", i+1, k.Place.Short(), u.At.Short())
		}
		from := b.At(k.Place)
		if from.Meeples[m] == 0 {
			return powerError(what, PowerError{Problem: PowerNoMeeple, Index: i + 1, At: k.Place, Tribe: m}, "meeple %d: %s holds no more %s", i+1, k.Place.Short(), m)
		}
		from.Meeples[m]--
		b.At(*u.At).Meeples[m]++
	}
	return nil
}

// ring: an Item of the discard pile kept (the player says which).
func ring(st *State, t *TurnProgress, u PowerUse, what string) error {
	if it, err := game.ParseItem(u.Item); err == nil && it == game.RebirthRing {
		return powerError(what, PowerError{Problem: PowerRingItself}, "the Ring cannot take itself back")
	}
	it, err := parseItemToDraw(st, u.Item, what)
	if err != nil {
		return err
	}
	st.Player.Items[it]++
	t.Items = append(slices.Clone(t.Items), it)
	return nil
}

// talisman: one of the player's Camels, or the Tent, moved to a tile
// nobody controls.
func talisman(st *State, _ *TurnProgress, u PowerUse, what string) error {
	to := st.Board.At(*u.To)
	switch {
	case to == nil:
		return powerError(what, PowerError{Problem: PowerOffBoard, At: *u.To}, "%s is off the board", u.To.Short())
	case to.Type.Forbidden():
		return powerError(what, PowerError{Problem: PowerForbidden, At: *u.To}, "%s cannot be controlled", u.To.Short())
	case to.Owner != game.NoOwner:
		return powerError(what, PowerError{Problem: PowerOwned, At: *u.To}, "%s has a Camel (or Tent) already", u.To.Short())
	}
	from := st.Board.At(*u.At)
	to.Owner, to.Tent = 1, from.Tent
	from.Owner, from.Tent = game.NoOwner, false
	return nil
}

// horn: the resource row refilled to 9 and put in the player's order;
// with the row not tracked the engine has nothing to change.
func horn(st *State, _ *TurnProgress, u PowerUse, what string) error {
	if st.Resources == nil {
		if u.Row != nil {
			return powerError(what, PowerError{Problem: PowerRowUntracked}, "the row is not tracked; it takes no row")
		}
		return nil
	}
	if len(u.Row) != ResourceRowSize {
		return powerError(what, PowerError{Problem: PowerRowSize, Want: ResourceRowSize, Got: len(u.Row)}, "the row refilled holds %d cards, %d typed", ResourceRowSize, len(u.Row))
	}
	row := make([]game.Resource, 0, len(u.Row))
	left := slices.Clone(st.Resources)
	var added []string
	for i, s := range u.Row {
		r, err := game.ParseResource(s)
		if err != nil {
			return powerError(what, PowerError{Problem: PowerRowCard, Index: i + 1, Name: s}, "card %d: %v", i+1, err)
		}
		row = append(row, r)
		if j := slices.Index(left, r); j >= 0 {
			left = slices.Delete(left, j, j+1)
		} else {
			added = append(added, s)
		}
	}
	if len(left) > 0 {
		return powerError(what, PowerError{Problem: PowerRowKept, Want: len(st.Resources), Cards: left}, "the row refilled keeps the %d cards that lay there (%s missing)", len(st.Resources), strings.Join(cardWords(left), ", "))
	}
	if _, err := parseCards(st, added, what); err != nil {
		return err
	}
	st.Resources = row
	return nil
}

func cardWords(rs []game.Resource) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.String()
	}
	return out
}

// PowerOption is a power the player can use now, and its legal choices.
type PowerOption struct {
	Power    string       // the Djinn's name or the Item's key, as PowerUse wants
	Name     string       // as printed
	Item     bool         // a Magic Item (no cost, discarded once used)
	Payments []Payment    // the affordable ways to pay a Djinn's power
	Tiles    []game.Place // the tiles At may be (nil: no tile)
	// What else the power takes: To, Meeples, Djinn, Item, Card, From,
	// Row (with the row tracked), Move (the Flying Carpet, before the move).
	To, Meeples, Djinn, ItemName, Card, From, Row, Move bool
	// Meeple count named (Anun-Nak 3, Iblis 1, Burning Scimitar 2 or
	// fewer on the tile), 0 when none.
	Count int
	// Tent: the power places a Camel or the Tent, both left: the player
	// says which (Leta, Utug, Kohdiah).
	Tent bool
}

// PowerOptions lists the powers the player can use now: held, at this
// point of the turn, not used this turn (a Djinn's; one Magic Item a
// turn), paid for, with something to act on; what UsePower accepts. None
// while the control waits.
func (t TurnProgress) PowerOptions(st State) []PowerOption {
	var out []PowerOption
	for _, pw := range allPowers() {
		if !pw.held(st.Player) {
			continue
		}
		if why, _ := t.powerNow(&st, pw); why != "" {
			continue
		}
		o := PowerOption{Power: pw.name, Name: pw.words(), Item: pw.isItem()}
		if !o.Item && len(pw.pays) > 0 {
			if o.Payments = payments(st.Player, 0, pw.pays...); len(o.Payments) == 0 {
				continue
			}
		}
		if pw.tiles != nil {
			if o.Tiles = pw.tiles(&st, &t); len(o.Tiles) == 0 {
				continue
			}
		}
		n := pw.needsOn(&st, &t)
		o.To, o.Meeples, o.Djinn = n&needTo != 0, n&needMeeples != 0, n&needDjinn != 0
		o.ItemName, o.Card, o.From, o.Move = n&needItem != 0, n&needCard != 0, n&needFrom != 0, n&needMove != 0
		o.Row = pw.item == game.HornOfPlenty && pw.isItem() && st.Resources != nil
		camel, tent := controlChoices(&st)
		o.Tent = pw.tent && camel && tent
		switch pw.name {
		case "Anun-Nak":
			o.Count = 3
		case "Iblis":
			o.Count = 1
		case game.BurningScimitar.Key():
			o.Count = 2
		}
		out = append(out, o)
	}
	return out
}

// allPowers lists the powers the engine plays and the Thieves.
func allPowers() []power {
	all := slices.Clone(powers)
	for _, th := range game.AllThieves() {
		all = append(all, thiefPower(th))
	}
	return all
}

// PowerOptions lists the powers the player can use now (TurnProgress.PowerOptions).
func (g *Game) PowerOptions() []PowerOption {
	if g.phase != PlayerTurn && g.phase != PlayerFirst {
		return nil
	}
	if g.turn == nil {
		return (&TurnProgress{}).PowerOptions(g.state) // the turn begun, no power used yet
	}
	return g.turn.PowerOptions(g.state)
}

// kandichaKill is the kill Kandicha acts on next, if any.
func (t *TurnProgress) kandichaKill() (Kill, bool) {
	if ks := t.kills(); t.KandichaDone < len(ks) {
		return ks[t.KandichaDone], true
	}
	return Kill{}, false
}

// kandichaNeeds: the card of a Merchant killed when the row is not
// tracked, the Item of an Artisan killed.
func kandichaNeeds(st *State, t *TurnProgress) int {
	k, ok := t.kandichaKill()
	if !ok {
		return 0
	}
	switch tr, _ := game.ParseTribe(k.Meeple); {
	case tr == game.Merchant && st.Resources == nil:
		return needCard
	case tr == game.Artisan:
		return needItem
	}
	return 0
}

// kandicha: a meeple this turn's Assassins killed, each in turn (the
// Assassins' kill, then Iblis's), "Jedes Mal, wenn deine Meuchelmörder
// zuschlagen": a Vizier or Elder kept instead; a Merchant: the first card
// of the row; a Builder: the coins it would have taken (1 x the blue
// tiles surrounding its tile, by default); an Artisan: kept, and the
// first Item of the pile (the player says which).
func kandicha(st *State, t *TurnProgress, u PowerUse, what string) error {
	p := &st.Player
	k, _ := t.kandichaKill()
	t.KandichaDone++
	tr, err := game.ParseTribe(k.Meeple)
	if err != nil {
		return fmt.Errorf("sultan: %s: %v", what, err)
	}
	switch tr {
	case game.Vizier:
		p.Viziers++
	case game.Elder:
		p.Elders++
	case game.Merchant:
		if st.Resources == nil {
			rs, err := parseCards(st, []string{u.Card}, what)
			if err != nil {
				return err
			}
			t.takeCard(st, rs[0])
		} else if len(st.Resources) > 0 {
			t.takeCard(st, st.Resources[0])
			st.Resources = slices.Clone(st.Resources[1:])
		}
	case game.Builder:
		coins := st.Board.BlueSurrounding(k.Place)
		t.Coins.Kandicha += coins
		p.Coins += coins
	case game.Artisan:
		it, err := parseItemToDraw(st, u.Item, what)
		if err != nil {
			return err
		}
		p.Artisans++
		p.Items[it]++
		t.Items = append(slices.Clone(t.Items), it)
	}
	return nil
}

// FromTiles groups the meeples a use takes (From: the Enchanting Flute's)
// by tile, the tiles in the order they first appear; a letter that names
// no tribe is left out (PlayTurn refuses it).
func (u PowerUse) FromTiles() ([]game.Place, map[game.Place]game.Meeples) {
	var order []game.Place
	moved := map[game.Place]game.Meeples{}
	for _, k := range u.From {
		tr, err := game.ParseTribe(k.Meeple)
		if err != nil {
			continue
		}
		m, seen := moved[k.Place]
		if !seen {
			order = append(order, k.Place)
		}
		m[tr]++
		moved[k.Place] = m
	}
	return order, moved
}
