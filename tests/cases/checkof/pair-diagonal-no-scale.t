how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Two slips of the backward step.
  The answer: tests/gen/checkof.py's numpy softmax-backward-diagonal + grad-no-scale, written with %.4f.
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
  -0.6172,0.3316,1.5660,0.6402
  -0.0984,0.7549,0.9517,1.0501
  0.5915,0.8848,-0.2983,-1.2191
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.480089, got -0.6172, difference 0.137111
  row 0, column 1: expected -0.480089, got 0.3316, difference 0.811689
  row 0, column 2: expected 0.480089, got 1.566, difference 1.08591
  row 0, column 3: expected 0.421679, got 0.6402, difference 0.218521
  row 1, column 0: expected -0.463822, got -0.0984, difference 0.365422
  row 1, column 1: expected -0.463822, got 0.7549, difference 1.21872
  row 1, column 2: expected 0.463822, got 0.9517, difference 0.487878
  row 1, column 3: expected 0.9905, got 1.0501, difference 0.0596003
  row 2, column 0: expected 0.42184, got 0.5915, difference 0.16966
  row 2, column 1: expected 0.42184, got 0.8848, difference 0.46296
  row 2, column 2: expected -0.42184, got -0.2983, difference 0.12354
  row 2, column 3: expected -1.02567, got -1.2191, difference 0.193433
  12 of 12 cells differ (largest difference 1.21872 at row 1, column 1)
  likely mistakes (softmax-backward-diagonal + grad-no-scale): dS = A (1 - A) dA: the softmax's Jacobian taken as its diagonal, without the -A_i A_j of the other keys; then dQ was dS K, without the scale c = 0.5
status 1
