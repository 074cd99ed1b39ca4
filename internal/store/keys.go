package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// maxNesting bounds how deep a save's JSON nests: naqala's own go a few
// levels deep.
const maxNesting = 64

// keyFrame is an object or a list being read by checkKeys.
type keyFrame struct {
	object  bool
	path    string
	keys    map[string]string // folded key -> key as written
	key     string            // the object's current key
	wantKey bool
	index   int // the list's current item
}

// child is the path of the value being read in f.
func (f *keyFrame) child() string {
	if f == nil {
		return ""
	}
	if f.object {
		if f.path == "" {
			return f.key
		}
		return f.path + "." + f.key
	}
	return fmt.Sprintf("%s[%d]", f.path, f.index)
}

// done moves f past the value just read.
func (f *keyFrame) done() {
	if f == nil {
		return
	}
	if f.object {
		f.wantKey = true
	} else {
		f.index++
	}
}

// checkKeys refuses a save whose JSON gives a key twice in one object, or
// two keys that differ in case only (encoding/json would read both into
// one field, the last winning: a second "events": [] would wipe the
// game), or, at the top level, a known key in another case ("Events").
// It names the line and the path. A JSON syntax error is left to the
// decoder, which says where it is.
func checkKeys(data []byte) error {
	top := jsonFields(reflect.TypeOf(envelope{}))
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var stack []*keyFrame
	last := func() *keyFrame {
		if len(stack) == 0 {
			return nil
		}
		return stack[len(stack)-1]
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return nil
		}
		f := last()
		if f != nil && f.object && f.wantKey {
			if d, ok := tok.(json.Delim); ok && d == '}' {
				stack = stack[:len(stack)-1]
				last().done()
				continue
			}
			k, _ := tok.(string)
			line, _ := lineCol(data, dec.InputOffset())
			fold := strings.ToLower(strings.ToUpper(k))
			where := "the top level"
			if f.path != "" {
				where = f.path
			}
			if prev, ok := f.keys[fold]; ok {
				if prev == k {
					return damaged("line %d: %s: key %q given twice", line, where, k)
				}
				return damaged("line %d: %s: keys %q and %q differ in case only", line, where, prev, k)
			}
			if len(stack) == 1 {
				if _, known := top[k]; !known {
					for name := range top {
						if strings.EqualFold(name, k) {
							return damaged("line %d: the top level: key %q, want %q", line, k, name)
						}
					}
				}
			}
			f.keys[fold], f.key, f.wantKey = k, k, false
			continue
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			if len(stack) >= maxNesting {
				line, _ := lineCol(data, dec.InputOffset())
				return damaged("line %d: nested deeper than %d levels", line, maxNesting)
			}
			nf := &keyFrame{object: tok == json.Delim('{'), path: f.child()}
			if nf.object {
				nf.keys, nf.wantKey = map[string]string{}, true
			}
			stack = append(stack, nf)
		case json.Delim('}'), json.Delim(']'):
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			last().done()
		default:
			f.done()
		}
	}
}
