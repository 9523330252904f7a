cmd
  $ATTN scores --heads 2 -q '[1,2]' -k '[1,2,3,4]'
stderr
  attn scores: <literal>:1: row has 1 column per head, but K has 2 per key/value head (d_k must match)
status 1
