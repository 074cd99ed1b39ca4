package game

import "fmt"

// Loss is why a solo game against Yazid was lost.
type Loss int

// The ways to lose a solo game (reference section 10).
const (
	NotLost       Loss = iota
	LostAssassins      // 7 or more Assassins with Yazid
	LostDjinns         // 6 Djinns with Yazid
	LostPayment        // the player could not pay the Builders' coins in full
	LostViziers        // at the end, not strictly more Viziers than the Council
)

var lossNames = [...]string{"", "assassins", "djinns", "payment", "viziers"}

// String is the reason as files spell it: "", "assassins", "djinns",
// "payment" or "viziers".
func (l Loss) String() string {
	if l < 0 || int(l) >= len(lossNames) {
		return fmt.Sprintf("Loss(%d)", int(l))
	}
	return lossNames[l]
}

// Words says the loss in a sentence for the player.
func (l Loss) Words() string {
	switch l {
	case LostAssassins:
		return "Yazid has 7 Assassins"
	case LostDjinns:
		return "Yazid has 6 Djinns"
	case LostPayment:
		return "you could not pay Yazid in full"
	case LostViziers:
		return "you do not have more Viziers than Yazid's Council"
	}
	return "not lost"
}

// ParseLoss reads a loss reason; "" is NotLost.
func ParseLoss(s string) (Loss, error) {
	for i, n := range lossNames {
		if s == n {
			return Loss(i), nil
		}
	}
	return NotLost, fmt.Errorf("unknown loss reason %q (want assassins, djinns, payment or viziers)", s)
}
