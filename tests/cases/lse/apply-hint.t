cmd
  $ATTN apply -v '[1;2]' '[0.5,0.5,0.25]'
stderr
  attn apply: <literal>:1: row has 3 weights, 1 more than V's rows (weights --lse? give apply --lse too)
status 1
