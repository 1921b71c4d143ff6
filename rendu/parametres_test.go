package rendu

import (
	"encoding/json"
	"reflect"
	"testing"
)

// The parameters read back from a result's JSON keep the options' order and types: the command
// line they give is the one the result was computed by, and writing them again gives the same
// parameters.
func TestParametresRelus(t *testing.T) {
	var p Parametres
	texte := `{"commande": "jeux dominos championnat", "options": {"strategies": "pire,recherche", "budget": 128, "seuil": 0.5, "decompte-2012": true, "sans": false, "nom": "a b"}, "graine": 2026, "version": "(devel)"}`
	if err := json.Unmarshal([]byte(texte), &p); err != nil {
		t.Fatal(err)
	}
	const attendue = "jeux dominos championnat --strategies pire,recherche --budget 128 --seuil 0.5 --decompte-2012 --nom 'a b' --graine 2026"
	if l := p.LigneDeCommande(); l != attendue {
		t.Errorf("ligne %q, %q attendue", l, attendue)
	}
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var encore Parametres
	if err := json.Unmarshal(b, &encore); err != nil || !reflect.DeepEqual(encore, p) {
		t.Errorf("relus : %+v (%v) ; %+v attendus", encore, err, p)
	}
	if err := json.Unmarshal([]byte(`{"commande": "jeux", "options": [1]}`), &p); err == nil {
		t.Error("des options en liste sont acceptées")
	}
}
