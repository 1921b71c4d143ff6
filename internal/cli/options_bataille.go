package cli

import (
	"fmt"
	"os"
	"time"

	"golang.org/x/term"
)

// Suivi returns, when stderr is a terminal, a function that writes on stderr the line that
// ligne makes, at most once per periode (ligne is only called then); nil when stderr is not a
// terminal: a log file gets no progress. It is the progress of a computation whose length is
// not known beforehand (a search on a time budget), which the bar of Progression cannot draw.
func (c *Contexte) Suivi(periode time.Duration) func(ligne func() string) {
	if !c.StderrTerminal() {
		return nil
	}
	dernier := time.Now()
	return func(ligne func() string) {
		if time.Since(dernier) < periode {
			return
		}
		dernier = time.Now()
		fmt.Fprintln(c.Stderr(), ligne())
	}
}

// StderrTerminal reports whether stderr is a terminal: progress is shown only then.
func (c *Contexte) StderrTerminal() bool {
	f, ok := c.Stderr().(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
