cmd
  $ATTN rope --head-dim 3 '[1,2,3,4]'
stderr
  attn rope: <literal>:1: the row has 4 columns, which --head-dim 3 does not divide
status 1
