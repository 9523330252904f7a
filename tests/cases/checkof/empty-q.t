cmd
  : >Q.csv; $ATTN check --of weights -q Q.csv -k '[1]' '[]'
stdout
  all 0 cells close (largest difference 0)
