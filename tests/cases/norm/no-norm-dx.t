cmd
  $ATTN norm --eps 0 --dout '[1,1]' '[0,0]'
stderr
  attn norm: <literal>:1: the row is all 0 and --eps is 0, so it has no norm (0/0)
status 1
