// Package filetext reads the files a user hands naqala (final-state files,
// solo state files, the configuration, the sheet layout) from the disk
// within a size no real game comes near. Making their text safe to print
// is the pure package safetext's, which filetext names for the commands.
package filetext
