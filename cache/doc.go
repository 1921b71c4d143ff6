// Package cache keeps the histograms of long simulations on disk, so that asking again for the
// same simulation reads it back instead of playing it again.
//
// An entry is a CSV file in the format of stats.WriteCSV ("value, count" lines). Its name holds
// the game and every parameter that changes the result, seed included, so that listing the
// directory lists the entries with their parameters. Files are written to a temporary file in
// the same directory and renamed, so a reader never sees a half-written entry.
//
// The engines know nothing of it: Bataille wraps the War engine's simulation in the cache, and
// the command layer applies the wrapper.
package cache
