//go:build !cgo || !linux

package main

// limiterArenes has nothing to do without cgo, or off Linux: the Go runtime maps its own memory.
func limiterArenes() {}
