package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// maxNesting bounds how deep a save's JSON nests: naqala's own go a few
// levels deep.
const maxNesting = 64

// keyFrame is an object or a list being read by checkKeys.
type keyFrame struct {
	object  bool
	keys    [][]byte          // the object's keys so far (slices of the text)
	folded  map[string]string // folded key -> key, once keys is long
	key     []byte            // the object's current key
	wantKey bool
	index   int // the list's current item
}

// pathOf is the place of the innermost value of stack, as
// "events[3].roll", "" for the top level.
func pathOf(stack []keyFrame) string {
	var b strings.Builder
	for i := 0; i+1 < len(stack); i++ {
		if f := stack[i]; f.object {
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.Write(f.key)
		} else {
			fmt.Fprintf(&b, "[%d]", f.index)
		}
	}
	return b.String()
}

// add records the key k of object f and returns the key it repeats, if
// any: the same or one that differs in case only.
func (f *keyFrame) add(k []byte) (string, bool) {
	const few = 16
	if f.folded == nil {
		for _, prev := range f.keys {
			if bytes.EqualFold(prev, k) {
				return string(prev), true
			}
		}
		f.keys = append(f.keys, k)
		if len(f.keys) > few {
			f.folded = make(map[string]string, 2*few)
			for _, prev := range f.keys {
				f.folded[foldKey(string(prev))] = string(prev)
			}
		}
		return "", false
	}
	if prev, ok := f.folded[foldKey(string(k))]; ok {
		return prev, true
	}
	f.folded[foldKey(string(k))] = string(k)
	return "", false
}

func foldKey(k string) string { return strings.ToLower(strings.ToUpper(k)) }

// checkKeys refuses a save whose JSON gives a key twice in one object, or
// two keys that differ in case only (encoding/json would read both into
// one field, the last winning: a second "events": [] would wipe the
// game), or, at the top level, a known key in another case ("Events").
// It names the line and the path. It scans the bytes once; a JSON syntax
// error is left to the decoder, which says where it is.
func checkKeys(data []byte) error {
	top := jsonFields(reflect.TypeOf(envelope{}))
	stack := make([]keyFrame, 0, 8)
	last := func() *keyFrame {
		if len(stack) == 0 {
			return nil
		}
		return &stack[len(stack)-1]
	}
	for i := 0; i < len(data); {
		switch c := data[i]; c {
		case ' ', '\t', '\n', '\r', ':':
			i++
		case ',':
			if f := last(); f != nil {
				if f.object {
					f.wantKey = true
				} else {
					f.index++
				}
			}
			i++
		case '{', '[':
			if len(stack) >= maxNesting {
				line, _ := lineCol(data, int64(i))
				return damaged("line %d: nested deeper than %d levels", line, maxNesting)
			}
			// The frames are reused, with their lists of keys.
			if len(stack) < cap(stack) {
				stack = stack[:len(stack)+1]
				f := &stack[len(stack)-1]
				*f = keyFrame{object: c == '{', wantKey: c == '{', keys: f.keys[:0]}
			} else {
				stack = append(stack, keyFrame{object: c == '{', wantKey: c == '{'})
			}
			i++
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			i++
		case '"':
			end := stringEnd(data, i)
			if end < 0 {
				return nil // the decoder says where the string breaks
			}
			f := last()
			if f != nil && f.object && f.wantKey {
				k, ok := unquoteKey(data[i : end+1])
				if !ok {
					return nil
				}
				if err := f.checkKey(data, i, k, stack, top); err != nil {
					return err
				}
				f.key, f.wantKey = k, false
			}
			i = end + 1
		default:
			i++
		}
	}
	return nil
}

// checkKey refuses the key k of object f (the last of stack), at offset
// off of data, when it repeats one; at the top level also a known key in
// another case.
func (f *keyFrame) checkKey(data []byte, off int, kb []byte, stack []keyFrame, top map[string]reflect.Type) error {
	line := func() int { l, _ := lineCol(data, int64(off)); return l }
	atTop := len(stack) == 1
	if prev, ok := f.add(kb); ok {
		k, where := string(kb), "the top level"
		if !atTop {
			where = pathOf(stack)
		}
		if prev == k {
			return damaged("line %d: %s: key %q given twice", line(), where, k)
		}
		return damaged("line %d: %s: keys %q and %q differ in case only", line(), where, prev, k)
	}
	if atTop {
		k := string(kb)
		if _, known := top[k]; !known {
			for name := range top {
				if strings.EqualFold(name, k) {
					return damaged("line %d: the top level: key %q, want %q", line(), k, name)
				}
			}
		}
	}
	return nil
}

// stringEnd is the offset of the quote that ends the JSON string starting
// at data[i], -1 when it does not end.
func stringEnd(data []byte, i int) int {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return -1
}

// unquoteKey reads a quoted JSON string: the text between the quotes
// when it has no escape.
func unquoteKey(q []byte) ([]byte, bool) {
	if bytes.IndexByte(q, '\\') < 0 {
		return q[1 : len(q)-1], true
	}
	var s string
	if err := json.Unmarshal(q, &s); err != nil {
		return nil, false
	}
	return []byte(s), true
}
