// Package stats holds what every game of the toolkit measures: integer histograms with the
// summary figures (mean, median, mode, 95% range, parity), their CSV form, and proportions
// with their Wilson intervals.
//
// The definitions follow the original War simulator exactly: the median of an even number of
// values is the mean of the two middle ones, a tie for the mode goes to the larger value, and
// q(p) is the smallest value whose cumulative count reaches p·N.
package stats
