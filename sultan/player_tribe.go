package sultan

import (
	"encoding/json"
	"fmt"

	"github.com/naqala/naqala/game"
)

// Payment is how the player pays a cost that can be paid two ways.
type Payment string

// The payments (reference section 2, the cheat sheet for Echidna).
const (
	PayElders     Payment = "elders"      // 2 Elders (Sacred Place, Echidna)
	PayElderFakir Payment = "elder_fakir" // 1 Elder and 1 Fakir (Sacred Place, Echidna)
	PayArtisan    Payment = "artisan"     // 1 Artisan (Workshop)
	PayFakirs     Payment = "fakirs"      // 2 Fakirs (Workshop)
)

// cost is what the payment takes: Elders, Fakirs, Artisans.
func (p Payment) cost() (elders, fakirs, artisans int) {
	switch p {
	case PayElders:
		return 2, 0, 0
	case PayElderFakir:
		return 1, 1, 0
	case PayArtisan:
		return 0, 0, 1
	case PayFakirs:
		return 0, 2, 0
	case PayElder:
		return 1, 0, 0
	case PayFakir:
		return 0, 1, 0
	}
	return 0, 0, 0
}

// affords reports whether h can pay p with spentFakirs Fakirs already set
// aside.
func (p Payment) affords(h Holdings, spentFakirs int) bool {
	e, f, a := p.cost()
	return h.Elders >= e && h.Fakirs-spentFakirs >= f && h.Artisans >= a
}

// payments lists the ways of ways h affords, in order.
func payments(h Holdings, spentFakirs int, ways ...Payment) []Payment {
	var out []Payment
	for _, w := range ways {
		if w.affords(h, spentFakirs) {
			out = append(out, w)
		}
	}
	return out
}

// choosePayment is the payment of a choice: the one named, which must be
// one of ways and affordable, or the only affordable one when none is
// named.
func choosePayment(what string, named Payment, h Holdings, spentFakirs int, ways ...Payment) (Payment, error) {
	ok := payments(h, spentFakirs, ways...)
	if named == "" {
		switch len(ok) {
		case 1:
			return ok[0], nil
		case 0:
			return "", ruleError(RefusePayment, "sultan: %s: you cannot pay %s (you have %d Elders, %d Fakirs, %d Artisans)",
				what, paymentsWords(ways), h.Elders, h.Fakirs-spentFakirs, h.Artisans)
		}
		return "", ruleError(RefusePayment, "sultan: %s: say how you pay: %s", what, paymentsWords(ok))
	}
	known := false
	for _, w := range ways {
		known = known || w == named
	}
	if !known {
		return "", ruleError(RefusePayment, "sultan: %s: %q is no way to pay here (want %s)", what, named, paymentsWords(ways))
	}
	if !named.affords(h, spentFakirs) {
		return "", ruleError(RefusePayment, "sultan: %s: you cannot pay %s (you have %d Elders, %d Fakirs, %d Artisans)",
			what, named.words(), h.Elders, h.Fakirs-spentFakirs, h.Artisans)
	}
	return named, nil
}

// words says the payment in English, for errors: "2 Elders"
// (labels.Printer.Payment says it for the player).
func (p Payment) words() string {
	switch p {
	case PayElders:
		return "2 Elders"
	case PayElderFakir:
		return "1 Elder and 1 Fakir"
	case PayArtisan:
		return "1 Artisan"
	case PayFakirs:
		return "2 Fakirs"
	case PayElder:
		return "1 Elder"
	case PayFakir:
		return "1 Fakir"
	}
	return fmt.Sprintf("%q", string(p))
}

func paymentsWords(ps []Payment) string {
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += " or "
		}
		s += p.words()
	}
	return s
}

// pay takes the payment from h.
func (p Payment) pay(h *Holdings) {
	e, f, a := p.cost()
	h.Elders -= e
	h.Fakirs -= f
	h.Artisans -= a
}

// Kill is the meeple the player's Assassins kill: its tile and tribe. Its
// JSON form is {"col": 3, "row": 2, "meeple": "Y"}; a kill in front of
// Yazid (rule kill_in_front_of_yazid) names no tile: {"yazid": true,
// "meeple": "Y"} is a Vizier of his Council, "W" one of his Elders, "P"
// one of his Artisans.
type Kill struct {
	game.Place
	Meeple string `json:"meeple"`          // the tribe's letter (or name)
	Yazid  bool   `json:"yazid,omitempty"` // in front of Yazid, beside the board
}

// MarshalJSON writes a kill in front of Yazid without a tile.
func (k Kill) MarshalJSON() ([]byte, error) {
	if k.Yazid {
		return json.Marshal(struct {
			Yazid  bool   `json:"yazid"`
			Meeple string `json:"meeple"`
		}{true, k.Meeple})
	}
	type plain Kill
	return json.Marshal(plain(k))
}

// Where names the victim's place in table words: "r3 c2", or "Yazid's
// Council" / "Yazid's Elders" / "Yazid's Artisans".
func (k Kill) Where() string {
	if !k.Yazid {
		return k.Place.Short()
	}
	tr, _ := game.ParseTribe(k.Meeple)
	if tr == game.Vizier {
		return "Yazid's Council"
	}
	return "Yazid's " + tr.Plural()
}

// yazidHolds is how many meeples of tribe tr stand in front of Yazid and
// can be killed there: his Council's Viziers, his Elders, his Artisans
// (the Artisans rules: "Kunstschmiede können genauso wie Wesire und
// Älteste von Meuchelmördern umgebracht werden, also sowohl auf dem
// Spielfeld wie auch wenn sie vor einem Spieler stehen"). His Assassins
// beside the board are his tally of the solo loss, no tribe in front of
// a player: none.
func yazidHolds(y YazidHoldings, tr game.Tribe) int {
	switch tr {
	case game.Vizier:
		return y.Council
	case game.Elder:
		return y.Elders
	case game.Artisan:
		return y.Artisans
	}
	return 0
}

// inFrontOfYazid says why a meeple of tribe tr cannot be killed in front
// of Yazid, "" when it can.
func inFrontOfYazid(y YazidHoldings, tr game.Tribe) string {
	switch {
	case !inFrontTribe(tr):
		return "in front of Yazid stand only his Council's Viziers, his Elders and Artisans"
	case yazidHolds(y, tr) == 0:
		return fmt.Sprintf("Yazid has no %s to kill (Council %d, Elders %d, Artisans %d)", tr, y.Council, y.Elders, y.Artisans)
	}
	return ""
}

// inFrontTribe reports whether meeples of tr stand in front of Yazid:
// his Council's Viziers, his Elders and Artisans.
func inFrontTribe(tr game.Tribe) bool {
	return tr == game.Vizier || tr == game.Elder || tr == game.Artisan
}

// killInFront takes one meeple of tribe tr from in front of Yazid.
func killInFront(y *YazidHoldings, tr game.Tribe) {
	switch tr {
	case game.Vizier:
		y.Council--
	case game.Elder:
		y.Elders--
	case game.Artisan:
		y.Artisans--
	}
}

// yazidVictims lists the tribes that can be killed in front of Yazid now,
// in the order Y W P: none unless the turn plays rule
// kill_in_front_of_yazid.
func (t *TurnProgress) yazidVictims(st *State) []game.Tribe {
	if !t.killsInFront {
		return nil
	}
	var out []game.Tribe
	for _, tr := range []game.Tribe{game.Vizier, game.Elder, game.Artisan} {
		if yazidHolds(st.Yazid, tr) > 0 {
			out = append(out, tr)
		}
	}
	return out
}

// TribeChoice is what the player chooses in the tribe action (reference
// section 11, step 3); only the fields of the tribe taken may be set.
type TribeChoice struct {
	// Fakirs discarded to add to the Builders or the Assassins.
	Fakirs int `json:"fakirs,omitempty"`
	// Echidna: its cost paid (elders or elder_fakir) to double the
	// Builders' coins.
	Echidna Payment `json:"echidna,omitempty"`
	// Kill: the Assassins' victim.
	Kill *Kill `json:"kill,omitempty"`
	// Cards: the cards the Merchants took, typed when the resource row is
	// not tracked ("fakir" or a good).
	Cards []string `json:"cards,omitempty"`
	// Item: the Item an Artisan draw keeps.
	Item string `json:"item,omitempty"`
	// Skip: no kill (Assassins), or no Item left to draw (Artisans).
	Skip bool `json:"skip,omitempty"`
}

func (c TribeChoice) clone() TribeChoice {
	if c.Kill != nil {
		k := *c.Kill
		c.Kill = &k
	}
	c.Cards = cloneStrings(c.Cards)
	return c
}

// Distance is the number of orthogonal steps between two tiles, Mountains
// never mattering (the Assassins' reach).
func Distance(a, b game.Place) int {
	return abs(a.Col-b.Col) + abs(a.Row-b.Row)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// echidnaPayable reports whether the player can use Echidna now.
func echidnaPayable(h Holdings, spentFakirs int) bool {
	return h.HasDjinn(echidna) && len(payments(h, spentFakirs, PayElders, PayElderFakir)) > 0
}

// victimsWithin reports whether a meeple stands within reach of p.
func victimsWithin(b *game.Board, p game.Place, reach int) bool {
	for i, tile := range b.Tiles {
		q := game.Place{Col: i%b.Cols + 1, Row: i/b.Cols + 1}
		if !tile.Type.Forbidden() && !tile.Meeples.Empty() && Distance(p, q) <= reach {
			return true
		}
	}
	return false
}

// tribeByItself plays the tribe action when it needs no choice, and
// reports whether it did: Viziers and Elders are kept, Merchants take the
// front of a tracked row, Builders without Fakirs or Echidna to add take
// their coins, Assassins with nobody in reach kill nobody.
func (t *TurnProgress) tribeByItself(st *State) bool {
	p := &st.Player
	n := t.Taken
	switch t.Tribe {
	case game.Vizier:
		p.Viziers += n
	case game.Elder:
		p.Elders += n
	case game.Merchant:
		// Reference 11 step 3: the first n cards of the row, by
		// themselves when they are known (rows.go).
		if st.Resources == nil && len(st.Unseen.Resources) < min(n, st.ResourceCount()) {
			return false
		}
		taken, _ := st.takeResources(n)
		for _, r := range taken {
			t.takeCard(st, r)
		}
	case game.Builder:
		if p.Fakirs > 0 || echidnaPayable(*p, 0) {
			return false
		}
		t.builders(st, 0, false)
	case game.Assassin:
		if victimsWithin(st.Board, t.Last(), n+p.Fakirs) || len(t.yazidVictims(st)) > 0 {
			return false
		}
	default:
		return false
	}
	t.Step = TurnTile
	return true
}

// takeCard adds a resource card to the player's hand.
func (t *TurnProgress) takeCard(st *State, r game.Resource) {
	if r.Fakir {
		st.Player.Fakirs++
	} else {
		st.Player.Goods[r.Good]++
	}
	t.Cards = append(t.Cards, r)
}

// builders pays the Builders' coins: (n + Fakirs) x blue tiles surrounding
// the last tile, itself included, doubled by Echidna (reference 11 step 3).
func (t *TurnProgress) builders(st *State, fakirs int, doubled bool) {
	coins := (t.Taken + fakirs) * st.Board.BlueSurrounding(t.Last())
	if doubled {
		coins *= 2
	}
	t.Coins.Builders = coins
	st.Player.Coins += coins
}

// tribe plays the tribe action with the player's choices.
func (t *TurnProgress) tribe(st *State, c TribeChoice) error {
	if t.Step != TurnTribe {
		return t.notNow("the tribe action")
	}
	p := &st.Player
	n, tr := t.Taken, t.Tribe
	what := tribeActionWords(n, tr)
	refuse := func(field string, ok bool) error {
		if ok {
			return nil
		}
		return ruleError(RefuseNotAChoice, "sultan: %s: %s is not a choice of %s", what, field, tr.Plural())
	}
	for _, e := range []error{
		refuse("discarding Fakirs", c.Fakirs == 0 || tr == game.Builder || tr == game.Assassin),
		refuse("Echidna", c.Echidna == "" || tr == game.Builder),
		refuse("a kill", c.Kill == nil || tr == game.Assassin),
		refuse("cards", c.Cards == nil || tr == game.Merchant),
		refuse("an Item", c.Item == "" || tr == game.Artisan),
		refuse("skipping", !c.Skip || tr == game.Assassin || tr == game.Artisan),
	} {
		if e != nil {
			return e
		}
	}
	if c.Fakirs < 0 || c.Fakirs > p.Fakirs {
		return ruleError(RefuseFakirs, "sultan: %s: %d Fakirs to discard, you have %d", what, c.Fakirs, p.Fakirs)
	}
	switch tr {
	case game.Vizier, game.Elder:
		return ruleError(RefuseNoChoice, "sultan: %s: %s are kept, there is nothing to choose", what, tr.Plural())
	case game.Builder:
		doubled := c.Echidna != ""
		if doubled {
			if !p.HasDjinn(echidna) {
				return ruleError(RefuseNotAChoice, "sultan: %s: you do not hold Echidna", what)
			}
			pay, err := choosePayment(what+": Echidna", c.Echidna, *p, c.Fakirs, PayElders, PayElderFakir)
			if err != nil {
				return err
			}
			pay.pay(p)
		}
		p.Fakirs -= c.Fakirs
		t.builders(st, c.Fakirs, doubled)
		t.Step = TurnTile
	case game.Assassin:
		if err := t.assassins(st, c, what); err != nil {
			return err
		}
	case game.Merchant:
		if err := t.merchantsTyped(st, c.Cards, what); err != nil {
			return err
		}
		t.Step = TurnTile
	case game.Artisan:
		// Reference 11 step 3: keep the Artisans, draw n Items, keep 1.
		if !c.Skip {
			it, err := parseItemToDraw(st, c.Item, what)
			if err != nil {
				return err
			}
			p.Items[it]++
			t.Items = append(t.Items, it)
		}
		p.Artisans += n
		t.Step = TurnTile
	}
	t.advance(st)
	return nil
}

// assassins kills the chosen meeple within reach (reference 11 step 3): n
// plus the Fakirs discarded orthogonal steps from the last tile, Mountains
// never mattering, on the board (solo default); with rule
// kill_in_front_of_yazid, or one in front of Yazid, where the reach does
// not apply (cheat sheet: "KILL 1 MEEPLE up to X tiles away ... OR KILL 1
// MEEPLE in front of an opponent"). Nekir pays 1 GC ("Each time Assassins
// kill Meeple(s)"); a kill that empties a tile with no Camel gives
// control.
func (t *TurnProgress) assassins(st *State, c TribeChoice, what string) error {
	p := &st.Player
	if c.Skip {
		if c.Fakirs > 0 {
			return ruleError(RefuseFakirs, "sultan: %s: Fakirs discarded for no kill", what)
		}
		t.Step = TurnTile
		return nil
	}
	if c.Kill == nil {
		return ruleError(RefuseKill, "sultan: %s: name the meeple to kill, or skip the kill", what)
	}
	k := *c.Kill
	victim, err := game.ParseTribe(k.Meeple)
	if err != nil {
		return ruleError(RefuseKill, "sultan: %s: kill: %v", what, err)
	}
	if k.Yazid {
		return t.killYazids(st, k, victim, c.Fakirs, what)
	}
	tile := st.Board.At(k.Place)
	reach := t.Taken + c.Fakirs
	switch d := Distance(t.Last(), k.Place); {
	case tile == nil:
		return ruleError(RefuseKill, "sultan: %s: kill: %s is off the board", what, k.Place.Short())
	case tile.Meeples[victim] == 0:
		return ruleError(RefuseKill, "sultan: %s: kill: %s holds no %s", what, k.Place.Short(), victim)
	case d > reach:
		return ruleError(RefuseOutOfReach, "sultan: %s: kill: %s is %d steps from %s, the Assassins reach %d (%d Assassins + %d Fakirs)",
			what, k.Place.Short(), d, t.Last().Short(), reach, t.Taken, c.Fakirs)
	}
	p.Fakirs -= c.Fakirs
	tile.Meeples[victim]--
	t.Kill = &Kill{Place: k.Place, Meeple: string(victim.Letter())}
	// Cheat sheet: Nekir pays 1 GC when the player's Assassins kill.
	if p.HasDjinn(game.Nekir) {
		t.Coins.Nekir = 1
		p.Coins++
	}
	t.Step = TurnTile
	t.controlIfEmptied(st, k.Place, TurnTile)
	return nil
}

// killYazids kills a meeple in front of Yazid (rule
// kill_in_front_of_yazid): a Vizier of his Council, one of his Elders or
// Artisans. No reach, so no Fakirs; no tile, so no control. Nekir pays
// 1 GC as for any kill.
func (t *TurnProgress) killYazids(st *State, k Kill, victim game.Tribe, fakirs int, what string) error {
	switch {
	case !t.killsInFront:
		return ruleError(RefuseKill, "sultan: %s: kill: your Assassins kill on the board only (rule kill_in_front_of_yazid is off)", what)
	case k.Place != game.Place{}:
		return ruleError(RefuseKill, "sultan: %s: kill: a kill in front of Yazid names no tile", what)
	case fakirs > 0:
		return ruleError(RefuseFakirs, "sultan: %s: kill: Fakirs add to the reach, and a kill in front of Yazid needs none", what)
	}
	if why := inFrontOfYazid(st.Yazid, victim); why != "" {
		return ruleError(RefuseKill, "sultan: %s: kill: %s", what, why)
	}
	killInFront(&st.Yazid, victim)
	t.Kill = &Kill{Yazid: true, Meeple: string(victim.Letter())}
	if st.Player.HasDjinn(game.Nekir) {
		t.Coins.Nekir = 1
		st.Player.Coins++
	}
	t.Step = TurnTile
	return nil
}

// merchantsTyped adds the cards the Merchants took from a row that is not
// tracked: at most one a Merchant and the row's 9, within the deck.
func (t *TurnProgress) merchantsTyped(st *State, cards []string, what string) error {
	if st.Resources != nil {
		return ruleError(RefuseCards, "sultan: %s: the Merchants take the front of the tracked row by themselves; type no cards", what)
	}
	if most := min(t.Taken, st.ResourceCount()); len(cards) > most {
		return ruleError(RefuseCards, "sultan: %s: %d cards typed, %d Merchants take at most %d (the row holds %d)",
			what, len(cards), t.Taken, most, st.ResourceCount())
	}
	rs, err := parseCards(st, cards, what)
	if err != nil {
		return err
	}
	if err := checkKnownFront(st, rs, what); err != nil {
		return err
	}
	st.takeResources(len(rs))
	for _, r := range rs {
		t.takeCard(st, r)
	}
	return nil
}

// parseCards reads typed cards and checks that the deck holds them beside
// what the player and Yazid already have.
func parseCards(st *State, cards []string, what string) ([]game.Resource, error) {
	var goods GoodsHeld
	fakirs := 0
	out := make([]game.Resource, 0, len(cards))
	for i, s := range cards {
		r, err := game.ParseResource(s)
		if err != nil {
			return nil, ruleError(RefuseCards, "sultan: %s: card %d: %v", what, i+1, err)
		}
		if r.Fakir {
			fakirs++
		} else {
			goods[r.Good]++
		}
		out = append(out, r)
	}
	for _, g := range game.Goods() {
		if n := goods[g] + st.Player.Goods[g]; goods[g] > 0 && n > g.Count() {
			return nil, &RuleError{Reason: RefuseCards, Err: &CardError{Problem: CardTakenBeyondDeck, What: what, Good: g, Taken: goods[g], Held: st.Player.Goods[g], Box: g.Count()}}
		}
	}
	if n := fakirs + st.Player.Fakirs + st.Yazid.Fakirs; fakirs > 0 && n > game.Fakirs {
		return nil, &RuleError{Reason: RefuseCards, Err: &CardError{Problem: CardFakirsBeyondDeck, What: what, Taken: fakirs, Held: n - fakirs, Box: game.Fakirs}}
	}
	return out, nil
}

// parseItemToDraw reads the Item drawn and checks that the box has one
// the player does not already hold.
func parseItemToDraw(st *State, name, what string) (game.Item, error) {
	if name == "" {
		return 0, ruleError(RefuseItem, "sultan: %s: name the Item kept, or skip when none is left to draw", what)
	}
	it, err := game.ParseItem(name)
	if err != nil {
		return 0, ruleError(RefuseItem, "sultan: %s: %v", what, err)
	}
	if st.Player.Items[it] >= it.Count() {
		return 0, &RuleError{Reason: RefuseItem, Err: &CardError{Problem: CardItemNoneLeft, IsItem: true, What: what, Item: it, Held: st.Player.Items[it], Box: it.Count()}}
	}
	return it, nil
}

// tribeActionNames is "tribe action (n tribe)" for each tribe and the
// counts of a common turn, written once: every turn played names its
// tribe action.
var tribeActionNames = func() (names [game.NumTribes][16]string) {
	for _, tr := range game.Tribes {
		for n := range names[tr] {
			names[tr][n] = fmt.Sprintf("tribe action (%d %s)", n, tribeWord(n, tr))
		}
	}
	return names
}()

// tribeActionWords names the tribe action of n meeples of tribe tr.
func tribeActionWords(n int, tr game.Tribe) string {
	if int(tr) >= 0 && int(tr) < len(tribeActionNames) && n >= 0 && n < len(tribeActionNames[tr]) {
		return tribeActionNames[tr][n]
	}
	return fmt.Sprintf("tribe action (%d %s)", n, tribeWord(n, tr))
}

func tribeWord(n int, tr game.Tribe) string {
	if n == 1 {
		return tr.String()
	}
	return tr.Plural()
}
