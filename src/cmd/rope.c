/* rope.c - attn rope: rotary position embedding, one row at a time. */
#include <string.h>

#include "attn/rope.h"
#include "attn/segments.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "explain/show_work.h"
#include "io/matrix.h"

enum { OPT_SCALING = OPT_OWN, OPT_FACTOR, OPT_ORIGINAL_MAX, OPT_SEQ_LEN,
       OPT_BETA_FAST, OPT_BETA_SLOW, OPT_MSCALE, OPT_MSCALE_ALL_DIM,
       OPT_ATTENTION_FACTOR, OPT_TRUNCATE, OPT_NO_TRUNCATE,
       OPT_LOW_FREQ_FACTOR, OPT_HIGH_FREQ_FACTOR, OPT_POSITIONS,
       OPT_HEAD_DIM };

static const char intro[] =
"usage: attn rope [options] [FILE]\n"
"\n"
"Rotary position embedding: row i (FILE or stdin, streamed) sits at\n"
"position p = i + offset, and in each head's block the first R columns\n"
"turn in pairs, pair t by the angle p * B^(-2t/R); the rest pass through.\n"
"Rotate Q and K each, before scores or attend.\n"
"\n";

static const struct opt opts[] = {
	OPT_GROUP(opt_rope),
	{ "positions", OPT_POSITIONS, "FILE", "row i's position, row i of FILE "
	  "(one whole number\na row, read in step), instead of i + offset",
	  NULL },
	OPT_GROUP(opt_head),
	{ "head-dim", OPT_HEAD_DIM, "D", "heads of D columns, as many as the "
	  "width holds\n(one command for Q and K)", NULL },
	{ "scaling", OPT_SCALING, "TYPE", "scale the frequencies as Hugging "
	  "Face's rope_scaling:\nlinear, dynamic, yarn or llama3", NULL },
	{ "factor", OPT_FACTOR, "F", "the scaling's factor, F >= 1", NULL },
	{ "original-max", OPT_ORIGINAL_MAX, "L0", "dynamic, yarn, llama3: the "
	  "positions trained on\n(original_max_position_embeddings)", NULL },
	{ "seq-len", OPT_SEQ_LEN, "L", "dynamic: the sequence's length", NULL },
	{ "beta-fast", OPT_BETA_FAST, "B", "yarn: beta_fast (default 32)",
	  NULL },
	{ "beta-slow", OPT_BETA_SLOW, "B", "yarn: beta_slow (default 1)",
	  NULL },
	{ "mscale", OPT_MSCALE, "M", "yarn: mscale, with --mscale-all-dim",
	  NULL },
	{ "mscale-all-dim", OPT_MSCALE_ALL_DIM, "M", "yarn: mscale_all_dim, "
	  "with --mscale", NULL },
	{ "attention-factor", OPT_ATTENTION_FACTOR, "A", "yarn: cos and sin "
	  "times A (default 0.1 ln F + 1)", NULL },
	{ "truncate", OPT_TRUNCATE, NULL, "yarn: floor and ceil the correction "
	  "range (default)", NULL },
	{ "no-truncate", OPT_NO_TRUNCATE, NULL, "yarn: keep it as it comes "
	  "(gpt-oss)", NULL },
	{ "low-freq-factor", OPT_LOW_FREQ_FACTOR, "X", "llama3: "
	  "low_freq_factor (default 1)", NULL },
	{ "high-freq-factor", OPT_HIGH_FREQ_FACTOR, "X", "llama3: "
	  "high_freq_factor (default 4)", NULL },
	{ "show-work", OPT_SHOW_WORK, NULL, "write each pair's angle, cos, sin "
	  "and products\nto stderr", NULL },
	OPT_GROUP(opt_jobs),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "rope", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]'.\n"
};

/* What rope's own options say, and which were given, for the checks
 * after them. */
struct own {
	struct tr_scale sc;
	const char *positions;
	size_t head_dim;
	bool offset, heads, truncate_given;
	/* the first option given of each scaling type's own */
	const char *of[TR_LLAMA3 + 1];
	bool factor, orig, seq;
};

/* A positive number up to MAX, for OPT. */
static double positive(const char *opt, const char *arg, double max)
{
	double v = num_option(opt, arg);

	if (!(v > 0 && v <= max))
		usage_fail("%s must be above 0 and at most %g, not '%s'", opt,
			   max, arg);
	return v;
}

static bool own(void *ctx, int key, const char *arg)
{
	static const char *const types[] = { "linear", "dynamic", "yarn",
					     "llama3" };
	static const char *const names[] = { "--beta-fast", "--beta-slow",
		"--mscale", "--mscale-all-dim", "--attention-factor",
		"--truncate", "--no-truncate" };
	struct own *o = ctx;
	size_t i;

	switch (key) {
	case OPT_SCALING:
		for (i = 0; i < 4 && strcmp(arg, types[i]); i++)
			;
		if (i == 4)
			usage_fail("--scaling takes linear, dynamic, yarn or "
				   "llama3, not '%s'", arg);
		o->sc.type = (enum tr_scaling)(TR_LINEAR + i);
		return true;
	case OPT_FACTOR:
		o->sc.factor = num_option("--factor", arg);
		if (!(o->sc.factor >= 1 && o->sc.factor <= 0x1p20))
			usage_fail("--factor must be at least 1 (and at most "
				   "2^20), not '%s'", arg);
		o->factor = true;
		return true;
	case OPT_ORIGINAL_MAX:
		o->sc.orig = (double)int_option("--original-max", arg, 1,
						1L << 31);
		o->orig = true;
		return true;
	case OPT_SEQ_LEN:
		o->sc.seq = (double)int_option("--seq-len", arg, 1, 1L << 31);
		o->seq = true;
		o->of[TR_DYNAMIC] = "--seq-len";
		return true;
	case OPT_BETA_FAST:
		o->sc.beta_fast = positive("--beta-fast", arg, 0x1p31);
		break;
	case OPT_BETA_SLOW:
		o->sc.beta_slow = positive("--beta-slow", arg, 0x1p31);
		break;
	case OPT_MSCALE:
		o->sc.mscale = positive("--mscale", arg, 0x1p20);
		break;
	case OPT_MSCALE_ALL_DIM:
		o->sc.mscale_all = positive("--mscale-all-dim", arg, 0x1p20);
		break;
	case OPT_ATTENTION_FACTOR:
		o->sc.attention = positive("--attention-factor", arg, 0x1p20);
		break;
	case OPT_TRUNCATE:
	case OPT_NO_TRUNCATE:
		o->sc.truncate = key == OPT_TRUNCATE;
		o->truncate_given = true;
		break;
	case OPT_LOW_FREQ_FACTOR:
		o->sc.low = positive("--low-freq-factor", arg, 0x1p31);
		if (!o->of[TR_LLAMA3])
			o->of[TR_LLAMA3] = "--low-freq-factor";
		return true;
	case OPT_HIGH_FREQ_FACTOR:
		o->sc.high = positive("--high-freq-factor", arg, 0x1p31);
		if (!o->of[TR_LLAMA3])
			o->of[TR_LLAMA3] = "--high-freq-factor";
		return true;
	case OPT_POSITIONS:
		o->positions = arg;
		return true;
	case OPT_HEAD_DIM:
		o->head_dim = (size_t)int_option("--head-dim", arg, 1, 1L << 30);
		return true;
	case OPT_OFFSET:
		/* noted, and parsed by the shared options */
		o->offset = true;
		return false;
	case OPT_HEADS:
		o->heads = true;
		return false;
	default:
		return false;
	}
	/* yarn's own */
	if (!o->of[TR_YARN])
		o->of[TR_YARN] = names[key - OPT_BETA_FAST];
	return true;
}

/* The scaling's options agree with each other: one line naming what
 * does not, else the defaults filled in. */
static void scaling_done(struct own *o)
{
	static const char *const types[] = { NULL, "linear", "dynamic", "yarn",
					      "llama3" };
	struct tr_scale *sc = &o->sc;
	enum tr_scaling t;

	for (t = TR_DYNAMIC; t <= TR_LLAMA3; t++)
		if (o->of[t] && sc->type != t)
			usage_fail("%s is for --scaling %s", o->of[t], types[t]);
	if (!sc->type) {
		if (o->factor || o->orig)
			usage_fail("%s needs --scaling (linear, dynamic, yarn or "
				   "llama3)", o->factor ? "--factor" :
				   "--original-max");
		return;
	}
	if (!o->factor)
		usage_fail("--scaling %s needs --factor", types[sc->type]);
	if (sc->type == TR_LINEAR && o->orig)
		usage_fail("--original-max is for --scaling dynamic, yarn or "
			   "llama3");
	if (sc->type != TR_LINEAR && !o->orig)
		usage_fail("--scaling %s needs --original-max (the positions "
			   "it was trained on)", types[sc->type]);
	if (sc->type == TR_DYNAMIC && !o->seq)
		usage_fail("--scaling dynamic needs --seq-len (the sequence's "
			   "length)");
	if (sc->type == TR_YARN) {
		if (!sc->beta_fast)
			sc->beta_fast = 32;
		if (!sc->beta_slow)
			sc->beta_slow = 1;
		if (!(sc->beta_fast > sc->beta_slow))
			usage_fail("--beta-fast (%g) must be above --beta-slow "
				   "(%g)", sc->beta_fast, sc->beta_slow);
		if (!o->truncate_given)
			sc->truncate = 1;
		if ((sc->mscale != 0) != (sc->mscale_all != 0))
			usage_fail("%s needs %s too (Hugging Face takes the two "
				   "together)", sc->mscale ? "--mscale" :
				   "--mscale-all-dim", sc->mscale ? "--mscale-"
				   "all-dim" : "--mscale");
		if (sc->mscale && sc->attention)
			usage_fail("--attention-factor and --mscale exclude each "
				   "other (the factor is given)");
	}
	if (sc->type == TR_LLAMA3) {
		if (!sc->low)
			sc->low = 1;
		if (!sc->high)
			sc->high = 4;
		if (!(sc->high > sc->low))
			usage_fail("--high-freq-factor (%g) must be above "
				   "--low-freq-factor (%g)", sc->high, sc->low);
	}
}

int cmd_rope(int argc, char **argv)
{
	struct args a;
	struct own o;
	/* in statics, so that an error exit leaves them reachable */
	static struct rope rp;
	static struct segments seg;
	static reader *pos;
	struct rows rs = { .ctx = &rp, .shape = rope_shape, .fn = rope_row };
	const char *path;

	seg = (struct segments){ NULL, NULL, 0, NULL };
	pos = NULL;
	memset(&o, 0, sizeof o);
	opt_parse(&spec, argc, argv, &a, own, &o);
	path = sole_operand(&a);
	scaling_done(&o);
	if (o.positions && (o.offset || a.m.segments_path))
		usage_fail("--positions and %s exclude each other (the "
			   "positions are given)", o.offset ? "--offset" :
			   "--segments");
	if (o.head_dim && o.heads)
		usage_fail("--head-dim and --heads exclude each other (the "
			   "heads are the width over --head-dim)");
	rope_done(&a);
	rp = a.rope;
	rp.scale = o.sc;
	rp.head_dim = o.head_dim;
	one_stdin((const char *[]){ path, a.m.segments_path, o.positions }, 3);
	if (a.m.segments_path) {
		seg_load(&seg, a.m.segments_path);
		rp.seg = &seg;
	}
	if (a.work)
		rs.describe = sw_rope;
	rs.in = rd_open(path, "X", 0);
	if (o.positions) {
		pos = rd_open(o.positions, "--positions", 0);
		rp.positions = true;
		rp.pos_name = rd_name(pos);
		rs.with = &pos;
		rs.nwith = 1;
	}
	run_rows(&rs, &a, jobs_of(&a));
	rd_close(rs.in);
	if (pos)
		rd_close(pos);
	rope_free(&rp);
	seg_free(&seg);
	return 0;
}
