how
  A shape mismatch returned from check without freeing both matrices; the
  fuzz harness found it.  The output is plain; the leak shows under
  make SANITIZE=1 check (LeakSanitizer) and tests/valgrind.sh.
cmd
  $ATTN check E.csv '[1,2,3]'
file E.csv
  1,2
stdout
  shapes differ: expected 1x2, got 1x3
status 1
