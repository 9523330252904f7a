cmd
  $ATTN scores -k '[1,2;3,4]' -q '[1,2,3]'
stderr
  attn scores: <literal>:1: row has 3 columns, but K has 2 (d_k must match)
status 1
