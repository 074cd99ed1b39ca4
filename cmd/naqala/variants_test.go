package main

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/scorefile"
	"github.com/naqala/naqala/internal/solofile"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/naqala/naqala/ui"
)

// ruleVariantChecks are the three places that take a rule variant, each
// told one key and value: the configuration, the files (a score file's
// rules: block, and a solo file's for Yazid's variants) and the settings
// screen.
func ruleVariantChecks(t *testing.T) map[string]func(key, value string) error {
	t.Helper()
	score, err := os.ReadFile("../../examples/solo.yaml")
	if err != nil {
		t.Fatal(err)
	}
	solo, err := os.ReadFile("../../internal/solofile/testdata/start.yaml")
	if err != nil {
		t.Fatal(err)
	}
	soloKeys := game.VariantKeys(sultan.Variants())
	return map[string]func(key, value string) error{
		"config": setRule,
		"score file": func(key, value string) error {
			data := string(score) + "rules:\n  " + key + ": " + strconv.Quote(value) + "\n"
			_, err := scorefile.Load("game.yaml", []byte(data), scorefile.Options{Rules: scoring.DefaultRules(), OtherRuleKeys: soloKeys})
			return err
		},
		"solo file": func(key, value string) error {
			if _, ok := game.LookupVariant(sultan.Variants(), key); !ok {
				return nil // a solo file holds Yazid's variants only
			}
			data := strings.Replace(string(solo), "rules: {}", "rules: {"+key+": "+strconv.Quote(value)+"}", 1)
			_, _, _, err := solofile.Load([]byte(data), "solo.yaml", sultan.DefaultRules())
			return err
		},
		"settings": func(key, value string) error {
			v := ui.SettingsOf(ui.DefaultConfig())
			v.Rules = map[string]string{key: value}
			_, err := v.ApplyTo(ui.DefaultConfig())
			return err
		},
	}
}

// Every variant in the tables of scoring and sultan is taken with every
// value the table lists, and its default, by the configuration, the files
// and the settings screen alike.
func TestRuleVariantTableAcceptedEverywhere(t *testing.T) {
	t.Parallel()
	checks := ruleVariantChecks(t)
	vs := allRuleVariants()
	if len(vs) != len(scoring.DefaultRules().Keys())+len(sultan.DefaultRules().Keys()) {
		t.Fatalf("%d variants in the tables, want every key of scoring and sultan", len(vs))
	}
	for _, v := range vs {
		values := v.Values
		if v.Number() {
			values = []string{strconv.Itoa(v.Min), strconv.Itoa(v.Max)}
		}
		for _, val := range append(values, v.Default) {
			for where, check := range checks {
				if err := check(v.Key, val); err != nil {
					t.Errorf("%s: %s %q from the table refused: %v", where, v.Key, val, err)
				}
			}
		}
		if got := ruleDefaults()[v.Key]; got != v.Default {
			t.Errorf("the configuration's default of %s is %q, the table's %q", v.Key, got, v.Default)
		}
	}
}

// The negative twin: a value the table does not list, and a key no table
// has, are refused by all three.
func TestRuleVariantTableRefusedEverywhere(t *testing.T) {
	t.Parallel()
	checks := ruleVariantChecks(t)
	for _, v := range allRuleVariants() {
		bad := []string{"maybe", ""}
		if v.Number() {
			bad = []string{strconv.Itoa(v.Min - 1), strconv.Itoa(v.Max + 1), "six"}
		}
		for _, val := range bad {
			for where, check := range checks {
				if where == "solo file" {
					if _, ok := game.LookupVariant(sultan.Variants(), v.Key); !ok {
						continue
					}
				}
				if err := check(v.Key, val); err == nil {
					t.Errorf("%s: %s %q, not in the table, taken", where, v.Key, val)
				}
			}
		}
	}
	for where, check := range checks {
		if err := check("no_such_variant", "true"); err == nil && where != "solo file" {
			t.Errorf("%s: a key no table has taken", where)
		}
	}
	data, err := os.ReadFile("../../internal/solofile/testdata/start.yaml")
	if err != nil {
		t.Fatal(err)
	}
	unknown := strings.Replace(string(data), "rules: {}", "rules: {no_such_variant: \"true\"}", 1)
	if _, _, _, err := solofile.Load([]byte(unknown), "solo.yaml", sultan.DefaultRules()); err == nil {
		t.Error("solo file: a key no table has taken")
	}
}
