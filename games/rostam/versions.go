package rostam

// The computation versions of the engine's shardable computations. A part written with --shard
// records its computation's version, and jeux fusionne merges parts of the same version whatever
// build computed them. A version changes when, and only when, the engine's answer for the same
// parameters changes (a figure, an order, a field of the aggregate): then parts computed before
// can no longer be added to parts computed after. The tests hold each computation to figures
// computed before (the committed parts of resultats/ among them), so that an answer cannot change
// without its version. A part written before versions existed carries none: it is version 1.
const (
	// VersionEnumeration is the version of the enumeration of the N! deals (Enumeration).
	VersionEnumeration = 1
	// VersionSimulation is the version of the random deals (SimuleLots).
	VersionSimulation = 1
	// VersionPositions is the version of the count of every position (EnumererPositions).
	VersionPositions = 1
)
