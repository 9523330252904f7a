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
#include "cmd/options.h"
#include "draw/heatmap.h"
#include "io/matrix.h"
#include "io/number.h"
#include "io/output.h"

/* --color's words */
#define WHEN "auto|always|never"

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

static const struct opt opts[] = {
	{ "svg", OPT_SVG, NULL, "write a standalone SVG document instead (all "
	  "cells,\nviridis colours, axis labels, legend)", NULL },
	{ "ascii", OPT_ASCII, NULL, "ASCII characters only, no colour", NULL },
	{ "color", OPT_COLOR, "[=WHEN]", "colour: auto (default: on a terminal, "
	  "unless\nNO_COLOR is set), always, never (same as --ascii)", NULL,
	  WHEN },
	{ "colour", OPT_COLOR, "[=WHEN]", "the same as --color", NULL, WHEN },
	{ "min", OPT_MIN, "X", "value at the bottom of the colour range", NULL },
	{ "max", OPT_MAX, "X", "value at the top (default: the finite values'\n"
	  "range, or 0 to 1 when they all lie in [0, 1])", NULL },
	{ "values", OPT_VALUES, NULL, "SVG: write each value in its cell (12 x 12 "
	  "at most)", NULL },
	{ "labels-q", OPT_LABELS_Q, "FILE", "SVG: row labels, one per line (the "
	  "query tokens)", NULL, OPT_IN },
	{ "labels-k", OPT_LABELS_K, "FILE", "SVG: column labels, one per line "
	  "(the key tokens;\nwith --heads, one per column of a head)", NULL,
	  OPT_IN },
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

struct own {
	const char *when, *lq, *lk;
	bool svg, ascii, values, have_min, have_max;
	double vmin, vmax;
};

static bool own(void *ctx, int key, const char *arg)
{
	struct own *o = ctx;

	switch (key) {
	case OPT_SVG:
		o->svg = true;
		break;
	case OPT_ASCII:
		o->ascii = true;
		o->when = "never";
		break;
	case OPT_COLOR:
		o->when = arg ? arg : "always";
		word_option("--color", WHEN, o->when);
		o->ascii = strcmp(o->when, "never") == 0;
		break;
	case OPT_MIN:
		o->vmin = num_option("--min", arg);
		o->have_min = true;
		break;
	case OPT_MAX:
		o->vmax = num_option("--max", arg);
		o->have_max = true;
		break;
	case OPT_VALUES:
		o->values = true;
		break;
	case OPT_LABELS_Q:
		o->lq = arg;
		break;
	case OPT_LABELS_K:
		o->lk = arg;
		break;
	default:
		return false;
	}
	return true;
}

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
static enum term_colors colors(const char *when, const char *output)
{
	const char *ct = getenv("COLORTERM"), *nc = getenv("NO_COLOR");

	if (strcmp(when, "never") == 0)
		return TERM_ASCII;
	if (strcmp(when, "auto") == 0 &&
	    ((nc && *nc) || (output && !is_stdin(output)) || !isatty(1)))
		return TERM_ASCII;
	if (ct && (strcmp(ct, "truecolor") == 0 || strcmp(ct, "24bit") == 0))
		return TERM_TRUECOLOR;
	return TERM_256;
}

int cmd_heatmap(int argc, char **argv)
{
	struct args a;
	struct own o = { .when = "auto" };
	struct heatmap h = { NULL, 0, 1, false, false, NULL, NULL, false, 1 };
	const char *path;
	struct matrix m;
	size_t kcols;

	opt_parse(&spec, argc, argv, &a, own, &o);
	path = sole_operand(&a);
	if (o.svg && o.ascii)
		usage_fail("--svg and --ascii (or --color=never) exclude each "
			   "other");
	if (o.have_min && o.have_max && !(o.vmin < o.vmax))
		usage_fail("--min must be less than --max");
	/* Pictures are read by people: three digits unless told otherwise. */
	if (num_fmt.mode == FMT_SHORTEST)
		num_fmt.mode = FMT_PREC, num_fmt.digits = 3;

	m = mat_load(path, "the input", ALLOW_ALL, false);
	h.m = &m;
	h.heads = a.hd.h;
	h.values = o.values;
	heads_split(m.cols, a.hd.h, "--heads", m.name, 0, "the matrix");
	hm_range(&h, o.have_min ? &o.vmin : NULL, o.have_max ? &o.vmax : NULL);
	kcols = m.cols / h.heads;
	if (o.lq)
		h.qlab = hm_labels(o.lq, m.rows, m.rows == 1 ? "row" : "rows");
	if (o.lk)
		h.klab = hm_labels(o.lk, kcols, kcols == 1 ? "column" :
				   h.heads > 1 ? "columns of a head" : "columns");

	out_open(a.output, a.unbuffered);
	if (o.svg)
		hm_svg(&h);
	else
		hm_term(&h, colors(o.when, a.output), term_width());
	out_close();
	hm_free_labels(h.qlab, m.rows);
	hm_free_labels(h.klab, kcols);
	mat_free(&m);
	return 0;
}
