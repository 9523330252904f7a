cmd
  $ATTN check --of norm -x '[1,2,3]' --heads 2 '[1]'
stderr
  attn check: <literal>:1: the row has 3 columns, which --heads 2 does not divide
status 2
