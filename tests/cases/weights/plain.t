how
  float(exp(s - max) / sum) per entry, mpmath at 400 bits
cmd
  $ATTN weights '[1,2,3]'
stdout
  0.09003057317038046,0.24472847105479764,0.6652409557748219
