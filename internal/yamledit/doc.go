// Package yamledit changes keys of a YAML document as a careful editor
// would: the document is read into its node tree, the changes are made on
// the tree, and only the text of what changed is rewritten. Comments, blank
// lines, key order, quoting and indentation of everything else stay as
// they were, byte for byte.
//
// The text edits are checked: the edited text must read back as the
// edited tree. Where a change cannot be spliced into the text (a value
// spread over several lines, anchors, explicit tags), or the check fails,
// the edited tree is written whole by the YAML encoder, which keeps the
// comments and the order but not the blank lines. Edit never writes a
// document that reads differently from the edited tree.
package yamledit
