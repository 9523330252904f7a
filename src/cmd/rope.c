/* rope.c - attn rope: rotary position embedding, one row at a time. */
#include <stdbool.h>
#include <string.h>

#include "attn/rope.h"
#include "attn/segments.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "explain/show_work.h"
#include "io/matrix.h"

enum {
	OPT_BASE = OPT_OWN, OPT_HALF, OPT_INTERLEAVED, OPT_ROTARY_DIM,
	OPT_INVERSE
};

static const char intro[] =
"usage: attn rope [options] [FILE]\n"
"\n"
"Rotary position embedding: row i (FILE or stdin, streamed) sits at\n"
"position p = i + offset, and in each head's block the first R columns\n"
"turn in pairs, pair t by the angle p * B^(-2t/R); the rest pass through.\n"
"Rotate Q and K each, before scores or attend.\n"
"\n";

static const struct opt opts[] = {
	{ "base", OPT_BASE, "B", "the base of the frequencies, B > 1 (default "
	  "10000)", NULL },
	{ "half", OPT_HALF, NULL, "pair column t with t + R/2, as rotate_half "
	  "(default)", NULL },
	{ "interleaved", OPT_INTERLEAVED, NULL, "pair column 2t with 2t + 1, "
	  "as Meta's LLaMA code", NULL },
	{ "rotary-dim", OPT_ROTARY_DIM, "R", "rotate the first R columns of "
	  "each head, R even\n(default: all of them)", NULL },
	{ "offset", OPT_OFFSET, "N", "row i sits at position i + N (default 0)",
	  NULL },
	{ "segments", OPT_SEGMENTS, "FILE", "one id per position: positions "
	  "restart at 0 where\nthe id changes (a packed batch)", NULL },
	{ "inverse", OPT_INVERSE, NULL, "turn by -p theta: undo rope, or its "
	  "backward pass", NULL },
	OPT_GROUP(opt_head),
	{ "show-work", OPT_SHOW_WORK, NULL, "write each pair's angle, cos, sin "
	  "and products\nto stderr", NULL },
	OPT_GROUP(opt_jobs),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "rope", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]'.\n"
};

struct own {
	struct rope *rp;
	const char *segpath;
};

static bool own(void *ctx, int key, const char *arg)
{
	struct own *o = ctx;
	long r;

	switch (key) {
	case OPT_BASE:
		o->rp->base = num_option("--base", arg);
		/* beyond 2^64 the smallest frequencies, near 1/B, would
		 * need more than trig.h's fixed point keeps */
		if (!(o->rp->base > 1 && o->rp->base <= 0x1p64))
			usage_fail("--base must be above 1 and at most 2^64, "
				   "not '%s'", arg);
		break;
	case OPT_HALF:
	case OPT_INTERLEAVED:
		o->rp->interleaved = key == OPT_INTERLEAVED;
		break;
	case OPT_ROTARY_DIM:
		r = int_option("--rotary-dim", arg, 2, 1L << 30);
		if (r % 2)
			usage_fail("--rotary-dim must be even (its columns turn "
				   "in pairs), not %ld", r);
		o->rp->rdim = (size_t)r;
		break;
	case OPT_SEGMENTS:
		o->segpath = arg;
		break;
	case OPT_INVERSE:
		o->rp->inverse = true;
		break;
	default:
		return false;
	}
	return true;
}

int cmd_rope(int argc, char **argv)
{
	struct args a;
	/* in statics, so that an error exit leaves them reachable */
	static struct rope rp;
	static struct segments seg;
	struct own o = { &rp, NULL };
	struct rows rs = { .ctx = &rp, .shape = rope_shape, .fn = rope_row };
	const char *path;

	rp = (struct rope){ .base = 10000 };
	seg = (struct segments){ NULL, NULL, 0, NULL };
	opt_parse(&spec, argc, argv, &a, own, &o);
	path = sole_operand(&a);
	if (a.m.offset > ROPE_MAX_POS || a.m.offset < -ROPE_MAX_POS)
		usage_fail("--offset must lie within 2^53 of 0, not %ld",
			   a.m.offset);
	one_stdin((const char *[]){ path, o.segpath }, 2);
	rp.offset = a.m.offset;
	rp.heads = a.hd.h;
	if (o.segpath) {
		seg_load(&seg, o.segpath);
		rp.seg = &seg;
	}
	if (a.work)
		rs.describe = sw_rope;
	rs.in = rd_open(path, "X", 0);
	run_rows(&rs, &a, jobs_of(&a));
	rd_close(rs.in);
	rope_free(&rp);
	seg_free(&seg);
	return 0;
}
