package main

import "github.com/naqala/naqala/labels"

// printerOf is the printer of lang: the CLI's words come from package
// labels.
func printerOf(lang string) labels.Printer { return labels.For(labels.Lang(lang)) }
