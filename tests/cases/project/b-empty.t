cmd
  $ATTN project -w '[1]' -b B.csv '[1]'
file B.csv
  # none
stderr
  attn project: B.csv: no data rows (B needs one)
status 1
