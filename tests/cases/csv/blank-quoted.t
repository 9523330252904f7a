cmd
  $ATTN rank --values in.csv
file in.csv
  " 	",1
stderr
  attn rank: in.csv:1: field 1 is empty
status 1
