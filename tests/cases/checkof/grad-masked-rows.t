how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  Row 1 keeps no key: its weights 1/3 each reach dV.
  The answer: tests/gen/checkof.py's numpy masked-row-uniform, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt v --mask M.csv answer.csv -p 6
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
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  0.2933,0.7912,0.4307
  -0.0221,0.5111,1.0170
  0.2288,0.9478,-0.1978
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected 0.626594, got 0.2933, difference 0.333294
  row 0, column 1: expected 0.124527, got 0.7912, difference 0.666673
  row 0, column 2: expected 0.347399, got 0.4307, difference 0.0833007
  row 1, column 0: expected 0.31123, got -0.0221, difference 0.33333
  row 1, column 1: expected -0.155615, got 0.5111, difference 0.666715
  row 1, column 2: expected 0.933689, got 1.017, difference 0.083311
  row 2, column 0: expected 0.562177, got 0.2288, difference 0.333377
  row 2, column 1: expected 0.281088, got 0.9478, difference 0.666712
  row 2, column 2: expected -0.281088, got -0.1978, difference 0.0832883
  9 of 9 cells differ (largest difference 0.666715 at row 1, column 1)
  likely mistake (mask-finite): the masked scores were set to -1e9, not -inf: the row with every key masked came out uniform
  likely mistake (masked-row-uniform): the row with every key masked came out uniform, 1/3 each (as JAX has it), not 0 as --masked-rows zero has it
status 1
