how
  A quoted field of 60,000 lines of 70 bytes, 4.2 MB, which no number is:
  read in time only where its buffer grows geometrically (a line at a time,
  it took minutes under ASan).
cmd
  awk 'BEGIN { printf "1,\""; for (i = 0; i < 60000; i++) printf "%70s\n", ""; print "\"" }' | tr ' ' x | $ATTN rank
stderr
  attn rank: <stdin>:1: field 2, 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...', is not a number
status 1
