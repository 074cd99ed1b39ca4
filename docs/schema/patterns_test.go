package schema_test

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The schemas' patterns for the names naqala reads in any case, with
// spaces around them (game.ParseGood, ParseResource, ParseExpansions,
// ParseTileType, sultan.Rules.Set: strings.TrimSpace, then
// strings.ToLower or ToUpper; "base" with strings.EqualFold), written out
// as character classes: JSON Schema's regular expressions (ECMA-262) have
// no flag for case and no \s that is Go's unicode.IsSpace, and Go's
// regexp, which validators in Go use, has no \u escape. The classes hold
// the characters themselves, so that both read them alike.

// runeClass is the class of the runes rs, sorted, as ranges; a single
// rune stands alone.
func runeClass(rs []rune) string {
	var b strings.Builder
	for i := 0; i < len(rs); i++ {
		lo := rs[i]
		for i+1 < len(rs) && rs[i+1] == rs[i]+1 {
			i++
		}
		b.WriteString(classRune(lo))
		if rs[i] > lo {
			b.WriteString("-" + classRune(rs[i]))
		}
	}
	if len(rs) == 1 {
		return b.String()
	}
	return "[" + b.String() + "]"
}

// classRune writes r for a class: the few that mean something there
// escaped.
func classRune(r rune) string {
	if strings.ContainsRune(`\]^-[.+*?()|{}$`, r) {
		return `\` + string(r)
	}
	return string(r)
}

// runes reads every rune once: those strings.TrimSpace trims, and those
// that strings.ToLower and ToUpper turn into each ASCII character.
// caseRunes are the runes of each kind runes finds.
type caseRunes struct {
	spaces           []rune
	lowerOf, upperOf map[rune][]rune
}

var runes = sync.OnceValue(func() (t caseRunes) {
	t.lowerOf, t.upperOf = map[rune][]rune{}, map[rune][]rune{}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if unicode.IsSpace(r) {
			t.spaces = append(t.spaces, r)
		}
		if l := unicode.ToLower(r); l < utf8.RuneSelf {
			t.lowerOf[l] = append(t.lowerOf[l], r)
		}
		if u := unicode.ToUpper(r); u < utf8.RuneSelf {
			t.upperOf[u] = append(t.upperOf[u], r)
		}
	}
	return t
})

// space is the class of what strings.TrimSpace trims, any number of
// them.
func space() string { return runeClass(runes().spaces) + "*" }

// folding gives the runes a name's letter c stands for.
type folding func(c rune) []rune

var (
	// lower: strings.ToLower(s) == name.
	lower folding = func(c rune) []rune { return runes().lowerOf[c] }
	// upper: strings.ToUpper(s) == code.
	upper folding = func(c rune) []rune { return runes().upperOf[c] }
	// fold: strings.EqualFold(s, name).
	fold folding = func(c rune) []rune {
		out := []rune{c}
		for f := unicode.SimpleFold(c); f != c; f = unicode.SimpleFold(f) {
			out = append(out, f)
		}
		slices.Sort(out)
		return out
	}
)

// names is the alternation of the names, each letter a class of the
// runes it stands for: (?:name|...).
func names(f folding, words ...string) string {
	alt := make([]string, len(words))
	for i, w := range words {
		var b strings.Builder
		for _, c := range w {
			b.WriteString(runeClass(f(c)))
		}
		alt[i] = b.String()
	}
	return "(?:" + strings.Join(alt, "|") + ")"
}

// exactly is a whole text that is one of the names, spaces around it.
func exactly(f folding, words ...string) string {
	return "^" + space() + names(f, words...) + space() + "$"
}

func goodNames() []string {
	var out []string
	for _, g := range game.Goods() {
		out = append(out, g.String())
	}
	return out
}

func tileCodes() []string {
	var out []string
	for _, tt := range game.TileTypes() {
		if !tt.Forbidden() {
			out = append(out, tt.Code())
		}
	}
	return out
}

// expansions is the pattern of an expansion list in one text:
// game.ParseExpansions splits it at commas and ignores "" and "base".
func expansions() string {
	one := "(?:" + names(lower, "artisans", "thieves", "whims") + "|" + names(fold, "base") + ")?"
	item := space() + one + space()
	return "^" + item + "(?:," + item + ")*$"
}

// upTo is a whole number from 0 to most in decimal digits as
// strconv.Atoi reads it: a sign, leading zeros; "-0" is 0.
func upTo(most int) string {
	s := strconv.Itoa(most)
	var alt []string
	// Fewer digits than most: any.
	if len(s) > 1 {
		alt = append(alt, fmt.Sprintf("[0-9]{1,%d}", len(s)-1))
	}
	// As many digits: the prefix of most, then a smaller digit, then any.
	for i := 0; i < len(s); i++ {
		d := s[i] - '0'
		if d == 0 || (i == 0 && len(s) > 1 && d == 1) {
			continue
		}
		lo := "0"
		if i == 0 && len(s) > 1 {
			lo = "1"
		}
		rest := ""
		if n := len(s) - i - 1; n > 0 {
			rest = fmt.Sprintf("[0-9]{%d}", n)
		}
		alt = append(alt, s[:i]+"["+lo+"-"+string('0'+d-1)+"]"+rest)
	}
	alt = append(alt, s)
	return `(?:\+?0*(?:` + strings.Join(alt, "|") + `)|-0+)`
}

// wantPatterns are the patterns of the schemas, by file and JSON pointer.
func wantPatterns() map[string]map[string]string {
	goods := exactly(lower, goodNames()...)
	solo := map[string]string{
		"/properties/player/anyOf/1/properties/merchandise/anyOf/1/propertyNames/pattern": goods,
		"/properties/resources/anyOf/1/items/pattern":                                     exactly(lower, append([]string{"fakir", "slave"}, goodNames()...)...),
		"/$defs/expansionList/anyOf/1/pattern":                                            expansions(),
		"/$defs/expansionList/anyOf/2/items/anyOf/0/pattern":                              expansions(),
	}
	score := map[string]string{
		"/$defs/player/properties/merchandise/anyOf/1/propertyNames/pattern": goods,
		"/$defs/tile/properties/tile/pattern":                                exactly(upper, tileCodes()...),
		"/$defs/expansionList/anyOf/1/pattern":                               expansions(),
		"/$defs/expansionList/anyOf/2/items/anyOf/0/pattern":                 expansions(),
		"/allOf/1/then/properties/expansions/anyOf/0/pattern":                names(lower, "artisans", "whims"),
		"/allOf/1/then/properties/expansions/anyOf/1/contains/pattern":       names(lower, "artisans", "whims"),
		"/$defs/count/anyOf/1/pattern":                                       "^" + space() + upTo(1_000_000) + space() + "$",
		"/$defs/tile/properties/tent_red/anyOf/1/pattern":                    "^" + space() + upTo(9) + space() + "$",
		"/$defs/rules/properties/thief_vp/anyOf/1/pattern":                   "^" + upTo(100) + "$",
		"/$defs/rules/properties/lake_haurvatat_palm/anyOf/1/pattern":        "^" + upTo(100) + "$",
	}
	for _, v := range sultan.Variants() {
		p := exactly(lower, v.Values...)
		if slices.Equal(v.Values, []string{"false", "true"}) {
			// A flag: a YAML boolean, or its text in any case.
			solo["/properties/rules/anyOf/1/properties/"+v.Key+"/anyOf/1/pattern"] = p
			score["/$defs/rules/properties/"+v.Key+"/anyOf/1/pattern"] = p
			continue
		}
		solo["/properties/rules/anyOf/1/properties/"+v.Key+"/pattern"] = p
		score["/$defs/rules/properties/"+v.Key+"/pattern"] = p
	}
	return map[string]map[string]string{"solo.schema.json": solo, "score.schema.json": score}
}

// wantMaxima are the largest numbers of the solo schema, by JSON pointer:
// the most a number can be in any game (the box with every expansion;
// sultan.MaxCoins), so that a number no game holds is refused by both.
// Whether it fits the expansions in play is naqala's check.
func wantMaxima() map[string]int {
	all := game.Expansions{Artisans: true, Thieves: true, Whims: true}
	goods := 0
	for _, g := range game.Goods() {
		goods = max(goods, g.Count())
	}
	y, pl := "/properties/yazid/anyOf/1/properties/", "/properties/player/anyOf/1/properties/"
	return map[string]int{
		y + "council":   game.BoxMeeples(game.Vizier, all),
		y + "elders":    game.BoxMeeples(game.Elder, all),
		y + "fakirs":    game.Fakirs,
		y + "assassins": game.BoxMeeples(game.Assassin, all),
		y + "artisans":  game.BoxMeeples(game.Artisan, all),
		y + "djinns":    game.DjinnsInPlay(all),
		y + "camels":    sultan.Camels,
		pl + "coins":    sultan.MaxCoins,
		pl + "camels":   sultan.Camels,
		pl + "viziers":  game.BoxMeeples(game.Vizier, all),
		pl + "elders":   game.BoxMeeples(game.Elder, all),
		pl + "artisans": game.BoxMeeples(game.Artisan, all),
		pl + "fakirs":   game.Fakirs,
		pl + "merchandise/anyOf/1/additionalProperties": goods,
	}
}

// pointer follows a JSON pointer (no escapes) through a decoded schema.
func pointer(v any, ptr string) (any, bool) {
	for _, k := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		switch x := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = x[k]; !ok {
				return nil, false
			}
		case []any:
			i, err := strconv.Atoi(k)
			if err != nil || i < 0 || i >= len(x) {
				return nil, false
			}
			v = x[i]
		default:
			return nil, false
		}
	}
	return v, true
}

// TestSchemaPatterns: each pattern of a name is the one the parsers'
// folding gives, spaces around it as strings.TrimSpace trims them; each
// bound of a count in the solo schema is the box's.
func TestSchemaPatterns(t *testing.T) {
	for file, want := range wantPatterns() {
		s := schemaJSON(t, file)
		for ptr, p := range want {
			got, ok := pointer(s, ptr)
			if !ok {
				t.Errorf("%s#%s: missing", file, ptr)
				continue
			}
			if got != p {
				t.Errorf("%s#%s:\ngot  %q\nwant %q", file, ptr, got, p)
			}
		}
	}
	s := schemaJSON(t, "solo.schema.json")
	for ptr, most := range wantMaxima() {
		got, ok := pointer(s, ptr+"/maximum")
		if !ok || got != float64(most) {
			t.Errorf("solo.schema.json#%s/maximum: got %v, want %d", ptr, got, most)
		}
	}
}

// The patterns say what they mean: the names in any case, with spaces;
// not a name, a name run on, or one letter folded the wrong way.
func TestPatternHelpers(t *testing.T) {
	tests := []struct {
		pattern, text string
		want          bool
	}{
		{exactly(lower, "fish", "silk"), "fish", true},
		{exactly(lower, "fish", "silk"), " FiSh\u00a0", true},
		{exactly(lower, "fish", "silk"), "SIL\u212a", true}, // the Kelvin sign lowers to k
		{exactly(lower, "fish", "silk"), "fishes", false},
		{exactly(lower, "fish", "silk"), "fi sh", false},
		{exactly(lower, "fish", "silk"), "\ufefffish", false}, // not a space to TrimSpace
		{exactly(upper, "S6"), "\u017f6", true},               // the long s uppers to S
		{exactly(upper, "S6"), "s7", false},
		{"^" + upTo(100) + "$", "+0100", true},
		{"^" + upTo(100) + "$", "101", false},
		{"^" + upTo(100) + "$", "99", true},
		{"^" + upTo(100) + "$", "-0", true},
		{"^" + upTo(100) + "$", "-1", false},
		{"^" + upTo(9) + "$", "9", true},
		{"^" + upTo(9) + "$", "10", false},
		{"^" + upTo(1_000_000) + "$", "1000000", true},
		{"^" + upTo(1_000_000) + "$", "1000001", false},
		{"^" + upTo(1_000_000) + "$", "999999", true},
		{expansions(), " Artisans , BASE,", true},
		{expansions(), "artisans;whims", false},
	}
	for _, tt := range tests {
		if got := matches(t, tt.pattern, tt.text); got != tt.want {
			t.Errorf("%q on %q: got %v, want %v", tt.pattern, tt.text, got, tt.want)
		}
	}
	// upTo agrees with strconv.Atoi for every number near its bounds.
	for _, most := range []int{9, 100, 1_000_000} {
		for n := -2; n <= most+12; n += 1 + n/1000 {
			if got, want := matches(t, "^"+upTo(most)+"$", strconv.Itoa(n)), n >= 0 && n <= most; got != want {
				t.Errorf("upTo(%d) on %d: got %v, want %v", most, n, got, want)
			}
		}
	}
}

// matches reports whether the pattern, as Go's regexp reads it (the
// validator's), matches text.
func matches(t *testing.T, pattern, text string) bool {
	t.Helper()
	re, err := regexp.Compile(pattern)
	if err != nil {
		t.Fatalf("%q: %v", pattern, err)
	}
	return re.MatchString(text)
}

// TestDumpPatterns writes wantPatterns as JSON to the file named by
// NAQALA_DUMP_PATTERNS, for the script that puts them in the schemas.
func TestDumpPatterns(t *testing.T) {
	path := os.Getenv("NAQALA_DUMP_PATTERNS")
	if path == "" {
		t.Skip("NAQALA_DUMP_PATTERNS not set")
	}
	b, err := json.Marshal(map[string]any{"patterns": wantPatterns(), "maxima": wantMaxima()})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
