// Package history is what naqala keeps of games, apart from the disk: the
// record of a finished game (Record) and the statistics over the records
// (ComputeStats), and a solo game as it is saved (SoloSave, its event log)
// with its entry in the list of saves (SaveInfo). It reads no files and no
// clock; internal/store keeps these on disk, and ui shows them through
// interfaces of its own written in these types.
package history
