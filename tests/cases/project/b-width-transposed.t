cmd
  $ATTN project --transposed -w '[1,2;3,4;5,6]' -b '[1,2]' '[1,1]'
stderr
  attn project: <literal>:1: B has 2 numbers, but W has 3 rows (d_out must match)
status 1
