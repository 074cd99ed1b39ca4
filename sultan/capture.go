package sultan

import (
	"github.com/naqala/naqala/game"
)

// Capture is what Yazid did on one target tile. The JSON form is that of
// docs/formats.md section 5; the fields without a JSON name tell the UI more.
type Capture struct {
	game.Place
	Meeples     string         `json:"meeples"`      // the meeples taken, as letters Y W G B R P
	Council     int            `json:"council"`      // Viziers added to the Council
	Elders      int            `json:"elders"`       // Elders to Yazid
	Assassins   int            `json:"assassins"`    // Assassins to Yazid
	Artisans    int            `json:"artisans"`     // Artisans to Yazid (0 with solo_artisans: to_bag)
	Merchants   int            `json:"merchants"`    // Merchants back to the bag
	Builders    int            `json:"builders"`     // Builders back to the bag
	CardsTaken  []string       `json:"cards_taken"`  // resource cards taken from the front of the row
	FakirsKept  *int           `json:"fakirs_kept"`  // nil when the row is not tracked
	CoinsDue    int            `json:"coins_due"`    // what Yazid's Builders take from the player
	CamelPlaced bool           `json:"camel_placed"` // Yazid put a camel on the tile
	Income      map[string]int `json:"income"`       // the player's Djinn income, by Djinn name

	Taken         game.Meeples `json:"-"` // the meeples taken, by tribe
	ArtisansToBag int          `json:"-"` // Artisans back to the bag (solo_artisans: to_bag)
	BlueTiles     int          `json:"-"` // blue tiles surrounding the target
	FakirsSpent   int          `json:"-"` // Yazid's Fakirs added to the Builders (builders_fakirs)
	CoinsPaid     int          `json:"-"` // what the player paid: all they had when short
	CoinsLeft     int          `json:"-"` // the player's coins after the capture
	PlayersTile   bool         `json:"-"` // the tile was the player's
	CamelsLeft    int          `json:"-"` // Yazid's camels beside the board afterwards
	Lost          game.Loss    `json:"-"` // the loss this capture caused, if any
}

// IncomeTotal is the sum of the Djinn income.
func (c Capture) IncomeTotal() int {
	n := 0
	for _, v := range c.Income {
		n += v
	}
	return n
}

// DjinnIncomeCoins is what each paying Djinn gives the player.
const DjinnIncomeCoins = 2

// capture clears the tile at p into Yazid's hands and collects what it
// brings. paid records the Djinns that already paid this turn (rule
// djinn_income: per_turn).
func capture(st *State, p game.Place, rules Rules, paid *djinnsPaid) Capture {
	return captureIn(st, p, rules, paid, nil, nil)
}

// captureIn is capture, its income and cards taken listed in incomeBuf
// and cardsBuf, cleared, when they are not nil (ResolveTargets' reused
// array), else in new ones.
func captureIn(st *State, p game.Place, rules Rules, paid *djinnsPaid, incomeBuf map[string]int, cardsBuf []string) Capture {
	t := st.Board.At(p)
	m := t.Meeples
	if incomeBuf == nil {
		incomeBuf = map[string]int{}
	}
	clear(incomeBuf)
	if cardsBuf == nil {
		cardsBuf = []string{}
	}
	c := Capture{
		Place:       p,
		Meeples:     m.String(),
		Taken:       m,
		CardsTaken:  cardsBuf[:0],
		Income:      incomeBuf,
		PlayersTile: t.Owner == 1,
	}
	t.Meeples = game.Meeples{}
	y := &st.Yazid
	// Solo sheet: Viziers form the Council; Elders and Assassins go to Yazid.
	c.Council, c.Elders, c.Assassins = m[game.Vizier], m[game.Elder], m[game.Assassin]
	y.Council += c.Council
	y.Elders += c.Elders
	y.Assassins += c.Assassins
	// Reference section 10: Artisans to Yazid by default, or to the bag.
	if rules.Artisans == ArtisansToBag {
		c.ArtisansToBag = m[game.Artisan]
	} else {
		c.Artisans = m[game.Artisan]
		y.Artisans += c.Artisans
	}
	// Solo sheet: Merchants to the bag; Yazid takes that many cards from the
	// front of the row, keeps the Fakirs and discards the goods.
	c.Merchants = m[game.Merchant]
	// Not tracked, the row is counted all the same (rows.go), and its
	// cards are named when its known front covers what is taken.
	if st.Resources != nil || (c.Merchants > 0 && len(st.Unseen.Resources) >= min(c.Merchants, st.ResourceCount())) {
		taken, _ := st.takeResources(c.Merchants)
		kept := 0
		for _, r := range taken {
			c.CardsTaken = append(c.CardsTaken, r.String())
			if r.Fakir {
				kept++
			}
		}
		y.Fakirs += kept
		c.FakirsKept = &kept
	} else {
		st.takeResources(c.Merchants)
	}
	// Solo sheet: Builders to the bag; Yazid takes builders x blue tiles
	// surrounding the target from the player.
	c.Builders = m[game.Builder]
	c.BlueTiles = st.Board.BlueSurrounding(p)
	if c.Builders > 0 {
		n := c.Builders
		if rules.BuildersFakirs {
			c.FakirsSpent = y.Fakirs
			n += y.Fakirs
			y.Fakirs = 0
		}
		c.CoinsDue = n * c.BlueTiles
	}
	// Solo sheet: a camel on the cleared tile when it has none.
	if t.Owner == game.NoOwner && y.Camels > 0 {
		t.Owner = game.Yazid
		y.Camels--
		c.CamelPlaced = true
	}
	c.CamelsLeft = y.Camels
	// Solo sheet: the player's Denhim, Nekir and Marid pay 2 GC.
	income := func(djinn string, when bool) {
		if !when || !st.Player.HasDjinn(djinn) || paid.has(djinn) {
			return
		}
		c.Income[djinn] = DjinnIncomeCoins
		if rules.DjinnIncome == PerTurn {
			paid.add(djinn)
		}
	}
	income(game.Dhenim, c.Council > 0)
	income(game.Nekir, c.Assassins > 0)
	income(game.Marid, c.PlayersTile)
	if rules.IncomeTiming == BeforePayment {
		st.Player.Coins += c.IncomeTotal()
	}
	c.CoinsPaid = min(c.CoinsDue, st.Player.Coins)
	st.Player.Coins -= c.CoinsPaid
	short := c.CoinsPaid < c.CoinsDue
	if rules.IncomeTiming == AfterPayment && !short {
		st.Player.Coins += c.IncomeTotal()
	}
	c.CoinsLeft = st.Player.Coins
	c.Lost = lossAfterCapture(st.Yazid, short)
	return c
}

// djinnsPaid records the Djinns whose income was paid this turn (rule
// djinn_income: per_turn): at most the three that pay, no map a turn.
type djinnsPaid struct {
	names [3]string
	n     int
}

func (p *djinnsPaid) has(name string) bool {
	for _, d := range p.names[:p.n] {
		if d == name {
			return true
		}
	}
	return false
}

func (p *djinnsPaid) add(name string) {
	if !p.has(name) && p.n < len(p.names) {
		p.names[p.n] = name
		p.n++
	}
}
