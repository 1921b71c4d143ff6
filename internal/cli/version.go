package cli

import "runtime/debug"

// version is the version stamped by the Makefile (-ldflags "-X jeux/internal/cli.version=…",
// from git describe); empty for a plain go build, which falls back on the build information.
var version string

// Version is the version stamped at build time, or else the module version recorded in the
// binary's build information.
func Version() string {
	if version != "" {
		return version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok || info.Main.Version == "" {
		return "(inconnue)"
	}
	return info.Main.Version
}
