package bataille

import (
	"strconv"
	"strings"
)

// LireDonne parses a pile written top first as card values separated by spaces or commas,
// e.g. "2 1 3 1 3 2". Each value must be between 1 and MaxValeurs; the pile must not be empty.
func LireDonne(s string) ([]int, error) {
	champs := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' })
	if len(champs) == 0 {
		return nil, echec(CodePileVide)
	}
	pile := make([]int, len(champs))
	for i, c := range champs {
		v, err := strconv.Atoi(c)
		if err != nil {
			return nil, echec(CodeCarteNonEntiere, c)
		}
		if v < 1 || v > MaxValeurs {
			return nil, echec(CodeCarteHorsValeurs, v, MaxValeurs)
		}
		pile[i] = v
	}
	return pile, nil
}
