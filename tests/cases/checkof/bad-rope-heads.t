cmd
  $ATTN check --of rope -x '[1,2,3,4,5,6]' --heads 4 '[1]'
stderr
  attn check: <literal>:1: the row has 6 columns, which --heads 4 does not divide
status 2
