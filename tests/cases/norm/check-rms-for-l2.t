how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --l2.
  The answer: rmsnorm.py's bent() with norm-rms-for-l2, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --l2 --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.2677,-0.5634,1.4302,0.4767
  0.5028,-0.6704,-1.1421,-0.5710
  -1.8605,-0.3101,2.0488,-0.1366
stdout
  row 0, column 0: expected 0.898205, got 1.2677, difference 0.369495
  row 0, column 1: expected -0.399202, got -0.5634, difference 0.164198
  row 0, column 2: expected 1.0351, got 1.4302, difference 0.395102
  row 0, column 3: expected 0.345033, got 0.4767, difference 0.131667
  row 1, column 0: expected 0.359597, got 0.5028, difference 0.143203
  row 1, column 1: expected -0.479463, got -0.6704, difference 0.190937
  row 1, column 2: expected -0.819538, got -1.1421, difference 0.322562
  row 1, column 3: expected -0.409769, got -0.571, difference 0.161231
  row 2, column 0: expected -1.32842, got -1.8605, difference 0.532078
  row 2, column 1: expected -0.221404, got -0.3101, difference 0.0886963
  row 2, column 2: expected 1.45969, got 2.0488, difference 0.589114
  row 2, column 3: expected -0.0973124, got -0.1366, difference 0.0392876
  12 of 12 cells differ (largest difference 0.589114 at row 2, column 2)
  likely mistake (norm-rms-for-l2): the mean of the squares, not their sum: RMSNorm's sqrt(mean(x^2) + eps) for the L2 norm sqrt(sum(x^2) + eps)
status 1
