// Package flux is the stream of a result: a list produced while the result is written, so that
// a list too long to be held in memory (the trace of a game of a million tricks) goes to the
// output as it comes. The engines make streams; package rendu writes them. It imports nothing
// of the project, so that an engine can return a stream without knowing how it is rendered.
package flux

import (
	"context"
	"reflect"
)

// Flux is a list of a result produced while the result is written. Its elements are structs,
// the rows of a table as those of a slice of structs would be. A Flux must be the last field of
// the result itself (not of a nested or embedded struct), so that everything else is written
// before it. A stream that yields nothing is left out in every format, as omitempty leaves out
// an empty slice; the zero Flux is such a stream.
type Flux[T any] struct {
	produire func(ctx context.Context, yield func(T) bool) error
}

// Nouveau is the stream of the elements that produire passes to yield, in order. produire
// must stop and return nil as soon as yield returns false (the output could not be written),
// and check ctx often enough (every few thousand elements) to return ctx.Err() within a
// fraction of a second of its cancellation. It is called once for each writing of the result.
func Nouveau[T any](produire func(ctx context.Context, yield func(T) bool) error) Flux[T] {
	return Flux[T]{produire}
}

// Parcourir produces the stream, passing its elements to yield.
func (f Flux[T]) Parcourir(ctx context.Context, yield func(T) bool) error {
	if f.produire == nil {
		return nil
	}
	return f.produire(ctx, yield)
}

// MarshalJSON writes null: the elements are written by the renderer, one by one as they come,
// never by encoding/json, which would hold them all.
func (Flux[T]) MarshalJSON() ([]byte, error) { return []byte("null"), nil }

// TypeElement is the type of the stream's elements, for a renderer that draws their columns.
func (Flux[T]) TypeElement() reflect.Type { return reflect.TypeFor[T]() }

// ParcourirValeurs produces the stream as reflect values, for a renderer that reads their fields.
func (f Flux[T]) ParcourirValeurs(ctx context.Context, yield func(reflect.Value) bool) error {
	return f.Parcourir(ctx, func(e T) bool { return yield(reflect.ValueOf(e)) })
}

// Quelconque is a Flux of any element type, as a renderer sees it.
type Quelconque interface {
	TypeElement() reflect.Type
	ParcourirValeurs(ctx context.Context, yield func(reflect.Value) bool) error
}
