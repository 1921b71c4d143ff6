package flux

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
)

type carre struct{ N, Carre int }

// The squares of 1 to 4, stopped after the third by the consumer: three elements, in order, and
// the zero stream yields none.
func TestParcourir(t *testing.T) {
	f := Nouveau(func(ctx context.Context, yield func(carre) bool) error {
		for n := 1; n <= 4; n++ {
			if !yield(carre{n, n * n}) {
				return nil
			}
		}
		return nil
	})
	var vus []carre
	err := f.Parcourir(context.Background(), func(c carre) bool { vus = append(vus, c); return len(vus) < 3 })
	if err != nil || !reflect.DeepEqual(vus, []carre{{1, 1}, {2, 4}, {3, 9}}) {
		t.Errorf("%v, %v", vus, err)
	}
	var q Quelconque = f
	if q.TypeElement() != reflect.TypeFor[carre]() {
		t.Errorf("type des éléments %v", q.TypeElement())
	}
	n := 0
	if err := (Flux[carre]{}).ParcourirValeurs(context.Background(), func(reflect.Value) bool { n++; return true }); err != nil || n != 0 {
		t.Errorf("flux vide : %d éléments, %v", n, err)
	}
	if b, err := json.Marshal(f); err != nil || string(b) != "null" {
		t.Errorf("JSON %s, %v", b, err)
	}
}
