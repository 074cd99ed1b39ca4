package store

import (
	"errors"
	"fmt"

	"github.com/naqala/naqala/internal/filetext"
)

// ErrDamaged is matched by the error for a save or history file that is
// not what naqala writes: bad JSON, a wrong format tag, missing parts, or
// an event log that does not replay.
var ErrDamaged = errors.New("damaged")

// ErrNewerVersion is matched by the error for a file written by a newer
// naqala, which this one cannot read.
var ErrNewerVersion = errors.New("written by a newer naqala")

// LoadError is why a saved game could not be loaded. The file is left as
// it is; Backup names the previous good save when there is one, to offer
// LoadBackup.
type LoadError struct {
	Path   string
	Err    error
	Backup string
}

// Error names the path and the reason, and the backup when there is one.
func (e *LoadError) Error() string {
	msg := fmt.Sprintf("store: %s: %v", filetext.Text(e.Path), e.Err)
	if e.Backup != "" {
		msg += fmt.Sprintf(" (the previous save is kept in %s)", filetext.Text(e.Backup))
	}
	return msg
}

// PreviousSave is Backup, for those that match the error by an interface
// of their own (ui).
func (e *LoadError) PreviousSave() string { return e.Backup }

// Unwrap gives the reason, so that errors.Is matches ErrDamaged,
// ErrNewerVersion or fs.ErrNotExist.
func (e *LoadError) Unwrap() error { return e.Err }

// damaged wraps a reason as ErrDamaged.
func damaged(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrDamaged, fmt.Sprintf(format, a...))
}
