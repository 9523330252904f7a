/* verify.c - check src/io/number.c's fast methods against slow, plain ones.
 *
 *   verify [-n N] [-s SEED] [-v] [-p FILE]
 *
 * Writing: num_shortest against num_shortest_ref (printf precisions, each
 * read back with strtod), and every text must read back as the same bits.
 * Reading: num_parse against a reference made of a POSIX regular
 * expression for the grammar and strtod for the value, compared bit for
 * bit, sign of zero included.  The edge cases always run; N random values
 * run for each kind (default 10^6 split over the kinds).  Exit 1 on any
 * mismatch; the first few are printed.
 *
 * -p FILE checks instead lines "BITS TEXT" made by another program (a
 * double's bits in hex, and its text, e.g. Python's repr less a trailing
 * ".0"): num_shortest must write TEXT and num_parse must read it back.
 */
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <regex.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "io/number.h"
#include "hooks.h"

static uint64_t rng = 0x9e3779b97f4a7c15;
static unsigned long nwrite, nread, bad_write, bad_read, shown;
static int verbose;
static regex_t re_num, re_inf, re_nan;

static uint64_t next(void)		/* splitmix64 */
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
	return z ^ (z >> 31);
}

static unsigned below(unsigned n) { return (unsigned)(next() % n); }

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

static void complain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void complain(const char *fmt, ...)
{
	va_list ap;

	if (shown++ >= 20)
		return;
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
}

/* ---- writing ---- */

static void check_write(double x)
{
	char a[NUM_BUFSZ + 1], b[NUM_BUFSZ + 1];
	size_t na, nb;

	nwrite++;
	na = num_shortest(x, a);
	nb = num_shortest_ref(x, b);
	a[na] = b[nb] = '\0';
	if (na != nb || memcmp(a, b, na)) {
		bad_write++;
		complain("write %016" PRIx64 ": fast %s, reference %s\n",
			 bits_of(x), a, b);
		return;
	}
	if (isfinite(x) && bits_of(strtod(a, NULL)) != bits_of(x)) {
		bad_write++;
		complain("write %016" PRIx64 ": %s does not read back\n",
			 bits_of(x), a);
	}
}

static void write_edges(void)
{
	static const double some[] = {
		0.0, 1.0, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 0.5, 1e16, 1e15,
		9007199254740992.0, 9007199254740993.0, 123456789012345678.0,
		1e-4, 1e-5, 1e21, 1e22, 1e23, 5e-324, 1e-323, 2.2250738585072009e-308,
		2.2250738585072014e-308, 1.7976931348623157e308, 4.9406564584124654e-324,
		0.8044296825069569, 299792458, 6.02214076e23, 1.602176634e-19,
	};
	char s[64];
	double x, y;
	uint64_t b, i;
	int e, k, sign;

	for (sign = 0; sign < 2; sign++) {
		double m = sign ? -1 : 1;

		for (i = 0; i < sizeof some / sizeof some[0]; i++)
			check_write(m * some[i]);
		check_write(m * DBL_MAX);
		check_write(m * DBL_MIN);
		check_write(m * HUGE_VAL);
		/* Every power of two and its neighbours: the lopsided
		 * intervals. */
		for (e = -1074; e <= 1023; e++) {
			x = ldexp(1, e);
			check_write(m * x);
			check_write(m * nextafter(x, 0));
			check_write(m * nextafter(x, HUGE_VAL));
		}
		/* Every power of ten that is a double, two ulps either
		 * side. */
		for (e = -323; e <= 308; e++) {
			snprintf(s, sizeof s, "1e%d", e);
			x = y = strtod(s, NULL);
			check_write(m * x);
			for (k = 0; k < 2; k++) {
				x = nextafter(x, 0);
				y = nextafter(y, HUGE_VAL);
				check_write(m * x);
				check_write(m * y);
			}
		}
		/* The smallest and largest subnormals, the biggest
		 * doubles, the integers. */
		for (i = 1; i <= 2000; i++) {
			check_write(m * double_of(i));
			check_write(m * double_of(((uint64_t)1 << 52) - i));
			check_write(m * double_of(0x7ff0000000000000 - i));
			check_write(m * (double)i);
		}
	}
	check_write(NAN);
	for (b = 1; b < 1000; b++)	/* 2^53 +- small */
		check_write(9007199254740992.0 + (double)b * 2 - 1000);
}

static void write_random(unsigned long n)
{
	char s[64];
	unsigned long i;
	uint64_t b;

	for (i = 0; i < n; i++) {
		switch (i % 4) {
		case 0:
		case 1:			/* any bits */
			b = next();
			if ((b >> 52 & 0x7ff) == 0x7ff)
				b ^= (uint64_t)1 << 62;
			check_write(double_of(b));
			break;
		case 2:			/* few digits: the shortened answers */
			snprintf(s, sizeof s, "%s%" PRIu64 "e%d",
				 below(2) ? "-" : "", next() % 1000000000000000000u /
				 (uint64_t)pow(10, below(18)), (int)below(650) - 340);
			check_write(strtod(s, NULL));
			break;
		case 3:			/* subnormals */
			b = next() >> (12 + below(52));
			check_write(double_of(b));
			break;
		}
	}
}

/* ---- reading ---- */

static enum num_status ref_parse(const char *s, size_t len, double *out)
{
	char buf[2048];
	const char *e = s + len;
	double v;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (s == e)
		return NUM_EMPTY;
	if ((size_t)(e - s) >= sizeof buf)
		abort();
	memcpy(buf, s, (size_t)(e - s));
	buf[e - s] = '\0';
	if (!regexec(&re_num, buf, 0, NULL, 0)) {
		v = strtod(buf, NULL);
		if (isinf(v))
			return NUM_OVERFLOW;
		*out = v;
		return NUM_OK;
	}
	if (!regexec(&re_inf, buf, 0, NULL, 0)) {
		*out = buf[0] == '-' ? -HUGE_VAL : HUGE_VAL;
		return NUM_OK;
	}
	if (!regexec(&re_nan, buf, 0, NULL, 0)) {
		*out = NAN;
		return NUM_OK;
	}
	return NUM_BAD;
}

static void check_read(const char *s, size_t len)
{
	double a = 12345, b = 12345;
	enum num_status sa, sb;

	nread++;
	sa = num_parse(s, len, &a);
	sb = ref_parse(s, len, &b);
	if (sa != sb || (sa == NUM_OK && !(isnan(a) && isnan(b)) &&
			 bits_of(a) != bits_of(b))) {
		bad_read++;
		complain("read \"%.*s\": fast %d %.17g, reference %d %.17g\n",
			 (int)len, s, sa, a, sb, b);
	}
}

static void read_str(const char *s) { check_read(s, strlen(s)); }

/* Random digits: count n, point anywhere or nowhere, exponent e. */
static void read_digits(int n, int lead0, long e, int haspoint)
{
	char s[512], *o = s;
	int i, point = haspoint ? (int)below((unsigned)n + 1) : -1;

	if (below(4) == 0)
		*o++ = below(2) ? '-' : '+';
	for (i = 0; i < lead0; i++)
		*o++ = '0';
	for (i = 0; i < n; i++) {
		if (i == point)
			*o++ = '.';
		*o++ = (char)('0' + (i == 0 && !lead0 ? 1 + below(9) :
				     below(10)));
	}
	if (point == n)
		*o++ = '.';
	if (e != LONG_MIN)
		o += sprintf(o, "%c%ld", below(2) ? 'e' : 'E', e);
	*o = '\0';
	read_str(s);
}

/* Decimals near the midpoint of x and the next double up: the midpoint
 * itself (a tie), cut short (just below), and with a 1 after it (just
 * above). */
static void read_halfway(double x)
{
#if LDBL_MANT_DIG >= 64
	char s[900], t[920];
	long double mid;
	char *ep;
	int len, cut;

	if (!isfinite(x) || x < 0 || x >= DBL_MAX)
		return;
	mid = ((long double)x + (long double)nextafter(x, HUGE_VAL)) / 2;
	len = snprintf(s, sizeof s, "%.780Le", mid);
	if (len <= 0 || (size_t)len >= sizeof s)
		return;
	ep = strchr(s, 'e');
	/* Drop the zeros at the end of the exact expansion. */
	cut = (int)(ep - s);
	while (s[cut - 1] == '0')
		cut--;
	snprintf(t, sizeof t, "%.*s%s", cut, s, ep);
	read_str(t);
	snprintf(t, sizeof t, "%.*s1%s", cut, s, ep);
	read_str(t);
	cut = cut > 25 ? 17 + (int)below((unsigned)cut - 20) : cut - 1;
	snprintf(t, sizeof t, "%.*s%s", cut, s, ep);
	read_str(t);
#else
	(void)x;
#endif
}

static void read_edges(void)
{
	static const char *const some[] = {
		"", " ", "\t \t", "0", "-0", "+0", "0.0", "-0.0", ".0", "0.",
		"-.0e5", "0e999999999999", "-0e-99999999", "1", "-1", "+1",
		".", "-", "+", "e5", ".e5", "1e", "1e+", "1e-", "1e5x", "1 5",
		" 1 ", "\t-2.5\t", "1,5", "0x10", "1e+5", "1E-5", "1.e3",
		"inf", "-inf", "+INF", "Infinity", "-infinity", "infinit", "nan",
		"NaN", "-nan", "+NAN", "nan(1)", "in", "infinityy", "--1", "+-1",
		"1..2", "1.2.3", "1e5.5", "1e5e5", "0.1", "0.2", "0.3",
		"2.2250738585072011e-308", "2.2250738585072012e-308",
		"2.2250738585072014e-308", "4.9406564584124654e-324",
		"2.4703282292062327e-324", "2.4703282292062328e-324",
		"2.470328229206232720882538e-324", "5e-324", "3e-324", "2e-324",
		"1e-400", "1e-324", "1.7976931348623157e308",
		"1.7976931348623158e308", "1.7976931348623159e308",
		"1.797693134862315807937289714053e308",
		"1.7976931348623158079372897140530341507993413271003782693617377898044496829276475094664736e308",
		"1.797693134862315708145274237317043567980705675258449965989174768031572607800285387605895586327668781715404589535143824642e308",
		"1e308", "1e309", "-1e309", "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791",
		"9007199254740993", "9007199254740992.5", "9007199254740993.0000000000000000001",
		"18446744073709551615", "18446744073709551616", "99999999999999999999",
		"12345678901234567890123", "0.00000000000000000000000000000000001",
		"1234567890123456789e-30", "123456789012345678901e-330",
		"7.2057594037927933e16", "7.2057594037927933e+16",
		"4.35679936e-316",
	};
	char s[64];
	size_t i;
	int e;

	for (i = 0; i < sizeof some / sizeof some[0]; i++)
		read_str(some[i]);
	for (e = -400; e <= 400; e++) {
		snprintf(s, sizeof s, "1e%d", e);
		read_str(s);
		snprintf(s, sizeof s, "9.999999999999999999e%d", e);
		read_str(s);
		snprintf(s, sizeof s, "%.17g", ldexp(1, e * 3));
		read_str(s);
	}
	for (e = -1074; e <= 1023; e++) {
		read_halfway(ldexp(1, e));
		read_halfway(nextafter(ldexp(1, e), 0));
	}
	read_halfway(DBL_MAX / 2);
	read_halfway(nextafter(DBL_MAX, 0));
}

static void read_random(unsigned long n)
{
	static const char junk[] = "0123456789.eE+- \tinfaIN";
	char s[64], w[NUM_BUFSZ + 1];
	unsigned long i;
	double x;
	int len, k;

	for (i = 0; i < n; i++) {
		switch (i % 8) {
		case 0:			/* shortest text of any double */
			x = double_of(next());
			w[num_shortest(x, w)] = '\0';
			read_str(w);
			break;
		case 1:			/* %.Ne of any double, N up to 25 */
			x = double_of(next());
			snprintf(s, sizeof s, "%.*e", (int)below(26), x);
			read_str(s);
			break;
		case 2:			/* up to 19 digits, every exponent */
			read_digits(1 + (int)below(19), 0, (long)below(700) - 360, below(2));
			break;
		case 3:			/* 19 and 20 digits */
			read_digits(19 + (int)below(2), 0, (long)below(700) - 360, below(2));
			break;
		case 4:			/* long, leading zeros, no exponent */
			read_digits(1 + (int)below(60), below(4) ? 0 : (int)below(30),
				    below(3) ? (long)below(660) - 340 : LONG_MIN, 1);
			break;
		case 5:			/* near a tie */
			read_halfway(double_of(next() >> 1));
			i += 2;
			break;
		case 6:			/* near DBL_MAX and the subnormals */
			snprintf(s, sizeof s, "%.*e", 15 + (int)below(8),
				 below(2) ? nextafter(DBL_MAX, 0) * (1 + (double)below(1000) * 1e-19)
				 : double_of(next() >> (12 + below(10))));
			read_str(s);
			break;
		case 7:			/* junk for the grammar: short and
					 * anything, or longer and mostly
					 * digits with a stray character */
			if (below(2)) {
				len = (int)below(8);
				for (k = 0; k < len; k++)
					s[k] = junk[below(sizeof junk - 1)];
			} else {
				len = 1 + (int)below(30);
				for (k = 0; k < len; k++)
					s[k] = (char)('0' + below(10));
				for (k = (int)below(3); k > 0; k--)
					s[below((unsigned)len)] = junk[below(sizeof junk - 1)];
			}
			check_read(s, (size_t)len);
			break;
		}
	}
}

static int oracle(const char *path)
{
	char line[512], want[400], got[NUM_BUFSZ + 1];
	unsigned long long b;
	unsigned long lines = 0, bad = 0;
	FILE *f = fopen(path, "r");
	double x, y;

	if (!f) {
		perror(path);
		return 2;
	}
	while (fgets(line, sizeof line, f)) {
		if (sscanf(line, "%llx %399s", &b, want) != 2) {
			fprintf(stderr, "%s: bad line %s", path, line);
			return 2;
		}
		lines++;
		x = double_of(b);
		got[num_shortest(x, got)] = '\0';
		if (strcmp(got, want)) {
			bad++;
			complain("write %016llx: %s, expected %s\n", b, got, want);
		}
		if (num_parse(want, strlen(want), &y) != NUM_OK ||
		    (!isnan(x) && bits_of(y) != bits_of(x))) {
			bad++;
			complain("read %s: not %016llx\n", want, b);
		}
	}
	fclose(f);
	printf("%s: %lu values, %lu mismatches\n", path, lines, bad);
	return bad != 0;
}

int main(int argc, char **argv)
{
	unsigned long n = 1000000;
	int c;
	clock_t t0 = clock();

	while ((c = getopt(argc, argv, "n:p:s:v")) != -1)
		switch (c) {
		case 'p':
			return oracle(optarg);
		case 'n':
			n = strtoul(optarg, NULL, 10);
			break;
		case 's':
			rng = strtoull(optarg, NULL, 0);
			break;
		case 'v':
			verbose = 1;
			break;
		default:
			fprintf(stderr, "usage: verify [-n N] [-s SEED] [-v] [-p FILE]\n");
			return 2;
		}
	if (regcomp(&re_num, "^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?$",
		    REG_EXTENDED | REG_NOSUB) ||
	    regcomp(&re_inf, "^[+-]?(inf|infinity)$", REG_EXTENDED | REG_NOSUB | REG_ICASE) ||
	    regcomp(&re_nan, "^[+-]?nan$", REG_EXTENDED | REG_NOSUB | REG_ICASE))
		return 2;
	write_edges();
	read_edges();
	if (verbose)
		printf("edges: %lu written, %lu read\n", nwrite, nread);
	write_random(n / 2);
	read_random(n / 2);
	printf("written %lu: %lu mismatches, %lu left to the reference\n",
	       nwrite, bad_write, num_slow_writes);
	printf("read %lu: %lu mismatches, %lu left to strtod\n",
	       nread, bad_read, num_slow_reads);
	if (verbose)
		printf("%.1f s\n", (double)(clock() - t0) / CLOCKS_PER_SEC);
	return bad_write || bad_read;
}
