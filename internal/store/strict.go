package store

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// unknownFields returns the keys of the JSON value raw that no field of t
// takes, as "path: unknown field \"key\"", sorted; it looks into nested
// structs, pointers to them and lists of them. Keys match the json names
// ignoring case, as encoding/json matches them, so that whatever
// json.Unmarshal read into t before is still read. raw must already
// decode into t.
func unknownFields(raw json.RawMessage, t reflect.Type, path string) []string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var out []string
	switch t.Kind() {
	case reflect.Struct:
		var obj map[string]json.RawMessage
		if json.Unmarshal(raw, &obj) != nil || obj == nil {
			return nil
		}
		fields := jsonFields(t)
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			ft, ok := fields[k]
			if !ok {
				for name, f := range fields {
					if strings.EqualFold(name, k) {
						ft, ok = f, true
						break
					}
				}
			}
			if !ok {
				out = append(out, fmt.Sprintf("%s: unknown field %q", path, k))
				continue
			}
			out = append(out, unknownFields(obj[k], ft, path+"."+k)...)
		}
	case reflect.Slice, reflect.Array:
		var list []json.RawMessage
		if json.Unmarshal(raw, &list) != nil {
			return nil
		}
		for i, r := range list {
			out = append(out, unknownFields(r, t.Elem(), fmt.Sprintf("%s[%d]", path, i))...)
		}
	}
	return out
}

// jsonFields maps the JSON names of a struct's fields to their types, the
// fields of embedded structs included.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case tag == "-":
			continue
		case f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct:
			for k, v := range jsonFields(f.Type) {
				out[k] = v
			}
			continue
		case !f.IsExported():
			continue
		case tag == "":
			tag = f.Name
		}
		out[tag] = f.Type
	}
	return out
}
