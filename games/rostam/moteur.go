package rostam

// MoteurEnumeration returns, in French, the engine the exhaustive enumeration runs in this build on this
// processor: the four-lane vector loop, or the plain one that plays two games at a time.
func MoteurEnumeration() string {
	if vectorielDisponible {
		return "quatre parties à la fois (AVX2, simd/archsimd)"
	}
	return "deux parties à la fois (Go simple)"
}
