how
  0.1 + 0.2 in exact arithmetic is a tie between two doubles; round to
  even gives 0.30000000000000004 (mpmath: float(mpf(0.1)+mpf(0.2)))
cmd
  $ATTN apply -v '[1;1]' '[0.1,0.2]'
stdout
  0.30000000000000004
