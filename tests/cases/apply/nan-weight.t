cmd
  $ATTN apply -v '[1,2;3,4]' '[nan,0]'
stdout
  nan,nan
