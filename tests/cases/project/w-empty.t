cmd
  $ATTN project -w W.csv '[1]'
file W.csv

stderr
  attn project: W.csv: no data rows (W needs at least one)
status 1
