/* completion.c - attn completion bash|zsh|fish: a script that completes
 * attn's commands, their options and the options' values in that shell,
 * made from the tables themselves (main.c's commands, each command's
 * options with their kinds of value, options.h), so that it offers what
 * the attn that wrote it takes. */
#include <setjmp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/err.h"
#include "base/text.h"
#include "cmd/cmd.h"
#include "cmd/groups.h"
#include "cmd/options.h"
#include "io/output.h"

#define SHELLS "bash|zsh|fish"

static const char intro[] =
"usage: attn completion bash|zsh|fish\n"
"\n"
"A script that completes attn's commands, options and their values\n"
"(files, and the words such as --wrt's) in that shell; make install puts\n"
"each where its shell looks.  Or, for the shell at hand:\n"
"  . <(attn completion bash)         in ~/.bashrc\n"
"  source <(attn completion zsh)     in ~/.zshrc, after compinit\n"
"  attn completion fish | source     in ~/.config/fish/config.fish\n"
"\n";

static const struct opt opts[] = {
	OPT_GROUP(opt_output),
	OPT_GROUP(opt_h),
	OPT_END
};

static const struct cmd_spec spec = { "completion", intro, opts, NULL,
				      SHELLS };

/* What a value is, for a shell. */
enum kind { K_NONE, K_FILE, K_WORDS, K_TEXT };

struct item {
	const char *name;	/* long */
	int key;		/* short, when below 0x100 */
	enum kind kind;
	const char *words;	/* K_WORDS: "a|b" */
	bool optional;		/* --name[=VALUE] */
	const char *arg, *help;	/* help: its first line */
	size_t helplen;
};

struct command {
	const char *name, *summary;
	struct item *it;
	size_t n;
	enum kind operands;
	const char *words;
	const struct cmd_spec *spec;
};

/* What option O's value is: its key's first entry's (an alias's is its
 * twin's, whose key it shares). */
static enum kind kind_of(const struct cmd_spec *spec, const struct opt *o)
{
	const struct opt *first = opt_find(spec, o->key);

	if (!o->arg)
		return K_NONE;
	switch (first ? first->kind : o->kind) {
	case OPT_IN:
	case OPT_INS:
	case OPT_OUT:
		return K_FILE;
	case OPT_WORD:
	case OPT_FORMAT:
		return K_WORDS;
	default:
		return K_TEXT;
	}
}

static void add(void *ctx, const struct opt *o, const char *help)
{
	struct command *c = ctx;
	struct item *it;
	char *h;

	if (!help)	/* an alias: taken, not offered */
		return;
	c->it = xrearray(c->it, c->n + 1, sizeof *c->it);
	it = &c->it[c->n++];
	it->name = o->name;
	it->key = o->key;
	it->kind = kind_of(c->spec, o);
	it->words = it->kind == K_WORDS ? opt_words(opt_find(c->spec, o->key)) :
		    NULL;
	it->optional = o->arg && o->arg[0] == '[';
	it->arg = o->arg;
	/* the first line of the help, whose text lasts for this call */
	it->helplen = strcspn(help, "\n");
	h = xmalloc(it->helplen + 1);
	memcpy(h, help, it->helplen);
	h[it->helplen] = '\0';
	it->help = h;
}

/* The table of command C, handed over by its own run (opt_probe). */
static const struct cmd_spec *probe(const struct cmd *c)
{
	static jmp_buf jb;
	char *argv[] = { (char *)c->name, NULL };
	/* a run may say what its errors exit with before it parses (check's
	 * 2); completion's own failed write is a data error, 1 */
	int status = attn_data_status;

	opt_probed = NULL;
	opt_probe = &jb;
	if (setjmp(jb) == 0)
		c->run(1, argv);
	opt_probe = NULL;
	attn_data_status = status;
	if (!opt_probed)
		fail(NULL, 0, "%s hands over no option table (a bug)", c->name);
	return opt_probed;
}

/* The commands and their options. */
static struct command *commands(size_t *n)
{
	const struct cmd *cmds = attn_commands(n);
	struct command *c = xcalloc(*n, sizeof *c);
	const struct cmd_spec *sp;
	size_t i;

	for (i = 0; i < *n; i++) {
		sp = probe(&cmds[i]);
		c[i].spec = sp;
		c[i].name = cmds[i].name;
		c[i].summary = cmds[i].summary;
		c[i].operands = sp->operands ? K_WORDS : K_FILE;
		c[i].words = sp->operands;
		opt_each(sp, add, &c[i]);
	}
	return c;
}

/* S, N bytes of it, in single quotes for sh and zsh ('\'' for a quote),
 * with ESC's characters after a backslash (zsh's ']' in a description). */
static void quoted(struct text *t, const char *s, size_t n, const char *esc)
{
	size_t i;

	text_put(t, "'");
	for (i = 0; i < n; i++) {
		if (s[i] == '\'')
			text_put(t, "'\\''");
		else if (strchr(esc, s[i]) && s[i])
			text_putn(t, "\\", 1), text_putn(t, s + i, 1);
		else
			text_putn(t, s + i, 1);
	}
	text_put(t, "'");
}

/* WORDS ("a|b") with spaces between them. */
static void spaced(struct text *t, const char *words)
{
	for (; *words; words++)
		text_putn(t, *words == '|' ? " " : words, 1);
}

static void say(struct text *t, const char *s) { text_put(t, s); }

/* --- bash ------------------------------------------------------------- */

static const char bash_head[] =
"# bash completion for attn: its commands, options and their values\n"
"# (files, words), made by `attn completion bash` from attn's own tables.\n"
"# Installed as bash-completion/completions/attn; or: . <(attn completion bash)\n"
"\n";

/* The part of the script that is the same whatever the tables say. */
static const char bash_body[] =
"# _attn_fill KIND CUR: the offers for a value of KIND that starts CUR:\n"
"# f files, \"w WORDS\" or \"o WORDS\" the words, t text to type (none)\n"
"_attn_fill() {\n"
"	case $1 in\n"
"	f)	compopt -o filenames 2>/dev/null\n"
"		mapfile -t COMPREPLY < <(compgen -f -- \"$2\") ;;\n"
"	[wo]\\ *) mapfile -t COMPREPLY < <(compgen -W \"${1#? }\" -- \"$2\") ;;\n"
"	*)	COMPREPLY=() ;;\n"
"	esac\n"
"}\n"
"\n"
"_attn() {\n"
"	local words=() cword=0 cur cmd= at i w glue=0 v\n"
"	# bash splits --name=value at the '='; the words are joined again\n"
"	for ((i = 0; i < ${#COMP_WORDS[@]}; i++)); do\n"
"		w=${COMP_WORDS[i]}\n"
"		if ((glue)); then\n"
"			words[${#words[@]}-1]+=$w glue=0\n"
"		elif [[ $w == = && ${#words[@]} -gt 1 &&\n"
"			${words[${#words[@]}-1]} == --?* ]]; then\n"
"			words[${#words[@]}-1]+=$w glue=1\n"
"		else\n"
"			words+=(\"$w\")\n"
"		fi\n"
"		((i == COMP_CWORD)) && cword=$((${#words[@]} - 1))\n"
"	done\n"
"	cur=${words[cword]}\n"
"	# the command: the first word after attn that is no option\n"
"	for ((at = 1; at < cword; at++)); do\n"
"		[[ ${words[at]} == -* ]] || { cmd=${words[at]}; break; }\n"
"	done\n"
"	if [[ -z $cmd || $cmd == help ]]; then\n"
"		if [[ -n $cmd ]] && ((at + 1 < cword)); then\n"
"			COMPREPLY=()\n"
"		elif [[ -z $cmd && $cur == -* ]]; then\n"
"			_attn_fill \"w --help --version -h -V\" \"$cur\"\n"
"		else\n"
"			_attn_fill \"w $_attn_commands\" \"$cur\"\n"
"		fi\n"
"		return\n"
"	fi\n"
"	# after --, operands alone\n"
"	for ((i = at + 1; i < cword; i++)); do\n"
"		if [[ ${words[i]} == -- ]]; then\n"
"			_attn_fill \"$(_attn_operands \"$cmd\")\" \"$cur\"\n"
"			return\n"
"		fi\n"
"	done\n"
"	if [[ $cur == --*=* ]]; then\n"
"		v=$(_attn_value \"$cmd\" \"${cur%%=*}\")\n"
"		_attn_fill \"$v\" \"${cur#*=}\"\n"
"		# where '=' splits no word, the offer is the whole word\n"
"		if [[ $COMP_WORDBREAKS != *=* ]]; then\n"
"			COMPREPLY=(\"${COMPREPLY[@]/#/${cur%%=*}=}\")\n"
"		fi\n"
"		return\n"
"	fi\n"
"	if ((cword - 1 > at)); then\n"
"		v=$(_attn_value \"$cmd\" \"${words[cword-1]}\")\n"
"		case $v in\n"
"		[fwt]*) _attn_fill \"$v\" \"$cur\"; return ;;\n"
"		esac\n"
"	fi\n"
"	if [[ $cur == -* ]]; then\n"
"		_attn_fill \"w $(_attn_options \"$cmd\")\" \"$cur\"\n"
"	else\n"
"		_attn_fill \"$(_attn_operands \"$cmd\")\" \"$cur\"\n"
"	fi\n"
"}\n"
"complete -F _attn attn\n";

/* "-x|--name" for bash's case, or "--name" alone. */
static void bash_names(struct text *t, const struct item *it)
{
	if (it->key < 0x100) {
		char s[4] = { '-', (char)it->key, '|', 0 };

		say(t, s);
	}
	say(t, "--");
	say(t, it->name);
}

static void bash_value(struct text *t, const struct item *it)
{
	switch (it->kind) {
	case K_FILE:
		say(t, "echo f");
		break;
	case K_WORDS:
		say(t, it->optional ? "echo 'o " : "echo 'w ");
		spaced(t, it->words);
		say(t, "'");
		break;
	default:
		say(t, "echo t");
		break;
	}
}

static void bash(struct text *t, const struct command *c, size_t n)
{
	size_t i, k;

	say(t, bash_head);
	say(t, "_attn_commands='");
	for (i = 0; i < n; i++)
		say(t, c[i].name), say(t, " ");
	say(t, "help'\n\n# _attn_options CMD: its options\n_attn_options() {\n"
	    "\tcase $1 in\n");
	for (i = 0; i < n; i++) {
		say(t, "\t");
		say(t, c[i].name);
		say(t, ") echo '");
		for (k = 0; k < c[i].n; k++) {
			say(t, k ? " --" : "--");
			say(t, c[i].it[k].name);
			if (c[i].it[k].key < 0x100) {
				char s[4] = { ' ', '-', (char)c[i].it[k].key, 0 };

				say(t, s);
			}
		}
		say(t, "' ;;\n");
	}
	say(t, "\tesac\n}\n\n# _attn_value CMD OPTION: what OPTION's value is "
	    "(_attn_fill's KIND),\n# nothing when it takes none\n"
	    "_attn_value() {\n\tcase $1 in\n");
	for (i = 0; i < n; i++) {
		say(t, "\t");
		say(t, c[i].name);
		say(t, ")\n\t\tcase $2 in\n");
		for (k = 0; k < c[i].n; k++) {
			if (c[i].it[k].kind == K_NONE)
				continue;
			say(t, "\t\t");
			bash_names(t, &c[i].it[k]);
			say(t, ") ");
			bash_value(t, &c[i].it[k]);
			say(t, " ;;\n");
		}
		say(t, "\t\tesac ;;\n");
	}
	say(t, "\tesac\n}\n\n# _attn_operands CMD: what its operands are\n"
	    "_attn_operands() {\n\tcase $1 in\n");
	for (i = 0; i < n; i++)
		if (c[i].operands == K_WORDS) {
			say(t, "\t");
			say(t, c[i].name);
			say(t, ") echo 'w ");
			spaced(t, c[i].words);
			say(t, "' ;;\n");
		}
	say(t, "\t*) echo f ;;\n\tesac\n}\n\n");
	say(t, bash_body);
}

/* --- zsh -------------------------------------------------------------- */

static const char zsh_head[] =
"#compdef attn\n"
"# zsh completion for attn: its commands, options and their values\n"
"# (files, words), made by `attn completion zsh` from attn's own tables.\n"
"# Installed as site-functions/_attn on $fpath; or, after compinit:\n"
"#   source <(attn completion zsh)\n"
"\n";

static const char zsh_body[] =
"_attn() {\n"
"	local cmd\n"
"	local -a top=(\n"
"		'(- *)'{-h,--help}'[the commands, or the usage of one]'\n"
"		'(- *)'{-V,--version}'[the version]'\n"
"	)\n"
"	if (( CURRENT == 2 )); then\n"
"		if [[ $words[2] == -* ]]; then\n"
"			_arguments -S : $top\n"
"		else\n"
"			_describe -t commands 'attn command' _attn_commands\n"
"		fi\n"
"		return\n"
"	fi\n"
"	cmd=$words[2]\n"
"	shift words\n"
"	(( CURRENT-- ))\n"
"	case $cmd in\n"
"	help|-h|--help)\n"
"		(( CURRENT == 2 )) &&\n"
"		    _describe -t commands 'attn command' _attn_commands ;;\n"
"	*)\n"
"		if (( $+functions[_attn_$cmd] )); then\n"
"			_attn_$cmd\n"
"		else\n"
"			_files\n"
"		fi ;;\n"
"	esac\n"
"}\n"
"\n"
"if [[ $funcstack[1] == _attn ]]; then\n"
"	_attn \"$@\"\n"
"else\n"
"	compdef _attn attn\n"
"fi\n";

/* One of _arguments' specs: '(-q --query)'{-q+,--query=}'[help]:Q:_files',
 * or '--causal[help]'. */
static void zsh_item(struct text *t, const struct item *it)
{
	const char *eq = it->kind == K_NONE ? "" : it->optional ? "=-" : "=";
	struct text d = { NULL, 0, 0 };
	size_t i;
	char s[16];

	say(t, "\t\t");
	if (it->key < 0x100) {
		snprintf(s, sizeof s, "'(-%c --", it->key);
		say(t, s);
		say(t, it->name);
		snprintf(s, sizeof s, ")'{-%c%s,--", it->key,
			 it->kind == K_NONE ? "" : "+");
		say(t, s);
		say(t, it->name);
		say(t, eq);
		say(t, "}");
	} else {
		say(&d, "--");
		say(&d, it->name);
		say(&d, eq);
	}
	say(&d, "[");
	for (i = 0; i < it->helplen; i++) {
		if (strchr("[]\\", it->help[i]))
			say(&d, "\\");
		text_putn(&d, it->help + i, 1);
	}
	say(&d, "]");
	if (it->kind != K_NONE) {
		say(&d, it->optional ? "::" : ":");
		say(&d, it->optional ? "WHEN" : it->arg);
		say(&d, it->kind == K_FILE ? ":_files" : ":");
		if (it->kind == K_WORDS) {
			say(&d, "(");
			spaced(&d, it->words);
			say(&d, ")");
		} else if (it->kind == K_TEXT) {
			say(&d, " ");
		}
	}
	quoted(t, d.s, d.len, "");
	text_free(&d);
	say(t, " \\\n");
}

static void zsh(struct text *t, const struct command *c, size_t n)
{
	size_t i, k;

	say(t, zsh_head);
	say(t, "_attn_commands=(\n");
	for (i = 0; i < n; i++) {
		say(t, "\t");
		text_put(t, "'");
		say(t, c[i].name);
		say(t, ":'");
		quoted(t, c[i].summary, strlen(c[i].summary), "");
		say(t, "\n");
	}
	say(t, "\t'help:the usage of a command'\n)\n\n");
	for (i = 0; i < n; i++) {
		say(t, "_attn_");
		say(t, c[i].name);
		say(t, "() {\n\t_arguments -s -S : \\\n");
		for (k = 0; k < c[i].n; k++)
			zsh_item(t, &c[i].it[k]);
		if (c[i].operands == K_WORDS) {
			say(t, "\t\t'1:operand:(");
			spaced(t, c[i].words);
			say(t, ")'\n}\n\n");
		} else {
			say(t, "\t\t'*:file:_files'\n}\n\n");
		}
	}
	say(t, zsh_body);
}

/* --- fish ------------------------------------------------------------- */

static const char fish_head[] =
"# fish completion for attn: its commands, options and their values\n"
"# (files, words), made by `attn completion fish` from attn's own tables.\n"
"# Installed in fish's completions; or: attn completion fish | source\n"
"\n"
"# the command on the line: the first word after attn that is no option\n"
"function __attn_command\n"
"	for w in (commandline -opc)[2..-1]\n"
"		string match -q -- '-*' $w; and continue\n"
"		echo $w\n"
"		return 0\n"
"	end\n"
"	return 1\n"
"end\n"
"\n"
"# the word at the cursor is an option\n"
"function __attn_option\n"
"	string match -q -- '-*' (commandline -ct)\n"
"end\n"
"\n"
"function __attn_is\n"
"	set -l c (__attn_command)\n"
"	test \"$c\" = $argv[1]\n"
"end\n"
"\n"
"complete -c attn -f\n"
"complete -c attn -n 'not __attn_command' -s h -l help "
"-d 'the commands, or the usage of one'\n"
"complete -c attn -n 'not __attn_command' -s V -l version "
"-d 'the version'\n"
"complete -c attn -n 'not __attn_command' -a help "
"-d 'the usage of a command'\n";

/* S, N bytes of it, in single quotes for fish. */
static void fish_quoted(struct text *t, const char *s, size_t n)
{
	size_t i;

	text_put(t, "'");
	for (i = 0; i < n; i++) {
		if (s[i] == '\'' || s[i] == '\\')
			text_put(t, "\\");
		text_putn(t, s + i, 1);
	}
	text_put(t, "'");
}

static void fish_item(struct text *t, const struct command *c,
		      const struct item *it)
{
	char s[8];

	say(t, "complete -c attn -n '__attn_is ");
	say(t, c->name);
	say(t, "'");
	if (it->key < 0x100) {
		snprintf(s, sizeof s, " -s %c", it->key);
		say(t, s);
	}
	say(t, " -l ");
	say(t, it->name);
	switch (it->kind) {
	case K_FILE:
		say(t, " -r -F");
		break;
	case K_WORDS:
		say(t, it->optional ? " -f -a '" : " -x -a '");
		spaced(t, it->words);
		say(t, "'");
		break;
	case K_TEXT:
		say(t, " -x");
		break;
	case K_NONE:
		break;
	}
	say(t, " -d ");
	fish_quoted(t, it->help, it->helplen);
	say(t, "\n");
}

static void fish(struct text *t, const struct command *c, size_t n)
{
	size_t i, k;

	say(t, fish_head);
	for (i = 0; i < n; i++) {
		say(t, "complete -c attn -n 'not __attn_command; or __attn_is "
		    "help' -a ");
		say(t, c[i].name);
		say(t, " -d ");
		fish_quoted(t, c[i].summary, strlen(c[i].summary));
		say(t, "\n");
	}
	for (i = 0; i < n; i++) {
		say(t, "\n");
		for (k = 0; k < c[i].n; k++)
			fish_item(t, &c[i], &c[i].it[k]);
		/* operands, where the word is no option */
		say(t, "complete -c attn -n '__attn_is ");
		say(t, c[i].name);
		say(t, "; and not __attn_option'");
		if (c[i].operands == K_WORDS) {
			say(t, " -a '");
			spaced(t, c[i].words);
			say(t, "'\n");
		} else {
			say(t, " -F\n");
		}
	}
}

int cmd_completion(int argc, char **argv)
{
	/* in statics, so that an error exit leaves them reachable */
	static struct command *c;
	static struct text t;
	struct args a;
	const char *shell;
	size_t n, i, k;

	opt_parse(&spec, argc, argv, &a, NULL, NULL);
	if (a.argc == 0)
		usage_fail("missing the shell, bash, zsh or fish");
	shell = a.argv[0];
	no_more_operands(a.argc - 1, a.argv + 1);
	if (strcmp(shell, "bash") != 0 && strcmp(shell, "zsh") != 0 &&
	    strcmp(shell, "fish") != 0)
		usage_fail("completion is for bash, zsh or fish, not '%s'",
			   shell);
	c = commands(&n);
	t = (struct text){ NULL, 0, 0 };
	if (shell[0] == 'b')
		bash(&t, c, n);
	else if (shell[0] == 'z')
		zsh(&t, c, n);
	else
		fish(&t, c, n);
	out_open(a.out.last, false);
	out_str(t.s);
	out_close();
	text_free(&t);
	for (i = 0; i < n; i++) {
		for (k = 0; k < c[i].n; k++)
			free((char *)c[i].it[k].help);
		free(c[i].it);
	}
	free(c);
	c = NULL;
	return 0;
}
