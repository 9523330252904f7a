how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --wrt scores: dS.
  The answer: tests/gen/checkof.py's numpy softmax-backward-diagonal, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt scores answer.csv -p 6
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
  0.0000,0.3316,0.6172
  -0.0984,0.9517,0.0000
  0.7232,-0.5617,0.1317
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.529379, got 0, difference 0.529379
  row 0, column 1: expected 0.0985793, got 0.3316, difference 0.233021
  row 0, column 2: expected 0.430799, got 0.6172, difference 0.186401
  row 1, column 0: expected -0.977929, got -0.0984, difference 0.879529
  row 1, column 1: expected 1.02821, got 0.9517, difference 0.076513
  row 1, column 2: expected -0.0502844, got 0, difference 0.0502844
  row 2, column 0: expected 0.98927, got 0.7232, difference 0.26607
  row 2, column 1: expected -1.13486, got -0.5617, difference 0.573159
  row 2, column 2: expected 0.14559, got 0.1317, difference 0.0138897
  9 of 9 cells differ (largest difference 0.879529 at row 1, column 0)
  likely mistake (softmax-backward-diagonal): dS = A (1 - A) dA: the softmax's Jacobian taken as its diagonal, without the -A_i A_j of the other keys
status 1
