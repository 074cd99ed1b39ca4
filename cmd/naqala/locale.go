package main

import "strings"

// localeLanguage is the language naqala speaks when none is configured:
// German when the locale of messages is German, English otherwise. The
// locale is the first of LC_ALL, LC_MESSAGES and LANG that is set (POSIX
// order): "de_DE.UTF-8", "de_AT@euro" and "de" are German; "C", "POSIX",
// "en_GB.UTF-8" and any other language are English.
func localeLanguage(getenv func(string) string) string {
	for _, env := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(env)
		if v == "" {
			continue
		}
		lang, _, _ := strings.Cut(v, "_")
		lang, _, _ = strings.Cut(lang, ".")
		lang, _, _ = strings.Cut(lang, "@")
		if strings.EqualFold(lang, "de") {
			return "de"
		}
		return "en"
	}
	return "en"
}
