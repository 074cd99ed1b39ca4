package game

import (
	"math/big"
	"math/bits"
	"strconv"
)

// MoveCount is an exact count of any size: tall stacks have billions of
// legal moves and more. Counts that fit in 64 bits stay there; larger ones
// are held in a big.Int that is never changed once made, so a MoveCount
// is a value and may be copied freely. The zero value is 0.
type MoveCount struct {
	n   uint64
	big *big.Int // the value when not nil
}

// NewMoveCount returns n as a count.
func NewMoveCount(n uint64) MoveCount { return MoveCount{n: n} }

// IsZero reports whether the count is 0.
func (a MoveCount) IsZero() bool { return a.big == nil && a.n == 0 }

// Uint64 returns the count and true when it fits in 64 bits.
func (a MoveCount) Uint64() (uint64, bool) {
	if a.big != nil {
		return 0, false
	}
	return a.n, true
}

// Big returns the count as a new big.Int.
func (a MoveCount) Big() *big.Int {
	if a.big != nil {
		return new(big.Int).Set(a.big)
	}
	return new(big.Int).SetUint64(a.n)
}

// String writes the count in decimal.
func (a MoveCount) String() string {
	if a.big != nil {
		return a.big.String()
	}
	return strconv.FormatUint(a.n, 10)
}

// MarshalJSON writes the count as a JSON integer of any size.
func (a MoveCount) MarshalJSON() ([]byte, error) { return []byte(a.String()), nil }

// Cmp compares a and b: -1, 0 or +1.
func (a MoveCount) Cmp(b MoveCount) int {
	if a.big == nil && b.big == nil {
		switch {
		case a.n < b.n:
			return -1
		case a.n > b.n:
			return 1
		}
		return 0
	}
	return a.Big().Cmp(b.Big())
}

// Add returns a + b.
func (a MoveCount) Add(b MoveCount) MoveCount {
	if a.big == nil && b.big == nil {
		if s, carry := bits.Add64(a.n, b.n, 0); carry == 0 {
			return MoveCount{n: s}
		}
	}
	return bigCount(new(big.Int).Add(a.Big(), b.Big()))
}

// Mul returns a x b.
func (a MoveCount) Mul(b MoveCount) MoveCount {
	if a.big == nil && b.big == nil {
		if hi, lo := bits.Mul64(a.n, b.n); hi == 0 {
			return MoveCount{n: lo}
		}
	}
	return bigCount(new(big.Int).Mul(a.Big(), b.Big()))
}

// sub returns a - b for b <= a.
func (a MoveCount) sub(b MoveCount) MoveCount {
	if a.big == nil && b.big == nil && b.n <= a.n {
		return MoveCount{n: a.n - b.n}
	}
	return bigCount(new(big.Int).Sub(a.Big(), b.Big()))
}

// bigCount keeps x, back in 64 bits when it fits.
func bigCount(x *big.Int) MoveCount {
	if x.IsUint64() {
		return MoveCount{n: x.Uint64()}
	}
	return MoveCount{big: x}
}

// binomial returns n choose r (0 outside 0 <= r <= n).
func binomial(n, r int) MoveCount {
	if r < 0 || r > n {
		return MoveCount{}
	}
	r = min(r, n-r)
	// c = C(n-r+i, i) after step i; each division is exact.
	var c uint64 = 1
	for i := 1; i <= r; i++ {
		hi, lo := bits.Mul64(c, uint64(n-r+i))
		if hi >= uint64(i) {
			return bigCount(new(big.Int).Binomial(int64(n), int64(r)))
		}
		c, _ = bits.Div64(hi, lo, uint64(i))
	}
	return MoveCount{n: c}
}

// multinomial returns the number of distinct orders of the meeples m:
// (total)! / (m_Y! m_W! ... ), as a product of binomials.
func multinomial(m Meeples) MoveCount {
	c, n := NewMoveCount(1), 0
	for _, k := range m {
		if k <= 0 {
			continue
		}
		n += k
		c = c.Mul(binomial(n, k))
	}
	return c
}
