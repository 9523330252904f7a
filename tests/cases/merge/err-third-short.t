cmd
  $ATTN merge '[1,2,3;4,5,6]' '[1,2,3;4,5,6]' '[1,2,3]'
stdout
  1,2
stderr
  attn merge: <literal>:2: part 3 has 1 row, but part 1 has 2 (a row of each, in step)
status 1
