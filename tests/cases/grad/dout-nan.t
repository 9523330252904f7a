cmd
  $ATTN grad --wrt q -q '[1,0]' -k '[1,0]' -v '[1]' --dout '[nan]'
stderr
  attn grad: <literal>:1: field 1 is 'nan'; dO must be finite
status 1
