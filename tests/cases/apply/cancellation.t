how
  1e16 + 1 - 1e16 = 1 exactly; a plain running sum in double gives 0.
cmd
  $ATTN apply -v '[1e16;1;-1e16]' '[1,1,1]'
stdout
  1
