cmd
  $ATTN rank -d ';' in.csv
file in.csv
  1|2
stderr
  attn rank: in.csv:1: field 1, '1|2', is not a number (try -d '|')
status 1
