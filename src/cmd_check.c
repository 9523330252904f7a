/* cmd_check.c - compare two matrices within a tolerance, numpy.isclose
 * style, and say where they differ.  Exit status as diff(1) has it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "matrix.h"
#include "number.h"
#include "output.h"
#include "util.h"

static const char usage[] =
"usage: attn check [options] EXPECTED [ACTUAL]\n"
"\n"
"Compare ACTUAL (default stdin) with EXPECTED cell by cell: a cell is\n"
"close when |got - expected| <= atol + rtol * |expected|.  nan equals nan;\n"
"infinities equal when of the same sign.  One line per differing cell,\n"
"then a summary.  Exit 0: all close; 1: cells or shapes differ; 2: trouble.\n"
"\n"
"      --atol A         absolute tolerance (default 1e-8)\n"
"      --rtol R         relative tolerance (default 1e-5)\n"
"      --one-based      rows and columns counted from 1\n"
"  -d, --delimiter C    field separator (default ','; \\t for tab)\n"
"  -H, --header         skip the first row of every CSV input\n"
"  -p, --precision N    N significant digits in the report\n"
"      --fixed N        N digits after the point\n"
"  -o, --output FILE    write the report to FILE atomically\n"
"  -u, --unbuffered     flush every line\n"
"  -h, --help           this text\n"
"\n"
"Operands are files, - for stdin, or literals such as '[1,0;0,1]':\n"
"  attn scores -q Q.csv -k K.csv | attn check my-answer.csv --atol 1e-3\n";

static double tolerance(const char *opt, const char *arg)
{
	double v = num_option(opt, arg);

	if (v < 0)
		usage_fail("%s must be >= 0, not '%s'", opt, arg);
	return v;
}

/* nan is the largest difference of all. */
static bool bigger(double d, double than)
{
	return isnan(d) ? !isnan(than) : !isnan(than) && d > than;
}

static void say(const char *s, double x)
{
	out_str(s);
	out_num(x);
}

int cmd_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "atol", required_argument, NULL, OPT_ATOL },
		{ "rtol", required_argument, NULL, OPT_RTOL },
		{ "one-based", no_argument, NULL, OPT_ONE_BASED },
		COMMON_LONGOPTS, { NULL, 0, NULL, 0 }
	};
	struct common co = { NULL, false };
	double atol = 1e-8, rtol = 1e-5, worst = 0, nearest = 0;
	size_t i, cells, differ = 0, wi = 0, base = 0;
	const char *epath, *apath = "-";
	struct matrix E, A;
	char line[96], sum[2 * NUM_BUFSZ + 128];
	size_t k;
	int c;

	cmd_begin("check");
	attn_data_status = 2;
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS, longopts,
				NULL)) != -1) {
		if (c == OPT_ATOL)
			atol = tolerance("--atol", optarg);
		else if (c == OPT_RTOL)
			rtol = tolerance("--rtol", optarg);
		else if (c == OPT_ONE_BASED)
			base = 1;
		else
			common_option(&co, c, optarg, argv, usage);
	}
	argc -= optind;
	argv += optind;
	if (argc == 0)
		usage_fail("missing EXPECTED, the matrix to compare with");
	epath = *argv++, argc--;
	if (argc > 0)
		apath = *argv++, argc--;
	no_more_operands(argc, argv);
	one_stdin((const char *[]){ epath, apath }, 2);

	E = mat_load(epath, "EXPECTED", ALLOW_ALL | SAY_ROLE, true);
	A = mat_load(apath, "ACTUAL", ALLOW_ALL | SAY_ROLE, true);
	out_open(co.output, co.unbuffered);
	if (E.rows != A.rows || (E.rows && E.cols != A.cols)) {
		snprintf(sum, sizeof sum, "shapes differ: expected %zux%zu, "
			 "got %zux%zu", E.rows, E.cols, A.rows, A.cols);
		out_pipe_status(1);
		differ = 1;
		cells = 0;
	} else {
		cells = E.rows * E.cols;
	}
	for (i = 0; i < cells; i++) {
		double b = E.v[i], a = A.v[i], diff = fabs(a - b);
		bool close;

		if (isnan(a) || isnan(b))
			close = isnan(a) && isnan(b), diff = close ? 0 : NAN;
		else if (isinf(a) || isinf(b))
			close = a == b, diff = close ? 0 : INFINITY;
		else
			close = diff <= atol + rtol * fabs(b);
		if (close) {
			if (diff > nearest)
				nearest = diff;
			continue;
		}
		if (!differ)
			out_pipe_status(1);
		if (!differ++ || bigger(diff, worst))
			worst = diff, wi = i;
		snprintf(line, sizeof line, "row %zu, column %zu: ",
			 i / E.cols + base, i % E.cols + base);
		out_str(line);
		say("expected ", b);
		say(", got ", a);
		say(", difference ", diff);
		out_eol();
	}
	if (cells && differ) {
		k = (size_t)snprintf(sum, sizeof sum, "%zu of %zu cells differ "
				     "(largest difference ", differ, cells);
		k += num_write(worst, sum + k);
		snprintf(sum + k, sizeof sum - k, " at row %zu, column %zu)",
			 wi / E.cols + base, wi % E.cols + base);
	} else if (!differ) {
		k = (size_t)snprintf(sum, sizeof sum, "all %zu cells close "
				     "(largest difference ", cells);
		k += num_write(nearest, sum + k);
		snprintf(sum + k, sizeof sum - k, ")");
	}
	out_str(sum);
	out_eol();
	/* Cells or shapes differ: the command failed, and -o FILE is not
	 * made; a line on stderr says why, for a make log. */
	if (!differ)
		out_close();
	else if (out_abandon())
		notice(co.output, "not made: %s", sum);
	mat_free(&E);
	mat_free(&A);
	return differ ? 1 : 0;
}
