/* options.h - the command line: every option in a table with its help, so
 * that the getopt table and the usage text are made from one place and
 * cannot drift, and the options every stage shares parsed here, once, into
 * the plain values the model takes (struct args).
 *
 * A command's table lists its own options and, where they belong in its
 * help, the shared groups (OPT_GROUP).  An option listed twice keeps its
 * first entry, so a command can give a shared option help of its own by
 * listing it before the group. */
#ifndef ATTN_OPTIONS_H
#define ATTN_OPTIONS_H

#include <setjmp.h>
#include <stdbool.h>

#include "attn/grad.h"
#include "attn/heads.h"
#include "attn/mask.h"
#include "attn/norm.h"
#include "attn/rope.h"
#include "io/output.h"
#include "num/dtype.h"
#include "num/scale.h"

/* The codes of the shared long options without a short twin: above any
 * character getopt_long returns for a short option.  A command's own
 * such options take codes from OPT_OWN on. */
enum {
	OPT_FIXED = 0x100, OPT_SHOW_WORK, OPT_NO_SCALE, OPT_SCALE,
	/* masks and transforms */
	OPT_CAUSAL, OPT_OFFSET, OPT_WINDOW, OPT_MASK, OPT_BIAS,
	OPT_ALIBI, OPT_ALIBI_SLOPES, OPT_SEGMENTS,
	OPT_PREFIX, OPT_CHUNK, OPT_BIDIRECTIONAL,
	OPT_TEMPERATURE, OPT_SOFTCAP, OPT_MASKED_ROWS,
	/* heads */
	OPT_HEADS, OPT_KV_HEADS,
	/* the softmax's denominator */
	OPT_SINKS, OPT_LSE,
	/* the backward pass */
	OPT_WRT, OPT_DOUT,
	/* rope, and its scalings */
	OPT_BASE, OPT_HALF, OPT_INTERLEAVED, OPT_ROTARY_DIM, OPT_INVERSE,
	OPT_POSITIONS, OPT_SCALING, OPT_FACTOR, OPT_ORIGINAL_MAX, OPT_SEQ_LEN,
	OPT_BETA_FAST, OPT_BETA_SLOW, OPT_MSCALE, OPT_MSCALE_ALL_DIM,
	OPT_ATTENTION_FACTOR, OPT_TRUNCATE, OPT_NO_TRUNCATE,
	OPT_LOW_FREQ_FACTOR, OPT_HIGH_FREQ_FACTOR,
	/* norm; --head-dim is rope's too */
	OPT_RMS, OPT_L2, OPT_EPS, OPT_PLUS_ONE, OPT_HEAD_DIM,
	/* a kernel's precision */
	OPT_DTYPE, OPT_ACCUMULATE, OPT_RECIPE, OPT_BLOCK,
	/* tensor operands */
	OPT_LAYOUT,
	/* a long stage's progress */
	OPT_PROGRESS, OPT_NO_PROGRESS,
	OPT_OWN = 0x200
};

struct opt {
	const char *name;	/* the long name; NULL: a group, or the end */
	int key;		/* the short letter, or an OPT_ code */
	const char *arg;	/* the value's name in the help ("N"), NULL
				   for none, "[=WHEN]" for an optional one */
	const char *help;	/* its help; '\n' starts a continuation line;
				   NULL: accepted but not shown (an alias) */
	const struct opt *group;	/* a group's options, included here */
	/* What the value is, for the parse and for the shells' completions
	 * (attn completion); an entry may leave it out:
	 *   NULL     text to type: a number, a list, a name;
	 *   OPT_IN   a matrix read (a path, - for stdin, or a literal): the
	 *            parser counts it among the operands that may be stdin
	 *            (its last value: a later one replaces it);
	 *   OPT_INS  the same, for an option given as many times as it
	 *            names matrices: each of its values counts;
	 *   OPT_OUT  a file written;
	 *   else     the words it may be, '|' between them, "zero|nan", which
	 *            the completions offer (and the option's parse takes no
	 *            other: the same words, as MASKED_ROWS and DT_WORDS
	 *            are). */
	const char *value;
};
#define OPT_IN "<in>"
#define OPT_INS "<ins>"
#define OPT_OUT "<out>"
#define OPT_GROUP(g) { NULL, 0, NULL, NULL, g }
/* A group whose options are named in one paragraph, then HELP (one
 * paragraph for the groups in a row with the same HELP). */
#define OPT_BRIEF(g, help) { NULL, 0, NULL, help, g }
/* Option NAME's help, in this command: HELP instead of its group's. */
#define OPT_SAYS(name, help) { name, 0, NULL, help, NULL }
#define OPT_END { NULL, 0, NULL, NULL, NULL }

/* The shared groups. */
extern const struct opt opt_common[];	/* -d -t -H --layout -p --fixed -o
					   -u -h */
extern const struct opt opt_query[];	/* -q -k */
extern const struct opt opt_values[];	/* -v */
extern const struct opt opt_scale[];	/* --no-scale --scale */
extern const struct opt opt_mask[];	/* --causal --offset --window
					   --mask --bias --alibi
					   --alibi-slopes --segments
					   --prefix --chunk
					   --bidirectional */
extern const struct opt opt_transform[];	/* --temperature --softcap
						   --masked-rows */
extern const struct opt opt_heads[];	/* --heads --kv-heads */
extern const struct opt opt_head[];	/* --heads alone */
extern const struct opt opt_jobs[];	/* -j */
extern const struct opt opt_sinks[];	/* --sinks */
extern const struct opt opt_lse[];	/* --lse */
extern const struct opt opt_grad[];	/* --wrt --dout */
extern const struct opt opt_rope[];	/* --base --half --interleaved
					   --rotary-dim --offset --segments
					   --inverse --positions */
extern const struct opt opt_rope_heads[];	/* --heads --head-dim */
extern const struct opt opt_rope_scaling[];	/* --scaling and its
						   parameters */
extern const struct opt opt_norm[];	/* --rms --l2 --eps --plus-one
					   --head-dim */
extern const struct opt opt_dtype[];	/* --dtype --accumulate --recipe */
extern const struct opt opt_block[];	/* --block */

/* A command's line: its name, what its help says before and after the
 * options, and its table. */
struct cmd_spec {
	const char *name;
	const char *intro;	/* "usage: attn NAME ...\n\nWhat it does.\n" */
	const struct opt *opts;
	const char *outro;	/* NULL, or after the options */
	/* the operands: NULL (left out), matrices read (files); else the
	 * words they may be, as struct opt's value */
	const char *operands;
};

/* What the shared options say, as plain values for the model. */
struct args {
	const char *output;	/* -o FILE (the last one given), or NULL */
	const char *outputs[OUT_MAX];	/* every -o, in order: one per
					   result of grad or project */
	size_t noutput;
	bool unbuffered;	/* -u */
	const char *qpath, *kpath, *vpath;	/* -q -k -v */
	struct scale sc;	/* --no-scale, --scale */
	bool work;		/* --show-work */
	struct mask m;		/* the mask options and transforms */
	bool offset_given;	/* --offset, even --offset 0 */
	struct heads hd;	/* --heads, --kv-heads (g 0: not given) */
	const char *sinks_path;	/* --sinks LIST, or NULL */
	bool lse;		/* --lse */
	enum grad_wrt wrt;	/* --wrt, or 0 when not given: the first of */
	enum grad_wrt wrts[GRAD_RESULTS];	/* --wrt q,k,v: several, in order */
	size_t nwrt;
	const char *dpath;	/* --dout */
	int jobs;		/* -j, or 0 when not given */
	int first_model;	/* the first -q -k -v, scale, mask, transform,
				   heads, --wrt or --dout option seen, or 0
				   (check) */
	int first_attention;	/* the first of those that rope does not take
				   too (all but --offset, --segments and
				   --heads), or 0 (check) */
	struct rope rope;	/* --base, --half, --interleaved,
				   --rotary-dim, --inverse, --head-dim, the
				   scaling; with rope_done, --offset and
				   --heads */
	const char *positions;	/* --positions FILE, or NULL */
	bool heads_given;	/* --heads, even --heads 1 */
	size_t batch;		/* tensor operands' batch B when B > 1,
				   each element a problem of its own
				   (cmd/tensors.h); else 0 */
	/* for rope_done: the first option given of each scaling type's own
	 * (for the type it is not), and which of the others were */
	struct {
		const char *of[TR_LLAMA3 + 1];
		bool factor, orig, seq, truncate;
	} scaling_given;
	int first_rope;		/* the first of rope's own seen, or 0 (check) */
	/* --dtype (NULL: not given), --accumulate (NULL), --recipe ('m',
	 * 'f' or 0), --block (0) */
	const struct dtype *dtype, *acc;
	int recipe;
	long block;
	int argc;		/* the operands left after the options */
	char **argv;
	/* the values of the OPT_IN options given, the last of each key, and
	 * of the OPT_INS ones, each */
	const char *in[64];
	int in_key[64];
	size_t nin;
};

/* Parse ARGC/ARGV by SPEC into A: the shared options into its fields,
 * the command's own through OWN (with CTX), which returns false for a key
 * it does not know; -h prints the help and exits 0; a bad option is a
 * usage error.  Sets the command's name for messages, first. */
void opt_parse(const struct cmd_spec *spec, int argc, char **argv,
	       struct args *a, bool (*own)(void *ctx, int key, const char *arg),
	       void *ctx);
/* The help of SPEC, as -h prints it. */
void opt_help(const struct cmd_spec *spec);

/* The tables, for attn completion.  While OPT_PROBE is set, opt_parse
 * parses nothing: it leaves the command's table in opt_probed and jumps
 * back, so that a command's run, called with its name alone, hands its
 * table over (every command's table is its file's own). */
extern jmp_buf *opt_probe;
extern const struct cmd_spec *opt_probed;
/* Every option of SPEC once, in help order, with the first line of its
 * help there (NULL for an alias), through FN. */
void opt_each(const struct cmd_spec *spec,
	      void (*fn)(void *ctx, const struct opt *o, const char *help),
	      void *ctx);

/* After opt_parse.  The three that settle the operands refuse two
 * matrices read from stdin, of the operands and the OPT_IN options' values
 * (a usage error). */
/* The one FILE operand a streaming command takes, "-" (stdin) when there
 * is none; more is a usage error. */
const char *sole_operand(const struct args *a);
/* Q may be the only operand; -k is required, and -v when NEED_V; Q is
 * stdin when not given. */
void query_operands(struct args *a, bool need_v);
/* Every operand a matrix read (merge's parts). */
void matrix_operands(const struct args *a);
/* The N of OPS, a command's operands as it settles them (check's), with
 * the OPT_IN options' values. */
void stdin_operands(const struct args *a, const char *const *ops, size_t n);
/* A usage error when ARGC operands are left, naming the first. */
void no_more_operands(int argc, char **argv);
/* --causal=lower-right: the rows of PATH (ROLE: Q, or the scores) counted for
 * the offset n_k - n_q, which a pipe cannot give before it ends: then,
 * and beside --offset, a usage error. */
void lower_right_done(struct args *a, const char *path, const char *role);
/* What PATH is when it can be read only once ("stdin", "a pipe"), so
 * that rows cannot be counted before they are read; else NULL. */
const char *read_once(const char *path);
/* --kv-heads defaults to --heads, and must divide it. */
void heads_done(struct heads *hd);
/* rope's options agree with each other (else a usage error), the
 * scaling's defaults filled in; the rope's --offset (within 2^53 of 0)
 * and --heads, from A's. */
void rope_done(struct args *a);
/* --dtype T: a narrower T than f64 stays in A->dtype (else NULL) with the
 * accumulators (f32 unless --accumulate) and --block (128), numbers are
 * read as T and written as T's shortest; --accumulate, --recipe and
 * --block need such a T, --recipe flash a FLASH command, and --lse is
 * refused. */
void dtype_done(struct args *a, bool flash);
/* Read each number as a value of T, write each as T's shortest. */
void dtype_io(const struct dtype *t);
/* -j, or one thread per CPU. */
int jobs_of(const struct args *a);
/* norm's options (opt_norm) into NM's settings: true when KEY is one. */
bool norm_option(struct norm *nm, int key, const char *arg);
/* NM's settings agree with A's --heads and with the weights WPATH and the
 * gradient DPATH given (NULL: none), as norm and check --of norm take
 * them; else a usage error. */
void norm_done(const struct args *a, const struct norm *nm,
	       const char *wpath, const char *dpath);
/* --scaling and its parameters (rope's): true when KEY is one. */
bool rope_scaling_option(struct args *a, int key, const char *arg);

/* Values of options, or a usage error naming OPT. */
long int_option(const char *opt, const char *arg, long lo, long hi);
double num_option(const char *opt, const char *arg);
/* The place of ARG among WORDS ("zero|nan"), or a usage error that lists
 * them: "--wrt takes q, k, v, scores, weights or sinks, not 'x'". */
size_t word_option(const char *opt, const char *words, const char *arg);
/* --wrt ARG: one of WORDS ("a|b|c"), or several split by commas, each
 * once; each one's letter (from LETTERS, in WORDS' order) into WRTS, MAX
 * at most; returns how many. */
size_t wrt_list(const char *arg, const char *words, const char *letters,
		char *wrts, size_t max);
/* The outputs of N results, from A's -o: one -o each, in the order of
 * --wrt (several results and no -o, or a count that differs, is a usage
 * error), opened together (io/output.h). */
void open_results(const struct args *a, size_t n);
/* open_results' usage errors alone, before any file is read. */
void results_check(const struct args *a, size_t n);

#endif
