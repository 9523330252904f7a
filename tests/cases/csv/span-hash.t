cmd
  $ATTN rank --values in.csv
file in.csv
  1,2
  3,"4
  # not a comment"
stdout
  2,1
stderr
  attn rank: in.csv:2: field 2, '4\x0a# not a comment', is not a number
status 1
