cmd
  $ATTN norm -w W.csv '[1]'
file W.csv
  # none
stderr
  attn norm: W.csv: no data rows (W needs at least one)
status 1
