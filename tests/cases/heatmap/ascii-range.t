how
  Unscaled scores [[1, 1], [1, -1]]: the range is the data's, -1..1; 1 is the top level, -1 the bottom (blank).
cmd
  $ATTN scores --no-scale -q Q.csv -k K.csv | $ATTN heatmap
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
     0 1
    +----+
  0 |@@@@|
  1 |@@  |
    +----+
    -1 [ .:-=+*#%@] 1
