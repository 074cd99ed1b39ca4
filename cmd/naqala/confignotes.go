package main

import (
	"go.yaml.in/yaml/v3"
)

// configNotes are the comments naqala config prints beside a key, for
// what its value alone does not tell.
var configNotes = map[string]string{
	"mouse": "false leaves the mouse to the terminal for selecting text; while true, Shift-drag selects",
}

// configYAML is the configuration as naqala config prints it: YAML, with
// the notes beside their keys, text that does not print as itself
// escaped (marshalYAMLNode).
func configYAML(c *Config) ([]byte, error) {
	var n yaml.Node
	if err := n.Encode(c); err != nil {
		return nil, err
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if note, ok := configNotes[n.Content[i].Value]; ok {
			n.Content[i+1].LineComment = note
		}
	}
	return marshalYAMLNode(&n)
}
