cmd
  $ATTN attend -q '[1]' -k '[1;2;3]' -v v.csv
file v.csv
  1
  2
stderr
  attn attend: v.csv: V has 2 rows, but K has 3 (one value row per key)
status 1
