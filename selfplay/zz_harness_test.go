package selfplay

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

func TestZZHarness(t *testing.T) {
	seedS := os.Getenv("H_SEED")
	if seedS == "" {
		t.Skip()
	}
	seed, _ := strconv.ParseUint(seedS, 10, 64)
	from, _ := strconv.Atoi(os.Getenv("H_FROM"))
	to, _ := strconv.Atoi(os.Getenv("H_TO"))
	w := advisor.DefaultWeights()
	for _, kv := range strings.Split(os.Getenv("H_W"), ",") {
		if k, v, ok := strings.Cut(kv, "="); ok {
			if _, err := w.Set(k, v); err != nil {
				t.Fatal(err)
			}
		}
	}
	ctx := Context{Rules: sultan.DefaultRules(), ScoringRules: scoring.DefaultRules()}
	pol := Advisor{Context: ctx, Weights: w}
	o := Options{Games: to, Seed: seed, Rules: ctx.Rules, ScoringRules: ctx.ScoringRules, Workers: 1}
	out, _ := os.OpenFile(os.Getenv("H_OUT"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	defer out.Close()
	for i := from; i < to; i++ {
		r, err := PlayGame(o, pol, i)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(r)
		fmt.Fprintln(out, string(b))
	}
}

func TestZZKey(t *testing.T) {
	if os.Getenv("H_KEY") == "" {
		t.Skip()
	}
	fmt.Println(SampleKey(TuneBefore(), Seeds{Seed: 20}))
}
