/* fuzz.c - the libFuzzer entry point: hostile bytes into the row reader,
 * the number parser, the inline-literal parser and the subcommands.
 *
 * Built by tests/fuzz/run.sh with every file of src/ but main.c, compiled with
 * -DATTN_FUZZ (an error longjmps back here instead of ending the process),
 * -Dread=fuzz_read (stdin is the input's own bytes, and every read returns
 * at most CHUNK bytes, so lines straddle the reader's buffer), and malloc,
 * realloc, calloc, free, open and close renamed to fuzz_*, which keep lists
 * of live blocks and descriptors; csv_init and csv_free are wrapped by the linker to list the
 * parsers.  After an error the lists are what attn would leave to exit()
 * and are freed here; after a normal return they must be empty, or attn
 * leaks.
 *
 * The first byte of an input picks the target:
 *   0  reader   byte 1: delimiter, --header, what the role accepts;
 *               byte 2: read size (0 = unlimited); the rest is stdin
 *   1  number   the rest is one field: num_parse against a regular
 *               expression of attn(1)'s grammar and against strtod; what it
 *               accepts must print and read back to the same double
 *   2  literal  the rest, up to a NUL, inside [ ]
 *   3  command  byte 1 picks the subcommand; then its arguments, each
 *               ended by a NUL; after an empty argument, stdin
 *   4  tensor   byte 1: bit 0 a safetensors file (read as T.safetensors:q)
 *               or a .npy, bits 1-3 --layout (0 none, then bshd, bhsd,
 *               shd, hsd); the rest is the file
 * (5, 6 and 7 are 1, 2 and 3 again.)
 * Anything the harness sees as wrong calls abort(), which libFuzzer reports.
 */
#include <csv.h>
#include <fcntl.h>
#include <math.h>
#include <regex.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "io/layout.h"
#include "io/matrix.h"
#include "io/number.h"
#include "base/err.h"

extern jmp_buf *attn_fuzz_exit;
ssize_t fuzz_read(int fd, void *buf, size_t n);

static const uint8_t *in_p;
static size_t in_n, chunk = SIZE_MAX;

ssize_t fuzz_read(int fd, void *buf, size_t n)
{
	if (n > chunk)
		n = chunk;
	if (fd != 0)
		return read(fd, buf, n);
	if (n > in_n)
		n = in_n;
	if (n == 0)
		return 0;
	memcpy(buf, in_p, n);
	in_p += n;
	in_n -= n;
	return (ssize_t)n;
}

/* Blocks src/ allocated and has not freed, and its open CSV parsers. */
static void *live[4096];
static size_t nlive;
static struct csv_parser *parsers[64];
static size_t nparsers;

#define CHECK(x) do { if (!(x)) { fprintf(stderr, "fuzz: %s:%d: %s\n", \
	__FILE__, __LINE__, #x); abort(); } } while (0)

static void track(void *p)
{
	CHECK(nlive < sizeof live / sizeof *live);
	live[nlive++] = p;
}

static void untrack(void *p)
{
	size_t i;

	for (i = nlive; i-- > 0;)
		if (live[i] == p) {
			live[i] = live[--nlive];
			return;
		}
	CHECK(!"free() of a block attn did not allocate");
}

void *fuzz_malloc(size_t n);
void *fuzz_calloc(size_t n, size_t size);
void *fuzz_realloc(void *p, size_t n);
void fuzz_free(void *p);

void *fuzz_malloc(size_t n)
{
	void *p = malloc(n);

	if (p)
		track(p);
	return p;
}

void *fuzz_calloc(size_t n, size_t size)
{
	void *p = calloc(n, size);

	if (p)
		track(p);
	return p;
}

void *fuzz_realloc(void *p, size_t n)
{
	void *q;

	if (!p)
		return fuzz_malloc(n);
	q = realloc(p, n);
	if (q) {
		untrack(p);
		track(q);
	}
	return q;
}

void fuzz_free(void *p)
{
	if (p)
		untrack(p);
	free(p);
}

int __real_csv_init(struct csv_parser *p, unsigned char options);
void __real_csv_free(struct csv_parser *p);
int __wrap_csv_init(struct csv_parser *p, unsigned char options);
void __wrap_csv_free(struct csv_parser *p);

int __wrap_csv_init(struct csv_parser *p, unsigned char options)
{
	CHECK(nparsers < sizeof parsers / sizeof *parsers);
	parsers[nparsers++] = p;
	return __real_csv_init(p, options);
}

void __wrap_csv_free(struct csv_parser *p)
{
	size_t i;

	for (i = 0; i < nparsers; i++)
		if (parsers[i] == p) {
			parsers[i] = parsers[--nparsers];
			__real_csv_free(p);
			return;
		}
	CHECK(!"csv_free() of a parser never initialised");
}

/* Open file descriptors, likewise. */
static int fds[64];
static size_t nfds;

int fuzz_open(const char *path, int flags, ...);
int fuzz_close(int fd);

int fuzz_open(const char *path, int flags, ...)
{
	int fd = open(path, flags);

	if (fd >= 0) {
		CHECK(nfds < sizeof fds / sizeof *fds);
		fds[nfds++] = fd;
	}
	return fd;
}

int fuzz_close(int fd)
{
	size_t i;

	for (i = 0; i < nfds; i++)
		if (fds[i] == fd) {
			fds[i] = fds[--nfds];
			return close(fd);
		}
	CHECK(!"close() of a descriptor attn did not open");
	return -1;
}

/* After an error: free and close what exit() would have. */
static void release(void)
{
	while (nfds > 0)
		close(fds[--nfds]);
	while (nparsers > 0)
		__real_csv_free(parsers[--nparsers]);
	while (nlive > 0)
		free(live[--nlive]);
}

/* matrix.c's, in the fuzz build only. */
void rd_forget_all(void);

/* What main() and the previous input may have changed. */
static void reset(void)
{
	csv_opts.delim = ',';
	csv_opts.header = false;
	num_fmt = (struct num_format){ FMT_SHORTEST, 0, 0, 0, 0 };
	num_tail = num_fmt;
	num_tail_from = SIZE_MAX;
	/* --dtype's rounding as read, and cast's --overflow with it */
	rd_rounding.overflow = RD_REFUSE;
	rd_rounding.tail = NULL;
	attn_cmd = "attn";
	attn_data_status = 1;
	attn_cleanup = NULL;
	tensor_opts = (struct tensor_opts){ LAYOUT_AUTO, SIZE_MAX };
	rd_forget_all();
}

/* A value the reader handed out must be one its role accepts. */
static void check_value(double v, int allow)
{
	if (isnan(v))
		CHECK(allow & ALLOW_NAN);
	else if (v == INFINITY)
		CHECK(allow & ALLOW_POS_INF);
	else if (v == -INFINITY)
		CHECK(allow & ALLOW_NEG_INF);
	else if (allow & ALLOW_MASK)
		CHECK(v == 0 || v == 1);
}

/* Read OPERAND to the end; an error must come back as status 1. */
static void read_all(const char *operand, int allow)
{
	reader *volatile r = NULL;
	jmp_buf jb;
	const double *row;
	size_t n, width = 0, j;
	long line = 0;
	int st;

	attn_fuzz_exit = &jb;
	if ((st = setjmp(jb)) == 0) {
		r = rd_open(operand, "the input", allow);
		while (rd_row(r, &row, &n)) {
			CHECK(n > 0);
			CHECK(width == 0 || n == width);
			width = n;
			CHECK(rd_line(r) > line);
			line = rd_line(r);
			for (j = 0; j < n; j++)
				check_value(row[j], allow);
		}
		CHECK(!rd_row(r, &row, &n));	/* the end stays the end */
		rd_close(r);
		CHECK(nlive == 0 && nparsers == 0 && nfds == 0);
	} else {
		CHECK(st == 1 + 1);
		release();
	}
	attn_fuzz_exit = NULL;
}

static void fuzz_reader(const uint8_t *d, size_t n)
{
	static const unsigned char delim[8] = { ',', ',', ';', '\t', ' ', '|',
						',', ',' };

	if (n < 2)
		return;
	csv_opts.delim = delim[d[0] & 7];
	csv_opts.header = d[0] & 8;
	chunk = d[1] ? d[1] : SIZE_MAX;
	in_p = d + 2;
	in_n = n - 2;
	read_all("-", d[0] >> 4);
}

/* A tensor file of the input's bytes, read to its end as an operand. */
static void fuzz_tensor(const uint8_t *d, size_t n)
{
	FILE *f;
	bool st;

	if (n < 1)
		return;
	st = d[0] & 1;
	tensor_opts.layout = (enum layout)((d[0] >> 1 & 7) % 5);
	f = fopen(st ? "T.safetensors" : "T.npy", "wb");
	if (!f)
		abort();
	if (n > 1 && fwrite(d + 1, 1, n - 1, f) != n - 1)
		abort();
	fclose(f);
	read_all(st ? "T.safetensors:q" : "T.npy", ALLOW_ALL);
}

static regex_t grammar;

static void fuzz_number(const uint8_t *d, size_t n)
{
	char *s = malloc(n + 1), out[NUM_BUFSZ + 1];
	double v = 0, w;
	enum num_status st;
	size_t len;
	bool match;

	memcpy(s, d, n);
	s[n] = '\0';
	st = num_parse(s, n, &v);
	/* an embedded NUL is never part of a number */
	match = strlen(s) == n && regexec(&grammar, s, 0, NULL, 0) == 0;
	CHECK(match == (st == NUM_OK || st == NUM_OVERFLOW));
	if (st == NUM_EMPTY)
		CHECK(strspn(s, " \t") == n);
	if (match) {
		/* strtod skips leading but not trailing blanks */
		len = n;
		while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t'))
			s[--len] = '\0';
		w = strtod(s, NULL);
		if (isinf(w) && !strpbrk(s, "iI"))
			CHECK(st == NUM_OVERFLOW);
		else
			CHECK(st == NUM_OK && (isnan(w) ? isnan(v) :
			      memcmp(&v, &w, sizeof v) == 0));
	}
	if (st == NUM_OK) {
		/* shortest form, then each printf form: all must read back */
		len = num_shortest(v, out);
		CHECK(len < sizeof out);
		out[len] = '\0';
		CHECK(num_parse(out, len, &w) == NUM_OK);
		CHECK(isnan(v) ? isnan(w) : memcmp(&v, &w, sizeof v) == 0);
		num_fmt.mode = n & 1 ? FMT_PREC : FMT_FIXED;
		num_fmt.digits = (int)(n % 17) + (n & 1);
		len = num_write(v, out);
		CHECK(len < sizeof out);
		out[len] = '\0';
		/* -p 3 of 1.7976931348623157e308 rounds up past the largest
		 * double: that reads back as too large, not as garbage */
		st = num_parse(out, len, &w);
		CHECK(st == NUM_OK || (st == NUM_OVERFLOW && fabs(v) > 1e307));
	}
	free(s);
}

static void fuzz_literal(const uint8_t *d, size_t n)
{
	const uint8_t *nul = memchr(d, '\0', n);
	char *op;

	if (nul)
		n = (size_t)(nul - d);
	op = malloc(n + 3);
	op[0] = '[';
	memcpy(op + 1, d, n);
	op[n + 1] = ']';
	op[n + 2] = '\0';
	read_all(op, ALLOW_ALL);
	free(op);
}

static const struct { const char *name; int (*run)(int, char **); } cmds[] = {
	{ "scores", cmd_scores }, { "weights", cmd_weights },
	{ "apply", cmd_apply }, { "topk", cmd_topk }, { "rank", cmd_rank },
	{ "attend", cmd_attend }, { "check", cmd_check },
	{ "project", cmd_project }, { "grad", cmd_grad },
	{ "rope", cmd_rope }, { "merge", cmd_merge },
	{ "norm", cmd_norm }, { "completion", cmd_completion },
	/* the bytes below 13 of the seeds keep their commands */
	{ "cast", cmd_cast },
};

/* attn completion's table of the commands, which attn has in main.c, left
 * out here: this harness's own. */
const struct cmd *attn_commands(size_t *n)
{
	static struct cmd t[sizeof cmds / sizeof *cmds];
	size_t i;

	*n = sizeof cmds / sizeof *cmds;
	for (i = 0; i < *n; i++)
		t[i] = (struct cmd){ cmds[i].name, cmds[i].run, "" };
	return t;
}

/* Arguments that would write a file (-o) or end the process (--help) are
 * left to the golden cases, and so are paths outside the scratch folder. */
static bool harmless(const char *a)
{
	size_t k;

	if (strchr(a, '/'))
		return false;
	if (a[0] == '-' && a[1] == '-') {
		k = strcspn(a + 2, "=");
		if (k > 0 && (strncmp(a + 2, "output", k) == 0 ||
			      strncmp(a + 2, "help", k) == 0))
			return false;
	} else if (a[0] == '-' && strpbrk(a, "oh")) {
		return false;
	}
	return true;
}

/* Run the command: a normal return must leave nothing allocated. */
static void run_command(int which, int argc, char **argv, const uint8_t *in,
			size_t inn)
{
	static char dummy0[] = "x";
	char *dummy[] = { dummy0, NULL };
	jmp_buf jb;
	int st;

	/* optind = 0 makes glibc's getopt forget a cluster an error cut
	 * short in the previous input. */
	optind = 0;
	opterr = 0;
	getopt(1, dummy, "");
	in_p = in;
	in_n = inn;
	attn_fuzz_exit = &jb;
	if ((st = setjmp(jb)) == 0) {
		st = cmds[which].run(argc, argv);
		CHECK(st == 0 || (st == 1 && cmds[which].run == cmd_check));
		CHECK(nlive == 0 && nparsers == 0 && nfds == 0);
	} else {
		CHECK(st - 1 == 1 || st - 1 == 2);
		release();
	}
	attn_fuzz_exit = NULL;
}

static void fuzz_command(const uint8_t *d, size_t n)
{
	char *buf, *args[40], *p, *end;
	int argc = 0, which;
	const uint8_t *in = NULL;
	size_t inn = 0;

	if (n < 1)
		return;
	which = d[0] % (sizeof cmds / sizeof *cmds);
	buf = malloc(n);
	memcpy(buf, d + 1, n - 1);
	buf[n - 1] = '\0';
	end = buf + n - 1;
	args[argc++] = (char *)cmds[which].name;
	for (p = buf; p < end && argc < 39; p += strlen(p) + 1) {
		if (*p == '\0') {	/* an empty argument: stdin follows */
			in = d + 1 + (p + 1 - buf);
			inn = (size_t)(end - p - 1);
			break;
		}
		if (!harmless(p))
			goto out;
		args[argc++] = p;
	}
	args[argc] = NULL;
	chunk = (n & 15) + 1;
	run_command(which, argc, args, in, inn);
out:
	free(buf);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	static const char *files[][2] = {
		{ "K", "1,0\n0,1\n1,1\n" }, { "V", "1,2\n3,4\n5,6\n" },
		{ "Q", "1,0\n0.5,-2\n" }, { "M", "1,0,1\n0,1,1\n" },
		{ "B", "0,-inf,1\n2,0,-inf\n" }, { "E", "1,2\n3,4\n" },
		{ "W", "0.5,0.25,0.25\n1,0,0\n" }, { "Z", "" },
		{ "S", "0\n0\n-1\n" }, { "L", "0.5\n-1\n" },
		/* merge's parts (O, then an LSE) and a sink per head */
		{ "P", "1,2,0.5\n3,4,-inf\n" }, { "R", "nan,0,-inf\n-1,2,3\n" },
		{ "N", "0.5\n" },
		/* parts with notes, for a note to meet another: keys of
		 * their own, and keys whose sum passes 2^53 */
		{ "T", "# attn lse: heads=1 keys=2 sinks=none "
		  "masked-rows=uniform\n1,2,-inf\n3,4,0.5\n" },
		{ "U", "# attn lse: heads=1 keys=9007199254740991 sinks=none "
		  "masked-rows=uniform\n5,6,-inf\n7,8,-1\n" },
	};
	const char *tmp = getenv("TMPDIR");
	char dir[4096];
	size_t i;
	int fd;

	(void)argc;
	(void)argv;
	/* The commands read stdin when given no operand: never the
	 * terminal.  Files named in arguments are these, in a scratch
	 * folder that stays for the whole run. */
	if ((fd = open("/dev/null", O_RDWR)) >= 0) {
		dup2(fd, 0);
		dup2(fd, 1);
		close(fd);
	}
	snprintf(dir, sizeof dir, "%s/attn-fuzz.XXXXXX", tmp ? tmp : "/tmp");
	if (!mkdtemp(dir) || chdir(dir) != 0)
		abort();
	for (i = 0; i < sizeof files / sizeof *files; i++) {
		FILE *f = fopen(files[i][0], "w");

		if (!f)
			abort();
		fputs(files[i][1], f);
		fclose(f);
	}
	mkdir("D", 0755);
	if (regcomp(&grammar, "^[ \t]*[+-]?(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)"
		    "([eE][+-]?[0-9]+)?|[iI][nN][fF]([iI][nN][iI][tT][yY])?|"
		    "[nN][aA][nN])[ \t]*$", REG_EXTENDED | REG_NOSUB) != 0)
		abort();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n)
{
	if (n < 1)
		return 0;
	reset();
	chunk = SIZE_MAX;
	if ((d[0] & 7) == 4) {
		fuzz_tensor(d + 1, n - 1);
		return 0;
	}
	switch (d[0] & 3) {
	case 0: fuzz_reader(d + 1, n - 1); break;
	case 1: fuzz_number(d + 1, n - 1); break;
	case 2: fuzz_literal(d + 1, n - 1); break;
	case 3: fuzz_command(d + 1, n - 1); break;
	}
	return 0;
}
