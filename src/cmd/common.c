/* common.c - the options every subcommand shares. */
#include "cmd/cmd.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/matrix.h"
#include "io/number.h"
#include "io/output.h"
#include "base/err.h"
#include "base/quote.h"

void cmd_begin(const char *name)
{
	attn_cmd = name;
	optind = 1;
	opterr = 0;
}

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
	double v;

	if (num_parse(arg, strlen(arg), &v) != NUM_OK || !isfinite(v))
		usage_fail("%s takes a finite number, not '%s'", opt, arg);
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

bool common_option(struct common *co, int c, const char *arg, char **argv,
		   const char *usage)
{
	const char *bad;

	switch (c) {
	case 'd':
		delimiter(arg);
		break;
	case 'H':
		csv_opts.header = true;
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
		co->output = arg;
		break;
	case 'u':
		co->unbuffered = true;
		break;
	case 'h':
		out_str(usage);
		out_close();
		exit(0);
	case ':':
		/* a long option's optopt is its value, often a letter: name it
		 * as it was typed ("--keys"), not as its short twin ("-k") */
		bad = argv[optind - 1];
		if (strncmp(bad, "--", 2) != 0 && optopt > 0 && optopt < 0x100)
			usage_fail("option '-%c' needs a value", optopt);
		usage_fail("option '%s' needs a value", bad);
	case '?':
		bad = argv[optind - 1];
		if (strncmp(bad, "--", 2) != 0 && optopt > 0 && optopt < 0x100)
			usage_fail("unknown option '-%c'", optopt);
		if (optopt && strchr(bad, '='))
			usage_fail("option '%.*s' takes no value",
				   (int)strcspn(bad, "="), bad);
		usage_fail("unknown option '%.*s'", (int)strcspn(bad, "="), bad);
	default:
		return false;
	}
	return true;
}

void no_more_operands(int argc, char **argv)
{
	if (argc > 0)
		usage_fail("unexpected operand '%s'", argv[0]);
}

const char *sole_operand(int argc, char **argv)
{
	argc -= optind;
	argv += optind;
	no_more_operands(argc - (argc > 0), argv + (argc > 0));
	return argc > 0 ? argv[0] : "-";
}
