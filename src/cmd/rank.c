/* cmd_rank.c - topk and rank: the column indices of each row, largest
 * value first.  rank is topk with N = the row's width. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "cmd/cmd.h"
#include "attn/heads.h"
#include "io/matrix.h"
#include "io/output.h"
#include "base/alloc.h"

/* The options topk and rank share, after topk's own -n (rank's table
 * starts one entry in), and their help lines. */
static const struct option longopts[] = {
	{ "count", required_argument, NULL, 'n' },
	{ "values", no_argument, NULL, OPT_VALUES },
	{ "pairs", no_argument, NULL, OPT_PAIRS },
	{ "one-based", no_argument, NULL, OPT_ONE_BASED },
	HEAD_LONGOPT,
	COMMON_LONGOPTS, { NULL, 0, NULL, 0 }
};
#define RANK_HELP \
"      --values         write the values instead of the indices\n" \
"      --pairs          write index,value,index,value...\n" \
"      --one-based      indices from 1\n" \
HEAD_HELP \
"  -d, --delimiter C    field separator (default ','; \\t for tab)\n" \
"  -H, --header         skip the first row of every CSV input\n" \
"  -p, --precision N    N significant digits for --values/--pairs\n" \
"      --fixed N        N digits after the point\n" \
"  -o, --output FILE    write FILE atomically instead of stdout\n" \
"  -u, --unbuffered     flush every row\n" \
"  -h, --help           this text\n"

static const char topk_usage[] =
"usage: attn topk [-n N] [options] [FILE]\n"
"\n"
"For each row of FILE (or stdin), the column indices of its N largest\n"
"values, largest first.  Ties: the lower index first.  -inf ranks just\n"
"above nan, nan below everything.  With --heads H, each of the H blocks\n"
"of columns on its own: indices within the block, blocks one after another.\n"
"\n"
"  -n, --count N        how many (default 1; more than the row: all)\n"
RANK_HELP;

static const char rank_usage[] =
"usage: attn rank [options] [FILE]\n"
"\n"
"For each row of FILE (or stdin), all column indices, largest value\n"
"first.  Ties: the lower index first.  -inf ranks just above nan, nan\n"
"below everything.  With --heads H, each of the H blocks of columns on\n"
"its own: indices within the block, blocks one after another.\n"
"\n"
RANK_HELP;

static const double *cmp_row;
/* The row's indices, held by a static so that an error exit leaks
 * nothing (the reader is held by matrix.c). */
static size_t *idx;

/* Larger value first, nan last, then the lower index. */
static int by_value(const void *a, const void *b)
{
	size_t i = *(const size_t *)a, j = *(const size_t *)b;
	double x = cmp_row[i], y = cmp_row[j];

	if (isnan(x) != isnan(y))
		return isnan(x) ? 1 : -1;
	if (!isnan(x) && x != y)
		return x > y ? -1 : 1;
	return i < j ? -1 : i > j;
}

static int run(int argc, char **argv, const char *name, const char *usage,
	       bool all)
{
	struct common co = { NULL, false };
	struct heads hd = HEADS_INIT;
	const char *path;
	bool values = false, pairs = false;
	size_t count = 1, base = 0, n, w = 0, k, j, h;
	const double *row;
	reader *r;
	int c;

	cmd_begin(name);
	idx = NULL;	/* an error exit's is gone with the process */
	while ((c = getopt_long(argc, argv, all ? COMMON_SHORTOPTS :
				COMMON_SHORTOPTS "n:", all ? longopts + 1 :
				longopts, NULL)) != -1) {
		if (c == 'n')
			count = (size_t)int_option("-n", optarg, 1, 1000000000);
		else if (c == OPT_VALUES)
			values = true, pairs = false;
		else if (c == OPT_PAIRS)
			pairs = true, values = false;
		else if (c == OPT_ONE_BASED)
			base = 1;
		else if (!heads_option(&hd, c, optarg))
			common_option(&co, c, optarg, argv, usage);
	}
	path = sole_operand(argc, argv);

	r = rd_open(path, "the input", ALLOW_ALL);
	out_open(co.output, co.unbuffered);
	while (rd_row(r, &row, &n)) {
		if (!idx) {
			/* every row is as wide as the first (the reader) */
			w = heads_split(n, hd.h, "--heads", rd_name(r),
					rd_line(r), "row");
			idx = xmalloc((w ? w : 1) * sizeof *idx);
		}
		k = all || count > w ? w : count;
		/* head by head: the block's own indices, 0 .. w-1 */
		for (h = 0; h < hd.h; h++) {
			for (j = 0; j < w; j++)
				idx[j] = j;
			cmp_row = row + h * w;
			qsort(idx, w, sizeof *idx, by_value);
			for (j = 0; j < k; j++) {
				char buf[24];
				int len;

				if (h || j)
					out_sep();
				if (!values) {
					len = snprintf(buf, sizeof buf, "%zu",
						       idx[j] + base);
					out_text(buf, (size_t)len);
				}
				if (pairs)
					out_sep();
				if (values || pairs)
					out_num(cmp_row[idx[j]]);
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
	return run(argc, argv, "topk", topk_usage, false);
}

int cmd_rank(int argc, char **argv)
{
	return run(argc, argv, "rank", rank_usage, true);
}
