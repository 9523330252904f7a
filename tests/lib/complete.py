"""complete.py SHELL SCRIPT DIR < LINES: what SHELL's completion offers.

SHELL is bash, zsh or fish; SCRIPT is attn's completion for it (attn
completion SHELL); DIR is the folder the lines are completed in (its files
are what a file name completes to).  Each line of standard input is typed
as a command line, up to the cursor at its end, and completed once; what
the completion offers is written as one line,

    LINE<TAB>OFFER OFFER ...

the offers sorted, a directory's trailing '/' dropped, a space in one
written '\ ', nothing after the tab when nothing is offered; then, for
bash and zsh, a tab and the line as the TAB left it (what it inserted).

bash and zsh run interactively on a terminal of their own (a pty), each
line typed and TAB pressed, as a user would: bash with bash-completion
loaded, and attn's function called by bash itself with the words it split
the line into; its offers, COMPREPLY, are written to a file by a wrapper.
zsh with compinit, its offers caught in compadd (a wrapper that records
what each call adds after matching, -A, then adds it).  fish answers
`complete -C LINE` itself, in one fish.
"""
import os
import pty
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time

TIMEOUT = 20


def fish(script, lines, where):
    prog = ["source %s" % q(script)]
    for i, line in enumerate(lines):
        prog.append("echo '@@%d'; complete -C %s" % (i, q(line)))
    out = subprocess.run(["fish", "--no-config", "-c", "\n".join(prog)],
                         stdout=subprocess.PIPE, text=True, check=True,
                         cwd=where).stdout
    got, cur = [[] for _ in lines], None
    for l in out.split("\n"):
        if l.startswith("@@"):
            cur = int(l[2:])
        elif l and cur is not None:
            got[cur].append(l.split("\t")[0])
    return got


def q(s):
    return "'" + s.replace("'", "'\\''") + "'"


BASH_INIT = r"""
PS1='$ '; PS2='> '; unset PROMPT_COMMAND HISTFILE
bind 'set bell-style none' 2>/dev/null
bind 'set completion-query-items 100000' 2>/dev/null
bind 'set page-completions off' 2>/dev/null
bind -x '"\C-x\C-l": printf "%%s" "$READLINE_LINE" >%(cap)s.lt; mv %(cap)s.lt %(cap)s.line'
. /usr/share/bash-completion/bash_completion
. %(script)s
_attn_capture() {
	_attn "$@"
	printf '%%s\n' "${COMPREPLY[@]}" >%(cap)s.tmp
	mv %(cap)s.tmp %(cap)s
}
complete -F _attn_capture attn
"""

ZSH_INIT = r"""
PS1='$ '; unset HISTFILE; unsetopt BEEP AUTO_LIST AUTO_MENU; bindkey -e
LISTMAX=100000
fpath=(%(dir)s $fpath)
autoload -Uz compinit && compinit -u -D
compadd() {
	local -a __hits
	if [[ ${(j: :)@} == *-[OAD]\ * ]]; then
		builtin compadd "$@"; return
	fi
	builtin compadd -A __hits "$@"
	print -rl -- $__hits >>%(cap)s.tmp
	builtin compadd "$@"
}
_attn_capture() { : >%(cap)s.tmp; _attn "$@"; mv %(cap)s.tmp %(cap)s }
compdef _attn_capture attn
_attn_line() { print -rn -- $BUFFER >%(cap)s.lt; mv %(cap)s.lt %(cap)s.line }
zle -N _attn_line
bindkey '^X^L' _attn_line
"""


def interactive(shell, script, lines, where):
    own = tempfile.mkdtemp(prefix="attn-complete.")
    cap = os.path.join(own, "cap")
    zdir = os.path.join(own, "zfuncs")
    if shell == "zsh":
        # the script as a function file on fpath, as make install puts it
        os.makedirs(zdir, exist_ok=True)
        with open(script) as f, open(os.path.join(zdir, "_attn"), "w") as o:
            o.write(f.read())
        init = ZSH_INIT % {"dir": zdir, "cap": cap}
        argv = ["zsh", "-f", "-i"]
    else:
        init = BASH_INIT % {"script": script, "cap": cap}
        argv = ["bash", "--norc", "--noprofile", "-i"]
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(where)
        os.environ["TERM"] = "dumb"
        os.environ["COLUMNS"] = "500"
        os.environ["LINES"] = "500"
        os.execvp(argv[0], argv)
    buf = [b""]

    def read_until(mark):
        end = time.time() + TIMEOUT
        while mark not in buf[0]:
            left = end - time.time()
            if left <= 0:
                raise SystemExit("complete.py: %s: no answer (%r); the "
                                 "terminal had:\n%s" % (shell, mark,
                                                        buf[0][-2000:]))
            r, _, _ = select.select([fd], [], [], left)
            if r:
                try:
                    buf[0] += os.read(fd, 65536)
                except OSError:
                    raise SystemExit("complete.py: %s ended" % shell)
        buf[0] = buf[0][buf[0].index(mark) + len(mark):]

    def run(cmd, n):
        # the mark is typed in two pieces, so that only the output has it
        os.write(fd, (cmd + "; echo @@''%d''@@\r" % n).encode())
        read_until(("@@%d@@" % n).encode())

    # the init, as a file sourced
    initfile = os.path.join(own, "init")
    with open(initfile, "w") as f:
        f.write(init)
    run(". %s" % q(initfile), 0)
    got, after = [], []

    def wait_for(path, what):
        end = time.time() + TIMEOUT
        while not os.path.exists(path) and time.time() < end:
            time.sleep(0.005)
        if not os.path.exists(path):
            raise SystemExit("complete.py: %s: no %s for %r"
                             % (shell, what, line))
        with open(path) as f:
            return f.read()
    for i, line in enumerate(lines):
        for p in (cap, cap + ".line"):
            if os.path.exists(p):
                os.unlink(p)
        os.write(fd, line.encode() + b"\t")
        got.append([l for l in wait_for(cap, "completion").split("\n")
                    if l])
        # the line as the TAB left it (^X^L writes it), then killed (^U),
        # then a mark to wait for
        os.write(fd, b"\x18\x0c")
        after.append(wait_for(cap + ".line", "line"))
        os.write(fd, b"\x15")
        run(":", i + 1)
    os.write(fd, b"exit\r")
    os.waitpid(pid, 0)
    shutil.rmtree(own)
    return got, after


def main(argv):
    shell, script, where = argv[1:4]
    lines = [l.rstrip("\n") for l in sys.stdin if l.strip()]
    if shell == "fish":
        got = fish(os.path.abspath(script), lines, where)
        after = [None] * len(lines)
    else:
        got, after = interactive(shell, os.path.abspath(script), lines,
                                 os.path.abspath(where))
    for line, offers, left in zip(lines, got, after):
        # fish offers "--name=value" where bash and zsh offer "value"
        word = line.split(" ")[-1]
        if word.startswith("--") and "=" in word:
            head = word[:word.index("=") + 1]
            offers = [o[len(head):] if o.startswith(head) else o
                      for o in offers]
        if shell == "zsh":
            # zsh's file names come quoted for the line: a\ b.csv
            offers = [re.sub(r"\\(.)", r"\1", o) for o in offers]
        # fish offers "--name=" beside a long option "--name" whose value
        # is optional (heatmap's --color)
        offers = [o for o in offers
                  if not (o.startswith("--") and o.endswith("=") and
                          o[:-1] in offers)]
        offers = sorted({o[:-1] if o.endswith("/") and len(o) > 1 else o
                         for o in offers})
        print("%s\t%s%s" % (line, " ".join(o.replace(" ", "\\ ")
                                           for o in offers),
                             "" if left is None else "\t" + left))


if __name__ == "__main__":
    main(sys.argv)
