/* number.c - parse a field, format a double.
 *
 * attn never calls setlocale, so strtod and printf stay in the C locale
 * whatever LANG or LC_ALL say: "0.5" is read and written the same in Berlin.
 *
 * Reading and writing numbers is most of attn's time, so both have a fast
 * path with a slow, obviously right method behind it:
 * - Writing is Schubfach (R. Giulietti, "The Schubfach way to render
 *   doubles", 2020): scale the rounding interval of x by a power of ten
 *   so that its ends fall near integers, then look for the shortest
 *   decimal inside it among at most four candidates.  num_shortest_ref is
 *   the search over printf precisions, kept as the reference.
 * - Reading is Eisel-Lemire (D. Lemire, "Number parsing at a gigabyte per
 *   second", 2021): at most 19 significant digits times a 128-bit power of
 *   five give the leading bits of the value, and the bits beyond them say
 *   whether rounding is already decided.  When it is not, or the result is
 *   subnormal, strtod decides.
 * Both use pow5.h, the leading 128 bits of 5^q made by
 * tools/gen-pow5-table.py.
 */
#include "io/number.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/pow5.h"

/* The hot helpers below are small and called once or a few times per
 * number; GCC at -O2 keeps several of them out of line. */
#if defined(__GNUC__)
#define HOT_INLINE inline __attribute__((always_inline))
#define COLD __attribute__((noinline, cold))
#else
#define HOT_INLINE inline
#define COLD
#endif

struct num_format num_fmt = { FMT_SHORTEST, 0 };

/* tests/numbers/verify.c builds this file with -DNUM_TEST_HOOKS: the
 * reference writer is then its to call, and the slow paths are counted
 * (tests/numbers/hooks.h declares both). */
#ifdef NUM_TEST_HOOKS
unsigned long num_slow_writes, num_slow_reads;
#define SLOW_PATH(count) ((count)++)
#define TEST_HOOK
#else
#define SLOW_PATH(count) ((void)0)
#define TEST_HOOK static
#endif

static int isdig(char c) { return c >= '0' && c <= '9'; }
static int lower(char c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }

/* The 128-bit product of a and b: the low half returned, the high in *hi. */
#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 u128;

static HOT_INLINE uint64_t mul64(uint64_t a, uint64_t b, uint64_t *hi)
{
	u128 p = (u128)a * b;

	*hi = (uint64_t)(p >> 64);
	return (uint64_t)p;
}
#else
static uint64_t mul64(uint64_t a, uint64_t b, uint64_t *hi)
{
	uint64_t al = a & 0xffffffff, ah = a >> 32;
	uint64_t bl = b & 0xffffffff, bh = b >> 32;
	uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
	uint64_t mid = (ll >> 32) + (lh & 0xffffffff) + (hl & 0xffffffff);

	*hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
	return (mid << 32) | (ll & 0xffffffff);
}
#endif

#if defined(__GNUC__)
static int ctz64(uint64_t x) { return __builtin_ctzll(x); }
static int clz64(uint64_t x) { return __builtin_clzll(x); }
#else
static int ctz64(uint64_t x)
{
	int n = 0;

	while (!(x & 1))
		x >>= 1, n++;
	return n;
}

static int clz64(uint64_t x)
{
	int n = 0;

	while (!(x >> 63))
		x <<= 1, n++;
	return n;
}
#endif

static uint64_t bits_of(double x)
{
	uint64_t b;

	memcpy(&b, &x, sizeof b);
	return b;
}

static double double_of(uint64_t b)
{
	double x;

	memcpy(&x, &b, sizeof x);
	return x;
}

/* Exponents of the logarithms as integer arithmetic; tools/gen-pow5-table.py
 * checks each over the whole range it is used on. */
#define FLOOR_LOG10_POW2(q)	(((q) * 315653) >> 20)
#define FLOOR_LOG10_3POW2_4(q)	(((q) * 315653 - 131237) >> 20)
#define FLOOR_LOG2_POW10(q)	(((q) * 1741647) >> 19)
#define FLOOR_LOG2_POW5(q)	(((q) * 1217359) >> 19)

static int word(const char *s, size_t n, const char *w)
{
	size_t i;

	if (strlen(w) != n)
		return 0;
	for (i = 0; i < n; i++)
		if (lower(s[i]) != w[i])
			return 0;
	return 1;
}

/* strtod on s[0..n), which the grammar has already accepted. */
COLD static double slow_read(const char *s, size_t n, int *ok)
{
	char small[128], *buf = small;
	double v;

	*ok = 1;
	if (n >= sizeof small)
		buf = malloc(n + 1);
	if (!buf) {
		*ok = 0;
		return 0;
	}
	memcpy(buf, s, n);
	buf[n] = '\0';
	v = strtod(buf, NULL);
	if (buf != small)
		free(buf);
	return v;
}

/* w * 10^q, w > 0, rounded to the nearest double, into *v; 0 when the
 * fast methods cannot be sure (strtod must decide). */
static HOT_INLINE int decimal_to_double(uint64_t w, long q, double *v)
{
	static const double exact[] = {
		1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
		1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
	};
	const uint64_t *t;
	uint64_t a0, a1, b0, b1, p0, p1, p2, k, dhi, half, ones;
	int l, top, width, e2, up, exact_pow;
	long biased;

	if (q < POW5_MIN) {		/* below 2^64 * 1e-343: rounds to 0 */
		*v = 0;
		return 1;
	}
	if (q > 308) {			/* at least 1e309 */
		*v = HUGE_VAL;
		return 1;
	}
#if FLT_EVAL_METHOD == 0
	/* Clinger: both w and 10^|q| are doubles, so one IEEE operation
	 * rounds the exact quotient or product once. */
	if (w <= (uint64_t)1 << 53 && q >= -22 && q <= 22) {
		*v = q < 0 ? (double)w / exact[-q] : (double)w * exact[q];
		return 1;
	}
#else
	(void)exact;
#endif
	/* w' = w 2^l in [2^63, 2^64), 5^q = F 2^(b - 127) with F in
	 * [2^127, 2^128); the table holds t = floor(F), exact when
	 * 0 <= q <= 55.  P = w' t falls short of w' F by less than 2^64. */
	l = clz64(w);
	w <<= l;
	t = pow5[q - POW5_MIN];
	exact_pow = q >= 0 && q <= 55;
	a0 = mul64(w, t[1], &a1);
	b0 = mul64(w, t[0], &b1);
	p0 = a0;
	p1 = b0 + a1;
	p2 = b1 + (p1 < b0);
	if (p2 >> 63)
		top = 191;
	else if (p2 >> 62)
		top = 190;
	else
		return 0;		/* w' F may be either side of 2^190 */
	/* Keep the top 53 bits of P as k; the other `width` bits decide the
	 * rounding, width - 128 of them in p2. */
	width = top - 52;
	k = p2 >> (width - 128);
	dhi = p2 & (((uint64_t)1 << (width - 128)) - 1);
	half = (uint64_t)1 << (width - 129);
	ones = half - 1;
	if (exact_pow) {
		if (dhi > half || (dhi == half && (p1 | p0)))
			up = 1;
		else if (dhi == half)
			up = k & 1;	/* a tie: to even */
		else
			up = 0;
	} else {
		/* P < w' F < P + 2^64: decided unless the discarded bits
		 * are just below one half. */
		if (dhi & half)
			up = 1;
		else if (dhi == ones && p1 == UINT64_MAX)
			return 0;
		else
			up = 0;
	}
	e2 = width + (int)q + FLOOR_LOG2_POW5((int)q) - 127 - l;
	biased = (long)e2 + 52 + 1023;
	k += (uint64_t)up;
	if (k >> 53) {
		k >>= 1;
		biased++;
	}
	if (biased >= 2047) {
		*v = HUGE_VAL;
		return 1;
	}
	if (biased <= 0)
		return 0;		/* subnormal: strtod */
	*v = double_of((uint64_t)biased << 52 | (k & (((uint64_t)1 << 52) - 1)));
	return 1;
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define EIGHT_AT_ONCE 1
static HOT_INLINE uint64_t load8(const char *p)
{
	uint64_t v;

	memcpy(&v, p, sizeof v);
	return v;
}

/* Are the 8 bytes at p all digits?  A byte is one when its high half is
 * 3 and adding 6 leaves it at 3 (0x30-0x39, not 0x3a-0x3f). */
static int all8_digits(const char *p)
{
	uint64_t v = load8(p);

	return (v & 0xf0f0f0f0f0f0f0f0) == 0x3030303030303030 &&
	    ((v + 0x0606060606060606) & 0xf0f0f0f0f0f0f0f0) ==
	    0x3030303030303030;
}

/* The value of the 8 digits at p, first digit in the lowest byte: pairs
 * of digits, then pairs of pairs, then the two halves, each lane wide
 * enough for its sum. */
static uint64_t value8(const char *p)
{
	uint64_t v = load8(p) - 0x3030303030303030;

	v = (v * 10 + (v >> 8)) & 0x00ff00ff00ff00ff;
	v = (v * 100 + (v >> 16)) & 0x0000ffff0000ffff;
	return (v * 10000 + (v >> 32)) & 0xffffffff;
}
#else
#define EIGHT_AT_ONCE 0
#endif

/* w followed by the n digits at p, n + digits of w <= 19. */
static uint64_t digits_value(uint64_t w, const char *p, size_t n)
{
#if EIGHT_AT_ONCE
	for (; n >= 8; n -= 8, p += 8)
		w = w * 100000000 + value8(p);
#endif
	while (n--)
		w = w * 10 + (uint64_t)(*p++ - '0');
	return w;
}

/* Past the digits at p, before e. */
static const char *skip_digits(const char *p, const char *e)
{
#if EIGHT_AT_ONCE
	while (e - p >= 8 && all8_digits(p))
		p += 8;
#endif
	while (p < e && isdig(*p))
		p++;
	return p;
}

static int all_zeros(const char *p, const char *e)
{
	while (p < e && *p == '0')
		p++;
	return p == e;
}

/* The whole grammar: spaces and tabs around the field, inf and nan, any
 * number of digits.  num_parse's fast path leaves everything it does not
 * recognise at once to this. */
COLD static enum num_status parse_general(const char *s, size_t len, double *out)
{
	const char *e = s + len, *p, *num, *ip, *iend, *fp, *fend;
	int neg = 0, eneg = 0, more, ok;
	long ex = 0, q, drop = 0, frac = 0;
	size_t n, ni, nf;
	uint64_t w;
	double v, v1;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (s == e)
		return NUM_EMPTY;
	num = p = s;
	if (*p == '+' || *p == '-')
		neg = *p++ == '-';
	if (!(p < e && (isdig(*p) || *p == '.'))) {
		n = (size_t)(e - p);
		if (word(p, n, "inf") || word(p, n, "infinity"))
			*out = neg ? -HUGE_VAL : HUGE_VAL;
		else if (word(p, n, "nan"))
			*out = NAN;
		else
			return NUM_BAD;
		return NUM_OK;
	}
	/* The grammar first: integer digits [ip, iend), fraction digits
	 * [fp, fend), the exponent, and nothing after. */
	ip = p;
	iend = fp = fend = p = skip_digits(p, e);
	if (p < e && *p == '.') {
		fp = ++p;
		fend = p = skip_digits(p, e);
	}
	if (iend == ip && fend == fp)
		return NUM_BAD;
	if (p < e && (*p == 'e' || *p == 'E')) {
		p++;
		if (p < e && (*p == '+' || *p == '-'))
			eneg = *p++ == '-';
		if (p == e || !isdig(*p))
			return NUM_BAD;
		for (; p < e && isdig(*p); p++)
			if (ex < 100000)	/* past any double */
				ex = ex * 10 + (*p - '0');
	}
	if (p != e)
		return NUM_BAD;
	/* Then the value: w 10^q from the first 19 significant digits;
	 * `more` when the digits after them are not all zeros, which puts
	 * the value strictly between w 10^q and (w + 1) 10^q. */
	while (ip < iend && *ip == '0')
		ip++;
	if (ip == iend)
		for (; fp < fend && *fp == '0'; fp++)
			frac++;
	ni = (size_t)(iend - ip);
	nf = (size_t)(fend - fp);
	if (ni > 19) {
		w = digits_value(0, ip, 19);
		drop = (long)(ni - 19);
		more = !all_zeros(ip + 19, iend) || !all_zeros(fp, fend);
	} else {
		n = nf < 19 - ni ? nf : 19 - ni;
		w = digits_value(digits_value(0, ip, ni), fp, n);
		frac += (long)n;
		more = !all_zeros(fp + n, fend);
	}
	q = (eneg ? -ex : ex) + drop - frac;
	if (w == 0)
		ok = 1, v = 0;
	else
		ok = decimal_to_double(w, q, &v) &&
		    (!more || (decimal_to_double(w + 1, q, &v1) && v1 == v));
	if (ok) {
		if (neg)
			v = -v;
	} else {
		SLOW_PATH(num_slow_reads);
		v = slow_read(num, (size_t)(e - num), &ok);
		if (!ok)
			return NUM_BAD;
	}
	if (isinf(v))
		return NUM_OVERFLOW;
	*out = v;
	return NUM_OK;
}

#if EIGHT_AT_ONCE
/* How many of the 8 bytes in v (first byte lowest) are digits before the
 * first that is not.  x = v ^ '0' takes a digit to 0-9; a byte of 10 or
 * more sets its top bit after adding 0x76 (or has it set already).  A
 * carry out of a byte only reaches bytes after the first non-digit. */
static HOT_INLINE int lead_digits(uint64_t v)
{
	uint64_t x = v ^ 0x3030303030303030;
	uint64_t m = ((x + 0x7676767676767676) | x) & 0x8080808080808080;

	return m ? ctz64(m) >> 3 : 8;
}

/* The value of the first k (1 to 8) digits of v, first digit lowest:
 * shifted up so that they end in the top byte, with zeros below them. */
static HOT_INLINE uint64_t value_lead(uint64_t v, int k)
{
	v = (v - 0x3030303030303030) << (8 * (8 - k));
	v = (v * 10 + (v >> 8)) & 0x00ff00ff00ff00ff;
	v = (v * 100 + (v >> 16)) & 0x0000ffff0000ffff;
	return (v * 10000 + (v >> 32)) & 0xffffffff;
}
#endif

/* Digits from p on, before e, appended to *w; the count is returned, and
 * *w is only meaningful while the running total stays at most 19. */
static HOT_INLINE size_t take_digits(const char *p, const char *e, uint64_t *w)
{
	const char *b = p;
	uint64_t acc = *w;

#if EIGHT_AT_ONCE
	while (e - p >= 8) {
		uint64_t v = load8(p);
		int k = lead_digits(v);

		if (k == 8) {
			acc = acc * 100000000 + value_lead(v, 8);
			p += 8;
			continue;
		}
		if (k) {
			static const uint64_t p10[] = { 1, 10, 100, 1000,
				10000, 100000, 1000000, 10000000 };

			acc = acc * p10[k] + value_lead(v, k);
			p += k;
		}
		*w = acc;
		return (size_t)(p - b);
	}
#endif
	while (p < e && isdig(*p))
		acc = acc * 10 + (uint64_t)(*p++ - '0');
	*w = acc;
	return (size_t)(p - b);
}

/* One pass over the common shape, [+-]?D*[.D*]([eE][+-]?D+)? with at most
 * 19 digits after any leading zeros and nothing around it; anything else,
 * errors included, goes to parse_general, which decides exactly as
 * before. */
enum num_status num_parse(const char *s, size_t len, double *out)
{
	const char *e = s + len, *p = s;
	uint64_t w = 0;
	size_t ni, nf = 0, nz = 0;
	long ex = 0;
	int neg = 0, eneg = 0, ok;
	double v;

	if (p < e && (*p == '-' || *p == '+'))
		neg = *p++ == '-';
	if (e - p >= 2 && isdig(p[0]) && p[1] == '.') {
		w = (uint64_t)(p[0] - '0');	/* d.ddd, the usual shape */
		ni = 1;
	} else
		ni = take_digits(p, e, &w);
	p += ni;
	if (p < e && *p == '.') {
		p++;
		if (w == 0)		/* 0.000ddd: the zeros are not digits of w */
			for (; p < e && *p == '0'; p++)
				nz++;
		nf = take_digits(p, e, &w);
		p += nf;
	}
	if (ni + nf + nz == 0 || ni + nf > 19)
		return parse_general(s, len, out);
	if (p < e && (*p == 'e' || *p == 'E')) {
		p++;
		if (p < e && (*p == '+' || *p == '-'))
			eneg = *p++ == '-';
		if (p == e || !isdig(*p))
			return parse_general(s, len, out);
		for (; p < e && isdig(*p); p++)
			if (ex < 100000)	/* past any double */
				ex = ex * 10 + (*p - '0');
	}
	if (p != e)
		return parse_general(s, len, out);
	if (w == 0)
		ok = 1, v = 0;
	else
		ok = decimal_to_double(w, (eneg ? -ex : ex) - (long)(nf + nz), &v);
	if (ok) {
		if (neg)
			v = -v;
	} else {
		SLOW_PATH(num_slow_reads);
		v = slow_read(s, len, &ok);
		if (!ok)
			return NUM_BAD;
	}
	if (isinf(v))
		return NUM_OVERFLOW;
	*out = v;
	return NUM_OK;
}

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

/* The reference method, slow and plain.  The correctly rounded N digits
 * (printf %.Ne) are the nearest N-digit decimal, so if any N-digit decimal
 * reads back as x, either they do or, just above x where a power of two
 * makes the rounding interval lopsided, the next N-digit decimal up does.
 * The first N that reads back gives the shortest, nearest digits. */
COLD TEST_HOOK size_t num_shortest_ref(double x, char *buf)
{
	char tmp[40], d[20];
	int prec, n, i, exp10 = 0;
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
		if (strtod(tmp, NULL) == x)
			break;
		for (i = n - 1; i >= 0 && d[i] == '9'; i--)
			d[i] = '0';
		if (i < 0) {
			d[0] = '1';
			exp10++;
		} else
			d[i]++;
		snprintf(tmp, sizeof tmp, "%s%c.%.*se%d", x < 0 ? "-" : "",
			 d[0], n - 1, d + 1, exp10);
		if (strtod(tmp, NULL) == x)
			break;
	}
	while (n > 1 && d[n - 1] == '0')
		n--;
	return num_layout(buf, signbit(x) != 0, d, n, exp10 + 1);
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

/* Shortest digits that read back as x, as Schubfach finds them. */
size_t num_shortest(double x, char *buf)
{
	uint64_t bits = bits_of(x), c, g[2], vb, vbl, vbr, s, d, cb, lop;
	int be = (int)(bits >> 52 & 0x7ff), q, k, j, sh, asym, open;

	c = bits & (((uint64_t)1 << 52) - 1);
	if (be == 0x7ff)
		return special(x, buf);
	if (be == 0 && c == 0)
		return zero(x, buf);
	/* x = c 2^q; it reads back from anywhere in [x - lo, x + 2^(q-1)],
	 * lo = 2^(q-1) or, just above a power of two, 2^(q-2); the ends
	 * belong when c is even (ties round to even). */
	asym = c == 0 && be > 1;
	if (be) {
		c |= (uint64_t)1 << 52;
		q = be - 1075;
	} else
		q = -1074;
	open = (int)(c & 1);
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
	    !round_to_odd(cb + 2, q, j, g, sh, &vbr)) {
		SLOW_PATH(num_slow_writes);
		return num_shortest_ref(x, buf);
	}
	s = vb >> 2;
	/* At most one multiple of 10 (in units of 10^k) lies in the
	 * interval, and it can only be 10 floor(s / 10) or the next one up;
	 * if either is in, it is the shortest answer. */
	{
		uint64_t sp = s / 10 * 10, tp = sp + 10;
		int upin = vbl + (uint64_t)open <= sp << 2;
		int wpin = (tp << 2) + (uint64_t)open <= vbr;

		if (upin != wpin) {
			d = upin ? sp : tp;
			goto found;
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
		d = s + (uint64_t)((win & !uin) | ((uin == win) & up));
	}
found:
	return lay_out(buf, (int)(bits >> 63), d, k);
}

size_t num_write(double x, char *buf)
{
	int len;

	if (num_fmt.mode == FMT_SHORTEST)
		return num_shortest(x, buf);
	if (!isfinite(x))
		return special(x, buf);
	len = snprintf(buf, NUM_BUFSZ, num_fmt.mode == FMT_PREC ? "%.*g" : "%.*f",
		       num_fmt.digits, x);
	return (size_t)len;
}
