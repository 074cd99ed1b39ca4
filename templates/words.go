package templates

import "github.com/naqala/naqala/labels"

// label is key in lang: the sheets take their words from package labels.
func label(lang, key string) string { return labels.For(labels.Lang(lang)).T(key) }
