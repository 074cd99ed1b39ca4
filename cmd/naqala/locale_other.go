//go:build !windows

package main

// systemLanguages: outside Windows the locale variables alone tell the
// language (localeLanguage).
func systemLanguages() []string { return nil }
