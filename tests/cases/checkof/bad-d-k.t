cmd
  $ATTN check --of weights -q '[1,2,3]' -k '[1,1]' '[1]'
stderr
  attn check: <literal>:1: row has 3 columns, but K has 2 (d_k must match)
status 2
