//go:build windows

package main

import "golang.org/x/sys/windows"

// systemLanguages are the user's preferred user-interface languages, as
// language names such as "de-DE", best first; nil when Windows cannot say.
func systemLanguages() []string {
	langs, err := windows.GetUserPreferredUILanguages(windows.MUI_LANGUAGE_NAME)
	if err != nil {
		return nil
	}
	return langs
}
