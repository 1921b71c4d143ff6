package bataille

import "golang.org/x/sys/cpu"

// voiesDisponibles: voiesNaturelle and voiesOptimisee use AVX-512F only (ZMM registers, opmasks
// and KORTESTW, VPTESTMQ and VPTESTNMQ, VPCMPUQ, VPSRLVQ and VPSLLVQ, VPMAXUQ and VPMINUQ,
// zeroing-masked VMOVDQA64), nothing from the other AVX-512 extensions, and POPCNT, which every
// processor with AVX-512F has but is asked for all the same. x/sys/cpu reports a feature only
// when the system also saves the registers it uses. Elsewhere the hunt plays one deal at a time
// (brent).
var voiesDisponibles = cpu.X86.HasAVX512F && cpu.X86.HasPOPCNT

// voiesPaquets: voiesNaturellePaquets and voiesOptimiseePaquets, which play up to eight plain
// tricks a step, use AVX-512BW (byte comparisons, VPMOVM2B, KMOVQ), VBMI (VPERMB,
// VPMULTISHIFTQB) and VPOPCNTDQ (VPOPCNTQ) besides.
var voiesPaquets = voiesDisponibles && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI && cpu.X86.HasAVX512VPOPCNTDQ
