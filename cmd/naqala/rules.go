package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/rulesref"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newRulesCmd)
}

func newRulesCmd(sys *system) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "rules [NAME]",
		Short: "The rules reference: every tile, tribe, Djinn, Item, Thief and Whim, with what it does in solo",
		Long: `The rules reference, drawn from the tables naqala plays by: each tile,
tribe, Djinn (base game, expansions and promos), Magic and Precious Item,
Thief and the Whim cards, with its cost, its VP, what it does, the reading
naqala takes where the rule texts leave room (and the rule variant that
switches it), and what it does against Sultan Yazid: as usual, Yazid
triggers it, pays for your own actions only, does nothing in solo, or
refused in solo.

Without NAME it lists every entry. NAME is matched ignoring case, spaces
and dashes, in English or German, by name, tile code or meeple letter; a
beginning lists every entry it starts, a typo gets a suggestion. --lang de
speaks German; --json is English whatever the language.`,
		Example: "  naqala rules\n  naqala rules Enki\n  naqala rules enki --lang de\n  naqala rules \"sacred place\"\n  naqala rules Madjaar --json",
		Args:    cobra.MaximumNArgs(1),
		ValidArgsFunction: func(_ *cobra.Command, args []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var out []cobra.Completion
			for _, e := range rulesref.Entries() {
				out = append(out, e.Name)
			}
			return out, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			lang := labels.Lang(c.Language)
			out := cmd.OutOrStdout()
			entries := rulesref.Entries()
			if len(args) == 1 {
				found, suggestion := rulesref.Find(args[0])
				switch {
				case len(found) == 0 && suggestion != "":
					return invalidInput(fmt.Errorf("rules: %s", rulesref.F(labels.English, "ref.did_you_mean", args[0], suggestion)))
				case len(found) == 0:
					return invalidInput(fmt.Errorf("rules: %s", rulesref.F(labels.English, "ref.no_entry", args[0])))
				case len(found) == 1:
					if asJSON {
						return writeJSON(out, ruleJSONOf(found[0]))
					}
					return writeRule(out, found[0], lang)
				}
				entries = found
				if !asJSON {
					fmt.Fprintln(out, rulesref.F(lang, "ref.several", args[0], len(found)))
				}
			}
			if asJSON {
				list := make([]ruleJSON, len(entries))
				for i, e := range entries {
					list[i] = ruleJSONOf(e)
				}
				return writeJSON(out, list)
			}
			return writeRuleList(out, entries, lang, len(args) == 0)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON (one entry, or a list)")
	return cmd
}

// writeRule prints one entry: its name and kind, then a line a field,
// long ones wrapped under their heading.
func writeRule(w io.Writer, e rulesref.Entry, lang labels.Lang) error {
	s := rulesref.Say(e, lang)
	var b strings.Builder
	head := s.Name + " - " + s.Kind + " (" + s.Expansion + ")"
	if e.Code != "" && e.Code != e.Name {
		head = s.Name + " [" + e.Code + "] - " + s.Kind + " (" + s.Expansion + ")"
	}
	b.WriteString(head + "\n")
	field := func(key, text string) {
		if text == "" {
			return
		}
		b.WriteString(wrapLine(rulesref.T(lang, key)+": "+text, 78) + "\n")
	}
	none := rulesref.T(lang, "ref.none")
	field("ref.cost", or(s.Cost, none))
	field("ref.vp", or(s.VP, none))
	field("ref.count", fmt.Sprint(s.Count))
	field("ref.effect", s.Effect)
	field("ref.reading", s.Reading)
	solo := s.SoloTag
	if s.Solo != "" {
		solo += ". " + s.Solo
	}
	field("ref.solo", solo)
	for _, v := range s.Variants {
		field("ref.variant", fmt.Sprintf("rules.%s (%s): %s", v.Key, rulesref.F(lang, "ref.variant_default", v.Default), v.About))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeRuleList prints entries a line each under their kind: name, cost,
// VP, solo tag.
func writeRuleList(w io.Writer, entries []rulesref.Entry, lang labels.Lang, all bool) error {
	var b strings.Builder
	if all {
		b.WriteString(rulesref.T(lang, "ref.title") + " - " + rulesref.T(lang, "ref.list_head") + "\n")
	}
	kind := rulesref.Kind(-1)
	var tab textTable
	flush := func() {
		if len(tab.rows) > 0 {
			var sb strings.Builder
			_ = tab.write(&sb)
			b.WriteString(sb.String())
		}
		tab = textTable{}
	}
	for _, e := range entries {
		s := rulesref.Say(e, lang)
		if e.Kind != kind {
			flush()
			kind = e.Kind
			r := []rune(s.Kind)
			b.WriteString("\n" + strings.ToUpper(string(r[:1])) + string(r[1:]) + "\n")
			tab.add("", rulesref.T(lang, "ref.cost"), rulesref.T(lang, "ref.vp"), rulesref.T(lang, "ref.solo"))
		}
		vp := ""
		switch e.VPIs {
		case rulesref.PrintedVP:
			vp = fmt.Sprint(e.VP)
		case rulesref.UnknownVP:
			vp = "?"
		}
		name := s.Name
		if e.Kind == rulesref.Tile {
			name = e.Code + " " + s.Name
		}
		tab.add("  "+name, or(s.Cost, "-"), or(vp, "-"), s.SoloTag)
	}
	flush()
	_, err := io.WriteString(w, b.String())
	return err
}

// or is s, or def when s is empty.
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// ruleJSON is an entry in the JSON of naqala rules, in English.
type ruleJSON struct {
	Kind      string        `json:"kind"`
	Key       string        `json:"key"`
	Name      string        `json:"name"`
	Code      string        `json:"code,omitempty"`
	Expansion string        `json:"expansion"`
	Promo     bool          `json:"promo"`
	Count     int           `json:"count"`
	Cost      ruleCostJSON  `json:"cost"`
	VP        *int          `json:"vp"`
	VPIs      string        `json:"vp_is"`
	Effect    string        `json:"effect"`
	Reading   string        `json:"reading,omitempty"`
	Solo      string        `json:"solo"`
	SoloNote  string        `json:"solo_note,omitempty"`
	Variants  []ruleVariant `json:"variants"`
}

type ruleCostJSON struct {
	Ways  []string `json:"ways"`
	Coins int      `json:"coins"`
	Free  bool     `json:"free"`
	Text  string   `json:"text"`
}

type ruleVariant struct {
	Key     string `json:"key"`
	Default string `json:"default"`
	About   string `json:"about"`
}

func ruleJSONOf(e rulesref.Entry) ruleJSON {
	s := rulesref.Say(e, labels.English)
	j := ruleJSON{Kind: e.Kind.String(), Key: e.Key, Name: e.Name, Code: e.Code, Expansion: expansionName(e.Expansion),
		Promo: e.Promo, Count: e.Count, VPIs: e.VPIs.String(), Effect: s.Effect, Reading: s.Reading,
		Solo: e.Solo.String(), SoloNote: s.Solo, Variants: []ruleVariant{},
		Cost: ruleCostJSON{Ways: []string{}, Coins: e.Cost.Coins, Free: e.Cost.Free, Text: s.Cost}}
	for _, w := range e.Cost.Ways {
		j.Cost.Ways = append(j.Cost.Ways, string(w))
	}
	if e.VPIs == rulesref.PrintedVP {
		vp := e.VP
		j.VP = &vp
	}
	for _, v := range s.Variants {
		j.Variants = append(j.Variants, ruleVariant{Key: v.Key, Default: v.Default, About: v.About})
	}
	return j
}

// expansionName is the expansion's name in files: "base" for the base game.
func expansionName(e game.Expansion) string { return e.String() }
