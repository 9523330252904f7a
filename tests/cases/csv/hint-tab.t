cmd
  $ATTN rank in.tsv
file in.tsv
  1	2
stderr
  attn rank: in.tsv:1: field 1, '1\x092', is not a number (try -d '\t')
status 1
