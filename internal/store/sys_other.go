//go:build !unix

package store

import "io/fs"

// fileID is not known on this system; size and time identify a file.
func fileID(fs.FileInfo) (dev, ino uint64) { return 0, 0 }

// syncDir does nothing where directories cannot be synced (Windows keeps
// renames in its file-system journal).
func syncDir(string) error { return nil }

// fileOwner is not known on this system.
func fileOwner(fs.FileInfo) (links uint64, uid int, ok bool) { return 0, 0, false }
