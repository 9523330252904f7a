cmd
  $ATTN heatmap --svg --labels-k k.txt "[1,2,3]"
file k.txt
  a
  b
stderr
  attn heatmap: k.txt: 2 labels for 3 columns (one label per line)
status 1
