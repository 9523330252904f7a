cmd
  $ATTN apply -v '[1;2]' --fixed 2 '[0.5,0.25]'
stdout
  1.00
