how
  Python: repr(0.1 + 0.2); the sum of the two doubles is a tie, rounded to even
cmd
  $ATTN apply -v '[0.1;0.2]' '[1,1]'
stdout
  0.30000000000000004
