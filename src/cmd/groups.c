/* groups.c - the options many commands share, in groups a command's
 * table includes: each entry, the parses of those whose kind is not
 * enough, and what they say together once given (the *_done). */
#include "cmd/groups.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "attn/rows.h"
#include "base/err.h"
#include "base/quote.h"
#include "base/text.h"
#include "io/layout.h"
#include "io/matrix.h"
#include "io/npy_out.h"
#include "io/number.h"
#include "io/output.h"
#include "num/factor.h"

/* The parses of the options whose kind is not enough (their entries'
 * set), below the tables. */
static void set_delimiter(const struct opt *o, const char *arg, void *to);
static void set_tab(const struct opt *o, const char *arg, void *to);
static void set_header(const struct opt *o, const char *arg, void *to);
static void set_digits(const struct opt *o, const char *arg, void *to);
static void set_no_scale(const struct opt *o, const char *arg, void *to);
static void set_scale(const struct opt *o, const char *arg, void *to);
static void set_causal(const struct opt *o, const char *arg, void *to);
static void set_offset(const struct opt *o, const char *arg, void *to);
static void set_window(const struct opt *o, const char *arg, void *to);
static void set_slopes(const struct opt *o, const char *arg, void *to);
static void set_prefix(const struct opt *o, const char *arg, void *to);
static void set_chunk(const struct opt *o, const char *arg, void *to);
static void set_positive(const struct opt *o, const char *arg, void *to);
static void set_base(const struct opt *o, const char *arg, void *to);
static void set_rotary_dim(const struct opt *o, const char *arg, void *to);
static void set_factor(const struct opt *o, const char *arg, void *to);
static void set_whole(const struct opt *o, const char *arg, void *to);
static void set_above_zero(const struct opt *o, const char *arg, void *to);
static void set_eps(const struct opt *o, const char *arg, void *to);
static void set_progress(const struct opt *o, const char *arg, void *to);
static void set_layout(const struct opt *o, const char *arg, void *to);
static void set_grad_wrt(const struct opt *o, const char *arg, void *to);
static void set_sum_order(const struct opt *o, const char *arg, void *to);
static void set_quantize(const struct opt *o, const char *arg, void *to);
static void set_rotate(const struct opt *o, const char *arg, void *to);

/* --- the shared groups ------------------------------------------------ */

const struct opt opt_output[] = {
	{ "output", 'o', "FILE", "write FILE atomically instead of stdout",
	  NULL, OPT_OUT, AT(out) },
	OPT_END
};

const struct opt opt_h[] = {
	{ "help", 'h', NULL, "this text", .set = opt_set_help },
	OPT_END
};

const struct opt opt_common[] = {
	{ "delimiter", 'd', "C", "field separator (default ','; \\t for tab)",
	  .set = set_delimiter },
	{ "tab", 't', NULL, "fields separated by tabs: -d '\\t'",
	  .set = set_tab },
	{ "header", 'H', NULL, "skip the first row of every CSV input",
	  .set = set_header },
	{ "layout", OPT_LAYOUT, "L", "a 3-D or 4-D tensor (.npy, "
	  ".safetensors:NAME) is\nbshd (4-D's default), bhsd, shd (3-D's) or "
	  "hsd", NULL, OPT_WORD, LAYOUT_WORDS, .set = set_layout },
	{ "precision", 'p', "N", "N significant digits (default: shortest "
	  "exact)", .kind = OPT_INT, .lo = 1, .hi = 17, .set = set_digits },
	{ "fixed", OPT_FIXED, "N", "N digits after the point", .kind = OPT_INT,
	  .lo = 0, .hi = 17, .set = set_digits },
	OPT_GROUP(opt_output),
	{ "unbuffered", 'u', NULL, "flush every row", AT(unbuffered) },
	{ "progress", OPT_PROGRESS, NULL, "show a long stage's progress on "
	  "stderr (default: when\nstderr is a terminal)", .set = set_progress },
	{ "no-progress", OPT_NO_PROGRESS, NULL, "never show it",
	  .set = set_progress },
	OPT_GROUP(opt_h),
	OPT_END
};

const struct opt opt_run[] = {
	OPT_GROUP(opt_jobs),
	OPT_GROUP(opt_common),
	OPT_END
};

const struct opt opt_query[] = {
	{ "query", 'q', "Q", "the queries, n_q x d_k (default: stdin)", NULL,
	  OPT_IN, AT(qpath), .of = OF_SCORING },
	{ "keys", 'k', "K", "the keys, n_k x d_k", NULL, OPT_IN, AT(kpath),
	  .of = OF_SCORING },
	OPT_END
};

const struct opt opt_values[] = {
	{ "values", 'v', "V", "the values, n_k x d_v", NULL, OPT_IN, AT(vpath),
	  .of = OF_ATTEND | OF_APPLY | OF_GRAD },
	OPT_END
};

const struct opt opt_scale[] = {
	{ "no-scale", OPT_NO_SCALE, NULL, "plain dot products", AT(sc),
	  .set = set_no_scale, .of = OF_SCORING },
	{ "scale", OPT_SCALE, "X", "multiply by X instead of dividing by "
	  "sqrt(d_k)", NULL, OPT_TEXT, AT(sc), .set = set_scale,
	  .of = OF_SCORING },
	OPT_END
};

/* rope's too, which says it in words of its own */
const struct opt opt_offset[] = {
	{ "offset", OPT_OFFSET, "N", "row i sits at key position i + N "
	  "(default 0)", NULL, OPT_INT, AT(m.offset), .set = set_offset,
	  .of = OF_SCORING | OF_ROPE },
	OPT_END
};

const struct opt opt_segments[] = {
	{ "segments", OPT_SEGMENTS, "FILE", "one segment id per key; row i "
	  "attends its own\nsegment's keys (that of key i + offset)", NULL,
	  OPT_IN, AT(m.segments_path), .of = OF_SCORING | OF_ROPE },
	OPT_END
};

const struct opt opt_mask[] = {
	{ "causal", OPT_CAUSAL, "[=lower-right]", "mask key j of row i when "
	  "j > i + offset;\n=lower-right: offset n_k - n_q, as "
	  "causal_lower_right", NULL, OPT_WORD, "lower-right|upper-left",
	  AT(m), .set = set_causal, .of = OF_SCORING },
	OPT_GROUP(opt_offset),
	{ "window", OPT_WINDOW, "L[,R]", "keep L keys before the position and "
	  "R after it", AT(m), .set = set_window, .of = OF_SCORING },
	{ "mask", OPT_MASK, "FILE", "0/1 matrix of the scores' shape; 0 masks",
	  NULL, OPT_IN, AT(m.mask_path), .of = OF_SCORING },
	{ "bias", OPT_BIAS, "FILE", "add FILE's entries to the scores; -inf "
	  "masks", NULL, OPT_IN, AT(m.bias_path), .of = OF_SCORING },
	{ "alibi", OPT_ALIBI, NULL, "add -m_h |i + offset - j|, ALiBi with the "
	  "paper's\nslopes m_h", AT(m.alibi), .of = OF_SCORING },
	{ "alibi-slopes", OPT_ALIBI_SLOPES, "LIST", "ALiBi with these slopes, "
	  "one per head", NULL, OPT_IN, AT(m), .set = set_slopes,
	  .of = OF_SCORING },
	OPT_GROUP(opt_segments),
	{ "prefix", OPT_PREFIX, "N", "causal, but every row sees keys 0 to "
	  "N-1 (prefix-LM)", NULL, OPT_INT, AT(m), .set = set_prefix,
	  .of = OF_SCORING },
	{ "chunk", OPT_CHUNK, "N", "keep the keys of the row's chunk of N "
	  "positions", NULL, OPT_INT, AT(m.chunk), .set = set_chunk,
	  .of = OF_SCORING },
	{ "bidirectional", OPT_BIDIRECTIONAL, "IDS", "causal, but the keys of "
	  "one image id (not 0) see\neach other both ways", NULL, OPT_IN,
	  AT(m.bidir_path), .of = OF_SCORING },
	OPT_END
};

/* merge's too, which says it in words of its own */
const struct opt opt_masked_rows[] = {
	{ "masked-rows", OPT_MASKED_ROWS, "P", "a row with every key masked: "
	  "zero (default),\nuniform, nan, or error", NULL, OPT_WORD,
	  "zero|uniform|nan|error", AT(m.policy), .of = OF_SOFTMAX },
	OPT_END
};

const struct opt opt_transform[] = {
	{ "temperature", OPT_TEMPERATURE, "T", "divide the scores by T > 0",
	  NULL, OPT_NUM, AT(m.temperature), .set = set_positive,
	  .of = OF_SOFTMAX },
	{ "softcap", OPT_SOFTCAP, "C", "map x to C*tanh(x/C), C > 0", NULL,
	  OPT_NUM, AT(m.softcap), .set = set_positive, .of = OF_SOFTMAX },
	OPT_GROUP(opt_masked_rows),
	OPT_END
};

const struct opt opt_head[] = {
	{ "heads", OPT_HEADS, "H", "split rows into H heads of equal width "
	  "(default 1)", NULL, OPT_INT, .lo = 1, .hi = 1L << 20, AT(hd.h),
	  .of = OF_SCORING | OF_APPLY | OF_ROPE | OF_MERGE | OF_NORM },
	OPT_END
};

const struct opt opt_heads[] = {
	OPT_GROUP(opt_head),
	{ "kv-heads", OPT_KV_HEADS, "G", "K and V have G heads, each shared by "
	  "H/G query\nheads (default H)", NULL, OPT_INT, .lo = 1,
	  .hi = 1L << 20, AT(hd.g), .of = OF_SCORING | OF_APPLY },
	OPT_END
};

/* norm's too, which says it in words of its own */
const struct opt opt_head_dim[] = {
	{ "head-dim", OPT_HEAD_DIM, "D", "heads of D columns, as many as the "
	  "width holds\n(one command for Q and K)", NULL, OPT_INT, .lo = 1,
	  .hi = 1L << 30, AT(head_dim), .of = OF_ROPE | OF_NORM },
	OPT_END
};

const struct opt opt_jobs[] = {
	{ "jobs", 'j', "N", "compute rows on N threads (default: one per "
	  "CPU);\nthe output is the same for every N", NULL, OPT_INT, .lo = 1,
	  .hi = 256, AT(jobs) },
	OPT_END
};

const struct opt opt_sinks[] = {
	{ "sinks", OPT_SINKS, "LIST", "one logit per head, one more term of "
	  "the softmax's\ndenominator: w = e^s / (e^sink + sum e^s)", NULL,
	  OPT_IN, AT(sinks_path), .of = OF_SOFTMAX | OF_MERGE },
	OPT_END
};

const struct opt opt_lse[] = {
	{ "lse", OPT_LSE, NULL, "after the row, each head's log-sum-exp, "
	  "ln sum e^s", AT(lse) },
	OPT_END
};

const struct opt opt_grad[] = {
	{ "wrt", OPT_WRT, "X", "q, k, v, scores, weights or sinks", NULL,
	  OPT_WORD, GRAD_WRT, "qkvswz", AT(wrt), .set = set_grad_wrt,
	  .of = OF_GRAD | OF_NORM },
	{ "dout", OPT_DOUT, "dO", "the gradient at the output, n_q x d_v", NULL,
	  OPT_IN, AT(dpath), .of = OF_GRAD | OF_PROJECT | OF_NORM },
	OPT_END
};

const struct opt opt_rope[] = {
	{ "base", OPT_BASE, "B", "the base of the frequencies, B > 1 (default "
	  "10000)", NULL, OPT_NUM, AT(rope.base), .set = set_base,
	  .of = OF_ROPE },
	{ "half", OPT_HALF, NULL, "pair column t with t + R/2, as rotate_half "
	  "(default)", AT(rope.interleaved), .set = opt_clear, .of = OF_ROPE },
	{ "interleaved", OPT_INTERLEAVED, NULL, "pair column 2t with 2t + 1, "
	  "as Meta's LLaMA code", AT(rope.interleaved), .of = OF_ROPE },
	{ "rotary-dim", OPT_ROTARY_DIM, "R", "rotate the first R columns of "
	  "each head, R even\n(default: all of them)", NULL, OPT_INT, .lo = 2,
	  .hi = 1L << 30, AT(rope.rdim), .set = set_rotary_dim, .of = OF_ROPE },
	OPT_GROUP(opt_offset),
	OPT_SAYS("offset", "row i sits at position i + N (default 0)"),
	OPT_GROUP(opt_segments),
	OPT_SAYS("segments", "one id per position: positions restart at 0 "
		 "where\nthe id changes (a packed batch)"),
	{ "inverse", OPT_INVERSE, NULL, "turn by -p theta: undo rope, or its "
	  "backward pass", AT(rope.inverse), .of = OF_ROPE },
	{ "positions", OPT_POSITIONS, "FILE", "row i's position, row i of FILE "
	  "(one whole number\na row, read in step), instead of i + offset",
	  NULL, OPT_IN, AT(positions), .of = OF_ROPE },
	OPT_END
};

const struct opt opt_rope_heads[] = {
	OPT_GROUP(opt_head),
	OPT_GROUP(opt_head_dim),
	OPT_END
};

/* The options of one scaling type alone: scaling_done names the first
 * given with another type. */
static const struct opt opt_dynamic[] = {
	{ "seq-len", OPT_SEQ_LEN, "L", "dynamic: the sequence's length\n"
	  "(default: the largest position + 1)", NULL, OPT_INT, .lo = 1, .hi = 1L << 31, AT(rope.scale.seq),
	  .set = set_whole, .of = OF_ROPE },
	OPT_END
};

static const struct opt opt_yarn[] = {
	{ "beta-fast", OPT_BETA_FAST, "B", "yarn: beta_fast (default 32)",
	  NULL, OPT_NUM, .hi = 1L << 31, AT(rope.scale.beta_fast),
	  .set = set_above_zero, .of = OF_ROPE },
	{ "beta-slow", OPT_BETA_SLOW, "B", "yarn: beta_slow (default 1)",
	  NULL, OPT_NUM, .hi = 1L << 31, AT(rope.scale.beta_slow),
	  .set = set_above_zero, .of = OF_ROPE },
	{ "mscale", OPT_MSCALE, "M", "yarn: mscale, with --mscale-all-dim",
	  NULL, OPT_NUM, .hi = 1L << 20, AT(rope.scale.mscale),
	  .set = set_above_zero, .of = OF_ROPE },
	{ "mscale-all-dim", OPT_MSCALE_ALL_DIM, "M", "yarn: mscale_all_dim, "
	  "with --mscale", NULL, OPT_NUM, .hi = 1L << 20,
	  AT(rope.scale.mscale_all), .set = set_above_zero, .of = OF_ROPE },
	{ "attention-factor", OPT_ATTENTION_FACTOR, "A", "yarn: cos and sin "
	  "times A (default 0.1 ln F + 1)", NULL, OPT_NUM, .hi = 1L << 20,
	  AT(rope.scale.attention), .set = set_above_zero, .of = OF_ROPE },
	{ "truncate", OPT_TRUNCATE, NULL, "yarn: floor and ceil the correction "
	  "range (default)", AT(rope.scale.truncate), .of = OF_ROPE },
	{ "no-truncate", OPT_NO_TRUNCATE, NULL, "yarn: keep it as it comes "
	  "(gpt-oss)", AT(rope.scale.truncate), .set = opt_clear,
	  .of = OF_ROPE },
	OPT_END
};

static const struct opt opt_llama3[] = {
	{ "low-freq-factor", OPT_LOW_FREQ_FACTOR, "X", "llama3: "
	  "low_freq_factor (default 1)", NULL, OPT_NUM, .hi = 1L << 31,
	  AT(rope.scale.low), .set = set_above_zero, .of = OF_ROPE },
	{ "high-freq-factor", OPT_HIGH_FREQ_FACTOR, "X", "llama3: "
	  "high_freq_factor (default 4)", NULL, OPT_NUM, .hi = 1L << 31,
	  AT(rope.scale.high), .set = set_above_zero, .of = OF_ROPE },
	OPT_END
};

/* --scaling's words, from TR_LINEAR on, with the group of each type's
 * own options (NULL: none) */
#define SCALINGS "linear|dynamic|yarn|llama3"
static const struct opt *const scaling_own[] = { NULL, opt_dynamic,
						 opt_yarn, opt_llama3 };

const struct opt opt_scaling_type[] = {
	{ "scaling", OPT_SCALING, "TYPE", "scale the frequencies as Hugging "
	  "Face's rope_scaling:\n%w", NULL, OPT_WORD, SCALINGS,
	  .lo = TR_LINEAR, AT(rope.scale.type), .of = OF_ROPE },
	OPT_END
};

const struct opt opt_rope_scaling[] = {
	OPT_GROUP(opt_scaling_type),
	{ "factor", OPT_FACTOR, "F", "the scaling's factor, F >= 1", NULL,
	  OPT_NUM, AT(rope.scale.factor), .set = set_factor, .of = OF_ROPE },
	{ "original-max", OPT_ORIGINAL_MAX, "L0", "dynamic, yarn, llama3: the "
	  "positions trained on\n(original_max_position_embeddings)", NULL,
	  OPT_INT, .lo = 1, .hi = 1L << 31, AT(rope.scale.orig),
	  .set = set_whole, .of = OF_ROPE },
	OPT_GROUP(opt_dynamic),
	OPT_GROUP(opt_yarn),
	OPT_GROUP(opt_llama3),
	OPT_END
};

/* norm's --wrt */
const struct opt opt_norm_wrt[] = {
	{ "wrt", OPT_WRT, "X", "x (dX, default) or w (dW, one row)", NULL,
	  OPT_WORD, NORM_WRT, "xw", AT(norm.wrt), .of = OF_NORM },
	OPT_END
};

const struct opt opt_norm[] = {
	{ "rms", OPT_RMS, NULL, "divide by the root of the mean square "
	  "(default)", AT(norm.l2), .set = opt_clear, .of = OF_NORM },
	{ "l2", OPT_L2, NULL, "divide by the root of the sum of squares",
	  AT(norm.l2), .of = OF_NORM },
	{ "eps", OPT_EPS, "E", "added under the root, E >= 0 (default 1e-6)",
	  NULL, OPT_NUM, AT(norm.eps), .set = set_eps, .of = OF_NORM },
	{ "plus-one", OPT_PLUS_ONE, NULL, "multiply by 1 + w, as Gemma's "
	  "RMSNorm", AT(norm.plus_one), .of = OF_NORM },
	OPT_GROUP(opt_head_dim),
	OPT_SAYS("head-dim", "heads of D columns each: as many as the row "
		 "holds"),
	OPT_END
};

/* --dtype's companions, which need it */
static const struct opt opt_kernel[] = {
	{ "accumulate", OPT_ACCUMULATE, "A", "with --dtype: the accumulators' "
	  "format (default f32)", NULL, OPT_FORMAT, AT(acc), .of = OF_KERNEL },
	{ "recipe", OPT_RECIPE, "R", "with --dtype: math (default), or flash "
	  "(attend)", NULL, OPT_WORD, "math|flash", "mf", AT(recipe),
	  .of = OF_KERNEL },
	OPT_END
};

const struct opt opt_dtype[] = {
	{ "dtype", OPT_DTYPE, "T", "compute as a kernel in T: %w\n(default "
	  "f64: the exact doubles)", NULL, OPT_FORMAT, AT(dtype),
	  .of = OF_KERNEL },
	OPT_GROUP(opt_kernel),
	OPT_END
};

const struct opt opt_block[] = {
	{ "block", OPT_BLOCK, "N", "--recipe flash: N keys a block (default "
	  "128)", NULL, OPT_INT, .lo = 1, .hi = 1L << 30, AT(block),
	  .of = OF_KERNEL },
	OPT_END
};

/* the sums' order and the products' operands, scores', weights', apply's
 * and attend's */
#define OF_SUMS (OF_SCORES | OF_WEIGHTS | OF_ATTEND | OF_APPLY)
const struct opt opt_sums[] = {
	{ "sum-order", OPT_SUM_ORDER, "O", "with --dtype: the sums in A, "
	  "exact (default), seq,\npairwise or blocks:N", NULL, OPT_TEXT,
	  AT(how), .set = set_sum_order, .of = OF_SUMS },
	{ "tf32", OPT_TF32, "[=rna|truncate]", "with --dtype f32: the "
	  "products' operands in TF32", NULL, OPT_WORD, "rna|truncate",
	  .lo = TF32_RNA, AT(how.tf32), .of = OF_SUMS },
	OPT_END
};

/* --quantize's companions, which need it */
static const struct opt opt_fp8_more[] = {
	{ "scale-block", OPT_SCALE_BLOCK, "N", "--quantize: a descale per N "
	  "rows of each head\n(default: per tensor)", NULL, OPT_INT, .lo = 1,
	  .hi = 1L << 30, AT(scale_block), .of = OF_ATTEND },
	{ "rotate", OPT_ROTATE, "hadamard[:SEED]", "--quantize: Q and K turned "
	  "by H D / sqrt(d) first", NULL, OPT_TEXT, AT(seed),
	  .set = set_rotate, .of = OF_ATTEND },
	{ "p-dtype", OPT_P_DTYPE, "P", "--quantize: P's format (default T; "
	  "fp8 scaled by 2^8)", NULL, OPT_FORMAT, AT(pdt), .of = OF_ATTEND },
	{ "softmax-dtype", OPT_SOFTMAX_DTYPE, "S", "--quantize: the softmax's "
	  "format (default T, flash A)", NULL, OPT_FORMAT, AT(sdt),
	  .of = OF_ATTEND },
	OPT_END
};

const struct opt opt_fp8[] = {
	{ "quantize", OPT_QUANTIZE, "F", "with --dtype: Q, K and V in fp8 with "
	  "descales,\nFlashAttention-3's FP8: %w", NULL, OPT_WORD, "e4m3|e5m2",
	  AT(quant), .set = set_quantize, .of = OF_ATTEND },
	OPT_GROUP(opt_fp8_more),
	OPT_END
};

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

/* --- the options' own parses -------------------------------------------- */

/* --sum-order exact, seq, pairwise or blocks:N, into a struct dt_how */
static void set_sum_order(const struct opt *o, const char *arg, void *to)
{
	struct dt_how *how = to;
	static const char *const words[] = { "exact", "seq", "pairwise" };
	size_t i;

	(void)o;
	for (i = 0; i < 3; i++)
		if (strcmp(arg, words[i]) == 0) {
			how->sum = (enum sum_kind)i;
			return;
		}
	if (strncmp(arg, "blocks:", 7) != 0)
		usage_fail("--sum-order takes exact, seq, pairwise or blocks:N, "
			   "not '%s'", arg);
	how->sum = SUM_BLOCKS;
	how->block = (size_t)int_option("--sum-order blocks:", arg + 7, 1,
					1L << 30);
}

/* --quantize e4m3 or e5m2: the format itself */
static void set_quantize(const struct opt *o, const char *arg, void *to)
{
	*(const struct dtype **)to = opt_word(o, arg) ? &dt_e5m2 : &dt_e4m3;
}

/* --rotate hadamard[:SEED], SEED (0 when not given) a whole number below
 * 2^64 */
static void set_rotate(const struct opt *o, const char *arg, void *to)
{
	unsigned long long *seed = to;
	char *end;

	(void)o;
	*seed = 0;
	if (strncmp(arg, "hadamard", 8) != 0 || (arg[8] && arg[8] != ':'))
		usage_fail("--rotate takes hadamard or hadamard:SEED, not '%s'",
			   arg);
	if (!arg[8])
		return;
	errno = 0;
	*seed = strtoull(arg + 9, &end, 10);
	if (!isdigit((unsigned char)arg[9]) || *end || errno)
		usage_fail("--rotate hadamard:SEED takes a whole number below "
			   "2^64, not '%s'", arg + 9);
}

static void set_delimiter(const struct opt *o, const char *arg, void *to)
{
	unsigned char c = (unsigned char)arg[0];
	const char *why = NULL;

	(void)o, (void)to;
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

static void set_tab(const struct opt *o, const char *arg, void *to)
{
	(void)o, (void)arg, (void)to;
	csv_opts.delim = '\t';
}

static void set_header(const struct opt *o, const char *arg, void *to)
{
	(void)o, (void)arg, (void)to;
	csv_opts.header = true;
}

/* -p N or --fixed N: the numbers written. */
static void set_digits(const struct opt *o, const char *arg, void *to)
{
	char b[64];

	(void)to;
	num_fmt.mode = o->key == 'p' ? FMT_PREC : FMT_FIXED;
	num_fmt.digits = (int)int_option(opt_said(o, b), arg, o->lo, o->hi);
}

static void set_no_scale(const struct opt *o, const char *arg, void *to)
{
	struct scale *sc = to;

	(void)o, (void)arg;
	sc->mode = SCALE_NONE;
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
static void set_scale(const struct opt *o, const char *arg, void *to)
{
	struct scale *sc = to;
	struct factor f[FACTORS_MAX];
	const char *p = arg;
	size_t n = 0, len;

	(void)o;
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
	if (!factor_product(f, n, &sc->by))
		usage_fail("--scale %s is beyond the largest double", arg);
	sc->mode = SCALE_BY;
}

static void set_causal(const struct opt *o, const char *arg, void *to)
{
	struct mask *m = to;

	m->causal = true;
	m->lower_right = arg && opt_word(o, arg) == 0;
}

static void set_offset(const struct opt *o, const char *arg, void *to)
{
	char *end;

	(void)o;
	if (!whole(arg, true, to, &end) || *end)
		usage_fail("--offset takes a whole number, not '%s'", arg);
}

static void set_window(const struct opt *o, const char *arg, void *to)
{
	struct mask *m = to;
	char *end;
	bool ok;

	(void)o;
	m->window = true;
	ok = whole(arg, false, &m->left, &end);
	m->right = m->left;
	if (ok && *end == ',')
		ok = whole(end + 1, false, &m->right, &end);
	if (!ok || *end)
		usage_fail("--window takes L or L,R, whole numbers >= 0, "
			   "not '%s'", arg);
}

static void set_slopes(const struct opt *o, const char *arg, void *to)
{
	struct mask *m = to;

	(void)o;
	m->alibi = true;
	m->slopes_path = arg;
}

static void set_prefix(const struct opt *o, const char *arg, void *to)
{
	struct mask *m = to;
	char *end;

	(void)o;
	if (!whole(arg, false, &m->prefix_len, &end) || *end)
		usage_fail("--prefix takes a whole number >= 0 (the "
			   "prefix's keys), not '%s'", arg);
	m->prefix = true;
}

static void set_chunk(const struct opt *o, const char *arg, void *to)
{
	long *chunk = to;
	char *end;

	(void)o;
	if (!whole(arg, false, chunk, &end) || *end || *chunk < 1)
		usage_fail("--chunk takes a whole number >= 1 (the "
			   "positions of a chunk), not '%s'", arg);
}

static void set_positive(const struct opt *o, const char *arg, void *to)
{
	char b[64];
	double v;

	if (num_parse(arg, strlen(arg), &v) != NUM_OK || !isfinite(v) || v <= 0)
		usage_fail("%s must be a positive number, not '%s'",
			   opt_said(o, b), arg);
	memcpy(to, &v, sizeof v);
}

static void set_base(const struct opt *o, const char *arg, void *to)
{
	double v = num_option("--base", arg);

	(void)o;
	/* beyond 2^64 the smallest frequencies, near 1/B, would need more
	 * than trig.h's fixed point keeps */
	if (!(v > 1 && v <= 0x1p64))
		usage_fail("--base must be above 1 and at most 2^64, not '%s'",
			   arg);
	memcpy(to, &v, sizeof v);
}

static void set_rotary_dim(const struct opt *o, const char *arg, void *to)
{
	long r = int_option("--rotary-dim", arg, o->lo, o->hi);

	if (r % 2)
		usage_fail("--rotary-dim must be even (its columns turn in "
			   "pairs), not %ld", r);
	opt_put_int(to, o->size, r);
}

static void set_factor(const struct opt *o, const char *arg, void *to)
{
	double v = num_option("--factor", arg);

	(void)o;
	if (!(v >= 1 && v <= 0x1p20))
		usage_fail("--factor must be at least 1 (and at most 2^20), "
			   "not '%s'", arg);
	memcpy(to, &v, sizeof v);
}

/* A whole number from LO to HI, kept as a double. */
static void set_whole(const struct opt *o, const char *arg, void *to)
{
	char b[64];
	double v = (double)int_option(opt_said(o, b), arg, o->lo, o->hi);

	memcpy(to, &v, sizeof v);
}

/* A number above 0 and at most HI. */
static void set_above_zero(const struct opt *o, const char *arg, void *to)
{
	char b[64];
	double v = num_option(opt_said(o, b), arg);

	if (!(v > 0 && v <= (double)o->hi))
		usage_fail("%s must be above 0 and at most %g, not '%s'",
			   opt_said(o, b), (double)o->hi, arg);
	memcpy(to, &v, sizeof v);
}

static void set_eps(const struct opt *o, const char *arg, void *to)
{
	double v = num_option("--eps", arg);

	(void)o;
	if (v < 0)
		usage_fail("--eps must be 0 or more, not '%s'", arg);
	memcpy(to, &v, sizeof v);
}

/* --layout: in the order of enum layout, after LAYOUT_AUTO */
static void set_layout(const struct opt *o, const char *arg, void *to)
{
	(void)to;
	tensor_opts.layout = (enum layout)(1 + opt_word(o, arg));
}

static void set_progress(const struct opt *o, const char *arg, void *to)
{
	(void)arg, (void)to;
	rows_progress(o->key == OPT_PROGRESS);
}

size_t wrt_list(const struct opt *o, const char *arg, char *wrts,
		size_t max)
{
	char w[32], b[64];
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
			usage_fail("%s names more than %zu results",
				   opt_said(o, b), max);
		i = opt_word(o, w);
		wrts[n] = o->codes ? o->codes[i] : (char)i;
		for (i = 0; i < n; i++)
			if (wrts[i] == wrts[n])
				usage_fail("%s names %s twice", opt_said(o, b),
					   w);
		n++;
		if (!comma)
			return n;
		p = comma + 1;
	}
}

/* grad's --wrt: one result or several, in order */
static void set_grad_wrt(const struct opt *o, const char *arg, void *to)
{
	struct grad_wrts *g = to;
	char w[GRAD_RESULTS];
	size_t i;

	g->n = wrt_list(o, arg, w, GRAD_RESULTS);
	for (i = 0; i < g->n; i++)
		g->v[i] = (enum grad_wrt)w[i];
}

/* --- what the options say together ------------------------------------ */

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

void results_check(const struct args *a, size_t n)
{
	if (n > 1 && !a->out.n)
		usage_fail("--wrt names %zu results: each needs its own -o FILE, "
			   "in the same order", n);
	if (a->out.n && a->out.n != n)
		usage_fail("--wrt names %zu result%s, but -o is given %zu time%s "
			   "(one -o per result, in the same order)", n,
			   n == 1 ? "" : "s", a->out.n,
			   a->out.n == 1 ? "" : "s");
}

void open_results(const struct args *a, size_t n)
{
	results_check(a, n);
	if (n > 1)
		out_open_all(a->out.v, n, a->unbuffered);
	else
		out_open(a->out.last, a->unbuffered);
}

void lower_right_done(struct args *a, const char *path, const char *role)
{
	const char *once;

	if (!a->m.lower_right)
		return;
	if (opt_given(a, OPT_OFFSET))
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
	struct tr_scale *sc = &a->rope.scale;
	bool factor = opt_given(a, OPT_FACTOR);
	bool orig = opt_given(a, OPT_ORIGINAL_MAX);
	const struct opt *o;
	enum tr_scaling t;
	char b[64], n[64];

	for (t = TR_LINEAR; t <= TR_LLAMA3; t++)
		if (scaling_own[t - TR_LINEAR] && sc->type != t &&
		    (o = opt_first_given(a, scaling_own[t - TR_LINEAR])))
			usage_fail("%s is for --scaling %s", opt_said(o, b),
				   opt_word_name(opt_scaling_type, t - TR_LINEAR, n));
	if (!sc->type) {
		if (factor || orig) {
			struct text w = { NULL, 0, 0 };

			opt_words_said(&w, SCALINGS, "");
			usage_fail("%s needs --scaling (%s)", factor ?
				   "--factor" : "--original-max", w.s);
		}
		return;
	}
	opt_word_name(opt_scaling_type, sc->type - TR_LINEAR, n);
	if (!factor)
		usage_fail("--scaling %s needs --factor", n);
	if (sc->type == TR_LINEAR && orig)
		usage_fail("--original-max is for --scaling dynamic, yarn or "
			   "llama3");
	if (sc->type != TR_LINEAR && !orig)
		usage_fail("--scaling %s needs --original-max (the positions "
			   "it was trained on)", n);
	if (sc->type == TR_YARN) {
		if (!sc->beta_fast)
			sc->beta_fast = 32;
		if (!sc->beta_slow)
			sc->beta_slow = 1;
		if (!(sc->beta_fast > sc->beta_slow))
			usage_fail("--beta-fast (%g) must be above --beta-slow "
				   "(%g)", sc->beta_fast, sc->beta_slow);
		if (!opt_given(a, OPT_TRUNCATE) && !opt_given(a, OPT_NO_TRUNCATE))
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

void rope_factor(struct args *a, const char *arg)
{
	set_factor(NULL, arg, &a->rope.scale.factor);
}

void rope_done(struct args *a)
{
	bool offset = opt_given(a, OPT_OFFSET);

	scaling_done(a);
	if (a->positions && (offset || a->m.segments_path))
		usage_fail("--positions and %s exclude each other (the "
			   "positions are given)", offset ? "--offset" :
			   "--segments");
	if (a->head_dim && opt_given(a, OPT_HEADS))
		usage_fail("--head-dim and --heads exclude each other (the "
			   "heads are the width over --head-dim)");
	if (a->m.offset > ROPE_MAX_POS || a->m.offset < -ROPE_MAX_POS)
		usage_fail("--offset must lie within 2^53 of 0, not %ld",
			   a->m.offset);
	a->rope.offset = a->m.offset;
	a->rope.heads = a->hd.h;
	a->rope.head_dim = a->head_dim;
}

void norm_done(struct args *a, const char *wpath, const char *dpath)
{
	struct norm *nm = &a->norm;

	if (opt_given(a, OPT_HEADS) && a->head_dim)
		usage_fail("--heads and --head-dim cannot both be given");
	if (nm->plus_one && !wpath)
		usage_fail("--plus-one needs -w W, the weights");
	if (nm->wrt && !dpath)
		usage_fail("--wrt needs --dout dY, the gradient at the output");
	if (dpath && !nm->wrt)
		nm->wrt = NORM_WRT_X;
	nm->heads = a->hd.h;
	nm->head_dim = a->head_dim;
}

static double round_to(double x, const void *t)
{
	return dt_round(x, t);
}

/* The bytes of the narrowest of npy's f8, f4 and f2 that holds T's
 * values. */
static int npy_width(const struct dtype *t)
{
	return dt_is_f64(t) ? 8 : t == &dt_f16 ? 2 : 4;
}

/* Numbers read as values of T, one past its range refused. */
static struct rd_rounding rounding_to(const struct dtype *t)
{
	return (struct rd_rounding){ round_to, t, t->name, t->max,
				     t->nan_past_top, RD_REFUSE, NULL, 0 };
}

/* F as the shortest digits of T's values. */
static void format_in(struct num_format *f, const struct dtype *t)
{
	f->prec = t->prec;
	f->qmin = dt_qmin(t);
	f->max = t->max;
}

void dtype_io(const struct dtype *t)
{
	format_in(&num_fmt, t);
	rd_rounding = rounding_to(t);
	npy_out_width(npy_width(t));
}

void dtype_read_tail(const struct dtype *a, size_t from)
{
	static struct rd_rounding tail;

	tail = rounding_to(a);
	rd_rounding.tail = &tail;
	rd_rounding.tail_from = from;
}

void dtype_io_tail(const struct dtype *t, const struct dtype *a)
{
	num_tail = num_fmt;
	format_in(&num_tail, a);
	if (npy_width(a) > npy_width(t))
		npy_out_width(npy_width(a));
}

void dtype_done(struct args *a, bool flash)
{
	const struct opt *o = opt_first_given(a, opt_kernel);
	char b[64];

	const struct opt *q = opt_first_given(a, opt_fp8_more);

	if (!o)
		o = opt_first_given(a, opt_block);
	if (!o)
		o = opt_first_given(a, opt_sums);
	if (!o)
		o = opt_first_given(a, opt_fp8);
	if (!a->dtype || dt_is_f64(a->dtype)) {
		if (o) {
			struct text w = { NULL, 0, 0 };

			/* the formats but the first, f64 */
			opt_words_said(&w, strchr(opt_format_words(), '|') + 1, "");
			usage_fail("%s needs --dtype %s (f64 is exact: no kernel "
				   "to follow)", opt_said(o, b), w.s);
		}
		a->dtype = NULL;
		return;
	}
	if (a->recipe == 'f' && !flash)
		usage_fail("--recipe flash is attend's and grad's: scores, "
			   "weights and apply are the math recipe's three parts");
	if (a->block && a->recipe != 'f')
		usage_fail("--block is for --recipe flash");
	if (q && !a->quant)
		usage_fail("%s is for --quantize", opt_said(q, b));
	if (a->quant && !flash)
		usage_fail("--quantize is attend's (Q's descales need all of "
			   "its rows): not for scores, weights or apply");
	if (a->quant && a->work)
		usage_fail("--show-work does not show --quantize's steps");
	if (a->how.tf32 && a->dtype != &dt_f32)
		usage_fail("--tf32 is for --dtype f32 (TF32 rounds f32 "
			   "operands), not --dtype %s", a->dtype->name);
	if (a->quant) {
		a->how.wide = true;
		if (!a->pdt)
			a->pdt = a->dtype;
		if (!a->sdt)
			a->sdt = a->recipe == 'f' ? a->acc ? a->acc : &dt_f32 :
				 a->dtype;
	}
	if (!a->acc)
		a->acc = &dt_f32;
	if (!a->block)
		a->block = 128;
	dtype_io(a->dtype);
	if (a->lse)
		dtype_io_tail(a->dtype, a->acc);
}
