how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy no-scale, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --scale 0.25 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3315,0.1220,0.5465
  0.9184,0.0754,0.0062
  0.2312,0.6285,0.1402
stdout
  row 0, column 0: expected 0.343413, got 0.3315, difference 0.0119126
  row 0, column 1: expected 0.26745, got 0.122, difference 0.14545
  row 0, column 2: expected 0.389137, got 0.5465, difference 0.157363
  row 1, column 0: expected 0.548918, got 0.9184, difference 0.369482
  row 1, column 1: expected 0.293815, got 0.0754, difference 0.218415
  row 1, column 2: expected 0.157268, got 0.0062, difference 0.151068
  row 2, column 0: expected 0.315804, got 0.2312, difference 0.0846039
  row 2, column 1: expected 0.4055, got 0.6285, difference 0.223
  row 2, column 2: expected 0.278696, got 0.1402, difference 0.138496
  9 of 9 cells differ (largest difference 0.369482 at row 1, column 0)
  likely mistake (no-scale): the dot products were not multiplied by --scale 0.25
status 1
