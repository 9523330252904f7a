cmd
  $ATTN project --wrt w --dout '[1;1e308]' -w '[1]' '[1;1e308]'
stderr
  attn project: <literal>: dW for row 0 overflows a double
status 1
