package filetext

import (
	"io"
	"os"

	"github.com/naqala/naqala/internal/safetext"
)

// MaxSize is the largest file naqala reads as input (safetext.MaxSize).
const MaxSize = safetext.MaxSize

// ErrTooLarge is matched by the error for an input of more than MaxSize
// bytes (safetext.ErrTooLarge).
var ErrTooLarge = safetext.ErrTooLarge

// ReadFile reads the file at path, up to MaxSize bytes. The error is the
// reason alone (not found, permission denied, ErrTooLarge), for the
// caller to name the file as its messages do.
func ReadFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, safetext.Bare(err)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > MaxSize {
		return nil, ErrTooLarge
	}
	return ReadAll(f)
}

// ReadAll reads r to its end, refusing more than MaxSize bytes without
// reading beyond them (safetext.ReadAll).
func ReadAll(r io.Reader) ([]byte, error) { return safetext.ReadAll(r) }
