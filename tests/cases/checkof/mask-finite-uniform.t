how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Row 1 keeps no key: with -1e9 it comes out uniform, as --masked-rows uniform would have it, so both are named.
  The answer: tests/gen/checkof.py's numpy mask-finite, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --mask M.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file M.csv
  1,0,1
  0,0,0
  1,1,0
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.4378,0.0000,0.5622
  0.3333,0.3333,0.3333
  0.3775,0.6225,0.0000
stdout
  row 1, column 0: expected 0, got 0.3333, difference 0.3333
  row 1, column 1: expected 0, got 0.3333, difference 0.3333
  row 1, column 2: expected 0, got 0.3333, difference 0.3333
  3 of 9 cells differ (largest difference 0.3333 at row 1, column 0)
  likely mistake (mask-finite): the masked scores were set to -1e9, not -inf: the row with every key masked came out uniform
  likely mistake (masked-row-uniform): the row with every key masked came out uniform, 1/3 each (as JAX has it), not 0 as --masked-rows zero has it
status 1
