// Package yamlwalk checks the YAML or JSON files naqala reads (final-state
// files, solo state files) against their schema, one node at a time, with
// the same words for every file: each problem is a line
//
//	FILE:LINE: PATH: what is wrong
//
// collected in the order of the lines (the command line prints the first
// 100). A
// Walker reads the document (Document), the keys of a mapping with
// did-you-mean for an unknown one (Fields), lists (List), whole numbers
// within bounds (Count, Int), true or false (Flag) and text (Text, Texts).
// Text from the file reaches a problem only through filetext.
package yamlwalk
