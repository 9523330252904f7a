/* parse.c - a field into a double, always in the C locale.
 *
 * attn never calls setlocale, so strtod stays in the C locale whatever LANG
 * or LC_ALL say: "0.5" is read the same in Berlin.  Reading numbers is much
 * of attn's time, so it has a fast path with a slow, obviously right method
 * behind it: Eisel-Lemire (D. Lemire, "Number parsing at a gigabyte per
 * second", 2021): at most 19 significant digits times a 128-bit power of
 * five (pow5.h, made by tools/gen-pow5-table.py) give the leading bits of
 * the value, and the bits beyond them say whether rounding is already
 * decided.  When it is not, or the result is subnormal, strtod decides.
 */
#include "io/number.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "io/bits.h"
#include "io/pow5.h"

#ifdef NUM_TEST_HOOKS
unsigned long num_slow_reads;
#endif

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
