cmd
  $ATTN norm --eps 0 --dout '[1e300,1e300]' '[1e-300,0]'
stderr
  attn norm: <literal>:1: dX for column 1 overflows a double
status 1
