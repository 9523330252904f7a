cmd
  : >Q.csv; $ATTN check --of weights -q Q.csv -k '[1]' '[]'
stdout
  right to the digits written (0 cells)
