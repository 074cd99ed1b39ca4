// Package scorefile reads the final-state file of a finished game
// (docs/formats.md section 2, YAML or JSON) into a scoring.Game, checking every
// value against the rules and the contents of the boxes. Every problem of
// a file is reported at once, one line each, naming the file, the line and
// the path of the value, such as players[1].djinns[2].
package scorefile
