#!/bin/sh
# check-numbers.sh - the fast number writer and reader against the slow
# references (tests/numbers/verify.c): every edge case, a random sample
# (N, default 300000, half written, half read), and a sample of Python's
# repr as an outside witness.  `make verify-numbers` runs 10^8.
. "$(dirname "$0")/lib/check.sh"
scratch numbers
n=${N:-300000}
[ "${SANITIZE:-0}" = 1 ] && n=${N:-100000}
sh "$here/numbers/build.sh" "$tmp/verify" || die "the verifier does not build"
[ -n "${SANITIZE:-}" ] && echo "verifier built with SANITIZE=$SANITIZE"
if "$tmp/verify" -n "$n" -s "${SEED:-1}"; then ok
else bad "the edge cases and $n random values against the references"; fi
need python3-minimal /usr/bin/python3
/usr/bin/python3 - > "$tmp/repr.txt" <<'PY' || die "the sample of Python's repr"
import math, random, struct
random.seed(20261129)
def line(x):
    r = repr(x)
    if r.endswith('.0'):
        r = r[:-2]
    return '%016x %s' % (struct.unpack('<Q', struct.pack('<d', x))[0], r)
xs = [0.0, -0.0, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
      0.1, 1/3, 1e16, 1e-5, 0.0001, 123456789.0]
xs += [math.ldexp(1, e) for e in range(-1074, 1024)]
xs += [float('1e%d' % e) for e in range(-323, 309)]
while len(xs) < 30000:
    b = random.getrandbits(64)
    if (b >> 52) & 0x7ff == 0x7ff:
        continue
    xs.append(struct.unpack('<d', struct.pack('<Q', b))[0])
xs += [random.random() for _ in range(10000)]
xs += [round(random.uniform(-1000, 1000), random.randint(0, 6)) for _ in range(10000)]
for x in xs:
    print(line(x))
PY
if "$tmp/verify" -p "$tmp/repr.txt"; then ok
else bad "the sample of Python's repr"; fi
finish
