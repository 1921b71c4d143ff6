package rostam

import "testing"

func BenchmarkTmpN11NomsSeuls(b *testing.B) {
	enumererTranche(b, 11, 0, NombreItems(11), OptionsExhaustif{})
}
func BenchmarkTmpN11MotsSeuls(b *testing.B) {
	enumererTranche(b, 11, 0, NombreItems(11), OptionsExhaustif{CompterMots: true, SansCycles: true})
}
