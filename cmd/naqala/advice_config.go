package main

import (
	"sort"
	"strings"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/spf13/viper"
)

// setAdviceDefaults gives every advice.* key its documented default
// (docs/advice.md), so that naqala config lists them.
func setAdviceDefaults(v *viper.Viper) {
	for k, val := range advisor.DefaultWeights().Settings() {
		v.SetDefault("advice."+k, val)
	}
}

// adviceSettings reads the advice.* keys, NAQALA_ADVICE_* included, and
// keeps unknown ones for checkAdvice to name.
func adviceSettings(v *viper.Viper) map[string]string {
	m := map[string]string{}
	for _, k := range advisor.DefaultWeights().Keys() {
		m[k] = v.GetString("advice." + k)
	}
	for k, val := range v.GetStringMapString("advice") {
		if _, ok := m[k]; !ok {
			m[k] = val
		}
	}
	return m
}

// checkAdvice names every advice.* key that is unknown or out of range,
// with where its value comes from (src.errorf: the file and line, the
// NAQALA_ADVICE_* variable).
func checkAdvice(m map[string]string, src *configSources) []error {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var errs []error
	w := advisor.DefaultWeights()
	for _, k := range keys {
		known, err := w.Set(k, m[k])
		switch {
		case !known:
			errs = append(errs, src.errorf("advice."+k, "advice.%s: unknown (known: %s)", filetext.Key(k), strings.Join(w.Keys(), ", ")))
		case err != nil:
			errs = append(errs, src.errorf("advice."+k, "advice.%s: %s", k, strings.TrimPrefix(err.Error(), "advisor: "+k+" ")))
		}
	}
	return errs
}

// AdviceWeights are the advisor's weights with the configured overrides.
func (c *Config) AdviceWeights() advisor.Weights {
	w := advisor.DefaultWeights()
	for k, v := range c.Advice {
		_, _ = w.Set(k, v) // checked in loadConfig
	}
	return w
}
