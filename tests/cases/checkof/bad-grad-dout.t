cmd
  $ATTN check --of grad --wrt q -q '[1,0]' -k '[1,0]' -v '[1]' --dout '[1,2]' '[1]'
stderr
  attn check: <literal>:1: dO is 1 x 2, but the output O is 1 x 1 (dO must have its shape)
status 2
