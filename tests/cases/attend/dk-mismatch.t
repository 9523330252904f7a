cmd
  $ATTN attend -k '[1,0;0,1]' -v '[2,0;0,2]'
stdin
  1,0,0
stderr
  attn attend: <stdin>:1: row has 3 columns, but K has 2 (d_k must match)
status 1
