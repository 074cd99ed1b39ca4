package advisor

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// anunTable is the setup board with one Merchant on each tile of
// columns 2 to 6 (18) or a Builder (the other 7), column 1 empty but for
// a lone Assassin on r3 c1, which no move reaches; Yazid holds
// assassins; the player holds Anun-Nak and a Fakir. The bag holds the
// rest of the box: 16 Viziers, 20 Elders, 11 Builders and the Assassins
// neither on the board nor Yazid's. edit changes it further.
func anunTable(t *testing.T, assassins int, edit func(st *sultan.State)) sultan.State {
	return powerTable(t, func(st *sultan.State) {
		n := 0
		for i := range st.Board.Tiles {
			st.Board.Tiles[i].Meeples = game.Meeples{}
			if i%st.Board.Cols == 0 {
				continue
			}
			if n < 18 {
				st.Board.Tiles[i].Meeples[game.Merchant] = 1
			} else {
				st.Board.Tiles[i].Meeples[game.Builder] = 1
			}
			n++
		}
		st.Board.At(r3c1).Meeples = game.Meeples{game.Assassin: 1}
		st.Yazid.Assassins = assassins
		st.Player.Djinns = []string{"Anun-Nak"}
		st.Player.Fakirs = 1
		if edit != nil {
			edit(st)
		}
	})
}

// expectedOverDraws is Yazid's next roll after plan on st, its
// Anun-Nak's draw replaced by each draw of the bag the turn leaves
// before it (sultan.BagDraws), each weighted by its probability: the
// figure the advice says, reckoned afresh.
func expectedOverDraws(t *testing.T, st sultan.State, plan sultan.TurnPlan) (pLoss float64, draws int) {
	t.Helper()
	i := slices.IndexFunc(plan.Powers, func(u sultan.PowerUse) bool { return u.Power == anunNak })
	without := plan
	without.Powers = slices.Delete(slices.Clone(plan.Powers), i, i+1)
	mid, _ := playPlan(t, st, without)
	bag, _ := mid.Bag()
	if plan.Powers[i].Pay == sultan.PayElder {
		bag[game.Elder]++ // the Elder paid goes in before the draw
	}
	sum := 0.0
	for _, d := range sultan.BagDraws(bag, sultan.AnunNakDraw) {
		p := plan
		p.Powers = slices.Clone(plan.Powers)
		p.Powers[i].Meeples = d.Meeples.String()
		after, _ := playPlan(t, st, p)
		sum += d.P * threatOf(t, after).PLoss
		draws++
	}
	return sum, draws
}

// TestAnunNakInThePlan: Yazid at six Assassins, the lone Assassin of
// column 1 is struck by 6 of his 36 rolls (its own, the black 6 and the
// column's 4 empty rolls, whose one candidate it is); the best move
// fills an empty tile of column 1 with Anun-Nak, paid with the Fakir:
// the empty rolls then have the 3 meeples drawn as a candidate, safe
// when no Assassin is drawn. The advice says it in table words, names
// the draw as unknown, and its chance of a loss is the exact expectation
// over every draw (expectedOverDraws), below the 6 in 36 of the same
// move without it. The negative twins: Anun-Nak not held; no Elder or
// Fakir to pay; the bag holding 2 (every other meeple on the board);
// Yazid at no Assassin, column 1's meeple a Merchant (nothing to take
// out; the 1 VP bound: TestAnunNakTilesTakeOneVP).
func TestAnunNakInThePlan(t *testing.T) {
	st := anunTable(t, 6, nil)
	a := advise(t, st, 3)
	m := a.Moves[0]
	used := usesOf(a, anunNak)
	if len(used) == 0 || used[0].Rank != 1 {
		t.Fatalf("the best move's actions %q, want Anun-Nak", m.Actions)
	}
	u := m.Plan.Powers[slices.IndexFunc(m.Plan.Powers, func(u sultan.PowerUse) bool { return u.Power == anunNak })]
	if u.At.Col != 1 || u.Pay != sultan.PayFakir {
		t.Fatalf("Anun-Nak on %s paid with %s, want a tile of column 1, the Fakir", u.At.Short(), u.Pay)
	}
	want := "Anun-Nak: 3 meeples drawn from the bag onto " + u.At.Short() + " (" + st.Board.Tile(*u.At).Type.String() + "), paid with 1 Fakir"
	if !slices.Contains(m.Actions, want) || !slices.Contains(m.Actions, "unknown: "+anunHidden) {
		t.Fatalf("actions %q, want %q and the draw unknown", m.Actions, want)
	}
	checkPlays(t, st, m)
	exp, draws := expectedOverDraws(t, st, m.Plan)
	if math.Abs(m.Yazid.PLoss-exp) > 1e-9 {
		t.Fatalf("the chance of a loss %v with Anun-Nak, want %v, its expectation over %d draws", m.Yazid.PLoss, exp, draws)
	}
	plain := m.Plan
	plain.Powers = nil
	after, _ := playPlan(t, st, plain)
	if y := threatOf(t, after); math.Abs(y.PLoss-6.0/36) > 1e-9 || exp >= y.PLoss {
		t.Fatalf("the chance of a loss %v without Anun-Nak, want 6/36, above %v with it", y.PLoss, exp)
	}
	t.Logf("%s; p_loss %.4f over %d draws, 6/36 without", want, exp, draws)

	twins := []struct {
		name string
		st   sultan.State
	}{
		{"Anun-Nak not held", anunTable(t, 6, func(st *sultan.State) { st.Player.Djinns = nil })},
		{"no Elder or Fakir", anunTable(t, 6, func(st *sultan.State) { st.Player.Fakirs = 0 })},
		{"the bag holds 2", anunTable(t, 6, func(st *sultan.State) {
			// The bag's meeples onto columns 2 to 6, one at a time, but
			// 2 Builders.
			bag, _ := st.Bag()
			bag[game.Builder] -= 2
			k := 0
			for _, tr := range game.Tribes {
				for range bag[tr] {
					for k%st.Board.Cols == 0 {
						k++
					}
					st.Board.Tiles[k%len(st.Board.Tiles)].Meeples[tr]++
					k++
				}
			}
			if b, _ := st.Bag(); b.Total() != 2 {
				t.Fatalf("the bag holds %v, want 2 Builders", b)
			}
		})},
		{"nothing to take out", anunTable(t, 0, func(st *sultan.State) {
			st.Board.At(r3c1).Meeples = game.Meeples{game.Merchant: 1}
			st.Board.At(game.Place{Col: 2, Row: 1}).Meeples = game.Meeples{game.Assassin: 1}
		})},
	}
	for _, tc := range twins {
		t.Run(tc.name, func(t *testing.T) {
			if used := usesOf(advise(t, tc.st, 0), anunNak); len(used) > 0 {
				t.Fatalf("%d moves use Anun-Nak: %q", len(used), used[0].Actions)
			}
		})
	}
}

// TestAnunNakWordsNameNoDraw: the actions never name the stand-in draw
// the plan carries (the table draws it).
func TestAnunNakWordsNameNoDraw(t *testing.T) {
	st := anunTable(t, 6, nil)
	at := game.Place{Col: 1, Row: 1}
	u := sultan.PowerUse{Power: anunNak, Pay: sultan.PayFakir, At: &at, Meeples: "YYW"}
	got := powerWords(u, st, sultan.TurnProgress{})
	if want := "Anun-Nak: 3 meeples drawn from the bag onto r1 c1 (" + st.Board.Tile(at).Type.String() + "), paid with 1 Fakir"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if strings.Contains(got, "Vizier") || strings.Contains(got, "Elder") {
		t.Errorf("%q names the stand-in", got)
	}
}

// TestAdviceEqualsReferenceWithAnunNak: on anunTable's variants (Yazid
// at six, five or four Assassins, one or two on r3 c1, Anun-Nak paid
// with the Fakir or an Elder, Top 1, 3 or all, exact only once) the
// search's cuts keep the reference search's advice, JSON for JSON, its
// Yazid figures the expectation over the draws. Not in the short run
// (about a CPU second).
func TestAdviceEqualsReferenceWithAnunNak(t *testing.T) {
	if testing.Short() {
		t.Skip("about a CPU second")
	}
	t.Parallel()
	tables := []struct {
		assassins int
		edit      func(st *sultan.State)
		top       int
		exact     bool
	}{
		{6, nil, 3, false},
		{6, nil, 0, true},
		{5, func(st *sultan.State) { st.Board.At(r3c1).Meeples[game.Assassin] = 2 }, 1, false},
		{6, func(st *sultan.State) { st.Player.Fakirs, st.Player.Elders = 0, 2 }, 3, false},
		{4, func(st *sultan.State) { st.Board.At(r3c1).Meeples[game.Vizier] = 2 }, 0, false},
	}
	anun := 0
	for i, tc := range tables {
		st := anunTable(t, tc.assassins, tc.edit)
		o := Options{Top: tc.top, ExactOnly: tc.exact, Weights: DefaultWeights(), Rules: sultan.DefaultRules(),
			Budget: 100 * DefaultBudget, ScoringRules: scoring.DefaultRules()}
		slow := o
		slow.reference = true
		got, gerr := Advise(st, o)
		want, werr := Advise(st, slow)
		if want.Searched < want.Total {
			t.Fatalf("table %d: the reference searched %d of %d", i, want.Searched, want.Total)
		}
		if fmt.Sprint(gerr) != fmt.Sprint(werr) {
			t.Fatalf("table %d: error %v, reference %v", i, gerr, werr)
		}
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Fatalf("table %d:\n got %s\nwant %s", i, g, w)
		}
		anun += len(usesOf(got, anunNak))
	}
	if anun == 0 {
		t.Fatalf("%d tables compared, no move with Anun-Nak: the test proves little", len(tables))
	}
	t.Logf("%d tables compared, %d moves with Anun-Nak", len(tables), anun)
}

// TestSureHarmLeavesAnunNaksTile: the sure harm of a turn with Anun-Nak
// is no more than what Yazid's roll takes after it: the tile filled is
// not told. Column 1 holds 5 Viziers on r3 c1, the others a Builder a
// tile (18) or an Elder; the player holds an Elder, the bag 11
// Viziers, 12 Elders, the 18 Merchants and the 18 Assassins (Yazid holds
// none); Anun-Nak fills r1 c1, paid with the Elder. The twin: read as the turn without Anun-Nak (r1 c1 empty, its
// rolls sent to the Viziers), the sure harm is more than his roll takes.
func TestSureHarmLeavesAnunNaksTile(t *testing.T) {
	st := anunTable(t, 0, func(st *sultan.State) {
		for i := range st.Board.Tiles {
			if m := &st.Board.Tiles[i].Meeples; !m.Empty() {
				*m = game.Meeples{game.Builder: m[game.Merchant], game.Elder: m[game.Builder]}
			}
		}
		st.Board.At(r3c1).Meeples = game.Meeples{game.Vizier: 5}
		st.Player.Elders = 1 // pays: the move's Builders may spend the Fakir
	})
	if bag, _ := st.Bag(); bag != (game.Meeples{game.Vizier: 11, game.Elder: 12, game.Merchant: 18, game.Assassin: 18}) {
		t.Fatalf("the bag %v", bag)
	}
	r1c1 := game.Place{Col: 1, Row: 1}
	var a anunNaker
	a.set(st, DefaultWeights(), sultan.DefaultRules())
	checkSureHarmLeaves(t, st, sultan.PowerUse{Power: anunNak, Pay: sultan.PayElder, At: &r1c1, Meeples: a.standIn})
}

// TestDrawnThreatsAsEachTable: drawnThreat, on the rolls readDrawn read
// once for the tile filled (those that cannot strike it reckoned once),
// gives for each draw the threat of the table holding it, reckoned afresh in full; on
// anunTable's variants and on random tables (an empty tile filled, or a
// tile emptied and filled), with both strike orders and the literal
// rows.
func TestDrawnThreatsAsEachTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 37))
	var tables []sultan.State
	var rules []sultan.Rules
	for _, a := range []int{6, 5, 0} {
		tables = append(tables, anunTable(t, a, nil))
		rules = append(rules, sultan.DefaultRules())
	}
	for i := range 6 {
		st, r := randomState(t, rng, i%2 == 1)
		if i%3 == 1 {
			r.StrikeOrder = sultan.LowerFirst
		}
		if i%3 == 2 {
			r.BlackSix = sultan.LiteralRows
		}
		tables, rules = append(tables, st), append(rules, r)
	}
	checked := 0
	for i, st := range tables {
		var at game.Place
		for _, p := range st.Board.Places() {
			if t := st.Board.Tile(p); !t.Type.Forbidden() && (t.Meeples.Empty() || rng.IntN(8) == 0) {
				at = p
				break
			}
		}
		if at == (game.Place{}) {
			continue
		}
		st.Board.At(at).Meeples = game.Meeples{}
		bag, _ := st.Bag()
		draws := sultan.BagDraws(bag, sultan.AnunNakDraw)
		if len(draws) == 0 {
			continue
		}
		f := &threatFinder{rules: rules[i], w: DefaultWeights()}
		st.Board.At(at).Meeples = draws[0].Meeples // the stand-in
		read := f.readDrawn(st, at)
		for _, d := range draws {
			st.Board.At(at).Meeples = d.Meeples
			got := f.drawnThreat(st, read)
			want := (&threatFinder{rules: rules[i], w: DefaultWeights()}).threat(st)
			if got != want {
				t.Fatalf("table %d, %s holding %v: got %+v, want %+v", i, at, d.Meeples, got, want)
			}
			checked++
		}
		st.Board.At(at).Meeples = game.Meeples{}
	}
	if checked < 50 {
		t.Fatalf("%d draws checked: the test proves little", checked)
	}
	t.Logf("%d draws checked", checked)
}

// TestAnunNakTilesTakeOneVP: a tile is tried only when filling it takes
// at least 1 VP out of Yazid's next roll in the quick reckoning
// (anunMinGain). The bag holds Merchants and Builders only (what Yazid
// takes there is coins, which the quick reckoning leaves out), so a
// filled tile of column 1 takes the 4 rolls its empty tiles send to r3
// c1: with a Vizier there, 4 x 3 VP over 36 rolls, a third of a VP, no
// tile is tried; the twin, 4 Viziers there, 1.3 VP, every empty tile of
// column 1 is.
func TestAnunNakTilesTakeOneVP(t *testing.T) {
	for _, viziers := range []int{1, 4} {
		st := anunTable(t, 0, func(st *sultan.State) {
			for i := range st.Board.Tiles {
				if m := &st.Board.Tiles[i].Meeples; m[game.Merchant] > 0 {
					*m = game.Meeples{game.Elder: 1}
				}
			}
			st.Board.At(game.Place{Col: 6, Row: 5}).Meeples[game.Assassin] = 18
			st.Board.At(r3c1).Meeples = game.Meeples{game.Vizier: viziers}
			st.Player.Viziers, st.Player.Elders = 16-viziers, 2
		})
		if bag, _ := st.Bag(); bag != (game.Meeples{game.Merchant: 18, game.Builder: 11}) {
			t.Fatalf("the bag %v, want Merchants and Builders", bag)
		}
		var a anunNaker
		a.set(st, DefaultWeights(), sultan.DefaultRules())
		if want := viziers == 4; a.on != want || want && len(a.all) != 4 {
			t.Errorf("%d Viziers on r3 c1: tiles tried %v, want them tried %v", viziers, a.all, want)
		}
	}
}
