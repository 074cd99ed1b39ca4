// Package store keeps saved games and the history on disk: versioned JSON,
// written atomically, never overwriting a good save with a bad one.
//
// A solo game against Sultan Yazid is saved as its event log
// (saves/NAME.json, format naqala/save/v1) after every event: the bytes go
// to a temporary file in the same directory, which is fsynced and renamed
// over the save, and the directory is fsynced; the save before becomes
// NAME.json.bak. Loading replays the log in the engine, and a file that is
// damaged or newer than this naqala is reported with its path and reason
// and left as it is. Finished games, solo or scored, are kept one file each
// in history/ (format naqala/history/v1); ComputeStats sums them up.
package store
