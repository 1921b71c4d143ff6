package rendu

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"jeux/stats"
)

// essaiStat is a result of a sampled simulation, as a game's is: figures over Parties games.
type essaiStat struct {
	Parties   int64            `json:"parties"`
	Moyenne   *float64         `json:"moyenne" titre:"moyenne" unite:"plis" erreur:"ecart_type/parties"`
	EcartType float64          `json:"ecart_type" titre:"écart type" unite:"plis" erreur:"ecart_type/parties"`
	Plage95   stats.Intervalle `json:"plage95" titre:"plage 95 %" unite:"plis" decimales:"0"`
	PartPaire float64          `json:"part_paire" titre:"paires" rendu:"part" erreur:"parties"`
	Exacte    float64          `json:"exacte"`
	Issues    []stats.Issue    `json:"issues" titre:"issues"`
	Classes   []essaiClasse    `json:"classes" titre:"classes"`
}

type essaiClasse struct {
	Debut int     `json:"debut" titre:"de"`
	Part  float64 `json:"part" rendu:"part"`
}

func ecrireSansParametres(t *testing.T, f Format, r any) string {
	t.Helper()
	var b bytes.Buffer
	if err := EcrireResultat(context.Background(), &b, f, Parametres{}, r); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// csv-fr's headers are the headings with their units (the tables keep their headings), its shares are in percent, and its
// estimates keep the decimals down to a tenth of their standard error; csv keeps its keys and
// raw numbers. The expected figures are worked by hand:
//   - mean 441.7977 and standard deviation 359.9642 over 10 000 games: e = 359.9642/√10 000 =
//     3.5996, e/10 = 0.36, so 1 decimal (0.1 ≤ 0.36 < 1): 441,8 and 360,0;
//   - share 0.8197 over 10 000 games: e = √(0.8197 × 0.1803 / 10 000) = 0.003844, 0.3844 point,
//     e/10 = 0.038 point, so 2 decimals: 81,97;
//   - an outcome with the interval [0.6523 ; 0.7328]: e = 0.0805/3.92 = 0.02054, 2.054 points,
//     e/10 = 0.21 point, so 1 decimal: 69,4, 65,2, 73,3; a second outcome of interval
//     [0.0168 ; 0.0464], e = 0.755 point, 2 decimals: the column takes 2 for both rows, and for
//     a third of share 0 (its interval [0 ; 0.0019] would ask for 3: it does not vote);
//   - a share with no error is written whole in percent (0.0161: 1,61), an exact figure to 12
//     significant digits: 0.7430028091242283 is 0,743002809124.
func TestCSVFrArrondiEtPourcentages(t *testing.T) {
	m := 441.7977
	r := essaiStat{
		Parties: 10000, Moyenne: &m, EcartType: 359.9642051297741, Plage95: stats.Intervalle{Bas: 71, Haut: 1438},
		PartPaire: 0.8197, Exacte: 0.7430028091242283,
		Issues: []stats.Issue{
			{Issue: "victoires", Parties: 347, Part: 0.694, IC95: stats.Intervalle{Bas: 0.6523, Haut: 0.7328}},
			{Issue: "nuls", Parties: 14, Part: 0.028, IC95: stats.Intervalle{Bas: 0.0168, Haut: 0.0464}},
			{Issue: "infinies", Parties: 0, Part: 0, IC95: stats.Intervalle{Bas: 1e-19, Haut: 0.0019}},
		},
		Classes: []essaiClasse{{0, 0.0161}, {500, 1}, {1000, 0.000003}},
	}
	fr := strings.TrimPrefix(ecrireSansParametres(t, CSVFr, r), BOM)
	want := "parties;moyenne (plis);écart type (plis);plage 95 %, borne basse (plis);plage 95 %, borne haute (plis);paires (%);exacte\n" +
		"10000;441,8;360,0;71;1438;81,97;0,743002809124\n\n" +
		"issues\n" +
		"issue;parties;part (%);IC 95 % (Wilson), borne basse (%);IC 95 % (Wilson), borne haute (%)\n" +
		"victoires;347;69,40;65,23;73,28\n" +
		"nuls;14;2,80;1,68;4,64\n" +
		"infinies;0;0;0,00;0,19\n\n" +
		"classes\n" +
		"de;part (%)\n0;1,61\n500;100\n1000;0,0003\n"
	if fr != want {
		t.Errorf("csv-fr :\n%s\nattendu :\n%s", fr, want)
	}
	if tb := ecrireSansParametres(t, Table, r); !strings.Contains(tb, "| moyenne ") || strings.Contains(tb, "(plis)") || !strings.Contains(tb, " 81.97 % |") {
		t.Errorf("table :\n%s", tb)
	}
	// One outcome alone: 1 decimal.
	r.Issues = r.Issues[:1]
	if fr := ecrireSansParametres(t, CSVFr, r); !strings.Contains(fr, "\nvictoires;347;69,4;65,2;73,3\n") {
		t.Errorf("une issue seule :\n%s", fr)
	}
	// 100 games: e = 36 tricks, e/10 = 3.6, no decimal (never fewer: 442, not 440).
	r.Parties = 100
	if fr := ecrireSansParametres(t, CSVFr, r); !strings.Contains(fr, "\n100;442;360;71;1438;") {
		t.Errorf("100 parties :\n%s", fr)
	}
	// csv: the keys and the raw numbers, unchanged.
	en := ecrireSansParametres(t, CSV, r)
	if !strings.HasPrefix(en, "parties,moyenne,ecart_type,plage95_bas,plage95_haut,part_paire,exacte\n100,441.7977,359.9642051297741,71,1438,0.8197,0.7430028091242283\n") ||
		!strings.Contains(en, "\nissue,parties,part,ic95_wilson_bas,ic95_wilson_haut\nvictoires,347,0.694,0.6523,0.7328\n") {
		t.Errorf("csv :\n%s", en)
	}
}

// A share with no error moves its decimal point by two places, without binary noise.
func TestCentuple(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"0.8197", "81.97"}, {"0.061", "6.1"}, {"1", "100"}, {"0", "0"}, {"0.000003", "0.0003"},
		{"-0.25", "-25"}, {"12.5", "1250"}, {"0.6848", "68.48"}, {"0.23440000000000003", "23.440000000000003"},
	} {
		if got := centuple(c.in); got != c.want {
			t.Errorf("centuple(%s) = %s ; attendu %s", c.in, got, c.want)
		}
	}
}

// essaiHisto is a histogram's class: a count and its share of the games, n = effectif/part.
type essaiHisto struct {
	Effectif int64   `json:"effectif"`
	Part     float64 `json:"part" rendu:"part" erreur:"effectif÷part"`
}

// A share of a count k: n = k/p games. 206 of 3000: p = 0.068667, e = √(p(1 − p)/3000) =
// 0.4617 point, 2 decimals; 1 of 3000: e = √(0.000333 × 0.999667 / 3000) = 0.0333 point, 3
// decimals, which the column takes: 6,867 and 0,033; a class of none is 0.
func TestCSVFrPartDUnEffectif(t *testing.T) {
	r := struct {
		Classes []essaiHisto `json:"classes"`
	}{[]essaiHisto{{206, 206.0 / 3000}, {1, 1.0 / 3000}, {0, 0}}}
	fr := strings.TrimPrefix(ecrireSansParametres(t, CSVFr, r), BOM)
	if want := "effectif;part (%)\n206;6,867\n1;0,033\n0;0\n"; fr != want {
		t.Errorf("csv-fr %q, attendu %q", fr, want)
	}
	r.Classes = r.Classes[:1]
	if fr := strings.TrimPrefix(ecrireSansParametres(t, CSVFr, r), BOM); fr != "effectif;part (%)\n206;6,87\n" {
		t.Errorf("une classe : %q", fr)
	}
}

// A number without sampling error keeps 12 significant digits: the noise of float arithmetic
// goes (0.19999999999999993 is 0,2), a tiny probability keeps its digits and no exponent.
func TestCSVFrChiffresExacts(t *testing.T) {
	for _, c := range []struct {
		v    string
		part bool
		want string
	}{
		{"0.19999999999999993", false, "0,2"}, {"0.2666666666666663", false, "0,266666666667"},
		{"9.701276818911245e-13", false, "0,000000000000970127681891"}, {"3329", false, "3329"},
		{"0.30833333333284824", true, "30,8333333333"}, {"0.0161", true, "1,61"}, {"1", true, "100"},
		{"6.466666666666667", false, "6,46666666667"}, {"-2.6", false, "-2,6"},
	} {
		if got := nombreFr(c.v, c.part, -1); got != c.want {
			t.Errorf("nombreFr(%s, %v) = %s ; attendu %s", c.v, c.part, got, c.want)
		}
	}
}
