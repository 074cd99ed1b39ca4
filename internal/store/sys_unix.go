//go:build unix

package store

import (
	"io/fs"
	"os"
	"syscall"
)

// fileID is the device and inode of a file, which tell a replaced file
// from the one the store wrote even when size and time agree.
func fileID(fi fs.FileInfo) (dev, ino uint64) {
	if sys, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(sys.Dev), uint64(sys.Ino)
	}
	return 0, 0
}

// syncDir makes the entries of dir (a rename, a new name) durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// fileOwner is the number of names (hard links) of a file and its owner.
func fileOwner(fi fs.FileInfo) (links uint64, uid int, ok bool) {
	if sys, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(sys.Nlink), int(sys.Uid), true
	}
	return 0, 0, false
}
