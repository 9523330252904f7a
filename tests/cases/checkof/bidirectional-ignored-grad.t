how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Images 1 (keys 0, 1) and 2 (key 3); the expected dK each backward step exactly rounded.
  The answer: tests/gen/checkof.py's numpy bidirectional-ignored, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt k --bidirectional I.csv answer.csv -p 6
file I.csv
  1,1,0,2
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
file V.csv
  1,0
  0,3
  2,1
  -1,0.5
file answer.csv
  -0.1080,-0.9368,0.4144
  -0.0049,1.0519,-0.3557
  0.1129,-0.0489,0.0076
  0.0000,-0.0662,-0.0662
file dO.csv
  1,0.5
  -1,2
  0.5,-0.25
  0.25,1
stdout
  row 0, column 0: expected -0.174474, got -0.108, difference 0.0664738
  row 0, column 2: expected 0.281459, got 0.4144, difference 0.132941
  row 1, column 0: expected 0.0616169, got -0.0049, difference 0.0665169
  row 1, column 2: expected -0.222797, got -0.3557, difference 0.132903
  4 of 12 cells differ (largest difference 0.132941 at row 0, column 2)
  likely mistake (bidirectional-ignored): --bidirectional was left out: plain causal attention, so an image's positions did not see its later ones (image 1: keys 0 to 1; image 2: key 3)
status 1
