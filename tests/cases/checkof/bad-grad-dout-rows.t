cmd
  $ATTN check --of grad --wrt q -q '[1,0;0,1]' -k '[1,0]' -v '[1]' --dout '[1]' '[1]'
stderr
  attn check: <literal>:2: dO has 1 row, but Q has 2 (a row of each, in step)
status 2
