/* tensors.c - tensor operands at the command line. */
#include "cmd/tensors.h"

#include "base/err.h"
#include "io/layout.h"
#include "io/matrix.h"
#include "io/npy_out.h"
#include "io/output.h"
#include "io/tensor.h"

/* OP's shape into *SH when it is a tensor. */
static bool shape(const char *op, struct tn_shape *sh)
{
	if (!op || is_literal(op) || is_stdin(op) || !is_tensor(op))
		return false;
	tensor_peek(op, sh);
	return true;
}

/* The heads of OP (shape SH) against --heads or --kv-heads (OPT), given
 * as *N when GIVEN: they must agree; else *N becomes OP's. */
static void heads_of_tensor(const char *op, const struct tn_shape *sh,
			    size_t *n, bool given, const char *opt)
{
	if (!sh->heads)
		return;
	if (given && *n != sh->h)
		fail(op, 0, "the tensor has %zu head%s, but %s %zu says "
		     "otherwise", sh->h, sh->h == 1 ? "" : "s", opt, *n);
	*n = sh->h;
}

void tensors_out_shape(const char *in)
{
	struct tn_shape sh;

	if (shape(in, &sh))
		npy_out_shape(&sh);
}

void tensors_row_heads(struct args *a, const char *in, size_t head_dim)
{
	struct tn_shape sh;

	if (!shape(in, &sh))
		return;
	npy_out_shape(&sh);
	if (!sh.heads)
		return;
	if (head_dim && head_dim != sh.d)
		fail(in, 0, "the tensor's heads have %zu column%s, but "
		     "--head-dim %zu says otherwise", sh.d, sh.d == 1 ? "" : "s",
		     head_dim);
	if (!head_dim)
		heads_of_tensor(in, &sh, &a->hd.h, opt_given(a, OPT_HEADS), "--heads");
}

void tensors_result_shape(size_t i, const char *like)
{
	struct tn_shape sh;

	out_select(i);
	npy_out_shape(shape(like, &sh) ? &sh : NULL);
	out_select(0);
}

void tensors_grad_shapes(const struct args *a)
{
	size_t i;

	for (i = 0; i < a->wrt.n; i++)
		tensors_result_shape(i, a->wrt.v[i] == WRT_Q ? a->qpath :
				     a->wrt.v[i] == WRT_K ? a->kpath :
				     a->wrt.v[i] == WRT_V ? a->vpath : NULL);
}

void tensors_done(struct args *a, const char *in, const char *const *kv,
		  size_t nkv)
{
	struct tn_shape q, k, first = { LAYOUT_AUTO, 0, 0, 0, 0, 0, false };
	const char *bop = NULL, *kop = NULL;
	size_t b = 0, i, g = a->hd.g;
	bool any = false;

	tensor_opts.element = SIZE_MAX;
	if (shape(in, &q)) {
		heads_of_tensor(in, &q, &a->hd.h, opt_given(a, OPT_HEADS), "--heads");
		npy_out_shape(&q);
		b = q.b;
		bop = in;
	}
	for (i = 0; i < nkv; i++) {
		if (!shape(kv[i], &k))
			continue;
		if (!any) {
			heads_of_tensor(kv[i], &k, &g, g != 0, "--kv-heads");
			first = k;
			kop = kv[i];
			any = true;
		} else if (k.heads && first.heads && k.h != first.h) {
			fail(kv[i], 0, "the tensor has %zu head%s, but %s has "
			     "%zu", k.h, k.h == 1 ? "" : "s", kop, first.h);
		}
		if (bop && k.b != b)
			fail(kv[i], 0, "the tensor's batch is %zu, but %s's is "
			     "%zu (the batch sizes must agree)", k.b, bop, b);
		b = k.b;
		bop = kv[i];
	}
	/* the streamed input alone, or beside a CSV K: a batch of CSV
	 * matrices is one element */
	for (i = 0; b > 1 && i < nkv; i++)
		if (kv[i] && !shape(kv[i], &k))
			fail(kv[i], 0, "is one matrix, but %s is a batch of %zu "
			     "(give every operand as a tensor of the batch)",
			     bop, b);
	if (b > 1 && in && !shape(in, &q))
		fail(in, 0, "is one matrix, but %s is a batch of %zu (give "
		     "every operand as a tensor of the batch)", bop, b);
	/* K's heads are the key/value heads: --kv-heads unless Q's are
	 * the same */
	if (any && first.heads)
		a->hd.g = g;
	if (b > 1) {
		if (a->lse)
			usage_fail("--lse and a batch of tensors do not go "
				   "together: give one batch element at a time");
		if (a->m.segments_path)
			usage_fail("--segments and a batch of tensors do not go "
				   "together: each batch element is a sequence "
				   "of its own already");
		a->batch = b;
		tensors_element(a, 0);
	}
}

void tensors_element(const struct args *a, size_t e)
{
	if (a->batch > 1)
		tensor_opts.element = e;
}

void tensors_batch_refused(const struct args *a)
{
	if (a->batch > 1)
		usage_fail("%s takes one batch element at a time, and the "
			   "tensors hold %zu (slice them first)", attn_cmd,
			   a->batch);
}
