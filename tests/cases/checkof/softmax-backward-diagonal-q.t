how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --wrt q: dQ = c dS K.
  The answer: tests/gen/checkof.py's numpy softmax-backward-diagonal, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt q answer.csv -p 6
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
  -0.3086,0.1658,0.7830,0.3201
  -0.0492,0.3775,0.4759,0.5251
  0.2958,0.4424,-0.1492,-0.6095
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.480089, got -0.3086, difference 0.171489
  row 0, column 1: expected -0.480089, got 0.1658, difference 0.645889
  row 0, column 2: expected 0.480089, got 0.783, difference 0.302911
  row 0, column 3: expected 0.421679, got 0.3201, difference 0.101579
  row 1, column 0: expected -0.463822, got -0.0492, difference 0.414622
  row 1, column 1: expected -0.463822, got 0.3775, difference 0.841322
  row 1, column 2: expected 0.463822, got 0.4759, difference 0.0120779
  row 1, column 3: expected 0.9905, got 0.5251, difference 0.4654
  row 2, column 0: expected 0.42184, got 0.2958, difference 0.12604
  row 2, column 1: expected 0.42184, got 0.4424, difference 0.02056
  row 2, column 2: expected -0.42184, got -0.1492, difference 0.27264
  row 2, column 3: expected -1.02567, got -0.6095, difference 0.416167
  12 of 12 cells differ (largest difference 0.841322 at row 1, column 1)
  likely mistake (softmax-backward-diagonal): dS = A (1 - A) dA: the softmax's Jacobian taken as its diagonal, without the -A_i A_j of the other keys
status 1
