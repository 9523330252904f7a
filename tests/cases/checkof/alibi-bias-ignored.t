how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --bias and --alibi-slopes 0.5: the bias alone left out.
  The answer: tests/gen/checkof.py's numpy bias-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --bias B.csv --alibi-slopes S.csv answer.csv -p 6
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
  0.5434,0.1999,0.2567
  0.6433,0.3039,0.0528
  0.1714,0.4658,0.3628
stdout
  row 0, column 0: expected 0.730679, got 0.5434, difference 0.187279
  row 0, column 1: expected 0.0599778, got 0.1999, difference 0.139922
  row 0, column 2: expected 0.209343, got 0.2567, difference 0.0473569
  row 1, column 0: expected 0.715869, got 0.6433, difference 0.0725688
  row 1, column 1: expected 0.124399, got 0.3039, difference 0.179501
  row 1, column 2: expected 0.159732, got 0.0528, difference 0.106932
  row 2, column 0: expected 0.209832, got 0.1714, difference 0.0384318
  row 2, column 1: expected 0.345954, got 0.4658, difference 0.119846
  row 2, column 2: expected 0.444214, got 0.3628, difference 0.081414
  9 of 9 cells differ (largest difference 0.187279 at row 0, column 0)
  likely mistake (bias-ignored): the bias was not added
status 1
