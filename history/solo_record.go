package history

import (
	"encoding/json"
	"slices"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// RuleSet is what sets solo games apart in the player's record: the
// expansions in play, hard mode (the 20-coin start) and whether naqala's
// advice was shown.
type RuleSet struct {
	Expansions game.Expansions
	Hard       bool
	Advised    bool
}

// Play is the rule set without the advice: what self-play plays (the
// machine's games have no advice to show; its player is the advisor).
func (r RuleSet) Play() RuleSet { return RuleSet{Expansions: r.Expansions, Hard: r.Hard} }

// compare orders rule sets: base game first, then by expansions, normal
// before hard, unadvised before advised.
func (r RuleSet) compare(o RuleSet) int {
	key := func(x RuleSet) int {
		k := 0
		for _, b := range []bool{x.Expansions.Artisans, x.Expansions.Thieves, x.Expansions.Whims, x.Hard, x.Advised} {
			k <<= 1
			if b {
				k |= 1
			}
		}
		return k
	}
	return key(r) - key(o)
}

// SoloRuleRecord is the player's record in the solo games of one rule set,
// and beside it what naqala's advisor made of the same rule set in
// self-play, when a run of it is kept.
type SoloRuleRecord struct {
	RuleSet RuleSet
	// Games counts the solo games kept; Survived those survived, and
	// SurvivalRate their share, 0 to 1.
	Games, Survived int
	SurvivalRate    float64
	// Titles counts the titles reached, lowest first, zeros included.
	Titles []TitleCount
	// Losses counts the games lost by reason, the most common first.
	Losses []LossCount
	// MeanScore is over every game, lost ones as scored, as self-play
	// counts it (docs/formats.md section 9).
	MeanScore float64
	// Best is the best total of a game survived; nil when none was.
	Best *BestScore
	// Scores are the totals of every game in the order played, lost ones
	// as scored; Lost says which were lost.
	Scores []int
	Lost   []bool
	// Baseline is the self-play run of this rule set's play (without
	// the advice), nil when none is kept.
	Baseline *Baseline
}

// Baseline is a self-play run kept as the machine's figures for a rule
// set: when it was played, with which seed, how many games and which
// policy, and what it made.
type Baseline struct {
	// RuleSet is the rule set played; Advised is always false.
	RuleSet RuleSet
	Date    time.Time
	Seed    uint64
	Games   int
	Policy  string
	// Survived, SurvivalRate, Titles, Losses and MeanScore count as in a
	// SoloRuleRecord.
	Survived     int
	SurvivalRate float64
	Titles       []TitleCount
	Losses       []LossCount
	MeanScore    float64
	// BestScore is the best total of a game survived, 0 when none was.
	BestScore int
}

// SoloRecords sums up the solo games of records by rule set, in the
// order of RuleSet (base game first), each with the baseline of its play
// among baselines (the newest when several match).
func SoloRecords(records []Record, baselines []Baseline) []SoloRuleRecord {
	rs := slices.Clone(records)
	slices.SortStableFunc(rs, func(a, b Record) int { return a.Date.Compare(b.Date) })
	var out []SoloRuleRecord
	find := func(set RuleSet) *SoloRuleRecord {
		for i := range out {
			if out[i].RuleSet == set {
				return &out[i]
			}
		}
		out = append(out, SoloRuleRecord{RuleSet: set})
		return &out[len(out)-1]
	}
	titles := map[RuleSet]map[string]int{}
	losses := map[RuleSet]map[game.Loss]int{}
	for _, r := range rs {
		if r.Kind != KindSolo || r.Solo == nil || len(r.Players) != 1 {
			continue
		}
		// The record was checked when read: its expansions parse.
		x, _ := game.ParseExpansions(r.Expansions)
		set := RuleSet{Expansions: x, Hard: r.Solo.Hard, Advised: r.Advised}
		g := find(set)
		if titles[set] == nil {
			titles[set], losses[set] = map[string]int{}, map[game.Loss]int{}
		}
		total := r.Players[0].Total
		g.Games++
		g.Scores = append(g.Scores, total)
		g.Lost = append(g.Lost, !r.Solo.Survived)
		if r.Solo.Survived {
			g.Survived++
			titles[set][r.Solo.Title]++
			if g.Best == nil || total > g.Best.Total {
				g.Best = &BestScore{Total: total, Player: r.Players[0].Name, Date: r.Date, Kind: KindSolo}
			}
		} else {
			losses[set][r.Solo.Reason]++
		}
	}
	slices.SortStableFunc(out, func(a, b SoloRuleRecord) int { return a.RuleSet.compare(b.RuleSet) })
	for i := range out {
		g := &out[i]
		sum := 0
		for _, s := range g.Scores {
			sum += s
		}
		g.MeanScore = float64(sum) / float64(g.Games)
		g.SurvivalRate = float64(g.Survived) / float64(g.Games)
		g.Titles = titleCounts(titles[g.RuleSet])
		g.Losses = lossCounts(losses[g.RuleSet])
		g.Baseline = baselineOf(baselines, g.RuleSet.Play())
	}
	return out
}

// titleCounts lists every title with its count, lowest band first.
func titleCounts(n map[string]int) []TitleCount {
	out := make([]TitleCount, 0, len(Titles))
	for _, t := range Titles {
		out = append(out, TitleCount{t, n[t]})
	}
	return out
}

// lossCounts lists the reasons with a count, the most common first (ties
// in the order of game.Loss).
func lossCounts(n map[game.Loss]int) []LossCount {
	out := []LossCount{}
	for l := game.LostAssassins; l <= game.LostViziers; l++ {
		if n[l] > 0 {
			out = append(out, LossCount{l, n[l]})
		}
	}
	slices.SortStableFunc(out, func(a, b LossCount) int { return b.Count - a.Count })
	return out
}

// baselineOf is the newest baseline of the rule set, or nil.
func baselineOf(baselines []Baseline, set RuleSet) *Baseline {
	var best *Baseline
	for i, b := range baselines {
		if b.RuleSet == set && (best == nil || b.Date.After(best.Date)) {
			best = &baselines[i]
		}
	}
	if best == nil {
		return nil
	}
	b := *best
	return &b
}

// NewBaseline is the baseline of a self-play run of set (its advice
// dropped) at date: the scores of every game in order, with the title of
// each game survived ("" for a game lost) and the reason of each game
// lost (game.NotLost for one survived).
func NewBaseline(set RuleSet, date time.Time, seed uint64, policy string, scores []int, reasons []game.Loss) Baseline {
	b := Baseline{RuleSet: set.Play(), Date: date, Seed: seed, Games: len(scores), Policy: policy}
	titles, losses := map[string]int{}, map[game.Loss]int{}
	sum := 0
	for i, s := range scores {
		sum += s
		if reasons[i] == game.NotLost {
			b.Survived++
			titles[scoring.TitleFor(s)]++
			b.BestScore = max(b.BestScore, s)
		} else {
			losses[reasons[i]]++
		}
	}
	if b.Games > 0 {
		b.MeanScore = float64(sum) / float64(b.Games)
		b.SurvivalRate = float64(b.Survived) / float64(b.Games)
	}
	b.Titles, b.Losses = titleCounts(titles), lossCounts(losses)
	return b
}

// ruleSetJSON is a rule set as JSON holds it.
type ruleSetJSON struct {
	Expansions []string `json:"expansions"`
	Hard       bool     `json:"hard"`
	Advised    bool     `json:"advised"`
}

func (r RuleSet) jsonForm() ruleSetJSON {
	names := r.Expansions.Names()
	if names == nil {
		names = []string{}
	}
	return ruleSetJSON{names, r.Hard, r.Advised}
}

// MarshalJSON writes the rule set with the expansions by name.
func (r RuleSet) MarshalJSON() ([]byte, error) { return json.Marshal(r.jsonForm()) }

// UnmarshalJSON reads what MarshalJSON writes.
func (r *RuleSet) UnmarshalJSON(data []byte) error {
	var j ruleSetJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	x, err := game.ParseExpansions(j.Expansions)
	if err != nil {
		return err
	}
	*r = RuleSet{Expansions: x, Hard: j.Hard, Advised: j.Advised}
	return nil
}

// lossJSON is a loss count as JSON holds it.
type lossJSON struct {
	Reason string `json:"reason"`
	Count  int    `json:"count"`
}

// baselineJSON is a baseline as JSON holds it (the cache file and
// `naqala history --json`).
type baselineJSON struct {
	RuleSet      RuleSet      `json:"rule_set"`
	Date         time.Time    `json:"date"`
	Seed         uint64       `json:"seed"`
	Games        int          `json:"games"`
	Policy       string       `json:"policy"`
	Survived     int          `json:"survived"`
	SurvivalRate float64      `json:"survival_rate"`
	Titles       []TitleCount `json:"titles"`
	Losses       []lossJSON   `json:"losses"`
	MeanScore    float64      `json:"mean_score"`
	BestScore    int          `json:"best_score"`
}

// MarshalJSON writes the baseline with snake_case keys.
func (b Baseline) MarshalJSON() ([]byte, error) {
	losses := []lossJSON{}
	for _, l := range b.Losses {
		losses = append(losses, lossJSON{l.Reason.String(), l.Count})
	}
	titles := b.Titles
	if titles == nil {
		titles = titleCounts(nil)
	}
	return json.Marshal(baselineJSON{b.RuleSet, b.Date, b.Seed, b.Games, b.Policy, b.Survived,
		b.SurvivalRate, titles, losses, b.MeanScore, b.BestScore})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (b *Baseline) UnmarshalJSON(data []byte) error {
	var j baselineJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	nb := Baseline{RuleSet: j.RuleSet, Date: j.Date, Seed: j.Seed, Games: j.Games, Policy: j.Policy,
		Survived: j.Survived, SurvivalRate: j.SurvivalRate, Titles: j.Titles, Losses: []LossCount{}, MeanScore: j.MeanScore, BestScore: j.BestScore}
	for _, l := range j.Losses {
		r, err := game.ParseLoss(l.Reason)
		if err != nil {
			return err
		}
		nb.Losses = append(nb.Losses, LossCount{r, l.Count})
	}
	*b = nb
	return nil
}

// MarshalJSON writes the record with snake_case keys.
func (g SoloRuleRecord) MarshalJSON() ([]byte, error) {
	losses := g.Losses
	if losses == nil {
		losses = []LossCount{}
	}
	scores, lost := g.Scores, g.Lost
	if scores == nil {
		scores, lost = []int{}, []bool{}
	}
	return json.Marshal(struct {
		RuleSet      RuleSet      `json:"rule_set"`
		Games        int          `json:"games"`
		Survived     int          `json:"survived"`
		SurvivalRate float64      `json:"survival_rate"`
		Titles       []TitleCount `json:"titles"`
		Losses       []LossCount  `json:"losses"`
		MeanScore    float64      `json:"mean_score"`
		Best         *BestScore   `json:"best"`
		Scores       []int        `json:"scores"`
		Lost         []bool       `json:"lost"`
		Baseline     *Baseline    `json:"baseline"`
	}{g.RuleSet, g.Games, g.Survived, g.SurvivalRate, g.Titles, losses, g.MeanScore, g.Best, scores, lost, g.Baseline})
}
