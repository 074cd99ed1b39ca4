package safetext

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// MaxSize is the largest file naqala reads as input: a final-state or solo
// state file of the largest game is a few kilobytes, so a file of more
// than a mebibyte is not one, and reading on (a device such as /dev/zero,
// a huge file) would only fill the memory.
const MaxSize = 1 << 20

// ErrTooLarge is matched by the error for an input of more than MaxSize
// bytes.
var ErrTooLarge = fmt.Errorf("larger than %d bytes (1 MiB): no game's file comes near that", MaxSize)

// ReadAll reads r to its end, refusing more than MaxSize bytes without
// reading beyond them.
func ReadAll(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, Bare(err)
	}
	if len(data) > MaxSize {
		return nil, ErrTooLarge
	}
	return data, nil
}

// Bare strips the operation and path a *fs.PathError repeats, for the
// caller to name the file as its messages do.
func Bare(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
