/* number.c - parse a field, format a double.
 *
 * attn never calls setlocale, so strtod and printf stay in the C locale
 * whatever LANG or LC_ALL say: "0.5" is read and written the same in Berlin.
 */
#include "number.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct num_format num_fmt = { FMT_SHORTEST, 0 };

static int isdig(char c) { return c >= '0' && c <= '9'; }
static int lower(char c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }

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

enum num_status num_parse(const char *s, size_t len, double *out)
{
	const char *e = s + len, *p, *num;
	char small[128], *buf = small;
	int neg = 0, finite;
	size_t n;
	double v;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (s == e)
		return NUM_EMPTY;
	num = p = s;
	if (*p == '+' || *p == '-')
		neg = *p++ == '-';
	if (p < e && (isdig(*p) || *p == '.')) {
		size_t digits = 0;

		while (p < e && isdig(*p))
			p++, digits++;
		if (p < e && *p == '.')
			for (p++; p < e && isdig(*p); p++)
				digits++;
		if (!digits)
			return NUM_BAD;
		if (p < e && (*p == 'e' || *p == 'E')) {
			p++;
			if (p < e && (*p == '+' || *p == '-'))
				p++;
			if (p == e || !isdig(*p))
				return NUM_BAD;
			while (p < e && isdig(*p))
				p++;
		}
		if (p != e)
			return NUM_BAD;
		finite = 1;
	} else {
		n = (size_t)(e - p);
		if (word(p, n, "inf") || word(p, n, "infinity"))
			*out = neg ? -HUGE_VAL : HUGE_VAL;
		else if (word(p, n, "nan"))
			*out = NAN;
		else
			return NUM_BAD;
		return NUM_OK;
	}
	(void)finite;
	n = (size_t)(e - num);
	if (n >= sizeof small)
		buf = malloc(n + 1);
	if (!buf)
		return NUM_BAD;
	memcpy(buf, num, n);
	buf[n] = '\0';
	errno = 0;
	v = strtod(buf, NULL);
	if (buf != small)
		free(buf);
	if (isinf(v))
		return NUM_OVERFLOW;
	*out = v;
	return NUM_OK;
}

size_t num_layout(char *buf, int neg, const char *d, int n, int decpt)
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

/* The reference method: the fewest %.Ne digits that read back as x. */
size_t num_shortest(double x, char *buf)
{
	char tmp[40], d[20];
	int prec, n = 0, exp10;
	const char *p;

	if (!isfinite(x))
		return special(x, buf);
	if (x == 0) {
		strcpy(buf, signbit(x) ? "-0" : "0");
		return signbit(x) ? 2 : 1;
	}
	for (prec = 1; prec <= 17; prec++) {
		snprintf(tmp, sizeof tmp, "%.*e", prec - 1, x);
		if (strtod(tmp, NULL) == x)
			break;
	}
	for (p = tmp + (tmp[0] == '-'); *p != 'e'; p++)
		if (*p != '.')
			d[n++] = *p;
	exp10 = atoi(p + 1);
	while (n > 1 && d[n - 1] == '0')
		n--;
	return num_layout(buf, signbit(x) != 0, d, n, exp10 + 1);
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
