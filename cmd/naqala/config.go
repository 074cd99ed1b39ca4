package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/internal/yamlwalk"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/spf13/cobra"
	"github.com/spf13/viper"
	"go.yaml.in/yaml/v3"
)

// Config is the effective configuration, read by viper in increasing
// priority from defaults, the config file, --config, NAQALA_* and flags.
type Config struct {
	Language   string            `mapstructure:"language" json:"language" yaml:"language"`
	Paper      string            `mapstructure:"paper" json:"paper" yaml:"paper"`
	DataDir    string            `mapstructure:"data_dir" json:"data_dir" yaml:"data_dir"`
	Colour     string            `mapstructure:"colour" json:"colour" yaml:"colour"`
	Mouse      bool              `mapstructure:"mouse" json:"mouse" yaml:"mouse"`
	Players    []string          `mapstructure:"players" json:"players" yaml:"players"`
	Expansions []string          `mapstructure:"expansions" json:"expansions" yaml:"expansions"`
	StartCoins int               `mapstructure:"start_coins" json:"start_coins" yaml:"start_coins"`
	Rules      map[string]string `mapstructure:"rules" json:"rules" yaml:"rules"`
	DjinnVP    map[string]int    `mapstructure:"djinn_vp" json:"djinn_vp" yaml:"djinn_vp"`
	Advice     map[string]string `mapstructure:"advice" json:"advice" yaml:"advice"`

	// Files are the configuration files read, in the order applied.
	Files []string `mapstructure:"-" json:"-" yaml:"-"`
	// Dir is the configuration directory of the system it was read on,
	// where a file is kept when none was read ("" when there is none).
	Dir string `mapstructure:"-" json:"-" yaml:"-"`
}

// File is the configuration file of highest priority read, or "".
func (c *Config) File() string {
	if len(c.Files) == 0 {
		return ""
	}
	return c.Files[len(c.Files)-1]
}

// ScoringRules returns the scoring variants with the configured overrides.
func (c *Config) ScoringRules() scoring.Rules {
	r := scoring.DefaultRules()
	for k, v := range c.Rules {
		_, _ = r.Set(k, v) // checked in loadConfig
	}
	return r
}

// SoloRules returns the solo variants with the configured overrides.
func (c *Config) SoloRules() sultan.Rules {
	r := sultan.DefaultRules()
	for k, v := range c.Rules {
		_, _ = r.Set(k, v)
	}
	return r
}

// ExpansionSet returns the configured expansions.
func (c *Config) ExpansionSet() game.Expansions {
	x, _ := game.ParseExpansions(c.Expansions)
	return x
}

// allRuleVariants lists every rule variant, scoring's and Sultan Yazid's,
// from their tables.
func allRuleVariants() []game.Variant { return append(scoring.Variants(), sultan.Variants()...) }

// ruleDefaults lists every rule variant key with its default.
func ruleDefaults() map[string]string {
	m := map[string]string{}
	for _, v := range allRuleVariants() {
		m[v.Key] = v.Default
	}
	return m
}

// setRule applies one rules.* key to whichever package knows it; the
// error says what is wrong with the value, for the caller to name the key.
func setRule(key, value string) error {
	sr, yr := scoring.DefaultRules(), sultan.DefaultRules()
	k1, err1 := sr.Set(key, value)
	k2, err2 := yr.Set(key, value)
	switch {
	case !k1 && !k2:
		keys := game.VariantKeys(allRuleVariants())
		sort.Strings(keys)
		return fmt.Errorf("unknown rule variant (known: %s)", strings.Join(keys, ", "))
	case err1 != nil:
		return errors.New(ruleReason(key, err1))
	case err2 != nil:
		return errors.New(ruleReason(key, err2))
	}
	return nil
}

// ruleReason strips the package's own prefix and the key it repeats from a
// rule error, so the line names the key once: "unknown value ...".
func ruleReason(key string, err error) string {
	msg := err.Error()
	for _, prefix := range []string{"scoring: ", "sultan: ", "rule ", key + " ", key + ": "} {
		msg = strings.TrimPrefix(msg, prefix)
	}
	return msg
}

func addConfigFlags(root *cobra.Command) {
	f := root.PersistentFlags()
	f.String("config", "", "configuration file (default: config.yaml in the configuration directory, which naqala config names)")
	f.String("lang", "", "language: en or de (TUI, score, sheet, history, rules)")
	f.String("data-dir", "", "where saved games and the history live")
	f.Bool("no-color", false, "no colours (NO_COLOR is honoured too)")
}

// mergeConfigFile merges the configuration file at path (of at most
// filetext.MaxSize bytes, its type named by its extension) into v; a YAML
// file is checked first (keys given twice, a second document) and its
// keys' lines are kept in src.
func mergeConfigFile(v *viper.Viper, src *configSources, path string) error {
	name := filetext.Text(path)
	data, err := filetext.ReadFile(path)
	if err != nil {
		return fmt.Errorf("config: %s: %w", name, err)
	}
	src.files = append(src.files, path)
	if isYAMLFile(path) {
		if err := src.readConfigYAML(path, data); err != nil {
			return err
		}
	}
	v.SetConfigFile(path)
	v.SetConfigType(strings.TrimPrefix(filepath.Ext(path), "."))
	if err := v.MergeConfig(bytes.NewReader(data)); err != nil {
		return fmt.Errorf("config: %s: %w", name, err)
	}
	return nil
}

// loadConfig reads the configuration for cmd on sys, checking every key.
func loadConfig(sys *system, cmd *cobra.Command) (*Config, error) {
	v := viper.New()
	v.SetDefault("language", localeLanguage(sys.getenv, systemLanguages)) // locale.go
	v.SetDefault("paper", "A4")
	v.SetDefault("data_dir", sys.dataDir())
	v.SetDefault("colour", "auto")
	v.SetDefault("mouse", true)
	v.SetDefault("players", []string{})
	v.SetDefault("expansions", []string{})
	v.SetDefault("start_coins", 50)
	for k, val := range ruleDefaults() {
		v.SetDefault("rules."+k, val)
	}
	v.SetDefault("djinn_vp", map[string]int{})
	setAdviceDefaults(v) // advice_config.go

	// --config FILE replaces the configuration directory's file, as in gh
	// and k9s: one file, whichever it is.
	var files []string
	if file, _ := cmd.Flags().GetString("config"); file == stdioName {
		return nil, invalidInput(errors.New("config: --config -: standard input is kept for the file a command reads; give the configuration's file, or set NAQALA_* variables"))
	} else if file != "" {
		files = append(files, file)
	} else if dir := sys.configDir(); dir != "" {
		path := filepath.Join(dir, "config.yaml")
		// Only a file that is not there is no configuration: one that
		// cannot be read (a link loop, no permission) is reported.
		if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
			files = append(files, path)
		}
	}
	src := &configSources{lines: map[string]map[string]int{}, flags: map[string]string{}, lookupEnv: sys.lookupEnv}
	for _, path := range files {
		if err := mergeConfigFile(v, src, path); err != nil {
			return nil, invalidInput(err)
		}
	}
	if err := mergeConfigEnv(v, sys.lookupEnv); err != nil {
		return nil, err
	}
	if f := cmd.Flags().Lookup("lang"); f != nil && f.Changed {
		v.Set("language", f.Value.String())
		src.flags["language"] = "--lang"
	}
	if f := cmd.Flags().Lookup("data-dir"); f != nil && f.Changed {
		v.Set("data_dir", f.Value.String())
		src.flags["data_dir"] = "--data-dir"
	}
	if nc, _ := cmd.Flags().GetBool("no-color"); nc || sys.getenv("NO_COLOR") != "" {
		v.Set("colour", "never")
	}

	// Numbers are checked as read: converted, 2.5 would be 2.
	startCoins, djinnVP, errs := src.checkRaw(v.Get)
	if len(errs) > 0 {
		return nil, invalidInput(errors.Join(errs...))
	}
	v.Set("start_coins", startCoins)
	v.Set("djinn_vp", djinnVP)
	var c Config
	if err := v.Unmarshal(&c); err != nil {
		return nil, invalidInput(src.unmarshalProblem(err))
	}
	// Environment variables for rules.* override the map entries viper built.
	c.Rules = map[string]string{}
	for k := range ruleDefaults() {
		c.Rules[k] = v.GetString("rules." + k)
	}
	for k, val := range v.GetStringMapString("rules") {
		if _, ok := c.Rules[k]; !ok {
			c.Rules[k] = val
		}
	}
	c.Advice = adviceSettings(v)
	c.Files = files
	c.Dir = sys.configDir()
	warnConfigFiles(cmd, files)
	// NAQALA_DJINN_VP_PTAH=5: viper maps environment variables only to the
	// keys it knows, so the Djinns whose VP is unknown are looked up here.
	var envErrs []error
	for _, d := range game.Djinns() {
		env := "NAQALA_DJINN_VP_" + strings.ToUpper(game.FoldName(d.Name))
		val, ok := sys.lookupEnv(env)
		if d.VPKnown || !ok {
			continue
		}
		vp, err := strconv.Atoi(strings.TrimSpace(val))
		if err != nil {
			envErrs = append(envErrs, fmt.Errorf("config: %s: %q: want a whole number of VP", env, val))
			continue
		}
		if c.DjinnVP == nil {
			c.DjinnVP = map[string]int{}
		}
		c.DjinnVP[strings.ToLower(d.Name)] = vp
	}
	if err := errors.Join(envErrs...); err != nil {
		return nil, invalidInput(err)
	}
	return &c, c.check(src, sys.dataDir())
}

// mergeConfigEnv merges the NAQALA_* variable of each key v knows (from
// the defaults and the files) over the files, as viper's AutomaticEnv
// would, but from lookupEnv rather than the process's environment:
// NAQALA_RULES_STRIKE_ORDER sets rules.strike_order. The Djinns' VP
// (NAQALA_DJINN_VP_PTAH) are read apart, by the Djinns' names.
func mergeConfigEnv(v *viper.Viper, lookupEnv func(string) (string, bool)) error {
	layer := map[string]any{}
	for _, key := range v.AllKeys() {
		if key == "djinn_vp" || strings.HasPrefix(key, "djinn_vp.") {
			continue
		}
		val, ok := lookupEnv(envName(key))
		if !ok || val == "" { // viper takes an empty variable for an unset one
			continue
		}
		m := layer
		parts := strings.Split(key, ".")
		for _, p := range parts[:len(parts)-1] {
			sub, ok := m[p].(map[string]any)
			if !ok {
				sub = map[string]any{}
				m[p] = sub
			}
			m = sub
		}
		m[parts[len(parts)-1]] = val
	}
	if len(layer) == 0 {
		return nil
	}
	if err := v.MergeConfigMap(layer); err != nil {
		return fmt.Errorf("config: the NAQALA_* variables: %w", err)
	}
	return nil
}

// check checks every value; each problem names where the value comes
// from (src) and its key. dataDir is the system's default data directory.
func (c *Config) check(src *configSources, dataDir string) error {
	var errs []error
	if !labels.Lang(c.Language).Known() {
		errs = append(errs, src.errorf("language", "language %q: want en or de", c.Language))
	}
	switch strings.ToLower(c.Paper) {
	case "a4", "letter":
	default:
		errs = append(errs, src.errorf("paper", "paper %q: want A4 or Letter", c.Paper))
	}
	switch c.Colour {
	case "auto", "always", "never":
	default:
		errs = append(errs, src.errorf("colour", "colour %q: want auto, always or never", c.Colour))
	}
	if x, err := game.ParseExpansions(c.Expansions); err != nil {
		errs = append(errs, src.errorf("expansions", "expansions: %s", strings.TrimPrefix(err.Error(), "game: ")))
	} else if why := game.PlayersReason(len(c.Players), x); why != "" {
		errs = append(errs, src.errorf("players", "players: %s", why))
	}
	if strings.TrimSpace(c.DataDir) == "" {
		errs = append(errs, src.errorf("data_dir", "data_dir: empty, so no game could be saved (leave it out for %s)", filetext.Text(dataDir)))
	}
	if c.StartCoins < 0 {
		errs = append(errs, src.errorf("start_coins", "start_coins %d: must not be negative", c.StartCoins))
	}
	keys := make([]string, 0, len(c.Rules))
	for k := range c.Rules {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if err := setRule(k, c.Rules[k]); err != nil {
			errs = append(errs, src.errorf("rules."+k, "rules.%s: %v", filetext.Key(k), err))
		}
	}
	errs = append(errs, checkAdvice(c.Advice, src)...)
	for name, vp := range c.DjinnVP {
		if _, ok := game.LookupDjinn(name); !ok {
			msg := fmt.Sprintf("djinn_vp.%s: unknown Djinn", filetext.Key(name))
			if s := game.SuggestDjinn(name); s != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", s)
			}
			errs = append(errs, src.errorf("djinn_vp."+name, "%s", msg))
		}
		switch {
		case vp < 0:
			errs = append(errs, src.errorf("djinn_vp."+name, "djinn_vp.%s: %d must not be negative", filetext.Key(name), vp))
		case vp > scoring.MaxRuleVP:
			errs = append(errs, src.errorf("djinn_vp."+name, "djinn_vp.%s: %d: at most %d VP", filetext.Key(name), vp, scoring.MaxRuleVP))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return invalidInput(err)
	}
	return nil
}

func init() {
	subcommands = append(subcommands, newConfigCmd)
}

func newConfigCmd(sys *system) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "config",
		Short:   "Print the effective configuration",
		Example: "  naqala config\n  naqala config --json\n  NAQALA_LANGUAGE=de naqala config",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(out, c)
			}
			if len(c.Files) > 0 {
				fmt.Fprintf(out, "# read from %s\n", strings.Join(texts(c.Files), ", then "))
			} else {
				fmt.Fprintf(out, "# no configuration file (looked for %s)\n", filepath.Join(c.Dir, "config.yaml"))
			}
			b, err := configYAML(c)
			if err != nil {
				return err
			}
			_, err = out.Write(b)
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// configKeys are the top-level keys of a configuration file.
var configKeys = []string{"language", "paper", "data_dir", "colour", "mouse", "players", "expansions", "start_coins", "rules", "djinn_vp", "advice"}

// warnConfigFiles prints a warning on cmd's standard error for each key
// the configuration files hold that nothing reads: an unknown top-level
// key (with a did-you-mean where one is close) and a djinn_vp entry for a
// Djinn whose VP the catalogue knows. It warns once per command run, as
// the configuration may be loaded more than once; a file it can't read as
// YAML is left to viper's own error.
func warnConfigFiles(cmd *cobra.Command, files []string) {
	root := cmd.Root()
	if root.Annotations[configWarnedKey] != "" {
		return
	}
	if root.Annotations == nil {
		root.Annotations = map[string]string{}
	}
	root.Annotations[configWarnedKey] = "yes"
	for _, path := range files {
		data, err := filetext.ReadFile(path)
		if err != nil {
			continue
		}
		for _, w := range configWarnings(path, data) {
			fmt.Fprintf(cmd.ErrOrStderr(), "naqala: warning: %s\n", w)
		}
	}
}

const configWarnedKey = "naqala/config-warned"

// configWarnings lists the keys of the configuration file at path (its
// text data) that are ignored, one line each naming the file, the line
// and the key.
func configWarnings(path string, data []byte) []string {
	// The file's problems are readConfigYAML's; here only its keys.
	doc := yamlwalk.New(path).Document(data, "", "configuration")
	if doc == nil || doc.Kind != yaml.MappingNode {
		return nil
	}
	var out []string
	top := doc.Content
	for i := 0; i+1 < len(top); i += 2 {
		k, v := top[i], top[i+1]
		key := strings.ToLower(k.Value) // viper reads keys in any case
		if !slices.Contains(configKeys, key) {
			msg := fmt.Sprintf("config: %s:%d: %s: unknown key, ignored", filetext.Text(path), k.Line, strconv.Quote(k.Value))
			out = append(out, msg+yamlwalk.DidYouMean(key, configKeys))
			continue
		}
		if key != "djinn_vp" || v.Kind != yaml.MappingNode {
			continue
		}
		for j := 0; j+1 < len(v.Content); j += 2 {
			dk := v.Content[j]
			if d, ok := game.LookupDjinn(dk.Value); ok && d.VPKnown {
				out = append(out, fmt.Sprintf("config: %s:%d: djinn_vp.%s: ignored, the catalogue gives %s %d VP",
					filetext.Text(path), dk.Line, filetext.Key(dk.Value), d.Name, d.VP))
			}
		}
	}
	return out
}
