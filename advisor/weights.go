package advisor

import (
	"fmt"
	"math"
	"sort"
	"strconv"
)

// Weights are the documented values of what does not score yet, and of
// Yazid's threat, in VP (docs/advice.md says why each is what it is).
// The configuration's advice.* keys override them.
type Weights struct {
	// Elder: each Elder gained, as half the price of a Djinn, beyond the
	// 2 VP it already scores.
	Elder float64
	// Fakir: each Fakir gained, as the other half of a Djinn's price or a
	// Builder/Assassin boost, beyond its VP in the suits.
	Fakir float64
	// Card: each goods card gained, toward a bigger suit later.
	Card float64
	// DjinnPower: each Djinn taken, for its power over the rest of the game.
	DjinnPower float64
	// CoinBuffer: each coin held up to BufferCoins, as a buffer against
	// the payments Yazid's Builders demand (a payment not made loses).
	CoinBuffer  float64
	BufferCoins int
	// Assassin: each Assassin Yazid is expected to take next roll (seven
	// lose the game), times 7/(7 - the Assassins he holds): dearer the
	// nearer he is to the seventh.
	Assassin float64
	// Council: each Vizier Yazid's Council is expected to gain (the +10
	// Vizier bonus and the final check at stake).
	Council float64
	// VizierLead: each Vizier gained while the player has no more than
	// Yazid's Council, toward the lead the game's end demands (the final
	// check loses the game without it), beyond the VP it scores.
	VizierLead float64
	// VizierMargin: the Viziers of lead over the Council VizierLead counts
	// beyond the one the final check asks, against the Council's growth
	// before the end. 0: none.
	VizierMargin float64
	// YazidDjinn: each Djinn Yazid is expected to buy with his next roll
	// (six lose the game), times 6/(6 - the Djinns he holds), as the
	// Assassin's urgency.
	YazidDjinn float64
	// YazidElderFakir: each Elder or Fakir Yazid is expected to take with
	// his next roll (an Elder and a Fakir, or two Elders, buy him a Djinn).
	YazidElderFakir float64
	// YazidCamel: each Camel Yazid is expected to place with his next
	// roll: his eleventh ends the game, so each shortens the player's
	// game (the game's clock). 0: not counted.
	YazidCamel float64
	// AssassinsLeft: each Assassin left on the board beyond those Yazid's
	// next roll is expected to take, as what his later rolls may strike,
	// times his nearness to the seventh, A/(7 - A) when he holds A (6 at
	// 6): nothing while he holds none. 0: not counted.
	AssassinsLeft float64
	// Clock: the Camels left (the fewer of the player's and Yazid's)
	// below which what scores later fades: the Elder, Fakir, Card and
	// DjinnPower estimates are scaled by min(1, left/Clock). 0: never.
	Clock float64
	// Loss: what losing the game costs beyond the score it forfeits,
	// times the probability of Yazid's next roll losing it.
	Loss float64
	// SixthAssassin: what each Assassin Yazid is expected to take costs
	// more while he holds five, beyond Assassin's urgency: his sixth
	// makes every later roll that strikes an Assassin lose the game.
	// 0: not counted.
	SixthAssassin float64
	// FifthDjinn: each Djinn Yazid is expected to buy costs more while he
	// holds four, beyond YazidDjinn's urgency: after his fifth, every
	// purchase loses the game. 0: not counted.
	FifthDjinn float64
	// SixthDjinnPair: each Elder or Fakir Yazid is expected to take costs
	// more while he holds five Djinns, beyond YazidElderFakir: the next
	// pair buys his sixth, which loses the game. 0: not counted.
	SixthDjinnPair float64
	// OutbidAssassin: in the outbid's choice alone (Outbid,
	// ChooseOutbid), each Assassin Yazid takes while he holds five costs
	// this more on both ways: the strike's Assassins, certain, and the
	// re-roll's expected. His sixth makes next round's roll, which
	// neither way counts, a loss on any Assassin struck. 0: not counted.
	OutbidAssassin float64
	// LossCamel: each Camel Yazid has left adds this to Loss, the points
	// still to come that a loss forfeits with the score (the game's
	// clock). 0: not counted.
	LossCamel float64
	// Deeper: the first Deeper moves (a whole number) are valued one
	// roll deeper while Yazid holds DeeperAssassins Assassins or more
	// (Options.Deeper, DeeperAssassins: Advise reads these when
	// Options.Deeper is 0). 0: never, the default (docs/advice.md,
	// "Deeper where Yazid is near his seventh Assassin").
	Deeper, DeeperAssassins float64
	// DeeperBudget bounds the work of the deeper search's replies, in
	// search budgets (Options.Budget, DefaultBudget: 1 is one search's
	// work); when it runs out the deep values count the rolls whose
	// replies were searched, and the advice says so. 0: no bound.
	DeeperBudget float64
	// DeeperReplyBudget bounds each reply's search after its bounds, in
	// search budgets (0.02: 2,000 steps). 0: a whole search's budget.
	DeeperReplyBudget float64
	// ItemKept: each Magic Item held (Artisans), for the turns it may
	// still be used on, times the Camels left (the fewer of the two
	// sides') over 11: an Item is worth nothing at the game's end. A
	// plan that spends one pays it (3 by default: neutral in self-play,
	// set so the advice does not spend an Item for a fraction of a VP;
	// docs/advice.md, "Sixth pass"). 0: not counted.
	ItemKept float64
	// FluteBefore: the Enchanting Flute's uses before the move searched a
	// turn (a whole number; docs/advice.md, "The Enchanting Flute
	// before the move"). 0: none.
	FluteBefore float64
	// FluteBeforeAssassins: the Flute is used before the move only while
	// Yazid holds fewer Assassins than this (kept for his strike, after
	// the move, once he nears his seventh). 0: whatever he holds.
	FluteBeforeAssassins float64
	// Uncertainty: moves whose values differ by less are shown as equals.
	Uncertainty float64
}

// DefaultWeights are the documented defaults (docs/advice.md): fitted by
// self-play (make tune; docs/advice.md, "Fitting the weights").
func DefaultWeights() Weights {
	return Weights{Elder: 1, Fakir: 1, Card: 0.5, DjinnPower: 4, CoinBuffer: 0.25, BufferCoins: 12,
		Assassin: 2, Council: 3, VizierLead: 12, Loss: 50, Uncertainty: 1, YazidDjinn: 8, YazidElderFakir: 1, YazidCamel: 3, ItemKept: 3,
		FluteBefore: 3, FluteBeforeAssassins: 3}
}

// fields lists the advice.* keys (without "advice.") and their fields.
func (w *Weights) fields() map[string]*float64 {
	return map[string]*float64{
		"elder": &w.Elder, "fakir": &w.Fakir, "card": &w.Card, "djinn_power": &w.DjinnPower,
		"coin_buffer": &w.CoinBuffer, "assassin": &w.Assassin, "council": &w.Council, "vizier_lead": &w.VizierLead,
		"loss": &w.Loss, "uncertainty": &w.Uncertainty,
		"yazid_djinn": &w.YazidDjinn, "yazid_elder_fakir": &w.YazidElderFakir, "clock": &w.Clock,
		"yazid_camel": &w.YazidCamel, "assassins_left": &w.AssassinsLeft,
		"vizier_margin": &w.VizierMargin, "loss_camel": &w.LossCamel,
		"sixth_assassin": &w.SixthAssassin, "fifth_djinn": &w.FifthDjinn,
		"outbid_assassin": &w.OutbidAssassin, "sixth_djinn_pair": &w.SixthDjinnPair,
		"deeper": &w.Deeper, "deeper_assassins": &w.DeeperAssassins,
		"deeper_budget": &w.DeeperBudget, "deeper_reply_budget": &w.DeeperReplyBudget,
		"item_kept": &w.ItemKept, "flute_before": &w.FluteBefore,
		"flute_before_assassins": &w.FluteBeforeAssassins,
	}
}

// KeyBufferCoins is the advice key of BufferCoins, the one whole number.
const KeyBufferCoins = "buffer_coins"

// Settings lists every advice key (without "advice.") with its value.
func (w Weights) Settings() map[string]string {
	m := map[string]string{KeyBufferCoins: strconv.Itoa(w.BufferCoins)}
	for k, f := range w.fields() {
		m[k] = strconv.FormatFloat(*f, 'g', -1, 64)
	}
	return m
}

// Keys lists the advice keys, sorted.
func (w Weights) Keys() []string {
	s := w.Settings()
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Set sets one advice key (without "advice."); known is false for a key
// that is not one. Values are finite and not negative (buffer_coins a
// whole number up to 100).
func (w *Weights) Set(key, value string) (known bool, err error) {
	if key == KeyBufferCoins {
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > 100 {
			return true, fmt.Errorf("advisor: %s %q: want a whole number from 0 to 100", key, value)
		}
		w.BufferCoins = n
		return true, nil
	}
	f, ok := w.fields()[key]
	if !ok {
		return false, nil
	}
	x, err := strconv.ParseFloat(value, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || x < 0 || x > 1000 {
		return true, fmt.Errorf("advisor: %s %q: want a number from 0 to 1000", key, value)
	}
	*f = x
	return true, nil
}
