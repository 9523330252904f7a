how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --alibi-slopes 0.5, the term scaled by 1/sqrt(4) too.
  The answer: tests/gen/checkof.py's numpy alibi-scaled, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --alibi-slopes S.csv answer.csv -p 6
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
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  1.1361,0.9754,0.6786
  0.8029,0.8178,1.1256
  0.8107,1.7348,-0.0266
stdout
  row 0, column 0: expected 1.05678, got 1.1361, difference 0.0793211
  row 0, column 1: expected 0.85641, got 0.9754, difference 0.11899
  row 0, column 2: expected 0.886903, got 0.6786, difference 0.208303
  row 1, column 0: expected 0.748927, got 0.8029, difference 0.0539735
  row 1, column 1: expected 0.964446, got 0.8178, difference 0.146646
  row 1, column 2: expected 0.982748, got 1.1256, difference 0.142852
  row 2, column 0: expected 0.896958, got 0.8107, difference 0.0862575
  row 2, column 1: expected 1.7603, got 1.7348, difference 0.0254998
  row 2, column 2: expected -0.123093, got -0.0266, difference 0.0964929
  9 of 9 cells differ (largest difference 0.208303 at row 0, column 2)
  likely mistake (alibi-scaled): the ALiBi term -m_h |i - j| was added before the scale, so it was multiplied by 0.5 too
status 1
