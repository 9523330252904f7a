cmd
  $ATTN apply --lse -v '[1;2]' '[0.5,0.5]'
stderr
  attn apply: <literal>:1: row has 2 fields, but --lse with V's 2 rows needs 3 (the weights, then an LSE per head)
status 1
