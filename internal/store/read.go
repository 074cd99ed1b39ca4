package store

import (
	"fmt"
	"io"
	"os"
)

// MaxFileSize is the most the store reads of a save or a history record:
// far above any game's (a 60-round save is some tens of kilobytes), so
// that a stray file such as /dev/zero is refused instead of filling the
// memory.
const MaxFileSize = 16 << 20

// MaxEvents is the most events a save holds, its log and its undone
// events together: about sixty times a 60-round game's (338 events), far
// above any game played at a table, and replayed in some 0.1 s. A save
// past it is refused when written and reported damaged when read.
const MaxEvents = 20000

// readFile reads the file at path, up to MaxFileSize bytes; os.ReadFile's
// errors otherwise.
func readFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The path is named by the caller's message (LoadError).
	tooLarge := fmt.Errorf("larger than %d MiB: not a naqala file", MaxFileSize>>20)
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > MaxFileSize {
		return nil, tooLarge
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, tooLarge
	}
	return data, nil
}
