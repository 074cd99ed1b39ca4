package advisor

import (
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// thiefTable is the setup board with the Thieves in play and thief held.
func thiefTable(t *testing.T, thief string, edit func(st *sultan.State)) sultan.State {
	t.Helper()
	return powerTable(t, func(st *sultan.State) {
		st.Expansions.Thieves = true
		st.Player.Thieves = []string{thief}
		edit(st)
	})
}

// thiefMoves is the moves advised that use the Thief, and how many take
// its tribe.
func thiefMoves(a Advice, thief string) (used []Ranked, tribe int) {
	th, _ := game.LookupThief(thief)
	for _, m := range a.Moves {
		if m.Tribe == th.Tribe {
			tribe++
		}
		if len(m.Plan.Thieves) == 1 && m.Plan.Thieves[0].Power == thief {
			used = append(used, m)
		}
	}
	return used, tribe
}

// checkThiefPlays plays the move's plan (sultan.PlayTurn, the Thief
// right after the tribe action) and checks the score change the advice
// says, less hidden VP (a Djinn taken face down).
func checkThiefPlays(t *testing.T, st sultan.State, m Ranked, hidden int) sultan.State {
	t.Helper()
	after, tp, err := sultan.PlayTurn(st, m.Plan)
	if err != nil {
		t.Fatalf("the plan does not play: %v", err)
	}
	if !slices.Contains(tp.Powers, m.Plan.Thieves[0].Power) {
		t.Fatalf("powers used %q, want the Thief %s", tp.Powers, m.Plan.Thieves[0].Power)
	}
	if got := scoreChange(st, after) - hidden; got != m.ScoreChange {
		t.Fatalf("%v: score change %d (%d hidden), advice says %d", m.Plan.Move, got, hidden, m.ScoreChange)
	}
	if after.Player.HasThief(m.Plan.Thieves[0].Power) {
		t.Fatalf("the Thief used still held: %q", after.Player.Thieves)
	}
	return after
}

// TestThievesInThePlan: each Thief the engine plays is in the plan of the
// moves taking its tribe when it is worth more than the 6 VP it scores
// held, played right after the tribe action, its figures the ones
// sultan.PlayTurn gives; the negative twin of each, where it is worth
// less (or Yazid has nothing it takes), leaves it unused.
func TestThievesInThePlan(t *testing.T) {
	tests := []struct {
		name, thief string
		edit        func(st *sultan.State)
		use         bool
		want        string // the action
		hidden      int
		check       func(t *testing.T, st, after sultan.State)
	}{
		{name: "Ziad: the Vizier that leads the Council", thief: "Ziad", use: true, want: "Ziad: a Vizier of Yazid's Council",
			edit: func(st *sultan.State) { st.Yazid.Council = 4; st.Player.Viziers = 1 },
			check: func(t *testing.T, st, after sultan.State) {
				if after.Yazid.Council != 3 {
					t.Fatalf("Council %d, want 3", after.Yazid.Council)
				}
			}},
		{name: "Ziad when you lead the Council by far", thief: "Ziad",
			edit: func(st *sultan.State) { st.Yazid.Council = 1; st.Player.Viziers = 8 }},
		{name: "Quafat: Yazid's fifth Djinn", thief: "Quafat", use: true, want: "Quafat: a Djinn of Yazid's", hidden: 6,
			edit: func(st *sultan.State) { st.Yazid.Djinns = 5 },
			check: func(t *testing.T, st, after sultan.State) {
				if after.Yazid.Djinns != 4 || !after.Player.HasDjinn("Kumarbi") {
					t.Fatalf("Yazid's Djinns %d, yours %q; want 4, the stand-in Kumarbi", after.Yazid.Djinns, after.Player.Djinns)
				}
			}},
		{name: "Quafat: Hagis, which Yazid bought, its VP exact", thief: "Quafat", use: true, want: "Quafat: a Djinn of Yazid's",
			edit: func(st *sultan.State) { st.Yazid.Djinns = 5; st.Unseen.Bought = []string{"Leta", "Hagis"} },
			check: func(t *testing.T, st, after sultan.State) {
				if after.Yazid.Djinns != 4 || !after.Player.HasDjinn("Hagis") {
					t.Fatalf("Yazid's Djinns %d, yours %q; want 4, Hagis (10 VP, the most of those he bought)", after.Yazid.Djinns, after.Player.Djinns)
				}
			}},
		{name: "Quafat when Yazid holds no Djinn", thief: "Quafat",
			edit: func(st *sultan.State) { st.Yazid.Djinns = 0 }},
		{name: "Kohdiah: Yazid's Sacred Place", thief: "Kohdiah", use: true, want: "Kohdiah: your Camel for Yazid's on r3 c3 (Sacred Place 15)",
			edit: func(st *sultan.State) { own(st, r3c3, game.Yazid) },
			check: func(t *testing.T, st, after sultan.State) {
				if after.Board.Tile(r3c3).Owner != 1 || after.Yazid.Camels != st.Yazid.Camels+1 {
					t.Fatalf("r3 c3 owner %v, Yazid's Camels %d", after.Board.Tile(r3c3).Owner, after.Yazid.Camels)
				}
			}},
		{name: "Kohdiah on Yazid's Village (5 VP)", thief: "Kohdiah",
			edit: func(st *sultan.State) { own(st, r1c2, game.Yazid) }},
		{name: "Shaum: a Palace is worth less than the Thief", thief: "Shaum",
			edit: func(st *sultan.State) {
				own(st, r1c2, game.Yazid)
				st.Board.At(r1c2).Palaces = 1
				own(st, r1c3, 1)
			}},
		{name: "Houssain: the Fakir that pays for Hagis", thief: "Houssain", use: true, want: "Houssain: Yazid's Fakirs (2 at most)",
			edit: func(st *sultan.State) {
				st.Yazid.Fakirs, st.Player.Elders, st.Player.Fakirs = 2, 1, 0
				st.DjinnRow = []string{"Hagis"}
			},
			check: func(t *testing.T, st, after sultan.State) {
				if after.Yazid.Fakirs != 0 || !after.Player.HasDjinn("Hagis") {
					t.Fatalf("Yazid's Fakirs %d, your Djinns %q; want 0, Hagis", after.Yazid.Fakirs, after.Player.Djinns)
				}
			}},
		{name: "Houssain: 2 Fakirs are worth less than the Thief", thief: "Houssain",
			edit: func(st *sultan.State) { st.Yazid.Fakirs = 2 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := thiefTable(t, tc.thief, tc.edit)
			used, tribe := thiefMoves(advisePlans(t, st), tc.thief)
			if tribe == 0 {
				t.Fatalf("no move takes the %s' tribe", tc.thief)
			}
			if !tc.use {
				if len(used) > 0 {
					t.Fatalf("%d moves use %s: %q", len(used), tc.thief, used[0].Actions)
				}
				return
			}
			if len(used) == 0 {
				t.Fatalf("no move uses %s", tc.thief)
			}
			for _, m := range used {
				if !slices.Contains(m.Actions, tc.want) {
					t.Fatalf("actions %q, want %q", m.Actions, tc.want)
				}
				after := checkThiefPlays(t, st, m, tc.hidden)
				if tc.check != nil {
					tc.check(t, st, after)
				}
			}
		})
	}
}

// TestShaumWithTheThiefWorthLess: with thief_vp 4 (a scoring rule), the
// Palace Shaum takes from Yazid (5 VP) is worth the Thief; the twin in
// TestThievesInThePlan (6 VP, the default) leaves it unused.
func TestShaumWithTheThiefWorthLess(t *testing.T) {
	st := thiefTable(t, "Shaum", func(st *sultan.State) {
		own(st, r1c2, game.Yazid)
		st.Board.At(r1c2).Palaces = 1
		own(st, r1c3, 1)
	})
	rules := scoring.DefaultRules()
	rules.ThiefVP = 4
	a, err := Advise(st, Options{Weights: DefaultWeights(), ScoringRules: rules, Budget: 100 * DefaultBudget})
	if err != nil {
		t.Fatal(err)
	}
	used, _ := thiefMoves(a, "Shaum")
	if len(used) == 0 {
		t.Fatal("no move uses Shaum")
	}
	for _, m := range used {
		if !slices.Contains(m.Actions, "Shaum: Yazid's Palace from r1 c2 to r1 c3") {
			t.Fatalf("actions %q", m.Actions)
		}
		after, _, err := sultan.PlayTurn(st, m.Plan)
		if err != nil {
			t.Fatal(err)
		}
		if after.Board.Tile(r1c3).Palaces != 1 || after.Board.Tile(r1c2).Palaces != 0 {
			t.Fatalf("Palaces r1 c2 %d, r1 c3 %d; want 0, 1", after.Board.Tile(r1c2).Palaces, after.Board.Tile(r1c3).Palaces)
		}
	}
}

// TestBuyAThiefAtASacredPlace: with the Thieves in play, a move ending on
// a Sacred Place buys the face-up Thief when it is worth more than the
// Djinns on offer (its 6 VP held exact, its power in the estimate), not
// used in the turn it is bought, the figures those sultan.PlayTurn gives:
// the tracked row's Thief, else a stand-in said as unknown. The twins:
// the Thieves not in play, Hagis (10 VP) on offer, a tracked row empty.
func TestBuyAThiefAtASacredPlace(t *testing.T) {
	for _, tc := range []struct {
		name    string
		thieves bool
		row     string
		up      []string // the Thief row, nil for not tracked
		buy     string   // the action, "" for none
	}{
		{name: "Echidna on offer", thieves: true, row: "Echidna", buy: "buy the face-up Thief, paid with "},
		{name: "Kohdiah face up", thieves: true, row: "Echidna", up: []string{"Kohdiah"}, buy: "buy the Thief Kohdiah, paid with "},
		{name: "the Thieves not in play", row: "Echidna"},
		{name: "Hagis on offer", thieves: true, row: "Hagis"},
		{name: "no Thief face up", thieves: true, row: "Echidna", up: []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := powerTable(t, func(st *sultan.State) {
				st.Expansions.Thieves = tc.thieves
				st.DjinnRow = []string{tc.row}
				st.ThiefRow = tc.up
				st.Player.Elders, st.Player.Fakirs = 2, 1
			})
			a := advisePlans(t, st)
			bought, sacred := 0, 0
			for _, m := range a.Moves {
				if m.To != r3c3 || m.Turn.Djinn == "" {
					continue
				}
				sacred++
				if m.Turn.ThiefBought == "" {
					if tc.buy != "" {
						t.Fatalf("%v buys %s, not the Thief: %q", m.Plan.Move, m.Turn.Djinn, m.Actions)
					}
					continue
				}
				if tc.buy == "" {
					t.Fatalf("%v buys the Thief %s: %q", m.Plan.Move, m.Turn.ThiefBought, m.Actions)
				}
				bought++
				if !slices.ContainsFunc(m.Actions, func(s string) bool { return strings.HasPrefix(s, tc.buy) }) {
					t.Fatalf("actions %q, want %q", m.Actions, tc.buy)
				}
				unknown := slices.ContainsFunc(m.Actions, func(s string) bool { return strings.HasPrefix(s, "unknown: the face-up Thief") })
				if unknown != (tc.up == nil) {
					t.Fatalf("actions %q: the Thief unknown %v, the row tracked %v", m.Actions, unknown, tc.up != nil)
				}
				if len(m.Plan.Thieves) > 0 {
					t.Fatalf("a Thief used in the turn it is bought: %+v", m.Plan.Thieves)
				}
				checkPlays(t, st, m)
				after, _, _ := sultan.PlayTurn(st, m.Plan)
				if !after.Player.HasThief(m.Turn.ThiefBought) || after.Player.Elders+after.Player.Fakirs != 1 {
					t.Fatalf("Thieves %q, Elders %d, Fakirs %d", after.Player.Thieves, after.Player.Elders, after.Player.Fakirs)
				}
				if want := DefaultWeights().DjinnPower * clock(after, DefaultWeights().Clock); m.Estimate < want-3 {
					t.Fatalf("estimate %.2f, want the Thief's power (%.2f) less the cards paid", m.Estimate, want)
				}
			}
			if sacred == 0 || tc.buy != "" && bought == 0 {
				t.Fatalf("%d moves buy at r3 c3, %d the Thief", sacred, bought)
			}
		})
	}
}
