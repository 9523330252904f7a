/* cmd_heatmap.c - heatmap: draw a matrix on the terminal, as ASCII art, or
 * as an SVG document.  The one stage that holds the whole matrix: a picture
 * needs its range before its first cell. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>

#include "cmd/cmd.h"
#include "attn/heads.h"
#include "draw/heatmap.h"
#include "io/matrix.h"
#include "io/number.h"
#include "io/output.h"
#include "base/err.h"
#include "base/alloc.h"

static const char usage[] =
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
"\n"
"      --svg            write a standalone SVG document instead (all cells,\n"
"                       viridis colours, axis labels, legend)\n"
"      --ascii          ASCII characters only, no colour\n"
"      --color[=WHEN]   colour: auto (default: on a terminal, unless\n"
"                       NO_COLOR is set), always, never (same as --ascii)\n"
"      --min X          value at the bottom of the colour range\n"
"      --max X          value at the top (default: the finite values'\n"
"                       range, or 0 to 1 when they all lie in [0, 1])\n"
"      --values         SVG: write each value in its cell (12 x 12 at most)\n"
"      --labels-q FILE  SVG: row labels, one per line (the query tokens)\n"
"      --labels-k FILE  SVG: column labels, one per line (the key tokens;\n"
"                       with --heads, one per column of a head)\n"
HEAD_HELP
"  -d, --delimiter C    field separator (default ','; \\t for tab)\n"
"  -H, --header         skip the first row of the input\n"
"  -p, --precision N    N significant digits for the numbers shown\n"
"                       (default 3)\n"
"      --fixed N        N digits after the point\n"
"  -o, --output FILE    write FILE atomically instead of stdout\n"
"  -u, --unbuffered     accepted, for symmetry (a picture is written whole)\n"
"  -h, --help           this text\n";

static void free_labels(char **lab, size_t n)
{
	size_t i;

	if (!lab)
		return;
	for (i = 0; i < n; i++)
		free(lab[i]);
	free(lab);
}

/* One label per line of PATH; there must be exactly N.  On an error
 * everything is freed before failing. */
static char **labels(const char *path, size_t n, const char *what)
{
	FILE *f = is_stdin(path) ? stdin : fopen(path, "rb");
	const char *name = is_stdin(path) ? "<stdin>" : path;
	char **lab, *line = NULL;
	size_t cap = 0, k = 0;
	ssize_t len;
	int err;

	if (!f)
		fail_sys(path, errno);
	lab = xcalloc(n ? n : 1, sizeof *lab);
	errno = 0;
	while ((len = getline(&line, &cap, f)) >= 0) {
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = '\0';
		if (len > 0 && line[len - 1] == '\r')
			line[--len] = '\0';
		if (k < n) {
			lab[k] = xmalloc((size_t)len + 1);
			memcpy(lab[k], line, (size_t)len + 1);
		}
		k++;
	}
	err = ferror(f) ? (errno ? errno : EIO) : 0;
	free(line);
	if (f != stdin)
		fclose(f);
	if (err || k != n)
		free_labels(lab, n);
	if (err)
		fail_sys(name, err);
	if (k != n)
		fail(name, 0, "%zu label%s for %zu %s (one label per line)", k,
		     k == 1 ? "" : "s", n, what);
	return lab;
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
	static const struct option longopts[] = {
		{ "svg", no_argument, NULL, OPT_SVG },
		{ "ascii", no_argument, NULL, OPT_ASCII },
		{ "color", optional_argument, NULL, OPT_COLOR },
		{ "colour", optional_argument, NULL, OPT_COLOR },
		{ "min", required_argument, NULL, OPT_MIN },
		{ "max", required_argument, NULL, OPT_MAX },
		{ "values", no_argument, NULL, OPT_VALUES },
		{ "labels-q", required_argument, NULL, OPT_LABELS_Q },
		{ "labels-k", required_argument, NULL, OPT_LABELS_K },
		HEAD_LONGOPT,
		COMMON_LONGOPTS, { NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	struct heatmap h = { NULL, 0, 1, false, false, NULL, NULL, false, 1 };
	struct heads hd = HEADS_INIT;
	const char *path, *when = "auto", *lq = NULL, *lk = NULL;
	const char *ops[3];
	bool svg = false, ascii = false, have_min = false, have_max = false;
	double vmin = 0, vmax = 0, lo = INFINITY, hi = -INFINITY;
	struct matrix m;
	size_t i;
	int c;

	cmd_begin("heatmap");
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS, longopts,
				NULL)) != -1) {
		switch (c) {
		case OPT_SVG:
			svg = true;
			break;
		case OPT_ASCII:
			ascii = true;
			when = "never";
			break;
		case OPT_COLOR:
			when = optarg ? optarg : "always";
			if (strcmp(when, "auto") != 0 &&
			    strcmp(when, "always") != 0 &&
			    strcmp(when, "never") != 0)
				usage_fail("--color takes auto, always or never, "
					   "not '%s'", when);
			ascii = strcmp(when, "never") == 0;
			break;
		case OPT_MIN:
			vmin = num_option("--min", optarg);
			have_min = true;
			break;
		case OPT_MAX:
			vmax = num_option("--max", optarg);
			have_max = true;
			break;
		case OPT_VALUES:
			h.values = true;
			break;
		case OPT_LABELS_Q:
			lq = optarg;
			break;
		case OPT_LABELS_K:
			lk = optarg;
			break;
		default:
			if (!heads_option(&hd, c, optarg))
				common_option(&co, c, optarg, argv, usage);
		}
	}
	path = sole_operand(argc, argv);
	if (svg && ascii)
		usage_fail("--svg and --ascii (or --color=never) exclude each "
			   "other");
	if (have_min && have_max && !(vmin < vmax))
		usage_fail("--min must be less than --max");
	ops[0] = path, ops[1] = lq, ops[2] = lk;
	one_stdin(ops, 3);
	/* Pictures are read by people: three digits unless told otherwise. */
	if (num_fmt.mode == FMT_SHORTEST)
		num_fmt.mode = FMT_PREC, num_fmt.digits = 3;

	m = mat_load(path, "the input", ALLOW_ALL, false);
	h.m = &m;
	h.heads = hd.h;
	heads_split(m.cols, hd.h, "--heads", m.name, 0, "the matrix");
	for (i = 0; i < m.rows * m.cols; i++) {
		double x = m.v[i];

		if (isnan(x))
			h.has_nan = true;
		else if (x == -INFINITY)
			h.has_neginf = true;
		else if (isfinite(x)) {
			lo = x < lo ? x : lo;
			hi = x > hi ? x : hi;
		}
	}
	/* Weights are probabilities: 0..1 keeps pictures comparable. */
	if (lo > hi || (lo >= 0 && hi <= 1))
		lo = 0, hi = 1;
	h.lo = have_min ? vmin : lo;
	h.hi = have_max ? vmax : hi;
	if (h.hi < h.lo) {	/* one bound given, the data beyond it */
		if (have_min)
			h.hi = h.lo;
		else
			h.lo = h.hi;
	}
	if (lq)
		h.qlab = labels(lq, m.rows, m.rows == 1 ? "row" : "rows");
	if (lk)
		h.klab = labels(lk, m.cols / h.heads, m.cols / h.heads == 1 ?
				"column" : h.heads > 1 ? "columns of a head" :
				"columns");

	out_open(co.output, co.unbuffered);
	if (svg)
		hm_svg(&h);
	else
		hm_term(&h, colors(when, co.output), term_width());
	out_close();
	free_labels(h.qlab, m.rows);
	free_labels(h.klab, m.cols / h.heads);
	mat_free(&m);
	return 0;
}
