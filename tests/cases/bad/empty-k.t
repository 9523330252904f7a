cmd
  $ATTN scores -q '[1]' -k e.csv
file e.csv
stderr
  attn scores: e.csv: no data rows (K needs at least one)
status 1
