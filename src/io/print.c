/* print.c - a double into text, always in the C locale.
 *
 * attn never calls setlocale, so printf stays in the C locale whatever LANG
 * or LC_ALL say: 0.5 is written "0.5" in Berlin too.  Writing numbers is
 * much of attn's time, so the shortest form has a fast path with a slow,
 * obviously right method behind it: Schubfach (R. Giulietti, "The
 * Schubfach way to render doubles", 2020): scale the rounding interval of x
 * by a power of ten (pow5.h) so that its ends fall near integers, then look
 * for the shortest decimal inside it among at most four candidates.
 * num_shortest_ref is the search over printf precisions, kept as the
 * reference.
 */
#include "io/number.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/bits.h"
#include "io/pow5.h"

struct num_format num_fmt = { FMT_SHORTEST, 0, 0, 0, 0 };
struct num_format num_tail = { FMT_SHORTEST, 0, 0, 0, 0 };
size_t num_tail_from = SIZE_MAX;

#ifdef NUM_TEST_HOOKS
unsigned long num_slow_writes;
#endif

/* Lay out decimal digits d[0..n) with value 0.d * 10^decpt, repr style. */
static size_t num_layout(char *buf, int neg, const char *d, int n, int decpt)
{
	char *o = buf;
	int i;

	if (neg)
		*o++ = '-';
	if (decpt <= -4 || decpt > 16) {
		int x = decpt - 1;

		*o++ = d[0];
		if (n > 1) {
			*o++ = '.';
			memcpy(o, d + 1, (size_t)(n - 1));
			o += n - 1;
		}
		*o++ = 'e';
		*o++ = x < 0 ? '-' : '+';
		if (x < 0)
			x = -x;
		if (x >= 100)
			*o++ = (char)('0' + x / 100);
		*o++ = (char)('0' + x / 10 % 10);
		*o++ = (char)('0' + x % 10);
	} else if (decpt <= 0) {
		*o++ = '0';
		*o++ = '.';
		for (i = decpt; i < 0; i++)
			*o++ = '0';
		memcpy(o, d, (size_t)n);
		o += n;
	} else if (decpt < n) {
		memcpy(o, d, (size_t)decpt);
		o += decpt;
		*o++ = '.';
		memcpy(o, d + decpt, (size_t)(n - decpt));
		o += n - decpt;
	} else {
		memcpy(o, d, (size_t)n);
		o += n;
		for (i = n; i < decpt; i++)
			*o++ = '0';
	}
	return (size_t)(o - buf);
}

static size_t special(double x, char *buf)
{
	const char *s = isnan(x) ? "nan" : x < 0 ? "-inf" : "inf";

	strcpy(buf, s);
	return strlen(s);
}

static size_t zero(double x, char *buf)
{
	strcpy(buf, signbit(x) ? "-0" : "0");
	return signbit(x) ? 2 : 1;
}

/* The values that read back as a value of a narrower format (see
 * num_shortest_in): those between lo and hi, each end included when
 * LO_IN, HI_IN.  NULL stands for a double's own: those that read back as
 * it. */
struct span {
	double lo, hi;
	int lo_in, hi_in;
};

static int reads_back(const char *s, double x, const struct span *sp)
{
	double y = strtod(s, NULL);

	if (!sp)
		return y == x;
	return (sp->lo_in ? y >= sp->lo : y > sp->lo) &&
	       (sp->hi_in ? y <= sp->hi : y < sp->hi);
}

/* The N digits D of exponent *EXP10, one unit of their last place down:
 * a leading 0 left makes them all 9s, a decade lower. */
static void digits_down(char *d, int n, int *exp10)
{
	int i;

	for (i = n - 1; i > 0 && d[i] == '0'; i--)
		d[i] = '9';
	d[i]--;
	if (d[0] == '0') {
		memset(d, '9', (size_t)n);
		(*exp10)--;
	}
}

/* D, N digits of exponent EXP10, as %e writes them, signed as X. */
static void digits_e(char *tmp, size_t size, double x, const char *d, int n,
		     int exp10)
{
	snprintf(tmp, size, "%s%c.%.*se%d", x < 0 ? "-" : "", d[0], n - 1,
		 d + 1, exp10);
}

/* The reference method, slow and plain.  The correctly rounded N digits
 * (printf %.Ne) are the nearest N-digit decimal, so if any N-digit decimal
 * reads back as x, either they do or, just above x where a power of two
 * makes the rounding interval lopsided, the next N-digit decimal up does,
 * or, where the interval stops at x (a format's largest value), the next
 * one down.  The first N that reads back gives the shortest, nearest
 * digits. */
COLD static size_t shortest_slow(double x, char *buf, const struct span *sp)
{
	char tmp[40], d[20], near[20];
	int prec, n, i, exp10 = 0, exp_near;
	const char *p;

	if (!isfinite(x))
		return special(x, buf);
	if (x == 0)
		return zero(x, buf);
	for (prec = 1; prec <= 17; prec++) {
		snprintf(tmp, sizeof tmp, "%.*e", prec - 1, x);
		n = 0;
		for (p = tmp + (tmp[0] == '-'); *p != 'e'; p++)
			if (*p != '.')
				d[n++] = *p;
		exp10 = atoi(p + 1);
		if (reads_back(tmp, x, sp))
			break;
		memcpy(near, d, (size_t)n);
		exp_near = exp10;
		for (i = n - 1; i >= 0 && d[i] == '9'; i--)
			d[i] = '0';
		if (i < 0) {
			d[0] = '1';
			exp10++;
		} else
			d[i]++;
		digits_e(tmp, sizeof tmp, x, d, n, exp10);
		if (reads_back(tmp, x, sp))
			break;
		memcpy(d, near, (size_t)n);
		exp10 = exp_near;
		digits_down(d, n, &exp10);
		digits_e(tmp, sizeof tmp, x, d, n, exp10);
		if (reads_back(tmp, x, sp))
			break;
	}
	while (n > 1 && d[n - 1] == '0')
		n--;
	return num_layout(buf, signbit(x) != 0, d, n, exp10 + 1);
}

COLD TEST_HOOK size_t num_shortest_ref(double x, char *buf)
{
	return shortest_slow(x, buf, NULL);
}

/* Is m 2^q 10^j an integer? */
static int is_integer(uint64_t m, int q, int j)
{
	uint64_t p5 = 1;
	int i;

	if (j < 0) {
		if (-j > 27)		/* 5^25 > m */
			return 0;
		for (i = 0; i < -j; i++)
			p5 *= 5;
		if (m % p5)
			return 0;
	}
	return q + j >= 0 || ctz64(m) >= -(q + j);
}

/* Round to odd of M = m 2^q 10^j (m < 2^57): floor(M) if M is an integer,
 * floor(M) | 1 if not.  Such a value compares with any even integer, and
 * divides by 4, as M itself does.  g is the table entry for 10^j plus one,
 * an overestimate G + d, 0 < d <= 1, of G = 10^j 2^(127 - floor(log2
 * 10^j)), and M = m G / 2^sh with sh in [124, 127].  So m g / 2^sh
 * overshoots M by less than m / 2^sh < 1: where its fraction exceeds m
 * (in units of 2^-sh) M has the same floor and is no integer; where it
 * does not, M is within m / 2^sh of the integer n, and is_integer tells
 * whether it is n.  If not, the estimate cannot tell floor and 0 is
 * returned; Schubfach's analysis says this never happens. */
static HOT_INLINE int round_to_odd(uint64_t m, int q, int j, const uint64_t g[2], int sh,
			uint64_t *out)
{
	uint64_t lo0, lo1, hi0, hi1, mid, n;
	int r = sh - 64;		/* 60 to 63 */

	lo0 = mul64(m, g[1], &lo1);
	hi0 = mul64(m, g[0], &hi1);
	mid = hi0 + lo1;
	hi1 += mid < hi0;
	/* P = hi1 2^128 + mid 2^64 + lo0; n = P >> sh. */
	n = hi1 << (64 - r) | mid >> r;
	if ((mid & (((uint64_t)1 << r) - 1)) || lo0 > m) {
		*out = n | 1;
		return 1;
	}
	if (is_integer(m, q, j)) {
		*out = n;
		return 1;
	}
	return 0;
}

static const char two[] =
	"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

/* Eight decimal digits of x < 10^8 as ASCII, the first in the lowest
 * byte: x splits into two 4-digit halves in 32-bit lanes, each into two
 * 2-digit quarters in 16-bit lanes, each into two digits in bytes.  The
 * quotients are multiplications by reciprocals, exact over the lane's
 * range (t / 100 = t 10486 >> 20 for t < 43699, t / 10 = t 103 >> 10
 * for t < 179), and the masks keep a lane's quotient from the bits that
 * spill in from the lane above. */
static HOT_INLINE uint64_t ascii8(uint32_t x)
{
	uint64_t y = x / 10000 | (uint64_t)(x % 10000) << 32, q;

	q = (y * 10486 >> 20) & 0x0000007f0000007f;
	y = q | (y - q * 100) << 16;
	q = (y * 103 >> 10) & 0x000f000f000f000f;
	y = q | (y - q * 10) << 8;
	return y + 0x3030303030303030;
}

/* The 16-byte string lo, hi (first byte lowest) less its first n bytes,
 * 0 <= n < 16; zero bytes come in at the end. */
static HOT_INLINE void drop_bytes(uint64_t *lo, uint64_t *hi, int n)
{
	if (n == 0)
		return;
	if (n < 8) {
		*lo = *lo >> 8 * n | *hi << (64 - 8 * n);
		*hi >>= 8 * n;
	} else {
		*lo = *hi >> 8 * (n - 8);
		*hi = 0;
	}
}

static HOT_INLINE void put8(char *p, uint64_t v) { memcpy(p, &v, 8); }

/* Write the digits of d 10^k, d in [1, 10^17), laid out as num_layout
 * would.  d is first 17 digits with leading zeros: one, then two words of
 * eight.  The zeros at either end are found in those words, and the
 * digits stay in registers, the first as a byte a and the other sixteen
 * as r0, r1, moved into place with whole-word stores that may write past
 * the end (num_write's callers have NUM_BUFSZ bytes).  A load of what was
 * just stored in pieces would wait for the stores.  Returns the length. */
static HOT_INLINE size_t lay_out(char *buf, int neg, uint64_t d, int k)
{
	char *o = buf, a;
	uint64_t hi = d / 100000000, top = hi / 100000000, w0, w1, x0, x1;
	uint64_t r0, r1;
	uint32_t lo = (uint32_t)(d % 100000000);
	int f, l, n, decpt;

	w0 = ascii8((uint32_t)(hi % 100000000));
	w1 = ascii8(lo);
	/* The first and last digits other than 0. */
	x0 = w0 ^ 0x3030303030303030;
	x1 = w1 ^ 0x3030303030303030;
	if (top)
		f = 0;
	else if (x0)
		f = 1 + (ctz64(x0) >> 3);
	else
		f = 9 + (ctz64(x1) >> 3);
	if (x1)
		l = 9 + ((63 - clz64(x1)) >> 3);
	else if (x0)
		l = 1 + ((63 - clz64(x0)) >> 3);
	else
		l = 0;
	r0 = w0;
	r1 = w1;
	if (f == 0)
		a = (char)('0' + top);
	else {
		drop_bytes(&r0, &r1, f - 1);
		a = (char)r0;
		drop_bytes(&r0, &r1, 1);
	}
	n = l - f + 1;
	decpt = 17 - f + k;
	*o = '-';
	o += neg;
	if (decpt <= -4 || decpt > 16) {
		int e = decpt - 1;

		o[0] = a;
		o[1] = '.';
		put8(o + 2, r0);
		put8(o + 10, r1);
		o += n > 1 ? n + 1 : 1;
		o[0] = 'e';
		o[1] = e < 0 ? '-' : '+';
		if (e < 0)
			e = -e;
		if (e >= 100) {
			o[2] = (char)('0' + e / 100);
			e %= 100;
			o++;
		}
		memcpy(o + 2, two + e * 2, 2);
		o += 4;
	} else if (decpt <= 0) {
		memcpy(o, "0.000", 5);
		o += 2 - decpt;
		o[0] = a;
		put8(o + 1, r0);
		put8(o + 9, r1);
		o += n;
	} else if (decpt < n) {
		o[0] = a;
		put8(o + 1, r0);
		put8(o + 9, r1);
		o[decpt] = '.';
		drop_bytes(&r0, &r1, decpt - 1);
		put8(o + decpt + 1, r0);
		put8(o + decpt + 9, r1);
		o += n + 1;
	} else {
		o[0] = a;
		put8(o + 1, r0);
		put8(o + 9, r1);
		memset(o + n, '0', 16);
		o += decpt;
	}
	return (size_t)(o - buf);
}

/* The shortest decimal, as Schubfach finds it, in the rounding interval
 * of c 2^q (c even: its ends in it; ASYM: just above a power of two, the
 * interval below is half as wide): *D 10^*K, D in [1, 10^17).  False where
 * the estimate cannot tell, for the slow path. */
static HOT_INLINE int schubfach(uint64_t c, int q, int asym, uint64_t *dout,
				int *kout)
{
	uint64_t g[2], vb, vbl, vbr, s, d = 0, cb, lop;
	int k, j, sh, open = (int)(c & 1), near = 0;

	/* 10^k <= interval width < 10^(k+1); in units of 10^k the
	 * interval, times 4, is [vbl, vbr] around vb = 4 x 10^-k. */
	k = asym ? FLOOR_LOG10_3POW2_4(q) : FLOOR_LOG10_POW2(q);
	j = -k;
	sh = 127 - FLOOR_LOG2_POW10(j) - q;
	g[0] = pow5[j - POW5_MIN][0];
	g[1] = pow5[j - POW5_MIN][1] + 1;
	g[0] += g[1] == 0;
	cb = c << 2;
	lop = asym ? 1 : 2;
	if (!round_to_odd(cb, q, j, g, sh, &vb) ||
	    !round_to_odd(cb - lop, q, j, g, sh, &vbl) ||
	    !round_to_odd(cb + 2, q, j, g, sh, &vbr))
		return 0;
	s = vb >> 2;
	*kout = k;
	/* At most one multiple of 10 (in units of 10^k) lies in the
	 * interval, and it can only be 10 floor(s / 10) or the next one up;
	 * if either is in, it is the shortest answer. */
	{
		uint64_t sp = s / 10 * 10, tp = sp + 10;
		int upin = vbl + (uint64_t)open <= sp << 2;
		int wpin = (tp << 2) + (uint64_t)open <= vbr;

		if (upin != wpin && s >= 10) {
			*dout = upin ? sp : tp;
			return 1;
		}
		/* s < 10 only in a format of a few bits: the multiple of 10
		 * has one digit, as s and s + 1 do; the nearest of them */
		if (upin != wpin) {
			d = upin ? sp : tp;
			near = 1;
		}
	}
	/* Otherwise s or s + 1, whichever is in; both are, the nearer. */
	{
		uint64_t t = s + 1;
		int uin = vbl + (uint64_t)open <= s << 2;
		int win = (t << 2) + (uint64_t)open <= vbr;

		uint64_t mid = (s << 2) + 2;
		int up = (vb > mid) | ((vb == mid) & (int)(s & 1));

		/* As "uin != win ? (uin ? s : t) : (up ? t : s)", in
		 * arithmetic: for 17-digit values both are usually in and
		 * the nearer is a coin toss a branch would mispredict. */
		t = s + (uint64_t)((win & !uin) | ((uin == win) & up));
		if (!near || (t << 2 > vb ? (t << 2) - vb : vb - (t << 2)) <
		    (d << 2 > vb ? (d << 2) - vb : vb - (d << 2)))
			d = t;
	}
	*dout = d;
	return 1;
}

/* Shortest digits that read back as x, as Schubfach finds them. */
size_t num_shortest(double x, char *buf)
{
	uint64_t bits = bits_of(x), c, d;
	int be = (int)(bits >> 52 & 0x7ff), k;

	c = bits & (((uint64_t)1 << 52) - 1);
	if (be == 0x7ff)
		return special(x, buf);
	if (be == 0 && c == 0)
		return zero(x, buf);
	/* x = c 2^q; it reads back from anywhere in [x - lo, x + 2^(q-1)],
	 * lo = 2^(q-1) or, just above a power of two, 2^(q-2); the ends
	 * belong when c is even (ties round to even). */
	if (be) {
		if (!schubfach(c | (uint64_t)1 << 52, be - 1075, c == 0 && be > 1,
			       &d, &k))
			goto slow;
	} else if (!schubfach(c, -1074, 0, &d, &k)) {
		goto slow;
	}
	return lay_out(buf, (int)(bits >> 63), d, k);
slow:
	SLOW_PATH(num_slow_writes);
	return num_shortest_ref(x, buf);
}

size_t num_shortest_in(double x, int prec, int qmin, double max, char *buf)
{
	uint64_t bits = bits_of(x), m, c, d;
	int be = (int)(bits >> 52 & 0x7ff), ex, e, k, asym, i;
	double y, ulp;
	struct span sp;
	size_t n;

	if (prec <= 0 || prec >= 53 || !isfinite(x) || x == 0 || be == 0)
		return num_shortest(x, buf);
	/* x = c 2^e on the format's grid: its last place at x is 2^e */
	m = (bits & (((uint64_t)1 << 52) - 1)) | (uint64_t)1 << 52;
	ex = be - 1023;
	e = ex - (prec - 1) < qmin ? qmin : ex - (prec - 1);
	if (e - (ex - 52) > 53 || m & ((((uint64_t)1 << (e - (ex - 52))) - 1)))
		return num_shortest(x, buf);	/* not a value of the format */
	c = m >> (e - (ex - 52));
	asym = c == (uint64_t)1 << (prec - 1) && e > qmin;
	ulp = ldexp(1, e);
	sp.lo = fabs(x) - (asym ? ulp / 4 : ulp / 2);
	sp.hi = fabs(x) + ulp / 2;
	sp.lo_in = sp.hi_in = !(c & 1);
	/* the largest value: no further than itself, so that what is
	 * written is no number past the format's range */
	if (fabs(x) == max) {
		sp.hi = max;
		sp.hi_in = 1;
	}
	if (x < 0) {
		y = sp.lo;
		sp.lo = -sp.hi;
		sp.hi = -y;
		i = sp.lo_in;
		sp.lo_in = sp.hi_in;
		sp.hi_in = i;
	}
	if (fabs(x) == max)
		return shortest_slow(x, buf, &sp);
	/* Schubfach's digits lie in the interval; they read back through a
	 * double, which might, in principle, land on an end of it: taken
	 * only once read back */
	if (schubfach(c, e, asym, &d, &k)) {
		n = lay_out(buf, (int)(bits >> 63), d, k);
		if (num_parse(buf, n, &y) == NUM_OK &&
		    (sp.lo_in ? y >= sp.lo : y > sp.lo) &&
		    (sp.hi_in ? y <= sp.hi : y < sp.hi))
			return n;
	}
	return shortest_slow(x, buf, &sp);
}

static size_t write_in(double x, const struct num_format *f, char *buf)
{
	int len;

	if (f->mode == FMT_SHORTEST)
		return f->prec ? num_shortest_in(x, f->prec, f->qmin, f->max,
						 buf) :
		       num_shortest(x, buf);
	if (!isfinite(x))
		return special(x, buf);
	len = snprintf(buf, NUM_BUFSZ, f->mode == FMT_PREC ? "%.*g" : "%.*f",
		       f->digits, x);
	return (size_t)len;
}

size_t num_write(double x, char *buf)
{
	return write_in(x, &num_fmt, buf);
}

size_t num_write_col(double x, size_t j, char *buf)
{
	return write_in(x, j < num_tail_from ? &num_fmt : &num_tail, buf);
}

