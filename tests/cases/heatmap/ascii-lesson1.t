how
  The lesson's weights are [[0.5, 0.5], [0.804, 0.196]]; all lie in [0, 1], so
  the range is 0..1 and a cell's character is ramp[floor(10 w)] of
  ' .:-=+*#%@': 0.5 -> 5 '+', 0.804 -> 8 '%', 0.196 -> 1 '.'.  Each cell is
  two characters wide.  stdout is not a terminal here, hence ASCII.
cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN weights | $ATTN heatmap
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
     0 1
    +----+
  0 |++++|
  1 |%%..|
    +----+
    0 [ .:-=+*#%@] 1
