cmd
  $ATTN project --transposed -w '[1,2;3,4;5,6]' '[1,2,3]'
stderr
  attn project: <literal>:1: row has 3 columns, but W has 2 columns (d_in must match)
status 1
