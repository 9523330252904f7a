how
  Range 0.25..0.75: 0.5 is the middle (level 5, +); 0.804 is above the top (clamped, @); 0.196 below the bottom (blank).
cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN weights | $ATTN heatmap --min 0.25 --max 0.75
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
  1 |@@  |
    +----+
    0.25 [ .:-=+*#%@] 0.75
