how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --segments 0, 0, 1, 1 and --causal: causal within each sequence.
  The answer: tests/gen/checkof.py's numpy causal-flipped, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --segments G.csv answer.csv -p 6
file G.csv
  0
  0
  1
  1
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
  0,1,0,1
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
  1,1,0,0
file answer.csv
  0.6225,0.3775,0.0000,0.0000
  0.0000,1.0000,0.0000,0.0000
  0.0000,0.0000,0.3208,0.6792
  0.0000,0.0000,0.0000,1.0000
stdout
  row 0, column 0: expected 1, got 0.6225, difference 0.3775
  row 0, column 1: expected 0, got 0.3775, difference 0.3775
  row 1, column 0: expected 0.7773, got 0, difference 0.7773
  row 1, column 1: expected 0.2227, got 1, difference 0.7773
  row 2, column 2: expected 1, got 0.3208, difference 0.6792
  row 2, column 3: expected 0, got 0.6792, difference 0.6792
  row 3, column 2: expected 0.268941, got 0, difference 0.268941
  row 3, column 3: expected 0.731059, got 1, difference 0.268941
  8 of 16 cells differ (largest difference 0.7773 at row 1, column 0)
  likely mistake (causal-flipped): the causal mask hid the keys before each row's position instead of those after it
status 1
