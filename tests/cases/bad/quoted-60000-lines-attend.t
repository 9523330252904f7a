how
  A quoted field of 60,000 lines of 70 bytes, 4.2 MB, which no number is:
  read in time only where its buffer grows geometrically (a line at a time,
  it took minutes under ASan).
cmd
  awk 'BEGIN { print "1,2"; printf "1,\""; for (i = 0; i < 60000; i++) printf "%70s\n", ""; print "\"" }' | tr ' ' x >K.csv; $ATTN attend -q '[1,1]' -k K.csv -v '[1;1]'
stderr
  attn attend: K.csv:2: field 2, 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...', is not a number
status 1
