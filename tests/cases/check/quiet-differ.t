how
  -s writes nothing, as cmp -s: the cells differ, and the status (1) says so.
cmd
  $ATTN check -s '[1,2]' '[1,3]'; echo "status $?"
stdout
  status 1
