// Package rulesref is naqala's rules reference: an entry for every tile,
// tribe, Djinn (base game, expansions, promos), Magic and Precious Item,
// Thief and the Whim cards, with its cost, its VP, what it does in the
// table's words, the reading naqala takes where the rule texts leave room
// (and the rule variant that switches it), and what it does in the solo
// game against Sultan Yazid.
//
// Costs, VP and counts are read from the tables the engine plays by
// (game's catalogue, sultan's power costs and markets, scoring's rules),
// so the reference cannot disagree with the rules naqala enforces; the
// words are in one file a language (en.txt, de.txt), read as the label
// files of package labels are. The package is pure: cmd/naqala and the
// TUI only render what it returns.
package rulesref
