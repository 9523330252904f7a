how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy scale-by-d + no-rowsum, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt q --causal answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  0.0000,0.0000,0.0000,0.0000
  -0.0814,0.3383,0.5012,0.5826
  0.2241,0.3246,-0.1236,-0.4783
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 1, column 0: expected -0.540952, got -0.0814, difference 0.459552
  row 1, column 1: expected -0.540952, got 0.3383, difference 0.879252
  row 1, column 2: expected 0.540952, got 0.5012, difference 0.0397525
  row 1, column 3: expected 1.0819, got 0.5826, difference 0.499305
  row 2, column 0: expected 0.42184, got 0.2241, difference 0.19774
  row 2, column 1: expected 0.42184, got 0.3246, difference 0.09724
  row 2, column 2: expected -0.42184, got -0.1236, difference 0.29824
  row 2, column 3: expected -1.02567, got -0.4783, difference 0.547367
  8 of 12 cells differ (largest difference 0.879252 at row 1, column 1)
  likely mistakes (scale-by-d + no-rowsum): the dot products were divided by d_k = 4, not by sqrt(d_k) = 2; then dS = A * dA: the softmax's backward without its - rowsum(A * dA)
status 1
