cmd
  $ATTN apply -v V.csv '[1]'
file V.csv
stderr
  attn apply: V.csv: no data rows (V needs at least one)
status 1
