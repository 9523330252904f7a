cmd
  $ATTN scores -k K.csv -q '[1]'
file K.csv
  # none

stderr
  attn scores: K.csv: no data rows (K needs at least one)
status 1
