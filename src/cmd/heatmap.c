/* heatmap.c - attn heatmap: draw a matrix on the terminal, as ASCII art,
 * or as an SVG document.  The one stage that holds the whole matrix: a
 * picture needs its range before its first cell. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>

#include "attn/heads.h"
#include "base/err.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "draw/heatmap.h"
#include "io/matrix.h"
#include "io/number.h"
#include "io/output.h"

enum { OPT_SVG = OPT_OWN, OPT_ASCII, OPT_COLOR, OPT_MIN, OPT_MAX,
       OPT_VALUES, OPT_LABELS_Q, OPT_LABELS_K };

static const char intro[] =
"usage: attn heatmap [options] [FILE]\n"
"\n"
"Draw the matrix in FILE (or stdin): rows down, columns across.  On a\n"
"terminal each cell is a coloured block (24-bit colour when $COLORTERM is\n"
"truecolor or 24bit, else 256 colours); elsewhere, or with --ascii, a\n"
"character from the ramp ' .:-=+*#%@', low to high.  A -inf cell (masked)\n"
"shows as '/', a nan cell as '?' (in colour: a middle dot and '?').\n"
"Columns are sampled to fit the width ($COLUMNS), and the picture says so.\n"
"With --heads H, the H blocks of columns are drawn as H panels side by side,\n"
"titled head 0, head 1, ..., on one colour range.\n"
"\n";

struct own {
	int when;	/* --color: 'a' auto, 'y' always, 'n' never */
	const char *lq, *lk;
	bool svg, values;
	double vmin, vmax;
};

/* --color[=WHEN]: always when WHEN is not given. */
static void set_color(const struct opt *o, const char *arg, void *to)
{
	*(int *)to = arg ? o->codes[opt_word(o, arg)] : 'y';
}

static const struct opt opts[] = {
	{ "svg", OPT_SVG, NULL, "write a standalone SVG document instead (all "
	  "cells,\nviridis colours, axis labels, legend)", OWN(struct own, svg) },
	{ "ascii", OPT_ASCII, NULL, "ASCII characters only, no colour",
	  .codes = "n", OWN(struct own, when) },
	{ "color", OPT_COLOR, "[=WHEN]", "colour: auto (default: on a terminal, "
	  "unless\nNO_COLOR is set), always, never (same as --ascii)", NULL,
	  OPT_WORD, "auto|always|never", "ayn", OWN(struct own, when),
	  .set = set_color },
	{ "colour", OPT_COLOR, "[=WHEN]", "the same as --color" },
	{ "min", OPT_MIN, "X", "value at the bottom of the colour range", NULL,
	  OPT_NUM, OWN(struct own, vmin) },
	{ "max", OPT_MAX, "X", "value at the top (default: the finite values'\n"
	  "range, or 0 to 1 when they all lie in [0, 1])", NULL, OPT_NUM,
	  OWN(struct own, vmax) },
	{ "values", OPT_VALUES, NULL, "SVG: write each value in its cell (12 x 12 "
	  "at most)", OWN(struct own, values) },
	{ "labels-q", OPT_LABELS_Q, "FILE", "SVG: row labels, one per line (the "
	  "query tokens)", NULL, OPT_IN, OWN(struct own, lq) },
	{ "labels-k", OPT_LABELS_K, "FILE", "SVG: column labels, one per line "
	  "(the key tokens;\nwith --heads, one per column of a head)", NULL,
	  OPT_IN, OWN(struct own, lk) },
	OPT_GROUP(opt_head),
	OPT_SAYS("header", "skip the first row of the input"),
	OPT_SAYS("precision", "N significant digits for the numbers shown\n"
		 "(default 3)"),
	OPT_SAYS("unbuffered", "accepted, for symmetry (a picture is written "
		 "whole)"),
	OPT_GROUP(opt_common),
	OPT_END
};

static const struct cmd_spec spec = { "heatmap", intro, opts, NULL };

/* The terminal's width: $COLUMNS, else the terminal's own, else 80. */
static int term_width(void)
{
	const char *s = getenv("COLUMNS");
	struct winsize ws;
	char *end;
	long w;

	if (s && *s) {
		errno = 0;
		w = strtol(s, &end, 10);
		if (!*end && !errno && w > 0 && w <= 100000)
			return (int)w;
	}
	if (isatty(1) && ioctl(1, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	return 80;
}

/* Colours only on a terminal that has not asked for none (no-color.org). */
static enum term_colors colors(int when, const char *output)
{
	const char *ct = getenv("COLORTERM"), *nc = getenv("NO_COLOR");

	if (when == 'n')
		return TERM_ASCII;
	if (when == 'a' &&
	    ((nc && *nc) || (output && !is_stdin(output)) || !isatty(1)))
		return TERM_ASCII;
	if (ct && (strcmp(ct, "truecolor") == 0 || strcmp(ct, "24bit") == 0))
		return TERM_TRUECOLOR;
	return TERM_256;
}

int cmd_heatmap(int argc, char **argv)
{
	struct args a;
	struct own o = { .when = 'a' };
	struct heatmap h = { NULL, 0, 1, false, false, NULL, NULL, false, 1 };
	const char *path;
	struct matrix m;
	size_t kcols;

	bool have_min, have_max;

	opt_parse(&spec, argc, argv, &a, NULL, &o);
	have_min = opt_given(&a, OPT_MIN);
	have_max = opt_given(&a, OPT_MAX);
	path = sole_operand(&a);
	if (o.svg && o.when == 'n')
		usage_fail("--svg and --ascii (or --color=never) exclude each "
			   "other");
	if (have_min && have_max && !(o.vmin < o.vmax))
		usage_fail("--min must be less than --max");
	/* Pictures are read by people: three digits unless told otherwise. */
	if (num_fmt.mode == FMT_SHORTEST)
		num_fmt.mode = FMT_PREC, num_fmt.digits = 3;

	m = mat_load(path, "the input", ALLOW_ALL, false);
	h.m = &m;
	h.heads = a.hd.h;
	h.values = o.values;
	heads_split(m.cols, a.hd.h, "--heads", m.name, 0, "the matrix");
	hm_range(&h, have_min ? &o.vmin : NULL, have_max ? &o.vmax : NULL);
	kcols = m.cols / h.heads;
	if (o.lq)
		h.qlab = hm_labels(o.lq, m.rows, m.rows == 1 ? "row" : "rows");
	if (o.lk)
		h.klab = hm_labels(o.lk, kcols, kcols == 1 ? "column" :
				   h.heads > 1 ? "columns of a head" : "columns");

	out_open(a.out.last, a.unbuffered);
	if (o.svg)
		hm_svg(&h);
	else
		hm_term(&h, colors(o.when, a.out.last), term_width());
	out_close();
	hm_free_labels(h.qlab, m.rows);
	hm_free_labels(h.klab, kcols);
	mat_free(&m);
	return 0;
}
