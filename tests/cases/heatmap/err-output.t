cmd
  $ATTN heatmap --svg -o nodir/pic.svg "[1]"
stderr
  attn heatmap: nodir/pic.svg: no such file or directory
status 1
