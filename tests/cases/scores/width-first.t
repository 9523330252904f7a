cmd
  $ATTN scores -k '[1]' -q Q.csv
file Q.csv
  # two columns
  1,2
stderr
  attn scores: Q.csv:2: row has 2 columns, but K has 1 (d_k must match)
status 1
