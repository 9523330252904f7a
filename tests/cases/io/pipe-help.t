cmd
  sh -c 'sleep 0.3; $ATTN --help; echo status $? >&2' | true
stderr
  status 0
