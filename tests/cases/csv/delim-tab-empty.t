cmd
  $ATTN rank -d '\t' in.tsv
file in.tsv
  1		2
stderr
  attn rank: in.tsv:1: field 2 is empty
status 1
