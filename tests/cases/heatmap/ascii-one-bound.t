how
  Only --min given, above all the data: the top of the range follows it up (2..2), and both values are below it: the bottom level, blank.
cmd
  $ATTN heatmap --min 2 "[1,0]"
stdout
     0 1
    +----+
  0 |    |
    +----+
    2 [ .:-=+*#%@] 2
