cmd
  $ATTN check --of rope -x '[1,2,3,4,5,6]' --head-dim 4 '[1]'
stderr
  attn check: <literal>:1: the row has 6 columns, which --head-dim 4 does not divide
status 2
