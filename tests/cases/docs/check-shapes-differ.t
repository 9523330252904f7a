how
  A 1x2 EXPECTED against a 2x2 ACTUAL: attn check prints both shapes and
  exits 1 (attn-check(1): "shapes differ: expected RxC, got RxC").
  Under `make SANITIZE=1 check` this case also caught both matrices
  leaking on that early return.
cmd
  $ATTN check '[1,2]' '[1,2;3,4]'
stdout
  shapes differ: expected 1x2, got 2x2
status 1
