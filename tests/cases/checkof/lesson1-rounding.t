how
  The lesson's own rounded weights: right to the digits written.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' '[0.50,0.50;0.804,0.196]' -p 3
stdout
  row 1, column 0: expected 0.804, got 0.804, difference 0.00043
  row 1, column 1: expected 0.196, got 0.196, difference 0.00043
  2 of 4 cells differ (largest difference 0.00043 at row 1, column 1)
  likely mistake (rounding): right to the digits written; --atol 5e-4 accepts it
status 1
