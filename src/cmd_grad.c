/* cmd_grad.c - the backward pass: the gradient of sum(O * dO) with respect
 * to Q, K, V, the scores or the weights.
 *
 * The forward pass is attend's, by the same per-row code; the backward
 * steps are grad.c's, each exactly rounded from the doubles of its inputs.
 * Q and dO are read in step, a row at a time: --wrt q, scores and weights
 * write each row as it is done; --wrt k and v add each row's products into
 * one exact sum per cell of the n_k-row answer (kn_sum) and round each
 * once at the end, with the scale. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "grad.h"
#include "heads.h"
#include "kernel.h"
#include "mask.h"
#include "matrix.h"
#include "output.h"
#include "stage.h"
#include "util.h"
#include "work.h"

static const char usage[] =
"usage: attn grad --wrt X -q Q -k K -v V --dout dO [options]\n"
"\n"
"The backward pass of O = softmax(Q K^T / sqrt(d_k) + M) V: the gradient\n"
"of sum(O * dO) with respect to X, each step exactly rounded.\n"
"  --wrt v        dV = A^T dO                        n_k x d_v\n"
"  --wrt weights  dA = dO V^T                        n_q x n_k\n"
"  --wrt scores   dS = A * (dA - rowsum(A * dA))     n_q x n_k\n"
"  --wrt q        dQ = c dS K                        n_q x d_k\n"
"  --wrt k        dK = c dS^T Q                      n_k x d_k\n"
"Q and dO are streamed in step (Q is stdin when -q is not given).\n"
"\n"
"      --wrt X          q, k, v, scores or weights\n"
"  -q, --query Q        the queries, n_q x d_k (default: stdin)\n"
"  -k, --keys K         the keys, n_k x d_k\n"
"  -v, --values V       the values, n_k x d_v\n"
"      --dout dO        the gradient at the output, n_q x d_v\n"
"      --no-scale       plain dot products (c = 1)\n"
"      --scale X        c = X instead of 1/sqrt(d_k)\n"
"      --causal         mask key j of row i when j > i + offset\n"
"      --offset N       row i sits at key position i + N (default 0)\n"
"      --window L[,R]   keep L keys before the position and R after it\n"
"      --mask FILE      0/1 matrix of the scores' shape; 0 masks\n"
"      --temperature T  divide the scores by T > 0\n"
"      --softcap C      map x to C*tanh(x/C), C > 0\n"
"      --bias FILE      then add FILE's entries; -inf masks\n"
"      --masked-rows P  a row with every key masked: zero (default),\n"
"                       uniform, nan, or error\n"
HEADS_HELP
"      --show-work      write every row's backward steps to stderr\n"
COMMON_HELP
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
"  attn grad --wrt scores -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' \\\n"
"      --dout '[1,0]' --show-work\n";

enum wrt { WRT_Q, WRT_K, WRT_V, WRT_SCORES, WRT_WEIGHTS };

/* Everything allocated, held by statics so that an error exit leaks
 * nothing: the blocks of K and V per key/value head, prepared; the row
 * buffers; the exact sums of --wrt k and v. */
static struct kv {
	double *k, *v;			/* the head's columns of K and V */
	struct kn_mat keys, vkeys, kvals;
} *kv;
static size_t nkv;
static double *row;
static unsigned char *ones;
static struct kn_sum *acc;
static size_t nacc;
static struct gd_row g;

static void release(void)
{
	size_t i;

	for (i = 0; kv && i < nkv; i++) {
		kn_mat_free(&kv[i].keys);
		kn_mat_free(&kv[i].vkeys);
		kn_mat_free(&kv[i].kvals);
		free(kv[i].k);
		free(kv[i].v);
	}
	free(kv);
	kv = NULL;
	for (i = 0; acc && i < nacc; i++)
		kn_sum_free(&acc[i]);
	free(acc);
	acc = NULL;
	free(row);
	row = NULL;
	free(ones);
	ones = NULL;
	gd_row_free(&g);
}

static enum wrt wrt_option(const char *arg)
{
	static const char *const names[] = { "q", "k", "v", "scores",
					     "weights" };
	size_t i;

	for (i = 0; i < sizeof names / sizeof *names; i++)
		if (strcmp(arg, names[i]) == 0)
			return (enum wrt)i;
	usage_fail("--wrt takes q, k, v, scores or weights, not '%s'", arg);
}

/* Columns [c0, c0 + w) of the ROWS x COLS matrix M, as a matrix. */
static double *block(const double *m, size_t rows, size_t cols, size_t c0,
		     size_t w)
{
	double *b = xmalloc((rows * w + 1) * sizeof *b);
	size_t i;

	for (i = 0; i < rows; i++)
		memcpy(b + i * w, m + i * cols + c0, w * sizeof *b);
	return b;
}

/* A step that overflowed: an error naming the row. */
static void finite(const double *v, size_t n, const char *what,
		   const char *where, long line)
{
	size_t j;

	for (j = 0; j < n; j++)
		if (isinf(v[j]))
			fail(where, line, "%s %zu overflows a double", what, j);
}

/* dO does not have O's shape: count both to the end, and say so. */
static _Noreturn void bad_dout(reader *Q, reader *D, size_t nq, size_t nd,
			       size_t wd, size_t wo, long line)
{
	const double *x;
	size_t n;

	while (rd_row(Q, &x, &n))
		nq++;
	while (rd_row(D, &x, &n))
		nd++;
	fail(rd_name(D), line, "dO is %zu x %zu, but the output O is %zu x "
	     "%zu (dO must have its shape)", nd, wd, nq, wo);
}

int cmd_grad(int argc, char **argv)
{
	static const struct option longopts[] = {
		QUERY_LONGOPTS,
		{ "values", required_argument, NULL, 'v' },
		{ "dout", required_argument, NULL, OPT_DOUT },
		{ "wrt", required_argument, NULL, OPT_WRT },
		MASK_LONGOPTS, TRANSFORM_LONGOPTS, HEADS_LONGOPTS,
		COMMON_LONGOPTS,
		{ NULL, 0, NULL, 0 }
	};
	static const struct scale none = { SCALE_NONE, 0 };
	struct common co = { NULL, false };
	struct mask m = { 0 };
	struct query qy = { NULL, NULL, { SCALE_SQRT, 0 }, false };
	struct heads hd = HEADS_INIT;
	const char *vpath = NULL, *dpath = NULL;
	enum wrt wrt = WRT_Q;
	bool have_wrt = false;
	struct matrix K, V;
	double *s, *t, *w, *out;
	const double *q, *dout;
	const unsigned char *allow = NULL;
	reader *Q, *D;
	size_t nk, dk, dv, wq, wo, d, dd, h, gi, j, c, live, nq = 0, width;
	long line;
	int opt;

	cmd_begin("grad");
	while ((opt = getopt_long(argc, argv, COMMON_SHORTOPTS QUERY_SHORTOPTS
				  "v:", longopts, NULL)) != -1) {
		if (opt == 'v')
			vpath = optarg;
		else if (opt == OPT_DOUT)
			dpath = optarg;
		else if (opt == OPT_WRT)
			wrt = wrt_option(optarg), have_wrt = true;
		else if (!query_option(&qy, opt, optarg) &&
			 !mask_option(&m, opt, optarg) &&
			 !heads_option(&hd, opt, optarg))
			common_option(&co, opt, optarg, argv, usage);
	}
	query_operands(&qy, argc - optind, argv + optind);
	if (!vpath)
		usage_fail("missing -v V, the values");
	if (!dpath)
		usage_fail("missing --dout dO, the gradient at the output");
	if (!have_wrt)
		usage_fail("missing --wrt q|k|v|scores|weights");
	heads_done(&hd);
	one_stdin((const char *[]){ qy.qpath, qy.kpath, vpath, dpath,
				    m.mask_path, m.bias_path }, 6);

	K = mat_load(qy.kpath, "K", 0, false);
	V = mat_load(vpath, "V", 0, false);
	if (V.rows != K.rows)
		fail(V.name, 0, "V has %zu row%s, but K has %zu (one value row "
		     "per key)", V.rows, V.rows == 1 ? "" : "s", K.rows);
	nk = K.rows;
	dk = heads_split(K.cols, hd.g, "--kv-heads", K.name, 0, "K");
	dv = heads_split(V.cols, hd.g, "--kv-heads", V.name, 0, "V");
	wq = hd.h * dk;
	wo = hd.h * dv;
	atexit(release);
	nkv = hd.g;
	kv = xcalloc(nkv, sizeof *kv);
	for (gi = 0; gi < hd.g; gi++) {
		kv[gi].k = block(K.v, nk, K.cols, gi * dk, dk);
		kv[gi].v = block(V.v, nk, V.cols, gi * dv, dv);
		kn_keys(&kv[gi].keys, kv[gi].k, nk, dk);
		if (wrt != WRT_V)
			kn_keys(&kv[gi].vkeys, kv[gi].v, nk, dv);
		if (wrt == WRT_Q)
			kn_values(&kv[gi].kvals, kv[gi].k, nk, dk);
	}
	width = wrt == WRT_Q ? wq : wrt == WRT_K ? hd.g * dk :
		wrt == WRT_V ? hd.g * dv : hd.h * nk;
	if (wrt == WRT_K || wrt == WRT_V) {
		nacc = nk * width;
		acc = xcalloc(nacc + 1, sizeof *acc);
	}
	ones = xmalloc(nk + 1);
	memset(ones, 1, nk + 1);
	gd_row_alloc(&g, nk);
	row = xmalloc((4 * nk + width + 1) * sizeof *row);
	s = row;
	t = s + nk;
	w = t + nk;		/* 2 * nk: + kn_softmax scratch */
	out = w + 2 * nk;

	Q = rd_open(qy.qpath, "Q", 0);
	D = rd_open(dpath, "dO", 0);
	out_open(co.output, co.unbuffered);
	mask_start(&m);
	while (rd_row(Q, &q, &d)) {
		line = rd_line(Q);
		if (d != wq) {
			if (hd.h == 1)
				fail(rd_name(Q), line, "row has %zu column%s, "
				     "but K has %zu (d_k must match)", d,
				     d == 1 ? "" : "s", dk);
			fail(rd_name(Q), line, "row has %zu columns, but "
			     "--heads %zu with K's %zu per head needs %zu",
			     d, hd.h, dk, wq);
		}
		if (!rd_row(D, &dout, &dd))
			bad_dout(Q, D, nq + 1, nq, wo, wo, rd_lastline(D) + 1);
		if (dd != wo)
			bad_dout(Q, D, nq + 1, nq + 1, dd, wo, rd_line(D));
		nq++;
		for (h = 0; h < hd.h; h++) {
			const double *qh = q + h * dk, *dh = dout + h * dv;
			struct kv *b = &kv[heads_kv(&hd, h)];

			/* the forward pass: attend's steps */
			if (h == 0)
				allow = mask_next(&m, nk);
			kn_scores(qh, &b->keys, &qy.sc, allow, s);
			for (j = 0; j < nk; j++)
				if (allow[j] && !isfinite(s[j]))
					fail(rd_name(Q), line, "the score for "
					     "key %zu overflows a double", j);
			memcpy(t, s, nk * sizeof *t);
			live = stage_weights(&m, t, nk, w, rd_name(Q), line);
			/* the backward pass */
			if (wrt == WRT_V) {
				for (j = 0; j < nk; j++)
					for (c = 0; c < dv; c++)
						kn_sum_add(&acc[j * width +
						    heads_kv(&hd, h) * dv + c],
						    w[j], dh[c]);
				continue;
			}
			gd_weights(dh, &b->vkeys, ones, g.da);
			finite(g.da, nk, "dA for key", rd_name(D), rd_line(D));
			if (wrt == WRT_WEIGHTS) {
				memcpy(out + h * nk, g.da, nk * sizeof *out);
				continue;
			}
			gd_scores(&m, s, t, w, nk, live, &g);
			if (wrt == WRT_SCORES) {
				memcpy(out + h * nk, g.ds, nk * sizeof *out);
			} else if (wrt == WRT_Q) {
				kn_apply_scaled(g.ds, &b->kvals, &qy.sc, dk,
						out + h * dk);
				finite(out + h * dk, dk, "dQ for column",
				       rd_name(Q), line);
			} else {
				for (j = 0; j < nk; j++)
					for (c = 0; g.ds[j] != 0 && c < dk; c++)
						kn_sum_add(&acc[j * width +
						    heads_kv(&hd, h) * dk + c],
						    g.ds[j], qh[c]);
			}
		}
		if (wrt != WRT_K && wrt != WRT_V)
			out_row(out, width);
	}
	if (rd_row(D, &dout, &dd))
		bad_dout(Q, D, nq, nq + 1, dd, wo, rd_line(D));
	mask_end(&m);
	if (wrt == WRT_K || wrt == WRT_V) {
		for (j = 0; j < nk; j++) {
			for (c = 0; c < width; c++)
				out[c] = kn_sum_round(&acc[j * width + c],
				    dk, wrt == WRT_K ? &qy.sc : &none);
			for (c = 0; c < width; c++)
				if (isinf(out[c]))
					fail(rd_name(Q), 0, "d%c for key %zu "
					     "overflows a double",
					     wrt == WRT_K ? 'K' : 'V', j);
			out_row(out, width);
		}
	}
	out_close();
	mask_free(&m);
	rd_close(Q);
	rd_close(D);
	mat_free(&K);
	mat_free(&V);
	release();
	return 0;
}
