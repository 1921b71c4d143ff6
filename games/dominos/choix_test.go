package dominos

import (
	"errors"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"jeux/parametre"
)

// nomErreur is the parameter that err names, "" when err is nil or not a *parametre.Erreur.
func nomErreur(err error) string {
	var e *parametre.Erreur
	if errors.As(err, &e) {
		return e.Nom
	}
	return ""
}

// ChoixRegles.Regles reads --pose and passes the other fields as they are, bounds unchecked;
// Regles.Choix writes the rules back as the command line gives them.
func TestChoixRegles(t *testing.T) {
	for _, c := range []struct {
		choix ChoixRegles
		want  Regles
	}{
		{ChoixRegles{Max: 3, Main: 2, Decompte2012: true, Pose: "libre"}, Regles{Max: 3, Main: 2, Decompte2012: true, Pose: PoseLibre}},
		{ChoixRegles{Max: 40, Main: -1, Pose: "2012"}, Regles{Max: 40, Main: -1, Pose: Pose2012}},
	} {
		if r, err := c.choix.Regles(); err != nil || r != c.want {
			t.Errorf("%+v : %+v (%v), attendu %+v", c.choix, r, err, c.want)
		}
	}
	for _, pose := range []string{"", "Libre", "2013", " libre"} {
		if _, err := (ChoixRegles{Max: 6, Main: 7, Pose: NomPose(pose)}).Regles(); nomErreur(err) != "pose" {
			t.Errorf("pose %q : %v, attendu une erreur qui nomme pose", pose, err)
		}
	}
	if c := ReglesStandard.Choix(); c != (ChoixRegles{Max: 6, Main: 10, Pose: "2012", Variante: "2012"}) {
		t.Errorf("ReglesStandard.Choix() = %+v", c)
	}
	if c := (Regles{Max: 2, Main: 1, Decompte2012: true, Pose: PoseLibre}).Choix(); c != (ChoixRegles{Max: 2, Main: 1, Decompte2012: true, Pose: "libre", Variante: "2012"}) {
		t.Errorf("Choix() = %+v", c)
	}
}

// Only the free pose is a parameter of the answer; any other writing, even a wrong one, is not.
func TestPoseParametre(t *testing.T) {
	for pose, want := range map[string]bool{"libre": true, "2012": false, "": false, "LIBRE": false} {
		if got := PoseParametre(NomPose(pose)); got != want {
			t.Errorf("PoseParametre(%q) = %v, attendu %v", pose, got, want)
		}
	}
}

// An affrontement is read with its rules and budget, and refused naming the first option at
// fault in the order of the command: the pose, the budget given, the strategies, the rules; a
// tournament then checks -n.
func TestChoixAffrontement(t *testing.T) {
	bon := ChoixAffrontement{S1: "pire", S2: "recherche", Budget: 5, ChoixRegles: ChoixRegles{Max: 4, Main: 3, Pose: "libre"}}
	want := Affrontement{S1: "pire", S2: "recherche", Regles: Regles{Max: 4, Main: 3, Pose: PoseLibre}, Budget: 5}
	if a, err := bon.Affrontement(); err != nil || a != want {
		t.Errorf("%+v : %+v (%v), attendu %+v", bon, a, err, want)
	}
	if cfg, err := bon.Tournoi(100); err != nil || cfg != (ConfigTournoi{Affrontement: want, Parties: 100}) {
		t.Errorf("Tournoi(100) : %+v (%v)", cfg, err)
	}
	standard := ChoixAffrontement{S1: "pire", S2: "hasard", Budget: 1, ChoixRegles: ReglesStandard.Choix()}
	for _, c := range []struct {
		modifier func(*ChoixAffrontement)
		parties  int64
		nom      string
	}{
		{func(c *ChoixAffrontement) { c.Budget, c.Pose = 0, "x" }, 10, "pose"},
		{func(c *ChoixAffrontement) { c.Budget, c.S1 = 0, "malin" }, 10, "budget"},
		{func(c *ChoixAffrontement) { c.Budget = MaxBudget + 1 }, 10, "budget"},
		{func(c *ChoixAffrontement) { c.S1 = "malin" }, 0, "s1"},
		{func(c *ChoixAffrontement) { c.S2, c.Max, c.Main = "recherche", 8, MaxMainExacte+1 }, 10, "main"},
		{func(c *ChoixAffrontement) {}, 0, "nombre"},
	} {
		choix := standard
		c.modifier(&choix)
		if _, err := choix.Tournoi(c.parties); nomErreur(err) != c.nom {
			t.Errorf("%+v, %d parties : %v, attendu une erreur qui nomme %s", choix, c.parties, err, c.nom)
		}
	}
}

// The list of strategies is split at each comma and trimmed; -n below 1 is refused after the
// pose and before anything else, with the message of the command line's own check.
func TestChoixChampionnat(t *testing.T) {
	choix := ChoixChampionnat{Strategies: " pire , hasard", Budget: 3, ChoixRegles: ChoixRegles{Max: 3, Main: 3, Pose: "2012"}}
	want := ConfigChampionnat{Strategies: []string{"pire", "hasard"}, Regles: Regles{Max: 3, Main: 3}, ParPlace: 5, Budget: 3}
	if cfg, err := choix.Championnat(5); err != nil || !reflect.DeepEqual(cfg, want) {
		t.Errorf("%+v : %+v (%v), attendu %+v", choix, cfg, err, want)
	}
	_, err := ChoixChampionnat{Strategies: "foo", ChoixRegles: ReglesStandard.Choix()}.Championnat(0)
	if e, ok := err.(*parametre.Erreur); !ok || e.Nom != "nombre" || e.Valeur != "0" || e.Code != CodeParties {
		t.Errorf("-n 0 : %v", err)
	}
	tous := strings.Join(Noms(), ",")
	for _, c := range []struct {
		choix    ChoixChampionnat
		parPlace int64
		nom      string
	}{
		{ChoixChampionnat{Strategies: "foo", ChoixRegles: ChoixRegles{Max: 6, Main: 7, Pose: "x"}}, 0, "pose"},
		{ChoixChampionnat{Strategies: "foo", Budget: 0, ChoixRegles: ReglesStandard.Choix()}, 1, "budget"},
		{ChoixChampionnat{Strategies: "pire", Budget: 1, ChoixRegles: ReglesStandard.Choix()}, 1, "strategies"},
		{ChoixChampionnat{Strategies: "pire,,hasard", Budget: 1, ChoixRegles: ReglesStandard.Choix()}, 1, "strategies"},
		{ChoixChampionnat{Strategies: "pire, pire", Budget: 1, ChoixRegles: ReglesStandard.Choix()}, 1, "strategies"},
		{ChoixChampionnat{Strategies: "pire,recherche", Budget: 1, ChoixRegles: ChoixRegles{Max: 8, Main: MaxMainExacte + 1, Pose: "2012"}}, 1, "main"},
		// 7 strategies meet in 42 seatings: more than MaxInt64 / 42 games a seating overflow.
		{ChoixChampionnat{Strategies: tous, Budget: 1, ChoixRegles: ReglesStandard.Choix()}, math.MaxInt64/42 + 1, "nombre"},
	} {
		if _, err := c.choix.Championnat(c.parPlace); nomErreur(err) != c.nom {
			t.Errorf("%+v, %d par place : %v, attendu une erreur qui nomme %s", c.choix, c.parPlace, err, c.nom)
		}
	}
}

// Any text given to --strategies is either refused naming --strategies, or read as the list of
// its comma-separated names, each trimmed, known and given once.
func FuzzChoixChampionnat(f *testing.F) {
	for _, s := range []string{"pire,hasard", " pire , hasard ", "pire", "pire,pire", "pire, pire", "", ",", " , ", "pire,,hasard", "anticipation,plus_present,x", "\tbloqueur\n,recherche"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, liste string) {
		cfg, err := ChoixChampionnat{Strategies: liste, Budget: 1, ChoixRegles: ReglesStandard.Choix()}.Championnat(1)
		if err != nil {
			if nomErreur(err) != "strategies" {
				t.Fatalf("%q : erreur %v", liste, err)
			}
			return
		}
		morceaux := strings.Split(liste, ",")
		if len(cfg.Strategies) != len(morceaux) || len(morceaux) < 2 {
			t.Fatalf("%q lue %q", liste, cfg.Strategies)
		}
		vues := map[string]bool{}
		for i, nom := range cfg.Strategies {
			if _, err := Trouver(nom); err != nil || vues[nom] || nom != strings.TrimSpace(morceaux[i]) {
				t.Fatalf("%q lue %q", liste, cfg.Strategies)
			}
			vues[nom] = true
		}
	})
}

// Given hands fix the size of the hands: --main is then a parameter only when given.
func TestChoixExactMainParametre(t *testing.T) {
	for _, c := range []struct {
		j1         string
		mainDonnee bool
		want       bool
	}{
		{"", false, true}, {"", true, true}, {"6-6 6-5", false, false}, {"6-6 6-5", true, true},
	} {
		if got := (ChoixExact{J1: c.j1, MainDonnee: c.mainDonnee}).MainParametre(); got != c.want {
			t.Errorf("--j1 %q, --main donnée %v : %v, attendu %v", c.j1, c.mainDonnee, got, c.want)
		}
	}
}

// ChoixExact.Calcul reads the pose, then what is solved, then the deal or the rules.
func TestChoixExactCalcul(t *testing.T) {
	petit := ChoixRegles{Max: 4, Main: 3, Pose: "2012"}
	calc, err := ChoixExact{Regles: petit, Tirees: true, Nombre: 5}.Calcul()
	if err != nil || calc.Regles != (Regles{Max: 4, Main: 3}) || calc.Mode != ExactesHasard || calc.Nombre != 5 || calc.Donne != nil || !calc.Aleatoire() {
		t.Errorf("-n 5 : %+v (%v)", calc, err)
	}
	calc, err = ChoixExact{Regles: ChoixRegles{Max: 3, Main: 3, Pose: "libre"}, Toutes: true}.Calcul()
	if err != nil || calc.Regles != (Regles{Max: 3, Main: 3, Pose: PoseLibre}) || calc.Mode != ExactesToutes || calc.Aleatoire() {
		t.Errorf("--toutes : %+v (%v)", calc, err)
	}
	// Two hands of two tiles: the size of the hands is theirs, not --main's default.
	calc, err = ChoixExact{Regles: ReglesStandard.Choix(), J1: "6-6 6-5", J2: "5-5 4-4"}.Calcul()
	if err != nil || calc.Regles != (Regles{Max: 6, Main: 2}) || calc.Mode != ExacteUne || calc.Donne == nil || calc.Aleatoire() ||
		calc.Donne.Mains[0] != mainDe([2]int{6, 6}, [2]int{6, 5}) || calc.Donne.Mains[1] != mainDe([2]int{5, 5}, [2]int{4, 4}) {
		t.Errorf("--j1 --j2 : %+v (%v)", calc, err)
	}
	for _, c := range []struct {
		choix ChoixExact
		nom   string
	}{
		{ChoixExact{Regles: ChoixRegles{Max: 0, Main: 3, Pose: "z"}, Toutes: true, Tirees: true}, "pose"},
		{ChoixExact{Regles: petit, Toutes: true, Tirees: true, Nombre: 10}, "toutes et nombre s'excluent"},
		{ChoixExact{Regles: petit, Tirees: true, Nombre: 0}, "nombre"},
		{ChoixExact{Regles: petit, J1: "4-4 4-3", J2: "3-3 2-2", Tirees: true, Nombre: 3}, "j1 et j2 donnent une seule donne"},
		{ChoixExact{Regles: petit, J1: "4-4 4-3", J2: "3-3 2-2", MainDonnee: true}, "main"},
		{ChoixExact{Regles: ChoixRegles{Max: 6, Main: 7, Pose: "2012"}, Toutes: true}, "toutes"},
	} {
		if _, err := c.choix.Calcul(); nomErreur(err) != c.nom {
			t.Errorf("%+v : %v, attendu une erreur qui nomme %s", c.choix, err, c.nom)
		}
	}
}

// A game against the computer reads its pose, then is checked as ConfigJoue is.
func TestChoixJoue(t *testing.T) {
	choix := ChoixJoue{Contre: "hasard", Place: 2, Conseil: true, Budget: 3, ChoixRegles: ChoixRegles{Max: 3, Main: 3, Pose: "libre"}}
	want := ConfigJoue{Contre: "hasard", Place: 2, Conseil: true, Budget: 3, Regles: Regles{Max: 3, Main: 3, Pose: PoseLibre}}
	if cfg, err := choix.Config(); err != nil || cfg != want {
		t.Errorf("%+v : %+v (%v), attendu %+v", choix, cfg, err, want)
	}
	choix.Place, choix.Pose = 3, "x"
	if _, err := choix.Config(); nomErreur(err) != "pose" {
		t.Errorf("--place 3 --pose x : %v", err)
	}
	choix.Pose = "2012"
	if _, err := choix.Config(); nomErreur(err) != "place" {
		t.Errorf("--place 3 : %v", err)
	}
}

// The budget of « dominos joue » is a parameter when recherche plays, when it advises before
// each move, or when it is given (« ? » asks the advice at any move).
func TestChoixJoueBudgetParametre(t *testing.T) {
	for _, c := range []struct {
		contre         string
		conseil, donne bool
		want           bool
	}{
		{"hasard", false, false, false},
		{"recherche", false, false, true},
		{"hasard", true, false, true},
		{"hasard", false, true, true},
		{"anticipation", false, false, false},
	} {
		if got := (ChoixJoue{Contre: NomStrategie(c.contre), Conseil: c.conseil}).BudgetParametre(c.donne); got != c.want {
			t.Errorf("%+v : %v", c, got)
		}
	}
}

// An equilibrium chosen is read pose first, then checked by ConfigEquilibre.Valider (the budget
// given, the rules, CFR+'s settings); accepted, it keeps every setting.
func TestChoixEquilibre(t *testing.T) {
	bon := ChoixEquilibre{ChoixRegles: ChoixRegles{Max: 2, Main: 2, Pose: "libre"}, Cible: 1e-4, Iterations: 50, Tirages: 3, Budget: 7}
	cfg, err := bon.Config()
	want := ConfigEquilibre{Regles: Regles{Max: 2, Main: 2, Pose: PoseLibre}, Cible: 1e-4, Iterations: 50, Tirages: 3, Budget: 7}
	if err != nil || cfg != want {
		t.Errorf("équilibre 2 × 2 libre : %+v, %v", cfg, err)
	}
	for _, c := range []struct {
		change func(*ChoixEquilibre)
		nom    string
	}{
		{func(ch *ChoixEquilibre) { ch.Pose, ch.Budget = "gauche", 0 }, "pose"},
		{func(ch *ChoixEquilibre) { ch.Budget, ch.Max = 0, 0 }, "budget"},
		{func(ch *ChoixEquilibre) { ch.Max = 0 }, "max"},
	} {
		ch := bon
		c.change(&ch)
		if _, err := ch.Config(); nomErreur(err) != c.nom {
			t.Errorf("%+v : erreur %v, attendu une sur %s", ch, err, c.nom)
		}
	}
}

// A list of strategies may name them in English: each stands for its French name, and the
// budget changes the answer as soon as one of them is recherche (search).
func TestChoixChampionnatAnglais(t *testing.T) {
	c := ChoixChampionnat{Strategies: "worst, search,hasard", Budget: 2, ChoixRegles: ReglesStandard.Choix()}
	cfg, err := c.Championnat(1)
	if err != nil || !slices.Equal(cfg.Strategies, []string{"pire", "recherche", "hasard"}) || !c.TireEchantillons() {
		t.Errorf("%+v : %v (%v), tire %v", c, cfg.Strategies, err, c.TireEchantillons())
	}
	var n NomStrategie
	if err := n.Set("most_points"); err != nil || n != "plus_de_points" {
		t.Errorf("most_points : %q (%v)", n, err)
	}
	var p NomPose
	if err := p.Set("free"); err != nil || p != "libre" {
		t.Errorf("free : %q (%v)", p, err)
	}
	if err := p.Set("droite"); err == nil {
		t.Errorf("droite accepté")
	} else if e, ok := err.(*parametre.Erreur); !ok || e.Code != parametre.Parmi || len(e.Args) != 2 {
		t.Errorf("droite : %v", err)
	}
}
