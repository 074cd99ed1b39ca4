package filetext

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadFileSizeLimit(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name string
		size int
		want error
	}{
		{"empty", 0, nil},
		{"one MiB less a byte", MaxSize - 1, nil},
		{"one MiB", MaxSize, nil},
		{"one MiB and a byte", MaxSize + 1, ErrTooLarge},
		{"a hundred MiB", 100 * MaxSize, ErrTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, "f")
			f, err := os.Create(path)
			if err != nil {
				t.Fatal(err)
			}
			// A sparse file: no disk for the large ones.
			if err := f.Truncate(int64(tt.size)); err != nil {
				t.Fatal(err)
			}
			f.Close()
			data, err := ReadFile(path)
			if !errors.Is(err, tt.want) {
				t.Fatalf("got error %v, want %v", err, tt.want)
			}
			if err == nil && len(data) != tt.size {
				t.Errorf("got %d bytes, want %d", len(data), tt.size)
			}
		})
	}
}

// A device without end is refused after MaxSize bytes, not read on.
func TestReadFileEndless(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	if _, err := ReadFile("/dev/zero"); !errors.Is(err, ErrTooLarge) {
		t.Errorf("got %v, want ErrTooLarge", err)
	}
}

func TestReadAll(t *testing.T) {
	if data, err := ReadAll(strings.NewReader("abc")); err != nil || string(data) != "abc" {
		t.Errorf("got %q, %v, want abc", data, err)
	}
	if _, err := ReadAll(bytes.NewReader(make([]byte, MaxSize+1))); !errors.Is(err, ErrTooLarge) {
		t.Errorf("got %v, want ErrTooLarge", err)
	}
}

// The error is the reason only: the callers name the file.
func TestReadFileBareError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing.yaml")
	_, err := ReadFile(path)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("got %v, want not found", err)
	}
	if strings.Contains(err.Error(), path) {
		t.Errorf("error %q repeats the path", err)
	}
}
