cmd
  $ATTN check empty.csv
stdin
file empty.csv
  # nothing

stdout
  all 0 cells close (largest difference 0)
