cmd
  mkdir d && $ATTN weights '[1,1]' -o d
stderr
  attn weights: d: is a directory
status 1
