package rulesref

import (
	"embed"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

//go:embed en.txt de.txt
var files embed.FS

// langs are the languages of the reference, English first.
var langs = []labels.Lang{labels.English, labels.German}

var (
	loadOnce sync.Once
	words    map[labels.Lang]map[string]string
	loadErr  error
)

func load() {
	loadOnce.Do(func() {
		words = map[labels.Lang]map[string]string{}
		var errs []error
		for _, l := range langs {
			name := string(l) + ".txt"
			data, err := files.ReadFile(name)
			if err != nil {
				errs = append(errs, fmt.Errorf("rulesref: %w", err))
				continue
			}
			m, err := labels.Parse("rulesref/"+name, data)
			if err != nil {
				errs = append(errs, err)
			}
			words[l] = m
		}
		loadErr = errors.Join(errs...)
	})
}

// Error reports problems in the embedded word files (nil when they all
// parse); tests check it.
func Error() error {
	load()
	return loadErr
}

// word is the text of key in lang, English standing in for a key the
// language lacks; "" when neither has it.
func word(lang labels.Lang, key string) string {
	load()
	if s, ok := words[lang][key]; ok {
		return s
	}
	return words[labels.English][key]
}

// T says a heading or tag of the reference ("ref.cost") in lang.
func T(lang labels.Lang, key string) string { return word(lang, key) }

// F says a heading with arguments in lang.
func F(lang labels.Lang, key string, args ...any) string {
	return fmt.Sprintf(word(lang, key), args...)
}

// nameIn is the entry's name in lang: tiles and tribes as package labels
// says them, Items and the Whim cards from the word files; Djinns and
// Thieves keep their names.
func nameIn(e Entry, lang labels.Lang) string {
	p := labels.For(lang)
	switch e.Kind {
	case Tile:
		return p.Or("ui.tile."+strings.ToLower(e.Code), e.Name)
	case Tribe:
		return p.Or("ui.tribe."+strings.ToLower(e.Name), e.Name)
	case MagicItem, PreciousItem, Whim:
		if s := word(lang, e.Key+".name"); s != "" {
			return s
		}
	}
	return e.Name
}

// VariantText is a rule variant that switches a reading, in words.
type VariantText struct {
	Key     string // the config key, without "rules."
	About   string // what it decides
	Default string // its default value
}

// Text is an entry in one language, as the CLI and the TUI show it.
type Text struct {
	Name      string
	Kind      string
	Expansion string
	Count     int
	Cost      string // "" when it costs nothing to state
	VP        string // "" when it has no VP of its own
	Effect    string
	Reading   string // "" when the texts leave no room
	SoloTag   string
	Solo      string // what it does against Yazid, beside the tag; may be ""
	Variants  []VariantText
}

// Say is the entry e in lang.
func Say(e Entry, lang labels.Lang) Text {
	p := labels.For(lang)
	t := Text{
		Name:      nameIn(e, lang),
		Kind:      word(lang, "ref.kind."+e.Kind.String()),
		Expansion: p.Or("expansion."+e.Expansion.String(), e.Expansion.String()),
		Count:     e.Count,
		Cost:      costWords(e, lang),
		Effect:    word(lang, e.Key+".effect"),
		Reading:   word(lang, e.Key+".reading"),
		SoloTag:   word(lang, "ref.solo."+e.Solo.String()),
		Solo:      word(lang, e.Key+".solo"),
	}
	if e.Promo {
		t.Expansion = word(lang, "ref.promo")
	}
	if t.Reading == "" {
		switch e.Kind {
		case MagicItem:
			t.Reading = word(lang, "item.magic.reading")
		case Thief:
			t.Reading = word(lang, "thief.reading")
		}
	}
	switch e.VPIs {
	case PrintedVP:
		t.VP = fmt.Sprint(e.VP)
		if e.Kind == Thief {
			t.VP = F(lang, "ref.vp_thief", e.VP)
		}
	case UnknownVP:
		t.VP = word(lang, "ref.vp_unknown")
	}
	defaults := variantDefaults()
	for _, k := range e.Variants {
		t.Variants = append(t.Variants, VariantText{Key: k, About: p.Or("rule."+k, k), Default: defaults[k]})
	}
	return t
}

// costWords says the entry's cost: the ways to pay joined by "or", a
// price in coins, "free" for a power without a cost, the card's own words
// for a cost the engine does not charge (Kumarbi's).
func costWords(e Entry, lang labels.Lang) string {
	c := e.Cost
	switch {
	case len(c.Ways) > 0:
		p := labels.For(lang)
		parts := make([]string, len(c.Ways))
		for i, w := range c.Ways {
			parts[i] = p.Payment(w)
		}
		return strings.Join(parts, " "+word(lang, "ref.or")+" ")
	case c.Coins > 0:
		return F(lang, "ref.coins", c.Coins)
	case c.Free:
		return word(lang, "ref.free")
	}
	return word(lang, e.Key+".cost")
}

// variantDefaults are the default values of every rule variant, solo and
// scoring, by key.
func variantDefaults() map[string]string {
	out := map[string]string{}
	for _, vs := range [][]game.Variant{sultan.Variants(), scoring.Variants()} {
		for _, v := range vs {
			out[v.Key] = v.Default
		}
	}
	return out
}
