package history

import (
	"encoding/json"
	"slices"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// Stats sums up the history.
type Stats struct {
	Games      int // finished games of every kind
	SoloGames  int
	MultiGames int
	// SoloSurvived counts the solo games survived; SurvivalRate is their
	// share of the solo games, 0 to 1 (0 without solo games).
	SoloSurvived int
	SurvivalRate float64
	// Titles counts the solo titles reached, one entry per title from
	// Insufficient Iznogoud to Splendid Saladin, zeros included.
	Titles []TitleCount
	// Best and Average are over every player's total in every game, but
	// for solo games lost (a lost solo game has no score that counts).
	// Best is nil when there is no score.
	Best    *BestScore
	Average float64
	// SoloBest and SoloAverage are over the solo games survived.
	SoloBest    *BestScore
	SoloAverage float64
	// Losses counts the solo games lost by reason, the most common first
	// (ties in the order of game.Loss); MostCommonLoss is the first, or
	// game.NotLost when no solo game was lost.
	Losses         []LossCount
	MostCommonLoss game.Loss
}

// TitleCount is how often a solo title was reached.
type TitleCount struct {
	Title string `json:"title"`
	Count int    `json:"count"`
}

// LossCount is how many solo games were lost for a reason.
type LossCount struct {
	Reason game.Loss
	Count  int
}

// BestScore is the best total, who made it and when; on a tie, the
// earliest.
type BestScore struct {
	Total  int       `json:"total"`
	Player string    `json:"player"`
	Date   time.Time `json:"date"`
	Kind   Kind      `json:"kind"`
}

// Titles lists the solo titles from the lowest band to the highest.
var Titles = []string{scoring.TitleIznogoud, scoring.TitleJafaar, scoring.TitleAlRachid, scoring.TitleSaladin}

// ComputeStats sums up records; it reads nothing and depends only on its
// input, in any order.
func ComputeStats(records []Record) Stats {
	rs := slices.Clone(records)
	slices.SortStableFunc(rs, func(a, b Record) int { return a.Date.Compare(b.Date) })
	var st Stats
	titles := map[string]int{}
	losses := map[game.Loss]int{}
	var sum, n, soloSum, soloN int
	better := func(best **BestScore, total int, name string, r Record) {
		if *best == nil || total > (*best).Total {
			*best = &BestScore{Total: total, Player: name, Date: r.Date, Kind: r.Kind}
		}
	}
	for _, r := range rs {
		st.Games++
		lostSolo := false
		if r.Kind == KindSolo {
			st.SoloGames++
			if r.Solo != nil && r.Solo.Survived {
				st.SoloSurvived++
				titles[r.Solo.Title]++
				for _, p := range r.Players {
					soloSum += p.Total
					soloN++
					better(&st.SoloBest, p.Total, p.Name, r)
				}
			} else {
				lostSolo = true
				if r.Solo != nil {
					losses[r.Solo.Reason]++
				}
			}
		} else {
			st.MultiGames++
		}
		if lostSolo {
			continue
		}
		for _, p := range r.Players {
			sum += p.Total
			n++
			better(&st.Best, p.Total, p.Name, r)
		}
	}
	if st.SoloGames > 0 {
		st.SurvivalRate = float64(st.SoloSurvived) / float64(st.SoloGames)
	}
	if n > 0 {
		st.Average = float64(sum) / float64(n)
	}
	if soloN > 0 {
		st.SoloAverage = float64(soloSum) / float64(soloN)
	}
	for _, t := range Titles {
		st.Titles = append(st.Titles, TitleCount{t, titles[t]})
	}
	for l := game.LostAssassins; l <= game.LostViziers; l++ {
		if losses[l] > 0 {
			st.Losses = append(st.Losses, LossCount{l, losses[l]})
		}
	}
	slices.SortStableFunc(st.Losses, func(a, b LossCount) int { return b.Count - a.Count })
	if len(st.Losses) > 0 {
		st.MostCommonLoss = st.Losses[0].Reason
	}
	return st
}

// MarshalJSON writes the loss reasons by name.
func (l LossCount) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Reason string `json:"reason"`
		Count  int    `json:"count"`
	}{l.Reason.String(), l.Count})
}

// MarshalJSON writes the statistics with snake_case keys and the loss
// reasons by name ("" for none).
func (s Stats) MarshalJSON() ([]byte, error) {
	losses := s.Losses
	if losses == nil {
		losses = []LossCount{}
	}
	return json.Marshal(struct {
		Games          int          `json:"games"`
		SoloGames      int          `json:"solo_games"`
		MultiGames     int          `json:"multi_games"`
		SoloSurvived   int          `json:"solo_survived"`
		SurvivalRate   float64      `json:"solo_survival_rate"`
		Titles         []TitleCount `json:"titles"`
		Best           *BestScore   `json:"best"`
		Average        float64      `json:"average"`
		SoloBest       *BestScore   `json:"solo_best"`
		SoloAverage    float64      `json:"solo_average"`
		Losses         []LossCount  `json:"losses"`
		MostCommonLoss string       `json:"most_common_loss"`
	}{s.Games, s.SoloGames, s.MultiGames, s.SoloSurvived, s.SurvivalRate, s.Titles, s.Best, s.Average,
		s.SoloBest, s.SoloAverage, losses, s.MostCommonLoss.String()})
}
