cmd
  $ATTN project --transposed --dout '[1,2]' -w '[1,2]' '[1,1]'
stderr
  attn project: <literal>:1: dY has 2 columns, but W has 1 row (d_out must match)
status 1
