package selfplay

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// TestStrengthLosses (-strength.losses) replays the advisor's lost games
// of -strength.seed, -strength.first and -strength.games at -strength.a
// and prints Yazid's turns in each: the roll, whether it was redirected,
// the Assassins and Viziers he took, the Assassins on the board before it
// (all, the tallest stack, the rolls that would lose to them) and the
// outbids (docs/advice.md, "The seventh Assassin").
var strengthLosses = flag.Bool("strength.losses", false, "print Yazid's turns in the advisor's lost games")

func TestStrengthLosses(t *testing.T) {
	if !*strengthLosses {
		t.Skip("Yazid's turns in lost games: go test ./selfplay -run '^TestStrengthLosses$' -strength.losses")
	}
	o := Options{Seed: *strengthSeed, Rules: sultan.DefaultRules(), ScoringRules: scoring.DefaultRules(), Hard: *strengthHard}
	if *strengthArtWhim {
		o.Expansions = game.Expansions{Artisans: true, Whims: true}
	}
	pol := advisorOf(t, Context{Rules: o.Rules, ScoringRules: o.ScoringRules}, *strengthA)
	out := make([]string, *strengthGames)
	next := make(chan int)
	done := make(chan bool)
	workers := max(*strengthWorkers, 1)
	for range workers {
		go func() {
			for k := range next {
				i := *strengthFirst + k
				r, g, err := PlayGameKept(o, pol, i)
				if err != nil {
					t.Error(err)
					continue
				}
				if r.Lost == game.NotLost {
					continue
				}
				var sb strings.Builder
				fmt.Fprintf(&sb, "game %d lost %s round %d\n", i, r.Lost, r.Rounds)
				outbids := 0
				for _, h := range g.Happened() {
					if h.Report.Event.Kind == sultan.EventOutbid {
						outbids++
						fmt.Fprintf(&sb, "  r%d outbid paid %d\n", h.RoundBefore, h.Report.Paid)
					}
					if h.Report.Event.Kind != sultan.EventResolve || h.Report.Turn == nil || h.Before == nil {
						continue
					}
					tu := h.Report.Turn
					b := h.Before.Board
					onb, maxst, viz := 0, 0, 0
					for _, tl := range b.Tiles {
						onb += tl.Meeples[game.Assassin]
						maxst = max(maxst, tl.Meeples[game.Assassin])
						viz += tl.Meeples[game.Vizier]
					}
					ex := sultan.ComputeExposure(*h.Before, o.Rules, sultan.PlayerChoosesBest)
					a, cn := 0, 0
					for _, c := range tu.Captures {
						a += c.Assassins
						cn += c.Council
					}
					fmt.Fprintf(&sb, "  r%d roll %v redirect %v: +%dA -> %d (board %d, max stack %d, losing rolls %d) +%dV -> council %d vs player %d (board V %d) camels Y%d P%d\n",
						h.RoundBefore, tu.Dice, len(h.Report.Event.Choices) > 0, a, h.Yazid.Assassins, onb, maxst, len(ex.LosingAssassins),
						cn, h.Yazid.Council, h.Before.Player.Viziers, viz, h.Yazid.Camels, h.Before.Player.Camels)
				}
				out[k] = sb.String()
			}
			done <- true
		}()
	}
	for k := range out {
		next <- k
	}
	close(next)
	for range workers {
		<-done
	}
	for _, s := range out {
		fmt.Print(s)
	}
}
