how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  An image at keys 1 and 2; the answer is plain causal attention.
  The answer: tests/gen/checkof.py's numpy bidirectional-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --bidirectional I.csv answer.csv -p 6
file I.csv
  0,1,1,0
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
  2,-1,0
  0,1,1
file answer.csv
  1.0000,0.0000,0.0000,0.0000
  0.8090,0.1910,0.0000,0.0000
  0.5329,0.2992,0.1679,0.0000
  0.3016,0.3016,0.3016,0.0951
stdout
  row 1, column 0: expected 0.774062, got 0.809, difference 0.0349381
  row 1, column 1: expected 0.182779, got 0.191, difference 0.0082213
  row 1, column 2: expected 0.0431594, got 0, difference 0.0431594
  3 of 16 cells differ (largest difference 0.0431594 at row 1, column 2)
  likely mistake (bidirectional-ignored): --bidirectional was left out: plain causal attention, so an image's positions did not see its later ones (image 1: keys 1 to 2)
status 1
