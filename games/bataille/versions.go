package bataille

// The computation versions of the engine's shardable computations. A part written with --shard
// records its computation's version, and jeux fusionne merges parts of the same version whatever
// build computed them. A version changes when, and only when, the engine's answer for the same
// parameters changes (a duration drawn, a deal found, a field of the aggregate): then parts
// computed before can no longer be added to parts computed after. The tests hold each computation
// to figures computed before, so that an answer cannot change without its version. A part written
// before versions existed carries none: it is version 1.
const (
	// VersionSimulation is the version of the durations of random games of one deck (DureesLots).
	VersionSimulation = 1
	// VersionMultistat is the version of the durations of several decks (MultistatLots).
	VersionMultistat = 1
	// VersionRecord is the version of the search for long or endless deals (CherchePart).
	// Version 2: the random deals of --methode hasard are shuffled by batches of draws
	// (melangeur), other deals than version 1's for the same seed.
	VersionRecord = 2
	// VersionExhaustif is the version of the enumeration of every deal of a small deck
	// (EnumererExhaustif). Version 2: the items are the first packets of player 1's pile, and a
	// part counts the positions played (positions) in place of the deals played (jouees).
	VersionExhaustif = 2
)
