cmd
  $ATTN merge empty.csv empty.csv
file empty.csv
