package main

import "strings"

// localeLanguage is the language naqala speaks when none is configured:
// German when the locale of messages is German, English otherwise. The
// locale is the first of LC_ALL, LC_MESSAGES and LANG that is set (POSIX
// order): "de_DE.UTF-8", "de_AT@euro" and "de" are German; "C", "POSIX",
// "en_GB.UTF-8" and any other language are English.
//
// With none of them set, the system's own user-interface languages decide
// (systemLanguages: on Windows, which sets no such variable, the user's
// preferred UI languages such as "de-DE"); the first one counts.
func localeLanguage(getenv func(string) string, systemLanguages func() []string) string {
	for _, env := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(env); v != "" {
			return languageOf(v)
		}
	}
	if systemLanguages != nil {
		if langs := systemLanguages(); len(langs) > 0 {
			return languageOf(langs[0])
		}
	}
	return "en"
}

// languageOf is "de" for a German locale or language tag ("de_DE.UTF-8",
// "de_AT@euro", "de", "de-CH"), "en" for any other.
func languageOf(locale string) string {
	lang, _, _ := strings.Cut(locale, "_")
	lang, _, _ = strings.Cut(lang, "-")
	lang, _, _ = strings.Cut(lang, ".")
	lang, _, _ = strings.Cut(lang, "@")
	if strings.EqualFold(lang, "de") {
		return "de"
	}
	return "en"
}
