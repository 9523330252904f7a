how
  A closed pipe ends attn quietly with status 0, through -o /dev/stdout as through stdout.
cmd
  awk 'BEGIN { for (i = 0; i < 200000; i++) print "1,1" }' | { $ATTN weights -o /dev/stdout; echo "attn status $?" >&2; } | head -1
stdout
  0.5,0.5
stderr
  attn status 0
