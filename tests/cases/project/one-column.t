cmd
  $ATTN project --transposed -w '[1,2,3]' -b '[-6]'
stdin
  1,1,1
  3,4,1
stdout
  0
  8
