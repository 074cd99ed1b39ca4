package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// fileSystem is what an atomic write needs from the disk. The real one is
// osFS; tests wrap it to make any step fail.
type fileSystem interface {
	CreateTemp(dir, pattern string) (tempFile, error)
	Rename(oldpath, newpath string) error
	Link(oldname, newname string) error
	Remove(name string) error
	SyncDir(dir string) error
}

// tempFile is the temporary file a write goes through.
type tempFile interface {
	io.Writer
	Sync() error
	Close() error
	Name() string
}

// osFS is the operating system's file system.
type osFS struct{}

func (osFS) CreateTemp(dir, pattern string) (tempFile, error) { return os.CreateTemp(dir, pattern) }
func (osFS) Rename(oldpath, newpath string) error             { return os.Rename(oldpath, newpath) }
func (osFS) Link(oldname, newname string) error               { return os.Link(oldname, newname) }
func (osFS) Remove(name string) error                         { return os.Remove(name) }

// SyncDir makes the directory entries (a rename, a new file) durable.
func (osFS) SyncDir(dir string) error { return syncDir(dir) }

// tempPrefix starts the name of every temporary file, so that listings
// skip them and a sweep can remove what a killed writer left.
const tempPrefix = ".tmp-"

// backupSuffix ends the name of the previous good save.
const backupSuffix = ".bak"

// writeTemp writes data to a new temporary file in dir and makes it
// durable; on failure nothing is left behind.
func writeTemp(fsys fileSystem, dir, base string, data []byte) (string, error) {
	f, err := fsys.CreateTemp(dir, tempPrefix+base+"-*")
	if err != nil {
		return "", err
	}
	tmp := f.Name()
	fail := func(err error) (string, error) {
		_ = f.Close()
		_ = fsys.Remove(tmp)
		return "", err
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		_ = fsys.Remove(tmp)
		return "", err
	}
	return tmp, nil
}

// writeAtomic replaces path with data so that, whatever happens and
// wherever the process dies, path holds either its old content or the new
// content in full: temporary file in the same directory, write, fsync,
// rename, fsync of the directory. When backup is true the current file
// becomes path+".bak" first, by a hard link renamed into place, so the
// backup too is always whole.
func writeAtomic(fsys fileSystem, path string, data []byte, backup bool) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := writeTemp(fsys, dir, base, data)
	if err != nil {
		return err
	}
	if backup {
		if err := linkBackup(fsys, dir, path); err != nil {
			_ = fsys.Remove(tmp)
			return err
		}
	}
	if err := fsys.Rename(tmp, path); err != nil {
		_ = fsys.Remove(tmp)
		return err
	}
	return fsys.SyncDir(dir)
}

// linkBackup makes path+".bak" a second name of the current file; the
// rename over the old backup is atomic, so a crash leaves the old backup
// or the new one.
func linkBackup(fsys fileSystem, dir, path string) error {
	bak := path + backupSuffix
	tmp := filepath.Join(dir, tempPrefix+filepath.Base(bak)+"-link")
	_ = fsys.Remove(tmp) // left by a writer killed between link and rename
	if err := fsys.Link(path, tmp); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil // nothing to keep
		}
		return copyBackup(fsys, dir, path, bak)
	}
	if err := fsys.Rename(tmp, bak); err != nil {
		_ = fsys.Remove(tmp)
		return err
	}
	return nil
}

// copyBackup is linkBackup for file systems without hard links.
func copyBackup(fsys fileSystem, dir, path, bak string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	tmp, err := writeTemp(fsys, dir, filepath.Base(bak), data)
	if err != nil {
		return err
	}
	if err := fsys.Rename(tmp, bak); err != nil {
		_ = fsys.Remove(tmp)
		return err
	}
	return nil
}

// writeNew writes data to a file named by name(n) for the first n = 0, 1,
// ... that does not exist yet, never replacing a file: the temporary file
// is hard-linked to the new name, which fails when the name is taken.
// It returns the path written.
func writeNew(fsys fileSystem, dir string, name func(n int) string, data []byte) (string, error) {
	tmp, err := writeTemp(fsys, dir, "new", data)
	if err != nil {
		return "", err
	}
	defer func() { _ = fsys.Remove(tmp) }()
	for n := 0; n < 1000; n++ {
		path := filepath.Join(dir, name(n))
		err := fsys.Link(tmp, path)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		return path, fsys.SyncDir(dir)
	}
	return "", fmt.Errorf("no free file name in %s (tried %s .. %s)", dir, name(0), name(999))
}

// isTemp reports whether a directory entry is a temporary file of a write.
func isTemp(name string) bool { return strings.HasPrefix(name, tempPrefix) }
