cmd
  $ATTN heatmap --svg --labels-q nosuch.txt "[1]"
stderr
  attn heatmap: nosuch.txt: no such file or directory
status 1
