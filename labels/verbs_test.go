package labels

import (
	"regexp"
	"strconv"
	"testing"
)

// labelVerb is a format verb in a label: %d, %s, %[2]s, %.0f, %% ...
var labelVerb = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*\d*(\.\d+)?([a-zA-Z%])`)

// labelArgs maps each argument a label's verbs take (1-based) to its verb
// letter, so that "%d %s %s" and "%[1]d %[3]s (%[2]s)" compare equal.
func labelArgs(text string) map[int]string {
	args := map[int]string{}
	next := 1
	for _, m := range labelVerb.FindAllStringSubmatch(text, -1) {
		if m[4] == "%" {
			continue
		}
		if m[2] != "" {
			next, _ = strconv.Atoi(m[2])
		}
		args[next] = m[4]
		next++
	}
	return args
}

// A label filled in with fmt (the TUI's tf) takes the same arguments in
// every language: a missing or swapped verb would print %!d(MISSING).
func TestLabelFilesHaveTheSameVerbs(t *testing.T) {
	if err := Error(); err != nil {
		t.Fatal(err)
	}
	en := sets[Default]
	for _, lang := range Languages() {
		for k, text := range sets[lang] {
			want, ok := en[k]
			if !ok {
				continue
			}
			a, b := labelArgs(want), labelArgs(text)
			same := len(a) == len(b)
			for i, v := range a {
				if b[i] != v {
					same = false
				}
			}
			if !same {
				t.Errorf("%s: %s: verbs %v, English has %v (%q / %q)", lang, k, b, a, text, want)
			}
		}
	}
}

func TestLabelArgs(t *testing.T) {
	tests := []struct {
		text string
		want map[int]string
	}{
		{"Round %d", map[int]string{1: "d"}},
		{"%d %s %s", map[int]string{1: "d", 2: "s", 3: "s"}},
		{"%[1]d %[3]s (%[2]s)", map[int]string{1: "d", 2: "s", 3: "s"}},
		{"survived (%.0f%%)", map[int]string{1: "f"}},
		{"no verbs at all", map[int]string{}},
	}
	for _, tc := range tests {
		got := labelArgs(tc.text)
		if len(got) != len(tc.want) {
			t.Errorf("labelArgs(%q) = %v, want %v", tc.text, got, tc.want)
			continue
		}
		for i, v := range tc.want {
			if got[i] != v {
				t.Errorf("labelArgs(%q) = %v, want %v", tc.text, got, tc.want)
			}
		}
	}
	// The negative twin: a German label with a verb less differs.
	if a, b := labelArgs("Coins %d, next roll -%d"), labelArgs("Gold %d"); len(a) == len(b) {
		t.Errorf("labels with 2 and 1 verbs compare equal: %v %v", a, b)
	}
}
