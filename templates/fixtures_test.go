package templates

import (
	"fmt"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// player builds a scored player from the twelve categories in pad order.
func player(name string, cats ...int) scoring.PlayerResult {
	var c scoring.Categories
	copy(c[:], cats)
	return scoring.PlayerResult{Name: name, Categories: c, Total: c.Total()}
}

// ranked gives the players their ranks (ties share) and the winners.
func ranked(players ...scoring.PlayerResult) scoring.Result {
	r := scoring.Result{Players: players}
	for i := range players {
		rank := 1
		for _, q := range players {
			if q.Total > players[i].Total {
				rank++
			}
		}
		r.Players[i].Rank = rank
		if rank == 1 {
			r.Winners = append(r.Winners, players[i].Name)
		}
	}
	return r
}

// multiGame is a five-player game with every expansion, a tie for first
// and a long name.
func multiGame() (scoring.Game, scoring.Result) {
	x := game.Expansions{Artisans: true, Thieves: true, Whims: true}
	r := ranked(
		//     coins viz eld art djn palm pal tiles tent city merch items
		player("Aylin", 42, 18, 6, 6, 20, 6, 10, 38, 4, 5, 30, 19),
		player("Björn", 37, 29, 12, 0, 16, 9, 5, 41, 6, 20, 12, 7),
		player("Chiara Maria-Theresa von Übersee", 25, 4, 14, 9, 8, 12, 20, 29, 3, 0, 45, 12),
		player("Dariusz", 51, 7, 4, 4, 31, 3, 15, 22, 2, 5, 27, 9),
		player("Ekin", 33, 10, 8, 2, 14, 0, 0, 47, 8, 45, 16, 14),
	)
	return scoring.Game{Expansions: x, Players: make([]scoring.Player, 5)}, r
}

// baseGame is a two-player base game with a shared victory.
func baseGame() (scoring.Game, scoring.Result) {
	r := ranked(
		player("Ana", 61, 13, 10, 0, 24, 9, 5, 52, 0, 0, 38, 0),
		player("Ben", 48, 2, 16, 0, 11, 3, 10, 81, 0, 0, 41, 0),
	)
	return scoring.Game{Players: make([]scoring.Player, 2)}, r
}

// soloGame is a survived solo game in hard mode, and its log.
func soloGame() (scoring.Game, scoring.Result, *SoloLog) {
	return soloGameRounds(14)
}

// soloGameRounds is soloGame with a log of the given number of rounds.
func soloGameRounds(rounds int) (scoring.Game, scoring.Result, *SoloLog) {
	x := game.Expansions{Artisans: true}
	p := player("Yasmin", 38, 17, 12, 6, 34, 6, 15, 51, 5, 0, 36, 14)
	r := scoring.Result{Players: []scoring.PlayerResult{p}, Winners: []string{"Yasmin"}}
	r.Players[0].Rank = 1
	r.Solo = &scoring.SoloResult{Survived: true, Title: scoring.TitleFor(p.Total)}
	g := scoring.Game{Expansions: x, Players: []scoring.Player{{Name: "Yasmin", Viziers: 7}},
		Solo: &scoring.Solo{Council: 5, Hard: true}}
	log := &SoloLog{}
	council, assassins, djinns := 0, 0, 0
	for i := 1; i <= rounds; i++ {
		w, b := (i*5)%6+1, (i*7)%6+1
		lr := LogRound{Round: i, White: w, Black: b}
		switch {
		case b == 6:
			lr.Targets = fmt.Sprintf("%d,5 (top); %d,1 (bottom)", w, w)
			lr.Captures = "YR: Council +1, Assassins +1; BB: 2 Builders × 3 blue tiles = 6 coins"
			council++
			assassins++
			lr.CoinsPaid = 6
		case i%3 == 0:
			lr.Targets = fmt.Sprintf("%d,%d", w, b)
			lr.Captures = "GG: 2 cards (1 Fakir kept); Djinn bought: Enki"
			djinns++
		default:
			lr.Targets = fmt.Sprintf("%d,%d (rolled tile empty, chosen %d,%d)", w, b, w, (b%5)+1)
			lr.Captures = "YW: Council +1, Elders +1"
			council++
		}
		lr.Council, lr.Assassins, lr.Djinns = council, assassins, djinns
		log.Rounds = append(log.Rounds, lr)
	}
	return g, r, log
}

// lostSoloGame is a solo game Yazid won with his Assassins.
func lostSoloGame() (scoring.Game, scoring.Result) {
	p := player("Noor", 12, 3, 4, 0, 10, 3, 0, 20, 0, 0, 9, 0)
	r := scoring.Result{Players: []scoring.PlayerResult{p}}
	r.Players[0].Rank = 1
	r.Solo = &scoring.SoloResult{Reason: game.LostAssassins}
	g := scoring.Game{Players: []scoring.Player{{Name: "Noor", Viziers: 3}},
		Solo: &scoring.Solo{Council: 2, Lost: game.LostAssassins}}
	return g, r
}
