cmd
  $ATTN norm --dout '[1e308;1e308]' --wrt w '[1;1]'
stderr
  attn norm: <literal>: dW for column 0 overflows a double
status 1
