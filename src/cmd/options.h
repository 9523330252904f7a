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
#include <stddef.h>

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
	OPT_DTYPE, OPT_ACCUMULATE, OPT_RECIPE, OPT_BLOCK, OPT_SUM_ORDER,
	OPT_TF32, OPT_QUANTIZE, OPT_SCALE_BLOCK, OPT_ROTATE, OPT_P_DTYPE,
	OPT_SOFTMAX_DTYPE,
	/* tensor operands */
	OPT_LAYOUT,
	/* a long stage's progress */
	OPT_PROGRESS, OPT_NO_PROGRESS,
	OPT_OWN = 0x200
};

/* What an option's value is.  An entry without ARG takes none: a flag,
 * set true (to 1) where it goes.  The first three keep the spelling of
 * the entries written before the kinds: a sixth field OPT_IN, OPT_INS or
 * OPT_OUT. */
enum opt_kind {
	OPT_TEXT,	/* text to type (its own set parses it): a string */
	OPT_IN,		/* a matrix read (a path, - for stdin, or a literal):
			   a string, and the parser counts it among the
			   operands that may be stdin (its last value) */
	OPT_INS,	/* the same, given as many times as it names
			   matrices, each counted: a struct opt_paths */
	OPT_OUT,	/* a file written, given once a result: a struct
			   opt_outputs */
	OPT_INT,	/* a whole number from LO to HI: an integer field */
	OPT_NUM,	/* a finite decimal number: a double */
	OPT_WORD,	/* one of WORDS, "zero|nan": an integer field, given
			   CODES[i] for the i-th word, or LO + i */
	OPT_FORMAT	/* a kernel's format, by num/dtype.c's names: a
			   const struct dtype * */
};

/* The stages of check --of, in the order of OF_WORDS: the stages an
 * option is for (its OF) are a set of them. */
#define OF_WORDS "scores|weights|attend|apply|grad|project|rope|merge|norm"
enum {
	OF_SCORES = 1 << 0, OF_WEIGHTS = 1 << 1, OF_ATTEND = 1 << 2,
	OF_APPLY = 1 << 3, OF_GRAD = 1 << 4, OF_PROJECT = 1 << 5,
	OF_ROPE = 1 << 6, OF_MERGE = 1 << 7, OF_NORM = 1 << 8,
	/* the stages that compute scores, with masks and a scale */
	OF_SCORING = OF_SCORES | OF_WEIGHTS | OF_ATTEND | OF_GRAD,
	/* those with a softmax */
	OF_SOFTMAX = OF_WEIGHTS | OF_ATTEND | OF_GRAD,
	/* those a kernel may compute (--dtype) */
	OF_KERNEL = OF_SCORES | OF_WEIGHTS | OF_ATTEND | OF_APPLY | OF_GRAD,
	/* every one: taken with any stage, and only with --of */
	OF_ALL = (1 << 9) - 1
};

/* An option: the whole truth about it, from which the parse, --help, the
 * shells' completions, and check's refusals are made. */
struct opt {
	const char *name;	/* the long name; NULL: a group, or the end */
	int key;		/* the short letter, or an OPT_ code */
	const char *arg;	/* the value's name in the help ("N"), NULL
				   for none, "[=WHEN]" for an optional one */
	const char *help;	/* its help; '\n' starts a continuation line;
				   NULL: accepted but not shown (an alias) */
	const struct opt *group;	/* a group's options, included here */
	enum opt_kind kind;	/* what its value is */
	/* OPT_WORD: its words, '|' between them, and the value each
	 * stands for (CODES, a character each, or LO + its place); the
	 * completions offer them, and the parse takes no other */
	const char *words, *codes;
	long lo, hi;		/* OPT_INT: the bounds */
	/* Where the value goes: AT(field) of struct args, or OWN(type,
	 * field) of the command's own (its context), the field's type as
	 * the kind says (a flag: bool or int, set to CODES[0] when it has
	 * CODES, else true).  Or nowhere (0): the
	 * command's own callback takes it. */
	size_t at;
	unsigned char size;
	bool own;
	/* Its own parse, where the kind's is not enough: ARG (NULL for a
	 * flag, or an optional value not given) into TO, where AT says
	 * (NULL without AT); O names it in messages (opt_said). */
	void (*set)(const struct opt *o, const char *arg, void *to);
	/* The stages of check --of that take it (OF_ bits); 0: check's
	 * own, taken with any stage or none.  check refuses an option
	 * given with a stage not in its set, and without --of one with a
	 * set. */
	unsigned of;
};
#define AT(field) .at = offsetof(struct args, field) + 1, \
	.size = sizeof ((struct args *)0)->field
#define OWN(type, field) .at = offsetof(type, field) + 1, \
	.size = sizeof ((type *)0)->field, .own = true
#define OPT_GROUP(g) { NULL, 0, NULL, NULL, g }
/* A group whose options are named in one paragraph, then HELP (one
 * paragraph for the groups in a row with the same HELP). */
#define OPT_BRIEF(g, help) { NULL, 0, NULL, help, g }
/* Option NAME's help, in this command: HELP instead of its group's. */
#define OPT_SAYS(name, help) { name, 0, NULL, help, NULL }
#define OPT_END { NULL, 0, NULL, NULL, NULL }
/* --show-work, into struct args' work, HELP saying what it writes. */
#define OPT_SHOWS(help) { "show-work", OPT_SHOW_WORK, NULL, help, AT(work) }

/* A set that stores 0 (false) where the entry says: --half beside
 * --interleaved, --rms beside --l2. */
void opt_clear(const struct opt *o, const char *arg, void *to);

/* OPT_INS's values, each as given. */
#define OPT_PATHS 16
struct opt_paths {
	const char *v[OPT_PATHS];
	size_t n;
};

/* OPT_OUT's values: every file given, in order (one per result of grad
 * or project), and the last, the one file of a single result (NULL:
 * stdout). */
struct opt_outputs {
	const char *v[OUT_MAX];
	size_t n;
	const char *last;
};

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
	struct opt_outputs out;	/* -o FILE: every one given */
	bool unbuffered;	/* -u */
	const char *qpath, *kpath, *vpath;	/* -q -k -v */
	struct scale sc;	/* --no-scale, --scale */
	bool work;		/* --show-work */
	struct mask m;		/* the mask options and transforms */
	struct heads hd;	/* --heads, --kv-heads (g 0: not given) */
	const char *sinks_path;	/* --sinks LIST, or NULL */
	bool lse;		/* --lse */
	/* --wrt q,k,v: grad's results, in order (v[0] 0 when not given) */
	struct grad_wrts { enum grad_wrt v[GRAD_RESULTS]; size_t n; } wrt;
	const char *dpath;	/* --dout */
	int jobs;		/* -j, or 0 when not given */
	struct rope rope;	/* --base, --half, --interleaved,
				   --rotary-dim, --inverse, the scaling; with
				   rope_done, --offset, --heads and
				   --head-dim */
	const char *positions;	/* --positions FILE, or NULL */
	struct norm norm;	/* --rms, --l2, --eps, --plus-one, norm's
				   --wrt; with norm_done, --heads and
				   --head-dim */
	size_t head_dim;	/* --head-dim (rope's, norm's), or 0 */
	size_t batch;		/* tensor operands' batch B when B > 1,
				   each element a problem of its own
				   (cmd/tensors.h); else 0 */
	/* --dtype (NULL: not given), --accumulate (NULL), --recipe ('m',
	 * 'f' or 0), --block (0) */
	const struct dtype *dtype, *acc;
	int recipe;
	long block;
	/* --sum-order and --tf32 (exact sums, no TF32: not given) */
	struct dt_how how;
	/* --quantize, --scale-block (0), --rotate's seed, --p-dtype,
	 * --softmax-dtype (NULL: not given) */
	const struct dtype *quant, *pdt, *sdt;
	long scale_block;
	unsigned long long seed;
	int argc;		/* the operands left after the options */
	char **argv;
	/* the values of the OPT_IN options given, the last of each key, and
	 * of the OPT_INS ones, each */
	const char *in[64];
	int in_key[64];
	size_t nin;
	/* the options given, by key, each once, in the order first given */
	int given[128];
	size_t ngiven;
};

/* Parse ARGC/ARGV by SPEC into A: each option's value where its entry
 * says (struct args, or CTX, the command's own), by its kind or its own
 * set; OWN (with CTX), when given, first, for a key it takes otherwise
 * (it returns false for one it leaves to the table); -h prints the help
 * and exits 0; a bad option is a usage error.  Sets the command's name
 * for messages, first. */
void opt_parse(const struct cmd_spec *spec, int argc, char **argv,
	       struct args *a, bool (*own)(void *ctx, int key, const char *arg),
	       void *ctx);
/* The help of SPEC, as -h prints it. */
void opt_help(const struct cmd_spec *spec);

/* Whether option KEY was given. */
bool opt_given(const struct args *a, int key);
/* The first option given (by the command line's order) of the options
 * of table T (groups included), or NULL. */
const struct opt *opt_first_given(const struct args *a, const struct opt *t);
/* The entry of KEY in SPEC's table (its first), or NULL. */
const struct opt *opt_find(const struct cmd_spec *spec, int key);
/* Option O as a message names it, "-q" or "--causal", in BUF (64). */
const char *opt_said(const struct opt *o, char *buf);
/* The words of option O (OPT_WORD, OPT_FORMAT), '|' between them. */
const char *opt_words(const struct opt *o);
/* Word I of option O's, into BUF (64). */
const char *opt_word_name(const struct opt *o, size_t i, char *buf);
/* The place of ARG among O's words, or a usage error that lists them
 * (for an option's own set). */
size_t opt_word(const struct opt *o, const char *arg);
/* The same, for WHO ("--of grad"), which takes none of the words whose
 * codes are in BUT (NULL: all): "--of grad takes --wrt q, k, v, scores or
 * weights, not 'sinks'". */
size_t opt_word_in(const struct opt *o, const char *arg, const char *who,
		   const char *but);
/* The first option given that the stages OF do not take (an option
 * whose set is 0 is taken by all; none is taken where OF is 0), or
 * NULL. */
const struct opt *opt_stray(const struct args *a, const struct cmd_spec *spec,
			    unsigned of);
/* The stages of the OF_ set OF as a message says them, "--of scores,
 * weights and grad", in BUF (160). */
const char *of_said(unsigned of, char *buf);

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
/* -j, or one thread per CPU. */
int jobs_of(const struct args *a);
/* For the parses of a table's entries: -h's (the help, and exit 0); V
 * into an integer field TO of SIZE bytes (bool, int or long); WORDS as
 * a message lists them ("a, b or c", each after BEFORE); the formats'
 * words, num/dtype.c's. */
void opt_set_help(const struct opt *o, const char *arg, void *to);
void opt_put_int(void *to, size_t size, long v);
struct text;
void opt_words_said(struct text *t, const char *words, const char *before);
const char *opt_format_words(void);

/* Values of options, or a usage error naming OPT. */
long int_option(const char *opt, const char *arg, long lo, long hi);
double num_option(const char *opt, const char *arg);
/* The place of ARG among WORDS ("zero|nan"), or a usage error that lists
 * them: "--wrt takes q, k, v, scores, weights or sinks, not 'x'". */
size_t word_option(const char *opt, const char *words, const char *arg);
#endif
