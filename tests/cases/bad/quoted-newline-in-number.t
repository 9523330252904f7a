how
  A quoted field may span lines, but a newline is not space: the message shows it escaped, on one line.
cmd
  $ATTN rank q.csv
file q.csv
  "1
  ",2
  3,x
stderr
  attn rank: q.csv:1: field 1, '1\x0a', is not a number
status 1
