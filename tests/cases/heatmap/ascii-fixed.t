how
  Scaled scores [[1, 1], [1, -1]] / sqrt(2) = +-0.7071: range -0.7071..0.7071, legend with --fixed 1.
cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN heatmap --fixed 1
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
    -0.7 [ .:-=+*#%@] 0.7
