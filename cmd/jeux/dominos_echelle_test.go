package main

import "testing"

func init() {
	exemples["jeux dominos echelle"] = []string{"--decompte-2012"}
}

// The ladder docs/dominos.md publishes comes from the program: from an empty folder, echelle
// gives its scores and its face-to-face shares, under both countings, and the command that
// computed it.
func TestDominosEchelle(t *testing.T) {
	t.Chdir(t.TempDir())
	type echelle struct {
		Calcul     string
		Strategies []string
		Parts      [][]*float64
		Classement []struct {
			Rang      int
			Strategie string
			Score     float64
		}
	}
	for _, c := range []struct {
		args                []string
		scores              map[string]float64 // docs/dominos.md, "The ladder, measured"
		rechercheContreAnti float64
	}{
		{nil, map[string]float64{"recherche": 0.6906, "anticipation": 0.5723, "bloqueur": 0.5479, "plus_de_points": 0.5078,
			"plus_present": 0.4809, "hasard": 0.3925, "pire": 0.3080}, 0.5998},
		{[]string{"--decompte-2012"}, map[string]float64{"recherche": 0.6842, "anticipation": 0.5683, "bloqueur": 0.5319, "plus_de_points": 0.5090,
			"plus_present": 0.4692, "hasard": 0.4054, "pire": 0.3319}, 0.5770},
	} {
		e := decode[echelle](t, runCLI(t, append([]string{"dominos", "echelle", "-F", "json"}, c.args...)...))
		if len(e.Classement) != len(c.scores) || e.Classement[0].Strategie != "recherche" || e.Calcul == "" {
			t.Fatalf("%v : %+v", c.args, e)
		}
		for _, l := range e.Classement {
			if a, ok := c.scores[l.Strategie]; !ok || l.Score < a-0.00005 || l.Score > a+0.00005 {
				t.Errorf("%v : %s, score %.4f ; %.4f publié", c.args, l.Strategie, l.Score, a)
			}
		}
		var part float64
		for i, s := range e.Strategies {
			for j, u := range e.Strategies {
				if s == "recherche" && u == "anticipation" && e.Parts[i][j] != nil {
					part = *e.Parts[i][j]
				}
			}
		}
		if part < c.rechercheContreAnti-0.00005 || part > c.rechercheContreAnti+0.00005 {
			t.Errorf("%v : recherche gagne %.4f contre anticipation ; %.4f publié", c.args, part, c.rechercheContreAnti)
		}
	}
}
