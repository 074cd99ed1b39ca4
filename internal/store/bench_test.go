package store

import (
	"testing"
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
