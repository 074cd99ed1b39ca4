package selfplay

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// MaxGames bounds a run.
const MaxGames = 10_000_000

// Run plays o.Games games with the policy on o.Workers goroutines and
// sums them up. The results are taken in game order whatever the workers
// (o.OnResult sees each), summed as they come: memory does not grow with
// the number of games. The first error in game order is returned.
//
// When ctx is done (Ctrl-C), no further game starts: Run sums up the games
// played so far in game order (Summary.Games says how many) and returns
// them with ctx's error.
func Run(ctx context.Context, o Options, pol Policy) (Summary, error) {
	if o.Games < 1 || o.Games > MaxGames {
		return Summary{}, errors.New("selfplay: the number of games must be from 1 to 10000000")
	}
	workers := min(max(o.Workers, 1), o.Games)
	type played struct {
		r   Result
		err error
	}
	next := make(chan int)
	done := make(chan played, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pol := forWorker(pol)
			for i := range next {
				r, err := PlayGame(o, pol, i)
				r.Index = i
				done <- played{r, err}
			}
		}()
	}
	stop := make(chan struct{})
	// A game is handed out only while fewer than window games are out
	// beyond the last one summed in order: a slow game holds the others
	// back, so results wait in few numbers and a stopped run ends within
	// window games of where it was stopped.
	window := 4 * workers
	slots := make(chan struct{}, window)
	go func() {
		defer close(next)
		for i := range o.Games {
			if ctx.Err() != nil {
				return
			}
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				return
			case <-stop:
				return
			}
			select {
			case next <- i:
			case <-ctx.Done():
				return
			case <-stop:
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(done)
	}()
	// Results wait here until the games before them are in: at most
	// window of them.
	var (
		sum     = newTally(pol.Name(), o.Seed)
		waiting = map[int]played{}
		inOrder = 0
		failed  error
	)
	for p := range done {
		waiting[p.r.Index] = p
		for failed == nil {
			q, ok := waiting[inOrder]
			if !ok {
				break
			}
			delete(waiting, inOrder)
			if q.err != nil {
				failed = q.err
				close(stop)
				break
			}
			sum.add(q.r)
			if o.OnResult != nil {
				o.OnResult(q.r)
			}
			inOrder++
			<-slots
		}
	}
	if failed != nil {
		return Summary{}, failed
	}
	sum.guessed(o)
	if inOrder < o.Games {
		return sum.summary(), fmt.Errorf("selfplay: stopped after %d of %d games: %w", inOrder, o.Games, context.Cause(ctx))
	}
	return sum.summary(), nil
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
	// DjinnVP is the VP the Djinns of unknown VP in the deck scored at
	// (Guesses), by name; none when the deck holds none.
	DjinnVP map[string]int `json:"djinn_vp,omitempty"`
	// WhimCoins is the reward counted for each Whim card taken (Guesses),
	// with Whims only.
	WhimCoins *int `json:"whim_coins,omitempty"`
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
	t := newTally(policy, seed)
	for _, r := range results {
		t.add(r)
	}
	return t.summary()
}

// tally sums up results one at a time; the scores are kept as how many
// games made each, which the median needs, not one number a game.
type tally struct {
	s      Summary
	sum    int
	scores map[int]int
}

func newTally(policy string, seed uint64) *tally {
	return &tally{s: Summary{Policy: policy, Seed: seed}, scores: map[int]int{}}
}

// guessed records the guesses the run played (Summary.DjinnVP,
// Summary.WhimCoins).
func (t *tally) guessed(o Options) {
	if vps := o.Guesses.DjinnVPs(o.Expansions); len(vps) > 0 {
		t.s.DjinnVP = vps
	}
	if o.Expansions.Whims {
		n := o.Guesses.whimCoins()
		t.s.WhimCoins = &n
	}
}

func (t *tally) add(r Result) {
	s := &t.s
	s.Games++
	t.sum += r.Score
	t.scores[r.Score]++
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

func (t *tally) summary() Summary {
	s := t.s
	n := s.Games
	if n == 0 {
		return s
	}
	// The median: the score of the middle game (of the two middle ones,
	// their mean), walking the scores from the lowest.
	keys := make([]int, 0, len(t.scores))
	for k := range t.scores {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	nth := func(i int) int { // the score of the i-th game, from 0, by score
		for _, k := range keys {
			if i < t.scores[k] {
				return k
			}
			i -= t.scores[k]
		}
		return keys[len(keys)-1]
	}
	s.MedianScore = float64(nth(n / 2))
	if n%2 == 0 {
		s.MedianScore = float64(nth(n/2-1)+nth(n/2)) / 2
	}
	s.SurvivalRate = round(float64(s.Survived)/float64(n), 4)
	s.MeanScore = round(float64(t.sum)/float64(n), 1)
	return s
}

func round(x float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(x*p) / p
}
