how
  A Makefile rule whose command fails half way.  With -o, make finds no
  target afterwards and runs the rule again next time; with a shell
  redirection (the B.csv rule) a half-written B.csv stays behind and the
  next make calls it up to date.
cmd
  unset MAKEFLAGS MFLAGS MAKELEVEL; make -s ATTN="$ATTN" A.csv 2>&1 | grep '^attn'; make -s ATTN="$ATTN" B.csv 2>&1 | grep '^attn'; echo "after a failed rule: $(ls -a | grep -c 'A\.csv') files named like A.csv, $(ls -a | grep -c 'B\.csv') named like B.csv"; echo "the second make runs the A.csv rule again and calls B.csv up to date:"; make -s ATTN="$ATTN" A.csv B.csv 2>&1 | grep "^attn"
file Makefile
  # -o: the target appears only when attn succeeds
  A.csv: S.csv
  	$(ATTN) weights S.csv -o $@

  # a redirection leaves a half-written target behind
  B.csv: S.csv
  	$(ATTN) weights S.csv > $@
file S.csv
  0.5,0.5
  1,2
  3,oops
  4,5
stdout
  attn weights: S.csv:3: field 2, 'oops', is not a number
  attn weights: S.csv:3: field 2, 'oops', is not a number
  after a failed rule: 0 files named like A.csv, 1 named like B.csv
  the second make runs the A.csv rule again and calls B.csv up to date:
  attn weights: S.csv:3: field 2, 'oops', is not a number
