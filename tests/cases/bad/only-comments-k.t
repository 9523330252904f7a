cmd
  $ATTN scores -q '[1]' -k c.csv
file c.csv
  # keys

stderr
  attn scores: c.csv: no data rows (K needs at least one)
status 1
