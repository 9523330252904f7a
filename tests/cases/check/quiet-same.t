how
  2.000000001 is within the default tolerance (1e-8 + 1e-5 * 2) of 2: status 0, and nothing written.
cmd
  $ATTN check --quiet '[1,2]' '[1,2.000000001]'; echo "status $?"
stdout
  status 0
