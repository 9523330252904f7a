how
  No data rows in a streamed input: no output, status 0.
cmd
  $ATTN weights c.csv
file c.csv
  # nothing
  #here
     
