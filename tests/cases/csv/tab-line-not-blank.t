cmd
  $ATTN rank -d '\t' in.tsv
file in.tsv
  1	2
  	
stdout
  1	0
stderr
  attn rank: in.tsv:2: field 1 is empty
status 1
