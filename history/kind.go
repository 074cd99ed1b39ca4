package history

import "fmt"

// Kind is what sort of game a history record is.
type Kind int

// The kinds of finished game.
const (
	KindMulti Kind = iota // 2-5 players, scored
	KindSolo              // one player against Sultan Yazid
)

var kindNames = [...]string{"multi", "solo"}

// String is the kind as files spell it: "multi" or "solo".
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// MarshalText writes the kind's name.
func (k Kind) MarshalText() ([]byte, error) {
	if k < 0 || int(k) >= len(kindNames) {
		return nil, fmt.Errorf("history: unknown game kind %d", int(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads "multi" or "solo".
func (k *Kind) UnmarshalText(b []byte) error {
	for i, n := range kindNames {
		if string(b) == n {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown game kind %q (want solo or multi)", b)
}
