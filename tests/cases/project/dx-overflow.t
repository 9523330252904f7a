cmd
  $ATTN project --dout '[1e308,1e308]' -w '[1,1]' '[1]'
stderr
  attn project: <literal>:1: dX for column 0 overflows a double
status 1
