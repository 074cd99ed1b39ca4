package yamlwalk

import (
	"errors"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/naqala/naqala/game"
	"go.yaml.in/yaml/v3"
)

// MaxNumber bounds every count in a file, far above what a game holds, so
// that no sum overflows.
const MaxNumber = 1_000_000

// Describe says what kind of value n is, for problems: "a mapping", "a
// list", "nothing" or the value quoted.
func Describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias"
	}
	if IsNull(n) {
		return "nothing"
	}
	return strconv.Quote(n.Value)
}

// IsNull reports whether n is absent or an explicit null (null, ~ or
// nothing after the key).
func IsNull(n *yaml.Node) bool {
	return n == nil || (n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null")
}

// errf reports a problem at n's line.
func (w *Walker) errf(n *yaml.Node, path, format string, a ...any) {
	line := 0
	if n != nil {
		line = n.Line
	}
	w.Errorf(line, path, format, a...)
}

// Node reports a problem at n (its line, when known) and path.
func (w *Walker) Node(n *yaml.Node, path, format string, a ...any) {
	w.errf(n, path, format, a...)
}

// seen records the line of the value at path, for At.
func (w *Walker) seen(n *yaml.Node, path string) {
	if n != nil && n.Line > 0 {
		if _, ok := w.lines[path]; !ok {
			w.lines[path] = n.Line
		}
	}
}

// Fields reads a mapping's keys, reporting keys that are not in known
// (with the nearest known one), repeated keys, keys that are not plain
// words and aliases. It returns nil when n is not a mapping.
func (w *Walker) Fields(n *yaml.Node, path string, known ...string) map[string]*yaml.Node {
	w.seen(n, path)
	if n.Kind != yaml.MappingNode {
		w.errf(n, path, "want a mapping of %s, got %s", strings.Join(known, ", "), Describe(n))
		return nil
	}
	out := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		key := k.Value
		kp := JoinKey(path, key)
		if w.twice[k] {
			continue // reported by Document
		}
		if k.Kind != yaml.ScalarNode {
			w.errf(k, path, "a key must be a word, got %s", Describe(k))
			continue
		}
		if !slices.Contains(known, key) {
			w.errf(k, kp, "unknown key (known: %s)%s", strings.Join(known, ", "), DidYouMean(key, known))
			continue
		}
		if _, dup := out[key]; dup {
			w.errf(k, kp, "given twice")
			continue
		}
		if v.Kind == yaml.AliasNode {
			w.errf(v, kp, "aliases (*name) are not supported")
			continue
		}
		w.seen(k, kp)
		out[key] = v
	}
	return out
}

// Each reads a mapping's keys as Fields does and calls f for each known
// key the mapping gives, in the order of known (so that problems on one
// line come in one order), with the key's path.
func (w *Walker) Each(n *yaml.Node, path string, known []string, f func(key, path string, v *yaml.Node)) {
	fields := w.Fields(n, path, known...)
	for _, k := range known {
		if v, ok := fields[k]; ok {
			f(k, Join(path, k), v)
		}
	}
}

// Twice reports whether the key k is given twice in its mapping, which
// Document reported: a walk of its own skips it.
func (w *Walker) Twice(k *yaml.Node) bool { return w.twice[k] }

// Pairs reads a mapping whose keys the file chooses (rule variants, Djinn
// names): each key and value in the file's order, repeated keys and keys
// that are not words reported. Null is no pairs.
func (w *Walker) Pairs(n *yaml.Node, path, what string) (keys []*yaml.Node, values []*yaml.Node) {
	w.seen(n, path)
	if IsNull(n) {
		return nil, nil
	}
	if n.Kind != yaml.MappingNode {
		w.errf(n, path, "want a mapping of %s, got %s", what, Describe(n))
		return nil, nil
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		kp := JoinKey(path, k.Value)
		switch {
		case w.twice[k]:
			// reported by Document
		case k.Kind != yaml.ScalarNode:
			w.errf(k, path, "a key must be a word, got %s", Describe(k))
		case seen[k.Value]:
			// The last would win: refused as any repeated key.
			w.errf(k, kp, "given twice")
		case v.Kind == yaml.AliasNode:
			w.errf(v, kp, "aliases (*name) are not supported")
		default:
			seen[k.Value] = true
			w.seen(k, kp)
			keys, values = append(keys, k), append(values, v)
		}
	}
	return keys, values
}

// DidYouMean is " (did you mean KEY?)" for the key of known nearest to
// typed (game.Suggest, naqala's one did-you-mean, in the words of the
// Djinns' and the commands'), or "".
func DidYouMean(typed string, known []string) string {
	if s := game.Suggest(typed, known); s != "" {
		return " (did you mean " + s + "?)"
	}
	return ""
}

// List returns the items of a sequence, what naming them in a problem;
// nil (and no problem) for null.
func (w *Walker) List(n *yaml.Node, path, what string) []*yaml.Node {
	w.seen(n, path)
	if IsNull(n) {
		return nil
	}
	if n.Kind != yaml.SequenceNode {
		w.errf(n, path, "want a list of %s, got %s", what, Describe(n))
		return nil
	}
	var out []*yaml.Node
	for i, it := range n.Content {
		if it.Kind == yaml.AliasNode {
			w.errf(it, Index(path, i), "aliases (*name) are not supported")
			continue
		}
		w.seen(it, Index(path, i))
		out = append(out, it)
	}
	return out
}

// Count reads a whole number of pieces: 0 to MaxNumber; null is 0.
func (w *Walker) Count(n *yaml.Node, path string) int {
	v, _ := w.Int(n, path, 0, MaxNumber)
	return v
}

// Int reads a whole number from lo to hi; null is 0. ok is false when a
// problem was reported, so that the caller skips its own checks of the
// value (one mistake, one line). A number is read as Number reads it;
// text of decimal digits ("7") is read too (callers that refuse it check
// the tag first).
func (w *Walker) Int(n *yaml.Node, path string, lo, hi int) (v int, ok bool) {
	w.seen(n, path)
	if IsNull(n) {
		return 0, true
	}
	if n.Kind != yaml.ScalarNode || (n.ShortTag() != "!!int" && n.ShortTag() != "!!float" && n.ShortTag() != "!!str") {
		w.errf(n, path, "want a whole number, got %s", Describe(n))
		return 0, false
	}
	var err error
	if n.ShortTag() == "!!str" {
		v, err = strconv.Atoi(strings.TrimSpace(n.Value))
	} else {
		v, err = Number(n)
	}
	switch {
	case err != nil:
		w.errf(n, path, "want a whole number, got %q", n.Value)
		return 0, false
	case v < lo && lo == 0:
		w.errf(n, path, "%d: must not be negative", v)
		return 0, false
	case v < lo:
		w.errf(n, path, "%d: too small", v)
		return 0, false
	case v > hi:
		w.errf(n, path, "%d: too large", v)
		return 0, false
	}
	return v, true
}

// errNotWhole is Number's refusal.
var errNotWhole = errors.New("not a whole number")

// decimal is a whole number in decimal digits, as strconv.Atoi reads it.
var decimal = regexp.MustCompile(`^[-+]?[0-9]+$`)

// Number reads a number node (tag !!int or !!float) as a whole number, as
// a JSON Schema "integer" takes it: the JSON and YAML data models do not
// tell 2.0 or 1e2 from 2 or 100, so neither does naqala. Decimal digits
// are read in decimal (017 is 17, as YAML 1.2 reads it); the other forms
// of a YAML integer (0x10, 0o17, 1_000) as the YAML reader does. A number
// with a fraction, infinite or beyond int64 is refused.
func Number(n *yaml.Node) (int, error) {
	if n == nil || n.Kind != yaml.ScalarNode {
		return 0, errNotWhole
	}
	s := strings.TrimSpace(n.Value)
	switch n.ShortTag() {
	case "!!int":
		if decimal.MatchString(s) {
			return strconv.Atoi(s)
		}
		var v int64
		if err := n.Decode(&v); err != nil {
			return 0, errNotWhole
		}
		return int(v), nil
	case "!!float":
		var f float64
		if err := n.Decode(&f); err != nil || f != math.Trunc(f) || math.IsInf(f, 0) ||
			f < math.MinInt64 || f >= math.MaxInt64 {
			return 0, errNotWhole
		}
		return int(f), nil
	}
	return 0, errNotWhole
}

// Scalar is the text of a scalar as naqala reads it: a whole number
// (Number) in plain decimal digits, so that 2.0, 1e2 and 0x10 mean what
// 2, 100 and 16 mean wherever a value is read as text (a rule variant, a
// flag); any other scalar, its text.
func Scalar(n *yaml.Node) string {
	if v, err := Number(n); err == nil {
		return strconv.Itoa(v)
	}
	if n == nil {
		return ""
	}
	return n.Value
}

// Flag reads true or false (strconv.ParseBool: also 1 or 0, t or f, a
// number as Scalar reads it); null is false.
func (w *Walker) Flag(n *yaml.Node, path string) bool {
	w.seen(n, path)
	if IsNull(n) {
		return false
	}
	if n.Kind == yaml.ScalarNode {
		if b, err := strconv.ParseBool(Scalar(n)); err == nil {
			return b
		}
	}
	w.errf(n, path, "want true or false, got %s", Describe(n))
	return false
}

// Text reads a scalar as text; null is "". ok is false when a problem
// was reported.
func (w *Walker) Text(n *yaml.Node, path string) (string, bool) {
	w.seen(n, path)
	if IsNull(n) {
		return "", true
	}
	if n.Kind != yaml.ScalarNode {
		w.errf(n, path, "want a word, got %s", Describe(n))
		return "", false
	}
	return n.Value, true
}

// Texts reads a list of texts; with split, a single text is a list
// split at commas ("artisans,whims"). Null is nil.
func (w *Walker) Texts(n *yaml.Node, path, what string, split bool) []string {
	w.seen(n, path)
	if IsNull(n) {
		return nil
	}
	if n.Kind == yaml.ScalarNode && split {
		var out []string
		for _, s := range strings.Split(n.Value, ",") {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
		return out
	}
	if w.List(n, path, what) == nil {
		return nil
	}
	out := []string{}
	for i, it := range n.Content {
		if it.Kind != yaml.AliasNode {
			s, _ := w.Text(it, Index(path, i))
			out = append(out, s)
		}
	}
	return out
}
