cmd
  $ATTN scores -k K.csv -q '[1,1]'
file K.csv
  1,1
  -Infinity,1
stderr
  attn scores: K.csv:2: field 1 is '-Infinity'; K must be finite
status 1
