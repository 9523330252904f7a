"""kernel.py - attention as a kernel computes it, transcribed from
attn-attend(1) ("Kernels' precision") in exact arithmetic: what
tests/gen/dtype.py writes its golden cases from and
tests/check-dtype.sh holds attn to, bit for bit.  Written from the
manual, without attn's code.

  round_to(x, t)   the value of format T nearest the exact x (a Fraction,
                   an int, or a float taken as exact), ties to even, with
                   T's subnormals; past T's largest finite value, inf
                   (nan for e4m3); a float
  shortest(x, t)   x, a value of T, as attn writes it: the shortest
                   decimal that reads back (as a double, then rounded to
                   T) as x, laid out as Python's repr less a trailing .0
  Problem          Q, K, V and the options; .math() and .flash() run the
                   recipes on it and give O (or S, or P), raising Fail
                   where attn must stop with an error; with bend=NAME the
                   recipe bent as attn-check(1)'s kernel mistake NAME says
                   (flash-no-rescale, flash-sum-not-rescaled,
                   flash-stale-max, flash-last-block-dropped,
                   flash-no-final-division, p-not-cast, scale-twice, and
                   the backward's bwd-*), its failures kept as inf and nan
                   (quiet=True); .grad() the backward recipes of
                   attn-grad(1)

Every step is round_T or round_A of an exact value: sums and dot products
as Fractions; exp, tanh and 1/sqrt(d) in mpmath at 300 bits, which no
rounding of these formats can tell from the exact value.
"""
import math
import struct
from decimal import Decimal, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_EVEN
import operator
from fractions import Fraction as F

from mpmath import mp, mpf

mp.prec = 300
INF = float("inf")
NAN = float("nan")

# name: (significant bits, least normal exponent, largest finite value,
#        NaN past the top)
FORMATS = {
    "f64": (53, -1022, math.ldexp(2 ** 53 - 1, 971), False),
    "f32": (24, -126, math.ldexp(2 ** 24 - 1, 104), False),
    "bf16": (8, -126, math.ldexp(2 ** 8 - 1, 120), False),
    "f16": (11, -14, 65504.0, False),
    "e4m3": (4, -6, 448.0, True),
    "e5m2": (3, -14, 57344.0, False),
}


def tf32_int(v, mode):
    """V, a whole number of 2^-160 that is a value of f32, rounded to
    TF32 (11 significant bits, f32's exponents: its last place at least
    2^-136, 2^24 of these units): MODE "rna" to nearest, ties away from
    zero, "truncate" toward zero."""
    if not mode or v == 0:
        return v
    neg, a = v < 0, abs(v)
    q = max(a.bit_length() - 11, 24)
    n, r = divmod(a, 1 << q)
    if mode == "rna" and 2 * r >= 1 << q:
        n += 1
    a = n << q
    assert a < 1 << (128 + 160), "TF32 overflow"
    return -a if neg else a


def add(x, y, a):
    """round_A of the exact sum of X and Y (Fractions or floats); a
    non-finite one as floats add."""
    if isinstance(x, float) and not math.isfinite(x) or \
            isinstance(y, float) and not math.isfinite(y):
        return round_to(float(x) + float(y), a)
    # the exact sum in whole numbers, with no Fraction made
    p, q = ratio(x)
    r, s = ratio(y)
    return round_ratio(p * s + r * q, q * s, a)


def exact_sum(terms):
    """The exact sum of TERMS (finite floats, Fractions, ints, mpfs) as
    whole numbers (N, D), D > 0: over the largest denominator where every
    one is a power of two, as a double's and a product of them are."""
    rs = [ratio(x) for x in terms]
    if all(q & (q - 1) == 0 for _, q in rs):
        d = max((q for _, q in rs), default=1)
        return sum(p * (d // q) for p, q in rs), d
    t = sum((F(p, q) for p, q in rs), F(0))
    return t.numerator, t.denominator


def accumulate(terms, a, order="exact"):
    """The exact TERMS (Fractions or floats) summed in format A in ORDER,
    as attn-attend(1)'s --sum-order says: "exact" (once), "seq" (one at a
    time from +0, each step rounded), "pairwise" (adjacent pairs, level by
    level, an odd last one carried up unrounded), ("blocks", N) (seq in
    blocks of N, then seq over the blocks' sums)."""
    if order == "exact":
        if all(not isinstance(x, float) or math.isfinite(x) for x in terms):
            return round_ratio(*exact_sum(terms), a)
        order = "seq"
    if order == "seq":
        acc = 0.0
        for x in terms:
            acc = add(acc, x, a)
        return acc
    if order == "pairwise":
        if not terms:
            return 0.0
        level = list(terms)
        while len(level) > 1:
            nxt = [add(level[i], level[i + 1], a)
                   for i in range(0, len(level) - 1, 2)]
            if len(level) % 2:
                nxt.append(level[-1])
            level = nxt
        return add(level[0], 0, a)
    n = order[1]
    sums = [accumulate(terms[i:i + n], a, "seq")
            for i in range(0, len(terms), n)]
    return accumulate(sums, a, "seq")


def hadamard_sign(i, j):
    """Sylvester's Hadamard matrix: (-1)^(the bits i and j share)."""
    return -1 if bin(i & j).count("1") % 2 else 1


def rotate_sign(seed, j):
    """D's J-th sign from SEED: the top bit of splitmix64's J-th output
    from the state SEED, 1 for -1."""
    m = 2 ** 64 - 1
    z = (seed + (j + 1) * 0x9E3779B97F4A7C15) & m
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & m
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & m
    z ^= z >> 31
    return -1 if z >> 63 else 1


def rotation(d, seed):
    """H D, d x d, entries +1 or -1 (times 1 / sqrt(d) it is the
    rotation)."""
    return [[hadamard_sign(i, j) * rotate_sign(seed, j) for j in range(d)]
            for i in range(d)]


def rotate_row(x, seed, a):
    """X (a head's d floats, d a power of two) turned: round_A of
    s_j / sqrt(d) sum_i x_i H_ij, each exact (sqrt(d) a power of two) or
    at 300 bits."""
    d = len(x)
    r = math.isqrt(d)
    out = []
    for j in range(d):
        t = sum((F(v) * hadamard_sign(i, j) * rotate_sign(seed, j)
                 for i, v in enumerate(x)), F(0))
        out.append(round_to(t / r if r * r == d else
                            mpf(t.numerator) / t.denominator / mp.sqrt(d),
                            a))
    return out


# attn-check(1)'s kernel mistakes, in its order: each a way bend= bends
# the recipe
MISTAKES = ["flash-no-rescale", "flash-sum-not-rescaled", "flash-stale-max",
            "flash-last-block-dropped", "flash-no-final-division",
            "p-not-cast", "scale-twice"]
# and the backward's, the catalogue's no-rowsum and grad-no-scale among
# them as a kernel makes them
BACKWARD = ["bwd-lse-prev-row", "bwd-lse-as-max", "bwd-dq-overwritten",
            "bwd-dq-last-block-dropped", "bwd-dkv-overwritten",
            "bwd-dkv-last-block-dropped", "no-rowsum", "grad-no-scale"]


class Fail(Exception):
    """Where attn must fail: the message's distinctive part."""


def exact(x):
    """x (a float, an mpf, an int or a Fraction) as a Fraction."""
    if isinstance(x, F):
        return x
    if isinstance(x, mpf) or type(x).__name__ == "mpf":
        sign, man, exp, _ = x._mpf_
        v = F(int(man)) * F(2) ** exp
        return -v if sign else v
    return F(x)


def ratio(x):
    """X (a float, an mpf, an int or a Fraction) as whole numbers A / B,
    B > 0."""
    if isinstance(x, float):
        return x.as_integer_ratio()
    if isinstance(x, F):
        return x.numerator, x.denominator
    if isinstance(x, int):
        return x, 1
    sign, man, exp, _ = x._mpf_      # an mpf: man 2^exp
    a = -int(man) if sign else int(man)
    return (a << exp, 1) if exp >= 0 else (a, 1 << -exp)


def round_to(x, t):
    """The value of T nearest the exact X (ties to even) as a float: in
    whole numbers, X = a / b and the last place of T at X 2^q, n the
    nearest whole number to X / 2^q."""
    if isinstance(x, float):
        if not math.isfinite(x) or x == 0 or t == "f64":
            return x
        v = round_bits(x, t)
        if v is not None:
            return v
    # an mpf far below every format's least value (e^-1e9, say): 0, without
    # writing out its 2^-1e9
    if isinstance(x, mp.mpf) and x != 0 and mp.mag(x) < -1200:
        return -0.0 if x < 0 else 0.0
    a, b = ratio(x)
    return round_ratio(a, b, t)


def round_bits(x, t):
    """round_to of a finite double X to T where both X and the result are
    normal in T: its bits cut to T's, the rest deciding the rounding (to
    nearest, ties to even; a carry runs into the exponent, as it should);
    None elsewhere."""
    prec, emin, top, _ = FORMATS[t]
    b = struct.unpack("<Q", struct.pack("<d", x))[0]
    if (b >> 52 & 0x7ff) - 1023 < emin:
        return None
    sh = 53 - prec
    low, b = b & ((1 << sh) - 1), b >> sh
    if low > 1 << (sh - 1) or (low == 1 << (sh - 1) and b & 1):
        b += 1
    v = struct.unpack("<d", struct.pack("<Q", b << sh))[0]
    return None if abs(v) > top else v


def round_ratio(a, b, t):
    """round_to of the exact A / B (whole numbers, B > 0)."""
    if a == 0:
        return 0.0
    prec, emin, top, nan_top = FORMATS[t]
    neg = a < 0
    a = -a if neg else a
    if b & (b - 1) == 0:
        # B = 2^k: the last place by bit lengths, the rest by shifts
        k = b.bit_length() - 1
        e = a.bit_length() - 1 - k              # 2^e <= a / b < 2^(e+1)
        q = max(e - (prec - 1), emin - prec + 1)
        sh = q + k
        if sh <= 0:
            n = a << -sh
        else:
            n, r = a >> sh, a & ((1 << sh) - 1)
            if r > 1 << (sh - 1) or (r == 1 << (sh - 1) and n & 1):
                n += 1
    else:
        e = a.bit_length() - b.bit_length()  # 2^e <= a / b < 2^(e+2)
        if (a << max(0, -e)) < (b << max(0, e)):
            e -= 1
        q = max(e - (prec - 1), emin - prec + 1)
        num, den = (a << -q, b) if q <= 0 else (a, b << q)
        n, r = divmod(num, den)
        if 2 * r > den or (2 * r == den and n % 2):
            n += 1
    try:
        v = math.ldexp(n, q)
    except OverflowError:
        v = INF
    if v > top:
        return NAN if nan_top else (-INF if neg else INF)
    return -v if neg else v


def reads_back(s, x, t):
    """Does the decimal S read back as X, a value of T, and lie within
    T's finite range (attn(1): a number past it is no value of T)?"""
    y = float(s)
    if not math.isfinite(y) or abs(y) > FORMATS[t][2]:
        return False
    return round_to(y, t) == x


def repr_layout(x):
    r = repr(x)
    return r[:-2] if r.endswith(".0") else r


def shortest(x, t):
    """X as attn writes a value of T by default."""
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    if x == 0:
        return "-0" if math.copysign(1, x) < 0 else "0"
    if t == "f64":
        return repr_layout(x)
    # the n-digit decimals either side of x, exactly (decimal), the nearest
    # first: just above a power of two the interval below is narrower, and
    # at T's largest value it stops at x itself, so the nearest may not
    # read back where the one above or below does
    ax, sign = Decimal(abs(x)), "-" if x < 0 else ""
    for n in range(1, 18):
        q = Decimal(1).scaleb(ax.adjusted() - n + 1)
        for way in (ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR):
            s = sign + str(ax.quantize(q, way))
            if reads_back(s, x, t):
                return repr_layout(float(s))
    raise AssertionError("no decimal reads back as %r in %s" % (x, t))


# --- the recipes -------------------------------------------------------------

SCALE = 2.0 ** 160


def ints(x):
    """The floats X, values of a format whose every value is a multiple of
    2^-160 (all of them but f64), as whole numbers of 2^-160."""
    out = [int(a * SCALE) for a in x]
    assert all(a * SCALE == b for a, b in zip(x, out)), "not a value of T"
    return out


def exact_dot(x, y):
    """The exact dot product of X and Y, lists of whole numbers of 2^-160
    (ints), as a Fraction."""
    return F(sum(map(operator.mul, x, y)), 2 ** 320)


def exp_of(x):
    """e^x for an exact x (Fraction), at 300 bits."""
    return mp.exp(mpf(x.numerator) / x.denominator)


def scale_of(o, d):
    """The scale c as an exact value (Fraction) or an mpf."""
    if o.get("no_scale"):
        return F(1)
    if "scale" in o:
        return exact(o["scale"])
    r = math.isqrt(d)
    if r * r == d:
        return F(1, r)
    return 1 / mp.sqrt(d)


def times(c, x):
    """c x exactly (Fraction) or at 300 bits (mpf c)."""
    if isinstance(c, F):
        return c * exact(x)
    return c * mpf(x)


def alibi_slopes(h):
    """The ALiBi paper's slopes of H heads (exactly rounded doubles)."""
    from masks import alibi_slope
    return [alibi_slope(k, h) for k in range(h)]


class Problem:
    """Q (n_q rows of H*d_k), K (n_k rows of G*d_k), V (n_k rows of
    G*d_v), already values of T or not (they are rounded here, as attn
    reads them), and the options as a dict:

      t, a: the formats (--dtype, --accumulate); block (flash)
      causal, window (L, R), offset, mask (0/1 rows n_k or H*n_k wide),
      bias (rows, -inf masks), alibi (True) or slopes (H numbers),
      temperature, softcap, sinks (H numbers), policy (masked-rows),
      heads H, kv_heads G, no_scale, scale; sum_order (accumulate()'s
      orders), tf32 ("rna" or "truncate"); bend (a kernel mistake's
      name), quiet (overflow kept as inf or nan, not Fail)."""

    def __init__(self, Q, K, V, **o):
        self.o = o
        self.bend = o.get("bend")
        self.quiet = o.get("quiet", False)
        self.cache = {}
        self.t, self.a = o["t"], o.get("a", "f32")
        self.order = o.get("sum_order", "exact")
        self.tf32 = o.get("tf32")
        self.H = o.get("heads", 1)
        self.G = o.get("kv_heads", self.H)
        self.Q = [self.read(r, "Q", i) for i, r in enumerate(Q)]
        self.K = [self.read(r, "K", i) for i, r in enumerate(K)]
        self.V = [self.read(r, "V", i) for i, r in enumerate(V)] if V else None
        self.quant = o.get("quant")
        self.flashing = False
        if self.quant:
            self.quantize(o)
        self.nk = len(K)
        self.dk = len(Q[0]) // self.H if Q else len(K[0]) // self.G
        self.dv = len(V[0]) // self.G if V else 0
        assert not Q or len(K[0]) == self.G * self.dk, "K's width"
        assert not V or len(V) == self.nk, "V's rows"
        self.bias = ([self.read(r, "bias", i) for i, r in
                      enumerate(o["bias"])] if "bias" in o else None)
        self.sinks = (self.read(o["sinks"], "sinks", 0) if "sinks" in o
                      else None)
        if o.get("alibi") or "slopes" in o:
            sl = o.get("slopes") or alibi_slopes(self.H)
            self.slopes = [round_to(s, self.t) for s in sl]
        else:
            self.slopes = None

    def read(self, row, what, i):
        out = []
        for c, x in enumerate(row):
            if not math.isfinite(x):
                out.append(x)
                continue
            v = round_to(x, self.t)
            if not math.isfinite(v):
                raise Fail("%s row %d field %d too large for %s"
                           % (what, i, c + 1, self.t))
            out.append(v)
        return out

    # --- FP8 with scales ----------------------------------------------
    def descale(self, rows):
        """round_A(amax / the fp8 format's largest) of ROWS; 1 for 0."""
        m = max([abs(v) for r in rows for v in r] + [0.0])
        if m == 0:
            return 1.0
        d = round_to(F(m) / F(FORMATS[self.quant][2]), self.a)
        if not math.isfinite(d) or d == 0:
            raise Fail("descale overflow")
        return d

    def quantize(self, o):
        """Q and K turned (rotate: the seed) and in fp8, V in fp8 times its
        descale; the descales per head, per block of scale_block rows (the
        whole tensor without), as attn-attend(1) says."""
        a, qf = self.a, self.quant
        self.rot = o.get("rotate")
        self.sb = o.get("scale_block")
        self.pdt = o.get("pdt", self.t)
        flash_default = self.a if o.get("flash") else self.t
        self.sdt = o.get("sdt", flash_default)
        self.boost = 256 if self.pdt in ("e4m3", "e5m2") else 1

        def heads(M, n, w):
            out = []
            for h in range(n):
                rows = [r[h * w:(h + 1) * w] for r in M]
                if self.rot is not None:
                    rows = [rotate_row(r, self.rot, a) for r in rows]
                out.append(rows)
            return out

        def blocks(rows):
            b = self.sb or max(len(rows), 1)
            return [self.descale(rows[i:i + b])
                    for i in range(0, max(len(rows), 1), b)]
        dk = len(self.Q[0]) // self.H if self.Q else len(self.K[0]) // self.G
        qh = heads(self.Q, self.H, dk)
        kh = heads(self.K, self.G, dk)
        self.qd = [blocks(r) for r in qh]
        self.kd = [blocks(r) for r in kh]
        b = self.sb or max(len(self.K), 1)
        self.q8 = [[[round_to(F(v) / F(self.qd[h][i // b if self.sb else 0]),
                              qf) for v in row] for i, row in enumerate(rs)]
                   for h, rs in enumerate(qh)]
        k8 = [[[round_to(F(v) / F(self.kd[g][j // b if self.sb else 0]), qf)
                for v in row] for j, row in enumerate(rs)]
              for g, rs in enumerate(kh)]
        # K back as rows of G heads, as key() reads it
        self.K = [[v for g in range(self.G) for v in k8[g][j]]
                  for j in range(len(self.K))]
        if self.V:
            dv = len(self.V[0]) // self.G
            vh = [[r[g * dv:(g + 1) * dv] for r in self.V]
                  for g in range(self.G)]
            self.vd = [blocks(r) for r in vh]
            self.V = [[round_to(F(v) / F(self.vd[g][j // b if self.sb
                                                     else 0]), qf) *
                       self.vd[g][j // b if self.sb else 0]
                       for g in range(self.G) for v in vh[g][j]]
                      for j in range(len(self.V))]

    def sigma(self, i, h, j):
        """round_A(c round_A(dq dk)), the scale of row I's head H against
        key J."""
        b = self.sb
        dq = self.qd[h][i // b if b else 0]
        dk = self.kd[self.kv(h)][j // b if b else 0]
        c = scale_of(self.o, self.dk)
        return round_to(times(c, round_to(F(dq) * F(dk), self.a)), self.a)

    def q8_scores(self, i, h):
        """Row I's head H against every key: round_S(round_A(sigma dot)),
        -inf where masked (the scores both recipes take under
        --quantize); and the dot products."""
        qi = ints(self.q8[h][i])
        kvh = self.kv(h)
        dots, out = [], []
        for j in range(self.nk):
            if self.masked(i, j, h):
                dots.append(-INF)
                out.append(-INF)
                continue
            d = self.check(self.dot(qi, self.key(j, kvh)), "score overflow")
            dots.append(d)
            out.append(round_to(round_to(F(self.sigma(i, h, j)) * F(d),
                                         self.a), self.sdt))
        return dots, out

    # --- pieces --------------------------------------------------------
    def kv(self, h):
        return h // (self.H // self.G)

    def masked(self, i, j, h):
        o = self.o
        pos = i + o.get("offset", 0)
        if o.get("causal") and j > pos:
            return True
        if "window" in o:
            left, right = o["window"]
            if j < pos - left or j > pos + right:
                return True
        if "mask" in o:
            row = o["mask"][i]
            if len(row) != self.nk:
                row = row[h * self.nk:(h + 1) * self.nk]
            if row[j] == 0:
                return True
        return False

    def bias_of(self, i, j, h):
        if self.bias is None:
            return None
        row = self.bias[i]
        if len(row) != self.nk:
            row = row[h * self.nk:(h + 1) * self.nk]
        return row[j]

    def dot(self, x, y):
        """round_A of the dot product of X and Y (ints()), summed in the
        order of sum_order, the operands rounded to TF32 first with
        tf32."""
        if self.tf32:
            x = [tf32_int(v, self.tf32) for v in x]
            y = [tf32_int(v, self.tf32) for v in y]
        if self.order == "exact":
            return round_to(exact_dot(x, y), self.a)
        return accumulate([F(u * v, 2 ** 320) for u, v in zip(x, y)],
                          self.a, self.order)

    def sum(self, terms):
        """round_A of the sum of TERMS in the order of sum_order."""
        return accumulate(terms, self.a, self.order)

    def key(self, j, kvh):
        """Key J of key/value head KVH as ints()."""
        if (j, kvh) not in self.cache:
            self.cache[j, kvh] = ints(
                self.K[j][kvh * self.dk:(kvh + 1) * self.dk])
        return self.cache[j, kvh]

    def column(self, kvh, c):
        """Column C of V's head KVH as ints()."""
        if ("v", kvh, c) not in self.cache:
            self.cache["v", kvh, c] = ints(
                [self.V[j][kvh * self.dv + c] for j in range(self.nk)])
        return self.cache["v", kvh, c]

    def check(self, x, what):
        if not math.isfinite(x) and not self.quiet:
            raise Fail(what)
        return x

    def transforms(self, x, i, j, h):
        """The score X of key J through the transforms, each in A;
        None where masked."""
        o, a = self.o, self.a
        if x == -INF or self.masked(i, j, h):
            return None
        if o.get("temperature"):
            x = self.check(round_to(F(x) / exact(o["temperature"]), a),
                           "temperature overflow")
        if o.get("softcap"):
            c = mpf(o["softcap"])
            x = round_to(c * mp.tanh(mpf(x) / c), a)
        b = self.bias_of(i, j, h)
        if b == -INF:
            return None
        if b is not None or self.slopes:
            s = F(x) + (F(b) if b is not None else 0)
            if self.slopes:
                pos = i + o.get("offset", 0)
                s -= F(self.slopes[h]) * abs(pos - j)
            x = self.check(round_to(s, a), "bias overflow")
        return x

    def empty(self, n):
        """A block with every key masked: its weights, as --masked-rows
        says (uniform as the math recipe's softmax gives it)."""
        p = self.o.get("policy", "zero")
        if p == "error":
            raise Fail("every key is masked")
        if p == "uniform":
            return [round_to(round_to(F(1, n), self.a), self.t)] * n
        return [NAN if p == "nan" else 0.0] * n

    def output_steps(self, w, h):
        """Head H's output from the weights W: round_A of each sum, and
        its round_T; NaN with a NaN weight."""
        t = self.t
        kvh = self.kv(h)
        oa, o = [], []
        for c in range(self.dv):
            if any(math.isnan(x) for x in w):
                oa.append(NAN)
                o.append(NAN)
                continue
            oa.append(self.check(self.dot(ints(w), self.column(kvh, c)),
                                 "output overflow"))
            if self.quant and self.boost != 1 and not self.flashing:
                oa[-1] = round_to(F(oa[-1]) / self.boost, self.a)
            o.append(self.check(round_to(oa[-1], t), "output overflow"))
        return oa, o

    def output(self, w, h):
        """round_T(round_A(sum w_j v_j)) of head H."""
        return self.output_steps(w, h)[1]

    # --- math ------------------------------------------------------------
    def q_tilde(self, q):
        c = scale_of(self.o, self.dk)
        twice = self.bend == "scale-twice"
        return [self.check(round_to(times(c, round_to(times(c, x), self.t))
                                    if twice else times(c, x), self.t),
                           "query overflow") for x in q]

    def math_head(self, i, h, s=None):
        """Head H of row I by the math recipe, each step's values in a
        dict: q (q~), dot, s (S), t (into the softmax, None masked), m,
        e, es (the sink's), l, w (P), oa (round_A of the output's sums),
        o.  S given: the scores a row of weights reads."""
        t, a = self.t, self.a
        tr = {}
        if s is None and self.quant:
            tr["q"] = self.q8[h][i]
            tr["dot"], s = self.q8_scores(i, h)
        if s is None:
            q = self.q_tilde(self.Q[i][h * self.dk:(h + 1) * self.dk])
            kvh = self.kv(h)
            tr["q"], tr["dot"], s = q, [], []
            qi = ints(q)
            for j in range(self.nk):
                if self.masked(i, j, h):
                    tr["dot"].append(-INF)
                    s.append(-INF)
                    continue
                d = self.check(self.dot(qi, self.key(j, kvh)),
                               "score overflow")
                tr["dot"].append(d)
                s.append(self.check(round_to(d, t), "score overflow"))
        tr["s"] = s
        x = []
        st = self.sdt if self.quant else t
        for j, v in enumerate(s):
            v = self.transforms(v, i, j, h)
            x.append(None if v is None else
                     self.check(round_to(v, st), "transformed overflow"))
        tr["t"] = x
        live = [v for v in x if v is not None]
        sink = self.sinks[h] if self.sinks else None
        if not live and sink is None:
            tr["m"] = -INF
            tr["w"] = self.empty(len(s))
            return tr
        m = max(live + ([sink] if sink is not None else []))
        sx = self.sdt if self.quant else a
        e = [round_to(round_to(exp_of(F(v) - F(m)), a), sx)
             if v is not None else 0.0 for v in x]
        es = round_to(round_to(exp_of(F(sink) - F(m)), a), sx) \
            if sink is not None else 0.0
        l = round_to(self.check(self.sum(([es] if sink is not None else []) +
                                         e), "sum overflow"), sx)
        tr.update(m=m, e=e, es=es, l=l)
        if self.quant:
            tr["w"] = [round_to(round_to(self.boost * F(round_to(
                F(v) / F(l), a)), a), self.pdt) for v in e]
        else:
            tr["w"] = [round_to(round_to(F(v) / F(l), a), t) for v in e]
        return tr

    def scores(self, i, h):
        """S of row I, head H (math): -inf where masked."""
        qi = ints(self.q_tilde(self.Q[i][h * self.dk:(h + 1) * self.dk]))
        kvh = self.kv(h)
        out = []
        for j in range(self.nk):
            if self.masked(i, j, h):
                out.append(-INF)
                continue
            out.append(self.check(round_to(self.dot(qi, self.key(j, kvh)),
                                           self.t), "score overflow"))
        return out

    def scores_row(self, i):
        """Row I of scores --dtype (with --bias or --alibi, S plus them,
        in A, then in T)."""
        out = []
        for h in range(self.H):
            s = self.scores(i, h)
            if self.bias is not None or self.slopes:
                s = [v if v == -INF else
                     (lambda x: -INF if x is None else
                      self.check(round_to(x, self.t), "bias overflow"))(
                          self.transforms(v, i, j, h))
                     for j, v in enumerate(s)]
            out += s
        return out

    def weights_row(self, s, i):
        """Row I of weights --dtype, from the scores S (H blocks)."""
        out = []
        for h in range(self.H):
            blk = [round_to(v, self.t) if math.isfinite(v) else v
                   for v in s[h * self.nk:(h + 1) * self.nk]]
            out += self.math_head(i, h, blk)["w"]
        return out

    def apply_row(self, w):
        """A row of apply --dtype, from the weights W (H blocks)."""
        out = []
        for h in range(self.H):
            blk = [round_to(v, self.t) if math.isfinite(v) else v
                   for v in w[h * self.nk:(h + 1) * self.nk]]
            out += self.output(blk, h)
        return out

    def math(self, i):
        """Row I of attend --dtype (math)."""
        self.flashing = False
        out = []
        for h in range(self.H):
            out += self.output(self.math_head(i, h)["w"], h)
        return out

    # --- flash -----------------------------------------------------------
    def flash_head(self, i, h):
        """Head H of row I by the flash recipe: a dict of its steps, dot,
        s (round_A(c dot)), t (None masked), blocks (j0, j1, m', p,
        round_T(p), r, round_A(sum p), l, acc; None for one left out),
        m, l, o."""
        t, a, B = self.t, self.a, self.o.get("block", 128)
        c = scale_of(self.o, self.dk)
        qi = None if self.quant else \
            ints(self.Q[i][h * self.dk:(h + 1) * self.dk])
        kvh = self.kv(h)
        tr = {"dot": [], "s": [], "t": [], "blocks": []}
        if self.quant:
            dots, sq = self.q8_scores(i, h)
        for j in range(self.nk):
            if self.masked(i, j, h):
                tr["dot"].append(-INF)
                tr["s"].append(-INF)
                tr["t"].append(None)
                continue
            if self.quant:
                tr["dot"].append(dots[j])
                tr["s"].append(sq[j])
                tr["t"].append(self.transforms(sq[j], i, j, h))
                continue
            x = self.check(self.dot(qi, self.key(j, kvh)), "score overflow")
            tr["dot"].append(x)
            x = self.check(round_to(times(c, x), a), "score overflow")
            if self.bend == "scale-twice":
                x = self.check(round_to(times(c, x), a), "score overflow")
            tr["s"].append(x)
            tr["t"].append(self.transforms(x, i, j, h))
        s = tr["t"]
        sink = self.sinks[h] if self.sinks else None
        m = sink if sink is not None else -INF
        l = 1.0 if sink is not None else 0.0
        acc = [0.0] * self.dv
        bend = self.bend
        starts = list(range(0, self.nk, B))
        if (bend == "flash-last-block-dropped" and len(starts) > 1 and
                self.nk % B):
            starts.pop()
        for j0 in starts:
            blk = range(j0, min(j0 + B, self.nk))
            live = [s[j] for j in blk if s[j] is not None]
            if not live:
                tr["blocks"].append(None)
                continue
            m2 = max([m] + live)
            # the stale max: p from the max before this block (the first
            # block its own)
            base = m if bend == "flash-stale-max" and m != -INF else m2
            p = [(round_to(exp_of(F(s[j]) - F(base)), a) if s[j] - base < 709
                  else round_to(F(2) ** 1100, a))
                 if s[j] is not None else 0.0 for j in blk]
            if self.quant:
                p = [round_to(round_to(self.boost * F(x), a), self.sdt)
                     for x in p]
            r = round_to(exp_of(F(m) - F(m2)), a) if m != -INF else 0.0
            sp = self.sum(p)
            rl = l if bend == "flash-sum-not-rescaled" else \
                round_to(F(r) * F(l), a)
            l = self.check(round_to(F(rl) + F(sp), a) if math.isfinite(sp)
                           else sp, "output overflow")
            pt = p if bend == "p-not-cast" else \
                [round_to(x, self.pdt if self.quant else t) for x in p]
            for cc in range(self.dv):
                col = self.column(kvh, cc)[blk[0]:blk[-1] + 1]
                ra = acc[cc] if bend == "flash-no-rescale" or r == 1 else \
                    round_to(F(r) * F(acc[cc]), a) if r else 0.0
                if not all(map(math.isfinite, pt)) or not math.isfinite(ra):
                    acc[cc] = NAN
                    continue
                acc[cc] = self.check(round_to(
                    F(ra) + F(self.check(self.dot(ints(pt), col),
                                         "output overflow")),
                    a), "output overflow")
            tr["blocks"].append((j0, blk[-1] + 1, m2, p, pt, r, sp, l,
                                 list(acc)))
            m = m2
        tr["m"], tr["l"] = m, l
        if m == -INF:
            w = self.empty(self.nk)
            tr["w"] = w
            tr["o"] = ([w[0]] * self.dv if math.isnan(w[0]) or w[0] == 0
                       else self.output(w, h))
            return tr
        tr["oa"] = [x if bend == "flash-no-final-division" else
                    round_to(F(x) / F(l), a) if math.isfinite(x) and
                    math.isfinite(l) else NAN for x in acc]
        tr["o"] = [self.check(round_to(x, t), "output overflow")
                   for x in tr["oa"]]
        return tr

    def flash(self, i):
        """Row I of attend --dtype --recipe flash --block B."""
        self.flashing = True
        out = []
        for h in range(self.H):
            out += self.flash_head(i, h)["o"]
        return out

    # --- the log-sum-exp (--lse) -------------------------------------------
    def lse_of(self, m, l):
        """round_A(m + round_A(ln l)), -inf where no key was seen: a head's
        LSE as attend --dtype --lse writes it after O."""
        if m == -INF or l == 0:
            return -INF
        return round_to(F(m) + F(round_to(mp.log(mpf(l)), self.a)), self.a)

    def attend_lse(self, i, flash):
        """Row I of attend --dtype --lse: O (H blocks), and each head's
        LSE, from the recipe's own max and sum (flash's l is 2^8 its size
        where P is fp8: the LSE takes l / 2^8)."""
        self.flashing = flash
        out, lse = [], []
        for h in range(self.H):
            if flash:
                tr = self.flash_head(i, h)
                out += tr["o"]
                l = tr["l"] / (getattr(self, "boost", 1) if self.quant
                               else 1)
            else:
                tr = self.math_head(i, h)
                out += self.output(tr["w"], h)
                l = tr.get("l", 0.0)
            lse.append(self.lse_of(tr["m"], l))
        return out, lse


    # --- the backward (grad --dtype) ----------------------------------------
    def vrow(self, j, kvh):
        """Row J of V's head KVH as ints()."""
        if ("vr", j, kvh) not in self.cache:
            self.cache["vr", j, kvh] = ints(
                self.V[j][kvh * self.dv:(kvh + 1) * self.dv])
        return self.cache["vr", j, kvh]

    def bwd_head(self, i, h, do, flash, prev, ds=True):
        """Head H of row I's backward steps, DO its row of dO (values of
        T): a dict of lse (flash), D, P (the weights the sums of dV take:
        round_T(P) or math's P), dS (in T, 0 where masked), y (what dK's
        sums take: Q's row, or math's q~).  PREV: the row before's LSE
        (the bwd-lse-prev-row bend).  Without DS (dV's), P alone."""
        t, a, nk = self.t, self.a, self.nk
        kvh = self.kv(h)
        doi = ints(do)
        out = {}
        if flash:
            tr = self.flash_head(i, h)
            m, l = tr["m"], tr["l"]
            lse = INF if m == -INF else round_to(
                F(m) + F(round_to(mp.log(mpf(l)), a)), a)
            D = 0.0 if self.bend == "no-rowsum" else round_to(
                sum((F(x) * F(y) for x, y in zip(do, tr["o"])), F(0)), a)
            base = (m if self.bend == "bwd-lse-as-max" else
                    prev if self.bend == "bwd-lse-prev-row" and i > 0 else
                    lse)
            P, PT, dS = [], [], []
            for j, s in enumerate(tr["t"]):
                if s is None:
                    P.append(0.0)
                    PT.append(0.0)
                    dS.append(0.0)
                    continue
                p = (0.0 if base == INF else
                     round_to(F(2) ** 1100, a) if s - base > 709 else
                     round_to(exp_of(F(s) - F(base)), a))
                P.append(p)
                PT.append(round_to(p, t))
                if ds:
                    dp = self.check(self.dot(doi, self.vrow(j, kvh)),
                                    "dP overflow")
                    dS.append(self.ds(p, dp, D))
            out.update(lse=lse, D=D, P=PT, dS=dS,
                       y=self.Q[i][h * self.dk:(h + 1) * self.dk])
            return out
        tr = self.math_head(i, h)
        w, x = tr["w"], tr["t"]
        if not ds:
            return dict(P=w)
        dp = [None if x[j] is None else
              self.check(round_to(self.dot(doi, self.vrow(j, kvh)), t),
                         "dP overflow")
              for j in range(nk)]
        D = 0.0 if self.bend == "no-rowsum" else round_to(
            sum((F(w[j]) * F(dp[j]) for j in range(nk)
                 if x[j] is not None), F(0)), a)
        dS = [0.0 if x[j] is None else self.ds(w[j], dp[j], D)
              for j in range(nk)]
        out.update(D=D, P=w, dS=dS, y=tr["q"])
        return out

    def ds(self, p, dp, D):
        """round_T(round_A(P round_A(dP - D))), Fail where it overflows."""
        a = self.a
        if not all(map(math.isfinite, (p, dp, D))):
            x = p * (dp - D)
        else:
            x = round_to(F(p) * F(round_to(F(dp) - F(D), a)), a)
        return self.check(round_to(x, self.t) if math.isfinite(x) else x,
                          "dS overflow")

    def grad(self, dO, wrt, flash=False):
        """grad --dtype T --wrt WRT (q, k or v): the answer's rows, values
        of T, by the math recipe or (FLASH) the flash recipe with blocks
        of o["block"] rows and keys; dO n_q rows of H*d_v, rounded to T
        here as attn reads it.  Bent as self.bend says (bwd-*)."""
        t, a, nk, H = self.t, self.a, self.nk, self.H
        B = self.o.get("block", 128)
        dO = [self.read(r, "dO", i) for i, r in enumerate(dO)]
        nq = len(self.Q)
        c = F(1) if self.bend == "grad-no-scale" else scale_of(self.o,
                                                                self.dk)
        rows, prev = [], [None] * H
        for i in range(nq):
            hs = []
            for h in range(H):
                hs.append(self.bwd_head(i, h, dO[i][h * self.dv:
                                                   (h + 1) * self.dv],
                                        flash, prev[h], wrt != "v"))
            prev = [x.get("lse") for x in hs]
            rows.append(hs)
        if wrt == "q":
            return [self.bwd_dq(rows[i], c, flash) for i in range(nq)]
        d = self.dk if wrt == "k" else self.dv
        per_head = []
        for h in range(H):
            kvh = self.kv(h)
            # X: dS or P, column j over the rows; Y: q~ (or Q), or dO
            X = [[rows[i][h]["dS" if wrt == "k" else "P"][j]
                  for i in range(nq)] for j in range(nk)]
            Y = [[(rows[i][h]["y"] if wrt == "k" else
                   dO[i][h * self.dv:(h + 1) * self.dv])[cc]
                  for i in range(nq)] for cc in range(d)]
            Xi = [ints(x) for x in X]
            Yi = [ints(y) for y in Y]
            hd = []
            for j in range(nk):
                r = []
                for cc in range(d):
                    if not flash:
                        r.append(round_to(round_to(
                            exact_dot(Xi[j], Yi[cc]), a), t))
                        continue
                    starts = list(range(0, nq, B))
                    parts = [round_to(exact_dot(Xi[j][s:s + B],
                                                Yi[cc][s:s + B]), a)
                             for s in starts]
                    if (self.bend == "bwd-dkv-last-block-dropped" and
                            len(parts) > 1 and nq % B):
                        parts.pop()
                    acc = 0.0
                    for p in reversed(parts):
                        acc = (p if self.bend == "bwd-dkv-overwritten" else
                               round_to(F(acc) + F(p), a))
                    r.append(round_to(round_to(times(c, acc), a), t)
                             if wrt == "k" else round_to(acc, t))
                hd.append(r)
            per_head.append(hd)
        out = []
        for j in range(nk):
            row = []
            for g in range(self.G):
                hs = [h for h in range(H) if self.kv(h) == g]
                for cc in range(d):
                    v = [per_head[h][j][cc] for h in hs]
                    row.append(v[0] if len(v) == 1 else round_to(round_to(
                        sum(map(F, v), F(0)), a), t))
            out.append(self.check_all(row, "d%s overflow" % wrt.upper()))
        return out

    def check_all(self, row, what):
        for x in row:
            self.check(x, what)
        return row

    def bwd_dq(self, hs, c, flash):
        """A row of dQ from its heads' steps HS."""
        t, a, nk, B = self.t, self.a, self.nk, self.o.get("block", 128)
        out = []
        for h, st in enumerate(hs):
            kvh = self.kv(h)
            dsi = ints(st["dS"])
            for cc in range(self.dk):
                col = self.cache.get(("k", kvh, cc))
                if col is None:
                    col = self.cache["k", kvh, cc] = ints(
                        [self.K[j][kvh * self.dk + cc] for j in range(nk)])
                if not flash:
                    x = round_to(round_to(exact_dot(dsi, col), a), t)
                    # c times a zero keeps the zero's sign, as IEEE has it
                    out.append(round_to(times(c, x), t) if x else
                               x if c > 0 else -x)
                    continue
                starts = list(range(0, nk, B))
                if (self.bend == "bwd-dq-last-block-dropped" and
                        len(starts) > 1 and nk % B):
                    starts.pop()
                acc = 0.0
                for s in starts:
                    x = round_to(exact_dot(dsi[s:s + B], col[s:s + B]), a)
                    acc = (x if self.bend == "bwd-dq-overwritten" else
                           round_to(F(acc) + F(x), a))
                out.append(round_to(round_to(times(c, acc), a), t))
        return self.check_all(out, "dQ overflow")


def combine(parts, t, a, sink=None):
    """FlashAttention's split-KV combine of one head, as merge --dtype T
    --accumulate A computes it: PARTS a list of (L_p, O_p), the sink a part
    of output 0 put first.  Returns (O, L)."""
    dv = len(parts[0][1])
    Ls = ([sink] if sink is not None else []) + [L for L, _ in parts]
    M = max(Ls)
    if M == -INF:
        return [0.0] * dv, -INF

    def e(x, m):
        return 0.0 if x == -INF else round_to(exp_of(F(x) - F(m)), a)
    S = 0.0
    for L in Ls:
        S = round_to(F(S) + F(e(L, M)), a)
    Lm = round_to(F(M) + F(round_to(mp.log(mpf(S)), a)), a)
    f = [e(L, Lm) for L, _ in parts]
    out = []
    for c in range(dv):
        acc = 0.0
        for fp, (_, O) in zip(f, parts):
            if fp != 0:
                acc = round_to(F(acc) + F(fp) * F(O[c]), a)
        out.append(round_to(acc, t))
    return out, Lm
