cmd
  $ATTN scores -q '[1,0]' -k k.csv
file k.csv
  1,0
  0,-inf
stderr
  attn scores: k.csv:2: field 2 is '-inf'; K must be finite
status 1
