how
  A range of one value: every cell sits in the middle (level 5, +).
cmd
  $ATTN heatmap "[5,5;5,5]"
stdout
     0 1
    +----+
  0 |++++|
  1 |++++|
    +----+
    5 [ .:-=+*#%@] 5
