/* cmd_grad.c - the backward pass: the gradient of sum(O * dO) with respect
 * to Q, K, V, the scores or the weights.
 *
 * The forward pass is attend's own row loop and stage (rows.c, stage.c);
 * the backward steps are grad.c's, each exactly rounded from the doubles
 * of its inputs.  Q and dO are read in step, a row at a time: --wrt q,
 * scores and weights write each row as it is done; --wrt k and v add each
 * row's products into one exact sum per cell of the n_k-row answer
 * (kn_acc) and round each once at the end, with the scale. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "num/backward.h"
#include "attn/heads.h"
#include "num/acc.h"
#include "num/dot.h"
#include "attn/mask.h"
#include "io/matrix.h"
#include "io/output.h"
#include "cmd/query.h"
#include "attn/rows.h"
#include "explain/show_work.h"
#include "attn/stage.h"
#include "base/err.h"
#include "base/alloc.h"

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
MASK_HELP
TRANSFORM_HELP
HEADS_HELP
JOBS_HELP
"      --show-work      write every row's forward and backward steps to\n"
"                       stderr\n"
COMMON_HELP
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
"  attn grad --wrt scores -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' \\\n"
"      --dout '[1,0]' --show-work\n";

/* What the run holds, in a static so that an error exit leaves it
 * reachable.  Rows are computed
 * on any thread (grad_row, which writes only the row's own buffers); the
 * sums of --wrt k and v are taken in order on the main thread
 * (grad_take). */
static struct grad {
	struct stage *st;
	char wrt;		/* 'q', 'k', 'v', 's' (scores), 'w' (weights) */
	reader *Q, *D;
	size_t ng, nk;		/* key/value heads; keys */
	size_t wo;		/* dO's width: H * d_v */
	size_t width;		/* the answer's */
	size_t fwd;		/* the forward pass's scratch in a row's buffer */
	struct kn_mat *vk;	/* per key/value head: V as keys, for dA */
	struct kn_mat *kv;	/* K as values, for dQ */
	struct kn_acc acc;	/* --wrt k, v: n_k x width exact sums */
	bool sums;
	unsigned char *ones;
	double *out;		/* --wrt k, v: a row of the answer */
} gr;

static void grad_free(void)
{
	size_t i;

	for (i = 0; gr.vk && i < gr.ng; i++)
		kn_mat_free(&gr.vk[i]);
	for (i = 0; gr.kv && i < gr.ng; i++)
		kn_mat_free(&gr.kv[i]);
	free(gr.vk);
	free(gr.kv);
	kn_acc_free(&gr.acc);
	free(gr.ones);
	free(gr.out);
	memset(&gr, 0, sizeof gr);
}

static char wrt_option(const char *arg)
{
	static const char *const names[] = { "q", "k", "v", "scores",
					     "weights" };
	size_t i;

	for (i = 0; i < sizeof names / sizeof *names; i++)
		if (strcmp(arg, names[i]) == 0)
			return "qkvsw"[i];
	usage_fail("--wrt takes q, k, v, scores or weights, not '%s'", arg);
}

/* A step that overflowed from finite inputs: an error naming the row. */
static void finite(const double *v, size_t n, const char *what,
		   const struct row *r)
{
	size_t j;

	for (j = 0; j < n; j++)
		if (isinf(v[j]))
			fail(r->where, r->line, "%s %zu overflows a double",
			     what, j);
}

/* The first row: Q's width (as attend checks it), dO's, and the row's
 * buffer: the forward pass's, then dA, dT, dC, dS (H*NK each) and the
 * answer's row. */
static size_t grad_shape(void *ctx, const struct row *r, size_t *nout,
			 size_t *nk, size_t *heads)
{
	const double *x;
	size_t n, nq = 1, nd = 1;
	long line = rd_line(gr.D);

	gr.fwd = stage_shape(ctx, r, nout, nk, heads);
	if (r->nwith != gr.wo) {
		/* count both to the end, to name both shapes */
		while (rd_row(gr.Q, &x, &n))
			nq++;
		while (rd_row(gr.D, &x, &n))
			nd++;
		fail(rd_name(gr.D), line, "dO is %zu x %zu, but the output O is %zu x %zu (dO must "
		     "have its shape)", nd, r->nwith, nq, gr.wo);
	}
	*nout = gr.width;
	return gr.fwd + 4 * *heads * *nk + gr.width;
}

/* Head H of row R, backwards, from the forward pass's S, T and W. */
static void head(struct row *r, size_t h, const double *S, const double *T,
		 const double *W, double *out)
{
	const struct stage *st = gr.st;
	size_t nk = st->nk, dk = st->dk, dv = st->dv, g = heads_kv(&st->hd, h);
	size_t j, live = 0, o = h * nk, n = st->hd.h * nk;
	double *b = r->buf + gr.fwd;
	struct gd_row gd = { b + o, 0, b + n + o, b + 2 * n + o,
			     b + 3 * n + o };
	double *ho = out + h * (gr.wrt == 'q' ? dk : nk);

	for (j = 0; j < nk; j++)
		live += T[o + j] != -INFINITY;
	if (gr.wrt != 'v') {
		gd_weights(r->with + h * dv, &gr.vk[g], gr.ones, gd.da);
		finite(gd.da, nk, "dA for key", r);
	}
	if (gr.wrt != 'v' && gr.wrt != 'w')
		gd_scores(&(struct gd_transforms){ st->m.temperature,
					     st->m.softcap },
			  S + o, T + o, W + o, nk, live, &gd);
	if (gr.wrt == 'w')
		memcpy(ho, gd.da, nk * sizeof *ho);
	else if (gr.wrt == 's')
		memcpy(ho, gd.ds, nk * sizeof *ho);
	else if (gr.wrt == 'q') {
		kn_apply_scaled(gd.ds, &gr.kv[g], &st->sc, dk, ho);
		finite(ho, dk, "dQ for column", r);
	}
	if (r->work) {
		struct sw_grad sw = {
			.dout = r->with + h * dv, .V = st->V[g].v, .w = W + o,
			.da = gd.da, .r = gd.r, .dt = gd.dt, .dc = gd.dc,
			.ds = gd.ds, .t = T + o, .n = nk, .dv = dv,
			.live = live > 0, .wrt = gr.wrt, .q = r->in + h * dk,
			.d = dk, .dq = ho, .sc = &st->sc,
		};

		sw_head(r->work, h, st->hd.h, g);
		sw_grad(r->work, &st->m, &sw);
	}
}

static void grad_row(void *ctx, struct row *r)
{
	const double *S, *T, *W;
	double *out = r->buf + gr.fwd + 4 * gr.st->hd.h * gr.nk;
	size_t h;

	stage_row(ctx, r);
	stage_forward_of(ctx, r, &S, &T, &W);
	for (h = 0; h < gr.st->hd.h; h++)
		head(r, h, S, T, W, out);
	r->out = gr.sums ? NULL : out;
}

/* --wrt k and v: the row's products into the exact sums, in order. */
static void grad_take(void *ctx, const struct row *r)
{
	const struct stage *st = ctx;
	const double *S, *T, *W, *x, *y;
	size_t nk = st->nk, h, g, j, c, d = gr.wrt == 'k' ? st->dk : st->dv;

	if (!gr.sums)
		return;
	stage_forward_of(st, r, &S, &T, &W);
	for (h = 0; h < st->hd.h; h++) {
		g = heads_kv(&st->hd, h);
		/* dK: dS_j q, dS after the forward pass's 4 blocks of dA,
		 * dT, dC; dV: A_j dO */
		x = gr.wrt == 'k' ? r->buf + gr.fwd + 3 * st->hd.h * nk +
		    h * nk : W + h * nk;
		y = gr.wrt == 'k' ? r->in + h * d : r->with + h * d;
		for (j = 0; j < nk; j++)
			for (c = 0; x[j] != 0 && c < d; c++)
				kn_acc_add(&gr.acc, j * gr.width + g * d + c,
					   x[j], y[c]);
	}
}

int cmd_grad(int argc, char **argv)
{
	static const struct option longopts[] = {
		QUERY_LONGOPTS, VALUES_LONGOPT,
		{ "dout", required_argument, NULL, OPT_DOUT },
		{ "wrt", required_argument, NULL, OPT_WRT },
		MASK_LONGOPTS, TRANSFORM_LONGOPTS, HEADS_LONGOPTS,
		JOBS_LONGOPT, COMMON_LONGOPTS,
		{ NULL, 0, NULL, 0 }
	};
	static const struct scale none = { SCALE_NONE, 0 };
	struct common co = { NULL, false };
	struct query qy = QUERY_INIT;
	struct stage *st;
	struct rows rs;
	const char *dpath = NULL;
	size_t nk, g, j, c;
	int opt;

	cmd_begin("grad");
	/* whatever an error exit left in gr is gone with the process (or, in
	 * the fuzz harness, freed by it) */
	memset(&gr, 0, sizeof gr);
	st = gr.st = stage_begin(DO_SCORES | DO_WEIGHTS);
	while ((opt = getopt_long(argc, argv, COMMON_SHORTOPTS JOBS_SHORTOPT
				  QUERY_SHORTOPTS "v:", longopts, NULL)) != -1) {
		if (opt == OPT_DOUT)
			dpath = optarg;
		else if (opt == OPT_WRT)
			gr.wrt = wrt_option(optarg);
		else if (opt == 'j')
			st->jobs_arg = optarg;
		else if (!query_option(&qy, opt, optarg) &&
			 !mask_option(&st->m, opt, optarg) &&
			 !heads_option(&st->hd, opt, optarg))
			common_option(&co, opt, optarg, argv, usage);
	}
	query_operands(&qy, argc - optind, argv + optind, true);
	if (!dpath)
		usage_fail("missing --dout dO, the gradient at the output");
	if (!gr.wrt)
		usage_fail("missing --wrt q|k|v|scores|weights");
	one_stdin((const char *[]){ qy.qpath, qy.kpath, qy.vpath, dpath,
				    st->m.mask_path, st->m.bias_path }, 6);
	st->sc = qy.sc;
	st->work = qy.work;

	stage_load(st, qy.kpath, qy.vpath);
	nk = st->nk;
	gr.ng = st->hd.g;
	gr.nk = nk;
	gr.wo = st->hd.h * st->dv;
	gr.width = gr.wrt == 'q' ? st->hd.h * st->dk :
		   gr.wrt == 'k' ? st->hd.g * st->dk :
		   gr.wrt == 'v' ? st->hd.g * st->dv : st->hd.h * nk;
	gr.vk = xcalloc(st->hd.g, sizeof *gr.vk);
	gr.kv = xcalloc(st->hd.g, sizeof *gr.kv);
	for (g = 0; g < st->hd.g; g++) {
		if (gr.wrt != 'v')
			kn_keys(&gr.vk[g], st->V[g].v, nk, st->dv);
		if (gr.wrt == 'q')
			kn_values(&gr.kv[g], st->K[g].v, nk, st->dk);
	}
	gr.sums = gr.wrt == 'k' || gr.wrt == 'v';
	kn_acc_init(&gr.acc, gr.sums ? nk * gr.width : 0);
	gr.ones = xmalloc(nk + 1);
	memset(gr.ones, 1, nk + 1);
	gr.out = xmalloc((gr.width + 1) * sizeof *gr.out);

	gr.Q = rd_open(qy.qpath, "Q", 0);
	gr.D = rd_open(dpath, "dO", 0);
	out_open(co.output, co.unbuffered);
	rs = (struct rows){ .in = gr.Q, .with = gr.D, .with_what = "dO",
			    .m = &st->m, .work = st->work, .ctx = st,
			    .shape = grad_shape, .fn = grad_row,
			    .take = grad_take };
	rows_run(&rs, st->jobs);
	for (j = 0; gr.sums && j < nk; j++) {
		for (c = 0; c < gr.width; c++) {
			gr.out[c] = kn_acc_round(&gr.acc, j * gr.width + c,
			    st->dk, gr.wrt == 'k' ? &st->sc : &none);
			if (isinf(gr.out[c]))
				fail(rd_name(gr.Q), 0, "d%c for key %zu "
				     "overflows a double", gr.wrt == 'k' ?
				     'K' : 'V', j);
		}
		out_row(gr.out, gr.width);
	}
	out_close();
	rd_close(gr.Q);
	rd_close(gr.D);
	grad_free();
	stage_free(st);
	return 0;
}
