package yamledit

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// textEdit replaces the bytes [start, end) of the source with text.
type textEdit struct {
	start, end int
	text       string
}

// splicer turns the differences between the original tree and the edited
// one into text edits of the source. Every method returns false when it
// cannot say in text what changed; the caller then writes the whole tree.
type splicer struct {
	src    []byte
	orig   *yaml.Node
	origin map[*yaml.Node]*yaml.Node // edited copy -> original
	starts []int                     // byte offset of each line's start
	unit   int                       // the document's indentation step
	crlf   bool
	edits  []textEdit
}

func newSplicer(src []byte, orig *yaml.Node, origin map[*yaml.Node]*yaml.Node) *splicer {
	s := &splicer{src: src, orig: orig, origin: origin, starts: []int{0}, unit: 2}
	for i, b := range src {
		if b == '\n' {
			s.starts = append(s.starts, i+1)
		}
	}
	s.crlf = bytes.Contains(src, []byte("\r\n"))
	if u := indentStep(orig); u > 0 {
		s.unit = u
	}
	return s
}

// indentStep is how far the first nested block mapping is indented from
// its parent's keys, or 0.
func indentStep(n *yaml.Node) int {
	if n.Kind == yaml.MappingNode && n.Style&yaml.FlowStyle == 0 {
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if v.Kind == yaml.MappingNode && v.Style&yaml.FlowStyle == 0 && len(v.Content) > 0 && v.Content[0].Column > k.Column {
				return v.Content[0].Column - k.Column
			}
		}
	}
	for _, c := range n.Content {
		if u := indentStep(c); u > 0 {
			return u
		}
	}
	return 0
}

// document compares the edited document with the original.
func (s *splicer) document(edited *yaml.Node) bool {
	e := edited.Content[0]
	if s.orig.Kind == 0 || len(s.orig.Content) == 0 {
		if len(e.Content) == 0 {
			return true
		}
		text, ok := s.block(e.Content, 0)
		if !ok {
			return false
		}
		s.insert(len(s.src), text)
		return true
	}
	o := s.orig.Content[0]
	if o.Kind != yaml.MappingNode {
		return false // a null document, now a mapping
	}
	if o.Style&yaml.FlowStyle != 0 {
		return s.replaceFlow(o, e)
	}
	return s.mapping(o, e)
}

// mapping compares the edited block mapping e with its original o.
func (s *splicer) mapping(o, e *yaml.Node) bool {
	kept := map[*yaml.Node]bool{}
	var added []*yaml.Node
	for i := 0; i+1 < len(e.Content); i += 2 {
		ek, ev := e.Content[i], e.Content[i+1]
		ok := s.origin[ek]
		if ok == nil {
			added = append(added, ek, ev)
			continue
		}
		kept[ok] = true
		ov := s.valueOf(o, ok)
		if ov == nil || !s.value(ok, ov, ev) {
			return false
		}
	}
	for i := 0; i+1 < len(o.Content); i += 2 {
		if ok, ov := o.Content[i], o.Content[i+1]; !kept[ok] {
			if !s.removePair(ok, ov) {
				return false
			}
		}
	}
	if len(added) == 0 {
		return true
	}
	first := o.Content[0]
	if !s.startsLine(first) {
		return false
	}
	text, ok := s.block(added, first.Column-1)
	if !ok {
		return false
	}
	end := s.endLine(o.Content[len(o.Content)-2], o.Content[len(o.Content)-1])
	if end < 0 {
		return false
	}
	s.insert(s.lineStart(end+1), text)
	return true
}

// valueOf is the value of the key k in the original mapping o.
func (s *splicer) valueOf(o, k *yaml.Node) *yaml.Node {
	for i := 0; i+1 < len(o.Content); i += 2 {
		if o.Content[i] == k {
			return o.Content[i+1]
		}
	}
	return nil
}

// value compares the edited value ev of the key k with its original ov.
func (s *splicer) value(k, ov, ev *yaml.Node) bool {
	if s.origin[ev] != ov {
		return false
	}
	switch {
	case ev.Kind == yaml.MappingNode && ov.Kind == yaml.MappingNode && ov.Style&yaml.FlowStyle != 0:
		if sameValue(ov, ev) {
			return true
		}
		return s.replaceFlow(ov, ev)
	case ev.Kind == yaml.MappingNode && ov.Kind == yaml.MappingNode:
		return s.mapping(ov, ev)
	case sameValue(ov, ev):
		return true
	}
	if ev.Kind == yaml.ScalarNode && ov.Kind == yaml.ScalarNode && !isEmptyNull(ov) {
		start, end, ok := s.scalarRange(ov)
		if !ok {
			return false
		}
		text, ok := s.inline(ev)
		if !ok {
			return false
		}
		s.edits = append(s.edits, textEdit{start, end, text})
		return true
	}
	if ev.Kind == yaml.MappingNode && isEmptyNull(ov) && s.startsLine(k) && k.Line == ov.Line {
		// "rules:" with nothing after it, now with keys below.
		if len(ev.Content) == 0 {
			return true
		}
		text, ok := s.block(ev.Content, k.Column-1+s.unit)
		if !ok {
			return false
		}
		s.insert(s.lineStart(k.Line+1), text)
		return true
	}
	return false
}

// isEmptyNull reports whether n is a null written as nothing ("key:").
func isEmptyNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null" && n.Value == ""
}

// removePair deletes the lines of the key k and its value v.
func (s *splicer) removePair(k, v *yaml.Node) bool {
	if !s.startsLine(k) {
		return false
	}
	end := s.endLine(k, v)
	if end < 0 {
		return false
	}
	s.edits = append(s.edits, textEdit{s.lineStart(k.Line), s.lineStart(end + 1), ""})
	return true
}

// replaceFlow writes the edited flow collection e over its original o,
// which must stand on one line.
func (s *splicer) replaceFlow(o, e *yaml.Node) bool {
	start, end, ok := s.flowRange(o)
	if !ok {
		return false
	}
	f := *e
	f.Style |= yaml.FlowStyle
	f.HeadComment, f.LineComment, f.FootComment = "", "", ""
	text, ok := s.inline(&f)
	if !ok {
		return false
	}
	s.edits = append(s.edits, textEdit{start, end, text})
	return true
}

// inline writes n as it stands after a key, on one line.
func (s *splicer) inline(n *yaml.Node) (string, bool) {
	c := *n
	c.HeadComment, c.LineComment, c.FootComment = "", "", ""
	b, err := yaml.Marshal(&c)
	if err != nil {
		return "", false
	}
	text := strings.TrimSuffix(string(b), "\n")
	if text == "" || strings.ContainsAny(text, "\n\r") {
		return "", false
	}
	return text, true
}

// block writes the key and value pairs as block mapping lines indented by
// indent spaces.
func (s *splicer) block(pairs []*yaml.Node, indent int) (string, bool) {
	m := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Content: pairs}
	b, err := encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{m}}, s.unit)
	if err != nil {
		return "", false
	}
	var out strings.Builder
	pad := strings.Repeat(" ", indent)
	nl := "\n"
	if s.crlf {
		nl = "\r\n"
	}
	for _, line := range strings.SplitAfter(strings.TrimSuffix(string(b), "\n"), "\n") {
		line = strings.TrimSuffix(line, "\n")
		if line != "" {
			out.WriteString(pad)
		}
		out.WriteString(line)
		out.WriteString(nl)
	}
	return out.String(), true
}

// insert adds text at the byte offset at.
func (s *splicer) insert(at int, text string) {
	if at == len(s.src) && at > 0 && s.src[at-1] != '\n' {
		text = "\n" + text
	}
	s.edits = append(s.edits, textEdit{at, at, text})
}

// apply makes the edits, from the end of the source to its start, so
// that each offset still holds. At one offset a replacement goes first,
// so that text inserted there stays, and insertions keep their order.
func (s *splicer) apply() []byte {
	edits := slices.Clone(s.edits)
	slices.SortStableFunc(edits, func(a, b textEdit) int {
		if a.start != b.start {
			return b.start - a.start
		}
		return (b.end - b.start) - (a.end - a.start)
	})
	out := slices.Clone(s.src)
	for i := 0; i < len(edits); {
		// Consecutive insertions at one offset go in the order made.
		j := i
		var text strings.Builder
		for j < len(edits) && edits[j].start == edits[i].start && edits[j].end == edits[j].start {
			text.WriteString(edits[j].text)
			j++
		}
		if j > i {
			at := edits[i].start
			out = slices.Insert(out, at, []byte(text.String())...)
			i = j
			continue
		}
		e := edits[i]
		out = slices.Replace(out, e.start, e.end, []byte(e.text)...)
		i++
	}
	return out
}

// lineStart is the byte offset where line (from 1) starts; past the last
// line it is the end of the source.
func (s *splicer) lineStart(line int) int {
	if line-1 < len(s.starts) && line >= 1 {
		return s.starts[line-1]
	}
	return len(s.src)
}

// lineEnd is the offset of the end of line's text, before its newline.
func (s *splicer) lineEnd(line int) int {
	end := len(s.src)
	if line < len(s.starts) {
		end = s.starts[line] - 1
	}
	if end > 0 && end <= len(s.src) && s.src[end-1] == '\r' {
		end--
	}
	return end
}

// offset is the byte offset of the node's position (columns count
// characters), or -1.
func (s *splicer) offset(n *yaml.Node) int {
	if n.Line < 1 || n.Line > len(s.starts) || n.Column < 1 {
		return -1
	}
	at, end := s.lineStart(n.Line), s.lineEnd(n.Line)
	for col := 1; col < n.Column; col++ {
		if at >= end {
			return -1
		}
		_, size := utf8.DecodeRune(s.src[at:end])
		at += size
	}
	return at
}

// startsLine reports whether only blanks stand before the node on its line.
func (s *splicer) startsLine(n *yaml.Node) bool {
	at := s.offset(n)
	if at < 0 {
		return false
	}
	return len(bytes.TrimLeft(s.src[s.lineStart(n.Line):at], " ")) == 0
}

// scalarRange is the text of a one-line scalar without anchor or tag.
func (s *splicer) scalarRange(n *yaml.Node) (start, end int, ok bool) {
	start = s.offset(n)
	if start < 0 || n.Anchor != "" || n.Style&yaml.TaggedStyle != 0 {
		return 0, 0, false
	}
	line := s.src[start:s.lineEnd(n.Line)]
	switch {
	case n.Kind == yaml.AliasNode:
		end = 1 + len(n.Value)
		if !bytes.HasPrefix(line, []byte("*"+n.Value)) {
			return 0, 0, false
		}
	case n.Style&yaml.DoubleQuotedStyle != 0:
		end = closingQuote(line, '"')
	case n.Style&yaml.SingleQuotedStyle != 0:
		end = closingQuote(line, '\'')
	case n.Style == 0 && n.Value != "" && bytes.HasPrefix(line, []byte(n.Value)):
		end = len(n.Value)
	default:
		return 0, 0, false
	}
	if end <= 0 {
		return 0, 0, false
	}
	// What follows on the line is a comment or nothing: a plain scalar
	// that goes on to the next line is not this one-line value.
	rest := bytes.TrimLeft(line[end:], " \t")
	if len(rest) > 0 && rest[0] != '#' {
		return 0, 0, false
	}
	return start, start + end, true
}

// closingQuote is the offset just after the quote that closes the quoted
// text at the start of line, or -1.
func closingQuote(line []byte, q byte) int {
	if len(line) == 0 || line[0] != q {
		return -1
	}
	for i := 1; i < len(line); i++ {
		switch {
		case q == '"' && line[i] == '\\':
			i++
		case line[i] == q && q == '\'' && i+1 < len(line) && line[i+1] == '\'':
			i++
		case line[i] == q:
			return i + 1
		}
	}
	return -1
}

// flowRange is the text of a flow collection that stands on one line.
func (s *splicer) flowRange(n *yaml.Node) (start, end int, ok bool) {
	start = s.offset(n)
	if start < 0 || n.Anchor != "" || n.Style&yaml.TaggedStyle != 0 {
		return 0, 0, false
	}
	line := s.src[start:s.lineEnd(n.Line)]
	depth := 0
	for i := 0; i < len(line); i++ {
		switch c := line[i]; c {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return start, start + i + 1, i > 0
			}
		case '"', '\'':
			if i > 0 && isWordByte(line[i-1]) {
				continue // an apostrophe inside a plain word
			}
			j := closingQuote(line[i:], c)
			if j < 0 {
				return 0, 0, false
			}
			i += j - 1
		case '#':
			if i > 0 && (line[i-1] == ' ' || line[i-1] == '\t') {
				return 0, 0, false // a comment: the collection goes on below
			}
		}
	}
	return 0, 0, false
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}

// endLine is the last line of the key k and its value v, or -1 when the
// value's end cannot be told (a block scalar, a flow collection over
// several lines).
func (s *splicer) endLine(k, v *yaml.Node) int {
	switch {
	case isEmptyNull(v):
		return k.Line
	case v.Kind == yaml.ScalarNode || v.Kind == yaml.AliasNode:
		if _, _, ok := s.scalarRange(v); ok {
			return v.Line
		}
		return -1
	case v.Style&yaml.FlowStyle != 0:
		if _, _, ok := s.flowRange(v); ok {
			return v.Line
		}
		return -1
	case v.Kind == yaml.MappingNode && len(v.Content) >= 2:
		return s.endLine(v.Content[len(v.Content)-2], v.Content[len(v.Content)-1])
	case v.Kind == yaml.SequenceNode && len(v.Content) > 0:
		return s.endLine(v, v.Content[len(v.Content)-1])
	}
	return -1
}
