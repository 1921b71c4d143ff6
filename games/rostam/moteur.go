package rostam

// MoteurEnumeration returns, in French, the engine the exhaustive enumeration runs on this
// processor: the vector loop on two groups of eight lanes at once (AVX-512F) or of four
// (AVX2), or the plain one that plays two games at a time.
func MoteurEnumeration() string {
	switch VoiesDisponibles {
	case 8:
		return "seize parties à la fois, deux groupes de huit (AVX-512F, assembleur)"
	case 4:
		return "huit parties à la fois, deux groupes de quatre (AVX2, assembleur)"
	}
	return "deux parties à la fois (Go simple)"
}
