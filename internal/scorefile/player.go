package scorefile

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/scoring"
	"go.yaml.in/yaml/v3"
)

var playerKeys = []string{"name", "coins", "viziers", "elders", "artisans", "djinns", "thieves",
	"merchandise", "fakirs", "items", "tiles"}

// player reads one player's holdings.
func (l *loader) player(n *yaml.Node, path string) scoring.Player {
	var p scoring.Player
	fs := l.fields(n, path, playerKeys...)
	if fs == nil {
		return p
	}
	p.Name = strings.TrimSpace(l.text(fs["name"], join(path, "name")))
	switch prev, dup := l.names[p.Name]; {
	case p.Name == "" && isNull(fs["name"]):
		l.errf(n, join(path, "name"), "missing: every player needs a name")
	case p.Name == "":
		if fs["name"].Kind == yaml.ScalarNode {
			l.errf(fs["name"], join(path, "name"), "empty: every player needs a name")
		}
	case utf8.RuneCountInString(p.Name) > game.MaxNameLength:
		l.errf(fs["name"], join(path, "name"), "%d characters: a name has at most %d", utf8.RuneCountInString(p.Name), game.MaxNameLength)
	case !filetext.Plain(p.Name):
		l.errf(fs["name"], join(path, "name"), "%q: a name must hold only characters that print (no control characters such as a newline or a tab, no direction marks)", p.Name)
	case dup:
		l.errf(fs["name"], join(path, "name"), "%q is also the name of %s", p.Name, prev)
	default:
		l.names[p.Name] = path
	}
	p.Coins = l.count(fs["coins"], join(path, "coins"))
	p.Viziers = l.count(fs["viziers"], join(path, "viziers"))
	p.Elders = l.count(fs["elders"], join(path, "elders"))
	p.Artisans = l.count(fs["artisans"], join(path, "artisans"))
	if p.Artisans > 0 && !l.x.Artisans {
		l.errf(fs["artisans"], join(path, "artisans"), "Artisans need the artisans expansion (add it to expansions)")
	}
	p.Fakirs = l.count(fs["fakirs"], join(path, "fakirs"))
	l.pieces.fakirs += p.Fakirs
	for i, dn := range l.list(fs["djinns"], join(path, "djinns"), "Djinns") {
		if d, ok := l.djinn(dn, index(join(path, "djinns"), i)); ok {
			p.Djinns = append(p.Djinns, d)
		}
	}
	thieves := l.list(fs["thieves"], join(path, "thieves"), "Thieves")
	if len(thieves) > 0 && !l.x.Thieves {
		l.errf(fs["thieves"], join(path, "thieves"), "Thieves need the thieves expansion (add it to expansions)")
	}
	for i, tn := range thieves {
		if name, ok := l.thief(tn, index(join(path, "thieves"), i)); ok {
			p.Thieves = append(p.Thieves, name)
		}
	}
	p.Merchandise = l.merchandise(fs["merchandise"], join(path, "merchandise"))
	items := l.list(fs["items"], join(path, "items"), "items")
	if len(items) > 0 && !l.x.Artisans {
		l.errf(fs["items"], join(path, "items"), "items need the artisans expansion (add it to expansions)")
	}
	for i, in := range items {
		if it, ok := l.item(in, index(join(path, "items"), i)); ok {
			p.Items = append(p.Items, it)
		}
	}
	tents, camels := 0, 0
	for i, tn := range l.list(fs["tiles"], join(path, "tiles"), "tiles") {
		if t, ok := l.tile(tn, index(join(path, "tiles"), i)); ok {
			p.Tiles = append(p.Tiles, t)
			if !t.Tent {
				camels++
				continue
			}
			tents++
			if tents == 2 {
				l.errf(tn, index(join(path, "tiles"), i), "a second Tent: each player has one")
			}
		}
	}
	if camels > 0 {
		l.held = append(l.held, heldCamels{fs["tiles"], join(path, "tiles"), camels})
	}
	return p
}

// djinn reads a Djinn as a name or as {name, vp}.
func (l *loader) djinn(n *yaml.Node, path string) (scoring.HeldDjinn, bool) {
	var name string
	var vpNode *yaml.Node
	switch n.Kind {
	case yaml.MappingNode:
		fs := l.fields(n, path, "name", "vp")
		var ok bool
		if name, ok = l.word(fs["name"], join(path, "name")); !ok {
			return scoring.HeldDjinn{}, false
		}
		vpNode = fs["vp"]
	default:
		var ok bool
		if name, ok = l.word(n, path); !ok {
			return scoring.HeldDjinn{}, false
		}
	}
	if strings.TrimSpace(name) == "" {
		l.errf(n, path, "missing Djinn name")
		return scoring.HeldDjinn{}, false
	}
	d, ok := game.LookupDjinn(name)
	if !ok {
		if s := game.SuggestDjinn(name); s != "" {
			l.errf(n, path, "unknown Djinn %q (did you mean %s?)", name, s)
		} else {
			l.errf(n, path, "unknown Djinn %q", name)
		}
		return scoring.HeldDjinn{}, false
	}
	if prev, dup := l.djinns[d.Name]; dup {
		l.errf(n, path, "%s is already held at %s: there is one of each Djinn", d.Name, prev)
	}
	l.djinns[d.Name] = path
	if !l.x.Has(d.Expansion) {
		l.errf(n, path, "%s comes with the %s expansion (add it to expansions)", d.Name, d.Expansion)
	}
	held := scoring.HeldDjinn{Name: d.Name, VP: d.VP, VPKnown: d.VPKnown}
	if vpNode != nil && !isNull(vpNode) {
		before := l.Problems()
		vp := l.count(vpNode, join(path, "vp"))
		if l.Problems() > before {
			return held, false // the VP is not a number: said once
		}
		if d.VPKnown && vp != d.VP {
			l.errf(vpNode, join(path, "vp"), "%d: %s is worth %d VP", vp, d.Name, d.VP)
		}
		held.VP, held.VPKnown = vp, true
	} else if vp, ok := l.djinnVP[d.Name]; ok && !d.VPKnown {
		held.VP, held.VPKnown = vp, true
	}
	if !held.VPKnown {
		l.errf(n, path, "the VP of %s is not in the catalogue: write {name: %s, vp: N} in the file, "+
			"or set djinn_vp.%s: N in the configuration file (or NAQALA_DJINN_VP_%s=N)",
			d.Name, d.Name, d.Name, strings.ToUpper(game.FoldName(d.Name)))
		return held, false
	}
	return held, true
}

// thief reads a Thief's name.
func (l *loader) thief(n *yaml.Node, path string) (string, bool) {
	name, ok := l.word(n, path)
	if !ok {
		return "", false
	}
	t, ok := game.LookupThief(name)
	if !ok {
		if s := game.SuggestThief(name); s != "" {
			l.errf(n, path, "unknown Thief %q (did you mean %s?)", name, s)
		} else {
			l.errf(n, path, "unknown Thief %q (want Houssain, Ziad, Quafat, Kohdiah, Shaum or Madjaar)", name)
		}
		return "", false
	}
	if prev, dup := l.thieves[t.Name]; dup {
		l.errf(n, path, "%s is already held at %s: there is one of each Thief", t.Name, prev)
	}
	l.thieves[t.Name] = path
	if t.NeedsArtisans() && !l.x.Artisans {
		l.errf(n, path, "%s is only in play with the artisans expansion (add it to expansions)", t.Name)
	}
	return t.Name, true
}

// merchandise reads a mapping of goods to card counts.
func (l *loader) merchandise(n *yaml.Node, path string) [game.NumGoods]int {
	var out [game.NumGoods]int
	if isNull(n) {
		return out
	}
	if n.Kind != yaml.MappingNode {
		l.errf(n, path, "want a mapping of goods to cards, such as {fish: 2, silk: 1}, got %s", describe(n))
		return out
	}
	seen := map[game.Good]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if l.Twice(k) {
			continue // reported with every key given twice
		}
		kp := joinKey(path, k.Value)
		g, err := game.ParseGood(k.Value)
		if err != nil || k.Kind != yaml.ScalarNode {
			var names []string
			for _, g := range game.Goods() {
				names = append(names, g.String())
			}
			l.errf(k, kp, "unknown good (want %s; Fakirs go in fakirs)", strings.Join(names, ", "))
			continue
		}
		if seen[g] {
			l.errf(k, kp, "given twice")
			continue
		}
		seen[g] = true
		out[g] = l.count(v, kp)
		l.goods[g] += out[g]
	}
	return out
}

// item reads an item marker by name.
func (l *loader) item(n *yaml.Node, path string) (game.Item, bool) {
	name, ok := l.word(n, path)
	if !ok {
		return 0, false
	}
	it, err := game.ParseItem(name)
	if err != nil {
		var keys []string
		for _, it := range game.Items() {
			keys = append(keys, it.Key())
		}
		l.errf(n, path, "unknown item %q (want %s)", name, strings.Join(keys, ", "))
		return 0, false
	}
	if !it.Precious() {
		if prev, dup := l.magic[it]; dup {
			l.errf(n, path, "the %s is already held at %s: there is one of each magic item", it, prev)
		}
		l.magic[it] = path
	}
	l.items[it]++
	return it, true
}

var tileKeys = []string{"tile", "palms", "palaces", "lake", "tent", "tent_red"}

// tile reads one tile a player controls.
func (l *loader) tile(n *yaml.Node, path string) (scoring.HeldTile, bool) {
	var t scoring.HeldTile
	fs := l.fields(n, path, tileKeys...)
	if fs == nil {
		return t, false
	}
	code, ok := l.word(fs["tile"], join(path, "tile"))
	if !ok {
		return t, false
	}
	if code == "" {
		l.errf(n, join(path, "tile"), "missing: the tile's code (%s)", tileCodes())
		return t, false
	}
	tt, err := game.ParseTileType(code)
	if err != nil {
		l.errf(fs["tile"], join(path, "tile"), "unknown tile %q (want %s)", code, tileCodes())
		return t, false
	}
	t.Type = tt
	l.tiles[tt]++
	ok = true
	if !l.x.Has(tt.Expansion()) {
		l.errf(fs["tile"], join(path, "tile"), "%s (%s) needs the %s expansion (add it to expansions)", tt, tt.Code(), tt.Expansion())
		ok = false
	}
	if tt.Forbidden() {
		l.errf(fs["tile"], join(path, "tile"), "the %s can't be controlled", tt)
		ok = false
	}
	t.Palms = l.count(fs["palms"], join(path, "palms"))
	t.Palaces = l.count(fs["palaces"], join(path, "palaces"))
	l.pieces.palms += t.Palms
	l.pieces.palaces += t.Palaces
	t.Lake = l.flag(fs["lake"], join(path, "lake"))
	if t.Lake {
		l.pieces.lake++
	}
	if t.Lake && !l.x.Whims {
		l.errf(fs["lake"], join(path, "lake"), "the Great Lake needs the whims expansion (add it to expansions)")
	}
	t.Tent = l.flag(fs["tent"], join(path, "tent"))
	redNode := fs["tent_red"]
	switch {
	case t.Tent && !l.x.Artisans:
		l.errf(fs["tent"], join(path, "tent"), "the Tent needs the artisans expansion (add it to expansions)")
	case t.Tent && isNull(redNode):
		l.errf(fs["tent"], join(path, "tent_red"), "missing: with tent: true, give tent_red, the red-valued tiles surrounding the Tent, its own tile included")
	case !t.Tent && !isNull(redNode):
		l.errf(redNode, join(path, "tent_red"), "given without tent: true")
	case t.Tent:
		var fits bool
		t.TentRed, fits = l.number(redNode, join(path, "tent_red"))
		least := 0
		if tt.ValueColour() == game.Red {
			least = 1
		}
		if fits && (t.TentRed < least || t.TentRed > 9) {
			l.errf(redNode, join(path, "tent_red"), "%d: a Tent on a %s has %d to 9 red-valued tiles around it, itself included", t.TentRed, tt, least)
		}
	}
	return t, ok
}

func tileCodes() string {
	var codes []string
	for _, tt := range game.TileTypes() {
		if !tt.Forbidden() {
			codes = append(codes, tt.Code())
		}
	}
	sort.Strings(codes)
	return strings.Join(codes, ", ")
}
