cmd
  $ATTN rank in.csv
file in.csv
  a;b
  1;2
stderr
  attn rank: in.csv:1: field 1, 'a;b', is not a number (try -d ';')
status 1
