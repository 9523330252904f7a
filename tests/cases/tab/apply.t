cmd
  $ATTN apply -t -v v.tsv
stdin
  0.5	0.5
file v.tsv
  2	4
  6	8
stdout
  4	6
