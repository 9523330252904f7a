cmd
  $ATTN norm --heads 4 '[1,2,3,4,5,6]'
stderr
  attn norm: <literal>:1: the row has 6 columns, which --heads 4 does not divide
status 1
