package labels

import (
	"fmt"
	"strings"
)

// Printer says labels in one language; each view (a TUI screen, a CLI
// command, a PDF sheet) holds one. The zero Printer speaks Default.
type Printer struct {
	lang Lang
	// say says the errors a caller names in its own words (Saying).
	say func(error) (string, bool)
}

// Saying returns p that says an error say knows (ok) in say's words
// wherever it stands in the error Error says (wrapped, joined): the
// typed errors a caller names better than the labels can, such as the
// Items by the rules reference's names.
func (p Printer) Saying(say func(error) (string, bool)) Printer {
	p.say = say
	return p
}

// For returns the Printer of lang; an unknown lang falls back, key by
// key, to English.
func For(lang Lang) Printer { return Printer{lang: lang} }

// Lang is the printer's language (Default for the zero Printer).
func (p Printer) Lang() Lang {
	if p.lang == "" {
		return Default
	}
	return p.lang
}

// T is the label of key, English when the language lacks it, else key
// itself.
func (p Printer) T(key string) string {
	if s, ok := lookup(p.Lang(), key); ok {
		return s
	}
	return key
}

// F is the label of key with its format verbs filled by args, e.g.
// For(German).F("ui.status.assassins", 3, 7) = "Meuchelmörder 3/7".
func (p Printer) F(key string, args ...any) string {
	if p.Lang() == German {
		args = commaDecimals(args)
	}
	return fmt.Sprintf(p.T(key), args...)
}

// commaDecimals returns args with each float written with a decimal
// comma, as German writes numbers ("0,6"); args is not changed.
func commaDecimals(args []any) []any {
	var out []any
	for i, a := range args {
		switch a.(type) {
		case float64, float32:
			if out == nil {
				out = append([]any(nil), args...)
			}
			out[i] = decimalComma{a}
		}
	}
	if out == nil {
		return args
	}
	return out
}

// decimalComma is a float formatted as fmt does, with a decimal comma.
type decimalComma struct{ x any }

// Format writes the float with the verb and flags given, its point a
// comma.
func (d decimalComma) Format(f fmt.State, verb rune) {
	s := fmt.Sprintf(fmt.FormatString(f, verb), d.x)
	fmt.Fprint(f, strings.Replace(s, ".", ",", 1))
}

// Decimal writes x with prec decimals in the printer's language: "0.6",
// in German "0,6".
func (p Printer) Decimal(x float64, prec int) string {
	s := fmt.Sprintf("%.*f", prec, x)
	if p.Lang() == German {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Count is F of key, or of its singular form key + ".one" when n is 1
// and the labels have one: "Yazid takes 1 card", not "1 cards". n only
// chooses the form; args fill the verbs.
func (p Printer) Count(key string, n int, args ...any) string {
	return p.F(CountKey(key, n), args...)
}

// Has reports whether some label file has key.
func (p Printer) Has(key string) bool {
	_, ok := lookup(p.Lang(), key)
	return ok
}

// Or is the label of key, or fallback when no label file has it.
func (p Printer) Or(key, fallback string) string {
	if s, ok := lookup(p.Lang(), key); ok {
		return s
	}
	return fallback
}

// CountKey is key, or its singular form key + ".one" when n is 1 and the
// labels have one.
func CountKey(key string, n int) string {
	if one := key + ".one"; n == 1 && For(Default).Has(one) {
		return one
	}
	return key
}
