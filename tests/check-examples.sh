#!/bin/sh
# check-examples.sh - examples/ works as its README says.
#
# Every "$ command" in an examples/README.md code block is run (with bash,
# in a copy of examples/, stdout and stderr together) and must print the
# lines that follow it; `echo $?` prints the status of the command before.
# Then the Makefile: make check passes on its own, make builds every
# target, a second make has nothing to do, and the top-level `make demo`
# command prints the first lesson's weights.  What the makes leave there
# (grading's and kernel-check's too), git ignores, and make clean removes.  examples/grading grades its students as its
# expected-grades.csv says, and its answers are what its answers.py writes;
# examples/kernel-check's verdicts are its expected.txt, and its kernels'
# output what kernel.py and model.py write; examples/fa3-numerics's seven
# RMSEs are each within 25 % of the FlashAttention-3 paper's.
. "$(dirname "$0")/lib/check.sh"
unset MAKEFLAGS MFLAGS MAKELEVEL	# run as a make of its own, even under make check
scratch examples

# `attn` on PATH is $ATTN, whatever it holds (valgrind ./attn, say).
mkdir "$tmp/bin"
printf '#!/bin/sh\nexec %s "$@"\n' "$ATTN" >"$tmp/bin/attn"
chmod +x "$tmp/bin/attn"
cp -R "$top/examples" "$tmp/ex"
rm -f "$tmp/ex/lesson1/S.csv" "$tmp/ex/lesson1/A.csv" "$tmp/ex/lesson2/"[SAO]*.csv

# The walkthrough: a script that echoes each command and runs it, and the
# text the README shows for it.
awk -v q="'" '
	function esc(s) { gsub(q, q "\\" q q, s); return s }
	/^    \$ / { cmd = substr($0, 7); inblock = 1
		print "printf \"%s\\n\" " q "$ " esc(cmd) q >script
		if (cmd == "echo $?") print "echo $st" >script
		else print cmd " 2>&1; st=$?" >script
		print "$ " cmd >want; next }
	inblock && /^    / { print substr($0, 5) >want; next }
	{ inblock = 0 }
' script="$tmp/readme.sh" want="$tmp/readme.want" "$top/examples/README.md"
(cd "$tmp/ex" && PATH="$tmp/bin:$PATH" bash "$tmp/readme.sh" >"$tmp/readme.got" 2>&1)
if [ -s "$tmp/readme.want" ] && cmp -s "$tmp/readme.want" "$tmp/readme.got"; then
	ok
else
	bad "examples/README.md: what the commands print"
	diff -u "$tmp/readme.want" "$tmp/readme.got" | sed -n '3,40p' | sed 's/^/    /'
fi

# make check first, as a reader might; then make builds the rest
files_under "$tmp/ex" >"$tmp/before"
if (cd "$tmp/ex" && make -s check ATTN="$ATTN" >"$tmp/check.out" 2>&1); then ok
else bad "make check in examples/"; sed 's/^/    /' "$tmp/check.out"; fi
if (cd "$tmp/ex" && make -s ATTN="$ATTN" >"$tmp/make.out" 2>&1); then ok
else bad "make in examples/"; sed 's/^/    /' "$tmp/make.out"; fi
for f in lesson1/S.csv lesson1/A.csv lesson2/S.csv lesson2/A.csv lesson2/O.csv \
    lesson2/O-attend.csv lesson2/O-causal.csv; do
	if [ -s "$tmp/ex/$f" ]; then ok; else bad "make did not build $f"; fi
done
if (cd "$tmp/ex" && make -q ATTN="$ATTN"); then ok
else bad "a second make in examples/ has work to do"; fi
if (cd "$tmp/ex" && make -s mistake ATTN="$ATTN" 2>/dev/null) |
    grep -q '^2 of 4 cells differ'; then ok
else bad "make mistake in examples/ shows two differing cells"; fi

# The grading example: a report and a grade per student, as the teacher
# transcribed them, and the answers are what answers.py writes.
if (cd "$tmp/ex/grading" && make -s check ATTN="$ATTN" >"$tmp/grade.out" 2>&1) &&
    grep -qx 'every grade as the teacher has it' "$tmp/grade.out"; then ok
else bad "make check in examples/grading"; sed 's/^/    /' "$tmp/grade.out"; fi
if (cd "$tmp/ex/grading" && make -q ATTN="$ATTN"); then ok
else bad "a second make in examples/grading has work to do"; fi
if [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import numpy' 2>/dev/null; then
	mkdir "$tmp/answers" && cp "$top/examples/grading/answers.py" "$tmp/answers/"
	/usr/bin/python3 "$tmp/answers/answers.py"
	for f in Q.csv K.csv expected-grades.csv $(cd "$top/examples/grading" &&
	    ls answers/*.csv); do
		if cmp -s "$tmp/answers/$f" "$top/examples/grading/$f"; then ok
		else bad "examples/grading/$f is not what answers.py writes"; fi
	done
fi

# The kernel check: what attn says of three kernels PyTorch ran in bf16 is
# its expected transcript, and PyTorch writes the kernels' output again
# byte for byte.
if (cd "$tmp/ex/kernel-check" && make -s check ATTN="$ATTN" >"$tmp/kernel.out" 2>&1); then ok
else bad "make check in examples/kernel-check"; sed 's/^/    /' "$tmp/kernel.out"; fi
if (cd "$tmp/ex/kernel-check" && make -q ATTN="$ATTN"); then ok
else bad "a second make in examples/kernel-check has work to do"; fi
if [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import torch' 2>/dev/null; then
	mkdir "$tmp/kernel"
	/usr/bin/python3 "$top/examples/kernel-check/kernel.py" "$tmp/kernel"
	for f in Q K V torch-math flash flash-no-rescale; do
		if cmp -s "$tmp/kernel/$f.csv" "$top/examples/kernel-check/$f.csv"; then ok
		else bad "examples/kernel-check/$f.csv is not what kernel.py writes"; fi
	done
	/usr/bin/python3 "$top/examples/kernel-check/model.py" \
	    "$tmp/kernel/small.safetensors" 256 4 16
	if cmp -s "$tmp/kernel/small.safetensors" \
	    "$top/examples/kernel-check/small.safetensors"; then ok
	else bad "examples/kernel-check/small.safetensors is not what model.py writes"; fi
fi

# FlashAttention-3's error table: every row within 25 % of the paper's
# figure, at sequence length 6144, three quarters of the paper's 8192
# and a little over half its time (numpy writes the inputs; the README
# gives both tables).  Under the sanitizers' sample (CHECK_SAMPLE=1) the
# table at sequence length 256, its seven rows made: the recipes' code is
# what they watch, and the paper's figures need the length, 50 s there.
if [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import numpy' 2>/dev/null; then
	if [ "${CHECK_SAMPLE:-0}" = 1 ]; then
		if (cd "$tmp/ex/fa3-numerics" &&
		    make -s table.txt SEQ=256 ATTN="$ATTN" >"$tmp/fa3.out" 2>&1) &&
		    [ "$(wc -l <"$tmp/ex/fa3-numerics/table.txt")" = 8 ]; then ok
		else bad "make table.txt in examples/fa3-numerics"; sed 's/^/    /' "$tmp/fa3.out"; fi
	elif (cd "$tmp/ex/fa3-numerics" &&
	    make -s check SEQ=6144 ATTN="$ATTN" >"$tmp/fa3.out" 2>&1) &&
	    grep -qx "all 7 rows within 25 % of the paper's" "$tmp/fa3.out"; then ok
	else bad "make check in examples/fa3-numerics"; sed 's/^/    /' "$tmp/fa3.out"; fi
fi

# What the makes above made in examples/, examples/grading,
# examples/kernel-check and examples/fa3-numerics, git ignores; make
# clean removes it.
left_behind "examples/: make and make check" "$tmp/ex" examples "$tmp/before"
for d in . grading kernel-check fa3-numerics; do
	(cd "$tmp/ex/$d" && make -s clean >/dev/null 2>&1)
done
left=$(files_under "$tmp/ex" | LC_ALL=C comm -13 "$tmp/before" - |
    grep -v __pycache__)
if [ -z "$left" ]; then ok
else bad "make clean in examples/ leaves" $left; fi

# The top-level make demo runs exactly this.
make -s -C "$tmp/ex" demo ATTN="$ATTN" >"$tmp/demo.out" 2>&1
if grep -qx '0.5,0.5' "$tmp/demo.out" && grep -qx '0.804,0.196' "$tmp/demo.out" &&
    grep -qx '1.339523,0.660477' "$tmp/demo.out"; then ok
else bad "make demo prints the lessons' numbers"; sed 's/^/    /' "$tmp/demo.out"; fi
finish
