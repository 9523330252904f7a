cmd
  $ATTN apply -v '[-1,-2]' '[0;-0]'
stdout
  0,0
  0,0
