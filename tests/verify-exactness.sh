#!/bin/sh
# verify-exactness.sh - make verify-exactness: every stage of attn against
# the exactly rounded answer (mpmath), worst error in ulps per case and per
# stage next to numpy's on the same inputs, over the full set of cases and
# two seeds.  Alongside, attn is built five more ways (-O0 and -O2 on the
# SSE2 path every x86-64 has, AVX2 without FMA, AVX2 with FMA but not
# AVX-512, -O3 -march=native) and
# must write the same bytes on every case; attend must write the bytes of
# scores | weights | apply.  Fails if any stage is over 2 ulps anywhere.
# QUICK=1 (make check's sample): the quick set of cases, one seed, and one
# other build, -O0 on the SSE2 path, as on a CPU without AVX2 or FMA.
. "$(dirname "$0")/lib/check.sh"
need python3-mpmath /usr/lib/python3/dist-packages/mpmath
need python3-numpy /usr/lib/python3/dist-packages/numpy
scratch exactness
also=
build() {	# build NAME FLAGS...
	name=$1; shift
	${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -ffp-contract=off "$@" \
	    -Isrc -o "$tmp/attn-$name" src/*/*.c -lcsv -lcjson -lm || exit 1
	also="$also --also $tmp/attn-$name"
}
build O0-sse2 -O0 -DKERNEL_ISA_MAX=0
if [ "${QUICK:-0}" = 1 ]; then
	/usr/bin/python3 tests/exactness/check.py "$ATTN" --quick $also
	exit $?
fi
build O2-sse2 -O2 -DKERNEL_ISA_MAX=0
build O2-avx2-nofma -O2 -DKERNEL_ISA_MAX=1
build O2-avx2-fma -O2 -DKERNEL_ISA_MAX=2
build O3-native -O3 -march=native
status=0
for seed in 1 2; do
	echo "== seed $seed"
	/usr/bin/python3 tests/exactness/check.py "$ATTN" --seed $seed $also ||
	    status=1
done
exit $status
