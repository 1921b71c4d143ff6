package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

// Completion scripts: bash and zsh ask the binary itself for the candidates
// (--generate-bash-completion), fish gets a static script generated from the commands.
const bashCompletion = `# jeux : complétion bash — source <(jeux completion bash)
_jeux_complete() {
  local cur words
  cur="${COMP_WORDS[COMP_CWORD]}"
  if [[ "$cur" == "-"* ]]; then
    words=$("${COMP_WORDS[@]:0:$COMP_CWORD}" "$cur" --generate-bash-completion 2>/dev/null)
  else
    words=$("${COMP_WORDS[@]:0:$COMP_CWORD}" --generate-bash-completion 2>/dev/null)
  fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o bashdefault -o default -F _jeux_complete jeux
`

const zshCompletion = `#compdef jeux
# jeux : complétion zsh — source <(jeux completion zsh)
_jeux() {
  local -a opts
  local cur=${words[-1]}
  if [[ "$cur" == "-"* ]]; then
    opts=("${(@f)$(${words[@]:0:#words[@]-1} ${cur} --generate-bash-completion 2>/dev/null)}")
  else
    opts=("${(@f)$(${words[@]:0:#words[@]-1} --generate-bash-completion 2>/dev/null)}")
  fi
  if [[ "${opts[1]}" != "" ]]; then
    _describe 'valeurs' opts
  else
    _files
  fi
}
compdef _jeux jeux
`

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "affiche le script de complétion pour bash, zsh ou fish",
		ArgsUsage: "bash|zsh|fish",
		Action: func(c *cli.Context) error {
			shell, err := argumentUnique(c, "shell")
			if err != nil {
				return err
			}
			switch shell {
			case "bash":
				_, err = fmt.Fprint(c.App.Writer, bashCompletion)
			case "zsh":
				_, err = fmt.Fprint(c.App.Writer, zshCompletion)
			case "fish":
				var script string
				if script, err = c.App.ToFishCompletion(); err == nil {
					_, err = fmt.Fprint(c.App.Writer, script)
				}
			default:
				return erreurUsage("shell %q inconnu : valeurs acceptées bash, zsh, fish", shell)
			}
			return err
		},
	}
}
