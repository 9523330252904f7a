cmd
  $ATTN rank in.tsv
file in.tsv
  1
  3	4
stdout
  0
stderr
  attn rank: in.tsv:2: field 1, '3\x094', is not a number (try -d '\t')
status 1
