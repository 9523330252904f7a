/* kernel-rows.c - kn_scores_rows and kn_apply_rows give the bits of
 * kn_scores and kn_apply row by row, whatever the number of rows and
 * however they are handed over, on random and on nasty inputs:
 * cancellation, subnormal and huge entries, entries either side of the
 * 2^-480 and 2^480 edges of the fused path, infinities and NaN, rows of
 * one kind beside rows of another, shapes that do not fill a block; and
 * so do --dtype's dt_dots and dt_wsum, on values of each format, their
 * sums rounded to each accumulator; and kn_acc_outer and
 * kn_acc_outer_narrow sum a kernel's outer products as kn_acc_add does
 * one by one; and rotate_row turns rows (--rotate) as rotate_row_exact
 * does from each entry's exact sum, in every accumulator, on rows of every
 * finite kind, rows whose turned sums cancel, rows spread over 2^+-60 and
 * rows of small entries beside 2^60 and -2^60, where the fast transform's
 * doubles round.
 * Prints one line per case: its name and a hash of every output bit, so
 * that builds and runs for other instruction sets (tests/check-kernel-rows.sh;
 * an argument caps the set, as kernel_isa_cap) can be compared.  Exits 1 if any tiled result differs from the row's own. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "num/acc.h"
#include "num/dot.h"
#include "num/dtype.h"
#include "num/rotate.h"

static uint64_t seed = 88172645463325252ULL;

static uint64_t next(void)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return seed;
}

static double unif(void)	/* in [-1, 1) */
{
	return (double)(next() >> 11) * 0x1p-52 - 1;
}

/* A value of the given kind. */
enum kind { PLAIN, WIDE, TINY, HUGE, EDGE, INTS, INFNAN, NKINDS };
static const char *kind_name[] = { "plain", "wide", "subnormal", "huge",
				   "edge", "integers", "inf-nan" };

static double value(enum kind k)
{
	double x = unif();

	switch (k) {
	case PLAIN:
		return x;
	case WIDE:
		return ldexp(x, (int)(next() % 200) - 100);
	case TINY:
		return next() % 3 ? ldexp(x, -1040 - (int)(next() % 30)) :
		       ldexp(x, -500);
	case HUGE:
		return ldexp(x, 450 + (int)(next() % 100));
	case EDGE:	/* either side of 2^-480 and 2^480, and 0 */
		switch (next() % 5) {
		case 0: return ldexp(1 + fabs(x), -481) * (x < 0 ? -1 : 1);
		case 1: return ldexp(1 + fabs(x), -480) * (x < 0 ? -1 : 1);
		case 2: return ldexp(1 + fabs(x), 479) * (x < 0 ? -1 : 1);
		case 3: return ldexp(1 + fabs(x), 480) * (x < 0 ? -1 : 1);
		default: return 0;
		}
	case INTS:
		return (double)((int)(next() % 7) - 3);
	default:
		switch (next() % 8) {
		case 0: return INFINITY;
		case 1: return -INFINITY;
		case 2: return NAN;
		default: return x;
		}
	}
}

static uint64_t hash = 14695981039346656037ULL;

/* NaN's sign and payload are left to the compiler's order of operands
 * (x86 keeps the first NaN's), and attn writes every NaN as nan: the hash
 * takes them all as one. */
static void mix(const double *x, size_t n)
{
	uint64_t b;
	size_t i;

	for (i = 0; i < n; i++) {
		memcpy(&b, &x[i], sizeof b);
		if (isnan(x[i]))
			b = 0x7ff8000000000000;
		hash = (hash ^ b) * 1099511628211ULL;
	}
}

static int bad;

static void same(const char *what, const char *name, const double *a,
		 const double *b, size_t n)
{
	if (memcmp(a, b, n * sizeof *a) != 0) {
		printf("DIFFER %s %s\n", what, name);
		bad = 1;
	}
}

/* Rows of Q whose keys cancel: key j of K is made to cancel against row
 * r's q where r = j mod nq, to a remainder of 2^-k. */
static void cancel(double *Q, size_t nq, double *K, size_t nk, size_t d)
{
	size_t j, i;

	for (j = 0; j < nk && d >= 2; j++) {
		const double *q = Q + (j % nq) * d;
		double *k = K + j * d, s = 0;

		for (i = 0; i + 1 < d; i++) {
			k[i] = ldexp(unif(), (int)(next() % 60) - 30);
			s += q[i] * k[i];
		}
		k[d - 1] = q[d - 1] != 0 ? -s / q[d - 1] : 0;
	}
}

static void run(const char *name, enum kind kq, enum kind kk, int canc,
		size_t nq, size_t nk, size_t d, size_t dv)
{
	double *Q = malloc(nq * d * sizeof *Q), *K = malloc(nk * d * sizeof *K);
	double *V = malloc(nk * dv * sizeof *V);
	double *W = malloc(nq * nk * sizeof *W);
	double *s1 = malloc(nq * nk * sizeof *s1), *sR = malloc(nq * nk * sizeof *sR);
	double *o1 = malloc(nq * dv * sizeof *o1), *oR = malloc(nq * dv * sizeof *oR);
	unsigned char *allow = malloc(nq * nk);
	struct scale sc[4] = { { SCALE_SQRT, 0 }, { SCALE_NONE, 0 },
			       { SCALE_BY, 3 }, { SCALE_BY, 0x1p-300 } };
	struct kn_mat KK, VV;
	char full[128];
	size_t i, r, step, c;

	for (r = 0; r < nq; r++)	/* every third row of the other kind */
		for (i = 0; i < d; i++)
			Q[r * d + i] = value(r % 3 == 1 ? kk : kq);
	for (i = 0; i < nk * d; i++)
		K[i] = value(kk);
	for (i = 0; i < nk * dv; i++)
		V[i] = value(kk);
	for (i = 0; i < nq * nk; i++) {
		W[i] = kq == PLAIN ? (unif() + 1) / nk : value(kq);
		allow[i] = next() % 5 != 0;
	}
	if (canc)
		cancel(Q, nq, K, nk, d);
	kn_keys(&KK, K, nk, d);
	kn_values(&VV, V, nk, dv);
	for (c = 0; c < 4; c++) {
		snprintf(full, sizeof full, "%s scale %zu %zux%zu.%zux%zu", name,
			 c, nq, d, nk, dv);
		for (r = 0; r < nq; r++)
			kn_scores(Q + r * d, &KK, &sc[c], allow + r * nk,
				  s1 + r * nk);
		mix(s1, nq * nk);
		/* all at once, and three rows at a time */
		for (step = 0; step < 2; step++) {
			size_t m = step ? 3 : nq;

			memset(sR, 0, nq * nk * sizeof *sR);
			for (r = 0; r < nq; r += m)
				kn_scores_rows(Q + r * d, nq - r < m ? nq - r : m,
					       d, &KK, &sc[c], allow + r * nk,
					       sR + r * nk);
			same("scores", full, s1, sR, nq * nk);
		}
		/* no mask is every key */
		for (r = 0; r < nq; r++)
			memset(allow + r * nk, 1, nk);
		for (r = 0; r < nq; r++)
			kn_scores(Q + r * d, &KK, &sc[c], allow + r * nk,
				  s1 + r * nk);
		kn_scores_rows(Q, nq, d, &KK, &sc[c], NULL, sR);
		same("scores, no mask", full, s1, sR, nq * nk);
	}
	for (r = 0; r < nq; r++)
		kn_apply(W + r * nk, &VV, o1 + r * dv);
	mix(o1, nq * dv);
	for (step = 0; step < 2; step++) {
		size_t m = step ? 3 : nq;

		memset(oR, 0, nq * dv * sizeof *oR);
		for (r = 0; r < nq; r += m)
			kn_apply_rows(W + r * nk, nq - r < m ? nq - r : m, nk,
				      &VV, oR + r * dv);
		same("apply", full, o1, oR, nq * dv);
	}
	/* kn_dot is the unscaled score */
	for (r = 0; r < nq && nk; r++)
		s1[r] = kn_dot(Q + r * d, K + (r % nk) * d, d);
	mix(s1, nq < nk ? nq : nk);
	printf("%-40s %016llx\n", full, (unsigned long long)hash);
	kn_mat_free(&KK);
	kn_mat_free(&VV);
	free(Q), free(K), free(V), free(W), free(s1), free(sR), free(o1);
	free(oR), free(allow);
}

/* dt_dots and dt_wsum on NQ rows of values of T (of kind K, cancelling
 * with CANC), rounded to each accumulator: all rows at once, three at a
 * time and one at a time give the same bits. */
static void run_dtype(const struct dtype *t, enum kind k, int canc, size_t nq,
		      size_t nk, size_t d, size_t dv)
{
	static const struct dtype *acc[] = { &dt_f64, &dt_f32, &dt_bf16,
					     &dt_e4m3 };
	double *Q = malloc(nq * d * sizeof *Q), *K = malloc(nk * d * sizeof *K);
	double *V = malloc(nk * dv * sizeof *V), *W = malloc(nq * nk * sizeof *W);
	double *s1 = malloc(nq * nk * sizeof *s1), *sR = malloc(nq * nk * sizeof *sR);
	double *o1 = malloc(nq * dv * sizeof *o1), *oR = malloc(nq * dv * sizeof *oR);
	unsigned char *allow = malloc(nq * nk);
	struct kn_mat KK, VV;
	struct dt_mat DK, DV;
	char full[128];
	size_t i, r, a, step;

	for (i = 0; i < nq * d; i++)
		Q[i] = dt_round(value(k), t);
	for (i = 0; i < nk * d; i++)
		K[i] = value(k);
	if (canc)
		cancel(Q, nq, K, nk, d);
	for (i = 0; i < nk * d; i++)
		K[i] = dt_round(K[i], t);
	for (i = 0; i < nk * dv; i++)
		V[i] = dt_round(value(k), t);
	for (i = 0; i < nq * nk; i++) {
		W[i] = dt_round(value(k), t);
		allow[i] = next() % 5 != 0;
		if (!isfinite(W[i]))
			W[i] = 0;
	}
	for (i = 0; i < nq * d; i++)
		if (!isfinite(Q[i]))
			Q[i] = 0;
	for (i = 0; i < nk * d; i++)
		if (!isfinite(K[i]))
			K[i] = 0;
	for (i = 0; i < nk * dv; i++)
		if (!isfinite(V[i]))
			V[i] = 0;
	kn_keys(&KK, K, nk, d);
	kn_values(&VV, V, nk, dv);
	dt_keys(&DK, &KK);
	dt_values(&DV, &VV);
	for (a = 0; a < sizeof acc / sizeof *acc; a++) {
		snprintf(full, sizeof full, "dtype %s %s%s in %s %zux%zu.%zux%zu",
			 t->name, kind_name[k], canc ? " cancelling" : "",
			 acc[a]->name, nq, d, nk, dv);
		for (r = 0; r < nq; r++)
			dt_dots(Q + r * d, 1, d, &DK, allow + r * nk, nk, acc[a],
				s1 + r * nk, nk, NULL);
		mix(s1, nq * nk);
		/* each row's sum over keys from its own first one */
		for (r = 0; r < nq; r++)
			dt_wsum(W + r * nk, 1, nk, &DV, r % 3 < nk ? r % 3 : 0, nk,
				acc[a], o1 + r * dv, dv, NULL);
		mix(o1, nq * dv);
		for (step = 0; step < 2; step++) {
			size_t m = step ? 3 : nq;

			for (r = 0; r < nq; r += m)
				dt_dots(Q + r * d, nq - r < m ? nq - r : m, d, &DK,
					allow + r * nk, nk, acc[a], sR + r * nk, nk,
					NULL);
			same("dt_dots", full, s1, sR, nq * nk);
		}
		/* several rows' weighted sums at once, over the same keys */
		for (r = 0; r < nq; r++)
			dt_wsum(W + r * nk, 1, nk, &DV, nk > 1, nk, acc[a],
				o1 + r * dv, dv, NULL);
		dt_wsum(W, nq, nk, &DV, nk > 1, nk, acc[a], oR, dv, NULL);
		same("dt_wsum, rows", full, o1, oR, nq * dv);
		mix(o1, nq * dv);
		printf("%-40s %016llx\n", full, (unsigned long long)hash);
	}
	dt_mat_free(&DK);
	dt_mat_free(&DV);
	kn_mat_free(&KK);
	kn_mat_free(&VV);
	free(Q), free(K), free(V), free(W), free(s1), free(sR), free(o1);
	free(oR), free(allow);
}

/* kn_acc_outer and kn_acc_outer_narrow on N rows of values of T (of kind
 * K), X N x NJ and Y N x D: the same exact sums as product by product,
 * each cell rounded to a double and to f32. */
static void run_outer(const struct dtype *t, enum kind k, size_t n,
		      size_t nj, size_t d)
{
	double *X = malloc(n * nj * sizeof *X), *Y = malloc(n * d * sizeof *Y);
	double *o[3];
	const double *xs[KN_OUTER], *ys[KN_OUTER];
	static const struct scale none = { SCALE_NONE, 0 };
	struct kn_acc acc[3];
	char full[128];
	size_t i, j, c, w, i0, m, cells = nj * d;

	for (i = 0; i < n * nj; i++)
		if (!isfinite(X[i] = dt_round(value(k), t)))
			X[i] = 0;
	for (i = 0; i < n * d; i++)
		if (!isfinite(Y[i] = dt_round(value(k), t)))
			Y[i] = 0;
	for (w = 0; w < 3; w++) {
		kn_acc_init(&acc[w], cells);
		o[w] = malloc(2 * cells * sizeof *o[w]);
	}
	for (i = 0; i < n; i++)
		for (j = 0; j < nj; j++)
			for (c = 0; c < d; c++)
				kn_acc_add(&acc[0], j * d + c, X[i * nj + j],
					   Y[i * d + c]);
	for (i0 = 0; i0 < n; i0 += m) {
		m = n - i0 < KN_OUTER ? n - i0 : KN_OUTER;
		for (i = 0; i < m; i++) {
			xs[i] = X + (i0 + i) * nj;
			ys[i] = Y + (i0 + i) * d;
		}
		kn_acc_outer(&acc[1], 0, d, nj, d, xs, ys, m);
		kn_acc_outer_narrow(&acc[2], 0, d, nj, d, xs, ys, m);
	}
	for (w = 0; w < 3; w++) {
		for (c = 0; c < cells; c++)
			o[w][cells + c] = kn_acc_round_to(&acc[w], c, &dt_f32);
		kn_acc_results(&acc[w], 1, cells, NULL, 1, &none, o[w]);
	}
	snprintf(full, sizeof full, "outer %s %s %zux%zu.%zu", t->name,
		 kind_name[k], n, nj, d);
	same("kn_acc_outer", full, o[0], o[1], 2 * cells);
	same("kn_acc_outer_narrow", full, o[0], o[2], 2 * cells);
	mix(o[0], 2 * cells);
	printf("%-40s %016llx\n", full, (unsigned long long)hash);
	for (w = 0; w < 3; w++) {
		kn_acc_free(&acc[w]);
		free(o[w]);
	}
	free(X), free(Y);
}

/* rotate_row and rotate_row_exact on rows of width D, values of T (of
 * kind K), turned into A; some rows cancel (equal entries, a pair, one
 * entry, a row of zeros), some are spread over 2^+-60, some hold
 * 2^60 and -2^60 beside their small entries. */
static void run_rotate(const struct dtype *t, const struct dtype *a,
		       enum kind k, size_t d)
{
	double x[128], got[128], want[128];
	char full[128];
	uint64_t sd;
	size_t r, i;

	for (r = 0; r < 28; r++) {
		for (i = 0; i < d; i++) {
			x[i] = dt_round(value(k), t);
			switch (r % 6) {
			case 1: x[i] = x[0]; break;	/* all equal */
			case 2: if (i > 1) x[i] = 0; break;	/* a pair */
			case 3: if (i) x[i] = 0; break;	/* one */
			case 4: x[i] = i % 2 ? -x[0] : x[0]; break;
			case 5: x[i] = dt_round(ldexp(unif(), (int)(next() % 121)
						      - 60), t);
			}
		}
		/* two large entries that cancel in half the sums, after the
		 * fast transform's first level has rounded the small ones
		 * into them */
		if (r % 7 == 6 && d >= 4) {
			x[1] = ldexp(1, 60);
			x[3] = -x[1];
		}
		for (i = 0; i < d; i++)	/* attn takes finite rows alone */
			if (!isfinite(x[i]))
				x[i] = 0;
		sd = next();
		rotate_row(x, d, sd, a, got);
		rotate_row_exact(x, d, sd, a, want);
		snprintf(full, sizeof full, "rotate %s to %s %s d=%zu row %zu",
			 t->name, a->name, kind_name[k], d, r);
		same("rotate_row", full, want, got, d);
		mix(got, d);
	}
	printf("rotate %s to %s %-10s d=%-3zu %016llx\n", t->name, a->name,
	       kind_name[k], d, (unsigned long long)hash);
}

int main(int argc, char **argv)
{
	static const size_t shapes[][4] = {	/* nq, nk, d, dv */
		{ 1, 1, 1, 1 }, { 3, 7, 3, 5 }, { 9, 8, 8, 8 },
		{ 13, 9, 64, 9 }, { 17, 33, 17, 67 }, { 6, 20, 40, 16 },
		{ 5, 300, 4, 3 },
	};
	char name[64];
	size_t s;
	int kq, kk, canc;

	/* the widest instruction set to use (num/dot.h), all by default */
	if (argc > 1)
		kernel_isa_cap = atoi(argv[1]);
	for (s = 0; s < sizeof shapes / sizeof *shapes; s++)
		for (kq = 0; kq < NKINDS; kq++)
			for (kk = 0; kk < NKINDS; kk++)
				for (canc = 0; canc < 2; canc++) {
					if (canc && (kq != kk || kq == INFNAN))
						continue;
					snprintf(name, sizeof name, "%s/%s%s",
						 kind_name[kq], kind_name[kk],
						 canc ? " cancelling" : "");
					run(name, kq, kk, canc, shapes[s][0],
					    shapes[s][1], shapes[s][2],
					    shapes[s][3]);
				}
	for (s = 0; s < sizeof shapes / sizeof *shapes; s++) {
		static const struct dtype *fmts[] = { &dt_f32, &dt_bf16,
						      &dt_f16, &dt_e4m3,
						      &dt_e5m2 };
		size_t f;

		for (f = 0; f < sizeof fmts / sizeof *fmts; f++)
			for (kq = 0; kq <= WIDE; kq++) {
				for (canc = 0; canc < 2; canc++)
					run_dtype(fmts[f], kq, canc, shapes[s][0],
						  shapes[s][1], shapes[s][2],
						  shapes[s][3]);
				/* rows x keys x d_v, as dV's sums; more
				 * rows than one batch at the last shape */
				run_outer(fmts[f], kq, shapes[s][1] * 3 +
					  (s + 1 == sizeof shapes / sizeof *shapes
					   ? 300 : 0), shapes[s][0],
					  shapes[s][3]);
			}
	}
	/* widths to 128 (the reference's exact sums cost d^2 a row) */
	for (s = 1; s <= 128; s *= 2) {
		static const struct dtype *ts[] = { &dt_f64, &dt_bf16 },
					  *as[] = { &dt_f64, &dt_f32, &dt_bf16 };
		size_t f, g;

		for (f = 0; f < 2; f++)
			for (g = 0; g < 3; g++)
				for (kq = 0; kq < INFNAN; kq++)
					run_rotate(ts[f], as[g], kq, s);
	}
	return bad;
}
