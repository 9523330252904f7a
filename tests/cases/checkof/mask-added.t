how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy mask-added, written with %.4f.
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
  0.5898,0.1316,0.2786
  0.7595,0.2176,0.0229
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 1, got 0.5898, difference 0.4102
  row 0, column 1: expected 0, got 0.1316, difference 0.1316
  row 0, column 2: expected 0, got 0.2786, difference 0.2786
  row 1, column 0: expected 0.7773, got 0.7595, difference 0.0177999
  row 1, column 1: expected 0.2227, got 0.2176, difference 0.00510014
  row 1, column 2: expected 0, got 0.0229, difference 0.0229
  6 of 9 cells differ (largest difference 0.4102 at row 0, column 0)
  likely mistake (mask-added): the mask's 1s and 0s were added to the scores, +1 where a key is kept and +0 where it is masked, so nothing was hidden
status 1
