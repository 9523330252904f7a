how
  1.7976931348623158e308 is below the midpoint to 2^1024, so it rounds
  to the largest double (Python float() agrees)
cmd
  $ATTN rank --values in.csv
file in.csv
  1.7976931348623158e308
stdout
  1.7976931348623157e+308
