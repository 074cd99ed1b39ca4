package rulesref

import (
	"fmt"
	"sort"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// Kind is what an entry describes.
type Kind int

// The kinds, in the reference's order.
const (
	Tile Kind = iota
	Tribe
	Djinn
	MagicItem
	PreciousItem
	Thief
	Whim
	NumKinds = 7
)

var kindNames = [NumKinds]string{"tile", "tribe", "djinn", "magic_item", "precious_item", "thief", "whim"}

// String is the kind's name in files and JSON: "djinn", "magic_item".
func (k Kind) String() string {
	if k < 0 || k >= NumKinds {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// VPState says what an entry's VP is.
type VPState int

// The VP states.
const (
	// NoVP: no printed VP of its own (a tribe, a Magic Item, a City, the
	// Chasm); the effect says how it scores, if at all.
	NoVP VPState = iota
	// PrintedVP: VP is the value printed on it (or the rule's, for a
	// Thief).
	PrintedVP
	// UnknownVP: the card has a value naqala's sources do not give; the
	// player enters it once (config djinn_vp).
	UnknownVP
)

var vpNames = [...]string{"none", "printed", "unknown"}

// String is "none", "printed" or "unknown".
func (s VPState) String() string {
	if s < 0 || int(s) >= len(vpNames) {
		return fmt.Sprintf("VPState(%d)", int(s))
	}
	return vpNames[s]
}

// Cost is what using an entry costs, read from the engine.
type Cost struct {
	// Ways are the alternatives that pay it ("1 Elder or 1 Fakir"); none
	// for a cost in coins or a free power.
	Ways []sultan.Payment
	// Coins is a price in coins (a market).
	Coins int
	// Free: an activated power that costs nothing (a Magic Item,
	// Kandicha).
	Free bool
}

// None reports whether the entry has no cost to state.
func (c Cost) None() bool { return len(c.Ways) == 0 && c.Coins == 0 && !c.Free }

// Entry is one thing of the reference.
type Entry struct {
	Kind Kind
	// Key names the entry in the word files and JSON: "djinn.enki",
	// "tile.s12", "tribe.vizier", "item.crown", "thief.ziad", "whim.card".
	Key string
	// Name is its English name, as the catalogue spells it.
	Name string
	// Code is the board notation's code of a tile, the letter of a tribe.
	Code      string
	Aliases   []string
	Expansion game.Expansion
	Promo     bool
	// Count is how many the boxes hold (with every expansion).
	Count int
	Cost  Cost
	VP    int
	VPIs  VPState
	Solo  Solo
	// Variants are the keys of the rule variants (config rules.KEY) that
	// switch a reading of it.
	Variants []string
}

// Promos are the promotional Djinns, beside the boxes.
var promos = map[string]bool{game.Dhenim: true, game.Wilwit: true, "Galbells": true}

// Entries lists every entry: tiles, tribes, Djinns (by name), Magic
// Items, Precious Items, Thieves, the Whim cards. A fresh copy each call.
func Entries() []Entry {
	var out []Entry
	for _, tt := range game.TileTypes() {
		e := Entry{Kind: Tile, Key: "tile." + strings.ToLower(tt.Code()), Name: tt.String(), Code: tt.Code(),
			Expansion: tt.Expansion(), Count: tt.Count()}
		if ways := sultan.TileActionPayments(tt); ways != nil {
			e.Cost.Ways = ways
		}
		if m, ok := sultan.MarketOf(tt); ok {
			e.Cost.Coins = m.Cost
		}
		if tt.VP() > 0 {
			e.VP, e.VPIs = tt.VP(), PrintedVP
		}
		out = append(out, e)
	}
	all := game.Expansions{Artisans: true}
	for _, tr := range game.Tribes {
		out = append(out, Entry{Kind: Tribe, Key: "tribe." + strings.ToLower(tr.String()), Name: tr.String(),
			Code: string(tr.Letter()), Expansion: tr.Expansion(), Count: game.BoxMeeples(tr, all)})
	}
	for _, d := range game.Djinns() {
		e := Entry{Kind: Djinn, Key: "djinn." + game.FoldName(d.Name), Name: d.Name, Aliases: d.Aliases,
			Expansion: d.Expansion, Promo: promos[d.Name], Count: 1, VPIs: UnknownVP}
		if d.VPKnown {
			e.VP, e.VPIs = d.VP, PrintedVP
		}
		if ways, played := sultan.PowerPayments(d.Name); played {
			e.Cost.Ways, e.Cost.Free = ways, len(ways) == 0
		}
		out = append(out, e)
	}
	for _, it := range game.Items() {
		e := Entry{Kind: MagicItem, Key: "item." + it.Key(), Name: it.String(), Expansion: game.Artisans, Count: it.Count()}
		if it.Precious() {
			e.Kind, e.VP, e.VPIs = PreciousItem, it.VP(), PrintedVP
		} else if ways, played := sultan.PowerPayments(it.Key()); played && len(ways) == 0 {
			e.Cost.Free = true
		}
		out = append(out, e)
	}
	thiefVP := scoring.DefaultRules().ThiefVP
	for _, th := range game.AllThieves() {
		out = append(out, Entry{Kind: Thief, Key: "thief." + game.FoldName(th.Name), Name: th.Name,
			Expansion: game.Thieves, Count: 1, VP: thiefVP, VPIs: PrintedVP,
			Cost: Cost{Ways: sultan.TileActionPayments(game.Sacred6)}})
	}
	out = append(out, Entry{Kind: Whim, Key: "whim.card", Name: "Whim of the Sultan", Expansion: game.Whims, Count: sultan.WhimCards})
	for i := range out {
		out[i].Solo = soloTags[out[i].Key]
		out[i].Variants = append([]string(nil), variantsOf[out[i].Key]...)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Kind < out[j].Kind })
	return out
}

// names lists what an entry may be called: its name, aliases, code and
// its name in each language.
func (e Entry) names() []string {
	out := append([]string{e.Name}, e.Aliases...)
	if e.Code != "" {
		out = append(out, e.Code)
	}
	for _, l := range langs {
		if n := nameIn(e, l); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// Find looks an entry up by what a person typed, ignoring case, spaces,
// dashes and apostrophes: an exact name, alias, tile code or tribe letter
// (in English or German) is one entry; else every entry a name of which
// begins like it; else none, with the nearest name as a suggestion ("" if
// none is near).
func Find(typed string) (found []Entry, suggestion string) {
	k := game.FoldName(typed)
	if k == "" {
		return nil, ""
	}
	entries := Entries()
	for _, e := range entries {
		for _, n := range e.names() {
			if game.FoldName(n) == k {
				return []Entry{e}, ""
			}
		}
	}
	for _, e := range entries {
		for _, n := range e.names() {
			if strings.HasPrefix(game.FoldName(n), k) {
				found = append(found, e)
				break
			}
		}
	}
	if len(found) > 0 {
		return found, ""
	}
	var cands []string
	for _, e := range entries {
		cands = append(cands, e.names()...)
	}
	if s := game.Suggest(typed, cands); s != "" {
		if f, _ := Find(s); len(f) == 1 {
			return nil, f[0].Name
		}
		return nil, s
	}
	return nil, ""
}
