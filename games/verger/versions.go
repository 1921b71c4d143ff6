package verger

// VersionSimulation is the computation version of the random games (Demande.SimulerLots). A part
// written with --shard records it, and jeux fusionne merges parts of the same version whatever
// build computed them. It changes when, and only when, the engine's answer for the same
// parameters changes: then parts computed before can no longer be added to parts computed after.
// A part written before versions existed carries none: it is version 1.
const VersionSimulation = 1
