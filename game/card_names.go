package game

import "strings"

// CardsStarting lists the Djinns of the expansions in play whose name or
// an alias begins like prefix, then, with Thieves of Naqala, the Thieves
// in play (an Artisan's only with Artisans of Naqala) whose name does:
// the cards a player may mean by a name typed so far. Names compare
// folded (FoldName); an empty prefix names none.
func CardsStarting(prefix string, x Expansions) []string {
	k := FoldName(prefix)
	var out []string
	if k == "" {
		return nil
	}
	for _, d := range Djinns() {
		if !x.Has(d.Expansion) {
			continue
		}
		names := append([]string{d.Name}, d.Aliases...)
		for _, n := range names {
			if strings.HasPrefix(FoldName(n), k) {
				out = append(out, d.Name)
				break
			}
		}
	}
	if x.Thieves {
		for _, t := range AllThieves() {
			if t.NeedsArtisans() && !x.Artisans {
				continue
			}
			if strings.HasPrefix(FoldName(t.Name), k) {
				out = append(out, t.Name)
			}
		}
	}
	return out
}
