cmd
  $ATTN rope --positions P.csv '[1,2;3,4]'
file P.csv
  2

  -1
stdout
  -2.234741690198506,0.07700375373139692
stderr
  attn rope: P.csv:3: position -1 is negative (a position counts from 0)
status 1
