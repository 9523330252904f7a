how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy rope-cos-sin-swapped, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  -0.5000,1.0000,1.0000,2.0000
  -0.6599,-1.0099,1.9531,-0.9900
  3.1440,1.9996,-0.3391,-0.0400
stdout
  row 0, column 0: expected 1, got -0.5, difference 1.5
  row 0, column 1: expected 2, got 1, difference 1
  row 0, column 2: expected 0.5, got 1, difference 0.5
  row 0, column 3: expected -1, got 2, difference 3
  row 1, column 0: expected -1.41279, got -0.6599, difference 0.752891
  row 1, column 2: expected 1.50134, got 1.9531, difference 0.45176
  row 1, column 3: expected 0.98995, got -0.99, difference 1.97995
  row 2, column 0: expected -2.15774, got 3.144, difference 5.30174
  row 2, column 1: expected 0.0399973, got 1.9996, difference 1.9596
  row 2, column 2: expected 2.31175, got -0.3391, difference 2.65085
  row 2, column 3: expected -1.9996, got -0.04, difference 1.9596
  11 of 12 cells differ (largest difference 5.30174 at row 2, column 0)
  likely mistake (rope-cos-sin-swapped): cos and sin swapped: y_a = x_a sin(p theta_t) - x_b cos(p theta_t), y_b = x_a cos(p theta_t) + x_b sin(p theta_t)
status 1
