how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --l2.
  The answer: rmsnorm.py's bent() with norm-no-sqrt, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --l2 --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.1793,-0.0797,0.7143,0.2381
  0.1724,-0.2299,-0.4478,-0.2239
  -0.5882,-0.0980,0.5682,-0.0379
stdout
  row 0, column 0: expected 0.898205, got 0.1793, difference 0.718905
  row 0, column 1: expected -0.399202, got -0.0797, difference 0.319502
  row 0, column 2: expected 1.0351, got 0.7143, difference 0.320798
  row 0, column 3: expected 0.345033, got 0.2381, difference 0.106933
  row 1, column 0: expected 0.359597, got 0.1724, difference 0.187197
  row 1, column 1: expected -0.479463, got -0.2299, difference 0.249563
  row 1, column 2: expected -0.819538, got -0.4478, difference 0.371738
  row 1, column 3: expected -0.409769, got -0.2239, difference 0.185869
  row 2, column 0: expected -1.32842, got -0.5882, difference 0.740222
  row 2, column 1: expected -0.221404, got -0.098, difference 0.123404
  row 2, column 2: expected 1.45969, got 0.5682, difference 0.891486
  row 2, column 3: expected -0.0973124, got -0.0379, difference 0.0594124
  12 of 12 cells differ (largest difference 0.891486 at row 2, column 2)
  likely mistake (norm-no-sqrt): divided by sum(x^2) + eps, without the square root
status 1
