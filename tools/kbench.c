/* kbench.c - CPU time of the kernels alone on the make bench shapes:
 * scores of 1024 queries against 1024 keys (d = 64), softmax of 1024 rows
 * of 1024, and 1024 weighted sums of 1024 rows of V (d_v = 64).  Built
 * twice by tools/kbench.sh, against this tree's kernel and against a
 * plain one (-DPLAIN: the API of bd077ce, K and V passed as they are, no
 * scratch row for kn_softmax).  Preparing K and V counts in the time. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "kernel.h"

#define N 1024
#define D 64
#define REPS 5

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double rnd(unsigned long long *x)
{
	*x = *x * 6364136223846793005ULL + 1442695040888963407ULL;
	return (double)(*x >> 11) * 0x1p-53 * 2 - 1;
}

int main(void)
{
	static double Q[N * D], K[N * D], V[N * D], S[N * N], W[N * N];
	static double out[N], tmp[N], o[D];
	static unsigned char allow[N];
	struct scale sc = { SCALE_SQRT, 0 };
#ifndef PLAIN
	struct kn_mat KK, VV;
#endif
	unsigned long long seed = 1;
	double t, best[3] = { 1e9, 1e9, 1e9 }, sum = 0;
	size_t i, r;

	for (i = 0; i < N * D; i++) {
		Q[i] = rnd(&seed);
		K[i] = rnd(&seed);
		V[i] = rnd(&seed);
	}
	for (i = 0; i < N * N; i++)
		S[i] = 6 * rnd(&seed);
	for (i = 0; i < N; i++)
		allow[i] = 1;
	for (r = 0; r < REPS; r++) {
		t = now();
#ifdef PLAIN
		for (i = 0; i < N; i++) {
			kn_scores(Q + i * D, K, N, D, &sc, allow, out);
			sum += out[i];
		}
#else
		kn_keys(&KK, K, N, D);
		for (i = 0; i < N; i++) {
			kn_scores(Q + i * D, &KK, &sc, allow, out);
			sum += out[i];
		}
		kn_mat_free(&KK);
#endif
		if (now() - t < best[0])
			best[0] = now() - t;
		t = now();
		for (i = 0; i < N; i++)
#ifdef PLAIN
			kn_softmax(S + i * N, N, W + i * N);
#else
			kn_softmax(S + i * N, N, W + i * N, tmp);
#endif
		if (now() - t < best[1])
			best[1] = now() - t;
		t = now();
#ifdef PLAIN
		for (i = 0; i < N; i++) {
			kn_apply(W + i * N, V, N, D, o);
			sum += o[i % D];
		}
#else
		kn_values(&VV, V, N, D);
		for (i = 0; i < N; i++) {
			kn_apply(W + i * N, &VV, o);
			sum += o[i % D];
		}
		kn_mat_free(&VV);
#endif
		if (now() - t < best[2])
			best[2] = now() - t;
	}
	(void)tmp;
	printf("scores %.1f ms  weights %.1f ms  apply %.1f ms  (%g)\n",
	       best[0] * 1e3, best[1] * 1e3, best[2] * 1e3, sum);
	return 0;
}
