package game

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestWalkWordsEqualBig checks the walk counts held in 64-bit words
// against a plain count in big integers (every v of every state, no
// word bound) on stacks whose walks need 1, 2, 3 and 4 words, with loops,
// the start as the last tile, Mountains and a Chasm. The negative twin is
// TestWalkWordsBound: the words are the fewest that hold the walks.
func TestWalkWordsEqualBig(t *testing.T) {
	tests := []struct {
		name string
		long bool // skipped with -short
		rows []string
	}{
		{"40 on a 3x3", false, []string{"V O SM", "S6 LM[" + tallStack(40, 1) + "] O", "SM V[YW] O[G]"}},
		{"80 on a 4x4 with the Chasm", false, []string{"V O SM LM", "S6 LM[" + tallStack(80, 2) + "] O[R] V", "SM CH O[G] LM", "O V SM[PB] S6"}},
		{"120 on a 4x3", true, []string{"V[" + tallStack(120, 3) + "] O SM LM", "S6 LM O[RY] W^ne", "SM V O[G] LM"}},
		{"128 and 12 on a 3x3", true, []string{"V O SM", "S6 LM[" + tallStack(128, 4) + "] O", "SM V[" + tallStack(12, 5) + "] O"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("the plain count takes a second")
			}
			b, err := ParseBoard(strings.Join(tc.rows, "\n"))
			if err != nil {
				t.Fatal(err)
			}
			got, err := b.MoveOutcomes()
			if err != nil {
				t.Fatal(err)
			}
			want := bigOutcomes(t, b)
			if len(got) != len(want) {
				t.Fatalf("got %d outcomes, want %d", len(got), len(want))
			}
			for i := range got {
				if got[i].From != want[i].From || got[i].To != want[i].To || got[i].Tribe != want[i].Tribe || got[i].Moves.Cmp(want[i].Moves) != 0 {
					t.Fatalf("outcome %d: got %+v, want %+v", i, got[i], want[i])
				}
			}
		})
	}
}

// TestWalkWordsBound: the words of each step hold 4 x 3^(i-1); one fewer
// would not (the twin of TestWalkWordsEqualBig: no word to spare).
func TestWalkWordsBound(t *testing.T) {
	w := newWalkCounter(&moveGraph{n: 1}, MaxMoveDrops)
	for i, want := range map[int]int{0: 1, 1: 1, 40: 1, 41: 2, 80: 2, 81: 3, 120: 3, 121: 4, 128: 4} {
		if w.words[i] != want {
			t.Errorf("words after step %d: got %d, want %d", i, w.words[i], want)
		}
	}
	if w.words[MaxMoveDrops] > maxWalkWords {
		t.Errorf("got %d words, maxWalkWords %d", w.words[MaxMoveDrops], maxWalkWords)
	}
}

// tallStack is k meeples of the six tribes in a random mix.
func tallStack(k int, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 7))
	letters := "YWGBRP"
	var sb strings.Builder
	for range k {
		sb.WriteByte(letters[rng.IntN(len(letters))])
	}
	return sb.String()
}

// bigOutcomes is MoveOutcomes with the walks counted in MoveCount for
// every v of every state: the plain form of walkCounter.
func bigOutcomes(t *testing.T, b *Board) []MoveOutcome {
	t.Helper()
	g := newMoveGraph(b)
	starts, K, err := b.moveStacks()
	if err != nil {
		t.Fatal(err)
	}
	S := NumDirections + 1
	byStart := make([][]MoveOutcome, len(b.Tiles))
	places := b.Places()
	for f := range g.n {
		if b.Tiles[f].Type.Forbidden() {
			continue
		}
		count := make([]MoveCount, g.n*S*K)
		count[(f*S+arrivalNone)*K] = NewMoveCount(1)
		for i := 1; i <= K; i++ {
			next := make([]MoveCount, len(count))
			for st := range g.n * S {
				tile, a := st/S, st%S
				inc := 0
				if tile == f && i > 1 {
					inc = 1
				}
				for v := 0; v+inc < K; v++ {
					c := count[st*K+v]
					if c.IsZero() {
						continue
					}
					for _, d := range Directions {
						if u := g.step(tile, a, d); u >= 0 {
							ns := u*S + int(d)
							next[ns*K+v+inc] = next[ns*K+v+inc].Add(c)
						}
					}
				}
			}
			count = next
			for _, s := range starts {
				if s.k != i {
					continue
				}
				walks := make([]MoveCount, K)
				var total MoveCount
				for v := range K {
					for a := range NumDirections {
						walks[v] = walks[v].Add(count[(s.tile*S+a)*K+v])
					}
					total = total.Add(walks[v])
				}
				for _, c := range Tribes {
					if s.meeples[c] == 0 || total.IsZero() {
						continue
					}
					var n MoveCount
					if s.tile != f && b.Tiles[f].Meeples[c] > 0 {
						n = s.all[c].Mul(total)
					} else {
						for v := range s.k {
							n = n.Add(walks[v].Mul(s.absent[c][v]))
						}
					}
					if !n.IsZero() {
						byStart[s.tile] = append(byStart[s.tile], MoveOutcome{From: places[s.tile], To: places[f], Tribe: c, Moves: n})
					}
				}
			}
		}
	}
	var out []MoveOutcome
	for _, os := range byStart {
		out = append(out, os...)
	}
	return out
}
