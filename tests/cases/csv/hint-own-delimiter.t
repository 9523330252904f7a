cmd
  $ATTN rank -d ';' in.csv
file in.csv
  1;y
  1;2
stderr
  attn rank: in.csv:1: field 2, 'y', is not a number (try --header)
status 1
