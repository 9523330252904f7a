/* options.c - the option tables, their help, and the parsing of the shared
 * options into plain values. */
#include "cmd/options.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "attn/pool.h"
#include "base/alloc.h"
#include "base/err.h"
#include "base/quote.h"
#include "base/text.h"
#include "io/layout.h"
#include "io/matrix.h"
#include "io/npy_out.h"
#include "io/number.h"
#include "attn/rows.h"
#include "io/output.h"
#include "num/factor.h"

/* --- the shared groups ------------------------------------------------ */

/* The words of the options that take words, in the order of the values
 * they stand for. */
#define MASKED_ROWS "zero|uniform|nan|error"
#define WRT "q|k|v|scores|weights|sinks"
#define SCALINGS "linear|dynamic|yarn|llama3"	/* from TR_LINEAR on */
#define RECIPES "math|flash"			/* args.recipe, their first letter */

const struct opt opt_common[] = {
	{ "delimiter", 'd', "C", "field separator (default ','; \\t for tab)",
	  NULL },
	{ "tab", 't', NULL, "fields separated by tabs: -d '\\t'", NULL },
	{ "header", 'H', NULL, "skip the first row of every CSV input", NULL },
	{ "layout", OPT_LAYOUT, "L", "a 3-D or 4-D tensor (.npy, "
	  ".safetensors:NAME) is\nbshd (4-D's default), bhsd, shd (3-D's) or "
	  "hsd", NULL, LAYOUT_WORDS },
	{ "precision", 'p', "N", "N significant digits (default: shortest "
	  "exact)", NULL },
	{ "fixed", OPT_FIXED, "N", "N digits after the point", NULL },
	{ "output", 'o', "FILE", "write FILE atomically instead of stdout",
	  NULL, OPT_OUT },
	{ "unbuffered", 'u', NULL, "flush every row", NULL },
	{ "progress", OPT_PROGRESS, NULL, "show a long stage's progress on "
	  "stderr (default: when\nstderr is a terminal)", NULL },
	{ "no-progress", OPT_NO_PROGRESS, NULL, "never show it", NULL },
	{ "help", 'h', NULL, "this text", NULL },
	OPT_END
};

const struct opt opt_query[] = {
	{ "query", 'q', "Q", "the queries, n_q x d_k (default: stdin)", NULL,
	  OPT_IN },
	{ "keys", 'k', "K", "the keys, n_k x d_k", NULL, OPT_IN },
	OPT_END
};

const struct opt opt_values[] = {
	{ "values", 'v', "V", "the values, n_k x d_v", NULL, OPT_IN },
	OPT_END
};

const struct opt opt_scale[] = {
	{ "no-scale", OPT_NO_SCALE, NULL, "plain dot products", NULL },
	{ "scale", OPT_SCALE, "X", "multiply by X instead of dividing by "
	  "sqrt(d_k)", NULL },
	OPT_END
};

const struct opt opt_mask[] = {
	{ "causal", OPT_CAUSAL, "[=lower-right]", "mask key j of row i when "
	  "j > i + offset;\n=lower-right: offset n_k - n_q, as "
	  "causal_lower_right", NULL },
	{ "offset", OPT_OFFSET, "N", "row i sits at key position i + N "
	  "(default 0)", NULL },
	{ "window", OPT_WINDOW, "L[,R]", "keep L keys before the position and "
	  "R after it", NULL },
	{ "mask", OPT_MASK, "FILE", "0/1 matrix of the scores' shape; 0 masks",
	  NULL, OPT_IN },
	{ "bias", OPT_BIAS, "FILE", "add FILE's entries to the scores; -inf "
	  "masks", NULL, OPT_IN },
	{ "alibi", OPT_ALIBI, NULL, "add -m_h |i + offset - j|, ALiBi with the "
	  "paper's\nslopes m_h", NULL },
	{ "alibi-slopes", OPT_ALIBI_SLOPES, "LIST", "ALiBi with these slopes, "
	  "one per head", NULL, OPT_IN },
	{ "segments", OPT_SEGMENTS, "FILE", "one segment id per key; row i "
	  "attends its own\nsegment's keys (that of key i + offset)", NULL,
	  OPT_IN },
	{ "prefix", OPT_PREFIX, "N", "causal, but every row sees keys 0 to "
	  "N-1 (prefix-LM)", NULL },
	{ "chunk", OPT_CHUNK, "N", "keep the keys of the row's chunk of N "
	  "positions", NULL },
	{ "bidirectional", OPT_BIDIRECTIONAL, "IDS", "causal, but the keys of "
	  "one image id (not 0) see\neach other both ways", NULL, OPT_IN },
	OPT_END
};

const struct opt opt_transform[] = {
	{ "temperature", OPT_TEMPERATURE, "T", "divide the scores by T > 0",
	  NULL },
	{ "softcap", OPT_SOFTCAP, "C", "map x to C*tanh(x/C), C > 0", NULL },
	{ "masked-rows", OPT_MASKED_ROWS, "P", "a row with every key masked: "
	  "zero (default),\nuniform, nan, or error", NULL, MASKED_ROWS },
	OPT_END
};

const struct opt opt_head[] = {
	{ "heads", OPT_HEADS, "H", "split rows into H heads of equal width "
	  "(default 1)", NULL },
	OPT_END
};

const struct opt opt_heads[] = {
	OPT_GROUP(opt_head),
	{ "kv-heads", OPT_KV_HEADS, "G", "K and V have G heads, each shared by "
	  "H/G query\nheads (default H)", NULL },
	OPT_END
};

const struct opt opt_jobs[] = {
	{ "jobs", 'j', "N", "compute rows on N threads (default: one per "
	  "CPU);\nthe output is the same for every N", NULL },
	OPT_END
};

const struct opt opt_sinks[] = {
	{ "sinks", OPT_SINKS, "LIST", "one logit per head, one more term of "
	  "the softmax's\ndenominator: w = e^s / (e^sink + sum e^s)", NULL,
	  OPT_IN },
	OPT_END
};

const struct opt opt_lse[] = {
	{ "lse", OPT_LSE, NULL, "after the row, each head's log-sum-exp, "
	  "ln sum e^s", NULL },
	OPT_END
};

const struct opt opt_grad[] = {
	{ "wrt", OPT_WRT, "X", "q, k, v, scores, weights or sinks", NULL, WRT },
	{ "dout", OPT_DOUT, "dO", "the gradient at the output, n_q x d_v", NULL,
	  OPT_IN },
	OPT_END
};

const struct opt opt_rope[] = {
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
	  "restart at 0 where\nthe id changes (a packed batch)", NULL, OPT_IN },
	{ "inverse", OPT_INVERSE, NULL, "turn by -p theta: undo rope, or its "
	  "backward pass", NULL },
	{ "positions", OPT_POSITIONS, "FILE", "row i's position, row i of FILE "
	  "(one whole number\na row, read in step), instead of i + offset",
	  NULL, OPT_IN },
	OPT_END
};

const struct opt opt_rope_heads[] = {
	OPT_GROUP(opt_head),
	{ "head-dim", OPT_HEAD_DIM, "D", "heads of D columns, as many as the "
	  "width holds\n(one command for Q and K)", NULL },
	OPT_END
};

const struct opt opt_rope_scaling[] = {
	{ "scaling", OPT_SCALING, "TYPE", "scale the frequencies as Hugging "
	  "Face's rope_scaling:\nlinear, dynamic, yarn or llama3", NULL,
	  SCALINGS },
	{ "factor", OPT_FACTOR, "F", "the scaling's factor, F >= 1", NULL },
	{ "original-max", OPT_ORIGINAL_MAX, "L0", "dynamic, yarn, llama3: the "
	  "positions trained on\n(original_max_position_embeddings)", NULL },
	{ "seq-len", OPT_SEQ_LEN, "L", "dynamic: the sequence's length\n"
	  "(default: the largest position + 1)", NULL },
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
	OPT_END
};

const struct opt opt_norm[] = {
	{ "rms", OPT_RMS, NULL, "divide by the root of the mean square "
	  "(default)", NULL },
	{ "l2", OPT_L2, NULL, "divide by the root of the sum of squares", NULL },
	{ "eps", OPT_EPS, "E", "added under the root, E >= 0 (default 1e-6)",
	  NULL },
	{ "plus-one", OPT_PLUS_ONE, NULL, "multiply by 1 + w, as Gemma's "
	  "RMSNorm", NULL },
	{ "head-dim", OPT_HEAD_DIM, "D", "heads of D columns each: as many "
	  "as the row holds", NULL },
	OPT_END
};

const struct opt opt_dtype[] = {
	{ "dtype", OPT_DTYPE, "T", "compute as a kernel in T: f32, bf16, f16, "
	  "e4m3, e5m2\n(default f64: the exact doubles)", NULL, DT_WORDS },
	{ "accumulate", OPT_ACCUMULATE, "A", "with --dtype: the accumulators' "
	  "format (default f32)", NULL, DT_WORDS },
	{ "recipe", OPT_RECIPE, "R", "with --dtype: math (default), or flash "
	  "(attend)", NULL, RECIPES },
	OPT_END
};

const struct opt opt_block[] = {
	{ "block", OPT_BLOCK, "N", "--recipe flash: N keys a block (default "
	  "128)", NULL },
	OPT_END
};

/* --- values ----------------------------------------------------------- */

long int_option(const char *opt, const char *arg, long lo, long hi)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(arg, &end, 10);
	/* strtol skips leading white space; a whole field does not */
	if (end == arg || *end || errno || v < lo || v > hi ||
	    !(isdigit((unsigned char)arg[0]) || arg[0] == '-' || arg[0] == '+'))
		usage_fail("%s takes a whole number from %ld to %ld, not '%s'",
			   opt, lo, hi, arg);
	return v;
}

double num_option(const char *opt, const char *arg)
{
	const char *d = arg + (*arg == '+' || *arg == '-');
	double v;

	if (num_parse(arg, strlen(arg), &v) != NUM_OK || !isfinite(v)) {
		/* strtod would take it; the number reader does not */
		if (d[0] == '0' && (d[1] == 'x' || d[1] == 'X'))
			usage_fail("%s takes a decimal number (hexadecimal is "
				   "not read), not '%s'", opt, arg);
		usage_fail("%s takes a finite number, not '%s'", opt, arg);
	}
	return v;
}

static double positive(const char *opt, const char *arg)
{
	double v;

	if (num_parse(arg, strlen(arg), &v) != NUM_OK || !isfinite(v) || v <= 0)
		usage_fail("%s must be a positive number, not '%s'", opt, arg);
	return v;
}

/* A whole number at S: decimal digits, with a '+' first or, when NEG
 * allows it, a '-', as -n and --fixed take them; no spaces, which strtol
 * would let through.  *END is set past it.  False when there are no
 * digits or the number overflows a long. */
static bool whole(const char *s, bool neg, long *v, char **end)
{
	const char *d = s + (*s == '+' || (neg && *s == '-'));

	if (!isdigit((unsigned char)*d))
		return false;
	errno = 0;
	*v = strtol(s, end, 10);
	return errno == 0;
}

/* One factor of --scale, the LEN bytes at S (no '*'), into *F: false
 * where it is none of the four forms. */
static bool factor_of(const char *s, size_t len, struct factor *f)
{
	char b[64], *end, *comma;
	long n;
	bool rsqrt;
	size_t at;

	if (len == 0 || len >= sizeof b)
		return false;
	memcpy(b, s, len);
	b[len] = '\0';
	rsqrt = strncmp(b, "1/sqrt(", 7) == 0 && b[len - 1] == ')';
	if (rsqrt || strncmp(b, "1/", 2) == 0) {
		at = rsqrt ? 7 : 2;
		if (rsqrt)
			b[len - 1] = '\0';
		if (!isdigit((unsigned char)b[at]) ||
		    !whole(b + at, false, &n, &end) || *end || n < 1 ||
		    n > 1L << 53)
			return false;
		*f = (struct factor){ rsqrt ? FACTOR_RSQRT : FACTOR_RECIP,
				      (double)n, 0 };
		return true;
	}
	if (strncmp(b, "mscale(", 7) == 0 && b[len - 1] == ')') {
		b[len - 1] = '\0';
		*f = (struct factor){ FACTOR_MSCALE, 0, 1 };
		if ((comma = strchr(b + 7, ',')))
			*comma = '\0';
		if (num_parse(b + 7, strlen(b + 7), &f->x) != NUM_OK ||
		    (comma && num_parse(comma + 1, strlen(comma + 1), &f->m) !=
		     NUM_OK))
			return false;
		return f->x > 0 && f->x <= 0x1p20 && f->m > 0 && f->m <= 0x1p20;
	}
	*f = (struct factor){ FACTOR_NUMBER, 0, 0 };
	return num_parse(b, len, &f->x) == NUM_OK && isfinite(f->x);
}

/* --scale: a number, 1/N, 1/sqrt(N), mscale(F[,M]), or a product of
 * them, rounded once (num/factor.h). */
static double scale_option(const char *arg)
{
	struct factor f[FACTORS_MAX];
	const char *p = arg;
	size_t n = 0, len;
	double v;

	for (;;) {
		len = strcspn(p, "*");
		if (n == FACTORS_MAX)
			usage_fail("--scale takes at most %d factors, not '%s'",
				   FACTORS_MAX, arg);
		if (!factor_of(p, len, &f[n++]))
			usage_fail("--scale takes a finite number, 1/N, "
				   "1/sqrt(N), mscale(F[,M]) or their product, "
				   "not '%s'", arg);
		if (!p[len])
			break;
		p += len + 1;
	}
	if (!factor_product(f, n, &v))
		usage_fail("--scale %s is beyond the largest double", arg);
	return v;
}

static void delimiter(const char *arg)
{
	unsigned char c = (unsigned char)arg[0];
	const char *why = NULL;

	if (strcmp(arg, "\\t") == 0)
		c = '\t';
	else if (strlen(arg) != 1)
		usage_fail("-d takes one character (or \\t for tab), not %s",
			   show_field(arg, strlen(arg)));
	if (c == '"')
		why = "it is the quote character";
	else if (c == '\n' || c == '\r')
		why = "it ends lines";
	else if (c == '#')
		why = "it starts comment lines";
	else if (c == '.' || c == '+' || c == '-' || (c >= '0' && c <= '9'))
		why = "it would be read as part of a number";
	else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
		why = "no letter can, since numbers hold some (1e-3, inf, nan)";
	if (why)
		usage_fail("-d cannot be %s: %s", show_field(arg, 1), why);
	csv_opts.delim = c;
}

size_t word_option(const char *opt, const char *words, const char *arg)
{
	struct text t = { NULL, 0, 0 };
	const char *w, *bar;
	size_t i, n = strlen(arg);

	for (w = words, i = 0;; w = bar + 1, i++) {
		bar = w + strcspn(w, "|");
		if ((size_t)(bar - w) == n && strncmp(w, arg, n) == 0)
			return i;
		if (!*bar)
			break;
	}
	for (w = words; *w; w = *bar ? bar + 1 : bar) {
		bar = w + strcspn(w, "|");
		if (w != words)
			text_put(&t, strchr(bar, '|') ? ", " : " or ");
		text_putn(&t, w, (size_t)(bar - w));
	}
	usage_fail("%s takes %s, not '%s'", opt, t.s, arg);
}

static void masked_rows(struct mask *m, const char *arg)
{
	static const enum masked_rows policy[] = { ROWS_ZERO, ROWS_UNIFORM,
						   ROWS_NAN, ROWS_ERROR };

	m->policy = policy[word_option("--masked-rows", MASKED_ROWS, arg)];
}

/* --wrt's words, one or several split by commas (each once), into
 * WRTS; returns how many. */
size_t wrt_list(const char *arg, const char *words, const char *letters,
		char *wrts, size_t max)
{
	char w[32];
	size_t n = 0, len, i;
	const char *p = arg, *comma;

	for (;;) {
		comma = strchr(p, ',');
		len = comma ? (size_t)(comma - p) : strlen(p);
		if (len >= sizeof w)
			len = sizeof w - 1;
		memcpy(w, p, len);
		w[len] = '\0';
		if (n == max)
			usage_fail("--wrt names more than %zu results", max);
		wrts[n] = letters[word_option("--wrt", words, w)];
		for (i = 0; i < n; i++)
			if (wrts[i] == wrts[n])
				usage_fail("--wrt names %s twice", w);
		n++;
		if (!comma)
			return n;
		p = comma + 1;
	}
}

void results_check(const struct args *a, size_t n)
{
	if (n > 1 && !a->noutput)
		usage_fail("--wrt names %zu results: each needs its own -o FILE, "
			   "in the same order", n);
	if (a->noutput && a->noutput != n)
		usage_fail("--wrt names %zu result%s, but -o is given %zu time%s "
			   "(one -o per result, in the same order)", n,
			   n == 1 ? "" : "s", a->noutput,
			   a->noutput == 1 ? "" : "s");
}

void open_results(const struct args *a, size_t n)
{
	results_check(a, n);
	if (n > 1)
		out_open_all(a->outputs, n, a->unbuffered);
	else
		out_open(a->output, a->unbuffered);
}

static void wrt(struct args *a, const char *arg)
{
	char w[GRAD_RESULTS];
	size_t i;

	a->nwrt = wrt_list(arg, WRT, "qkvswz", w, GRAD_RESULTS);
	for (i = 0; i < a->nwrt; i++)
		a->wrts[i] = (enum grad_wrt)w[i];
	a->wrt = a->wrts[0];
}

/* The model's options: true when KEY is one. */
static bool model_option(struct args *a, int key, const char *arg)
{
	struct mask *m = &a->m;
	char *end;
	bool ok;

	switch (key) {
	case 'q':
		a->qpath = arg;
		break;
	case 'k':
		a->kpath = arg;
		break;
	case 'v':
		a->vpath = arg;
		break;
	case OPT_NO_SCALE:
		a->sc.mode = SCALE_NONE;
		break;
	case OPT_SCALE:
		a->sc.mode = SCALE_BY;
		a->sc.by = scale_option(arg);
		break;
	case OPT_SHOW_WORK:
		a->work = true;
		break;
	case OPT_CAUSAL:
		m->causal = true;
		if (arg && strcmp(arg, "lower-right") != 0 &&
		    strcmp(arg, "upper-left") != 0)
			usage_fail("--causal takes =lower-right or =upper-left, "
				   "not '%s'", arg);
		m->lower_right = arg && strcmp(arg, "lower-right") == 0;
		break;
	case OPT_OFFSET:
		if (!whole(arg, true, &m->offset, &end) || *end)
			usage_fail("--offset takes a whole number, not '%s'", arg);
		a->offset_given = true;
		break;
	case OPT_WINDOW:
		m->window = true;
		ok = whole(arg, false, &m->left, &end);
		m->right = m->left;
		if (ok && *end == ',')
			ok = whole(end + 1, false, &m->right, &end);
		if (!ok || *end)
			usage_fail("--window takes L or L,R, whole numbers >= 0, "
				   "not '%s'", arg);
		break;
	case OPT_MASK:
		m->mask_path = arg;
		break;
	case OPT_BIAS:
		m->bias_path = arg;
		break;
	case OPT_ALIBI:
		m->alibi = true;
		break;
	case OPT_ALIBI_SLOPES:
		m->alibi = true;
		m->slopes_path = arg;
		break;
	case OPT_SEGMENTS:
		m->segments_path = arg;
		break;
	case OPT_PREFIX:
		if (!whole(arg, false, &m->prefix_len, &end) || *end)
			usage_fail("--prefix takes a whole number >= 0 (the "
				   "prefix's keys), not '%s'", arg);
		m->prefix = true;
		break;
	case OPT_CHUNK:
		if (!whole(arg, false, &m->chunk, &end) || *end || m->chunk < 1)
			usage_fail("--chunk takes a whole number >= 1 (the "
				   "positions of a chunk), not '%s'", arg);
		break;
	case OPT_BIDIRECTIONAL:
		m->bidir_path = arg;
		break;
	case OPT_TEMPERATURE:
		m->temperature = positive("--temperature", arg);
		break;
	case OPT_SOFTCAP:
		m->softcap = positive("--softcap", arg);
		break;
	case OPT_MASKED_ROWS:
		masked_rows(m, arg);
		break;
	case OPT_HEADS:
		a->hd.h = (size_t)int_option("--heads", arg, 1, 1L << 20);
		a->heads_given = true;
		break;
	case OPT_KV_HEADS:
		a->hd.g = (size_t)int_option("--kv-heads", arg, 1, 1L << 20);
		break;
	case OPT_SINKS:
		a->sinks_path = arg;
		break;
	case OPT_LSE:
		a->lse = true;
		break;
	case OPT_WRT:
		wrt(a, arg);
		break;
	case OPT_DOUT:
		a->dpath = arg;
		break;
	default:
		return false;
	}
	if (!a->first_model)
		a->first_model = key;
	if (!a->first_attention && key != OPT_OFFSET && key != OPT_SEGMENTS &&
	    key != OPT_HEADS)
		a->first_attention = key;
	return true;
}

/* The scaling's parameters that are numbers above 0: each one's field
 * of struct tr_scale, its bound, and the scaling type it is for. */
static const struct {
	int key;
	const char *name;
	size_t at;
	double max;
	enum tr_scaling type;
} scaling_numbers[] = {
	{ OPT_BETA_FAST, "--beta-fast", offsetof(struct tr_scale, beta_fast),
	  0x1p31, TR_YARN },
	{ OPT_BETA_SLOW, "--beta-slow", offsetof(struct tr_scale, beta_slow),
	  0x1p31, TR_YARN },
	{ OPT_MSCALE, "--mscale", offsetof(struct tr_scale, mscale), 0x1p20,
	  TR_YARN },
	{ OPT_MSCALE_ALL_DIM, "--mscale-all-dim",
	  offsetof(struct tr_scale, mscale_all), 0x1p20, TR_YARN },
	{ OPT_ATTENTION_FACTOR, "--attention-factor",
	  offsetof(struct tr_scale, attention), 0x1p20, TR_YARN },
	{ OPT_LOW_FREQ_FACTOR, "--low-freq-factor",
	  offsetof(struct tr_scale, low), 0x1p31, TR_LLAMA3 },
	{ OPT_HIGH_FREQ_FACTOR, "--high-freq-factor",
	  offsetof(struct tr_scale, high), 0x1p31, TR_LLAMA3 },
};

/* Option NAME is for scaling type T alone: the first such noted. */
static void scaling_own(struct args *a, enum tr_scaling t, const char *name)
{
	if (!a->scaling_given.of[t])
		a->scaling_given.of[t] = name;
}

bool rope_scaling_option(struct args *a, int key, const char *arg)
{
	struct tr_scale *sc = &a->rope.scale;
	double v;
	size_t i;

	switch (key) {
	case OPT_SCALING:
		sc->type = (enum tr_scaling)(TR_LINEAR +
					     word_option("--scaling", SCALINGS,
							 arg));
		return true;
	case OPT_FACTOR:
		sc->factor = num_option("--factor", arg);
		if (!(sc->factor >= 1 && sc->factor <= 0x1p20))
			usage_fail("--factor must be at least 1 (and at most "
				   "2^20), not '%s'", arg);
		a->scaling_given.factor = true;
		return true;
	case OPT_ORIGINAL_MAX:
		sc->orig = (double)int_option("--original-max", arg, 1, 1L << 31);
		a->scaling_given.orig = true;
		return true;
	case OPT_SEQ_LEN:
		sc->seq = (double)int_option("--seq-len", arg, 1, 1L << 31);
		a->scaling_given.seq = true;
		scaling_own(a, TR_DYNAMIC, "--seq-len");
		return true;
	case OPT_TRUNCATE:
	case OPT_NO_TRUNCATE:
		sc->truncate = key == OPT_TRUNCATE;
		a->scaling_given.truncate = true;
		scaling_own(a, TR_YARN, key == OPT_TRUNCATE ? "--truncate" :
			    "--no-truncate");
		return true;
	}
	for (i = 0; i < sizeof scaling_numbers / sizeof *scaling_numbers; i++)
		if (scaling_numbers[i].key == key)
			break;
	if (i == sizeof scaling_numbers / sizeof *scaling_numbers)
		return false;
	v = num_option(scaling_numbers[i].name, arg);
	if (!(v > 0 && v <= scaling_numbers[i].max))
		usage_fail("%s must be above 0 and at most %g, not '%s'",
			   scaling_numbers[i].name, scaling_numbers[i].max, arg);
	*(double *)(void *)((char *)sc + scaling_numbers[i].at) = v;
	scaling_own(a, scaling_numbers[i].type, scaling_numbers[i].name);
	return true;
}

/* rope's own options: true when KEY is one. */
static bool rope_option(struct args *a, int key, const char *arg)
{
	struct rope *rp = &a->rope;
	long r;

	switch (key) {
	case OPT_BASE:
		rp->base = num_option("--base", arg);
		/* beyond 2^64 the smallest frequencies, near 1/B, would
		 * need more than trig.h's fixed point keeps */
		if (!(rp->base > 1 && rp->base <= 0x1p64))
			usage_fail("--base must be above 1 and at most 2^64, "
				   "not '%s'", arg);
		break;
	case OPT_HALF:
	case OPT_INTERLEAVED:
		rp->interleaved = key == OPT_INTERLEAVED;
		break;
	case OPT_ROTARY_DIM:
		r = int_option("--rotary-dim", arg, 2, 1L << 30);
		if (r % 2)
			usage_fail("--rotary-dim must be even (its columns turn "
				   "in pairs), not %ld", r);
		rp->rdim = (size_t)r;
		break;
	case OPT_INVERSE:
		rp->inverse = true;
		break;
	case OPT_POSITIONS:
		a->positions = arg;
		break;
	case OPT_HEAD_DIM:
		rp->head_dim = (size_t)int_option("--head-dim", arg, 1, 1L << 30);
		break;
	default:
		if (!rope_scaling_option(a, key, arg))
			return false;
	}
	if (!a->first_rope)
		a->first_rope = key;
	return true;
}

static const struct dtype *format_option(const char *opt, const char *arg)
{
	const struct dtype *t = dt_named(arg);

	if (!t)
		usage_fail("%s takes " DT_NAMES ", not '%s'", opt, arg);
	return t;
}

/* A kernel's precision: true when KEY is one of its options. */
static bool dtype_option(struct args *a, int key, const char *arg)
{
	switch (key) {
	case OPT_DTYPE:
		a->dtype = format_option("--dtype", arg);
		break;
	case OPT_ACCUMULATE:
		a->acc = format_option("--accumulate", arg);
		break;
	case OPT_RECIPE:
		a->recipe = "mf"[word_option("--recipe", RECIPES, arg)];
		break;
	case OPT_BLOCK:
		a->block = int_option("--block", arg, 1, 1L << 30);
		break;
	default:
		return false;
	}
	return true;
}

/* The options every command takes, and -j. */
static bool common_option(const struct cmd_spec *spec, struct args *a,
			  int key, const char *arg)
{
	switch (key) {
	case 'd':
		delimiter(arg);
		break;
	case 't':
		csv_opts.delim = '\t';
		break;
	case 'H':
		csv_opts.header = true;
		break;
	case OPT_LAYOUT:
		tensor_opts.layout = (enum layout)(1 + word_option("--layout",
			LAYOUT_WORDS, arg));
		break;
	case 'p':
		num_fmt.mode = FMT_PREC;
		num_fmt.digits = (int)int_option("-p", arg, 1, 17);
		break;
	case OPT_FIXED:
		num_fmt.mode = FMT_FIXED;
		num_fmt.digits = (int)int_option("--fixed", arg, 0, 17);
		break;
	case 'o':
		if (a->noutput == OUT_MAX)
			usage_fail("-o is given more than %d times", OUT_MAX);
		a->outputs[a->noutput++] = arg;
		a->output = arg;
		break;
	case 'u':
		a->unbuffered = true;
		break;
	case OPT_PROGRESS:
	case OPT_NO_PROGRESS:
		rows_progress(key == OPT_PROGRESS);
		break;
	case 'j':
		a->jobs = (int)int_option("-j", arg, 1, 256);
		break;
	case 'h':
		opt_help(spec);
		out_close();
		exit(0);
	default:
		return false;
	}
	return true;
}

/* getopt's complaint, as one usage line naming the option as typed. */
static _Noreturn void bad_option(int key, char **argv)
{
	const char *bad = argv[optind - 1];

	/* a long option's optopt is its value, often a letter: name it as it
	 * was typed ("--keys"), not as its short twin ("-k") */
	if (key == ':') {
		if (strncmp(bad, "--", 2) != 0 && optopt > 0 && optopt < 0x100)
			usage_fail("option '-%c' needs a value", optopt);
		usage_fail("option '%s' needs a value", bad);
	}
	if (strncmp(bad, "--", 2) != 0 && optopt > 0 && optopt < 0x100)
		usage_fail("unknown option '-%c'", optopt);
	if (optopt && strchr(bad, '='))
		usage_fail("option '%.*s' takes no value",
			   (int)strcspn(bad, "="), bad);
	usage_fail("unknown option '%.*s'", (int)strcspn(bad, "="), bad);
}

/* --- the tables ------------------------------------------------------- */

/* Every option of a table, groups included, each name once: the first
 * entry of a name wins. */
struct walk {
	const struct opt *seen[256];
	size_t nseen;
};

static bool seen_before(struct walk *w, const struct opt *o)
{
	size_t i;

	for (i = 0; i < w->nseen; i++)
		if (strcmp(w->seen[i]->name, o->name) == 0)
			return true;
	if (w->nseen == sizeof w->seen / sizeof *w->seen)
		fail(NULL, 0, "too many options (a bug)");
	w->seen[w->nseen++] = o;
	return false;
}

/* An OPT_SAYS entry: help, not an option. */
static bool says(const struct opt *o)
{
	return o->name && !o->key;
}

static void collect(struct walk *w, const struct opt *t)
{
	for (; t->name || t->group; t++)
		if (t->group)
			collect(w, t->group);
		else if (!says(t))
			seen_before(w, t);
}

/* The getopt tables of SPEC, kept in statics: an error exit, which leaves
 * from inside the parse, leaves them reachable.  A table an error left
 * behind is not freed here: the fuzz harness, where an error returns, has
 * freed it already, and opt_parse frees the table of a parse that ends.
 * The options themselves, by key, are in parsed. */
static struct option *longopts;
static char shortopts[128];
static struct walk parsed;

static void tables(const struct cmd_spec *spec)
{
	struct walk w = { .nseen = 0 };
	size_t i, k = 0;

	collect(&w, spec->opts);
	parsed = w;
	/* whatever an error exit in an earlier parse left here is gone with
	 * the process (or, in the fuzz harness, freed by it): not freed
	 * again */
	longopts = xarray(w.nseen + 1, sizeof *longopts);
	/* a leading ':' tells a missing value from an unknown option */
	shortopts[k++] = ':';
	for (i = 0; i < w.nseen; i++) {
		const struct opt *o = w.seen[i];

		longopts[i] = (struct option){ o->name, !o->arg ? no_argument :
			o->arg[0] == '[' ? optional_argument :
			required_argument, NULL, o->key };
		if (o->key < 0x100 && k + 3 < sizeof shortopts) {
			shortopts[k++] = (char)o->key;
			if (o->arg)
				shortopts[k++] = ':';
		}
	}
	longopts[w.nseen] = (struct option){ NULL, 0, NULL, 0 };
	shortopts[k] = '\0';
}

jmp_buf *opt_probe;
const struct cmd_spec *opt_probed;

/* The option of KEY (its first entry). */
static const struct opt *option_of(int key)
{
	size_t i;

	for (i = 0; i < parsed.nseen; i++)
		if (parsed.seen[i]->key == key)
			return parsed.seen[i];
	return NULL;
}

/* O's value ARG kept among the matrices read, when it is one. */
static void value(struct args *a, const struct opt *o, const char *arg)
{
	size_t i;

	if (!o || !o->value || !arg || (strcmp(o->value, OPT_IN) != 0 &&
					strcmp(o->value, OPT_INS) != 0))
		return;
	for (i = 0; i < a->nin && (a->in_key[i] != o->key ||
				   strcmp(o->value, OPT_INS) == 0); i++)
		;
	if (i == sizeof a->in / sizeof *a->in)
		fail(NULL, 0, "too many files (a bug)");
	a->in[i] = arg;
	a->in_key[i] = o->key;
	if (i == a->nin)
		a->nin++;
}

void opt_parse(const struct cmd_spec *spec, int argc, char **argv,
	       struct args *a, bool (*own)(void *ctx, int key, const char *arg),
	       void *ctx)
{
	int c;

	if (opt_probe) {
		opt_probed = spec;
		longjmp(*opt_probe, 1);
	}
	attn_cmd = spec->name;
	optind = 1;
	opterr = 0;
	memset(a, 0, sizeof *a);
	a->sc.mode = SCALE_SQRT;
	a->hd = (struct heads)HEADS_INIT;
	a->rope.base = 10000;
	tensor_opts = (struct tensor_opts){ LAYOUT_AUTO, SIZE_MAX };
	tables(spec);
	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		if (c == ':' || c == '?')
			bad_option(c, argv);
		value(a, option_of(c), optarg);
		if (!(own && own(ctx, c, optarg)) && !model_option(a, c, optarg) &&
		    !rope_option(a, c, optarg) && !dtype_option(a, c, optarg))
			common_option(spec, a, c, optarg);
	}
	free(longopts);
	longopts = NULL;
	a->argc = argc - optind;
	a->argv = argv + optind;
	csv_opts.jobs = jobs_of(a);
}

/* --- help ------------------------------------------------------------- */

#define HELP_COL 23	/* where an option's help starts */
#define HELP_WIDTH 78
static const char indent[HELP_COL + 1] = "                       ";

static void put_help(struct text *t, const char *help)
{
	const char *nl;

	for (;;) {
		nl = strchr(help, '\n');
		text_putn(t, help, nl ? (size_t)(nl - help) : strlen(help));
		text_put(t, "\n");
		if (!nl)
			return;
		help = nl + 1;
		text_put(t, indent);
	}
}

/* "--name ARG" (or "--name[=ARG]") into BUF. */
static void long_form(const struct opt *o, char *buf, size_t n)
{
	snprintf(buf, n, "--%s%s%s", o->name, o->arg && o->arg[0] != '[' ?
		 " " : "", o->arg ? o->arg : "");
}

/* The help TOP gives option O: its OPT_SAYS, or its own. */
static const char *help_in(const struct opt *top, const struct opt *o)
{
	const char *h;

	for (; top->name || top->group; top++) {
		if (says(top) && strcmp(top->name, o->name) == 0)
			return top->help;
		if (top->group && !top->help &&
		    (h = help_in(top->group, o)) != o->help)
			return h;
	}
	return o->help;
}

static void help_line(struct text *t, const struct opt *o, const char *help)
{
	char line[96], lf[64];
	size_t len;

	long_form(o, lf, sizeof lf);
	if (o->key < 0x100)
		snprintf(line, sizeof line, "  -%c, %s", o->key, lf);
	else
		snprintf(line, sizeof line, "      %s", lf);
	len = strlen(line);
	text_put(t, line);
	if (len + 1 < HELP_COL) {
		text_put(t, indent + len);
	} else {
		text_put(t, "\n");
		text_put(t, indent);
	}
	put_help(t, help);
}

/* Groups B (up to, not with, E) named in one paragraph, wrapped:
 * "--a, --b X, ...: HELP". */
static void brief(struct text *t, struct walk *w, const struct opt *b,
		  const struct opt *e)
{
	struct walk mine = { .nseen = 0 };
	const char *help = b->help;
	char lf[64];
	size_t i, col = 6;

	for (; b < e; b++)
		collect(&mine, b->group);
	text_put(t, "      ");
	for (i = 0; i < mine.nseen; i++) {
		if (seen_before(w, mine.seen[i]))
			continue;
		long_form(mine.seen[i], lf, sizeof lf);
		if (col > 6 && col + strlen(lf) + 3 > HELP_WIDTH) {
			text_put(t, ",\n      ");
			col = 6;
		} else if (col > 6) {
			text_put(t, ", ");
			col += 2;
		}
		text_put(t, lf);
		col += strlen(lf);
	}
	if (col + strlen(help) + 2 > HELP_WIDTH)
		text_put(t, ":\n      ");
	else
		text_put(t, ": ");
	text_put(t, help);
	text_put(t, "\n");
}

static void help_of(struct text *t, struct walk *w, const struct opt *top,
		    const struct opt *o)
{
	const struct opt *e;

	for (; o->name || o->group; o++) {
		if (o->group && o->help) {
			for (e = o + 1; e->group && e->help &&
			     strcmp(e->help, o->help) == 0; e++)
				;
			brief(t, w, o, e);
			o = e - 1;
		} else if (o->group) {
			help_of(t, w, top, o->group);
		} else if (!says(o) && !seen_before(w, o) && o->help) {
			help_line(t, o, help_in(top, o));
		}
	}
}

void opt_help(const struct cmd_spec *spec)
{
	struct text t = { NULL, 0, 0 };
	struct walk w = { .nseen = 0 };

	text_put(&t, spec->intro);
	help_of(&t, &w, spec->opts, spec->opts);
	if (spec->outro)
		text_put(&t, spec->outro);
	out_str(t.s);
	text_free(&t);
}

void opt_each(const struct cmd_spec *spec,
	      void (*fn)(void *ctx, const struct opt *o, const char *help),
	      void *ctx)
{
	struct walk w = { .nseen = 0 };
	size_t i;

	collect(&w, spec->opts);
	for (i = 0; i < w.nseen; i++)
		fn(ctx, w.seen[i], w.seen[i]->help ?
		   help_in(spec->opts, w.seen[i]) : NULL);
}

/* --- after the options ------------------------------------------------ */

void no_more_operands(int argc, char **argv)
{
	if (argc > 0)
		usage_fail("unexpected operand '%s'", argv[0]);
}

void stdin_operands(const struct args *a, const char *const *ops, size_t n)
{
	/* in a static, so that the error exit leaves it reachable */
	static const char **all;

	all = xarray(a->nin + n + 1, sizeof *all);
	memcpy(all, a->in, a->nin * sizeof *all);
	if (n)
		memcpy(all + a->nin, ops, n * sizeof *all);
	one_stdin(all, a->nin + n);
	free(all);
	all = NULL;
}

const char *sole_operand(const struct args *a)
{
	const char *op = a->argc > 0 ? a->argv[0] : "-";

	no_more_operands(a->argc - (a->argc > 0), a->argv + (a->argc > 0));
	stdin_operands(a, &op, 1);
	return op;
}

void matrix_operands(const struct args *a)
{
	stdin_operands(a, (const char *const *)a->argv, (size_t)a->argc);
}

void query_operands(struct args *a, bool need_v)
{
	int argc = a->argc;
	char **argv = a->argv;
	const char *q = NULL;

	if (!a->qpath && argc > 0)
		a->qpath = q = *argv++, argc--;
	no_more_operands(argc, argv);
	if (!a->kpath)
		usage_fail("missing -k K, the keys");
	if (need_v && !a->vpath)
		usage_fail("missing -v V, the values");
	if (!a->qpath)
		a->qpath = q = "-";
	stdin_operands(a, &q, q != NULL);
}

const char *read_once(const char *path)
{
	struct stat sb;

	/* a file that is not there is open's error, a data error */
	if (is_stdin(path))
		return "stdin";
	if (!is_literal(path) && stat(path, &sb) == 0 && !S_ISREG(sb.st_mode))
		return "a pipe";
	return NULL;
}

void lower_right_done(struct args *a, const char *path, const char *role)
{
	const char *once;

	if (!a->m.lower_right)
		return;
	if (a->offset_given)
		usage_fail("--causal=lower-right sets the offset itself, to n_k "
			   "- n_q: give it or --offset, not both");
	if ((once = read_once(path)))
		usage_fail("--causal=lower-right needs the number of rows of %s, "
			   "which %s cannot give before it ends: give --offset "
			   "N_K-N_Q instead", role, once);
	a->m.nq = rd_count(path, role);
}

void heads_done(struct heads *hd)
{
	hd->g_given = hd->g != 0;
	if (!hd->g)
		hd->g = hd->h;
	if (hd->h % hd->g)
		usage_fail("--kv-heads %zu does not divide --heads %zu", hd->g,
			   hd->h);
}

/* The scaling's options agree with each other: one line naming what
 * does not, else the defaults filled in. */
static void scaling_done(struct args *a)
{
	static const char *const types[] = { NULL, "linear", "dynamic", "yarn",
					      "llama3" };
	struct tr_scale *sc = &a->rope.scale;
	const char *const *of = a->scaling_given.of;
	bool factor = a->scaling_given.factor, orig = a->scaling_given.orig;
	enum tr_scaling t;

	for (t = TR_DYNAMIC; t <= TR_LLAMA3; t++)
		if (of[t] && sc->type != t)
			usage_fail("%s is for --scaling %s", of[t], types[t]);
	if (!sc->type) {
		if (factor || orig)
			usage_fail("%s needs --scaling (linear, dynamic, yarn or "
				   "llama3)", factor ? "--factor" :
				   "--original-max");
		return;
	}
	if (!factor)
		usage_fail("--scaling %s needs --factor", types[sc->type]);
	if (sc->type == TR_LINEAR && orig)
		usage_fail("--original-max is for --scaling dynamic, yarn or "
			   "llama3");
	if (sc->type != TR_LINEAR && !orig)
		usage_fail("--scaling %s needs --original-max (the positions "
			   "it was trained on)", types[sc->type]);
	if (sc->type == TR_YARN) {
		if (!sc->beta_fast)
			sc->beta_fast = 32;
		if (!sc->beta_slow)
			sc->beta_slow = 1;
		if (!(sc->beta_fast > sc->beta_slow))
			usage_fail("--beta-fast (%g) must be above --beta-slow "
				   "(%g)", sc->beta_fast, sc->beta_slow);
		if (!a->scaling_given.truncate)
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

void rope_done(struct args *a)
{
	scaling_done(a);
	if (a->positions && (a->offset_given || a->m.segments_path))
		usage_fail("--positions and %s exclude each other (the "
			   "positions are given)", a->offset_given ? "--offset" :
			   "--segments");
	if (a->rope.head_dim && a->heads_given)
		usage_fail("--head-dim and --heads exclude each other (the "
			   "heads are the width over --head-dim)");
	if (a->m.offset > ROPE_MAX_POS || a->m.offset < -ROPE_MAX_POS)
		usage_fail("--offset must lie within 2^53 of 0, not %ld",
			   a->m.offset);
	a->rope.offset = a->m.offset;
	a->rope.heads = a->hd.h;
}

void norm_done(const struct args *a, const struct norm *nm,
	       const char *wpath, const char *dpath)
{
	if (a->heads_given && nm->head_dim)
		usage_fail("--heads and --head-dim cannot both be given");
	if (nm->plus_one && !wpath)
		usage_fail("--plus-one needs -w W, the weights");
	if (nm->wrt && !dpath)
		usage_fail("--wrt needs --dout dY, the gradient at the output");
}

bool norm_option(struct norm *nm, int key, const char *arg)
{
	switch (key) {
	case OPT_RMS:
	case OPT_L2:
		nm->l2 = key == OPT_L2;
		return true;
	case OPT_EPS:
		nm->eps = num_option("--eps", arg);
		if (nm->eps < 0)
			usage_fail("--eps must be 0 or more, not '%s'", arg);
		return true;
	case OPT_PLUS_ONE:
		nm->plus_one = true;
		return true;
	case OPT_HEAD_DIM:
		nm->head_dim = (size_t)int_option("--head-dim", arg, 1, 1L << 30);
		return true;
	default:
		return false;
	}
}

static double round_to(double x, const void *t)
{
	return dt_round(x, t);
}

void dtype_io(const struct dtype *t)
{
	num_fmt.prec = t->prec;
	num_fmt.qmin = dt_qmin(t);
	num_fmt.max = t->max;
	rd_rounding = (struct rd_rounding){ round_to, t, t->name, t->max,
					    t->nan_past_top, RD_REFUSE };
	/* -o FILE.npy: the narrowest of f4 and f2 that holds T's values */
	npy_out_width(dt_is_f64(t) ? 8 : t == &dt_f16 ? 2 : 4);
}

void dtype_done(struct args *a, bool flash)
{
	const char *o = a->acc ? "--accumulate" : a->recipe ? "--recipe" :
			a->block ? "--block" : NULL;

	if (!a->dtype || dt_is_f64(a->dtype)) {
		if (o)
			usage_fail("%s needs --dtype f32, bf16, f16, e4m3 or "
				   "e5m2 (f64 is exact: no kernel to follow)", o);
		a->dtype = NULL;
		return;
	}
	if (a->recipe == 'f' && !flash)
		usage_fail("--recipe flash is attend's and grad's: scores, "
			   "weights and apply are the math recipe's three parts");
	if (a->block && a->recipe != 'f')
		usage_fail("--block is for --recipe flash");
	if (a->lse)
		usage_fail("--lse is not taken with --dtype (a kernel's "
			   "log-sum-exp is no value of T)");
	if (!a->acc)
		a->acc = &dt_f32;
	if (!a->block)
		a->block = 128;
	dtype_io(a->dtype);
}

int jobs_of(const struct args *a)
{
	return a->jobs ? a->jobs : pool_cpus();
}
