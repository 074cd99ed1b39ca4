package solofile

import (
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/yamlwalk"
	"github.com/naqala/naqala/sultan"
	"go.yaml.in/yaml/v3"
)

// playerKeys are the keys of the player mapping: those of section 4, then
// naqala's optional holdings, in the words of the final-state file
// (section 2).
var playerKeys = []string{"coins", "camels", "djinns",
	"viziers", "elders", "artisans", "fakirs", "merchandise", "items", "thieves"}

// readHolding reads one of the optional holdings; the rules of play
// (sultan) check the counts against the box. A key given as null holds
// none (and is given).
func readHolding(w *yamlwalk.Walker, pl *Player, key, p string, n *yaml.Node, number func(*yaml.Node, string) int) {
	switch key {
	case "viziers":
		pl.Viziers = ptr(number(n, p))
	case "elders":
		pl.Elders = ptr(number(n, p))
	case "artisans":
		pl.Artisans = ptr(number(n, p))
	case "fakirs":
		pl.Fakirs = ptr(number(n, p))
	case "merchandise":
		m := map[string]int{}
		pl.Merchandise = &m
		if yamlwalk.IsNull(n) {
			return
		}
		if n.Kind != yaml.MappingNode {
			w.Node(n, p, "want a mapping of goods to cards, such as {fish: 2, silk: 1}, got %s", yamlwalk.Describe(n))
			return
		}
		keys, values := w.Pairs(n, p, "goods")
		var names []string
		for _, g := range game.Goods() {
			names = append(names, g.String())
		}
		for i, k := range keys {
			kp := yamlwalk.JoinKey(p, k.Value)
			g, err := game.ParseGood(k.Value)
			switch {
			case err != nil:
				if s := yamlwalk.DidYouMean(k.Value, names); s != "" {
					w.Node(k, kp, "unknown good%s", s)
				} else {
					w.Node(k, kp, "unknown good (want %s; Fakirs go in fakirs)", strings.Join(names, ", "))
				}
			case hasKey(m, g.String()):
				w.Node(k, kp, "given twice") // in another spelling
			default:
				m[g.String()] = number(values[i], kp)
			}
		}
	case "items":
		items := []string{}
		var keys []string
		for _, it := range game.Items() {
			keys = append(keys, it.Key())
		}
		for i, v := range w.List(n, p, "Item names") {
			ip := yamlwalk.Index(p, i)
			name, ok := w.Text(v, ip)
			if !ok {
				continue
			}
			it, err := game.ParseItem(name)
			if err != nil {
				w.Node(v, ip, "unknown Item %q%s", name, yamlwalk.DidYouMean(name, keys))
				continue
			}
			items = append(items, it.Key())
		}
		pl.Items = &items
	case "thieves":
		t := append([]string{}, w.Texts(n, p, "Thief names", false)...)
		pl.Thieves = &t
	}
}

// holdings is the player's holdings for the rules of play: what the file
// does not give is none.
func (p Player) holdings() sultan.Holdings {
	h := sultan.Holdings{Coins: p.Coins, Camels: p.Camels, Djinns: append([]string(nil), p.Djinns...)}
	for _, c := range []struct {
		from *int
		to   *int
	}{{p.Viziers, &h.Viziers}, {p.Elders, &h.Elders}, {p.Artisans, &h.Artisans}, {p.Fakirs, &h.Fakirs}} {
		if c.from != nil {
			*c.to = *c.from
		}
	}
	if p.Merchandise != nil {
		for k, n := range *p.Merchandise {
			if g, err := game.ParseGood(k); err == nil {
				h.Goods[g] = n
			}
		}
	}
	if p.Items != nil {
		for _, k := range *p.Items {
			if it, err := game.ParseItem(k); err == nil {
				h.Items[it]++
			}
		}
	}
	if p.Thieves != nil {
		for _, n := range *p.Thieves {
			if t, ok := game.LookupThief(n); ok {
				n = t.Name
			}
			h.Thieves = append(h.Thieves, n)
		}
	}
	return h
}

// playerOf writes the holdings h as the player mapping: each optional
// holding that is not none, and each that given gives (at none too).
func playerOf(h sultan.Holdings, given Player) Player {
	p := Player{Coins: h.Coins, Camels: h.Camels, Djinns: append([]string{}, h.Djinns...)}
	count := func(n int, was *int) *int {
		if n == 0 && was == nil {
			return nil
		}
		return &n
	}
	p.Viziers = count(h.Viziers, given.Viziers)
	p.Elders = count(h.Elders, given.Elders)
	p.Artisans = count(h.Artisans, given.Artisans)
	p.Fakirs = count(h.Fakirs, given.Fakirs)
	if h.Goods.Total() != 0 || given.Merchandise != nil {
		m := map[string]int{}
		for _, g := range game.Goods() {
			if h.Goods[g] != 0 {
				m[g.String()] = h.Goods[g]
			}
		}
		p.Merchandise = &m
	}
	if h.Items.Total() != 0 || given.Items != nil {
		items := []string{}
		for _, it := range game.Items() {
			for range max(h.Items[it], 0) {
				items = append(items, it.Key())
			}
		}
		p.Items = &items
	}
	if len(h.Thieves) != 0 || given.Thieves != nil {
		t := append([]string{}, h.Thieves...)
		p.Thieves = &t
	}
	return p
}

// After is the file of the state st reached by play from f: f's rule map,
// and each holding f gives kept, at none too, so that what the file gave
// stays known.
func (f *File) After(st sultan.State) *File {
	out := FromState(st, f.Rules)
	out.Player = playerOf(st.Player, f.Player)
	return out
}

// NotGiven names, in the table's words, the holdings the file does not
// give and the rules of play count as none: Viziers, Elders, Artisans,
// Fakirs, cards (the goods), Items, and Thieves with their expansion.
func (p Player) NotGiven(expansions []string) []string {
	var out []string
	for _, h := range []struct {
		given bool
		word  string
	}{{p.Viziers != nil, "Viziers"}, {p.Elders != nil, "Elders"}, {p.Artisans != nil, "Artisans"},
		{p.Fakirs != nil, "Fakirs"}, {p.Merchandise != nil, "cards"}, {p.Items != nil, "Items"}} {
		if !h.given {
			out = append(out, h.word)
		}
	}
	if x, err := game.ParseExpansions(expansions); err == nil && x.Thieves && p.Thieves == nil {
		out = append(out, "Thieves")
	}
	return out
}

func ptr(n int) *int { return &n }

func hasKey(m map[string]int, k string) bool {
	_, ok := m[k]
	return ok
}
