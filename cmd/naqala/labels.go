package main

import "github.com/naqala/naqala/labels"

// printerOf is the printer of lang: the CLI's words come from package
// labels.
func printerOf(lang string) labels.Printer { return labels.For(labels.Lang(lang)) }

// english says the domain's typed values (Yazid's roll, choices and
// steps) in English, the language of the commands' output.
var english = labels.For(labels.English)
