/* isa.h - one set of inner loops per instruction set, and the choice
 * among them at run time.  Internal to num/.
 *
 * A file of loops (LANES_FILE, written with LANES(name), VL, TARGET, ROWS
 * and FUSED) is included here once in SSE2's two lanes, which every x86-64
 * has, once in AVX2's four, once in AVX2's four with FMA, and once in
 * AVX-512's eight with FMA; PICK and PICK_WIDTH take the widest this CPU
 * runs.  Every variant gives the same bits (the loops' files say why), so
 * only the speed depends on the CPU.  -DKERNEL_ISA_MAX=0 (SSE2 alone), 1
 * (AVX2 without FMA) or 2 (no AVX-512) keeps to the narrower ones, so
 * that a test can check that; kernel_isa_cap (num/dot.h) does the same
 * at run time, so that one build can be checked on every path. */
#ifndef LANES_FILE
#error "isa.h: define LANES_FILE, the loops to include"
#endif

#ifndef KERNEL_ISA_MAX
#define KERNEL_ISA_MAX 3
#endif
/* isa()'s answers, the widest loops this CPU and build may run */
enum { ISA_SSE2, ISA_AVX2, ISA_FMA, ISA_AVX512 };

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define LANES(name) CAT(name, SUFFIX)

#define VL 2
#define SUFFIX 2
#define TARGET
#define ROWS 2
#include LANES_FILE
#undef VL
#undef SUFFIX
#undef TARGET
#undef ROWS
#if defined(__x86_64__) && defined(__GNUC__) && KERNEL_ISA_MAX > 0
#include <immintrin.h>
#define VL 4
#define SUFFIX 4
#define TARGET __attribute__((target("avx2")))
#define ROWS 2
#include LANES_FILE
#undef SUFFIX
#undef TARGET
#define SUFFIX 4f
#define TARGET __attribute__((target("avx2,fma")))
#define FUSED
#include LANES_FILE
#undef VL
#undef SUFFIX
#undef TARGET
#undef ROWS
#define VL 8
#define SUFFIX 8f
#define TARGET __attribute__((target("avx512f")))
#define ROWS 8
#include LANES_FILE
#undef VL
#undef SUFFIX
#undef TARGET
#undef ROWS
#undef FUSED

/* num/dot.h's kernel_isa_cap keeps to the narrower loops at run time. */
extern int kernel_isa_cap;

static inline int isa(void)
{
	int cap = kernel_isa_cap;

	if (cap < 1 || !__builtin_cpu_supports("avx2"))
		return ISA_SSE2;
	if (KERNEL_ISA_MAX < 2 || cap < 2 || !__builtin_cpu_supports("fma"))
		return ISA_AVX2;
	if (KERNEL_ISA_MAX < 3 || cap < 3 ||
	    !__builtin_cpu_supports("avx512f"))
		return ISA_FMA;
	return ISA_AVX512;
}

/* The loops for this CPU, LEVEL being isa(): PICK, the widest, and the
 * fused ones only where every product is clear of overflow and underflow
 * (SAFE), as the fused loops need; PICK_WIDTH, the widest of the loops
 * that have no fused variant. */
#define PICK(f, safe) (level == ISA_AVX512 && (safe) ? &f##8f : \
		       level >= ISA_FMA && (safe) ? &f##4f : \
		       level >= ISA_AVX2 ? &f##4 : &f##2)
#define PICK_WIDTH(f) (level >= ISA_AVX2 ? f##4 : f##2)
#else
#define isa() 0
#define PICK(f, safe) (&f##2)
#define PICK_WIDTH(f) f##2
#endif
