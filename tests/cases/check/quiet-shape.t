cmd
  $ATTN check -s '[1,2]' '[1,2;3,4]'; echo "status $?"
stdout
  status 1
