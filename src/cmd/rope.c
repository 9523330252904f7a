/* rope.c - attn rope: rotary position embedding, one row at a time. */
#include "attn/rope.h"
#include "attn/segments.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "cmd/run.h"
#include "cmd/tensors.h"
#include "io/matrix.h"

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
	OPT_GROUP(opt_rope_heads),
	OPT_GROUP(opt_rope_scaling),
	OPT_SHOWS("write each pair's angle, cos, sin and products\nto stderr"),
	OPT_GROUP(opt_run),
	OPT_END
};

static const struct cmd_spec spec = { "rope", intro, opts,
	"\nOperands are files, - for stdin, or literals such as '[1,0;0,1]'.\n"
};

int cmd_rope(int argc, char **argv)
{
	struct args a;
	/* in statics, so that an error exit leaves them reachable */
	static struct rope rp;
	static struct segments seg;
	static reader *pos;
	struct rows rs;
	const char *path;
	size_t e = 0;

	seg = (struct segments){ NULL, NULL, 0, NULL };
	pos = NULL;
	opt_parse(&spec, argc, argv, &a, NULL, NULL);
	path = sole_operand(&a);
	/* a tensor's heads, unless --head-dim says how wide one is */
	if (!a.head_dim)
		tensors_done(&a, path, NULL, 0);
	rope_done(&a);
	/* a batch: each element's positions from 0 (--offset) */
	do {
		tensors_element(&a, e);
		rope_open(&rp, &a, path, &seg, &pos, &rs);
		if (e == 0)
			out_open(a.out.last, a.unbuffered);
		rows_run(&rs, jobs_of(&a));
		rd_close(rs.in);
		if (pos)
			rd_close(pos);
		pos = NULL;
		rope_free(&rp);
		seg_free(&seg);
	} while (++e < a.batch);
	out_close();
	return 0;
}
