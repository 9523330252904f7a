how
  1 + 2^-53 + 2^-78 is just above the midpoint between 1 and
  1 + 2^-52, so it rounds up: 1.0000000000000002.  Rounding x W first (to 1, a tie
  broken to even) and then adding b gives 1.
cmd
  $ATTN project -w '[1;1]' -b B.csv X.csv
file B.csv
  3.308722450212111e-24
file X.csv
  1.0,1.1102230246251565e-16
stdout
  1.0000000000000002
