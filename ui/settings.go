package ui

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// SettingsValues are what the settings screen changes: the language, the
// colours, the mouse, the rule variants (config keys without "rules.") and
// the VP of the Djinns the catalogue lacks.
type SettingsValues struct {
	Language string
	Colour   string
	Mouse    bool
	Rules    map[string]string
	DjinnVP  map[string]int
}

// SettingsViewOptions configures a SettingsView.
type SettingsViewOptions struct {
	// Colour turns colours on for the screen itself.
	Colour bool
	// OnSave receives the changed settings (Ctrl-S); the caller keeps them.
	// An error is shown and the screen stays open.
	OnSave func(SettingsValues) error
	// OnCancel leaves without saving.
	OnCancel func()
}

// SettingsView is the settings screen: language, colours, every rule
// variant of scoring and of Sultan Yazid (validated by their Set), and the
// VP of Djinns the catalogue does not know.
type SettingsView struct {
	*tview.Box
	opt     SettingsViewOptions
	ink     inks
	vals    SettingsValues
	items   []settingItem
	cur     int
	top     int
	editing bool
	input   string
	fresh   bool // the first key typed replaces the value shown
	changed bool
	quit    bool // Esc was pressed once with changes
	msg     string
	msgErr  bool
	lang    string // the language of the screen: the setting as opened
}

type settingKind int

const (
	settingHeading settingKind = iota
	settingLanguage
	settingColour
	settingRule
	settingDjinn
	settingMouse
)

// settingItem is one line of the screen.
type settingItem struct {
	kind  settingKind
	key   string // rule key or Djinn name; heading text
	def   string // the default value
	about string
}

var (
	languages = []string{"en", "de"}
	colours   = []string{"auto", "always", "never"}
)

// NewSettingsView returns the settings screen showing v.
func NewSettingsView(v SettingsValues, o SettingsViewOptions) *SettingsView {
	s := &SettingsView{Box: tview.NewBox(), opt: o, ink: newInks(o.Colour)}
	s.vals = SettingsValues{Language: v.Language, Colour: v.Colour, Mouse: v.Mouse, Rules: map[string]string{}, DjinnVP: map[string]int{}}
	if s.vals.Language == "" {
		s.vals.Language = "en"
	}
	s.lang = s.vals.Language
	l := s.lang
	if s.vals.Colour == "" {
		s.vals.Colour = "auto"
	}
	for _, vr := range ruleVariants() {
		s.vals.Rules[vr.Key] = vr.Default
	}
	for k, val := range v.Rules {
		s.vals.Rules[k] = val
	}
	for k, vp := range v.DjinnVP {
		if d, ok := game.LookupDjinn(k); ok {
			s.vals.DjinnVP[d.Name] = vp
		}
	}
	s.items = []settingItem{
		{kind: settingHeading, key: tr(l, "ui.settings.general")},
		{kind: settingLanguage, key: "language", def: "en", about: tr(l, "ui.settings.en_or_de")},
		{kind: settingColour, key: "colour", def: "auto", about: "auto, always, never"},
		{kind: settingMouse, key: "mouse", def: "true", about: tr(l, "ui.settings.mouse_about")},
		{kind: settingHeading, key: tr(l, "ui.settings.scoring")},
	}
	for _, vr := range scoring.Variants() {
		s.items = append(s.items, settingItem{kind: settingRule, key: vr.Key, def: vr.Default})
	}
	s.items = append(s.items, settingItem{kind: settingHeading, key: tr(l, "ui.settings.sultan")})
	for _, vr := range sultan.Variants() {
		s.items = append(s.items, settingItem{kind: settingRule, key: vr.Key, def: vr.Default})
	}
	s.items = append(s.items, settingItem{kind: settingHeading, key: tr(l, "ui.settings.djinns")})
	for _, d := range game.Djinns() {
		if !d.VPKnown {
			about := tr(l, "ui.settings.promo")
			if d.Expansion != game.Base {
				about = trOr(l, "ui.exp."+d.Expansion.String(), d.Expansion.String())
			}
			s.items = append(s.items, settingItem{kind: settingDjinn, key: d.Name, about: about})
		}
	}
	s.cur = 1
	return s
}

// SettingsKeys are the keys of the settings screen, for the help overlay.
func SettingsKeys() []KeyHelp { return settingsKeys("en") }

func settingsKeys(l string) []KeyHelp {
	return []KeyHelp{
		{tr(l, "ui.keyname.up_down_jk"), tr(l, "ui.key.settings_choose")},
		{tr(l, "ui.keyname.first_last"), tr(l, "ui.key.first_last")},
		{tr(l, "ui.keyname.space_left_right"), tr(l, "ui.key.settings_switch")},
		{"Enter", tr(l, "ui.key.settings_type")},
		{"d", tr(l, "ui.key.settings_default")},
		{"Delete", tr(l, "ui.key.settings_forget")},
		{"Ctrl-S", tr(l, "ui.key.settings_save")},
		{"Esc", tr(l, "ui.key.settings_leave")},
	}
}

// Keys lists the screen's keys for the help overlay, in its language.
func (s *SettingsView) Keys() []KeyHelp { return settingsKeys(s.lang) }

// Values returns the settings as they stand on the screen.
func (s *SettingsView) Values() SettingsValues {
	out := SettingsValues{Language: s.vals.Language, Colour: s.vals.Colour, Mouse: s.vals.Mouse, Rules: maps.Clone(s.vals.Rules), DjinnVP: maps.Clone(s.vals.DjinnVP)}
	return out
}

// Message is the last message shown.
func (s *SettingsView) Message() string { return s.msg }

func (s *SettingsView) say(m string)    { s.msg, s.msgErr = m, false }
func (s *SettingsView) refuse(m string) { s.msg, s.msgErr = m, true }

// value is an item's current value as text.
func (s *SettingsView) value(it settingItem) string {
	switch it.kind {
	case settingLanguage:
		return s.vals.Language
	case settingColour:
		return s.vals.Colour
	case settingMouse:
		return strconv.FormatBool(s.vals.Mouse)
	case settingRule:
		return s.vals.Rules[it.key]
	case settingDjinn:
		if vp, ok := s.vals.DjinnVP[it.key]; ok {
			return strconv.Itoa(vp)
		}
		return "-"
	}
	return ""
}

// set checks and stores a value: rules through scoring and sultan's Set.
func (s *SettingsView) set(it settingItem, v string) error {
	v = strings.TrimSpace(v)
	switch it.kind {
	case settingLanguage:
		if !slices.Contains(languages, v) {
			return fmt.Errorf("language %q: want en or de", v)
		}
		s.vals.Language = v
	case settingColour:
		if !slices.Contains(colours, v) {
			return fmt.Errorf("colour %q: want auto, always or never", v)
		}
		s.vals.Colour = v
	case settingMouse:
		on, err := strconv.ParseBool(v)
		if err != nil || v != "true" && v != "false" {
			return fmt.Errorf("mouse %q: want true or false", v)
		}
		s.vals.Mouse = on
	case settingRule:
		if err := checkRule(it.key, v); err != nil {
			return err
		}
		s.vals.Rules[it.key] = v
	case settingDjinn:
		if v == "" || v == "-" {
			delete(s.vals.DjinnVP, it.key)
			break
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 99 {
			return fmt.Errorf("VP of %s %q: want a whole number from 0 to 99", it.key, v)
		}
		s.vals.DjinnVP[it.key] = n
	default:
		return nil
	}
	s.changed = true
	return nil
}

// checkRule validates a rule variant with the package that owns it.
func checkRule(key, v string) error {
	sr, yr := scoring.DefaultRules(), sultan.DefaultRules()
	if known, err := sr.Set(key, v); known {
		return err
	}
	if known, err := yr.Set(key, v); known {
		return err
	}
	return fmt.Errorf("unknown rule variant %q", key)
}

// ruleVariants lists the rule variants of scoring and of Sultan Yazid,
// from their tables.
func ruleVariants() []game.Variant { return append(scoring.Variants(), sultan.Variants()...) }

// choices lists the values Space cycles through: the fixed lists, true and
// false, or the values of a rule's variant in its package's table; none
// for a number, which is typed.
func (s *SettingsView) choices(it settingItem) []string {
	switch it.kind {
	case settingLanguage:
		return languages
	case settingColour:
		return colours
	case settingMouse:
		return []string{"false", "true"}
	case settingRule:
		if vr, ok := game.LookupVariant(ruleVariants(), it.key); ok {
			return vr.Values
		}
	}
	return nil
}

// InputHandler handles the screen's keys.
func (s *SettingsView) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	handle := func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		if s.editing {
			s.editKey(ev)
			return
		}
		quit := s.quit
		s.quit = false
		it := s.items[s.cur]
		switch ev = listKey(ev); ev.Key() {
		case tcell.KeyUp:
			s.move(-1)
		case tcell.KeyDown:
			s.move(1)
		case tcell.KeyHome:
			s.cur = 0
			s.move(1)
		case tcell.KeyEnd:
			s.cur = len(s.items)
			s.move(-1)
		case tcell.KeyLeft:
			s.cycle(it, -1)
		case tcell.KeyRight:
			s.cycle(it, 1)
		case tcell.KeyEnter:
			s.editing, s.input, s.fresh = true, "", true
			if v := s.value(it); v != "-" {
				s.input = v
			}
			s.msg = ""
		case tcell.KeyDelete:
			if it.kind == settingDjinn {
				_ = s.set(it, "")
				s.say(tf(s.lang, "ui.settings.vp_asked", it.key))
			}
		case tcell.KeyCtrlS:
			s.save()
		case tcell.KeyEscape:
			if s.changed && !quit {
				s.quit = true
				s.refuse(tr(s.lang, "ui.settings.unsaved"))
				return
			}
			if s.opt.OnCancel != nil {
				s.opt.OnCancel()
			}
		case tcell.KeyRune:
			switch r := ev.Rune(); {
			case r == ' ':
				s.cycle(it, 1)
			case r == 'd':
				def := it.def
				if it.kind == settingDjinn {
					def = ""
				}
				if err := s.set(it, def); err == nil {
					s.say(tf(s.lang, "ui.settings.back_default", it.key))
				}
			case it.kind == settingDjinn && r >= '0' && r <= '9':
				s.editing, s.input = true, string(r)
			}
		}
	}
	return s.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		for _, k := range splitAlt(ev) {
			handle(k, setFocus)
		}
	})
}

func (s *SettingsView) move(d int) {
	for i := s.cur + d; i >= 0 && i < len(s.items); i += d {
		if s.items[i].kind != settingHeading {
			s.cur = i
			return
		}
	}
}

func (s *SettingsView) cycle(it settingItem, d int) {
	cs := s.choices(it)
	if len(cs) == 0 {
		if it.kind == settingDjinn || it.kind == settingRule {
			s.say(tr(s.lang, "ui.settings.enter_type"))
		}
		return
	}
	i := 0
	for j, c := range cs {
		if c == s.value(it) {
			i = j
		}
	}
	next := cs[(i+d+len(cs))%len(cs)]
	if err := s.set(it, next); err != nil {
		s.refuse(err.Error())
		return
	}
	s.msg = ""
}

func (s *SettingsView) editKey(ev *tcell.EventKey) {
	it := s.items[s.cur]
	switch ev.Key() {
	case tcell.KeyEscape:
		s.editing = false
		s.say(tr(s.lang, "ui.settings.not_changed"))
	case tcell.KeyEnter:
		if err := s.set(it, s.input); err != nil {
			s.refuse(err.Error())
			return
		}
		s.editing = false
		s.say(fmt.Sprintf("%s = %s", it.key, s.value(it)))
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		s.fresh = false
		if rs := []rune(s.input); len(rs) > 0 {
			s.input = string(rs[:len(rs)-1])
		}
	case tcell.KeyCtrlU:
		s.input, s.fresh = "", false
	case tcell.KeyRune:
		if s.fresh {
			s.input, s.fresh = "", false
		}
		if textWidth(s.input) >= 30 {
			s.refuse(tr(s.lang, "ui.settings.too_long"))
			return
		}
		if it.kind == settingDjinn && (ev.Rune() < '0' || ev.Rune() > '9') {
			s.refuse(tf(s.lang, "ui.settings.vp_number", it.key, string(ev.Rune())))
			return
		}
		s.input += string(ev.Rune())
		s.msg = ""
	}
}

func (s *SettingsView) save() {
	if s.opt.OnSave == nil {
		return
	}
	if err := s.opt.OnSave(s.Values()); err != nil {
		s.refuse(tf(s.lang, "ui.msg.not_saved", err))
		return
	}
	s.changed = false
	s.say(tr(s.lang, "ui.settings.saved"))
}

// Draw draws the settings list, scrolled to keep the cursor in view.
func (s *SettingsView) Draw(screen tcell.Screen) {
	x, y, w, h := s.GetInnerRect()
	fill(screen, x, y, w, h, s.ink.normal)
	if w < 30 || h < 6 {
		put(screen, x, y, w, tr(s.lang, "ui.too_small"), s.ink.err)
		return
	}
	put(screen, x, y, w, tr(s.lang, "ui.settings.title"), s.ink.heading)
	if s.changed {
		ch := tr(s.lang, "ui.settings.changed")
		put(screen, x+w-textWidth(ch), y, textWidth(ch), ch, s.ink.dim)
	}
	rows := h - 4
	if s.cur < s.top {
		s.top = s.cur
	}
	if s.cur >= s.top+rows {
		s.top = s.cur - rows + 1
	}
	if s.top > 0 && s.items[s.top-1].kind == settingHeading && s.cur-s.top+1 < rows {
		s.top--
	}
	const keyW, valW = 24, 22
	for i := 0; i < rows && s.top+i < len(s.items); i++ {
		it := s.items[s.top+i]
		ly := y + 1 + i
		if it.kind == settingHeading {
			put(screen, x, ly, w, it.key, s.ink.heading)
			continue
		}
		put(screen, x+2, ly, keyW, it.key, s.ink.normal)
		val := s.value(it)
		style := s.ink.normal
		if s.top+i == s.cur {
			style = s.ink.cursor
			if s.editing {
				val = s.input + "_"
			}
		}
		put(screen, x+2+keyW, ly, valW, padTo(val, valW-1), style)
		note := it.about
		if it.kind == settingRule {
			if val == it.def {
				note = tr(s.lang, "ui.settings.default")
			} else {
				note = tr(s.lang, "ui.settings.default") + " " + it.def
			}
		}
		if it.kind == settingDjinn && val == "-" {
			note += ", " + tr(s.lang, "ui.settings.asked")
		}
		put(screen, x+2+keyW+valW, ly, w-2-keyW-valW, note, s.ink.dim)
	}
	if s.msg != "" {
		style, text := s.ink.normal, s.msg
		if s.msgErr {
			style, text = s.ink.err, "! "+s.msg
		}
		put(screen, x, y+h-2, w, text, style)
	}
	put(screen, x, y+h-1, w, tr(s.lang, "ui.settings.foot"), s.ink.dim)
}

// SettingsOf returns the settings of a configuration, for the screen.
func SettingsOf(c Config) SettingsValues {
	return SettingsValues{Language: c.Language, Colour: c.Colour, Mouse: c.Mouse, Rules: maps.Clone(c.Rules), DjinnVP: maps.Clone(c.DjinnVP)}
}

// ApplyTo returns c with the settings in force: the language, the colour
// mode, the mouse, the rule variants (ScoringRules and SoloRules set from them) and
// the Djinn VPs. NO_COLOR keeps colours off whatever the colour mode.
func (v SettingsValues) ApplyTo(c Config) (Config, error) {
	sr, yr := scoring.DefaultRules(), sultan.DefaultRules()
	var errs []error
	for _, k := range slices.Sorted(maps.Keys(v.Rules)) {
		k1, err1 := sr.Set(k, v.Rules[k])
		k2, err2 := yr.Set(k, v.Rules[k])
		switch {
		case !k1 && !k2:
			errs = append(errs, fmt.Errorf("ui: settings: unknown rule variant %q", k))
		case err1 != nil:
			errs = append(errs, err1)
		case err2 != nil:
			errs = append(errs, err2)
		}
	}
	if !slices.Contains(languages, v.Language) {
		errs = append(errs, fmt.Errorf("ui: settings: language %q: want en or de", v.Language))
	}
	if !slices.Contains(colours, v.Colour) {
		errs = append(errs, fmt.Errorf("ui: settings: colour %q: want auto, always or never", v.Colour))
	}
	if err := errors.Join(errs...); err != nil {
		return c, err
	}
	c.Language, c.Colour, c.Mouse = v.Language, v.Colour, v.Mouse
	c.Rules, c.DjinnVP = maps.Clone(v.Rules), maps.Clone(v.DjinnVP)
	c.ScoringRules, c.SoloRules = sr, yr
	return c, nil
}

// NewSettingsFor returns the settings screen for c; onSave receives the
// changed configuration (an error keeps the screen open and is shown).
func NewSettingsFor(c Config, onSave func(Config) error, onCancel func()) *SettingsView {
	return NewSettingsView(SettingsOf(c), SettingsViewOptions{
		Colour: c.Colours(),
		OnSave: func(v SettingsValues) error {
			nc, err := v.ApplyTo(c)
			if err != nil {
				return err
			}
			if onSave != nil {
				if err := onSave(nc); err != nil {
					return err
				}
			}
			c = nc
			return nil
		},
		OnCancel: onCancel,
	})
}

// Typing reports whether a value is being typed.
func (s *SettingsView) Typing() bool { return s.editing }
