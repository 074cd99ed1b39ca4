package templates

import (
	"fmt"
	"strings"
	"time"

	"github.com/naqala/naqala/labels"
)

// Options are the choices of the person printing a sheet.
type Options struct {
	// Lang is the language of the labels, "en" or "de"; "" is English.
	Lang string
	// Paper is "A4" or "Letter" (any case); "" is A4.
	Paper string
	// Date is printed on the sheet as given (the caller's clock) and, when
	// it reads as YYYY-MM-DD, is the PDF's creation date; otherwise the
	// creation date is fixed, so the same input gives the same bytes.
	Date string
	// Variants lists the rule variants that differ from the defaults, as
	// the caller words them (e.g. "artisans_majority=strict").
	Variants []string
	// SoloLog, for a solo game, adds a page with the game's log.
	SoloLog *SoloLog
	// Template is the layout; nil is the built-in one (see Load).
	Template *Template
}

// fixedCreation is the creation date of a sheet whose Date does not read
// as a date.
var fixedCreation = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// paperSize returns gofpdf's name for the paper.
func (o Options) paperSize() (string, error) {
	switch strings.ToLower(o.Paper) {
	case "", "a4":
		return "A4", nil
	case "letter":
		return "Letter", nil
	}
	return "", fmt.Errorf("templates: paper %q: want A4 or Letter", o.Paper)
}

func (o Options) lang() (string, error) {
	if o.Lang == "" {
		return labels.DefaultLang, nil
	}
	if !labels.Lang(o.Lang).Known() {
		var names []string
		for _, l := range labels.Languages() {
			names = append(names, string(l))
		}
		return "", fmt.Errorf("templates: language %q: want one of %s", o.Lang, strings.Join(names, ", "))
	}
	return o.Lang, nil
}

func (o Options) creation() time.Time {
	for _, layout := range []string{"2006-01-02", "2006-01-02 15:04", time.RFC3339} {
		if t, err := time.Parse(layout, strings.TrimSpace(o.Date)); err == nil {
			return t.UTC()
		}
	}
	return fixedCreation
}

func (o Options) template() Template {
	if o.Template != nil && len(o.Template.Rows) > 0 {
		return *o.Template
	}
	return Builtin()
}
