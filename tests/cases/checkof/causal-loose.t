how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy causal-loose, written with %.4f.
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
  0.6225,0.3775,0.0000
  0.7307,0.2093,0.0600
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 1, got 0.6225, difference 0.3775
  row 0, column 1: expected 0, got 0.3775, difference 0.3775
  row 1, column 0: expected 0.7773, got 0.7307, difference 0.0465999
  row 1, column 1: expected 0.2227, got 0.2093, difference 0.0134001
  row 1, column 2: expected 0, got 0.06, difference 0.06
  5 of 9 cells differ (largest difference 0.3775 at row 0, column 1)
  likely mistake (causal-loose): the causal mask let each row see one key past its position
status 1
