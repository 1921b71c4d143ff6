package rostam

// MoteurEnumeration returns, in French, the engine the exhaustive enumeration runs on this
// processor: the four-lane vector loop (AVX2), or the plain one that plays two games at a time.
func MoteurEnumeration() string {
	if vectorielDisponible {
		return "quatre parties à la fois (AVX2, assembleur)"
	}
	return "deux parties à la fois (Go simple)"
}
