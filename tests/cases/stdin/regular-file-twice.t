cmd
  printf '1\n2\n' >x.csv; $ATTN scores -k x.csv <x.csv
stdout
  1,2
  2,4
