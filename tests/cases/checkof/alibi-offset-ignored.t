how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  2 queries, 4 keys, --offset 2: the ALiBi term measured from key i, not key i + 2.
  The answer: tests/gen/checkof.py's numpy offset-ignored, written with %.4f.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv --offset 2 --alibi-slopes S.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
file S.csv
  0.5
file answer.csv
  0.5774,0.6547,0.7321,-0.0566
  0.9434,0.0000,-1.9434,-2.0104
stdout
  row 0, column 0: expected -0.42265, got 0.5774, difference 1.00005
  row 0, column 2: expected 1.73205, got 0.7321, difference 0.999951
  row 0, column 3: expected 0.943376, got -0.0566, difference 0.999976
  row 1, column 0: expected -0.0566243, got 0.9434, difference 1.00002
  row 1, column 1: expected -1, got 0, difference 1
  row 1, column 3: expected -1.01036, got -2.0104, difference 1.00004
  6 of 8 cells differ (largest difference 1.00005 at row 0, column 0)
  likely mistake (offset-ignored): --offset 2 was left out: row i sat at key i (top-left), not at key i + 2
status 1
