package cli

import (
	"runtime/debug"
	"strings"
)

// version is the version stamped by the Makefile (-ldflags "-X jeux/internal/cli.version=…",
// from git describe); empty for a plain go build, which falls back on the build information.
var version string

// Version is the version stamped at build time, or else the one the binary's build information
// records: the module's version when it was installed from a tagged module, otherwise the commit
// it was built from (with -dirty for uncommitted changes), so that a file it writes names the
// build that wrote it, not "(devel)".
func Version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		info = nil
	}
	return versionDe(version, info)
}

// versionDe is the version of a build stamped tampon, whose build information is info (nil if
// none).
func versionDe(tampon string, info *debug.BuildInfo) string {
	if tampon != "" {
		return tampon
	}
	if info == nil {
		return "(inconnue)"
	}
	revision, modifiee := "", false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modifiee = s.Value == "true"
		}
	}
	v := info.Main.Version
	// A tag names the build; a pseudo-version (v0.0.0-date-commit), "(devel)" or nothing is
	// only the commit, written as the Makefile's git describe writes a commit without a tag.
	if revision == "" || v != "" && v != "(devel)" && !strings.Contains(v, revision[:min(12, len(revision))]) {
		if v == "" {
			return "(inconnue)"
		}
		return v
	}
	revision = revision[:min(7, len(revision))]
	if modifiee {
		revision += "-dirty"
	}
	return revision
}
