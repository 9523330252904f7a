how
  One field of 10,000,000 nines: 1e10000000, past any double.
cmd
  awk 'BEGIN { for (i = 0; i < 1000000; i++) printf "9999999999"; print "" }' | $ATTN rank
stderr
  attn rank: <stdin>:1: field 1, '9999999999999999999999999999999999999999...', is too large for a double
status 1
