// Package store keeps saved games and the history on disk: versioned JSON,
// written atomically, never overwriting a good save with a bad one.
package store
