package main

import (
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/yamlwalk"
	"github.com/naqala/naqala/sultan"
	"go.yaml.in/yaml/v3"
)

// configSources knows where each configuration key was set - a file and
// its line, an environment variable or a flag - so that every problem
// names it.
type configSources struct {
	files []string
	lines map[string]map[string]int // file -> key ("rules.thief_vp", lower case) -> line
	flags map[string]string         // key -> the flag that set it
	// lookupEnv reads the environment (system.lookupEnv).
	lookupEnv func(string) (string, bool)
}

// where names the place the value of key comes from, with the highest
// priority first: a flag, an environment variable, the last file holding
// it; "" for a built-in default.
func (s *configSources) where(key string) string {
	if f, ok := s.flags[key]; ok {
		return f
	}
	if env := envName(key); env != "" {
		if _, ok := s.lookupEnv(env); ok {
			return env
		}
	}
	// The key itself, else the mapping holding it (whose key YAML may
	// spell otherwise, 000 for 0), else the file: a file holds it when no
	// flag or variable does and it is not the default.
	top, _, _ := strings.Cut(key, ".")
	for _, k := range []string{key, top} {
		for i := len(s.files) - 1; i >= 0; i-- {
			f := s.files[i]
			if line, ok := s.lines[f][k]; ok && line > 0 {
				return fmt.Sprintf("%s:%d", filetext.Text(f), line)
			}
		}
	}
	if n := len(s.files); n > 0 {
		return filetext.Text(s.files[n-1])
	}
	return ""
}

// errorf is a configuration problem about key, headed by where its value
// comes from: "config: FILE:LINE: start_coins 2.5: ...".
func (s *configSources) errorf(key, format string, a ...any) error {
	msg := fmt.Sprintf(format, a...)
	if w := s.where(key); w != "" {
		return fmt.Errorf("config: %s: %s", w, msg)
	}
	return fmt.Errorf("config: %s", msg)
}

// envName is the environment variable of key: NAQALA_START_COINS,
// NAQALA_DJINN_VP_PTAH.
func envName(key string) string {
	if name, ok := strings.CutPrefix(key, "djinn_vp."); ok {
		return "NAQALA_DJINN_VP_" + strings.ToUpper(game.FoldName(name))
	}
	return "NAQALA_" + strings.ToUpper(strings.ReplaceAll(key, ".", "_"))
}

// readConfigYAML checks the YAML configuration file path (its text data)
// as viper cannot, with the walker of every file naqala reads
// (yamlwalk): a key given twice (in any case, as viper reads keys), a
// second document, text that is not YAML; and records the line of each
// key. Each problem is a line naming the file and the line.
func (s *configSources) readConfigYAML(path string, data []byte) error {
	lines := map[string]int{}
	s.lines[path] = lines
	w := yamlwalk.New(path)
	w.FoldKeys()
	top := w.Document(data, "", "configuration")
	if top != nil && top.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(top.Content); i += 2 {
			k, v := top.Content[i], top.Content[i+1]
			key := strings.ToLower(k.Value)
			keepLine(lines, key, k.Line)
			if v.Kind == yaml.MappingNode {
				for j := 0; j+1 < len(v.Content); j += 2 {
					keepLine(lines, key+"."+strings.ToLower(v.Content[j].Value), v.Content[j].Line)
				}
			}
		}
	}
	if err := w.Err(); err != nil {
		// The configuration's problems are headed config: as all of them.
		var errs []error
		for _, line := range strings.Split(err.Error(), "\n") {
			errs = append(errs, errors.New("config: "+line))
		}
		return errors.Join(errs...)
	}
	return nil
}

// keepLine records the line of key, the first time it is given.
func keepLine(lines map[string]int, key string, line int) {
	if _, ok := lines[key]; !ok {
		lines[key] = line
	}
}

// configKey is a key as a problem names it: each part a word or quoted.
func configKey(key string) string {
	top, rest, ok := strings.Cut(key, ".")
	if !ok {
		return filetext.Key(key)
	}
	return filetext.Key(top) + "." + filetext.Key(rest)
}

// isYAMLFile reports whether viper reads path as YAML.
func isYAMLFile(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml":
		return true
	}
	return false
}

// wholeNumber reads a number of the configuration as viper gives it (an
// int, a float from YAML, a string from the environment): a whole number
// within ±max, or ok false for 2.5, NaN, infinity, a word, or one too
// large.
func wholeNumber(v any, most int) (int, bool) {
	switch x := v.(type) {
	case int:
		return x, x >= -most && x <= most
	case int64:
		return int(x), x >= -int64(most) && x <= int64(most)
	case uint64:
		return int(x), x <= uint64(most)
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) || x != math.Trunc(x) || math.Abs(x) > float64(most) {
			return 0, false
		}
		return int(x), true
	case string:
		n, err := strconv.Atoi(strings.TrimSpace(x))
		return n, err == nil && n >= -most && n <= most
	}
	return 0, false
}

// numberWords is how a problem shows a value viper read: 2.5, "lots",
// NaN, 1e+23 - never a converted number.
func numberWords(v any) string {
	switch x := v.(type) {
	case string:
		return strconv.Quote(x)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case nil:
		return "nothing"
	case map[string]any:
		return "a mapping"
	case []any:
		return "a list"
	}
	return filetext.Text(fmt.Sprint(v))
}

// maxStartCoins bounds start_coins: more coins than a game's bank could
// ever hold are a typing mistake.
const maxStartCoins = sultan.MaxCoins

// checkRaw checks the values viper read before they are converted, where
// a conversion would hide a mistake (2.5 truncated to 2, a huge or NaN
// value wrapped round): start_coins and djinn_vp must be whole numbers,
// the words must be words, the lists lists, each player's name one that
// prints as itself within game.MaxNameLength. It returns the numbers read
// to set in their place.
func (s *configSources) checkRaw(get func(string) any) (startCoins int, djinnVP map[string]int, errs []error) {
	raw := get("start_coins")
	startCoins, ok := wholeNumber(raw, maxStartCoins)
	if !ok {
		errs = append(errs, s.errorf("start_coins", "start_coins %s: want a whole number of coins, 0 to %d", numberWords(raw), maxStartCoins))
	}
	for _, key := range []string{"language", "paper", "data_dir", "colour"} {
		switch get(key).(type) {
		case map[string]any, []any:
			errs = append(errs, s.errorf(key, "%s: want a word, got %s", key, numberWords(get(key))))
		}
	}
	for _, key := range []string{"players", "expansions"} {
		switch x := get(key).(type) {
		case map[string]any:
			errs = append(errs, s.errorf(key, "%s: want a list, got a mapping", key))
		case []any:
			for i, it := range x {
				switch it.(type) {
				case map[string]any, []any:
					errs = append(errs, s.errorf(key, "%s[%d]: want a word, got %s", key, i, numberWords(it)))
					continue
				}
				if key != "players" {
					continue
				}
				name := fmt.Sprint(it)
				switch {
				case !filetext.Plain(name):
					errs = append(errs, s.errorf(key, "players[%d] %s: a name must hold only characters that print", i, filetext.Text(name)))
				case utf8.RuneCountInString(name) > game.MaxNameLength:
					errs = append(errs, s.errorf(key, "players[%d]: %d characters: a name has at most %d", i, utf8.RuneCountInString(name), game.MaxNameLength))
				}
			}
		}
	}
	switch m := get("rules").(type) {
	case map[string]any:
		for k, v := range m {
			switch v.(type) {
			case map[string]any, []any:
				key := "rules." + strings.ToLower(k)
				errs = append(errs, s.errorf(key, "%s: want a value, got %s", configKey(key), numberWords(v)))
			}
		}
	default:
		errs = append(errs, s.errorf("rules", "rules: want a mapping of rule variants, got %s", numberWords(m)))
	}
	djinnVP = map[string]int{}
	switch m := get("djinn_vp").(type) {
	case nil:
	case map[string]any:
		for name, v := range m {
			key := "djinn_vp." + strings.ToLower(name)
			n, ok := wholeNumber(v, math.MaxInt32)
			if !ok {
				errs = append(errs, s.errorf(key, "%s: %s: want a whole number of VP", configKey(key), numberWords(v)))
				continue
			}
			djinnVP[strings.ToLower(name)] = n
		}
	case map[string]int:
		for name, n := range m {
			djinnVP[strings.ToLower(name)] = n
		}
	default:
		errs = append(errs, s.errorf("djinn_vp", "djinn_vp: want a mapping of Djinn names to VP, got %s", numberWords(m)))
	}
	return startCoins, djinnVP, errs
}

// unmarshalProblem is what is left of a value viper could not convert,
// on one line naming the files read.
func (s *configSources) unmarshalProblem(err error) error {
	var parts []string
	for _, l := range strings.Split(err.Error(), "\n") {
		if l = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "*")); l != "" {
			parts = append(parts, l)
		}
	}
	names := make([]string, len(s.files))
	for i, f := range s.files {
		names[i] = filetext.Text(f)
	}
	where := strings.Join(names, ", ")
	if where == "" {
		where = "the environment"
	}
	return fmt.Errorf("config: %s: %s", where, strings.Join(parts, " "))
}
