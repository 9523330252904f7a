cmd
  $ATTN project --wrt b --dout '[1,1e308;1,1e308]' -w '[1,1]' '[1;1]'
stderr
  attn project: <literal>: db for column 1 overflows a double
status 1
