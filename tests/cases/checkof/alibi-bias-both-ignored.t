how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --bias and --alibi-slopes 0.5: both left out.
  The answer: tests/gen/checkof.py's numpy bias-ignored, written with %.4f.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv --bias B.csv --alibi-slopes S.csv answer.csv -p 6
file B.csv
  0.5,-1,0
  1,0,2
  0,-0.5,0
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file S.csv
  0.5
file answer.csv
  1.0000,0.5000,1.2500
  1.2500,0.0000,-1.2500
  -0.5000,0.0000,-0.7500
stdout
  row 0, column 0: expected 1.5, got 1, difference 0.5
  row 0, column 1: expected -1, got 0.5, difference 1.5
  row 0, column 2: expected 0.25, got 1.25, difference 1
  row 1, column 0: expected 1.75, got 1.25, difference 0.5
  row 1, column 2: expected 0.25, got -1.25, difference 1.5
  row 2, column 0: expected -1.5, got -0.5, difference 1
  row 2, column 1: expected -1, got 0, difference 1
  7 of 9 cells differ (largest difference 1.5 at row 0, column 1)
  likely mistake (bias-ignored): neither the bias nor the ALiBi term -m_h |i - j| was added
status 1
