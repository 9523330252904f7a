cmd
  $ATTN weights '[1,1]' -o /dev/null
