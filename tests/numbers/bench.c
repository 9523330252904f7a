/* bench.c - nanoseconds per number for writing and reading, this
 * number.c against an older one (built with its symbols renamed old_*).
 *
 *   bench [-n N] [-r REPEATS]
 *
 * Three samples of N doubles (default 50000, small enough to stay in the
 * caches, as a row being parsed does), each timed REPEATS (20) times over: any bit pattern, uniform on [0, 1) (what
 * softmax weights look like), and short decimals (two to six digits, as
 * hand-written inputs are).  Each is written with num_shortest and read
 * back with num_parse, the texts being those num_shortest wrote.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "io/number.h"

size_t old_num_shortest(double x, char *buf);
enum num_status old_num_parse(const char *s, size_t len, double *out);

static uint64_t rng = 42;

static uint64_t next(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
	return z ^ (z >> 31);
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	static const char *const names[] = { "any bits", "uniform [0,1)", "short decimals" };
	size_t n = 50000, reps = 20, i, j, len, *lens;
	char *texts, buf[NUM_BUFSZ + 1];
	double *xs, t, sink = 0, v;
	int c, kind;

	while ((c = getopt(argc, argv, "n:r:")) != -1)
		if (c == 'n')
			n = strtoul(optarg, NULL, 10);
		else if (c == 'r')
			reps = strtoul(optarg, NULL, 10);
	xs = malloc(n * sizeof *xs);
	texts = malloc(n * 32 + NUM_BUFSZ);	/* the writer may write past its text */
	lens = malloc(n * sizeof *lens);
	if (!xs || !texts || !lens)
		return 1;
	printf("%-16s %10s %10s %10s %10s\n", "ns/number", "write old", "write new",
	       "read old", "read new");
	for (kind = 0; kind < 3; kind++) {
		double r[4];

		for (i = 0; i < n; i++) {
			uint64_t b = next();

			if (kind == 0) {
				if ((b >> 52 & 0x7ff) == 0x7ff)
					b ^= (uint64_t)1 << 62;
				memcpy(&xs[i], &b, sizeof b);
			} else if (kind == 1)
				xs[i] = (double)(b >> 11) * 0x1p-53;
			else
				xs[i] = (double)(b % 1000000) / 1000;
		}
		t = now();
		for (j = 0; j < reps; j++)
			for (i = 0; i < n; i++)
				sink += (double)old_num_shortest(xs[i], buf);
		r[0] = now() - t;
		t = now();
		for (j = 0; j < reps; j++)
			for (i = 0; i < n; i++) {
				lens[i] = len = num_shortest(xs[i], texts + 32 * i);
				sink += (double)len;
			}
		r[1] = now() - t;
		t = now();
		for (j = 0; j < reps; j++)
			for (i = 0; i < n; i++) {
				old_num_parse(texts + 32 * i, lens[i], &v);
				sink += v;
			}
		r[2] = now() - t;
		t = now();
		for (j = 0; j < reps; j++)
			for (i = 0; i < n; i++) {
				num_parse(texts + 32 * i, lens[i], &v);
				sink += v;
			}
		r[3] = now() - t;
		printf("%-16s %10.1f %10.1f %10.1f %10.1f\n", names[kind],
		       r[0] * 1e9 / (double)(n * reps), r[1] * 1e9 / (double)(n * reps),
		       r[2] * 1e9 / (double)(n * reps), r[3] * 1e9 / (double)(n * reps));
	}
	fprintf(stderr, "%s", sink == 0.5 ? "\n" : "");
	return 0;
}
