cmd
  $ATTN rank --values in.csv
file in.csv
  xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
stderr
  attn rank: in.csv:1: field 1, 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...', is not a number
status 1
