cmd
  $ATTN help rank 2>&1 >/dev/null; echo status $?
stdout
  status 0
