/* kernel.c - cost per term (ns per multiply-add) of the exact dot products
 * of kernel.c, one query row at a time and in tiles of rows, beside a
 * plain (inexact) tiled dot product in the same build: scores of N queries
 * against N keys (d = D), and N weighted sums of N rows of V (d_v = D).
 * Preparing K and V is left out; the best of REPS runs counts, in CPU
 * time of the thread (the machine may be shared).  Built and
 * run by make bench-kernel (bench/kernel.sh).
 *
 *	kernel [N [D [REPS [ONLY]]]]
 *
 * ONLY (0 to 3) runs that one line alone, for perf record. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "num/dot.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double rnd(unsigned long long *x)
{
	*x = *x * 6364136223846793005ULL + 1442695040888963407ULL;
	return (double)(*x >> 11) * 0x1p-53 * 2 - 1;
}

/* The plain dot products: four rows against eight lanes, one multiply-add
 * a term, in the vector width the compiler is given (the same layout of K
 * as the exact kernel's, blocks of eight keys transposed). */
typedef double v8 __attribute__((vector_size(64)));

static void plain_scores(const double *Q, const double *T, size_t n,
			 size_t d, double *S)
{
	size_t r, b, i, l;

	for (r = 0; r + 4 <= n; r += 4)
		for (b = 0; b < n / 8; b++) {
			const double *t = T + b * 8 * d;
			v8 a0 = { 0 }, a1 = { 0 }, a2 = { 0 }, a3 = { 0 }, y;

			for (i = 0; i < d; i++) {
				memcpy(&y, t + i * 8, sizeof y);
				a0 += Q[r * d + i] * y;
				a1 += Q[(r + 1) * d + i] * y;
				a2 += Q[(r + 2) * d + i] * y;
				a3 += Q[(r + 3) * d + i] * y;
			}
			for (l = 0; l < 8; l++) {
				S[r * n + b * 8 + l] = a0[l];
				S[(r + 1) * n + b * 8 + l] = a1[l];
				S[(r + 2) * n + b * 8 + l] = a2[l];
				S[(r + 3) * n + b * 8 + l] = a3[l];
			}
		}
}

static void plain_apply(const double *W, const double *V, size_t n,
			size_t dv, double *O)
{
	size_t r, c, j, l;

	for (r = 0; r + 4 <= n; r += 4)
		for (c = 0; c + 8 <= dv; c += 8) {
			v8 a0 = { 0 }, a1 = { 0 }, a2 = { 0 }, a3 = { 0 }, y;

			for (j = 0; j < n; j++) {
				memcpy(&y, V + j * dv + c, sizeof y);
				a0 += W[r * n + j] * y;
				a1 += W[(r + 1) * n + j] * y;
				a2 += W[(r + 2) * n + j] * y;
				a3 += W[(r + 3) * n + j] * y;
			}
			for (l = 0; l < 8; l++) {
				O[r * dv + c + l] = a0[l];
				O[(r + 1) * dv + c + l] = a1[l];
				O[(r + 2) * dv + c + l] = a2[l];
				O[(r + 3) * dv + c + l] = a3[l];
			}
		}
}

/* The inputs, made once. */
static size_t n, d;
static double *Q, *K, *V, *W, *S, *O, *T;
static struct kn_mat KK, VV;
static const struct scale sc = { SCALE_SQRT, 0 };

/* M rows from row R on: one at a time (M = 1) or in one call. */
static void scores(size_t r, size_t m)
{
	if (m == 1)
		kn_scores(Q + r * d, &KK, &sc, NULL, S + r * n);
	else
		kn_scores_rows(Q + r * d, m, d, &KK, &sc, NULL, S + r * n);
}

static void apply(size_t r, size_t m)
{
	if (m == 1)
		kn_apply(W + r * n, &VV, O + r * d);
	else
		kn_apply_rows(W + r * n, m, n, &VV, O + r * d);
}

/* Best time of REPS runs over all rows, M at a time, or (M = 0) of the
 * plain tiles. */
static double best(void (*f)(size_t, size_t), int plain, size_t m, int reps)
{
	double t, b = 1e9;
	size_t r;

	while (reps-- > 0) {
		t = now();
		if (plain && f == scores)
			plain_scores(Q, T, n, d, S);
		else if (plain)
			plain_apply(W, V, n, d, O);
		else
			for (r = 0; r < n; r += m)
				f(r, m);
		t = now() - t;
		b = t < b ? t : b;
	}
	return b;
}

int main(int argc, char **argv)
{
	static const char *name[4] = { "exact, one row",
		"exact, tiles of 4 rows", "exact, tiles of 8 rows",
		"plain, tiles of 4" };
	static const size_t rows[4] = { 1, 4, 8, 4 };
	int reps, only, k;
	unsigned long long seed = 1;
	double terms, sum = 0;
	size_t i, b, l;

	n = argc > 1 ? strtoul(argv[1], NULL, 10) : 1024;
	d = argc > 2 ? strtoul(argv[2], NULL, 10) : 64;
	reps = argc > 3 ? atoi(argv[3]) : 5;
	only = argc > 4 ? atoi(argv[4]) : -1;
	terms = (double)n * n * d;
	Q = malloc(n * d * sizeof *Q), K = malloc(n * d * sizeof *K);
	V = malloc(n * d * sizeof *V), W = malloc(n * n * sizeof *W);
	S = malloc(n * n * sizeof *S), O = malloc(n * d * sizeof *O);
	T = malloc(n * d * sizeof *T);
	if (!Q || !K || !V || !W || !S || !O || !T || n % 8 || d % 8) {
		fprintf(stderr, "kernel: N and D multiples of 8, memory\n");
		return 2;
	}
	for (i = 0; i < n * d; i++) {
		Q[i] = rnd(&seed);
		K[i] = rnd(&seed);
		V[i] = rnd(&seed);
	}
	for (i = 0; i < n * n; i++)
		W[i] = (rnd(&seed) + 1) / n;
	for (b = 0; b < n / 8; b++)
		for (i = 0; i < d; i++)
			for (l = 0; l < 8; l++)
				T[(b * d + i) * 8 + l] = K[(b * 8 + l) * d + i];
	kn_keys(&KK, K, n, d);
	kn_values(&VV, V, n, d);
	printf("n = %zu, d = %zu: ns per term (one multiply-add of q.k or "
	       "w v), best of %d\n", n, d, reps);
	printf("%-24s %8s %8s\n", "", "scores", "apply");
	for (k = 0; k < 4; k++) {
		if (only >= 0 && k != only)
			continue;
		printf("%-24s %8.3f %8.3f\n", name[k],
		       best(scores, k == 3, rows[k], reps) / terms * 1e9,
		       best(apply, k == 3, rows[k], reps) / terms * 1e9);
		sum += S[n + 1] + O[d + 1];
	}
	kn_mat_free(&KK);
	kn_mat_free(&VV);
	free(Q), free(K), free(V), free(W), free(S), free(O), free(T);
	return sum == 12345.678;
}
