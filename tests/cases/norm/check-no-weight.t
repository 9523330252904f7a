how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  No -w: Llama 4's QK norm.
  The answer: rmsnorm.py's bent() with norm-eps-outside, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv --eps 0.1 --heads 2 answer.csv -p 6
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.8252,1.1003,0.9091,-0.9091
  0.3210,1.2839,-0.7274,1.0911
  -1.1897,0.5948,1.3139,0.2628
stdout
  row 0, column 0: expected 0.845154, got 0.8252, difference 0.0199543
  row 0, column 1: expected 1.12687, got 1.1003, difference 0.0265723
  row 0, column 2: expected 0.953463, got 0.9091, difference 0.0443626
  row 0, column 3: expected -0.953463, got -0.9091, difference 0.0443626
  row 1, column 0: expected 0.335201, got 0.321, difference 0.0142008
  row 1, column 1: expected 1.3408, got 1.2839, difference 0.056903
  row 1, column 2: expected -0.761387, got -0.7274, difference 0.033987
  row 1, column 3: expected 1.14208, got 1.0911, difference 0.0509805
  row 2, column 0: expected -1.24035, got -1.1897, difference 0.0506473
  row 2, column 1: expected 0.620174, got 0.5948, difference 0.0253737
  row 2, column 2: expected 1.3659, got 1.3139, difference 0.0519959
  row 2, column 3: expected 0.273179, got 0.2628, difference 0.0103792
  12 of 12 cells differ (largest difference 0.056903 at row 1, column 1)
  likely mistake (norm-eps-outside): eps = 0.1 added outside the root: x / (sqrt(mean(x^2)) + eps), not x / sqrt(mean(x^2) + eps)
status 1
