package solofile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
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

// Player is what the player holds that Yazid's turn needs.
type Player struct {
	Coins  int      `yaml:"coins" json:"coins"`
	Camels int      `yaml:"camels" json:"camels"`
	Djinns []string `yaml:"djinns,flow" json:"djinns"`
}

// Parse reads a solo state file, YAML or JSON; name (the file's path,
// quoted when it does not print as itself) heads every error. Absent
// numbers are 0, except the camels beside the board: 11 less those on the
// board for either side, and the player's coins: 25.
// Parse checks the keys and the types; Load applies the rules of play.
func Parse(data []byte, name string) (*File, error) {
	name = filetext.Text(name)
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '{' {
		var v any
		if err := json.Unmarshal(t, &v); err != nil {
			return nil, fmt.Errorf("%s: not valid JSON: %v", name, err)
		}
		// json.Unmarshal keeps the last of repeated keys; they are errors,
		// as in YAML, named by their path.
		if dups := jsonDuplicates(t); len(dups) > 0 {
			errs := make([]error, len(dups))
			for i, p := range dups {
				errs[i] = fmt.Errorf("%s: %s: given twice", name, p)
			}
			return nil, errors.Join(errs...)
		}
		y, err := yaml.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		data = y
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc, next yaml.Node
	if err := dec.Decode(&doc); err != nil && err != io.EOF {
		return nil, fmt.Errorf("%s: not valid YAML: %v", name, err)
	}
	// One file, one state: a second document (after ---) is refused, not
	// ignored; a --- with nothing after it is no document.
	switch err := dec.Decode(&next); {
	case err == io.EOF:
	case err != nil:
		return nil, fmt.Errorf("%s: not valid YAML: %v", name, err)
	case len(next.Content) > 0 && !isNull(next.Content[0]):
		return nil, fmt.Errorf("%s:%d: a second YAML document (after ---): a file holds one state", name, next.Line)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, fmt.Errorf("%s: empty file: want a solo state (%s)", name, Format)
	}
	d := &decoder{name: name}
	f := &File{}
	var yazidCamels, playerCamels, coins bool
	d.mapping(doc.Content[0], "", map[string]func(*yaml.Node, string){
		"format":     func(n *yaml.Node, p string) { f.Format = d.str(n, p) },
		"expansions": func(n *yaml.Node, p string) { f.Expansions = d.strs(n, p, true) },
		"board":      func(n *yaml.Node, p string) { f.Board = d.str(n, p) },
		"yazid": func(n *yaml.Node, p string) {
			y := &f.Yazid
			d.mapping(n, p, map[string]func(*yaml.Node, string){
				"council":   func(n *yaml.Node, p string) { y.Council = d.int(n, p) },
				"elders":    func(n *yaml.Node, p string) { y.Elders = d.int(n, p) },
				"fakirs":    func(n *yaml.Node, p string) { y.Fakirs = d.int(n, p) },
				"assassins": func(n *yaml.Node, p string) { y.Assassins = d.int(n, p) },
				"artisans":  func(n *yaml.Node, p string) { y.Artisans = d.int(n, p) },
				"djinns":    func(n *yaml.Node, p string) { y.Djinns = d.int(n, p) },
				"camels":    func(n *yaml.Node, p string) { y.Camels, yazidCamels = d.int(n, p), true },
			})
		},
		"player": func(n *yaml.Node, p string) {
			pl := &f.Player
			d.mapping(n, p, map[string]func(*yaml.Node, string){
				"coins":  func(n *yaml.Node, p string) { pl.Coins, coins = d.int(n, p), true },
				"camels": func(n *yaml.Node, p string) { pl.Camels, playerCamels = d.int(n, p), true },
				"djinns": func(n *yaml.Node, p string) { pl.Djinns = d.strs(n, p, false) },
			})
		},
		"resources": func(n *yaml.Node, p string) {
			if s := d.strs(n, p, false); s != nil || !isNull(n) {
				s = append([]string{}, s...)
				f.Resources = &s
			}
		},
		"djinn_row": func(n *yaml.Node, p string) {
			if s := d.strs(n, p, false); s != nil || !isNull(n) {
				s = append([]string{}, s...)
				f.DjinnRow = &s
			}
		},
		"rules": func(n *yaml.Node, p string) {
			f.Rules = map[string]string{}
			if isNull(n) {
				return
			}
			if n.Kind != yaml.MappingNode {
				d.fail(p, "want a mapping of rule variants, got %s", kind(n))
				return
			}
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i].Value, n.Content[i+1]
				kp := join(p, filetext.Key(k))
				if _, dup := f.Rules[k]; dup {
					d.fail(kp, "given twice")
				}
				f.Rules[k] = d.str(v, kp)
			}
		},
	})
	if f.Format != "" && f.Format != Format {
		d.fail("format", "%q: want %s", f.Format, Format)
	}
	if strings.TrimSpace(f.Board) == "" && d.err == nil {
		d.fail("board", "missing: the board notation is required")
	}
	if err := d.errs(); err != nil {
		return nil, err
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
	return f, nil
}

// Setup turns the file into the setup of a solo game, its rule variants
// over base. It applies no checks; Load does.
func (f *File) Setup(base sultan.Rules) (sultan.Setup, error) {
	rules := base
	var errs []error
	for _, k := range sortedKeys(f.Rules) {
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
		Player:     sultan.Holdings{Coins: f.Player.Coins, Camels: f.Player.Camels, Djinns: append([]string(nil), f.Player.Djinns...)},
		Yazid:      sultan.YazidHoldings(f.Yazid),
	}
	if f.Resources != nil {
		s.Resources = append([]string{}, (*f.Resources)...)
	}
	if f.DjinnRow != nil {
		s.DjinnRow = append([]string{}, (*f.DjinnRow)...)
	}
	return s, errors.Join(errs...)
}

// Load parses the file and applies every check of a solo state: the
// board checks for a solo game with the expansions, holdings beyond the
// box, Yazid with more than 11 camels on and off the board, negative
// numbers, unknown Djinns (with a suggestion) and resource cards. Each
// problem is a line naming the file and the path.
func Load(data []byte, name string, base sultan.Rules) (*File, sultan.State, sultan.Rules, error) {
	name = filetext.Text(name)
	f, err := Parse(data, name)
	if err != nil {
		return nil, sultan.State{}, base, err
	}
	s, err := f.Setup(base)
	var errs []error
	if err != nil {
		errs = append(errs, prefixed(name, err)...)
	}
	st, rules, err := s.State()
	if err != nil {
		errs = append(errs, prefixed(name, err)...)
	}
	if len(errs) > 0 {
		return nil, sultan.State{}, base, errors.Join(errs...)
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
		Player:     Player{Coins: st.Player.Coins, Camels: st.Player.Camels, Djinns: append([]string{}, st.Player.Djinns...)},
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

// prefixed splits a joined error into lines, each headed by the file name
// instead of the package name.
func prefixed(name string, err error) []error {
	var out []error
	for _, line := range strings.Split(err.Error(), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, fmt.Errorf("%s: %s", name, strings.TrimPrefix(line, "sultan: ")))
		}
	}
	return out
}

func trimPrefix(err error) error {
	return errors.New(strings.TrimPrefix(err.Error(), "sultan: "))
}

// jsonDuplicates returns the paths of the keys given twice in an object of
// the valid JSON data, in the order they appear: "yazid.council",
// "player.djinns[0].x". A key at the top level is its own path.
func jsonDuplicates(data []byte) []string {
	dec := json.NewDecoder(bytes.NewReader(data))
	var dups []string
	var walk func(path string) bool
	walk = func(path string) bool {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		switch tok {
		case json.Delim('{'):
			seen := map[string]bool{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return false
				}
				k, _ := kt.(string)
				p := k
				if path != "" {
					p = path + "." + k
				}
				if seen[k] {
					dups = append(dups, p)
				}
				seen[k] = true
				if !walk(p) {
					return false
				}
			}
			_, err = dec.Token() // the closing brace
			return err == nil
		case json.Delim('['):
			for i := 0; dec.More(); i++ {
				if !walk(fmt.Sprintf("%s[%d]", path, i)) {
					return false
				}
			}
			_, err = dec.Token() // the closing bracket
			return err == nil
		}
		return true
	}
	walk("")
	return dups
}
