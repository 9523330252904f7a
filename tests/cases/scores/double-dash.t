cmd
  $ATTN scores --no-scale -k '[3,4]' -- -q.csv
file -q.csv
  1,2
stdout
  11
