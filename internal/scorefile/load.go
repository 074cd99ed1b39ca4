package scorefile

import (
	"fmt"
	"sort"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/yamlwalk"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"go.yaml.in/yaml/v3"
	"slices"
)

// Format is the optional format tag of a final-state file.
const Format = "naqala/score/v1"

// Options is what the configuration gives the loader.
type Options struct {
	// Rules are the configured scoring rules; a rules: block in the file
	// overrides them.
	Rules scoring.Rules
	// DjinnVP gives the VP of Djinns the catalogue lacks, by name
	// (configuration key djinn_vp.<Name>); names are matched like
	// game.LookupDjinn.
	DjinnVP map[string]int
	// OtherRuleKeys are rule keys of other parts of the program (the solo
	// engine's); a rules: block may hold them. They do not change the
	// score, but a solo engine key's value is checked like the
	// configuration's (sultan.Rules.Set).
	OtherRuleKeys []string
}

// File is a loaded final-state file.
type File struct {
	Game scoring.Game
	// Rules are Options.Rules with the file's rules: block applied.
	Rules scoring.Rules
	// OtherRules are the rules: block's entries of Options.OtherRuleKeys
	// (the solo engine's variants), each value checked, by key.
	OtherRules map[string]string
}

// Read loads the final-state file at path, of at most filetext.MaxSize
// bytes; problems name the path.
func Read(path string, o Options) (File, error) {
	data, err := filetext.ReadFile(path)
	if err != nil {
		return File{}, fmt.Errorf("%s: %w", filetext.Text(path), err)
	}
	return Load(path, data, o)
}

// Load reads a final-state file (docs/formats.md section 2) from data; name is
// how problems name the file (quoted when it does not print as itself).
// Every problem is reported, one a line,
// prefixed with name, the line and the path of the value.
func Load(name string, data []byte, o Options) (File, error) {
	l := &loader{reporter: reporter{yamlwalk.New(name)}, opt: o}
	f := l.load(data)
	if err := l.err(); err != nil {
		return File{}, err
	}
	return f, nil
}

// loader holds what the checks across players need.
type loader struct {
	reporter
	opt     Options
	x       game.Expansions
	djinnVP map[string]int         // catalogue name -> VP from the configuration
	djinns  map[string]string      // catalogue name -> where it is held
	thieves map[string]string      // Thief name -> where it is held
	magic   map[game.Item]string   // magic item -> where it is held
	names   map[string]string      // player name -> where it is given
	tiles   [game.NumTileTypes]int // tiles held, all players
	goods   [game.NumGoods]int     // goods cards held, all players
	items   [game.NumItems]int     // item markers held, all players
	pieces  struct{ palms, palaces, fakirs, lake int }
	held    []heldCamels // each player's tiles under Camels, from tiles:
}

func (l *loader) load(data []byte) File {
	f := File{Rules: l.opt.Rules}
	doc := l.Document(data, "the final state of a game (see the format in docs/scoring.md)", "game")
	if doc == nil {
		return f
	}
	top := l.fields(doc, "", "format", "expansions", "players", "solo", "board", "rules")
	if top == nil {
		return f
	}
	if n := top["format"]; n != nil {
		if v, ok := l.word(n, "format"); ok && v != Format {
			l.errf(n, "format", "%q: want %s", v, Format)
		}
	}
	l.x = l.expansions(top["expansions"])
	f.Game.Expansions = l.x
	l.djinnVP = map[string]int{}
	for name, vp := range l.opt.DjinnVP {
		if d, ok := game.LookupDjinn(name); ok {
			l.djinnVP[d.Name] = vp
		}
	}
	l.djinns, l.thieves, l.magic, l.names = map[string]string{}, map[string]string{}, map[game.Item]string{}, map[string]string{}

	playersNode := top["players"]
	ps := l.list(playersNode, "players", "players")
	switch {
	case len(ps) == 0 && (isNull(playersNode) || playersNode.Kind == yaml.SequenceNode):
		l.errf(playersNode, "players", "no players: list 1 to %d players", game.MaxPlayers)
	case game.PlayersReason(len(ps), l.x) != "":
		// Reference section 8: 5 players (and 5 Tents) only with Whims.
		l.errf(playersNode, "players", "%s", game.PlayersReason(len(ps), l.x))
	}
	for i, pn := range ps {
		f.Game.Players = append(f.Game.Players, l.player(pn, index("players", i)))
	}
	if n := top["solo"]; !isNull(n) {
		f.Game.Solo = l.solo(n, len(ps))
	}
	if n := top["board"]; !isNull(n) {
		f.Game.Board = l.board(n, f.Game, ps)
	}
	l.totals(f.Game, playersNode)
	l.camels(f.Game, top["board"])
	if n := top["rules"]; !isNull(n) {
		f.Rules, f.OtherRules = l.rules(n, f.Rules)
	}
	return f
}

// expansions reads a list of names, or one comma-separated string.
func (l *loader) expansions(n *yaml.Node) game.Expansions {
	var x game.Expansions
	if isNull(n) {
		return x
	}
	var items []*yaml.Node
	if n.Kind == yaml.ScalarNode {
		items = []*yaml.Node{n}
	} else {
		items = l.list(n, "expansions", "expansion names")
	}
	for i, it := range items {
		path := "expansions"
		if n.Kind == yaml.SequenceNode {
			path = index(path, i)
		}
		v := l.text(it, path)
		y, err := game.ParseExpansions([]string{v})
		if err != nil {
			l.errf(it, path, "%s", strings.TrimPrefix(err.Error(), "game: "))
		}
		x.Artisans, x.Thieves, x.Whims = x.Artisans || y.Artisans, x.Thieves || y.Thieves, x.Whims || y.Whims
	}
	return x
}

// rules applies the file's rules: block to r and returns the entries of
// the other parts' keys.
func (l *loader) rules(n *yaml.Node, r scoring.Rules) (scoring.Rules, map[string]string) {
	var other map[string]string
	keys, values := l.Pairs(n, "rules", "rule variants")
	for i, k := range keys {
		v := values[i]
		path := joinKey("rules", k.Value)
		if v.Kind != yaml.ScalarNode {
			l.errf(v, path, "want a value, got %s", describe(v))
			continue
		}
		// A number as naqala reads numbers: thief_vp: 2.0 is 2.
		value := yamlwalk.Scalar(v)
		known, err := r.Set(k.Value, value)
		switch {
		case err != nil:
			l.errf(v, path, "%s", strings.TrimPrefix(err.Error(), "scoring: "+k.Value+" "))
		case !known && slices.Contains(l.opt.OtherRuleKeys, k.Value):
			// The solo engine's variants are checked as the configuration
			// checks them, though they do not change the score.
			solo := sultan.DefaultRules()
			if _, err := solo.Set(k.Value, value); err != nil {
				l.errf(v, path, "%s", strings.TrimPrefix(err.Error(), "sultan: rule "+k.Value+": "))
				continue
			}
			if other == nil {
				other = map[string]string{}
			}
			other[k.Value] = value
		case !known:
			keys := append(game.VariantKeys(scoring.Variants()), l.opt.OtherRuleKeys...)
			sort.Strings(keys)
			l.errf(k, path, "unknown rule variant (known: %s)", strings.Join(keys, ", "))
		}
	}
	return r, other
}
