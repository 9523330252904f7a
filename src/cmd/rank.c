/* rank.c - attn topk and attn rank: the column indices of each row,
 * largest value first.  rank is topk with N = the row's width. */
#include <stdio.h>
#include <stdlib.h>

#include "attn/heads.h"
#include "attn/rank.h"
#include "base/alloc.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "io/matrix.h"
#include "io/output.h"

enum { OPT_VALUES = OPT_OWN, OPT_PAIRS, OPT_ONE_BASED };

#define ABOUT \
"Ties: the lower index first.  -inf ranks just above nan, nan below\n" \
"everything.  With --heads H, each of the H blocks of columns on its\n" \
"own: indices within the block, blocks one after another.\n" \
"\n"

static const char topk_intro[] =
"usage: attn topk [-n N] [options] [FILE]\n"
"\n"
"For each row of FILE (or stdin), the column indices of its N largest\n"
"values, largest first.\n" ABOUT;

static const char rank_intro[] =
"usage: attn rank [options] [FILE]\n"
"\n"
"For each row of FILE (or stdin), all column indices, largest value\n"
"first.\n" ABOUT;

struct own {
	size_t count, base;
	int write;	/* 0: the indices, 'v' the values, 'p' the pairs */
};

/* The options topk and rank share, after topk's own -n. */
static const struct opt shared[] = {
	{ "values", OPT_VALUES, NULL, "write the values instead of the indices",
	  .codes = "v", OWN(struct own, write) },
	{ "pairs", OPT_PAIRS, NULL, "write index,value,index,value...",
	  .codes = "p", OWN(struct own, write) },
	{ "one-based", OPT_ONE_BASED, NULL, "indices from 1",
	  OWN(struct own, base) },
	OPT_GROUP(opt_head),
	OPT_SAYS("precision", "N significant digits for --values/--pairs"),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct opt topk_opts[] = {
	{ "count", 'n', "N", "how many (default 1; more than the row: all)",
	  NULL, OPT_INT, .lo = 1, .hi = 1000000000, OWN(struct own, count) },
	OPT_GROUP(shared),
	OPT_END
};

static const struct cmd_spec topk_spec = { "topk", topk_intro, topk_opts,
					   NULL };
static const struct cmd_spec rank_spec = { "rank", rank_intro, shared, NULL };

/* The row's indices, held by a static so that an error exit leaks
 * nothing (the reader is held by matrix.c). */
static size_t *idx;

static int run(int argc, char **argv, const struct cmd_spec *spec, bool all)
{
	struct args a;
	struct own o = { 1, 0, 0 };
	const char *path;
	size_t n, w = 0, k, j, h;
	const double *row;
	reader *r;

	idx = NULL;	/* an error exit's is gone with the process */
	opt_parse(spec, argc, argv, &a, NULL, &o);
	path = sole_operand(&a);

	r = rd_open(path, "the input", ALLOW_ALL);
	out_open(a.out.last, a.unbuffered);
	while (rd_row(r, &row, &n)) {
		if (!idx) {
			/* every row is as wide as the first (the reader) */
			w = heads_split(n, a.hd.h, "--heads", rd_name(r),
					rd_line(r), "row");
			idx = xarray(w, sizeof *idx);
		}
		k = all || o.count > w ? w : o.count;
		/* head by head: the block's own indices, 0 .. w-1 */
		for (h = 0; h < a.hd.h; h++) {
			rank_row(row + h * w, w, idx);
			for (j = 0; j < k; j++) {
				char buf[24];
				int len;

				if (h || j)
					out_sep();
				if (o.write != 'v') {
					len = snprintf(buf, sizeof buf, "%zu",
						       idx[j] + o.base);
					out_text(buf, (size_t)len);
				}
				if (o.write == 'p')
					out_sep();
				if (o.write)
					out_num(row[h * w + idx[j]]);
			}
		}
		out_eol();
	}
	out_close();
	rd_close(r);
	free(idx);
	idx = NULL;
	return 0;
}

int cmd_topk(int argc, char **argv)
{
	return run(argc, argv, &topk_spec, false);
}

int cmd_rank(int argc, char **argv)
{
	return run(argc, argv, &rank_spec, true);
}
