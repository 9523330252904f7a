cmd
  $ATTN grad --wrt weights -q '[1]' -k '[1]' -v '[1e300]' --dout '[1e300]'
stderr
  attn grad: <literal>:1: dA for key 0 overflows a double
status 1
