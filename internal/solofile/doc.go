// Package solofile reads and writes the solo state file of docs/formats.md
// section 4, the input of `naqala yazid`: the board, what Yazid and the
// player hold, the face-up rows and the rule variants. YAML or JSON, with
// strict keys; every problem is reported at once, named by its path.
package solofile
