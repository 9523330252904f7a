cmd
  $ATTN norm --eps 0 -w '[1.5e308,1]' '[1,1e-300]'
stderr
  attn norm: <literal>:1: the output for column 0 overflows a double
status 1
