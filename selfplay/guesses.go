package selfplay

import (
	"fmt"

	"github.com/naqala/naqala/game"
)

// DefaultDjinnVP is the VP self-play gives a Djinn whose VP the rules
// reference marks unknown (section 4: Ptah, Geb, Ganapati, Kali,
// Morgiane, Wilwit, Galbells) when the run names none: 6, the commonest
// printed VP (11 of the 23 Djinns whose VP is known).
const DefaultDjinnVP = 6

// DefaultWhimCoins is the coins self-play counts for a Whim card taken
// when the run names none. The reference (section 8) gives the rewards as
// coins only, of unknown amount, collected when the card's condition is
// met: self-play counts each card at once at this guess, about what a
// Small Market card costs and a sale of two goods pays.
const DefaultWhimCoins = 3

// Guesses are the values self-play plays where the rules leave a number
// unknown (the reference's ?): the VP of the Djinns whose VP is unknown
// and the reward of a Whim card. The summary says which it used
// (Summary.DjinnVP, Summary.WhimCoins), so that no figure is silently a
// guess. The zero value plays the defaults.
type Guesses struct {
	// DjinnVP gives the VP of Djinns whose VP is unknown, by name (any
	// case); a Djinn it leaves out scores DefaultDjinnVP. A Djinn whose VP
	// is known keeps it.
	DjinnVP map[string]int
	// WhimCoins is the reward of each Whim card taken; nil for
	// DefaultWhimCoins.
	WhimCoins *int
}

// MaxWhimCoins bounds a Whim reward a run may give.
const MaxWhimCoins = 100

// Check reports a Djinn named that is not in the catalogue or whose VP is
// known, a negative VP, and a Whim reward out of range, each with its
// place (djinn_vp.NAME, whim_coins).
func (g Guesses) Check() error {
	for name, vp := range g.DjinnVP {
		d, ok := game.LookupDjinn(name)
		switch {
		case !ok:
			return fmt.Errorf("selfplay: djinn_vp.%s: unknown Djinn", name)
		case d.VPKnown:
			return fmt.Errorf("selfplay: djinn_vp.%s: the catalogue gives %s %d VP", name, d.Name, d.VP)
		case vp < 0 || vp > 100:
			return fmt.Errorf("selfplay: djinn_vp.%s: %d VP (from 0 to 100)", name, vp)
		}
	}
	if g.WhimCoins != nil && (*g.WhimCoins < 0 || *g.WhimCoins > MaxWhimCoins) {
		return fmt.Errorf("selfplay: whim_coins: %d (from 0 to %d)", *g.WhimCoins, MaxWhimCoins)
	}
	return nil
}

// DjinnVPs is the VP of every Djinn of unknown VP in the deck of the
// expansions x, by catalogue name: the given one, else DefaultDjinnVP.
// A front end scoring a self-play game hands it over as its djinn_vp.
func (g Guesses) DjinnVPs(x game.Expansions) map[string]int {
	given := map[string]int{}
	for name, vp := range g.DjinnVP {
		if d, ok := game.LookupDjinn(name); ok {
			given[d.Name] = vp
		}
	}
	out := map[string]int{}
	for _, d := range game.Djinns() {
		if d.VPKnown || !x.Has(d.Expansion) {
			continue
		}
		out[d.Name] = DefaultDjinnVP
		if vp, ok := given[d.Name]; ok {
			out[d.Name] = vp
		}
	}
	return out
}

// whimCoins is the reward of a Whim card.
func (g Guesses) whimCoins() int {
	if g.WhimCoins == nil {
		return DefaultWhimCoins
	}
	return *g.WhimCoins
}
