package cli

import (
	"fmt"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
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

// Progression returns a callback that advances a progress bar of total steps on stderr, or nil
// when stderr is not a terminal. The bar is erased when the command ends, Ctrl-C included.
func (c *Contexte) Progression(total int64) func(int64) {
	f, ok := c.cmd.ErrOrStderr().(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) || c.barre != nil {
		return nil
	}
	c.barre = progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(f),
		progressbar.OptionSetDescription(c.Langue().T("calcul")),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
	return func(n int64) { c.barre.Add64(n) }
}

func (c *Contexte) terminer() {
	if c.barre != nil {
		c.barre.Clear()
	}
}
