cmd
  $ATTN scores --no-scale -t -q q.tsv -k k.tsv
file k.tsv
  3	4
  5	6
file q.tsv
  1	2
stdout
  11	17
