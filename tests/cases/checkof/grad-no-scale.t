how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy grad-no-scale, written with %.4f.
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
  -0.9602,-0.9602,0.9602,0.8434
  -0.9276,-0.9276,0.9276,1.9810
  0.8437,0.8437,-0.8437,-2.0513
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.480089, got -0.9602, difference 0.480111
  row 0, column 1: expected -0.480089, got -0.9602, difference 0.480111
  row 0, column 2: expected 0.480089, got 0.9602, difference 0.480111
  row 0, column 3: expected 0.421679, got 0.8434, difference 0.421721
  row 1, column 0: expected -0.463822, got -0.9276, difference 0.463778
  row 1, column 1: expected -0.463822, got -0.9276, difference 0.463778
  row 1, column 2: expected 0.463822, got 0.9276, difference 0.463778
  row 1, column 3: expected 0.9905, got 1.981, difference 0.9905
  row 2, column 0: expected 0.42184, got 0.8437, difference 0.42186
  row 2, column 1: expected 0.42184, got 0.8437, difference 0.42186
  row 2, column 2: expected -0.42184, got -0.8437, difference 0.42186
  row 2, column 3: expected -1.02567, got -2.0513, difference 1.02563
  12 of 12 cells differ (largest difference 1.02563 at row 2, column 3)
  likely mistake (grad-no-scale): dQ was dS K, without the scale c = 0.5
status 1
