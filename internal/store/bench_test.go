package store

import (
	"fmt"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// BenchmarkSaveSolo60Rounds is the autosave after an event of a 60-round
// game: encoding, the atomic write with fsync of the file and the
// directory, and the backup.
func BenchmarkSaveSolo60Rounds(b *testing.B) {
	g := newGame(b)
	playRounds(b, g, 60, 1)
	save := SoloSaveOf(g, nil)
	s := Open(b.TempDir(), fixedClock)
	if err := s.SaveSolo("bench", save); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := s.SaveSolo("bench", save); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEncodeSolo60Rounds is the encoding part of a save alone.
func BenchmarkEncodeSolo60Rounds(b *testing.B) {
	g := newGame(b)
	playRounds(b, g, 60, 1)
	save := SoloSaveOf(g, nil)
	data, err := encodeSolo(save)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := encodeSolo(save); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadSolo60Rounds reads a 60-round save and replays its log.
func BenchmarkLoadSolo60Rounds(b *testing.B) {
	g := newGame(b)
	playRounds(b, g, 60, 1)
	s := Open(b.TempDir(), fixedClock)
	if err := s.SaveSolo("bench", SoloSaveOf(g, nil)); err != nil {
		b.Fatal(err)
	}
	path := s.SavePath("bench")
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := s.LoadSolo(path); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAddHistory keeps one finished game (atomic, fsync).
func BenchmarkAddHistory(b *testing.B) {
	s := Open(b.TempDir(), fixedClock)
	rec := multiRec(0, 180, 231, 140, 201, 199)
	b.ReportAllocs()
	for b.Loop() {
		rec.Date = rec.Date.Add(time.Second) // one game a second: no name taken
		if _, err := s.AddHistory(rec); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHistory500 reads a history of 500 games and sums it up.
func BenchmarkHistory500(b *testing.B) {
	s := Open(b.TempDir(), fixedClock)
	for i := 0; i < 500; i++ {
		var r Record
		if i%2 == 0 {
			r = soloRec(i, 150+i%120, game.NotLost)
		} else {
			r = multiRec(i, 100+i%50, 200-i%70, 150)
		}
		if _, err := s.AddHistory(r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		recs, err := s.History()
		if err != nil || len(recs) != 500 {
			b.Fatalf("got %d records, %v", len(recs), err)
		}
		_ = ComputeStats(recs)
	}
}

// BenchmarkLoadSolo3000Undone loads a 60-round save with 3,000 undone
// events (over 400 s when each undo replayed the log).
func BenchmarkLoadSolo3000Undone(b *testing.B) {
	g := newGame(b)
	playRounds(b, g, 60, 1)
	for i := range 3000 {
		if err := g.ChangePlayer(sultan.PlayerChange{Coins: 1 - 2*(i%2)}); err != nil {
			b.Fatal(err)
		}
	}
	for range 3000 {
		if _, err := g.Undo(); err != nil {
			b.Fatal(err)
		}
	}
	s := Open(b.TempDir(), fixedClock)
	if err := s.SaveSolo("bench", SoloSaveOf(g, nil)); err != nil {
		b.Fatal(err)
	}
	path := s.SavePath("bench")
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := s.LoadSolo(path); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkList20Saves lists 20 saves of 60 rounds each: the heads alone.
func BenchmarkList20Saves(b *testing.B) {
	g := newGame(b)
	playRounds(b, g, 60, 1)
	s := Open(b.TempDir(), fixedClock)
	for i := range 20 {
		if err := s.SaveSolo(fmt.Sprintf("bench-%d", i), SoloSaveOf(g, nil)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if list, err := s.List(); err != nil || len(list) != 20 {
			b.Fatalf("got %d saves, %v", len(list), err)
		}
	}
}
