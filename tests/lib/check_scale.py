"""check_scale.py - the Python half of tests/check-scale.sh, which runs it
(its header says what is checked, and against what)."""
import os
import random
import subprocess

from mpmath import log, mp, mpf, sqrt

from cases import rnd
from tally import done, result

mp.prec = 700
attn = os.environ["ATTN"]
rng = random.Random(36)


def factor():
    """A random factor as --scale writes it, and its exact value."""
    k = rng.randrange(4)
    if k == 0:
        x = rng.choice([rng.uniform(-10, 10), 10 ** rng.uniform(-150, 150),
                        float(rng.randint(1, 10 ** 6))])
        return repr(x), mpf(x)
    if k == 1:
        n = rng.randint(1, 2 ** 53)
        return "1/%d" % n, 1 / mpf(n)
    if k == 2:
        n = rng.randint(1, 10 ** rng.randint(1, 15))
        return "1/sqrt(%d)" % n, 1 / sqrt(n)
    f, m = rng.uniform(0.5, 100), rng.uniform(0.1, 3)
    # YaRN's get_mscale: 1 for a factor of 1 or less
    return "mscale(%r,%r)" % (f, m), \
        mpf(1) if f <= 1 else mpf(m) * log(mpf(f)) / 10 + 1


def tie():
    """Two odd whole numbers of 27 bits whose product needs 54: a
    midpoint of two doubles, here and halved by 1/sqrt(4)."""
    while True:
        a, b = (rng.randrange(2 ** 26, 2 ** 27) | 1 for _ in range(2))
        if a * b >= 2 ** 53:
            break
    s = 2.0 ** rng.randint(-60, 60)
    terms = ["%r" % (a * s), "%r" % float(b)]
    if rng.random() < 0.5:
        terms.append("1/sqrt(4)")
        return terms, mpf(a) * s * b / 2
    return terms, mpf(a) * s * b


tried = 0
for i in range(300):
    if i % 5 == 0:
        terms, want = tie()
    else:
        pairs = [factor() for _ in range(rng.randint(1, 4))]
        terms = [t for t, _ in pairs]
        want = mpf(1)
        for _, v in pairs:
            want *= v
    arg = "*".join(terms)
    p = subprocess.run([attn, "scores", "--scale", arg, "-q", "[1]", "-k",
                        "[1]"], capture_output=True, text=True)
    w = rnd(want)
    if abs(w) == float("inf"):
        ok = p.returncode == 2 and "beyond the largest double" in p.stderr
    else:
        ok = p.returncode == 0 and float(p.stdout) == w and \
            (w != 0 or p.stdout.strip() in ("0", "-0"))
    tried += 1
    result(ok, "--scale '%s': attn %s%s, mpmath %r" % (
        arg, p.stdout.strip(), p.stderr.strip(), w))
print("ok   --scale: %d products, a fifth of them on a midpoint of two "
      "doubles, each the exact product rounded once" % tried)
done()
