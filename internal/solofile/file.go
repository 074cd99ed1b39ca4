package solofile

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/yamlwalk"
	"github.com/naqala/naqala/sultan"
	"go.yaml.in/yaml/v3"
)

// Format is the format tag of the solo state file.
const Format = "naqala/solo/v1"

// File is a solo state file.
type File struct {
	Format     string            `yaml:"format,omitempty" json:"format,omitempty"`
	Expansions []string          `yaml:"expansions" json:"expansions"`
	Board      string            `yaml:"board" json:"board"`
	Yazid      Yazid             `yaml:"yazid,flow" json:"yazid"`
	Player     Player            `yaml:"player,flow" json:"player"`
	Resources  *[]string         `yaml:"resources,omitempty,flow" json:"resources,omitempty"` // nil: the row is not tracked
	DjinnRow   *[]string         `yaml:"djinn_row,omitempty,flow" json:"djinn_row,omitempty"` // nil: the row is not tracked
	ThiefRow   *[]string         `yaml:"thief_row,omitempty,flow" json:"thief_row,omitempty"` // the face-up Thief; nil: not tracked
	Rules      map[string]string `yaml:"rules" json:"rules"`
}

// Yazid is what Yazid holds beside the board.
type Yazid struct {
	Council   int `yaml:"council" json:"council"`
	Elders    int `yaml:"elders" json:"elders"`
	Fakirs    int `yaml:"fakirs" json:"fakirs"`
	Assassins int `yaml:"assassins" json:"assassins"`
	Artisans  int `yaml:"artisans" json:"artisans"`
	Djinns    int `yaml:"djinns" json:"djinns"`
	Camels    int `yaml:"camels" json:"camels"`
}

// Player is what the player holds that Yazid's turn needs, and, each
// optional (naqala's extension: nil is not given, read as none), the rest
// of the player's holdings in the words of the final-state file.
type Player struct {
	Coins       int             `yaml:"coins" json:"coins"`
	Camels      int             `yaml:"camels" json:"camels"`
	Djinns      []string        `yaml:"djinns,flow" json:"djinns"`
	Viziers     *int            `yaml:"viziers,omitempty" json:"viziers,omitempty"`
	Elders      *int            `yaml:"elders,omitempty" json:"elders,omitempty"`
	Artisans    *int            `yaml:"artisans,omitempty" json:"artisans,omitempty"`
	Fakirs      *int            `yaml:"fakirs,omitempty" json:"fakirs,omitempty"`
	Merchandise *map[string]int `yaml:"merchandise,omitempty,flow" json:"merchandise,omitempty"` // goods by name
	Items       *[]string       `yaml:"items,omitempty,flow" json:"items,omitempty"`             // Item keys, one a marker
	Thieves     *[]string       `yaml:"thieves,omitempty,flow" json:"thieves,omitempty"`
}

// Parse reads a solo state file, YAML or JSON; name (the file's path,
// quoted when it does not print as itself) heads every error. Absent
// numbers are 0, except the camels beside the board: 11 less those on the
// board for either side, and the player's coins: 25.
// Parse checks the keys and the types; Load applies the rules of play.
func Parse(data []byte, name string) (*File, error) {
	f, w := parse(data, name)
	if err := w.Err(); err != nil {
		return nil, err
	}
	return f, nil
}

// parse is Parse with the walker, which knows the line of each path for
// the problems Load finds later.
func parse(data []byte, name string) (*File, *yamlwalk.Walker) {
	w := yamlwalk.New(name)
	f := &File{}
	top := w.Document(data, "a solo state ("+Format+")", "state")
	if top == nil {
		return f, w
	}
	// number reads a whole number; the rules of play (sultan) check its
	// bounds and sign. Null is refused (a key without a number is a
	// number forgotten), and so is a number quoted as text, as the
	// schema (docs/schema/solo.schema.json) refuses it.
	number := func(n *yaml.Node, p string) int {
		if yamlwalk.IsNull(n) || n.ShortTag() == "!!str" {
			w.Node(n, p, "want a whole number, got %s", yamlwalk.Describe(n))
			return 0
		}
		v, _ := w.Int(n, p, math.MinInt, math.MaxInt)
		return v
	}
	text := func(n *yaml.Node, p string) string {
		s, _ := w.Text(n, p)
		return s
	}
	row := func(n *yaml.Node, p, what string) *[]string {
		if s := w.Texts(n, p, what, false); s != nil || !yamlwalk.IsNull(n) {
			s = append([]string{}, s...)
			return &s
		}
		return nil
	}
	var yazidCamels, playerCamels, coins bool
	var formatNode *yaml.Node
	known := []string{"format", "expansions", "board", "yazid", "player", "resources", "djinn_row", "thief_row", "rules"}
	w.Each(top, "", known, func(key, p string, n *yaml.Node) {
		switch key {
		case "format":
			f.Format, formatNode = text(n, p), n
		case "expansions":
			f.Expansions = w.Texts(n, p, "expansion names", true)
		case "board":
			f.Board = text(n, p)
		case "yazid":
			if yamlwalk.IsNull(n) {
				return
			}
			y := &f.Yazid
			counts := map[string]*int{"council": &y.Council, "elders": &y.Elders, "fakirs": &y.Fakirs,
				"assassins": &y.Assassins, "artisans": &y.Artisans, "djinns": &y.Djinns, "camels": &y.Camels}
			w.Each(n, p, []string{"council", "elders", "fakirs", "assassins", "artisans", "djinns", "camels"}, func(k, p string, v *yaml.Node) {
				*counts[k] = number(v, p)
				yazidCamels = yazidCamels || k == "camels"
			})
		case "player":
			if yamlwalk.IsNull(n) {
				return
			}
			pl := &f.Player
			w.Each(n, p, playerKeys, func(k, p string, v *yaml.Node) {
				switch k {
				case "coins":
					pl.Coins, coins = number(v, p), true
				case "camels":
					pl.Camels, playerCamels = number(v, p), true
				case "djinns":
					pl.Djinns = w.Texts(v, p, "Djinn names", false)
				default:
					readHolding(w, pl, k, p, v, number)
				}
			})
		case "resources":
			f.Resources = row(n, p, "resource cards")
		case "djinn_row":
			f.DjinnRow = row(n, p, "Djinn names")
		case "thief_row":
			f.ThiefRow = row(n, p, "Thief names")
		case "rules":
			f.Rules = map[string]string{}
			keys, values := w.Pairs(n, p, "rule variants")
			for i, k := range keys {
				f.Rules[k.Value] = text(values[i], yamlwalk.JoinKey(p, k.Value))
			}
		}
	})
	if f.Format != "" && f.Format != Format {
		w.Node(formatNode, "format", "%q: want %s", f.Format, Format)
	}
	if strings.TrimSpace(f.Board) == "" && w.Problems() == 0 {
		w.At("board", "missing: the board notation is required")
	}
	if w.Problems() > 0 {
		return f, w
	}
	if f.Rules == nil {
		f.Rules = map[string]string{}
	}
	if b, err := game.ParseBoard(f.Board); err == nil {
		if !yazidCamels {
			f.Yazid.Camels = max(sultan.Camels-b.Camels(game.Yazid), 0)
		}
		if !playerCamels {
			f.Player.Camels = max(sultan.Camels-b.Camels(1), 0)
		}
	}
	if !coins {
		f.Player.Coins = sultan.StartCoins
	}
	return f, w
}

// Setup turns the file into the setup of a solo game, its rule variants
// over base. It applies no checks; Load does.
func (f *File) Setup(base sultan.Rules) (sultan.Setup, error) {
	rules := base
	var errs []error
	for _, k := range slices.Sorted(maps.Keys(f.Rules)) {
		known, err := rules.Set(k, f.Rules[k])
		switch {
		case err != nil:
			msg := strings.TrimPrefix(trimPrefix(err).Error(), "rule "+k+": ")
			errs = append(errs, fmt.Errorf("rules.%s: %s", filetext.Key(k), msg))
		case !known:
			errs = append(errs, fmt.Errorf("rules.%s: unknown solo rule variant (known: %s)", filetext.Key(k), strings.Join(game.VariantKeys(sultan.Variants()), ", ")))
		}
	}
	s := sultan.Setup{
		Board:      f.Board,
		Expansions: append([]string{}, f.Expansions...),
		Rules:      rules.Settings(),
		Player:     f.Player.holdings(),
		Yazid:      sultan.YazidHoldings(f.Yazid),
	}
	if f.Resources != nil {
		s.Resources = append([]string{}, (*f.Resources)...)
	}
	if f.DjinnRow != nil {
		s.DjinnRow = append([]string{}, (*f.DjinnRow)...)
	}
	if f.ThiefRow != nil {
		s.ThiefRow = append([]string{}, (*f.ThiefRow)...)
	}
	return s, errors.Join(errs...)
}

// Load parses the file and applies every check of a solo state: the
// board checks for a solo game with the expansions, holdings beyond the
// box, Yazid with more than 11 camels on and off the board, negative
// numbers, unknown Djinns (with a suggestion) and resource cards. Each
// problem is a line naming the file and the path.
func Load(data []byte, name string, base sultan.Rules) (*File, sultan.State, sultan.Rules, error) {
	f, w := parse(data, name)
	if err := w.Err(); err != nil {
		return nil, sultan.State{}, base, err
	}
	s, err := f.Setup(base)
	if err != nil {
		placed(w, err)
	}
	st, rules, err := s.State()
	if err != nil {
		placed(w, err)
	}
	if err := w.Err(); err != nil {
		return nil, sultan.State{}, base, err
	}
	return f, st, rules, nil
}

// FromState writes st as a file, with rules as the file's rule map (nil:
// none).
func FromState(st sultan.State, rules map[string]string) *File {
	f := &File{
		Format:     Format,
		Expansions: st.Expansions.Names(),
		Board:      st.Board.String(),
		Yazid:      Yazid(st.Yazid),
		Player:     playerOf(st.Player, Player{}),
		Rules:      map[string]string{},
	}
	if f.Expansions == nil {
		f.Expansions = []string{}
	}
	for k, v := range rules {
		f.Rules[k] = v
	}
	if st.Resources != nil {
		r := make([]string, len(st.Resources))
		for i, c := range st.Resources {
			r[i] = c.String()
		}
		f.Resources = &r
	}
	if st.DjinnRow != nil {
		r := append([]string{}, st.DjinnRow...)
		f.DjinnRow = &r
	}
	if st.ThiefRow != nil {
		r := append([]string{}, st.ThiefRow...)
		f.ThiefRow = &r
	}
	return f
}

// YAML writes the file as YAML; Parse reads it back to the same File.
func (f *File) YAML() ([]byte, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(f); err != nil {
		return nil, fmt.Errorf("solofile: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("solofile: %w", err)
	}
	return buf.Bytes(), nil
}

// placed reports each line of a joined error of the rules of play
// ("sultan: yazid.council: ..."), a path and what is wrong, at the line
// of that path in the file.
func placed(w *yamlwalk.Walker, err error) {
	for _, line := range strings.Split(err.Error(), "\n") {
		if line = strings.TrimPrefix(strings.TrimSpace(line), "sultan: "); line != "" {
			path, msg, ok := strings.Cut(line, ": ")
			if p, ok := strings.CutPrefix(path, "player.goods."); ok {
				path = "player.merchandise." + p // the engine's goods, the file's merchandise
			}
			if !ok || strings.ContainsAny(path, " ,") {
				w.Errorf(0, "", "%s", line)
				continue
			}
			w.At(path, "%s", msg)
		}
	}
}

func trimPrefix(err error) error {
	return errors.New(strings.TrimPrefix(err.Error(), "sultan: "))
}
