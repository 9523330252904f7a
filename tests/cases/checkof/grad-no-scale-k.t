how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy grad-no-scale, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt k --causal answer.csv -p 6
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
  1.4376,-2.0712,1.0819,0.9893
  -1.7288,2.2168,-1.0819,-1.1349
  0.2912,-0.1456,0.0000,0.1456
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected 0.718794, got 1.4376, difference 0.718806
  row 0, column 1: expected -1.03559, got -2.0712, difference 1.03561
  row 0, column 2: expected 0.540952, got 1.0819, difference 0.540948
  row 0, column 3: expected 0.494635, got 0.9893, difference 0.494665
  row 1, column 0: expected -0.864383, got -1.7288, difference 0.864417
  row 1, column 1: expected 1.10838, got 2.2168, difference 1.10842
  row 1, column 2: expected -0.540952, got -1.0819, difference 0.540948
  row 1, column 3: expected -0.56743, got -1.1349, difference 0.56747
  row 2, column 0: expected 0.14559, got 0.2912, difference 0.14561
  row 2, column 1: expected -0.0727948, got -0.1456, difference 0.0728052
  row 2, column 3: expected 0.0727948, got 0.1456, difference 0.0728052
  11 of 12 cells differ (largest difference 1.10842 at row 1, column 1)
  likely mistake (grad-no-scale): dK was dS^T Q, without the scale c = 0.5
status 1
