/* options.c - the command line's machinery: a command's table parsed
 * (each value where its entry says, by its kind), its help, the words
 * of its options, and the operands settled.  The shared groups of options
 * are groups.c's. */
#include "cmd/options.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/pool.h"
#include "base/alloc.h"
#include "base/err.h"
#include "base/text.h"
#include "io/layout.h"
#include "io/matrix.h"
#include "io/number.h"
#include "io/output.h"

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

/* WORDS ("a|b|c") as a message says them, "a, b or c", each after
 * BEFORE ("=" for an optional value: "=a, =b or =c"). */
static void words_joined(struct text *t, const char *words,
			 const char *before, const char *last)
{
	const char *w, *bar;

	for (w = words; *w; w = *bar ? bar + 1 : bar) {
		bar = w + strcspn(w, "|");
		if (w != words)
			text_put(t, strchr(bar, '|') ? ", " : last);
		text_put(t, before);
		text_putn(t, w, (size_t)(bar - w));
	}
}

void opt_words_said(struct text *t, const char *words, const char *before)
{
	words_joined(t, words, before, " or ");
}

/* The place of ARG among WORDS, or -1. */
static long word_at(const char *words, const char *arg)
{
	const char *w, *bar;
	size_t n = strlen(arg);
	long i;

	for (w = words, i = 0;; w = bar + 1, i++) {
		bar = w + strcspn(w, "|");
		if ((size_t)(bar - w) == n && strncmp(w, arg, n) == 0)
			return i;
		if (!*bar)
			return -1;
	}
}

static _Noreturn void not_a_word(const char *opt, const char *words,
				 const char *before, const char *arg)
{
	struct text t = { NULL, 0, 0 };

	opt_words_said(&t, words, before);
	usage_fail("%s takes %s, not '%s'", opt, t.s, arg);
}

size_t word_option(const char *opt, const char *words, const char *arg)
{
	long i = word_at(words, arg);

	if (i < 0)
		not_a_word(opt, words, "", arg);
	return (size_t)i;
}

const char *opt_said(const struct opt *o, char *buf)
{
	if (o->key < 0x100)
		snprintf(buf, 64, "-%c", o->key);
	else
		snprintf(buf, 64, "--%s", o->name);
	return buf;
}

const char *opt_format_words(void)
{
	static char words[256];
	const struct dtype *t;
	size_t i, n = 0;

	if (words[0])
		return words;
	for (i = 0; (t = dt_at(i)) != NULL; i++)
		n += (size_t)snprintf(words + n, sizeof words - n, "%s%s",
				      i ? "|" : "", t->name);
	return words;
}

const char *opt_words(const struct opt *o)
{
	return o->kind == OPT_FORMAT ? opt_format_words() :
	       o->kind == OPT_WORD ? o->words : NULL;
}

/* The place of ARG among O's words, or a usage error that lists them:
 * "--wrt takes q, k, v, scores, weights or sinks, not 'x'" (an optional
 * value's with '=': "--causal takes =lower-right or =upper-left"). */
size_t opt_word(const struct opt *o, const char *arg)
{
	return opt_word_in(o, arg, NULL, NULL);
}

size_t opt_word_in(const struct opt *o, const char *arg, const char *who,
		   const char *but)
{
	struct text t = { NULL, 0, 0 }, w = { NULL, 0, 0 };
	const char *s, *bar;
	char b[64];
	long i = word_at(opt_words(o), arg);

	if (i >= 0 && !(but && o->codes && strchr(but, o->codes[i])))
		return (size_t)i;
	/* the words less BUT's */
	for (s = opt_words(o), i = 0; *s; s = *bar ? bar + 1 : bar, i++) {
		bar = s + strcspn(s, "|");
		if (but && o->codes && strchr(but, o->codes[i]))
			continue;
		if (w.len)
			text_put(&w, "|");
		text_putn(&w, s, (size_t)(bar - s));
	}
	opt_words_said(&t, w.s, o->arg[0] == '[' ? "=" : "");
	if (who)
		usage_fail("%s takes %s %s, not '%s'", who, opt_said(o, b), t.s,
			   arg);
	usage_fail("%s takes %s, not '%s'", opt_said(o, b), t.s, arg);
}

const struct opt *opt_stray(const struct args *a, const struct cmd_spec *spec,
			    unsigned of)
{
	const struct opt *o;
	size_t i;

	for (i = 0; i < a->ngiven; i++)
		if ((o = opt_find(spec, a->given[i])) && o->of && !(o->of & of))
			return o;
	return NULL;
}

const char *of_said(unsigned of, char *buf)
{
	struct text t = { NULL, 0, 0 }, w = { NULL, 0, 0 };
	const char *s, *bar;
	unsigned bit;

	for (s = OF_WORDS, bit = 1; *s; s = *bar ? bar + 1 : bar, bit <<= 1) {
		bar = s + strcspn(s, "|");
		if (of & bit) {
			if (w.len)
				text_put(&w, "|");
			text_putn(&w, s, (size_t)(bar - s));
		}
	}
	words_joined(&t, w.s ? w.s : "", "", " and ");
	snprintf(buf, 160, "--of %s", t.s ? t.s : "");
	text_free(&t);
	text_free(&w);
	return buf;
}

void opt_put_int(void *to, size_t size, long v)
{
	int i = (int)v;
	bool b = v != 0;

	if (size == sizeof b)
		memcpy(to, &b, size);
	else if (size == sizeof i)
		memcpy(to, &i, size);
	else if (size == sizeof v)
		memcpy(to, &v, size);
	else
		fail(NULL, 0, "an option's field of %zu bytes (a bug)", size);
}

/* --- the parses every table shares ----------------------------------- */

/* The table being parsed, for -h. */
static const struct cmd_spec *parsing;

void opt_set_help(const struct opt *o, const char *arg, void *to)
{
	(void)o, (void)arg, (void)to;
	opt_help(parsing);
	out_close();
	exit(0);
}

void opt_clear(const struct opt *o, const char *arg, void *to)
{
	(void)arg;
	opt_put_int(to, o->size, 0);
}

/* Word I of WORDS, into BUF (64). */
static const char *word_n(const char *words, size_t i, char *buf)
{
	size_t n;

	for (; i > 0; i--)
		words += strcspn(words, "|") + 1;
	n = strcspn(words, "|");
	snprintf(buf, 64, "%.*s", (int)n, words);
	return buf;
}

const char *opt_word_name(const struct opt *o, size_t i, char *buf)
{
	return word_n(opt_words(o), i, buf);
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

/* Whether A (N bytes) is one edit from B: a letter added, left out,
 * changed, or two side by side swapped ("--casual" for "--causal"). */
static bool one_edit(const char *a, size_t n, const char *b)
{
	size_t m = strlen(b), i = 0;

	while (i < n && i < m && a[i] == b[i])
		i++;
	if (i == n && i == m)
		return false;	/* the same */
	if (n == m)
		return strncmp(a + i + 1, b + i + 1, n - i - 1) == 0 ||
		       (i + 1 < n && a[i] == b[i + 1] && a[i + 1] == b[i] &&
			strncmp(a + i + 2, b + i + 2, n - i - 2) == 0);
	if (n == m + 1)
		return strncmp(a + i + 1, b + i, m - i) == 0;
	if (m == n + 1)
		return strncmp(a + i, b + i + 1, n - i) == 0;
	return false;
}

/* getopt's complaint, as one usage line naming the option as typed; an
 * unknown long option one edit from one of the table's is named. */
static _Noreturn void bad_option(int key, char **argv)
{
	const char *bad = argv[optind - 1];
	size_t n = strcspn(bad, "="), i;

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
		usage_fail("option '%.*s' takes no value", (int)n, bad);
	for (i = 0; strncmp(bad, "--", 2) == 0 && longopts[i].name; i++)
		if (one_edit(bad + 2, n - 2, longopts[i].name))
			usage_fail("unknown option '%.*s' (did you mean --%s?)",
				   (int)n, bad, longopts[i].name);
	usage_fail("unknown option '%.*s'", (int)n, bad);
}

jmp_buf *opt_probe;
const struct cmd_spec *opt_probed;

/* The option of KEY (its first entry) in the table being parsed. */
static const struct opt *option_of(int key)
{
	size_t i;

	for (i = 0; i < parsed.nseen; i++)
		if (parsed.seen[i]->key == key)
			return parsed.seen[i];
	return NULL;
}

const struct opt *opt_find(const struct cmd_spec *spec, int key)
{
	struct walk w = { .nseen = 0 };
	size_t i;

	collect(&w, spec->opts);
	for (i = 0; i < w.nseen; i++)
		if (w.seen[i]->key == key)
			return w.seen[i];
	return NULL;
}

bool opt_given(const struct args *a, int key)
{
	size_t i;

	for (i = 0; i < a->ngiven; i++)
		if (a->given[i] == key)
			return true;
	return false;
}

/* Whether table T (groups included) has an entry of KEY. */
static bool has_key(const struct opt *t, int key)
{
	for (; t->name || t->group; t++)
		if (t->group ? has_key(t->group, key) : t->key == key)
			return true;
	return false;
}

const struct opt *opt_first_given(const struct args *a, const struct opt *t)
{
	size_t i;

	for (i = 0; i < a->ngiven; i++)
		if (has_key(t, a->given[i]))
			return option_of(a->given[i]);
	return NULL;
}

/* KEY noted among the options given; O's value ARG kept among the
 * matrices read, when it is one. */
static void note(struct args *a, const struct opt *o, const char *arg)
{
	size_t i;

	if (!opt_given(a, o->key)) {
		if (a->ngiven == sizeof a->given / sizeof *a->given)
			fail(NULL, 0, "too many options (a bug)");
		a->given[a->ngiven++] = o->key;
	}
	if (!arg || (o->kind != OPT_IN && o->kind != OPT_INS))
		return;
	for (i = 0; i < a->nin && (a->in_key[i] != o->key ||
				   o->kind == OPT_INS); i++)
		;
	if (i == sizeof a->in / sizeof *a->in)
		fail(NULL, 0, "too many files (a bug)");
	a->in[i] = arg;
	a->in_key[i] = o->key;
	if (i == a->nin)
		a->nin++;
}

/* O's value ARG where its entry says, in A or in the command's own OWN:
 * by its own set, or by its kind. */
static void store(const struct opt *o, const char *arg, struct args *a,
		  void *own)
{
	char b[64];
	void *to = !o->at ? NULL : (char *)(o->own ? own : (void *)a) +
		   (o->at - 1);
	struct opt_paths *ps = to;
	struct opt_outputs *os = to;
	double x;
	size_t w;

	if (o->set) {
		o->set(o, arg, to);
		return;
	}
	if (!to)
		fail(NULL, 0, "option %s goes nowhere (a bug)", opt_said(o, b));
	if (!arg) {
		opt_put_int(to, o->size, o->codes ? o->codes[0] : 1);
		return;
	}
	switch (o->kind) {
	case OPT_INT:
		opt_put_int(to, o->size, int_option(opt_said(o, b), arg, o->lo,
						o->hi));
		break;
	case OPT_NUM:
		x = num_option(opt_said(o, b), arg);
		memcpy(to, &x, sizeof x);
		break;
	case OPT_WORD:
		w = opt_word(o, arg);
		opt_put_int(to, o->size, o->codes ? (long)o->codes[w] :
			o->lo + (long)w);
		break;
	case OPT_FORMAT:
		*(const struct dtype **)to = dt_at(opt_word(o, arg));
		break;
	case OPT_INS:
		if (ps->n == OPT_PATHS)
			usage_fail("%s is given more than %d times",
				   opt_said(o, b), OPT_PATHS);
		ps->v[ps->n++] = arg;
		break;
	case OPT_OUT:
		if (os->n == OUT_MAX)
			usage_fail("%s is given more than %d times",
				   opt_said(o, b), OUT_MAX);
		os->v[os->n++] = os->last = arg;
		break;
	default:
		*(const char **)to = arg;
	}
}

void opt_parse(const struct cmd_spec *spec, int argc, char **argv,
	       struct args *a, bool (*own)(void *ctx, int key, const char *arg),
	       void *ctx)
{
	const struct opt *o;
	int c;

	if (opt_probe) {
		opt_probed = spec;
		longjmp(*opt_probe, 1);
	}
	attn_cmd = spec->name;
	parsing = spec;
	optind = 1;
	opterr = 0;
	memset(a, 0, sizeof *a);
	a->sc.mode = SCALE_SQRT;
	a->hd = (struct heads)HEADS_INIT;
	a->rope.base = 10000;
	a->norm.eps = 1e-6;
	tensor_opts = (struct tensor_opts){ LAYOUT_AUTO, SIZE_MAX };
	tables(spec);
	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		if (c == ':' || c == '?')
			bad_option(c, argv);
		o = option_of(c);
		note(a, o, optarg);
		if (!(own && own(ctx, c, optarg)))
			store(o, optarg, a, ctx);
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

/* HELP of option O with its words for "%w" ("a, b or c"), into T. */
static void expand(struct text *t, const struct opt *o, const char *help)
{
	const char *w;

	while ((w = strstr(help, "%w")) != NULL) {
		text_putn(t, help, (size_t)(w - help));
		opt_words_said(t, opt_words(o), "");
		help = w + 2;
	}
	text_put(t, help);
}

/* One line of help, N bytes at S, indented unless it is the first. */
static void help_row(struct text *t, bool *first, const char *s, size_t n)
{
	text_put(t, *first ? "" : indent);
	text_putn(t, s, n);
	text_put(t, "\n");
	*first = false;
}

/* HELP's lines, each after the first indented; a line past HELP_WIDTH
 * (the words of "%w" may be many) is broken at its last space that
 * fits, and what is left of it starts the next line. */
static void put_help(struct text *t, const struct opt *o, const char *help)
{
	struct text x = { NULL, 0, 0 }, line = { NULL, 0, 0 };
	const char *s, *nl, *sp;
	size_t n, width = HELP_WIDTH - HELP_COL;
	bool first = true, broke;

	expand(&x, o, help);
	text_put(&line, "");
	for (s = x.s ? x.s : "";; s = nl + 1) {
		nl = s + strcspn(s, "\n");
		if (line.len)
			text_put(&line, " ");
		text_putn(&line, s, (size_t)(nl - s));
		for (broke = false; line.len > width; broke = true) {
			for (sp = line.s + width; sp > line.s && *sp != ' '; sp--)
				;
			if (sp == line.s)
				break;
			n = (size_t)(sp - line.s);
			help_row(t, &first, line.s, n);
			memmove(line.s, sp + 1, line.len - n);
			line.len -= n + 1;
		}
		if (!broke || !*nl) {
			help_row(t, &first, line.s, line.len);
			line.len = 0;
		}
		if (!*nl)
			break;
	}
	text_free(&line);
	text_free(&x);
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
	put_help(t, o, help);
}

/* Groups B (up to, not with, E) named in one paragraph, wrapped:
 * "--a, --b X, ...: HELP". */
static void brief(struct text *t, struct walk *w, const struct opt *b,
		  const struct opt *e)
{
	struct walk mine = { .nseen = 0 };
	const char *help = b->help, *sp;
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
	if (col + strlen(help) + 2 <= HELP_WIDTH) {
		text_put(t, ": ");
		text_put(t, help);
		text_put(t, "\n");
		return;
	}
	/* the help on lines of its own, as long as they may be */
	text_put(t, ":\n");
	for (; strlen(help) > HELP_WIDTH - 6; help = sp + 1) {
		for (sp = help + HELP_WIDTH - 6; sp > help && *sp != ' '; sp--)
			;
		if (sp == help)
			break;
		text_put(t, "      ");
		text_putn(t, help, (size_t)(sp - help));
		text_put(t, "\n");
	}
	text_put(t, "      ");
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
	struct text x;
	size_t i;

	collect(&w, spec->opts);
	for (i = 0; i < w.nseen; i++) {
		x = (struct text){ NULL, 0, 0 };
		if (w.seen[i]->help)
			expand(&x, w.seen[i], help_in(spec->opts, w.seen[i]));
		fn(ctx, w.seen[i], x.s);
		text_free(&x);
	}
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

int jobs_of(const struct args *a)
{
	return a->jobs ? a->jobs : pool_cpus();
}
