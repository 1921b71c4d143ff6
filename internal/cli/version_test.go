package cli

import (
	"runtime/debug"
	"testing"
)

// A build without a stamp names the commit it was built from, as git describe --always --dirty
// would; a stamp or a module's version comes first, and a build with nothing says so.
func TestVersionDe(t *testing.T) {
	vcs := func(revision, modifiee string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: revision}, {Key: "vcs.modified", Value: modifiee}}
	}
	const commit = "ff6b5bd0c3a1e2f4b5d6a7c8e9f0a1b2c3d4e5f6"
	for _, c := range []struct {
		nom, tampon string
		info        *debug.BuildInfo
		attendu     string
	}{
		{"go build propre", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs(commit, "false")}, "ff6b5bd"},
		{"go build, pseudo-version", "", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261127101625-ff6b5bd0c3a1+dirty"}, Settings: vcs(commit, "true")}, "ff6b5bd-dirty"},
		{"go build d'un commit étiqueté", "", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}, Settings: vcs(commit, "false")}, "v1.2.0"},
		{"go build modifié", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs(commit, "true")}, "ff6b5bd-dirty"},
		{"make build", "v1.2.0-3-gff6b5bd", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs(commit, "true")}, "v1.2.0-3-gff6b5bd"},
		{"go install d'un module", "", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, "v1.2.0"},
		{"binaire de test", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "(devel)"},
		{"sans information", "", nil, "(inconnue)"},
	} {
		if v := versionDe(c.tampon, c.info); v != c.attendu {
			t.Errorf("%s : %q, %q attendu", c.nom, v, c.attendu)
		}
	}
}
