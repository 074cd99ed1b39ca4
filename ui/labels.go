package ui

import "github.com/naqala/naqala/scoring"

// categoryLabel is a score pad row's name in the language; a negative
// category is the total.
func categoryLabel(lang string, c scoring.Category) string {
	if c < 0 {
		if lang == "de" {
			return "Summe"
		}
		return "Total"
	}
	if lang == "de" {
		if l, ok := germanCategories[c]; ok {
			return l
		}
	}
	return c.Label()
}

var germanCategories = map[scoring.Category]string{
	scoring.CategoryCoins:       "Münzen",
	scoring.CategoryViziers:     "Wesire",
	scoring.CategoryElders:      "Älteste",
	scoring.CategoryArtisans:    "Handwerker",
	scoring.CategoryDjinns:      "Dschinns",
	scoring.CategoryPalmTrees:   "Palmen",
	scoring.CategoryPalaces:     "Paläste",
	scoring.CategoryTiles:       "Plättchen",
	scoring.CategoryTent:        "Zelt",
	scoring.CategoryCities:      "Städte",
	scoring.CategoryMerchandise: "Waren",
	scoring.CategoryItems:       "Gegenstände",
}
