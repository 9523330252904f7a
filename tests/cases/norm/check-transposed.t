how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  A square X.
  The answer: rmsnorm.py's bent() with transposed, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  1.0,1.0,-2.0,0.5
  0.0,3.0,1.0,1.0
file answer.csv
  1.2677,0.5028,1.4302,0.0000
  -0.5634,-0.6704,-0.4767,-0.6994
  1.4302,-1.1421,-2.0112,1.4302
  0.4767,-0.5710,-0.1676,-0.4767
stdout
  row 0, column 1: expected -0.563436, got 0.5028, difference 1.06624
  row 0, column 3: expected 0.476731, got 0, difference 0.476731
  row 1, column 0: expected 0.502801, got -0.5634, difference 1.0662
  row 1, column 2: expected -1.14208, got -0.4767, difference 0.66538
  row 1, column 3: expected -0.57104, got -0.6994, difference 0.12836
  row 2, column 1: expected -0.476731, got -1.1421, difference 0.665369
  row 2, column 3: expected -0.1676, got 1.4302, difference 1.5978
  row 3, column 0: expected 0, got 0.4767, difference 0.4767
  row 3, column 1: expected -0.699379, got -0.571, difference 0.128379
  row 3, column 2: expected 1.43019, got -0.1676, difference 1.59779
  10 of 16 cells differ (largest difference 1.5978 at row 2, column 3)
  likely mistake (transposed): the right matrix transposed, its rows written as columns
status 1
