cmd
  $ATTN merge --heads 2 '[1,2,3]' '[4,5,6]'
stderr
  attn merge: <literal>:1: part 1 has 3 columns, which --heads 2 does not divide
status 1
