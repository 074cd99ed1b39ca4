package labels

import (
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// titleKeys are the label key suffixes of the solo titles, as scoring
// names them (rules reference section 10).
var titleKeys = map[string]string{
	scoring.TitleIznogoud: "iznogoud",
	scoring.TitleJafaar:   "jafaar",
	scoring.TitleAlRachid: "al_rachid",
	scoring.TitleSaladin:  "saladin",
}

// TitleKey is the label key suffix of a solo title as scoring names it
// ("saladin" for "Splendid Saladin"; title.<key> and band.<key> are its
// labels), "" for an unknown title.
func TitleKey(title string) string { return titleKeys[title] }

// Title is a solo title (as scoring names it) in the printer's language;
// an unknown title is returned as it is.
func (p Printer) Title(title string) string {
	if k := TitleKey(title); k != "" {
		return p.T("title." + k)
	}
	return title
}

// Loss says why a solo game was lost, "" when it was not.
func (p Printer) Loss(l game.Loss) string {
	if l == game.NotLost {
		return ""
	}
	return p.T("reason." + l.String())
}

// Category is the name of a score pad row, e.g. "Wesire" for the viziers
// in German.
func (p Printer) Category(c scoring.Category) string {
	return p.T(c.String())
}

// SoloYou is the name a finished solo game keeps for a player who set no
// name: one English word whatever the language played in, so that the
// history does not change with the language. SoloPlayerName says it in
// the reader's language.
const SoloYou = "You"

// SoloPlayerName is a solo game's player name as shown: the player who
// set no name (kept as SoloYou, by older versions as the word of the
// language played in, "Du", or left empty) is "You" in English and "Du"
// in German whenever the game was played; a name the player set stays as
// it is.
func (p Printer) SoloPlayerName(name string) string {
	if name == "" || name == SoloYou {
		return p.T("ui.solo.you")
	}
	for _, l := range Languages() {
		if name == For(l).T("ui.solo.you") {
			return p.T("ui.solo.you")
		}
	}
	return name
}

// RuleSet names a solo rule set of the player's record: the expansions in
// play ("base game", "Artisans, Whims"), then "hard" and "with advice"
// when they hold.
func (p Printer) RuleSet(x game.Expansions, hard, advised bool) string {
	var parts []string
	for _, e := range x.Names() {
		parts = append(parts, p.T("record."+e))
	}
	if len(parts) == 0 {
		parts = append(parts, p.T("record.base"))
	}
	if hard {
		parts = append(parts, p.T("record.hard"))
	}
	if advised {
		parts = append(parts, p.T("record.advised"))
	}
	return strings.Join(parts, ", ")
}
