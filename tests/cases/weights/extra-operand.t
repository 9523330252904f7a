cmd
  $ATTN weights a.csv b.csv
stderr
  attn weights: unexpected operand 'b.csv' (see attn weights --help)
status 2
