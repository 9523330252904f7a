how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy mask-after-softmax, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3460,0.0000,0.0000
  0.7307,0.2093,0.0000
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 1, got 0.346, difference 0.654
  row 1, column 0: expected 0.7773, got 0.7307, difference 0.0465999
  row 1, column 1: expected 0.2227, got 0.2093, difference 0.0134001
  3 of 9 cells differ (largest difference 0.654 at row 0, column 0)
  likely mistake (mask-after-softmax): the softmax ran over all 3 keys of each row, then the masked weights were set to 0 without renormalising
status 1
