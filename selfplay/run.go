package selfplay

import (
	"encoding/json"
	"errors"
	"math"
	"slices"
	"sync"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// MaxGames bounds a run.
const MaxGames = 10_000_000

// Run plays o.Games games with the policy on o.Workers goroutines and
// sums them up. The results come in game order whatever the workers;
// the first error in game order is returned.
func Run(o Options, pol Policy) (Summary, []Result, error) {
	if o.Games < 1 || o.Games > MaxGames {
		return Summary{}, nil, errors.New("selfplay: the number of games must be from 1 to 10000000")
	}
	workers := min(max(o.Workers, 1), o.Games)
	results := make([]Result, o.Games)
	errs := make([]error, o.Games)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex // one Progress call at a time, counts in order
	done := 0
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i], errs[i] = PlayGame(o, pol, i)
				if o.Progress != nil {
					mu.Lock()
					done++
					o.Progress(done)
					mu.Unlock()
				}
			}
		}()
	}
	for i := range o.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return Summary{}, results, err
		}
	}
	return Summarize(pol.Name(), o.Seed, results), results, nil
}

// Summary is the sum of a run (docs/formats.md section 9).
type Summary struct {
	Games          int     `json:"games"`
	Policy         string  `json:"policy"`
	Seed           uint64  `json:"seed"`
	Survived       int     `json:"survived"`
	SurvivalRate   float64 `json:"survival_rate"`
	MeanScore      float64 `json:"mean_score"`
	MedianScore    float64 `json:"median_score"`
	Losses         Losses  `json:"losses"`
	Titles         Titles  `json:"titles"`
	GamesPerSecond float64 `json:"games_per_second"` // measured by the caller
}

// Losses counts the games lost, by reason.
type Losses struct {
	Assassins int `json:"assassins"`
	Djinns    int `json:"djinns"`
	Payment   int `json:"payment"`
	Viziers   int `json:"viziers"`
}

// Titles counts the titles of the games survived, by total (reference
// section 10).
type Titles struct {
	Iznogoud, Jafaar, AlRachid, Saladin int
}

// MarshalJSON writes the titles by name, lowest first.
func (t Titles) MarshalJSON() ([]byte, error) {
	type pair struct {
		name string
		n    int
	}
	b := []byte{'{'}
	for i, p := range []pair{{scoring.TitleIznogoud, t.Iznogoud}, {scoring.TitleJafaar, t.Jafaar},
		{scoring.TitleAlRachid, t.AlRachid}, {scoring.TitleSaladin, t.Saladin}} {
		if i > 0 {
			b = append(b, ", "...)
		}
		k, _ := json.Marshal(p.name)
		v, _ := json.Marshal(p.n)
		b = append(append(append(b, k...), ": "...), v...)
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads the form MarshalJSON writes.
func (t *Titles) UnmarshalJSON(data []byte) error {
	var m map[string]int
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	*t = Titles{m[scoring.TitleIznogoud], m[scoring.TitleJafaar], m[scoring.TitleAlRachid], m[scoring.TitleSaladin]}
	return nil
}

// Summarize sums up the results: the mean and median over every game,
// lost ones included with their final score as if scored; the titles of
// the games survived.
func Summarize(policy string, seed uint64, results []Result) Summary {
	s := Summary{Games: len(results), Policy: policy, Seed: seed}
	if len(results) == 0 {
		return s
	}
	scores := make([]int, len(results))
	sum := 0
	for i, r := range results {
		scores[i] = r.Score
		sum += r.Score
		switch r.Lost {
		case game.NotLost:
			s.Survived++
			switch r.Title {
			case scoring.TitleIznogoud:
				s.Titles.Iznogoud++
			case scoring.TitleJafaar:
				s.Titles.Jafaar++
			case scoring.TitleAlRachid:
				s.Titles.AlRachid++
			case scoring.TitleSaladin:
				s.Titles.Saladin++
			}
		case game.LostAssassins:
			s.Losses.Assassins++
		case game.LostDjinns:
			s.Losses.Djinns++
		case game.LostPayment:
			s.Losses.Payment++
		case game.LostViziers:
			s.Losses.Viziers++
		}
	}
	slices.Sort(scores)
	n := len(scores)
	s.MedianScore = float64(scores[n/2])
	if n%2 == 0 {
		s.MedianScore = float64(scores[n/2-1]+scores[n/2]) / 2
	}
	s.SurvivalRate = round(float64(s.Survived)/float64(n), 4)
	s.MeanScore = round(float64(sum)/float64(n), 1)
	return s
}

func round(x float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(x*p) / p
}
