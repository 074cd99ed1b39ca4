package main

import "github.com/spf13/cobra"

// finishCommandTree gives the command tree under root what every command
// gets once all are added: cobra's help and completion commands, with
// examples like every other command, and the completion of every argument
// and flag value (complete.go).
func finishCommandTree(root *cobra.Command) {
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		switch c.Name() {
		case "help":
			c.Example = "  naqala help\n  naqala help yazid resolve"
		case "completion":
			c.Example = "  source <(naqala completion bash)\n  naqala completion zsh > \"${fpath[1]}/_naqala\"\n  naqala completion fish > ~/.config/fish/completions/naqala.fish"
			for _, sh := range c.Commands() {
				sh.Example = completionExamples[sh.Name()]
			}
		}
	}
	registerCompletions(root)
}

// completionExamples show how to load each shell's completion script.
var completionExamples = map[string]string{
	"bash":       "  source <(naqala completion bash)\n  naqala completion bash > /etc/bash_completion.d/naqala",
	"zsh":        "  naqala completion zsh > \"${fpath[1]}/_naqala\"",
	"fish":       "  naqala completion fish > ~/.config/fish/completions/naqala.fish",
	"powershell": "  naqala completion powershell | Out-String | Invoke-Expression",
}
