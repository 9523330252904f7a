cmd
  $ATTN attend -q '[1]' -k '[1]' -v e.csv
file e.csv

stderr
  attn attend: e.csv: no data rows (V needs at least one)
status 1
